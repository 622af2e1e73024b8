/* The language switch keeps the clause the reader is at: the address's #key, until the reader
   scrolls to another clause (the last heading scrolled past). Scrolling back up to the bar to
   tap the switch keeps the clause. Without this script the links still lead to the same law
   in the other language. */
(function () {
  'use strict';
  var key = '';
  var anchorY = 0;
  function fromHash() {
    key = decodeURIComponent(location.hash.replace(/^#/, ''));
    requestAnimationFrame(function () { anchorY = window.scrollY; });
    update();
  }
  function passed() {
    var found = '';
    var heads = document.querySelectorAll('main h1[id], main h2[id], main h3[id], main h4[id]');
    for (var i = 0; i < heads.length; i++) {
      if (heads[i].getBoundingClientRect().top > 96) { break; }
      found = heads[i].id;
    }
    return found;
  }
  function update() {
    document.querySelectorAll('a[data-switch]').forEach(function (link) {
      var base = link.getAttribute('href').split('#')[0];
      link.setAttribute('href', key ? base + '#' + key : base);
    });
  }
  window.addEventListener('scroll', function () {
    if (Math.abs(window.scrollY - anchorY) < 48) { return; }
    var found = passed();
    if (found && found !== key) { key = found; update(); }
  }, { passive: true });
  window.addEventListener('hashchange', fromHash);
  fromHash();
})();
