// The trace as the tree the server sends: `trace` events add and update nodes (children name their
// parent) and log lines under a node. Each node is a <details> (keyboard-operable) with its status,
// label and duration; failed nodes are open.
"use strict";
(function () {
  const AS = (window.AS = window.AS || {});
  const nodes = new Map(); // id -> {li, summary, list, logs, info}
  const ICON = { pending: "○", running: "◌", completed: "✓", failed: "✕" };

  function root() { return AS.$("#trace-list"); }

  function duration(info) {
    if (!info.started_at || !info.ended_at) return "";
    const ms = Math.max(0, info.ended_at - info.started_at);
    return ms < 1000 ? i18n.t("durationMs", ms) : i18n.t("durationS", (ms / 1000).toFixed(1));
  }

  function count() { AS.$("#trace-count").textContent = String(nodes.size); }

  function entry(id) {
    let item = nodes.get(id);
    if (item) return item;
    const li = AS.el("li", "trace-node");
    const details = AS.el("details");
    const summary = AS.el("summary");
    const list = AS.el("ul", "trace-children");
    const logs = AS.el("ol", "trace-logs");
    details.append(summary, logs, list);
    li.appendChild(details);
    li.dataset.nodeId = id;
    item = { li, details, summary, list, logs, info: { id } };
    nodes.set(id, item);
    root().appendChild(li); // moved under its parent once the parent is known
    count();
    return item;
  }

  function paint(item) {
    const info = item.info;
    item.li.dataset.status = info.status || "pending";
    item.summary.textContent = "";
    item.summary.append(
      AS.el("span", "trace-status", ICON[info.status] || "○"),
      AS.el("span", "trace-label", info.label || info.type || info.id),
    );
    const took = duration(info);
    if (took) item.summary.appendChild(AS.el("span", "trace-duration", took));
    if (info.status === "failed") item.details.open = true;
  }

  AS.trace = {
    clear() { nodes.clear(); root().textContent = ""; count(); },
    node(info) {
      const item = entry(info.id);
      item.info = Object.assign({}, item.info, info);
      if (info.parent_id) {
        const parent = entry(info.parent_id);
        if (item.li.parentNode !== parent.list) parent.list.appendChild(item.li);
      }
      paint(item);
    },
    log(line) {
      const item = entry(line.node_id || "log");
      if (!item.info.type && !item.info.label) paint(item);
      const data = line.data && typeof line.data === "object" && Object.keys(line.data).length
        ? " " + JSON.stringify(line.data) : "";
      const li = AS.el("li", "trace-" + (line.level || "info"), (line.message || "") + data);
      item.logs.appendChild(li);
    },
    repaint() { nodes.forEach(paint); },
  };
  document.addEventListener("i18n:changed", () => AS.trace.repaint());
})();
