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

  // streaming=true hides an anchor that has started but not finished arriving. `known` (a Set of
  // reference ids, or null when unknown) keeps a bare [2024] as text; explicit anchors always count.
  function renderAnswer(text, streaming, known) {
    let source = String(text || "");
    if (streaming) source = source.replace(PARTIAL_TAIL, "");
    const frag = document.createDocumentFragment();
    let last = 0;
    CITATION.lastIndex = 0;
    let m;
    while ((m = CITATION.exec(source)) !== null) {
      if (m.index > last) appendText(frag, source.slice(last, m.index));
      const bare = m[4] !== undefined;
      const ids = (bare ? m[4].split(/[,，]/) : [m[1] || m[2] || m[3]]).map(normalise).filter(Boolean);
      if (bare && known && !ids.every((id) => known.has(id))) {
        appendText(frag, m[0]);
      } else {
        ids.forEach((id) => frag.appendChild(citeButton(id)));
      }
      last = m.index + m[0].length;
    }
    if (last < source.length) appendText(frag, source.slice(last));
    return frag;
  }

  window.renderAnswer = renderAnswer;
})();
