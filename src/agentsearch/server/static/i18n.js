// UI text in English and Chinese. `t(key, n)` substitutes {n}.
"use strict";
window.I18N = {
  en: {
    newChat: "New chat", history: "History", apiKey: "API key", assistant: "Assistant",
    trace: "Trace", placeholder: "Ask a question…", send: "Send", stop: "Stop",
    sourceType: "Source type", source: "Source", weight: "Weight", enterKey: "Enter your API key",
    save: "Save", invalidKey: "This key was not accepted.", noChats: "No chats yet",
    loadingRef: "Loading reference…", refMissing: "Reference not found", forbidden: "You may not open this reference",
    error: "Error", you: "You", streaming: "Answering…", done: "Done", stopped: "Stopped",
    retrieval: "Found {n} references", untitled: "Untitled chat", delete: "Delete",
    deleteConfirm: "Delete this chat and its references?",
  },
  zh: {
    newChat: "新对话", history: "历史", apiKey: "API 密钥", assistant: "助手",
    trace: "追踪", placeholder: "请输入问题…", send: "发送", stop: "停止",
    sourceType: "来源类型", source: "来源", weight: "权重", enterKey: "请输入 API 密钥",
    save: "保存", invalidKey: "密钥无效。", noChats: "暂无对话",
    loadingRef: "正在加载引用…", refMissing: "未找到引用", forbidden: "无权查看此引用",
    error: "错误", you: "你", streaming: "正在回答…", done: "完成", stopped: "已停止",
    retrieval: "找到 {n} 条引用", untitled: "未命名对话", delete: "删除",
    deleteConfirm: "删除此对话及其引用？",
  },
};

window.i18n = {
  lang: localStorage.getItem("agentsearch.lang") ||
    ((navigator.language || "en").toLowerCase().startsWith("zh") ? "zh" : "en"),
  t(key, n) {
    const table = window.I18N[this.lang] || window.I18N.en;
    const text = table[key] !== undefined ? table[key] : (window.I18N.en[key] || key);
    return n === undefined ? text : text.replace("{n}", String(n));
  },
  apply(root) {
    document.documentElement.lang = this.lang === "zh" ? "zh-CN" : "en";
    (root || document).querySelectorAll("[data-i18n]").forEach((el) => {
      el.textContent = this.t(el.dataset.i18n);
    });
    (root || document).querySelectorAll("[data-i18n-n]").forEach((el) => {
      el.textContent = this.t(el.dataset.i18nKey, el.dataset.i18nN);
    });
    (root || document).querySelectorAll("[data-i18n-placeholder]").forEach((el) => {
      el.placeholder = this.t(el.dataset.i18nPlaceholder);
    });
  },
  set(lang) {
    this.lang = lang;
    localStorage.setItem("agentsearch.lang", lang);
    this.apply();
  },
};
