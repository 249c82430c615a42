// Loads the Crisp chat bubble. Added to pages only when the build sets CRISP_WEBSITE_ID (config/chat.ts),
// which also puts the id on this script tag as data-website-id.
(function () {
  var self = document.currentScript;
  var websiteId = self && self.getAttribute('data-website-id');
  if (!websiteId) return;
  window.$crisp = [];
  window.CRISP_WEBSITE_ID = websiteId;
  var loader = document.createElement('script');
  loader.src = 'https://client.crisp.chat/l.js';
  loader.async = true;
  document.head.appendChild(loader);
})();
