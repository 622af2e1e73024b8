/* The search page: a citation ("70C1", "Νόμος 79Γ") goes straight to its clause; other words
   are looked up in this language's Pagefind index. The citation is read with the grammar of
   `lawbase show` (grammar.js, generated from keys.py and lexicon.py); data.js says which keys
   each language and edition holds. */
(function () {
  'use strict';
  var G = window.LAWBASE_GRAMMAR;
  var SITE = window.LAWBASE_SITE;
  var box = document.getElementById('search');
  var root = box.getAttribute('data-root');
  var lang = box.getAttribute('data-lang');
  var status = document.getElementById('status');
  var list = document.getElementById('results');
  var citation = new RegExp(G.pattern, G.flags);

  function fold(text) {
    return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  }
  function sectionLetter(label) {
    label = label.trim();
    if (/^[A-Z]$/.test(label)) { return label; }
    return G.sections[label.toUpperCase()] || null;
  }
  function subLetter(label) {
    label = label.trim().toLowerCase();
    if (/^(?:[a-z]{1,4}|\d{1,2})$/.test(label)) { return label; }
    return G.subs[label] || null;
  }
  function makeKey(law, section, item, subs) {
    var key = String(parseInt(law, 10));
    if (section) {
      key += section;
      if (item) { key += String(parseInt(item, 10)); }
    } else if (item) {
      key += '.' + parseInt(item, 10);
    }
    return key + subs.map(function (s) { return '(' + s + ')'; }).join('');
  }
  /* keys._matter_citation: "def-dummy", "intro", "Definitions: Dummy", "Ορισμοί: Μορ" */
  function foldWord(text) {
    return fold(text).toLowerCase().replace(/ς/g, 'σ').replace(/ł/g, 'l');
  }
  function matterCitation(text) {
    var M = G.matter;
    text = text.normalize('NFC').trim();
    var lower = text.toLowerCase();
    if (/^(?:intro|def(?:-[\p{L}\p{N}]+)*)$/u.test(lower)) { return lower; }
    var at = text.indexOf(':') >= 0 ? text.indexOf(':') : text.search(/\s/);
    var head = foldWord(at >= 0 ? text.slice(0, at) : text).trim();
    var term = at >= 0 ? text.slice(at + 1).trim() : '';
    if (!term) {
      if (M.intro.indexOf(head) >= 0) { return 'intro'; }
      return M.definitions.indexOf(head) >= 0 ? 'def' : null;
    }
    if (M.definitions.indexOf(head) < 0) { return null; }
    var words = foldWord(term).replace(/\([^)]*\)/g, ' ').match(/[\p{L}\p{N}]+/gu) || [];
    var form = words.join(' ');
    return M.terms[form] || (form ? 'def-' + words.join('-') : null);
  }
  /* keys.parse_citation, line for line */
  function parseCitation(text) {
    var matter = matterCitation(text);
    if (matter) { return matter; }
    var m = citation.exec(fold(text.normalize('NFC').trim()));
    if (!m) { return null; }
    var g = m.groups, section = null, subs = [];
    if (g.sec) {
      section = sectionLetter(g.sec.toUpperCase());
      if (!section) { return null; }
    }
    var raw = (g.subs || '').toLowerCase().match(/[a-zα-ω]{1,4}/g) || [];
    for (var i = 0; i < raw.length; i++) {
      var sub = subLetter(raw[i]);
      if (sub === null) { return null; }
      subs.push(sub);
    }
    var item = g.item || g.bare;
    if (subs.length && !item) { return null; }
    return makeKey(g.law, section, item, subs);
  }
  window.lawbaseParseCitation = parseCitation;

  function holds(l, edition, key) {
    var keys = SITE.keys[l] && SITE.keys[l][edition];
    return !!keys && (' ' + keys + ' ').indexOf(' ' + key + ' ') >= 0;
  }
  /* The clause's page: in this language when held (newest edition), else in another. */
  function locate(key) {
    var law = /^\d/.test(key) ? key.match(/^\d+/)[0] : key.replace(/^def-.*/, 'def');
    var langs = [lang].concat(SITE.langs);
    for (var i = 0; i < langs.length; i++) {
      var editions = SITE.editions[langs[i]] || [];
      for (var j = 0; j < editions.length; j++) {
        if (holds(langs[i], editions[j], key)) {
          return root + langs[i] + '/' + editions[j] + '/' + law + '/index.html#' + key;
        }
      }
    }
    return null;
  }

  function say(text) { status.textContent = text; }
  function score(sub) {
    return (sub.weighted_locations || []).reduce(function (sum, w) {
      return sum + (w.balanced_score || w.weight || 0);
    }, 0) || (sub.locations || []).length;
  }
  function item(href, title, excerpt) {
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = href;
    a.className = 'hit';
    var strong = document.createElement('strong');
    strong.textContent = title;
    a.appendChild(strong);
    if (excerpt) {
      var p = document.createElement('span');
      p.className = 'excerpt';
      p.innerHTML = excerpt; /* Pagefind's excerpt: our own page's text, escaped, with <mark> */
      a.appendChild(p);
    }
    li.appendChild(a);
    list.appendChild(li);
  }
  function search(query) {
    say(box.getAttribute('data-search-loading'));
    var base = new URL(root, location.href);
    import(new URL('pagefind/pagefind.js', base).href).then(function (pagefind) {
      return pagefind.options({ baseUrl: base.pathname }).then(function () {
        return pagefind.search(query);
      });
    }).then(function (found) {
      return Promise.all(found.results.slice(0, 10).map(function (r) { return r.data(); }));
    }).then(function (pages) {
      var shown = 0;
      pages.forEach(function (page) {
        var subs = (page.sub_results || []).slice().sort(function (a, b) {
          return score(b) - score(a);
        });
        if (!subs.length) { subs = [page]; }
        subs.slice(0, 3).forEach(function (sub) {
          var edition = page.meta.edition ? ' · ' + page.meta.edition : '';
          item(sub.url, (sub.title || page.meta.title) + edition, sub.excerpt);
          shown++;
        });
      });
      say(shown ? '' : box.getAttribute('data-search-none').replace('{query}', query));
    }).catch(function () {
      say(box.getAttribute('data-search-needs-js'));
    });
  }

  var query = (new URLSearchParams(location.search).get('q') || '').trim();
  var input = document.getElementById('q');
  if (input) { input.value = query; }
  if (!query) { return; }
  var key = parseCitation(query);
  var target = key && locate(key);
  if (target) {
    location.replace(target);
    return;
  }
  search(query);
})();
