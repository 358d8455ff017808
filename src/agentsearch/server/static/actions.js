// The action bar under an answer: resume (after an interrupted or failed run), copy with citations as
// footnotes, regenerate (the last answer only), 👍/👎. The page's click handler calls back into app.js.
"use strict";
(function () {
  const AS = (window.AS = window.AS || {});

  function actionButton(cls, label, icon, text) {
    const b = AS.el("button", "act " + cls);
    b.appendChild(AS.icon(icon));
    if (text) b.appendChild(AS.el("span", "", text));
    b.type = "button";
    b.dataset.i18nLabel = label;
    b.setAttribute("aria-label", i18n.t(label));
    b.title = i18n.t(label);
    return b;
  }

  function add(block) {
    let bar = block.querySelector(":scope > .actions");
    if (bar) bar.remove();
    bar = AS.el("div", "actions");
    const requestId = block.dataset.requestId;
    if (block.dataset.status === "interrupted" || block.dataset.status === "failed") {
      const resume = actionButton("resume", "resume", "resume", i18n.t("resume"));
      bar.appendChild(resume);
    }
    if (block.querySelector(".answer")) bar.appendChild(actionButton("copy", "copy", "copy"));
    bar.appendChild(actionButton("regenerate", "regenerate", "regenerate"));
    const rating = AS.feedback.answerRating(requestId);
    ["up", "down"].forEach((r) => {
      const b = actionButton("rate-" + r, r === "up" ? "helpful" : "notHelpful", r);
      b.dataset.rating = r;
      b.setAttribute("aria-pressed", rating === r ? "true" : "false");
      bar.appendChild(b);
    });
    block.appendChild(bar);
    const blocks = document.querySelectorAll(".msg.assistant");
    blocks.forEach((b) => b.classList.toggle("last", b === blocks[blocks.length - 1]));
  }

  async function copy(block, button, known) {
    const raw = Array.from(block.querySelectorAll(":scope > .answer")).map((n) => n.dataset.raw || "").join("\n\n");
    const text = AS.answerWithFootnotes(raw, known, block._sources || {});
    let ok = false;
    try { await navigator.clipboard.writeText(text); ok = true; } catch (e) {
      const area = AS.el("textarea");
      area.value = text;
      document.body.appendChild(area);
      area.select();
      ok = document.execCommand("copy");
      area.remove();
    }
    block.dataset.copied = ok ? "1" : "0";
    button.replaceChildren(AS.icon(ok ? "check" : "copy"));
    AS.setStatus(ok ? i18n.t("copied") : i18n.t("error"));
    setTimeout(() => button.replaceChildren(AS.icon("copy")), 1500);
  }

  AS.actions = { add, copy };
  document.addEventListener("i18n:changed", () => {
    document.querySelectorAll(".msg.assistant").forEach((b) => { if (b.querySelector(".actions")) add(b); });
  });
})();
