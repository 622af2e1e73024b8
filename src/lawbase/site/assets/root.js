/* The root page's bar, heading and lang in the visitor's language: the first of the browser's languages that the
   site holds (data-bars: each language's site name, skip link and home page). Without this
   script the bar is in the site's first language. */
(function () {
  'use strict';
  var bar = document.querySelector('header.bar[data-bars]');
  if (!bar) { return; }
  var bars = JSON.parse(bar.getAttribute('data-bars'));
  var wanted = (navigator.languages && navigator.languages.length) ? navigator.languages
    : [navigator.language || ''];
  for (var i = 0; i < wanted.length; i++) {
    var lang = String(wanted[i]).toLowerCase().split('-')[0];
    if (!bars[lang]) { continue; }
    var words = bars[lang];
    var home = bar.querySelector('a.home');
    home.textContent = words.site;
    home.setAttribute('href', words.home);
    var skip = document.querySelector('a.skip');
    if (skip) { skip.textContent = words.skip; }
    var title = document.querySelector('main h1');
    if (title) { title.textContent = words.site; }
    document.title = words.site;
    document.documentElement.setAttribute('lang', lang);
    return;
  }
})();
