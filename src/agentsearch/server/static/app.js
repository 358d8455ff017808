// The chat page: streams answers over SSE (fetch + ReadableStream, so the API key travels in a header),
// renders citations as clickable markers, fetches reference cards, keeps chat history in the sidebar.
"use strict";
(function () {
  const $ = (sel) => document.querySelector(sel);
  const state = { key: "", chatId: "", busy: false, controller: null, assistants: [] };

  // ------------------------------------------------------------------ key & API
  function loadKey() {
    const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
    if (hash.get("key")) {
      localStorage.setItem("agentsearch.key", hash.get("key"));
      history.replaceState(null, "", location.pathname + location.search);
    }
    state.key = localStorage.getItem("agentsearch.key") || "";
  }

  async function api(path, options) {
    const opts = Object.assign({ headers: {} }, options || {});
    opts.headers = Object.assign({ Authorization: "Bearer " + state.key }, opts.headers);
    if (opts.json !== undefined) {
      opts.body = JSON.stringify(opts.json);
      opts.headers["Content-Type"] = "application/json";
      delete opts.json;
    }
    const res = await fetch(path, opts);
    if (res.status === 401) showKeyDialog(true);
    return res;
  }

  function showKeyDialog(invalid) {
    $("#key-dialog").hidden = false;
    $("#key-error").hidden = !invalid || !state.key;
    $("#key-error").textContent = i18n.t("invalidKey");
    $("#key-input").focus();
  }

  async function checkKey() {
    if (!state.key) { showKeyDialog(false); return false; }
    const res = await api("/v1/me");
    if (!res.ok) return false;
    const me = await res.json();
    $("#whoami").textContent = me.user_id + (me.team_id ? " · " + me.team_id : "");
    $("#key-dialog").hidden = true;
    return true;
  }

  // ------------------------------------------------------------------ assistants & history
  async function loadAssistants() {
    const res = await api("/v1/assistants");
    if (!res.ok) return;
    state.assistants = await res.json();
    const select = $("#assistant");
    select.textContent = "";
    state.assistants.forEach((a) => {
      const opt = document.createElement("option");
      opt.value = a.assistant_id;
      opt.textContent = a.name || a.assistant_id;
      select.appendChild(opt);
    });
    const last = localStorage.getItem("agentsearch.assistant");
    if (last && state.assistants.some((a) => a.assistant_id === last)) select.value = last;
  }

  async function loadHistory() {
    const res = await api("/v1/chats?pagesize=50");
    const list = $("#history");
    list.textContent = "";
    if (!res.ok) return;
    const page = await res.json();
    const chats = page.data || [];
    if (!chats.length) {
      const li = document.createElement("li");
      li.className = "empty";
      li.textContent = i18n.t("noChats");
      list.appendChild(li);
    }
    chats.forEach((chat) => {
      const li = document.createElement("li");
      li.dataset.chatId = chat.chat_id;
      if (chat.chat_id === state.chatId) li.classList.add("active");
      const title = document.createElement("span");
      title.className = "title";
      title.textContent = chat.title || i18n.t("untitled");
      li.appendChild(title);
      const del = document.createElement("button");
      del.type = "button";
      del.className = "del";
      del.title = i18n.t("delete");
      del.textContent = "×";
      del.addEventListener("click", (e) => { e.stopPropagation(); deleteChat(chat.chat_id); });
      li.appendChild(del);
      li.addEventListener("click", () => openChat(chat.chat_id));
      list.appendChild(li);
    });
  }

  async function deleteChat(chatId) {
    if (state.busy || !window.confirm(i18n.t("deleteConfirm"))) return;
    const res = await api("/v1/chats/" + encodeURIComponent(chatId), { method: "DELETE" });
    if (!res.ok) { setStatus(i18n.t("error") + " " + res.status); return; }
    if (chatId === state.chatId) {
      setChat("");
      $("#messages").textContent = "";
      clearTrace();
    }
    await loadHistory();
  }

  function setChat(chatId) {
    state.chatId = chatId || "";
    if (state.chatId) history.replaceState(null, "", "?chat=" + encodeURIComponent(state.chatId));
    else history.replaceState(null, "", location.pathname);
    document.querySelectorAll("#history li").forEach((li) => {
      li.classList.toggle("active", li.dataset.chatId === state.chatId);
    });
  }

  async function openChat(chatId) {
    if (state.busy) return;
    setChat(chatId);
    $("#messages").textContent = "";
    clearTrace();
    const info = await api("/v1/chats/" + encodeURIComponent(chatId));
    if (info.ok) {
      const chat = await info.json();
      if (state.assistants.some((a) => a.assistant_id === chat.assistant_id)) $("#assistant").value = chat.assistant_id;
    }
    const res = await api("/v1/chats/" + encodeURIComponent(chatId) + "/messages");
    if (!res.ok) { setStatus(i18n.t("error") + " " + res.status); return; }
    const body = await res.json();
    const messages = body.data || body.messages || body;
    let block = null;
    let blockRequest = null;
    messages.forEach((m) => {
      if (m.role === "user") {
        addUserMessage(userText(m.props));
        block = null;
        return;
      }
      if (!block || blockRequest !== (m.request_id || "")) {
        block = addAssistantBlock(m.request_id || "");
        blockRequest = m.request_id || "";
      }
      applyMessage(block, m, false);
    });
    document.querySelectorAll(".answer").forEach((el) => rerender(el, false));
  }

  function userText(props) {
    const c = props && props.content;
    if (typeof c === "string") return c;
    if (Array.isArray(c)) return c.filter((p) => p.type === "text").map((p) => p.text).join("\n");
    return "";
  }

  // ------------------------------------------------------------------ messages
  function addUserMessage(text) {
    const div = document.createElement("div");
    div.className = "msg user";
    div.textContent = text;
    $("#messages").appendChild(div);
    scroll();
  }

  function addAssistantBlock(requestId) {
    const div = document.createElement("div");
    div.className = "msg assistant";
    div.dataset.requestId = requestId || "";
    $("#messages").appendChild(div);
    return div;
  }

  function part(block, messageId, cls, tag) {
    let el = messageId ? block.querySelector('[data-message-id="' + CSS.escape(messageId) + '"]') : null;
    if (!el) {
      el = document.createElement(tag || "div");
      el.className = cls;
      if (messageId) el.dataset.messageId = messageId;
      block.appendChild(el);
    }
    return el;
  }

  // the reference ids a block knows (from its retrieval messages and its end event), or null
  function knownIds(el) {
    const block = el.closest(".msg.assistant");
    const ids = block && block.dataset.refIds ? block.dataset.refIds.split(",").filter(Boolean) : [];
    return ids.length ? new Set(ids) : null;
  }

  function addKnownIds(block, ids) {
    const have = new Set((block.dataset.refIds || "").split(",").filter(Boolean));
    ids.forEach((id) => have.add(String(id)));
    block.dataset.refIds = Array.from(have).join(",");
  }

  function rerender(el, streaming) {
    el.textContent = "";
    el.appendChild(renderAnswer(el.dataset.raw || "", streaming, knownIds(el)));
  }

  // one output message (new, delta or replacement) into an assistant block
  function applyMessage(block, m, streaming, replace) {
    const props = m.props || {};
    const id = m.message_id || "";
    switch (m.type) {
      case "loading": {
        const el = part(block, id, "loading");
        if (props.done) { el.remove(); return; }
        el.textContent = props.message || "";
        break;
      }
      case "text": {
        const el = part(block, id, "answer");
        const content = typeof props.content === "string" ? props.content : "";
        el.dataset.raw = (m.delta && !replace ? (el.dataset.raw || "") : "") + content;
        rerender(el, streaming);
        break;
      }
      case "thinking": {
        const el = part(block, id, "thinking", "details");
        if (!el.firstChild) {
          const s = document.createElement("summary"); s.textContent = "…"; el.appendChild(s);
          el.appendChild(document.createElement("div"));
        }
        const body = el.lastChild;
        body.textContent = (m.delta && !replace ? body.textContent : "") + (props.content || "");
        break;
      }
      case "retrieval": {
        const el = part(block, id, "retrieval");
        const n = props.total_results !== undefined ? props.total_results : (props.sources || []).length;
        addKnownIds(block, (props.sources || []).map((src) => src.id).filter((v) => v !== undefined));
        el.dataset.i18nKey = "retrieval";
        el.dataset.i18nN = String(n);
        el.textContent = i18n.t("retrieval", n);
        break;
      }
      case "error": {
        const el = part(block, id, "error");
        el.textContent = i18n.t("error") + ": " + (props.message || "");
        break;
      }
      case "user_input":
        break;
      default: {
        if (typeof props.content === "string") {
          const el = part(block, id, "answer");
          el.dataset.raw = (m.delta ? (el.dataset.raw || "") : "") + props.content;
          rerender(el, streaming);
        }
      }
    }
    scroll();
  }

  function scroll() {
    const box = $("#messages");
    box.scrollTop = box.scrollHeight;
  }

  function setStatus(text) { $("#status").textContent = text || ""; }

  // ------------------------------------------------------------------ trace
  function clearTrace() { $("#trace-list").textContent = ""; $("#trace-count").textContent = "0"; }

  function addTrace(t) {
    const li = document.createElement("li");
    li.className = "trace-" + (t.level || "info");
    const data = t.data && Object.keys(t.data).length ? " " + JSON.stringify(t.data) : "";
    li.textContent = "[" + (t.level || "info") + "] " + (t.message || t.label || t.type || "") + data;
    $("#trace-list").appendChild(li);
    $("#trace-count").textContent = String($("#trace-list").children.length);
  }

  // ------------------------------------------------------------------ sending & SSE
  async function* sseEvents(response) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const chunk = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = "message";
        const data = [];
        chunk.split("\n").forEach((line) => {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        });
        if (!data.length) continue;
        try { yield { event, data: JSON.parse(data.join("\n")) }; } catch (e) { /* not JSON: skip */ }
      }
    }
  }

  function setBusy(busy) {
    state.busy = busy;
    document.body.dataset.busy = busy ? "1" : "0";
    $("#send").hidden = busy;
    $("#stop").hidden = !busy;
  }

  async function send(text) {
    if (state.busy || !text.trim()) return;
    addUserMessage(text);
    clearTrace();
    const block = addAssistantBlock("");
    setBusy(true);
    setStatus(i18n.t("streaming"));
    state.controller = new AbortController();
    let finalStatus = "done";
    try {
      const res = await api("/v1/chat/events", {
        method: "POST",
        json: {
          assistant_id: $("#assistant").value || undefined,
          chat_id: state.chatId || undefined,
          locale: i18n.lang,
          messages: [{ role: "user", content: text }],
        },
        headers: { Accept: "text/event-stream" },
        signal: state.controller.signal,
      });
      if (!res.ok) {
        let msg = String(res.status);
        try { msg = (await res.json()).error || msg; } catch (e) { /* keep status */ }
        applyMessage(block, { type: "error", props: { message: msg } }, false);
        finalStatus = "error";
      } else {
        for await (const ev of sseEvents(res)) {
          handleEvent(block, ev);
          if (ev.event === "end") finalStatus = ev.data.status === "completed" ? "done" : ev.data.status === "interrupted" ? "stopped" : "error";
        }
      }
    } catch (e) {
      finalStatus = e.name === "AbortError" ? "stopped" : "error";
      if (finalStatus === "error") applyMessage(block, { type: "error", props: { message: String(e) } }, false);
    } finally {
      setBusy(false);
      block.querySelectorAll(".answer").forEach((el) => rerender(el, false));
      block.querySelectorAll(".loading").forEach((el) => el.remove()); // a run cut short leaves one
      setStatus(i18n.t(finalStatus === "stopped" ? "stopped" : finalStatus === "error" ? "error" : "done"));
      document.body.dataset.lastStatus = finalStatus;
      loadHistory();
    }
  }

  function handleEvent(block, ev) {
    const d = ev.data || {};
    switch (ev.event) {
      case "start":
        block.dataset.requestId = d.request_id || "";
        if (d.chat_id && d.chat_id !== state.chatId) setChat(d.chat_id);
        break;
      case "message":
        // a delta either appends to the message's text or replaces its props (the loading indicator)
        applyMessage(block, Object.assign({}, d, { delta: d.delta && d.delta_action !== "replace" }), true,
          d.delta_action === "replace");
        break;
      case "trace":
        if (d.log) addTrace(d.log);
        else if (d.node) addTrace({ level: d.node.status === "failed" ? "error" : "info",
          message: (d.node.label || d.node.type) + " · " + d.node.status });
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

  // ------------------------------------------------------------------ reference cards
  async function openReference(button) {
    const block = button.closest(".msg.assistant");
    const requestId = block ? block.dataset.requestId : "";
    const index = button.dataset.refId;
    const card = $("#ref-card");
    card.hidden = false;
    card.dataset.state = "loading";
    card.dataset.refId = index;
    card.querySelector(".ref-index").textContent = "[" + index + "]";
    card.querySelector(".ref-title").textContent = i18n.t("loadingRef");
    ["ref-url", "ref-snippet", "ref-type", "ref-source", "ref-weight"].forEach((c) => {
      card.querySelector("." + c).textContent = "";
    });
    card.querySelector(".ref-url").removeAttribute("href");
    const err = card.querySelector(".ref-error");
    err.hidden = true;
    const rect = button.getBoundingClientRect();
    card.style.top = Math.min(window.innerHeight - 260, rect.bottom + 6) + "px";
    card.style.left = Math.max(8, Math.min(window.innerWidth - 380, rect.left - 20)) + "px";
    const res = await api("/v1/chat/references/" + encodeURIComponent(requestId) + "/" + encodeURIComponent(index));
    if (!res.ok) {
      card.dataset.state = "error";
      card.querySelector(".ref-title").textContent = "";
      err.hidden = false;
      err.textContent = res.status === 403 ? i18n.t("forbidden") : i18n.t("refMissing");
      return;
    }
    const ref = await res.json();
    const meta = ref.metadata || {};
    card.querySelector(".ref-title").textContent = ref.title || ref.url || "";
    if (ref.url && /^https?:\/\//i.test(ref.url)) card.querySelector(".ref-url").href = ref.url;
    card.querySelector(".ref-url").textContent = ref.url || "";
    card.querySelector(".ref-snippet").textContent = ref.snippet || (ref.content || "").slice(0, 300);
    card.querySelector(".ref-type").textContent = ref.type || "";
    card.querySelector(".ref-source").textContent = meta.source || ref.source || "";
    const weight = meta.weight !== undefined ? meta.weight : ref.weight;
    card.querySelector(".ref-weight").textContent = weight !== undefined && weight !== null ? Number(weight).toFixed(1) : "";
    card.dataset.state = "ready";
  }

  // ------------------------------------------------------------------ wiring
  document.addEventListener("DOMContentLoaded", async () => {
    i18n.apply();
    $("#lang").textContent = i18n.lang === "zh" ? "English" : "中文";
    $("#lang").addEventListener("click", () => {
      i18n.set(i18n.lang === "zh" ? "en" : "zh");
      $("#lang").textContent = i18n.lang === "zh" ? "English" : "中文";
    });
    $("#key-button").addEventListener("click", () => showKeyDialog(false));
    $("#key-form").addEventListener("submit", async (e) => {
      e.preventDefault();
      state.key = $("#key-input").value.trim();
      localStorage.setItem("agentsearch.key", state.key);
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
    $("#new-chat").addEventListener("click", () => {
      if (state.busy) return;
      setChat("");
      $("#messages").textContent = "";
      clearTrace();
    });
    $("#messages").addEventListener("click", (e) => {
      const button = e.target.closest("button.cite");
      if (button) openReference(button);
    });
    $("#ref-close").addEventListener("click", () => { $("#ref-card").hidden = true; });
    document.addEventListener("keydown", (e) => { if (e.key === "Escape") $("#ref-card").hidden = true; });

    loadKey();
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
