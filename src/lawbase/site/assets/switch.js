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
  /* The clause itself when the other page holds it, else the nearest clause above it that it
     holds (70C1 -> 70C -> 70): a link never leads to an anchor that is not there. */
  function heldAnchor(keys, wanted) {
    var held = ' ' + keys + ' ';
    var parts = /^(\d+)([A-Z]?)(\d*)((?:\([^)]*\))*)$/.exec(wanted);
    var tries = [wanted];
    if (parts) {
      var subs = parts[4].match(/\([^)]*\)/g) || [];
      for (var i = subs.length - 1; i >= 0; i--) {
        tries.push(parts[1] + parts[2] + parts[3] + subs.slice(0, i).join(''));
      }
      if (parts[3]) { tries.push(parts[1] + parts[2]); }
      if (parts[2]) { tries.push(parts[1]); }
    }
    for (var j = 0; j < tries.length; j++) {
      if (held.indexOf(' ' + tries[j] + ' ') >= 0) { return tries[j]; }
    }
    return '';
  }
  function update() {
    document.querySelectorAll('a[data-switch]').forEach(function (link) {
      var base = link.getAttribute('href').split('#')[0];
      var anchor = key ? heldAnchor(link.getAttribute('data-keys') || '', key) : '';
      link.setAttribute('href', anchor ? base + '#' + anchor : base);
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
