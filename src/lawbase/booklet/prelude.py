"""The page design of every booklet, in Typst (kept in Python so it installs with the code).

The generated part that follows it defines `book` (strings only) and calls these functions; law
text only ever reaches them as string literals, so it prints literally and can run no markup.
"""

PRELUDE = r"""
// lawbase booklet prelude: the page design. The generated part that follows it defines `book`
// (strings only) and calls the functions below; law text only ever reaches Typst as string
// literals, so it prints literally and can run no markup.

#let sizes = (a5: 9.5pt, b5: 10pt, a4: 11pt)
#let papers = (a5: "a5", b5: "iso-b5", a4: "a4")
#let margins = (inside: 17mm, outside: 13mm, top: 17mm, bottom: 16mm)

// What the header and footer of every page need, worked out once per layout pass (by
// `page-plan`, on the contents page) and read by each page with one `plan.final()`. Asking the
// introspector about every law head from every page made Typst record pages x laws lookups on
// each pass: its memory grew with the square of the pages (issue 10).
#let plan = state("lawbase-plan", none)

#let page-plan(book) = context {
  let on-pages(label) = {
    let found = (:)
    for m in query(label) { found.insert(str(m.location().page()), true) }
    found
  }
  let heads = query(<lawbase-rh>).map(h => (h.location().page(), h.value))
    .sorted(key: h => h.at(0))
  // the running head of each page: the last head on a page before it (in a facing edition,
  // on a page of the same side)
  let running = (:)
  let last = (none, none, none)  // last head on an even page, on an odd page, on any page
  let i = 0
  for p in range(1, counter(page).final().first() + 2) {
    while i < heads.len() and heads.at(i).at(0) < p {
      let (q, value) = heads.at(i)
      last.at(calc.rem(q, 2)) = value
      last.at(2) = value
      i += 1
    }
    let head = if book.at("facing") == "no" { last.at(2) } else { last.at(calc.rem(p, 2)) }
    if head != none { running.insert(str(p), head) }
  }
  plan.update((heads: on-pages(<lawbase-rh>), ends: on-pages(<lawbase-end>),
               starts: on-pages(<lawbase-start>), running: running))
}

// A page left empty so that the next part starts on a left page (facing editions): the part
// before it ends on the page before, the next starts on the page after. It has no page number.
#let blank(info, p) = {
  (str(p - 1) in info.ends and str(p + 1) in info.starts and str(p) not in info.starts
   and str(p) not in info.ends)
}

#let setup(book, body) = {
  set document(title: book.title.replace("\n", " · "),
               author: if book.publisher == "" { () } else { (book.publisher,) },
               description: if book.subtitle == "" { none } else { book.subtitle })
  set text(font: "Libertinus Serif", size: sizes.at(book.paper), lang: book.lang,
           hyphenate: true)
  set par(justify: true, leading: 0.52em, spacing: 0.75em)
  set page(
    paper: papers.at(book.paper),
    margin: margins,
    header: context {
      let p = here().page()
      let info = plan.final()
      if info == none or blank(info, p) { return }
      // the running head names the law on the page (none where a law starts); in a facing
      // edition each page names the law of its own language, from the pages of its side
      if str(p) in info.heads { return }
      let head = info.running.at(str(p), default: none)
      if head == none { return }
      set text(size: 0.85em, style: "italic", hyphenate: false)
      if calc.even(p) { align(left, head) } else { align(right, head) }
      v(-0.55em)
      line(length: 100%, stroke: 0.3pt)
    },
    footer: context {
      let p = here().page()
      let info = plan.final()
      if p > 1 and not (info != none and blank(info, p)) {
        align(center, text(size: 0.9em, str(p)))
      }
    },
  )
  set footnote.entry(separator: line(length: 25%, stroke: 0.4pt), gap: 0.4em)
  show footnote.entry: set par(justify: false)
  show link: set text(fill: rgb("#1d3f7a"))
  body
}

#let title-page(book) = page(header: none, footer: none, {
  set align(center)
  set text(hyphenate: false)
  set par(justify: false)
  v(28%)
  text(size: 2em, weight: "bold", book.title)
  if book.subtitle != "" {
    v(0.8em)
    text(size: 1.25em, book.subtitle)
  }
  v(1.6em)
  text(size: 1.35em, book.language)
  v(0.5em)
  text(size: 1.1em, style: "italic", book.edition)
  if book.publisher != "" {
    place(bottom + center, dy: -4%, text(size: 1.1em, tracking: 0.04em, smallcaps(book.publisher)))
  }
})

// The imprint (colophon), the book's last page: what it is, where its text comes from, how it
// was made and the rights, set at the foot of the page.
#let imprint(info, groups) = page(header: none, {
  set text(size: 0.85em, hyphenate: false)
  set par(justify: false, spacing: 0.55em)
  v(1fr)
  if info.title != "" { par(text(weight: "bold", info.title)) }
  if info.subtitle != "" { par(info.subtitle) }
  if info.publisher != "" { par(info.publisher) }
  v(0.6em)
  par(text(style: "italic", info.sources))
  for (name, lines) in groups {
    par(name)
    for l in lines { pad(left: 1em, par(hanging-indent: 1em, text(size: 0.92em, l))) }
  }
  v(0.6em)
  par(info.made)
  if info.rights != "" { par(info.rights) }
})

#let contents-page(book) = {
  pagebreak(weak: true)
  heading(level: 1, outlined: false, bookmarked: false, book.contents)
  v(0.6em)
  show outline.entry: set text(hyphenate: false)
  outline(title: none, depth: 1)
  [#metadata(none)<lawbase-end>]
  page-plan(book)
}

// The head of a law: a new page, then its number and title. The heading itself is hidden (it
// feeds the contents, the bookmarks and the running heads); what shows is set here.
#let law-head(numtext, title, lang: none, outlined: true, compact: false,
               restart-notes: false, running: true) = {
  let full = if title == "" { numtext } else { numtext + " · " + title }
  let shown = if compact {
    // a law held only as a heading: a line of its own, no page of its own
    block(width: 100%, above: 1.2em, below: 0.4em, sticky: true, {
      set par(justify: false)
      text(hyphenate: false, weight: "bold", smallcaps(numtext) + if title != "" { " · " + title })
    })
  } else {
    block(width: 100%, below: 1.2em, {
      set align(center)
      set par(justify: false)
      set text(hyphenate: false)
      text(size: 1.05em, tracking: 0.06em, smallcaps(numtext))
      if title != "" {
        linebreak()
        text(size: 1.3em, weight: "bold", title)
      }
    })
  }
  if restart-notes { counter(footnote).update(0) }
  if outlined { place(hide(heading(level: 1, full))) }
  if running { [#metadata(full)<lawbase-rh>] }
  if lang == none { shown } else { text(lang: lang, shown) }
}

// The line under a law the knowledge base holds only as a heading.
#let no-text(words) = text(size: 0.9em, style: "italic", fill: luma(70), words)

// The index mark of a segment: the numbers of the terms it holds (one mark, not one a term).
#let ix(terms) = [#metadata(terms)<lawbase-ix>]

// A footnote, printed at the foot of the page where it is used: the first use on a page
// prints the note, later uses on that same page point to it, a use on another page prints it
// again there.
#let fn(nid, uid, body) = {
  let printed = state("lawbase-fn-" + str(nid), none)  // (page, uid) of its last printing
  context {
    let p = here().page()
    let last = printed.get()
    if last != none and last.at(0) == p {
      footnote(label("lawbase-fn-" + str(last.at(1))))
    } else {
      [#footnote(body)#label("lawbase-fn-" + str(uid))]
      printed.update((p, uid))
    }
  }
}

// A clause segment: its label hanging in the margin of its level, heading, paragraphs.
#let seg(kind, depth, lbl, head, paras, mark: []) = {
  let step = 1.7em
  let indent = if kind == "subitem" { calc.max(0, depth - 2) * step } else { 0em }
  let first-par(i, p) = if i == 0 { par(mark + p) } else { par(p) }
  if kind == "law" {
    if paras.len() == 0 { mark }
    for (i, p) in paras.enumerate() { first-par(i, p) }
  } else if kind == "section" and (head != "" or (lbl != "" and paras.len() == 0)) {
    // a section's heading stands on its own line, set apart from the item labels under it; so
    // does the label of a section without heading whose text is all in its items. A section
    // without heading that has text of its own prints as the Laws do: its letter hanging,
    // run into the first line of the text (below)
    block(above: 1.1em, below: 0.6em, sticky: true,
      text(weight: "bold", hyphenate: false,
           mark + if lbl == "" { head } else if head == "" { lbl } else { lbl + " " + head }))
    for p in paras { par(p) }
  } else {
    let bold = head != "" or kind == "section"
    let label-box = mark + if bold { text(weight: "bold", lbl) } else { lbl }
    let above = if kind == "section" { 1.1em } else { auto }
    let body = {
      if head != "" {
        block(below: 0.5em, sticky: true, text(weight: "bold", hyphenate: false, head))
      }
      for p in paras { par(p) }
    }
    if lbl == "" {
      pad(left: indent + if depth > 1 { step } else { 0em }, label-box + body)
    } else {
      block(above: above,
        pad(left: indent, grid(columns: (step, 1fr), column-gutter: 0pt, label-box, body)))
    }
  }
}

// a clause changed since an earlier edition: a bar in the margin beside it
#let changed(body) = pad(left: -3.5mm, block(stroke: (left: 1.2pt + luma(60)),
  inset: (left: 3.5mm - 1.2pt), body))

#let wrap(kind, depth, paras) = {
  let step = 1.7em
  let indent = if kind == "section" or kind == "law" { 0em } else { (depth - 1) * step }
  pad(left: indent, { for p in paras { par(p) } })
}

#let gap(words) = block(width: 100%, inset: (y: 0.3em), fill: luma(238), radius: 2pt,
  align(center, text(size: 0.85em, style: "italic", fill: luma(90), "— " + words + " —")))

// The head of a column (or of a facing page): its language and edition, in that language.
#let column-head(lang, words) = block(below: 0.2em, stroke: (bottom: 0.4pt + luma(150)),
  inset: (bottom: 0.25em), width: 100%,
  text(lang: lang, size: 0.85em, fill: luma(80), hyphenate: false, words))

// Two columns, clause beside clause; each column's head (language and edition) repeats at the
// top of every page the law runs over.
#let parallel(left-lang, right-lang, heads, rows) = {
  set text(size: 0.92em)
  grid(columns: (1fr, 1fr), column-gutter: 5mm, row-gutter: 0.55em,
    grid.header(column-head(left-lang, heads.at(0)), column-head(right-lang, heads.at(1))),
    ..rows.map(((l, r)) => (text(lang: left-lang, l), text(lang: right-lang, r))).flatten())
}

// Facing pages: the first language on the left (even) page, the second on the right (odd) page
// opposite it. Rows (a clause and its translation) are measured and packed into spreads so that
// both pages of a spread hold the same clauses: a row goes to the next spread when either side
// would overfill its page (room is kept for the footnotes the rows use). Each page opens with
// its head (language and edition), as each column of the side-by-side edition does.
#let facing(left-lang, right-lang, heads, rows) = context {
  let width = page.width - margins.inside - margins.outside
  let gap = 0.55em.to-absolute()
  let tops = ((0, left-lang), (1, right-lang)).map(((side, lang)) =>
    measure(block(width: width, column-head(lang, heads.at(side)))).height)
  let height = page.height - margins.top - margins.bottom - calc.max(..tops) - gap
  let note = 2.6em.to-absolute()
  let chunks = ()
  let current = ()
  let hl = 0pt
  let hr = 0pt
  let notes = 0
  for (l, r, n) in rows {
    let ml = measure(block(width: width, text(lang: left-lang, l))).height
    let mr = measure(block(width: width, text(lang: right-lang, r))).height
    let room = height - (notes + n) * note - if notes + n > 0 { 1em.to-absolute() } else { 0pt }
    if current.len() > 0 and calc.max(hl + ml, hr + mr) > room {
      chunks.push(current)
      current = ()
      hl = 0pt
      hr = 0pt
      notes = 0
    }
    current.push((l, r))
    hl += ml + gap
    hr += mr + gap
    notes += n
  }
  if current.len() > 0 { chunks.push(current) }
  // each language numbers its own footnotes: the counter is kept per side across spreads
  let kept = (state("lawbase-fn-left", 0), state("lawbase-fn-right", 0))
  for chunk in chunks {
    for (side, lang) in ((0, left-lang), (1, right-lang)) {
      pagebreak(to: if side == 0 { "even" } else { "odd" }, weak: true)
      [#metadata(none)<lawbase-start>]
      context counter(footnote).update(kept.at(side).get())
      column-head(lang, heads.at(side))
      text(lang: lang, stack(spacing: gap, ..chunk.map(c => block(width: 100%, c.at(side)))))
      context kept.at(side).update(counter(footnote).get().first())
      [#metadata(none)<lawbase-end>]
    }
  }
}

#let index-page(title, sections) = {
  pagebreak(weak: true)
  heading(level: 1, title)
  [#metadata(title)<lawbase-rh>]
  v(0.4em)
  context {
    // term number -> (page, first location on that page) of each page it is on, each array
    // grown in place (linear in the marks: marks come in reading order, so a page already
    // listed is the array's last)
    let pages = (:)
    for m in query(<lawbase-ix>) {
      let loc = m.location()
      let p = loc.page()
      for n in m.value {
        let k = str(n)
        if k not in pages { pages.insert(k, ((p, loc),)) }
        else if pages.at(k).last().at(0) != p { pages.at(k).push((p, loc)) }
      }
    }
    for (subtitle, entries) in sections {
      if subtitle != "" { block(above: 1em, below: 0.5em, text(weight: "bold", subtitle)) }
      let lines = ()
      for (lang, word, k, keys) in entries {
        let refs = pages.at(str(k), default: ()).map(((p, loc)) => link(loc, str(p)))
        // the term, the clauses by key, then the pages
        lines.push(par[#text(lang: lang, word)#h(0.5em)#keys#h(0.3em)·#h(0.3em)#refs.join(", ")])
      }
      // two balanced columns: the first half of the list on the left, the rest on the right
      let half = calc.ceil(lines.len() / 2)
      set par(justify: false, hanging-indent: 1em, spacing: 0.35em)
      set text(hyphenate: false)
      grid(columns: (1fr, 1fr), column-gutter: 5mm,
        lines.slice(0, half).join(), lines.slice(half).join())
    }
  }
}
"""
