/* The site's service worker, written by `lawbase site`: it keeps every file of this site (the
   pages, the assets, the search index) in one cache named by the site's version, so a phone
   works without network once the site has been opened. A new site is a new version: its files
   replace the old ones in one go, and the old cache is removed. */
'use strict';
var VERSION = {{ version|tojson }};
var FILES = {{ files|tojson }};
var PREFIX = 'lawbase-site-';

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(PREFIX + VERSION).then(function (cache) {
    return cache.addAll(FILES);
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf(PREFIX) === 0 && name !== PREFIX + VERSION;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

/* From the cache first (a folder's address is its index.html; a search's ?q= is the search
   page), else from the network. */
self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') { return; }
  var url = new URL(request.url);
  if (url.origin !== location.origin) { return; }
  if (url.pathname.slice(-1) === '/') { url.pathname += 'index.html'; }
  url.hash = '';
  event.respondWith(caches.open(PREFIX + VERSION).then(function (cache) {
    return cache.match(url.href, { ignoreSearch: true }).then(function (kept) {
      return kept || fetch(request);
    });
  }));
});
