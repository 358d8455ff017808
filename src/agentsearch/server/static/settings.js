// The settings panel: language (also the quick switch in the sidebar) and theme (system, light,
// dark), both kept in localStorage.
"use strict";
(function () {
  const AS = (window.AS = window.AS || {});
  const $ = AS.$;

  function applyTheme(theme) {
    if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
  }

  function setLanguage(lang) {
    i18n.set(lang);
    $("#lang").textContent = i18n.lang === "zh" ? "English" : "中文";
    $("#lang").lang = i18n.lang === "zh" ? "en" : "zh";
    $("#set-lang").value = i18n.lang;
  }

  document.addEventListener("DOMContentLoaded", () => {
    applyTheme(localStorage.getItem("agentsearch.theme") || "system");
    $("#set-theme").value = localStorage.getItem("agentsearch.theme") || "system";
    setLanguage(i18n.lang);
    $("#lang").addEventListener("click", () => setLanguage(i18n.lang === "zh" ? "en" : "zh"));
    $("#set-lang").addEventListener("change", (e) => setLanguage(e.target.value));
    $("#set-theme").addEventListener("change", (e) => {
      localStorage.setItem("agentsearch.theme", e.target.value);
      applyTheme(e.target.value);
    });
    $("#settings-button").addEventListener("click", () => $("#settings").showModal());
  });
})();
