/* The search page: a citation ("70C1", "Νόμος 79Γ") goes straight to its clause in this
   language, or says that this language has no text for it and where it is; other words are
   looked up in this language's lawbase index (search-LANG.js, written by `lawbase site` with
   the analysed forms `lawbase search` indexes). The citation is read with the grammar of
   `lawbase show` (grammar.js, generated from keys.py and lexicon.py); data.js says which keys
   each language and edition holds. */
(function () {
  'use strict';
  var G = window.LAWBASE_GRAMMAR;
  var SITE = window.LAWBASE_SITE;
  var INDEX = window.LAWBASE_INDEX;
  var box = document.getElementById('search');
  var root = box.getAttribute('data-root');
  var lang = box.getAttribute('data-lang');
  var status = document.getElementById('status');
  var list = document.getElementById('results');
  var citation = new RegExp(G.pattern, G.flags);
  var partHyphen = new RegExp(G.part_hyphen, 'gu');
  var partWords = new RegExp(G.part_words, 'giu');

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
    var cleaned = fold(text.normalize('NFC').trim()).replace(partHyphen, ' ');
    var number = cleaned.search(/\d/);
    if (number >= 0) {  /* part words name parts of the law cited before them */
      cleaned = cleaned.slice(0, number) + cleaned.slice(number).replace(partWords, ' ');
    }
    var m = citation.exec(cleaned.trim());
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
    var item = g.item || g.pitem || g.bare;
    if (subs.length && !item) { return null; }
    return makeKey(g.law, section, item, subs);
  }
  window.lawbaseParseCitation = parseCitation;

  function holds(l, edition, key) {
    var keys = SITE.keys[l] && SITE.keys[l][edition];
    return !!keys && (' ' + keys + ' ').indexOf(' ' + key + ' ') >= 0;
  }
  function lawOf(key) {
    return /^\d/.test(key) ? key.match(/^\d+/)[0] : key.replace(/^def-.*/, 'def');
  }
  /* Where a key is held: [{lang, edition, href}], this language first, newest edition first,
     one place per language. */
  function places(key) {
    var out = [];
    var langs = [lang].concat(SITE.langs.filter(function (l) { return l !== lang; }));
    langs.forEach(function (l) {
      var editions = SITE.editions[l] || [];
      for (var j = 0; j < editions.length; j++) {
        if (holds(l, editions[j], key)) {
          out.push({ lang: l, edition: editions[j],
                     href: root + l + '/' + editions[j] + '/' + lawOf(key) + '/index.html#' + key });
          return;
        }
      }
    });
    return out;
  }


  /* --- the word search: lawbase's forms, BM25 ---------------------------------------------- */
  var K1 = 1.2, B = 0.75;
  var vocabWords = null;
  var average = INDEX.lengths.reduce(function (a, b) { return a + b; }, 0) /
    Math.max(1, INDEX.lengths.length);
  function foldSearch(text) {
    /* search.analysis.fold: no accents, lower case, final sigma and the undecomposable letters */
    var map = { 'ł': 'l', 'đ': 'd', 'ø': 'o', 'ħ': 'h', 'ı': 'i', 'ς': 'σ', 'ŀ': 'l', 'ĳ': 'ij' };
    return text.toLowerCase().replace(/[łđøħıςŀĳ]/g, function (c) { return map[c]; })
      .normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  }
  function cut(word, endings) {
    for (var i = 0; i < endings.length; i++) {
      var e = endings[i];
      if (word.length > e.length && word.slice(-e.length) === e &&
          word.length - e.length >= INDEX.endings.min) {
        return word.slice(0, -e.length);
      }
    }
    return word;
  }
  /* analysis.conflated's noun root: the folded word less its noun ending ("~βαθμολογ") */
  function nounRoot(folded) {
    var E = INDEX.endings;
    if (!E.noun.length || !/^\p{L}+$/u.test(folded)) { return null; }
    var r = cut(cut(folded, E.noun), E.soft);
    for (var i = 0; i < E.alternations.length; i++) {
      var a = E.alternations[i];
      if (r.slice(-a[0].length) === a[0] && r.length - a[0].length + a[1].length >= E.min) {
        r = r.slice(0, -a[0].length) + a[1];
        break;
      }
    }
    return '~' + r;
  }
  function formNumber(form) {
    var lo = 0, hi = INDEX.forms.length - 1;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (INDEX.forms[mid] === form) { return mid; }
      if (INDEX.forms[mid] < form) { lo = mid + 1; } else { hi = mid - 1; }
    }
    return -1;
  }
  /* Edit distance with transpositions, given up past `most`. */
  function distance(a, b, most) {
    if (Math.abs(a.length - b.length) > most) { return most + 1; }
    var prev2 = null, prev = [], row, i, j;
    for (j = 0; j <= b.length; j++) { prev.push(j); }
    for (i = 1; i <= a.length; i++) {
      row = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
        if (prev2 && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          v = Math.min(v, prev2[j - 2] + 1);
        }
        row.push(v);
        if (v < best) { best = v; }
      }
      if (best > most) { return most + 1; }
      prev2 = prev;
      prev = row;
    }
    return prev[b.length];
  }
  function postingsCount(forms) {
    return forms.reduce(function (n, f) { return n + INDEX.postings[f].length; }, 0);
  }
  /* The vocabulary's word nearest a misspelt one: one edit for words of 4 letters or more, two
     for 8 or more; among equals the one in most clauses. */
  function nearest(folded) {
    var most = folded.length >= 8 ? 2 : folded.length >= 4 ? 1 : 0;
    if (!most) { return null; }
    vocabWords = vocabWords || Object.keys(INDEX.vocab);
    var best = null, bestDistance = most + 1, bestCount = -1;
    for (var i = 0; i < vocabWords.length; i++) {
      var w = vocabWords[i];
      var d = distance(folded, w, Math.min(most, bestDistance));
      if (d === 0) { continue; }
      var count = postingsCount(INDEX.vocab[w]);
      if (d < bestDistance || (d === bestDistance && count > bestCount)) {
        best = w; bestDistance = d; bestCount = count;
      }
    }
    return bestDistance <= most ? best : null;
  }
  /* The forms a typed word is looked up by, and the word it was read as when it was a typo. */
  function wordForms(word) {
    var folded = foldSearch(word);
    var forms = (INDEX.vocab[folded] || []).slice();
    var root = nounRoot(folded);
    var n = root === null ? -1 : formNumber(root);
    if (n >= 0 && forms.indexOf(n) < 0) { forms.push(n); }
    if (forms.length) { return { forms: forms, read: null }; }
    var near = nearest(folded);
    return near ? { forms: INDEX.vocab[near].slice(), read: near } : { forms: [], read: null };
  }
  function queryWords(text) {
    return (text.normalize('NFC').match(/[\p{L}\p{N}_]+/gu) || []);
  }
  function docText(doc) {
    return foldSearch([doc[3], doc[4], doc[5]].join(' ')).replace(/[^\p{L}\p{N}]+/gu, ' ');
  }
  /* Ranked clauses for a query: [{doc, score}], and the words read as others (typos). */
  function rank(text) {
    var phrases = (text.match(/"[^"]+"/g) || []).map(function (p) {
      return ' ' + foldSearch(p.slice(1, -1)).replace(/[^\p{L}\p{N}]+/gu, ' ').trim() + ' ';
    });
    var words = queryWords(text.replace(/"/g, ' '));
    var content = words.filter(function (w) { return INDEX.stop.indexOf(foldSearch(w)) < 0; });
    if (!content.length) { content = words; }
    var read = [];
    var scores = {}, matched = {};
    var total = INDEX.docs.length;
    content.forEach(function (word, q) {
      var found = wordForms(word);
      if (found.read) { read.push([word, found.read]); }
      var best = {};
      found.forms.forEach(function (f) {
        var list = INDEX.postings[f];
        var idf = Math.log(1 + (total - list.length + 0.5) / (list.length + 0.5));
        list.forEach(function (p) {
          var tf = p[1], len = INDEX.lengths[p[0]];
          var s = idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * len / average));
          if (!(best[p[0]] >= s)) { best[p[0]] = s; }
        });
      });
      Object.keys(best).forEach(function (d) {
        scores[d] = (scores[d] || 0) + best[d];
        matched[d] = (matched[d] || 0) + 1;
      });
    });
    var hits = Object.keys(scores).map(function (d) {
      var share = matched[d] / content.length;
      return { doc: +d, score: scores[d] * share * share };
    });
    if (phrases.length) {
      hits = hits.filter(function (h) {
        var t = ' ' + docText(INDEX.docs[h.doc]) + ' ';
        return phrases.every(function (p) { return t.indexOf(p) >= 0; });
      });
    }
    hits.sort(function (a, b) { return b.score - a.score || a.doc - b.doc; });
    return { hits: hits, read: read };
  }
  /* The clauses that cite a key (for a citation of a clause not held anywhere). */
  function citing(key) {
    var out = [];
    INDEX.docs.forEach(function (doc, d) { if (doc[6].indexOf(key) >= 0) { out.push({ doc: d }); } });
    return out;
  }

  /* --- the page --------------------------------------------------------------------------- */
  function say(text) { status.textContent = text; }
  function words(name) { return box.getAttribute('data-' + name); }
  function excerpt(doc, query) {
    var text = doc[4] || doc[5] || '';
    var wanted = queryWords(query).map(function (w) { return foldSearch(w).slice(0, 4); })
      .filter(function (w) { return w.length >= 3; });
    var tokens = text.split(/(\s+)/);
    var at = -1;
    for (var i = 0; i < tokens.length && at < 0; i++) {
      var t = foldSearch(tokens[i]);
      if (wanted.some(function (w) { return t.indexOf(w) >= 0; })) { at = i; }
    }
    if (at < 0 && doc[5]) {
      text = doc[5];
      tokens = text.split(/(\s+)/);
      at = 0;
    }
    var from = Math.max(0, at - 16);
    return (from > 0 ? '… ' : '') + tokens.slice(from, from + 48).join('') +
      (from + 48 < tokens.length ? ' …' : '');
  }
  function item(doc, query, lang_) {
    var li = document.createElement('li');
    li.setAttribute('data-key', doc[0]);
    var a = document.createElement('a');
    a.href = root + doc[2] + '#' + doc[0];
    a.className = 'hit';
    if (lang_) { a.hreflang = lang_; }
    var strong = document.createElement('strong');
    strong.textContent = doc[3] + ' · ' + doc[1];
    a.appendChild(strong);
    var text = excerpt(doc, query);
    if (text) {
      var span = document.createElement('span');
      span.className = 'excerpt';
      span.textContent = text;
      a.appendChild(span);
    }
    li.appendChild(a);
    list.appendChild(li);
  }
  function place(p) {
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = p.href;
    a.className = 'hit';
    a.hreflang = p.lang;
    a.lang = p.lang;
    a.textContent = SITE.names[p.lang] + ' ' + ((SITE.edition_labels || {})[p.edition] || p.edition);
    li.appendChild(a);
    list.appendChild(li);
  }
  /* What a query finds, as keys in order (the browser tests measure this). */
  function find(query) {
    var key = parseCitation(query);
    if (key) {
      var where = places(key);
      if (where.length) { return [key]; }
    }
    var found = key ? citing(key) : [];
    if (!found.length) { found = rank(query).hits; }
    return found.map(function (h) { return INDEX.docs[h.doc][0]; });
  }
  window.lawbaseFind = find;

  function show(query) {
    var key = parseCitation(query);
    if (key) {
      var where = places(key);
      if (where.length && where[0].lang === lang) {
        location.replace(where[0].href);
        return;
      }
      if (where.length) {  /* held, but not in this language: say so, and where it is */
        say(words('search-elsewhere').replace('{key}', key));
        where.forEach(place);
        return;
      }
    }
    /* a clause no language holds: the clauses that cite it, as `lawbase search` does */
    var cited = key ? citing(key) : [];
    if (cited.length) {
      say(words('search-citing').replace('{key}', key));
      cited.slice(0, 10).forEach(function (h) { item(INDEX.docs[h.doc], query); });
      return;
    }
    var result = rank(query);
    var hits = result.hits;
    var note = '';
    if (result.read.length && hits.length) {
      note = words('search-read').replace('{words}', result.read.map(function (r) {
        return '“' + r[1] + '”';
      }).join(', '));
    }
    hits.slice(0, 10).forEach(function (h) { item(INDEX.docs[h.doc], query); });
    say(hits.length ? note : words('search-none').replace('{query}', query));
  }

  var query = (new URLSearchParams(location.search).get('q') || '').trim();
  var input = document.getElementById('q');
  if (input) { input.value = query; }
  if (!query) { return; }
  show(query);
})();
