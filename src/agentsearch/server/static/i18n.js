// UI text in English and Chinese. `t(key, n, vars)` substitutes {n} and {name}s; with n === 1 the
// key's ".one" form is used when there is one (English singulars; Chinese has none).
"use strict";
window.I18N = {
  en: {
    newChat: "New chat", history: "History", apiKey: "API key", assistant: "Assistant", menu: "Chats",
    trace: "Trace", placeholder: "Ask a question…", question: "Question", send: "Send", stop: "Stop",
    skip: "Skip to the question box", enterKey: "Enter your API key",
    save: "Save", invalidKey: "This key was not accepted.", noChats: "No chats yet",
    loadingRef: "Loading reference…", refMissing: "Reference not found", forbidden: "You may not open this reference",
    error: "Error", streaming: "Answering…", queued: "Waiting… (position {n})", done: "Done", stopped: "Stopped", resuming: "Resuming…",
    retrieval: "Found {n} references", "retrieval.one": "Found 1 reference",
    sources: "{n} sources", "sources.one": "1 source", noSources: "No sources",
    untitled: "Untitled chat", delete: "Delete", deleteConfirm: "Delete this chat and its references?",
    answeredFrom: "answered from {types}", answeredFromNothing: "no source answered",
    web: "the web", kbType: "the knowledge base", db: "the database",
    typeWeb: "Web", typeKb: "Knowledge base", typeDb: "Database", page: "page {n}", pages: "pages {n}", record: "record {id}",
    openPage: "Open the page", copy: "Copy", copied: "Copied", regenerate: "Regenerate", resume: "Resume",
    helpful: "Helpful", notHelpful: "Not helpful", close: "Close", settings: "Settings",
    language: "Language", theme: "Theme", themeSystem: "System", themeLight: "Light", themeDark: "Dark",
    kb: "Knowledge bases", kbName: "New collection", create: "Create", share: "Sharing",
    sharePrivate: "Only me", shareTeam: "My team", upload: "Upload files", readOnly: "read-only",
    documents: "{n} documents", "documents.one": "1 document", chunks: "{n} chunks", "chunks.one": "1 chunk",
    noCollections: "No collections yet", noDocuments: "No documents yet", indexing: "Indexing…",
    uploaded: "Added ({n} chunks)", "uploaded.one": "Added (1 chunk)",
    deleteCollection: "Delete collection {name} and all its documents?", open: "Open",
    durationMs: "{n} ms", durationS: "{n} s", interrupted: "The answer was interrupted.",
  },
  zh: {
    newChat: "新对话", history: "历史", apiKey: "API 密钥", assistant: "助手", menu: "对话列表",
    trace: "追踪", placeholder: "请输入问题…", question: "问题", send: "发送", stop: "停止",
    skip: "跳到输入框", enterKey: "请输入 API 密钥",
    save: "保存", invalidKey: "密钥无效。", noChats: "暂无对话",
    loadingRef: "正在加载引用…", refMissing: "未找到引用", forbidden: "无权查看此引用",
    error: "错误", streaming: "正在回答…", queued: "排队中…（第 {n} 位）", done: "完成", stopped: "已停止", resuming: "正在继续…",
    retrieval: "找到 {n} 条引用", sources: "{n} 个来源", noSources: "没有来源",
    untitled: "未命名对话", delete: "删除", deleteConfirm: "删除此对话及其引用？",
    answeredFrom: "已根据{types}作答", answeredFromNothing: "没有来源可用",
    web: "网页", kbType: "知识库", db: "数据库",
    typeWeb: "网页", typeKb: "知识库", typeDb: "数据库", page: "第 {n} 页", pages: "第 {n} 页", record: "记录 {id}",
    openPage: "打开网页", copy: "复制", copied: "已复制", regenerate: "重新生成", resume: "继续生成",
    helpful: "有帮助", notHelpful: "没有帮助", close: "关闭", settings: "设置",
    language: "语言", theme: "主题", themeSystem: "跟随系统", themeLight: "浅色", themeDark: "深色",
    kb: "知识库", kbName: "新建知识库", create: "创建", share: "共享",
    sharePrivate: "仅自己", shareTeam: "我的团队", upload: "上传文件", readOnly: "只读",
    documents: "{n} 个文档", chunks: "{n} 个片段",
    noCollections: "还没有知识库", noDocuments: "还没有文档", indexing: "正在建立索引…",
    uploaded: "已添加（{n} 个片段）",
    deleteCollection: "删除知识库 {name} 及其全部文档？", open: "打开",
    durationMs: "{n} 毫秒", durationS: "{n} 秒", interrupted: "回答被中断。",
  },
};

window.i18n = {
  lang: localStorage.getItem("agentsearch.lang") ||
    ((navigator.language || "en").toLowerCase().startsWith("zh") ? "zh" : "en"),
  t(key, n, vars) {
    const table = window.I18N[this.lang] || window.I18N.en;
    const pick = (k) => (table[k] !== undefined ? table[k] : window.I18N.en[k]);
    const one = n === 1 ? table[key + ".one"] : undefined;
    let text = one !== undefined ? one : pick(key);
    if (text === undefined) text = key;
    if (n !== undefined && n !== null) text = text.replace("{n}", String(n));
    Object.keys(vars || {}).forEach((name) => { text = text.replace("{" + name + "}", String(vars[name])); });
    return text;
  },
  apply(root) {
    const scope = root || document;
    document.documentElement.lang = this.lang === "zh" ? "zh-CN" : "en";
    scope.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = this.t(el.dataset.i18n); });
    scope.querySelectorAll("[data-i18n-n]").forEach((el) => {
      el.textContent = this.t(el.dataset.i18nKey, Number(el.dataset.i18nN));
    });
    scope.querySelectorAll("[data-i18n-placeholder]").forEach((el) => {
      el.placeholder = this.t(el.dataset.i18nPlaceholder);
    });
    scope.querySelectorAll("[data-i18n-label]").forEach((el) => {
      el.setAttribute("aria-label", this.t(el.dataset.i18nLabel));
      el.title = this.t(el.dataset.i18nLabel);
    });
    document.dispatchEvent(new CustomEvent("i18n:changed"));
  },
  set(lang) {
    this.lang = lang === "zh" ? "zh" : "en";
    localStorage.setItem("agentsearch.lang", this.lang);
    this.apply();
  },
};
