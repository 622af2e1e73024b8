/* Offline: the service worker (sw.js, at the site's root) keeps every page, asset and the search
   index, so a phone that opened the site once keeps working at a table without network. Only
   over http(s): a page opened from a disk has no service worker and needs none. */
(function () {
  'use strict';
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) { return; }
  var me = document.querySelector('script[src$="assets/offline.js"]');
  var root = new URL('../', me.src);
  navigator.serviceWorker.register(new URL('sw.js', root).href, { scope: root.pathname })
    .catch(function () { /* no offline copy; the site works as before */ });
})();
