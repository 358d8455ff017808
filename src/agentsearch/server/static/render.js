// Turning an answer into safe DOM: text stays text; citations become clickable markers.
// The LLM is told to cite as <a class="ref" data-ref-id="N" ...>[N]</a>; plain [N] and [N, M] are
// accepted too. No HTML from the answer is ever inserted as HTML.
"use strict";
(function () {
  const CITATION = /<a\b[^>]*?\bdata-ref-id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>[\s\S]*?<\/a\s*>|\[\s*((?:ref_)?\d+(?:\s*[,，]\s*(?:ref_)?\d+)*)\s*\]/gi;
  const PARTIAL_TAIL = /<a\b[^>]*$|<a\b[^>]*>[^<]*(<\/?a?)?$|<$/i;

  function normalise(raw) {
    const m = /(?:ref_)?(\d+)/i.exec(String(raw || "").trim());
    return m ? String(parseInt(m[1], 10)) : "";
  }

  // **bold**, *italic* / _italic_ and `code`, as elements; everything else stays text
  const INLINE = /\*\*([^*\n]+)\*\*|\*([^*\n]+)\*|(?<![\w])_([^_\n]+)_(?![\w])|`([^`\n]+)`/g;

  function appendText(frag, text) {
    let last = 0;
    INLINE.lastIndex = 0;
    let m;
    while ((m = INLINE.exec(text)) !== null) {
      if (m.index > last) frag.appendChild(document.createTextNode(text.slice(last, m.index)));
      const el = document.createElement(m[1] !== undefined ? "strong" : m[4] !== undefined ? "code" : "em");
      el.textContent = m[1] !== undefined ? m[1] : m[2] !== undefined ? m[2] : m[3] !== undefined ? m[3] : m[4];
      frag.appendChild(el);
      last = m.index + m[0].length;
    }
    if (last < text.length) frag.appendChild(document.createTextNode(text.slice(last)));
  }

  function citeButton(id) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "cite";
    b.dataset.refId = id;
    b.textContent = id;
    return b;
  }

  // streaming=true hides an anchor that has started but not finished arriving
  function renderAnswer(text, streaming) {
    let source = String(text || "");
    if (streaming) source = source.replace(PARTIAL_TAIL, "");
    const frag = document.createDocumentFragment();
    let last = 0;
    CITATION.lastIndex = 0;
    let m;
    while ((m = CITATION.exec(source)) !== null) {
      if (m.index > last) appendText(frag, source.slice(last, m.index));
      const ids = m[4] !== undefined ? m[4].split(/[,，]/) : [m[1] || m[2] || m[3]];
      ids.map(normalise).filter(Boolean).forEach((id) => frag.appendChild(citeButton(id)));
      last = m.index + m[0].length;
    }
    if (last < source.length) appendText(frag, source.slice(last));
    return frag;
  }

  window.renderAnswer = renderAnswer;
})();
