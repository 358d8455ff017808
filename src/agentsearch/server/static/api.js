// Talking to the server: the API key (localStorage; `#key=` in the address is moved there), JSON
// requests with the bearer header, and server-sent events read from a fetch body (so the key travels in
// a header, which EventSource cannot send).
"use strict";
(function () {
  const AS = (window.AS = window.AS || {});
  AS.$ = (sel, root) => (root || document).querySelector(sel);
  AS.el = function (tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  };

  // Small line icons drawn as inline SVG (emoji fonts are not everywhere).
  const PATHS = {
    web: "M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
    kb: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7",
    db: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
    up: "M7 10v11H3V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.4 7A2 2 0 0 1 17.6 21H7",
    copy: "M8 8h12v12H8zM16 8V4H4v12h4",
    trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13",
    regenerate: "M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5",
    resume: "M8 5v14l11-7z",
    check: "M5 12l5 5 9-10",
  };
  AS.icon = function (name) {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("width", "16");
    svg.setAttribute("height", "16");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    svg.classList.add("ic");
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", PATHS[name === "down" ? "up" : name] || PATHS.check);
    if (name === "down") path.setAttribute("transform", "rotate(180 12 12)");
    svg.appendChild(path);
    return svg;
  };

  AS.key = "";
  AS.loadKey = function () {
    const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
    if (hash.get("key")) {
      localStorage.setItem("agentsearch.key", hash.get("key"));
      history.replaceState(null, "", location.pathname + location.search);
    }
    AS.key = localStorage.getItem("agentsearch.key") || "";
  };

  AS.onUnauthorized = function () {};

  AS.api = async function (path, options) {
    const opts = Object.assign({ headers: {} }, options || {});
    opts.headers = Object.assign({ Authorization: "Bearer " + AS.key }, opts.headers);
    if (opts.json !== undefined) {
      opts.body = JSON.stringify(opts.json);
      opts.headers["Content-Type"] = "application/json";
      delete opts.json;
    }
    const res = await fetch(path, opts);
    if (res.status === 401) AS.onUnauthorized();
    return res;
  };

  // the server's one-line error of a failed response ({"error": ...}), else the status
  AS.errorText = async function (res) {
    try { return (await res.json()).error || String(res.status); } catch (e) { return String(res.status); }
  };

  AS.sseEvents = async function* (response) {
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
  };

  // an upload with progress (fetch cannot report upload progress; XMLHttpRequest can)
  AS.upload = function (path, file, onProgress) {
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", path);
      xhr.setRequestHeader("Authorization", "Bearer " + AS.key);
      xhr.setRequestHeader("Content-Type", "application/octet-stream");
      xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        let body = null;
        try { body = JSON.parse(xhr.responseText); } catch (e) { body = null; }
        resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, body });
      };
      xhr.onerror = () => resolve({ ok: false, status: 0, body: { error: "network error" } });
      xhr.send(file);
    });
  };
})();
