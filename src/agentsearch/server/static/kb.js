// Knowledge bases from the page: list the collections the key may see, create one, open one to see
// its documents, upload files (a progress bar per file, then "Indexing…"), delete documents and
// collections. Everything goes through /v1/kb/...; errors are the server's one-line messages.
"use strict";
(function () {
  const AS = (window.AS = window.AS || {});
  const $ = AS.$;
  let current = null; // the open collection's info

  function showError(text) {
    const el = $("#kb-error");
    el.hidden = !text;
    el.textContent = text || "";
  }

  function iconButton(label, icon, onClick) {
    const b = AS.el("button", "icon");
    b.appendChild(AS.icon(icon));
    b.type = "button";
    b.setAttribute("aria-label", label);
    b.title = label;
    b.addEventListener("click", onClick);
    return b;
  }

  async function loadCollections() {
    const res = await AS.api("/v1/kb/collections");
    const list = $("#kb-list");
    list.textContent = "";
    if (!res.ok) { showError(await AS.errorText(res)); return []; }
    const collections = await res.json();
    if (!collections.length) list.appendChild(AS.el("li", "empty", i18n.t("noCollections")));
    collections.forEach((c) => {
      const li = AS.el("li", "kb-item");
      li.dataset.collection = c.id;
      if (current && current.id === c.id) li.classList.add("active");
      const open = AS.el("button", "kb-open");
      open.type = "button";
      open.append(AS.el("strong", "", c.id), AS.el("span", "muted",
        " " + i18n.t("documents", c.documents) + " · " + i18n.t("chunks", c.chunks) +
        (c.writable ? "" : " · " + i18n.t("readOnly"))));
      open.addEventListener("click", () => openCollection(c));
      li.appendChild(open);
      if (c.writable) {
        li.appendChild(iconButton(i18n.t("delete") + " " + c.id, "trash", () => deleteCollection(c)));
      }
      list.appendChild(li);
    });
    return collections;
  }

  async function openCollection(c) {
    current = c;
    showError("");
    document.querySelectorAll("#kb-list li").forEach((li) => li.classList.toggle("active", li.dataset.collection === c.id));
    $("#kb-docs").hidden = false;
    $("#kb-docs-title").textContent = c.id;
    $("#kb-file").closest("label").hidden = !c.writable;
    $("#kb-uploads").textContent = "";
    await loadDocuments();
  }

  async function loadDocuments() {
    if (!current) return;
    const res = await AS.api("/v1/kb/collections/" + encodeURIComponent(current.id) + "/documents");
    const list = $("#kb-doc-list");
    list.textContent = "";
    if (!res.ok) { showError(await AS.errorText(res)); return; }
    const docs = (await res.json()).data || [];
    if (!docs.length) list.appendChild(AS.el("li", "empty", i18n.t("noDocuments")));
    docs.forEach((d) => {
      const li = AS.el("li", "kb-doc");
      li.dataset.documentId = d.id;
      li.append(AS.el("span", "doc-title", d.title || d.id), AS.el("span", "muted", " " + d.id + " · " + i18n.t("chunks", d.chunks)));
      if (current.writable) {
        li.appendChild(iconButton(i18n.t("delete") + " " + d.id, "trash", () => deleteDocument(d.id)));
      }
      list.appendChild(li);
    });
  }

  async function deleteDocument(id) {
    const path = "/v1/kb/collections/" + encodeURIComponent(current.id) + "/documents/" + encodeURIComponent(id);
    const res = await AS.api(path, { method: "DELETE" });
    if (!res.ok) { showError(await AS.errorText(res)); return; }
    await loadDocuments();
    await loadCollections();
  }

  async function deleteCollection(c) {
    if (!window.confirm(i18n.t("deleteCollection", null, { name: c.id }))) return;
    const res = await AS.api("/v1/kb/collections/" + encodeURIComponent(c.id), { method: "DELETE" });
    if (!res.ok) { showError(await AS.errorText(res)); return; }
    if (current && current.id === c.id) { current = null; $("#kb-docs").hidden = true; }
    await loadCollections();
  }

  async function uploadOne(file) {
    const li = AS.el("li", "kb-upload");
    li.dataset.file = file.name;
    const bar = AS.el("progress");
    bar.max = 1;
    bar.value = 0;
    bar.setAttribute("aria-label", file.name);
    const state = AS.el("span", "upload-state", "");
    li.append(AS.el("span", "doc-title", file.name), bar, state);
    $("#kb-uploads").appendChild(li);
    const path = "/v1/kb/collections/" + encodeURIComponent(current.id) + "/documents?filename=" + encodeURIComponent(file.name);
    const result = await AS.upload(path, file, (fraction) => {
      bar.value = fraction;
      if (fraction >= 1) { state.textContent = i18n.t("indexing"); bar.removeAttribute("value"); }
    });
    bar.max = 1;
    bar.value = 1;
    li.dataset.state = result.ok ? "done" : "error";
    state.textContent = result.ok ? i18n.t("uploaded", result.body.chunks) : (result.body && result.body.error) || String(result.status);
    state.classList.toggle("error", !result.ok);
  }

  async function uploadFiles(files) {
    if (!current || !files.length) return;
    showError("");
    for (const file of Array.from(files)) await uploadOne(file); // one at a time: the server embeds each
    await loadDocuments();
    await loadCollections();
  }

  AS.kb = {
    async open() {
      showError("");
      const dialog = $("#kb-panel");
      if (!dialog.open) dialog.showModal();
      await loadCollections();
    },
  };

  document.addEventListener("DOMContentLoaded", () => {
    $("#kb-close").addEventListener("click", () => $("#kb-panel").close());
    $("#kb-create").addEventListener("submit", async (e) => {
      e.preventDefault();
      showError("");
      const name = $("#kb-name").value.trim();
      const res = await AS.api("/v1/kb/collections", {
        method: "POST",
        json: { name, language: $("#kb-lang").value, share: $("#kb-share").value },
      });
      if (!res.ok) { showError(await AS.errorText(res)); return; }
      const created = await res.json();
      $("#kb-name").value = "";
      await loadCollections();
      await openCollection(created);
    });
    $("#kb-file").addEventListener("change", async (e) => {
      const files = Array.from(e.target.files || []);
      await uploadFiles(files);
      e.target.value = "";
    });
  });
})();
