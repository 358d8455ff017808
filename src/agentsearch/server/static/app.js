// The chat page: streams answers (Markdown, citation chips, sources strip), keeps the history in the
// sidebar, and offers the actions on an answer: copy with footnotes, regenerate, resume, 👍/👎.
"use strict";
(function () {
  const AS = window.AS;
  const $ = AS.$;
  const state = { chatId: "", busy: false, controller: null, assistants: [] };

  // ------------------------------------------------------------------ key, assistants, history
  function showKeyDialog(invalid) {
    $("#key-dialog").hidden = false;
    $("#key-error").hidden = !invalid || !AS.key;
    $("#key-error").textContent = i18n.t("invalidKey");
    $("#key-input").focus();
  }
  AS.onUnauthorized = () => showKeyDialog(true);

  async function checkKey() {
    if (!AS.key) { showKeyDialog(false); return false; }
    const res = await AS.api("/v1/me");
    if (!res.ok) return false;
    const me = await res.json();
    $("#whoami").textContent = me.user_id + (me.team_id ? " · " + me.team_id : "");
    $("#key-dialog").hidden = true;
    return true;
  }

  // The assistants: the OpenAI-style `/v1/models` when the server has it, else `/v1/assistants`.
  async function loadAssistants() {
    let list = [];
    const models = await AS.api("/v1/models");
    if (models.ok) {
      const body = await models.json();
      list = (body.data || []).map((m) => ({ assistant_id: m.id, name: m.name || m.id }));
    }
    if (!list.length) {
      const res = await AS.api("/v1/assistants");
      if (res.ok) list = await res.json();
    }
    state.assistants = list;
    const select = $("#assistant");
    select.textContent = "";
    list.forEach((a) => {
      const opt = AS.el("option", "", a.name || a.assistant_id);
      opt.value = a.assistant_id;
      select.appendChild(opt);
    });
    const last = localStorage.getItem("agentsearch.assistant");
    if (last && list.some((a) => a.assistant_id === last)) select.value = last;
  }

  async function loadHistory() {
    const res = await AS.api("/v1/chats?pagesize=50");
    const list = $("#history");
    list.textContent = "";
    if (!res.ok) return;
    const chats = (await res.json()).data || [];
    if (!chats.length) list.appendChild(AS.el("li", "empty", i18n.t("noChats")));
    chats.forEach((chat) => {
      const li = AS.el("li");
      li.dataset.chatId = chat.chat_id;
      if (chat.chat_id === state.chatId) li.classList.add("active");
      const open = AS.el("button", "title", chat.title || i18n.t("untitled"));
      open.type = "button";
      open.addEventListener("click", () => { closeDrawer(); openChat(chat.chat_id); });
      const del = AS.el("button", "del icon", "×");
      del.type = "button";
      del.setAttribute("aria-label", i18n.t("delete") + " " + (chat.title || ""));
      del.title = i18n.t("delete");
      del.addEventListener("click", (e) => { e.stopPropagation(); deleteChat(chat.chat_id); });
      li.append(open, del);
      list.appendChild(li);
    });
  }

  async function deleteChat(chatId) {
    if (state.busy || !window.confirm(i18n.t("deleteConfirm"))) return;
    const res = await AS.api("/v1/chats/" + encodeURIComponent(chatId), { method: "DELETE" });
    if (!res.ok) { setStatus(i18n.t("error") + " " + res.status); return; }
    if (chatId === state.chatId) clearView("");
    await loadHistory();
  }

  function setChat(chatId) {
    state.chatId = chatId || "";
    history.replaceState(null, "", state.chatId ? "?chat=" + encodeURIComponent(state.chatId) : location.pathname);
    document.querySelectorAll("#history li").forEach((li) => li.classList.toggle("active", li.dataset.chatId === state.chatId));
  }

  function clearView(chatId) {
    AS.card.close(false);
    setChat(chatId);
    $("#messages").textContent = "";
    AS.trace.clear();
    AS.feedback.clear();
    setStatus("");
  }

  async function openChat(chatId) {
    if (state.busy) return;
    clearView(chatId);
    const info = await AS.api("/v1/chats/" + encodeURIComponent(chatId));
    if (info.ok) {
      const chat = await info.json();
      if (state.assistants.some((a) => a.assistant_id === chat.assistant_id)) $("#assistant").value = chat.assistant_id;
    }
    const res = await AS.api("/v1/chats/" + encodeURIComponent(chatId) + "/messages");
    if (!res.ok) { setStatus(i18n.t("error") + " " + res.status); return; }
    const messages = (await res.json()).data || [];
    const ratings = await AS.api("/v1/chats/" + encodeURIComponent(chatId) + "/feedback");
    if (ratings.ok) AS.feedback.load((await ratings.json()).data);
    let block = null;
    messages.forEach((m) => {
      if (m.role === "user") { addUserMessage(userText(m.props), m.request_id); block = null; return; }
      if (!block || block.dataset.requestId !== (m.request_id || "")) block = addAssistantBlock(m.request_id || "");
      applyMessage(block, m, false);
    });
    const point = await AS.api("/v1/chats/" + encodeURIComponent(chatId) + "/resume");
    const resumable = point.ok ? (await point.json()).request_id : "";
    document.querySelectorAll(".msg.assistant").forEach((b) => {
      b.dataset.status = b.dataset.requestId === resumable ? "interrupted" : "completed";
      b.querySelectorAll(":scope > .answer").forEach((el) => draw(el, false));
      AS.actions.add(b);
    });
    scroll();
  }

  function userText(props) {
    const c = props && props.content;
    if (typeof c === "string") return c;
    if (Array.isArray(c)) return c.filter((p) => p.type === "text").map((p) => p.text).join("\n");
    return "";
  }

  // ------------------------------------------------------------------ messages
  function addUserMessage(text, requestId) {
    const div = AS.el("div", "msg user", text);
    div.dataset.requestId = requestId || "";
    $("#messages").appendChild(div);
    scroll();
    return div;
  }

  function addAssistantBlock(requestId) {
    const div = AS.el("article", "msg assistant");
    div.dataset.requestId = requestId || "";
    $("#messages").appendChild(div);
    return div;
  }

  function part(block, messageId, cls, tag) {
    let node = messageId ? block.querySelector('[data-message-id="' + CSS.escape(messageId) + '"]') : null;
    if (!node) {
      node = AS.el(tag || "div", cls);
      if (messageId) node.dataset.messageId = messageId;
      block.insertBefore(node, block.querySelector(":scope > .actions"));
    }
    return node;
  }

  function knownIds(node) {
    const block = node.closest(".msg.assistant");
    const ids = block && block.dataset.refIds ? block.dataset.refIds.split(",").filter(Boolean) : [];
    return ids.length ? new Set(ids) : null;
  }

  function addKnownIds(block, ids) {
    const have = new Set((block.dataset.refIds || "").split(",").filter(Boolean));
    ids.forEach((id) => have.add(String(id)));
    block.dataset.refIds = Array.from(have).join(",");
  }

  function draw(node, streaming) {
    node.textContent = "";
    node.appendChild(AS.renderAnswer(node.dataset.raw || "", streaming, knownIds(node)));
  }

  // while streaming, at most one render per frame (the whole Markdown is re-parsed each time)
  function drawSoon(node) {
    if (node._pending) return;
    node._pending = true;
    requestAnimationFrame(() => { node._pending = false; draw(node, state.busy); scroll(); });
  }

  function applyMessage(block, m, streaming, replace) {
    const props = m.props || {};
    const id = m.message_id || "";
    switch (m.type) {
      case "loading": {
        const node = part(block, id, "loading");
        if (props.done) { node.remove(); return; }
        node.textContent = props.message || "";
        break;
      }
      case "retrieval":
        addKnownIds(block, (props.sources || []).map((src) => src.id).filter((v) => v !== undefined));
        AS.sources.show(block, props);
        break;
      case "thinking": {
        const node = part(block, id, "thinking", "details");
        if (!node.firstChild) { node.appendChild(AS.el("summary", "", "…")); node.appendChild(AS.el("div")); }
        node.lastChild.textContent = (m.delta && !replace ? node.lastChild.textContent : "") + (props.content || "");
        break;
      }
      case "error":
        part(block, id, "error").textContent = i18n.t("error") + ": " + (props.message || "");
        break;
      case "user_input":
        break;
      default: {
        if (m.type !== "text" && typeof props.content !== "string") break;
        const node = part(block, id, "answer");
        const content = typeof props.content === "string" ? props.content : "";
        node.dataset.raw = (m.delta && !replace ? node.dataset.raw || "" : "") + content;
        if (streaming) drawSoon(node); else draw(node, false);
      }
    }
    if (streaming) scroll();
  }

  function scroll() { const box = $("#messages"); box.scrollTop = box.scrollHeight; }
  function setStatus(text) { $("#status").textContent = text || ""; }
  AS.setStatus = setStatus;

  // ------------------------------------------------------------------ actions on an answer
  async function rateAnswer(block, button) {
    const result = await AS.feedback.rate(state.chatId, block.dataset.requestId, "answer", "", button.dataset.rating);
    if (!result.ok) { setStatus(i18n.t("error") + ": " + result.error); return; }
    block.querySelectorAll(".actions [data-rating]").forEach((b) => b.setAttribute("aria-pressed", b.dataset.rating === result.rating ? "true" : "false"));
  }

  async function regenerate(block) {
    if (state.busy) return;
    const question = block.previousElementSibling;
    const text = question && question.classList.contains("user") ? question.textContent : "";
    if (!text) return;
    const res = await AS.api("/v1/chats/" + encodeURIComponent(state.chatId) + "/requests/" + encodeURIComponent(block.dataset.requestId), { method: "DELETE" });
    if (!res.ok && res.status !== 404) { setStatus(i18n.t("error") + ": " + (await AS.errorText(res))); return; }
    question.remove();
    block.remove();
    await send(text);
  }

  // ------------------------------------------------------------------ running a request
  function setBusy(busy) {
    state.busy = busy;
    document.body.dataset.busy = busy ? "1" : "0";
    $("#send").hidden = busy;
    $("#stop").hidden = !busy;
  }

  function handleEvent(block, ev) {
    const d = ev.data || {};
    switch (ev.event) {
      case "start":
        block.dataset.requestId = d.request_id || block.dataset.requestId;
        if (d.chat_id && d.chat_id !== state.chatId) setChat(d.chat_id);
        if (block.previousElementSibling && block.previousElementSibling.classList.contains("user")) {
          block.previousElementSibling.dataset.requestId = block.dataset.requestId;
        }
        break;
      case "queued": // the server runs a bounded number at once: this one waits, first come first served
        block.dataset.queued = "1";
        setStatus(i18n.t("queued", d.position));
        break;
      case "message":
        if (block.dataset.queued) { delete block.dataset.queued; setStatus(i18n.t("streaming")); }
        applyMessage(block, Object.assign({}, d, { delta: d.delta && d.delta_action !== "replace" }), true, d.delta_action === "replace");
        break;
      case "trace":
        if (d.node) AS.trace.node(d.node);
        if (d.log) AS.trace.log(d.log);
        break;
      case "error":
        applyMessage(block, { type: "error", props: { message: d.message || d.error } }, false);
        break;
      case "end":
        if (d.request_id) block.dataset.requestId = d.request_id;
        addKnownIds(block, (d.references || []).map((ref) => ref.id));
        if (d.error) applyMessage(block, { type: "error", message_id: "end-error", props: { message: d.error } }, false);
        break;
    }
  }

  // Stream one run's events into `block`; returns "done", "stopped" or "error".
  async function stream(block, path, body) {
    setBusy(true);
    setStatus(i18n.t("streaming"));
    state.controller = new AbortController();
    let outcome = "error";
    try {
      const res = await AS.api(path, { method: "POST", json: body, headers: { Accept: "text/event-stream" }, signal: state.controller.signal });
      if (!res.ok) {
        applyMessage(block, { type: "error", props: { message: await AS.errorText(res) } }, false);
      } else {
        for await (const ev of AS.sseEvents(res)) {
          handleEvent(block, ev);
          if (ev.event === "end") {
            block.dataset.status = ev.data.status;
            outcome = ev.data.status === "completed" ? "done" : ev.data.status === "interrupted" ? "stopped" : "error";
          }
        }
      }
    } catch (e) {
      if (e.name === "AbortError") { outcome = "stopped"; block.dataset.status = "interrupted"; } else {
        applyMessage(block, { type: "error", props: { message: String(e.message || e) } }, false);
      }
    } finally {
      setBusy(false);
      block.querySelectorAll(".loading").forEach((n) => n.remove());
      block.querySelectorAll(":scope > .answer").forEach((n) => draw(n, false));
      if (outcome === "error" && !block.dataset.status) block.dataset.status = "failed";
      AS.actions.add(block);
      setStatus(i18n.t(outcome === "error" ? "error" : outcome));
      document.body.dataset.lastStatus = outcome;
      scroll();
      await loadHistory();
    }
    return outcome;
  }

  async function send(text) {
    if (state.busy || !text.trim()) return;
    AS.card.close(false);
    AS.trace.clear();
    addUserMessage(text, "");
    const block = addAssistantBlock("");
    await stream(block, "/v1/chat/events", {
      assistant_id: $("#assistant").value || undefined,
      chat_id: state.chatId || undefined,
      locale: i18n.lang,
      messages: [{ role: "user", content: text }],
    });
  }

  // The resumed run re-sends the whole answer: it replaces the partial one here, as in storage.
  async function resume(block) {
    if (state.busy || !state.chatId) return;
    AS.card.close(false);
    AS.trace.clear();
    block.querySelectorAll(":scope > .answer, :scope > .error, :scope > .actions").forEach((n) => n.remove());
    block.dataset.status = "";
    setStatus(i18n.t("resuming"));
    await stream(block, "/v1/chats/" + encodeURIComponent(state.chatId) + "/resume", { locale: i18n.lang });
  }

  // ------------------------------------------------------------------ settings, drawer, wiring
  function openDrawer() { document.body.classList.add("drawer-open"); $("#backdrop").hidden = false; $("#menu").setAttribute("aria-expanded", "true"); $("#new-chat").focus(); }
  function closeDrawer() { document.body.classList.remove("drawer-open"); $("#backdrop").hidden = true; $("#menu").setAttribute("aria-expanded", "false"); }

  document.addEventListener("DOMContentLoaded", async () => {
    $("#kb-button").addEventListener("click", () => AS.kb.open());
    $("#menu").addEventListener("click", () => (document.body.classList.contains("drawer-open") ? closeDrawer() : openDrawer()));
    $("#backdrop").addEventListener("click", closeDrawer);
    $("#key-button").addEventListener("click", () => showKeyDialog(false));
    $("#key-form").addEventListener("submit", async (e) => {
      e.preventDefault();
      AS.key = $("#key-input").value.trim();
      localStorage.setItem("agentsearch.key", AS.key);
      if (await checkKey()) { await loadAssistants(); await loadHistory(); }
    });
    $("#composer").addEventListener("submit", (e) => {
      e.preventDefault();
      const text = $("#input").value;
      $("#input").value = "";
      send(text);
    });
    $("#input").addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); $("#composer").requestSubmit(); }
    });
    $("#assistant").addEventListener("change", () => localStorage.setItem("agentsearch.assistant", $("#assistant").value));
    $("#stop").addEventListener("click", () => state.controller && state.controller.abort());
    $("#new-chat").addEventListener("click", () => { if (!state.busy) { clearView(""); closeDrawer(); $("#input").focus(); } });
    $("#messages").addEventListener("click", (e) => {
      const block = e.target.closest(".msg.assistant");
      const chip = e.target.closest("button.cite, button.src-card");
      if (chip) { AS.card.open(chip, e.detail === 0); return; } // detail 0: keyboard activation
      const act = e.target.closest("button.act");
      if (!act || !block) return;
      if (act.classList.contains("copy")) AS.actions.copy(block, act, knownIds(block));
      else if (act.classList.contains("regenerate")) regenerate(block);
      else if (act.classList.contains("resume")) resume(block);
      else if (act.dataset.rating) rateAnswer(block, act);
    });
    // hover (on devices that have it) opens the reference too, after a short pause
    let hoverTimer = 0;
    $("#messages").addEventListener("pointerover", (e) => {
      const chip = e.pointerType === "mouse" && e.target.closest("button.cite, button.src-card");
      if (!chip || (AS.card.isOpen() && $("#ref-card").dataset.refId === chip.dataset.refId)) return;
      clearTimeout(hoverTimer);
      hoverTimer = setTimeout(() => { if (chip.matches(":hover")) AS.card.open(chip, false); }, 350);
    });
    $("#messages").addEventListener("pointerout", () => clearTimeout(hoverTimer));
    $("#ref-card").addEventListener("click", async (e) => {
      const b = e.target.closest(".rate button");
      if (!b) return;
      const card = $("#ref-card");
      const result = await AS.feedback.rate(state.chatId, card.dataset.requestId, "source", card.dataset.refId, b.dataset.rating);
      if (result.ok) AS.feedback.paintCard(card.dataset.requestId, card.dataset.refId);
      else setStatus(i18n.t("error") + ": " + result.error);
    });
    $("#ref-close").addEventListener("click", () => AS.card.close(true));
    document.addEventListener("click", (e) => {
      if (AS.card.isOpen() && !e.target.closest("#ref-card, button.cite, button.src-card")) AS.card.close(false);
    });
    document.addEventListener("keydown", (e) => {
      if (e.key !== "Escape") return;
      if (AS.card.isOpen()) AS.card.close(true);
      else if (document.body.classList.contains("drawer-open")) { closeDrawer(); $("#menu").focus(); }
    });

    AS.loadKey();
    setBusy(false);
    if (await checkKey()) {
      await loadAssistants();
      await loadHistory();
      const chat = new URLSearchParams(location.search).get("chat");
      if (chat) await openChat(chat);
    }
    document.body.dataset.ready = "1";
  });
})();
