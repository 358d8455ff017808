// Turning an answer into safe DOM: Markdown by marked, sanitised by DOMPurify (both vendored), with
// citations as clickable chips. Raw HTML in an answer is shown as text, never parsed: the model (or a
// retrieved page it quotes) cannot inject markup. The model is told to cite as
// <a class="ref" data-ref-id="N" ...>[N]</a>; plain [N] and [N, M] are accepted too.
"use strict";
(function () {
  const AS = (window.AS = window.AS || {});
  const CITATION = /<a\b[^>]*?\bdata-ref-id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>[\s\S]*?<\/a\s*>|\[\s*((?:ref_)?\d+(?:\s*[,，]\s*(?:ref_)?\d+)*)\s*\](?!\()/gi;
  const PARTIAL_TAIL = /<a\b[^>]*$|<a\b[^>]*>[^<]*(<\/?a?)?$|<$/i;
  // private-use characters mark where chips go; the answer's own copies are dropped first
  const OPEN = "\uE000", CLOSE = "\uE001";
  const MARK = /\uE000([0-9,]+)\uE001/g;

  function normalise(raw) {
    const m = /(?:ref_)?(\d+)/i.exec(String(raw || "").trim());
    return m ? String(parseInt(m[1], 10)) : "";
  }

  function escapeHtml(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  let md = null;
  function markdown() {
    if (md) return md;
    md = new window.marked.Marked({
      gfm: true,
      breaks: true,
      renderer: { html(token) { return escapeHtml(token.text || token.raw || ""); } },
    });
    window.DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A") {
        const href = node.getAttribute("href") || "";
        if (!/^(https?:|mailto:)/i.test(href)) node.removeAttribute("href");
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    return md;
  }

  const SANITIZE = {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "img", "iframe", "svg", "math"],
    FORBID_ATTR: ["style", "class", "id"],
  };

  function citeButton(id) {
    const b = AS.el("button", "cite", id);
    b.type = "button";
    b.dataset.refId = id;
    b.setAttribute("aria-label", "[" + id + "]");
    return b;
  }

  // Replace the chip marks in text nodes by buttons.
  function placeChips(root) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const hits = [];
    while (walker.nextNode()) if (walker.currentNode.nodeValue.indexOf(OPEN) >= 0) hits.push(walker.currentNode);
    hits.forEach((node) => {
      const frag = document.createDocumentFragment();
      const text = node.nodeValue;
      let last = 0;
      MARK.lastIndex = 0;
      let m;
      while ((m = MARK.exec(text)) !== null) {
        if (m.index > last) frag.appendChild(document.createTextNode(text.slice(last, m.index)));
        m[1].split(",").filter(Boolean).forEach((id) => frag.appendChild(citeButton(id)));
        last = m.index + m[0].length;
      }
      if (last < text.length) frag.appendChild(document.createTextNode(text.slice(last)));
      node.parentNode.replaceChild(frag, node);
    });
  }

  // The answer's Markdown with citations as marks. `known` (a Set of reference ids, or null when
  // unknown) keeps a bare [2024] as text; explicit anchors always count.
  function marked(text, streaming, known, toMark) {
    let source = String(text || "").replace(/[\uE000\uE001]/g, "");
    if (streaming) source = source.replace(PARTIAL_TAIL, "");
    return source.replace(CITATION, (whole, a, b, c, bare) => {
      const ids = (bare !== undefined ? bare.split(/[,，]/) : [a || b || c]).map(normalise).filter(Boolean);
      if (!ids.length || (bare !== undefined && known && !ids.every((id) => known.has(id)))) return whole;
      return toMark(ids);
    });
  }

  AS.renderAnswer = function (text, streaming, known) {
    const source = marked(text, streaming, known, (ids) => OPEN + ids.join(",") + CLOSE);
    const html = markdown().parse(source, { async: false });
    const frag = window.DOMPurify.sanitize(html, SANITIZE);
    placeChips(frag);
    return frag;
  };

  // The answer as Markdown with citations as footnote markers [^N] and the references listed below.
  AS.answerWithFootnotes = function (text, known, references) {
    const used = [];
    const body = marked(text, false, known, (ids) => {
      ids.forEach((id) => { if (used.indexOf(id) < 0) used.push(id); });
      return ids.map((id) => "[^" + id + "]").join("");
    });
    const notes = used.map((id) => {
      const ref = references[id] || {};
      const where = ref.url || [ref.collection_id, ref.document_id].filter(Boolean).join(" / ") ||
        [ref.model, ref.record_id].filter((v) => v !== undefined && v !== null && v !== "").join(" #");
      return "[^" + id + "]: " + (ref.title || "[" + id + "]") + (where ? " — " + where : "");
    });
    return body.trim() + (notes.length ? "\n\n" + notes.join("\n") + "\n" : "\n");
  };
})();
