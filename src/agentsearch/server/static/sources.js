// What an answer was based on: the sources strip above it (one card per reference), the line naming
// sources that failed, the one open reference card (the full text the model saw, a DB row as a table,
// a link to a web page) and 👍/👎 per source.
"use strict";
(function () {
  const AS = (window.AS = window.AS || {});
  const TYPE_LABEL = { web: "typeWeb", kb: "typeKb", db: "typeDb" };

  // one shape for a retrieval source (streamed or stored message) and a stored reference (API)
  function view(raw) {
    const meta = raw.metadata || {};
    const id = String(raw.id !== undefined ? raw.id : raw.index);
    const content = raw.content || "";
    return {
      id,
      type: raw.type || "",
      title: raw.title || meta.title || "",
      url: raw.url || "",
      content,
      snippet: raw.snippet || content.slice(0, 180),
      collection: raw.collection_id || meta.collection || "",
      document: raw.document_id || meta.document_id || "",
      page: meta.page,
      pageEnd: meta.page_end,
      model: raw.model || meta.model || "",
      record: raw.record_id !== undefined ? raw.record_id : meta.record_id,
      row: meta.row && typeof meta.row === "object" ? meta.row : null,
    };
  }

  function host(url) {
    try { return new URL(url).hostname.replace(/^www\./, ""); } catch (e) { return ""; }
  }

  function where(src) {
    if (src.type === "web") return host(src.url) || src.url;
    if (src.type === "db") {
      const rec = src.record !== undefined && src.record !== null && src.record !== "" ? i18n.t("record", null, { id: src.record }) : "";
      return [src.model, rec].filter(Boolean).join(" · ");
    }
    const last = src.pageEnd !== undefined && src.pageEnd !== null && src.pageEnd !== src.page ? "–" + src.pageEnd : "";
    const page = src.page !== undefined && src.page !== null && src.page !== "" ? i18n.t(last ? "pages" : "page", src.page + last) : "";
    return [src.collection, src.document, page].filter(Boolean).join(" · ") || host(src.url);
  }

  function typeLabel(type) { return TYPE_LABEL[type] ? i18n.t(TYPE_LABEL[type]) : type; }

  // ------------------------------------------------------------------ strip and failures
  function card(src) {
    const button = AS.el("button", "src-card");
    button.type = "button";
    button.dataset.refId = src.id;
    button.dataset.type = src.type;
    const head = AS.el("span", "src-head");
    const icon = AS.el("span", "src-icon");
    icon.appendChild(AS.icon(src.type || "kb"));
    head.append(AS.el("span", "src-index", src.id), icon, AS.el("span", "visually-hidden", typeLabel(src.type)),
      AS.el("span", "src-title", src.title || src.url || src.id));
    button.append(head, AS.el("span", "src-where", where(src)), AS.el("span", "src-snippet", src.snippet));
    return button;
  }

  function stripOf(block) {
    let strip = block.querySelector(":scope > .sources");
    if (!strip) {
      strip = AS.el("section", "sources");
      const answer = block.querySelector(":scope > .answer");
      block.insertBefore(strip, answer || null);
    }
    return strip;
  }

  function answeredFrom(sources) {
    const types = [];
    sources.forEach((s) => { if (types.indexOf(s.type) < 0) types.push(s.type); });
    if (!types.length) return i18n.t("answeredFromNothing");
    const names = types.map((t) => i18n.t(t === "kb" ? "kbType" : t));
    return i18n.t("answeredFrom", null, { types: names.join(i18n.lang === "zh" ? "、" : ", ") });
  }

  function render(block) {
    const all = Object.keys(block._sources || {}).map((id) => block._sources[id]);
    const errors = block._errors || [];
    const strip = stripOf(block);
    strip.textContent = "";
    strip.dataset.count = String(all.length);
    if (all.length) {
      const title = AS.el("h3", "sources-title", i18n.t("sources", all.length));
      const row = AS.el("div", "src-row");
      all.forEach((src) => row.appendChild(card(src)));
      strip.append(title, row);
    }
    if (errors.length) {
      const note = AS.el("p", "source-errors", errors.join("; ") + "; " + answeredFrom(all));
      note.setAttribute("role", "note");
      strip.appendChild(note);
    }
    if (!all.length && !errors.length) strip.remove();
  }

  AS.sources = {
    // a retrieval message's props into the block: the strip and the failures line
    show(block, props) {
      block._sources = block._sources || {};
      (props.sources || []).map(view).forEach((src) => { block._sources[src.id] = src; });
      block._errors = (block._errors || []).concat((props.errors || []).filter(Boolean));
      render(block);
    },
    render,
    view,
    where,
    typeLabel,
  };

  // ------------------------------------------------------------------ the reference card
  const cardEl = () => AS.$("#ref-card");
  let opener = null;

  function rowTable(row) {
    const table = AS.el("table", "row-table");
    const body = AS.el("tbody");
    Object.keys(row).slice(0, 30).forEach((name) => {
      const tr = AS.el("tr");
      const value = row[name];
      tr.append(AS.el("th", "", name), AS.el("td", "", value !== null && typeof value === "object" ? JSON.stringify(value) : value));
      body.appendChild(tr);
    });
    table.appendChild(body);
    return table;
  }

  function fill(src) {
    const c = cardEl();
    c.querySelector(".ref-index").textContent = "[" + src.id + "]";
    const icon = c.querySelector(".ref-icon");
    icon.textContent = "";
    if (src.type) icon.appendChild(AS.icon(src.type));
    c.querySelector(".ref-title").textContent = src.title || src.url || "";
    c.querySelector(".ref-where").textContent = where(src);
    c.querySelector(".ref-type").textContent = typeLabel(src.type);
    const link = c.querySelector(".ref-url");
    if (src.url && /^https?:\/\//i.test(src.url)) {
      link.href = src.url;
      link.hidden = false;
    } else {
      link.removeAttribute("href");
      link.hidden = !src.url;
    }
    link.textContent = src.url || "";
    const row = c.querySelector(".ref-row");
    row.textContent = "";
    let data = src.row;
    if (!data && src.type === "db") {
      try { data = JSON.parse(src.content); } catch (e) { data = null; }
    }
    if (data && typeof data === "object" && !Array.isArray(data)) row.appendChild(rowTable(data));
    c.querySelector(".ref-content").textContent = src.content || src.snippet || "";
  }

  function place(anchor) {
    const c = cardEl();
    const narrow = window.matchMedia("(max-width: 640px)").matches;
    c.classList.toggle("sheet", narrow);
    if (narrow) { c.style.top = ""; c.style.left = ""; return; }
    const rect = anchor.getBoundingClientRect();
    const height = Math.min(c.offsetHeight || 320, window.innerHeight - 16);
    const below = rect.bottom + 6;
    c.style.top = Math.max(8, below + height > window.innerHeight ? rect.top - height - 6 : below) + "px";
    c.style.left = Math.max(8, Math.min(window.innerWidth - c.offsetWidth - 8, rect.left - 20)) + "px";
  }

  AS.card = {
    isOpen() { return !cardEl().hidden; },
    close(restoreFocus) {
      const c = cardEl();
      if (c.hidden) return;
      c.hidden = true;
      c.dataset.state = "";
      if (restoreFocus && opener && document.body.contains(opener)) opener.focus();
      opener = null;
    },
    async open(anchor, focusCard) {
      const block = anchor.closest(".msg.assistant");
      const requestId = block ? block.dataset.requestId : "";
      const index = anchor.dataset.refId;
      const c = cardEl();
      opener = anchor;
      c.hidden = false;
      c.dataset.state = "loading";
      c.dataset.refId = index;
      c.dataset.requestId = requestId;
      c.querySelector(".ref-error").hidden = true;
      const local = block && block._sources ? block._sources[index] : null;
      fill(local || { id: index, title: i18n.t("loadingRef"), type: "" });
      AS.feedback.paintCard(requestId, index);
      place(anchor);
      if (focusCard) AS.$("#ref-close").focus();
      const res = await AS.api("/v1/chat/references/" + encodeURIComponent(requestId) + "/" + encodeURIComponent(index));
      if (c.dataset.refId !== index || c.hidden) return; // another card was opened meanwhile
      if (!res.ok) {
        c.dataset.state = "error";
        fill({ id: index, title: "", type: "" });
        const err = c.querySelector(".ref-error");
        err.hidden = false;
        err.textContent = res.status === 403 ? i18n.t("forbidden") : i18n.t("refMissing");
        return;
      }
      const src = view(await res.json());
      if (block) { block._sources = block._sources || {}; block._sources[index] = Object.assign({}, local || {}, src); }
      fill(src);
      place(anchor);
      c.dataset.state = "ready";
    },
  };

  // ------------------------------------------------------------------ 👍/👎
  const ratings = new Map(); // request_id -> {answer: "up"|"down", sources: {id: rating}}

  function slot(requestId) {
    if (!ratings.has(requestId)) ratings.set(requestId, { answer: "", sources: {} });
    return ratings.get(requestId);
  }

  function paint(buttons, rating) {
    buttons.forEach((b) => b.setAttribute("aria-pressed", b.dataset.rating === rating ? "true" : "false"));
  }

  AS.feedback = {
    clear() { ratings.clear(); },
    load(list) {
      (list || []).forEach((f) => {
        const s = slot(f.request_id);
        if (f.target === "source") s.sources[f.source_id] = f.rating; else s.answer = f.rating;
      });
    },
    answerRating(requestId) { return slot(requestId).answer; },
    paintCard(requestId, sourceId) {
      paint(cardEl().querySelectorAll(".rate button"), slot(requestId).sources[sourceId] || "");
    },
    // toggles: rating the same way again clears the rating
    async rate(chatId, requestId, target, sourceId, rating) {
      const s = slot(requestId);
      const current = target === "source" ? s.sources[sourceId] || "" : s.answer;
      const next = current === rating ? null : rating;
      const res = await AS.api("/v1/chats/" + encodeURIComponent(chatId) + "/feedback", {
        method: "PUT",
        json: { request_id: requestId, target, source_id: target === "source" ? sourceId : "", rating: next },
      });
      if (!res.ok) return { ok: false, error: await AS.errorText(res) };
      if (target === "source") s.sources[sourceId] = next || ""; else s.answer = next || "";
      return { ok: true, rating: next || "" };
    },
  };
})();
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("#ref-card .rate button").forEach((b) => b.appendChild(window.AS.icon(b.dataset.rating)));
});
document.addEventListener("i18n:changed", () => {
  document.querySelectorAll(".msg.assistant").forEach((block) => { if (block._sources || block._errors) window.AS.sources.render(block); });
});
