/* The language switch keeps the clause in view: its links get the key of the clause the reader
   is at (the address's #key when that clause is on screen, else the last heading scrolled past).
   Without this script the links still lead to the same law in the other language. */
(function () {
  'use strict';
  function current() {
    var hash = decodeURIComponent(location.hash.replace(/^#/, ''));
    var target = hash && document.getElementById(hash);
    if (target) {
      var box = target.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight) { return hash; }
    }
    var found = '';
    var heads = document.querySelectorAll('main h1[id], main h2[id], main h3[id], main h4[id]');
    for (var i = 0; i < heads.length; i++) {
      if (heads[i].getBoundingClientRect().top > 96) { break; }
      found = heads[i].id;
    }
    return found;
  }
  function keep(link) {
    var base = link.getAttribute('href').split('#')[0];
    var key = current();
    link.setAttribute('href', key ? base + '#' + key : base);
  }
  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[data-switch]');
    if (link) { keep(link); }
  }, true);
  function all() {
    document.querySelectorAll('a[data-switch]').forEach(keep);
  }
  window.addEventListener('hashchange', all);
  all();
})();
