"""Read a saved web page (.html, .htm) into blocks, using what the markup says.

Headings h1–h6 keep their level; ol/ul/li give item numbers (start, type, value, list-style-type)
and nesting; sup and footnote links are note markers, and the elements they link to (a wiki's
`references` or `footnotes` list, any list of notes a marker points into) are note bodies;
links whose target names a law give its key; a table laid out as label cell + text cell reads as
the text it shows. Chrome is left out by the markup's own signs (script, style, nav, header,
footer, aside, ARIA roles, hidden elements, and class or id words such as toc, editsection,
sidebar, breadcrumbs, cookie), and so is everything outside the page's main content when the
page marks one; each left-out part is a `left-out` block with its reason.
"""

from __future__ import annotations

import codecs
import itertools
import re
import unicodedata
from dataclasses import dataclass, field, replace
from urllib.parse import unquote

import lxml.html
from lxml import etree

from ..errors import SourceError
from ..messages import msg
from ..report import Diagnostic
from .blocks import (
    LINK_CLOSE,
    LINK_OPEN,
    Block,
    BlockSource,
    Role,
    law_in_address,
    list_label,
    superscript,
    take_links,
)
from .read import decode

# Elements that are never law text, whatever they hold.
_NEVER = {"script", "style", "noscript", "template", "head", "title", "meta", "link", "form",
          "button", "select", "input", "textarea", "iframe", "object", "embed", "svg", "canvas",
          "img", "video", "audio", "map"}
# Elements HTML defines as page chrome.
_CHROME_TAGS = {"nav": "navigation (<nav>)", "header": "page header (<header>)",
                "footer": "page footer (<footer>)", "aside": "side content (<aside>)"}
_CHROME_ROLES = {"navigation", "banner", "contentinfo", "complementary", "search", "menu",
                 "menubar", "toolbar", "dialog", "alertdialog"}
# Words of class and id attributes that mark chrome in every common CMS and wiki engine.
CHROME_WORDS = frozenset({
    "toc", "toctitle", "tocnumber", "editsection", "secedit", "editbutton", "edit", "editlink",
    "sidebar", "breadcrumb", "breadcrumbs", "trace", "youarehere", "navbar", "navbox", "nav",
    "navigation", "menu", "footer", "header", "masthead", "cookie", "cookies", "consent", "gdpr",
    "banner", "sitenotice", "notice", "catlinks", "printfooter", "noprint", "jump", "skip",
    "skiplink", "interlanguage", "languages", "langlinks", "switcher", "docinfo", "revision",
    "contentsub", "toolbar", "pagetools", "tools", "share", "social", "search", "searchform",
    "login", "usertools", "actions", "pager", "pagination", "related", "comments",
    "widget", "advert", "ads", "ad", "promo", "info", "backlink", "printlink", "sitesub",
    "pageid", "meta", "byline", "postmetadata",
})
_BLOCK_TAGS = {"p", "div", "section", "article", "main", "blockquote", "pre", "ol", "ul", "li",
               "dl", "dt", "dd", "table", "tbody", "thead", "tfoot", "tr", "td", "th", "h1",
               "h2", "h3", "h4", "h5", "h6", "hr", "center", "address", "figure", "figcaption",
               "details", "summary", "fieldset", "body", "html", "caption", "header", "footer",
               "nav", "aside", "hgroup", "menu", "form"}
_SECTIONING = {"article", "section", "main"}
_HEADINGS = {f"h{n}": n for n in range(1, 7)}
_LIST_STYLES = {"decimal": "1", "lower-alpha": "a", "lower-latin": "a", "upper-alpha": "A",
                "upper-latin": "A", "lower-roman": "i", "upper-roman": "I", "lower-greek": "α"}
_STYLE_TYPE_RE = re.compile(r"list-style(?:-type)?\s*:\s*([a-z-]+)")
_HIDDEN_RE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden")
_WORD_SPLIT_RE = re.compile(r"[-_\s]+")
_SPACE_RE = re.compile(r"\s+")
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"))
_META_CHARSET_RE = re.compile(
    rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
# The address a browser notes when it saves a page: <!-- saved from url=(0042)https://… -->
_SAVED_FROM_RE = re.compile(r"<!--\s*saved from url=\(\d+\)(\S+?)\s*-->", re.IGNORECASE)
_XML_DECL_RE = re.compile(r"^\s*<\?xml[^>]*\?>", re.IGNORECASE)
# A marker's text: "[1]", "1)", "(1)", "¹", "*", "†".
_MARKER_TEXT_RE = re.compile(r"^[\[(]?\s*(\d{1,3}|[*†‡]{1,3}|[¹²³⁴⁵⁶⁷⁸⁹⁰]+)\s*[\])]?$")
_SUPERS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
# A <br> while inline text is collected: the only line break a block's text has, since white
# space in the source (a line break in a <p>) is one space, as a browser shows it.
_BREAK = "\ue012"
def _all_text(el: etree._Element) -> str:
    return "".join(str(t) for t in el.itertext())


def _line(el: etree._Element) -> int:
    line = getattr(el, "sourceline", None)
    return line if isinstance(line, int) else 0


def _words(el: etree._Element) -> set[str]:
    words: set[str] = set()
    for attr in ("class", "id"):
        value = (el.get(attr) or "").lower()
        for token in value.split():
            words.add(token)
            words.update(w for w in _WORD_SPLIT_RE.split(token) if w)
    return words


def chrome_reason(el: etree._Element) -> str | None:
    """Why an element is page chrome by its markup, or None."""
    tag = el.tag if isinstance(el.tag, str) else ""
    # an article's own header holds its title; only the page's header is chrome
    if (tag in ("header", "hgroup") or "header" in _words(el)) and any(
            a.tag in _SECTIONING for a in el.iterancestors()):
        return None
    if tag in _CHROME_TAGS:
        return _CHROME_TAGS[tag]
    role = (el.get("role") or "").lower()
    if role in _CHROME_ROLES:
        return f"role={role}"
    if el.get("hidden") is not None or el.get("aria-hidden") == "true" \
            or _HIDDEN_RE.search(el.get("style") or ""):
        return "hidden"
    hits = sorted(_words(el) & CHROME_WORDS)
    if hits and not _content_title(el):
        return f"class/id {hits[0]!r}"
    return None


def _content_title(el: etree._Element) -> bool:
    """An element of the page's content (an article, section or main) that shows nothing but
    an <h1>: the content's title set in a "banner", whatever its class says."""
    if not any(a.tag in _SECTIONING or (a.get("role") or "").lower() == "main"
               for a in el.iterancestors()):
        return False
    titles = [h for h in el.iter("h1")]
    shown = _SPACE_RE.sub("", _all_text(el))
    return len(titles) == 1 and shown == _SPACE_RE.sub("", _all_text(titles[0])) != ""


def _decode(data: bytes, name: str, declared: str | None) -> tuple[str, str, list[str],
                                                                    list[Diagnostic]]:
    """The page as text: the manifest's encoding, else a byte order mark, else the page's own
    declaration, else the detection every text source gets."""
    if not declared and not data.startswith(codecs.BOM_UTF8):
        m = _META_CHARSET_RE.search(data[:8192])
        if m:
            label = m.group(1).decode("ascii", "replace")
            try:
                codec = codecs.lookup(label).name
                text = data.decode(codec)
            except (LookupError, UnicodeDecodeError):
                pass
            else:
                return text, codec, [f"declared {label!r} in the page"], []
    source = decode(data, name, declared)
    return source.text, source.encoding, source.evidence, source.warnings


@dataclass
class _Notes:
    """Note bodies found through the markers that link to them."""

    label_of: dict[str, str] = field(default_factory=dict)  # target id -> label
    bodies: dict[int, tuple[etree._Element, str]] = field(default_factory=dict)  # id(el) -> …
    back_ids: set[str] = field(default_factory=set)  # ids of markers (a body's backlink target)


def _marker_text(el: etree._Element) -> str | None:
    text = _SPACE_RE.sub("", _all_text(el))
    m = _MARKER_TEXT_RE.match(text)
    return m.group(1).translate(_SUPERS) if m else None


def _find_notes(root: etree._Element) -> _Notes:
    """Markers are links with a marker's text ("[1]", "1)", "*") to an element of the page; the
    block holding that element is the note body, labelled with the marker's number."""
    notes = _Notes()
    # anchors by id, and by the name older pages give them (<a name="_ftn1">, Word's export)
    by_id = {el.get("name"): el for el in root.iter("a") if el.get("name")}
    by_id.update((el.get("id"), el) for el in root.iter() if isinstance(el.tag, str)
                 and el.get("id"))
    order = 0
    for a in root.iter("a"):
        href = a.get("href") or ""
        if not href.startswith("#") or len(href) < 2:
            continue
        label = _marker_text(a)
        target = by_id.get(unquote(href[1:]))
        if label is None or target is None or href[1:] in notes.back_ids:
            continue  # not a marker, or a note's link back to its marker
        body = target
        parent = body.getparent()
        while body.tag not in ("li", "div", "p", "dd", "td") and parent is not None:
            body, parent = parent, parent.getparent()
        if _holds_marker_of(body, a):
            continue  # a body's backlink to its marker, not a marker
        if id(body) in notes.bodies:
            notes.label_of[href[1:]] = notes.bodies[id(body)][1]
            continue
        order += 1
        if not label[0].isdigit() and label[0] not in "*†‡":
            label = str(order)
        notes.bodies[id(body)] = (body, label)
        notes.label_of[href[1:]] = label
        for holder in (a, a.getparent()):
            for attr in ("id", "name"):
                if holder is not None and holder.get(attr):
                    notes.back_ids.add(holder.get(attr) or "")
    return notes


def _holds_marker_of(body: etree._Element, a: etree._Element) -> bool:
    return any(ancestor is body for ancestor in a.iterancestors()) or a is body


@dataclass
class _Walker:
    tree: etree._ElementTree
    notes: _Notes
    blocks: list[Block] = field(default_factory=list)

    # --- inline text ---------------------------------------------------------------------

    def _inline(self, el: etree._Element, pieces: list[str], cites: list[str]) -> None:
        """Append the text an inline element shows (markers as superscripts)."""
        tag = el.tag if isinstance(el.tag, str) else ""
        if not isinstance(el.tag, str) or (tag in _NEVER and not _heading_button(el)):
            return
        reason = chrome_reason(el)
        if reason is not None:
            self.left_out(el, reason)
            return
        if tag == "br":
            pieces.append(_BREAK)
            return
        if tag == "sup" or (tag == "a" and (el.get("href") or "").startswith("#")
                            and (el.get("href") or "")[1:] in self.notes.label_of):
            label = self._marker(el)
            if label is not None:
                pieces.append(label)
                return
        key = law_in_address(el.get("href") or "") if tag == "a" else None
        if key:  # the link's span is marked, for the parse stage's citations
            cites.append(key)
            pieces.append(LINK_OPEN)
        pieces.append(el.text or "")
        for child in el:
            self._inline(child, pieces, cites)
            pieces.append(child.tail or "")
        if key:
            pieces.append(LINK_CLOSE)

    def _marker(self, el: etree._Element) -> str | None:
        """A sup or link that is a note marker, as the parse stage reads one ("¹", "*")."""
        links = [el] if el.tag == "a" else list(el.iter("a"))
        for a in links:
            href = (a.get("href") or "")[1:]
            if href in self.notes.label_of:
                return superscript(self.notes.label_of[href])
        label = _marker_text(el)
        if el.tag == "sup" and label is not None:
            return superscript(label)
        return None

    # --- blocks --------------------------------------------------------------------------

    def emit(self, el: etree._Element, pieces: list[str], cites: list[str], role: Role,
             label: str | None = None, depth: int = 0, level: int | None = None) -> None:
        """Blocks of the collected text: a line break (<br>) splits text and items (the first
        line keeps the item's label); a heading or note stays one block. White space of the
        source, line breaks included, is one space."""
        text = "".join(pieces)
        chunks = text.split(_BREAK) if role in ("text", "item") else [text.replace(_BREAK, " ")]
        taken = 0  # links opened in earlier chunks
        for chunk in chunks:
            clean = unicodedata.normalize(
                "NFC", _SPACE_RE.sub(" ", chunk.translate(_INVISIBLE)).strip())
            links: list[tuple[int, int, str]] = []
            if LINK_OPEN in clean or LINK_CLOSE in clean:
                clean, links, taken = take_links(clean, cites, taken)
            if not clean:
                continue
            self.blocks.append(Block(
                role, clean, _line(el), self.tree.getpath(el), level=level, label=label,
                depth=depth, links=links))
            if role == "item":
                role, label, depth = "text", None, 0

    def left_out(self, el: etree._Element, reason: str) -> None:
        shown = " ".join(str(t) for t in el.itertext()) if isinstance(el.tag, str) else ""
        text = _SPACE_RE.sub(" ", shown).strip()
        if text:
            self.blocks.append(Block("left-out", text, _line(el),
                                     self.tree.getpath(el), reason=reason))

    def walk(self, el: etree._Element, depth: int = 0, label: str | None = None) -> None:
        """Blocks of a block-level element; `label` numbers its first text (a list item)."""
        tag = el.tag if isinstance(el.tag, str) else ""
        if not tag or (tag in _NEVER and not _disclosure(el)):
            return
        reason = chrome_reason(el)
        if reason:
            self.left_out(el, reason)
            return
        if id(el) in self.notes.bodies:
            _body, note = self.notes.bodies[id(el)]
            text: list[str] = []
            self._note_text(el, text)
            # the label printed before the body ("1)", "[1]", "¹") is the note's label
            body = re.sub(rf"^\s*(?:\[?{re.escape(note)}\]?[.)]?|{re.escape(superscript(note))}⁾?)"
                          r"\s+", "", "".join(text))
            self.emit(el, [body], [], "note", label=note)
            return
        if tag in _HEADINGS or _all_bold(el) or tag == "summary" or _disclosure(el):
            self._container(el, depth, None, _HEADINGS.get(tag, 0))
            return
        if (el.get("role") or "").lower() == "heading":
            self._container(el, depth, None, _int(el.get("aria-level"), 2))
            return
        if tag in ("ol", "ul"):
            self._list(el, depth)
            return
        if tag == "pre":  # plain text pasted into a page: its lines are the text's lines
            pieces: list[str] = []
            cites: list[str] = []
            self._inline_children(el, pieces, cites)
            lines = [_SPACE_RE.sub(" ", ln.translate(_INVISIBLE)).rstrip() if ln.strip() else ""
                     for ln in "".join(pieces).replace(_BREAK, "\n").split("\n")]
            shown = unicodedata.normalize("NFC", "\n".join(lines).strip("\n"))
            links: list[tuple[int, int, str]] = []
            if LINK_OPEN in shown or LINK_CLOSE in shown:
                shown, links, _taken = take_links(shown, cites)
            if shown:
                self.blocks.append(Block("text", shown, _line(el), self.tree.getpath(el),
                                         links=links))
            return
        if tag == "tr":
            self._row(el, depth)
            return
        self._container(el, depth, label)

    def _inline_children(self, el: etree._Element, pieces: list[str], cites: list[str]) -> None:
        pieces.append(el.text or "")
        for child in el:
            self._inline(child, pieces, cites)
            pieces.append(child.tail or "")

    def _note_text(self, el: etree._Element, pieces: list[str]) -> None:
        """A note body's text without its backlinks to the markers and its printed label."""
        pieces.append(el.text or "")
        for child in el:
            if not isinstance(child.tag, str) or child.tag in _NEVER:
                pieces.append(child.tail or "")
                continue
            links = [child] if child.tag == "a" else list(child.iter("a"))
            backlink = any((a.get("href") or "")[1:] in self.notes.back_ids for a in links) \
                or chrome_reason(child) is not None
            if backlink and len(_SPACE_RE.sub("", _all_text(child))) <= 12:
                pieces.append(child.tail or "")
                continue
            sub: list[str] = []
            self._note_text(child, sub)
            pieces.append("".join(sub))
            pieces.append(child.tail or "")

    def _container(self, el: etree._Element, depth: int, label: str | None,
                   level: int | None = None) -> None:
        """A block element's text, split at its block children; `label` numbers the first
        text (a list item), `level` makes it a heading (a heading left open around a list)."""
        pieces: list[str] = [el.text or ""]
        cites: list[str] = []
        pending = label
        heading = level

        def flush(at: etree._Element) -> None:
            nonlocal pending, heading
            if "".join(pieces).strip():
                if heading is not None:
                    self.emit(at, pieces, cites, "heading", level=heading)
                    heading = None
                elif pending is not None:
                    self.emit(at, pieces, cites, "item", label=pending, depth=depth)
                    pending = None
                else:
                    self.emit(at, pieces, cites, "text")
            pieces.clear()
            cites.clear()

        for child in el:
            ctag = child.tag if isinstance(child.tag, str) else ""
            if ctag in _BLOCK_TAGS or (ctag and id(child) in self.notes.bodies) or (
                    _disclosure(child) and level is None):
                flush(el)
                if pending is not None and ctag in ("p", "div") and \
                        not any(c.tag in _BLOCK_TAGS for c in child.iter() if c is not child):
                    self.walk(child, depth, pending)
                    pending = None
                elif pending is not None and ctag in ("ol", "ul"):
                    # "<li><ol type=a><li>When …": the entry opens with its first sub-entry,
                    # printed "1. (a) When …"; the entry's number goes before that one's label
                    start = len(self.blocks)
                    self.walk(child, depth)
                    self._lead_label(start, pending)
                    pending = None
                else:
                    self.walk(child, depth)
            else:
                self._inline(child, pieces, cites)
            pieces.append(child.tail or "")
        flush(el)

    def _lead_label(self, start: int, lead: str) -> None:
        """Put an entry's number `lead` before the label of the first item block from
        `start` on (the entry held no text before its own list): "1. (a) When …"."""
        for i in range(start, len(self.blocks)):
            block = self.blocks[i]
            if block.role == "item" and block.label:
                prefix = f"({block.label}) " if not block.label[:1].isupper() \
                    or len(block.label) > 1 else f"{block.label}. "
                self.blocks[i] = replace(
                    block, text=prefix + block.text, label=lead,
                    links=[(a + len(prefix), b + len(prefix), k) for a, b, k in block.links])
                return

    def _list(self, el: etree._Element, depth: int) -> None:
        style = self._list_style(el)
        n = _int(el.get("start"), 1) - 1
        if el.get("reversed") is not None:
            n = _int(el.get("start"), len(el.findall("li"))) + 1
        for child in el:
            if not isinstance(child.tag, str):
                continue
            if child.tag != "li":
                self.walk(child, depth + 1)
                continue
            n = _int(child.get("value"), n - 1 if el.get("reversed") is not None else n + 1)
            own = self._list_style(child, style)
            label = list_label(n, own) if own else None
            self.walk(child, depth + 1, label) if label is not None else self._container(
                child, depth + 1, None)

    def _list_style(self, el: etree._Element, inherited: str | None = None) -> str | None:
        kind = el.get("type")
        m = _STYLE_TYPE_RE.search(el.get("style") or "")
        if m and m.group(1) in _LIST_STYLES:
            return _LIST_STYLES[m.group(1)]
        if m and m.group(1) == "none":
            return None
        if kind in ("1", "a", "A", "i", "I"):
            return kind
        if el.tag == "ol":
            return "1"
        if el.tag == "ul":
            return None
        return inherited

    def _row(self, el: etree._Element, depth: int) -> None:
        """A table row: cells of inline text read as one line, in order; a first cell holding
        only a label ("1.", "(a)", "A.") numbers the text of the cells after it."""
        cells = [c for c in el if isinstance(c.tag, str) and c.tag in ("td", "th")]
        nested = any(d.tag in _BLOCK_TAGS for c in cells for d in c.iter() if d is not c)
        if not nested:
            pieces: list[str] = []
            cites: list[str] = []
            for cell in cells:
                sub: list[str] = []
                self._inline_children(cell, sub, cites)
                text = "".join(sub).strip()
                if text:
                    pieces.append(text + " ")
            self.emit(el, pieces, cites, "text")
            return
        for cell in cells:
            self.walk(cell, depth)


def _heading_button(el: etree._Element) -> bool:
    """A <button> inside a heading (an accordion's, opening its section) or one that opens a
    region of the page shows the heading's words; any other button is a control, not text."""
    return el.tag == "button" and (
        _disclosure(el) or any(a.tag in _HEADINGS for a in el.iterancestors()))


def _disclosure(el: etree._Element) -> bool:
    """A button that shows or hides a region of the page (WAI-ARIA's disclosure: aria-expanded
    or aria-controls, or a script's collapse toggle): the region's title, as a heading."""
    return el.tag == "button" and (
        el.get("aria-expanded") is not None or bool(el.get("aria-controls"))
        or any(str(k).startswith("data-") and str(k).endswith("toggle") and v == "collapse"
               for k, v in el.attrib.items()))


def _all_bold(el: etree._Element) -> bool:
    """A paragraph whose whole text is bold (a wiki author's title line) is a heading."""
    if el.tag != "p" or (el.text or "").strip() or len(el) != 1:
        return False
    child = el[0]
    return child.tag in ("b", "strong") and not (child.tail or "").strip() \
        and bool(_all_text(child).strip())


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


def _main_content(body: etree._Element) -> etree._Element | None:
    """The element the page marks as its main content: <main>, role=main, an id naming the
    content; the one holding the most text, else None (the whole body)."""
    candidates = [el for el in body.iter() if isinstance(el.tag, str) and (
        el.tag == "main" or (el.get("role") or "").lower() == "main"
        or "content" in _WORD_SPLIT_RE.split((el.get("id") or "").lower()))]
    if not candidates:
        return None
    best = max(candidates, key=lambda el: len(_all_text(el)))
    # the outermost element holding as much text (a wiki's #content also holds the page title)
    parent = best.getparent()
    while parent is not None and parent in candidates and \
            len(_all_text(parent)) <= len(_all_text(best)) * 1.5:
        best = parent
        parent = best.getparent()
    return best


def _outside(walker: _Walker, el: etree._Element, keep: etree._Element) -> None:
    """Everything but `keep` (and its ancestors' own text) as left-out blocks."""
    for child in el:
        if not isinstance(child.tag, str) or child.tag in _NEVER:
            continue
        if child is keep:
            walker.walk(child)
        elif any(d is keep for d in child.iter()):
            _outside(walker, child, keep)
        else:
            walker.left_out(child, chrome_reason(child) or "outside the page's main content")


def read_html(data: bytes, name: str, declared: str | None = None) -> BlockSource:
    """Read one saved web page into blocks; SourceError for a file that is no readable page."""
    text, encoding, evidence, warnings = _decode(data, name, declared)
    text = _XML_DECL_RE.sub("", text.lstrip("\ufeff"))
    try:
        root = lxml.html.document_fromstring(text)
    except (etree.ParserError, ValueError) as exc:
        raise SourceError(name, msg("not a readable HTML page ({reason})",
                                    reason=str(exc) or exc.__class__.__name__)) from None
    tree = root.getroottree()
    title_el = root.find(".//title")
    title = _SPACE_RE.sub(" ", _all_text(title_el)).strip() if title_el is not None else None
    saved = _SAVED_FROM_RE.search(text[:4096])
    address = saved.group(1) if saved else None
    for xpath in ("//link[@rel='canonical']/@href", "//meta[@property='og:url']/@content",
                  "//base/@href"):
        found = root.xpath(xpath)
        if isinstance(found, list) and found:
            address = address or str(found[0]).strip()
            break
    body = root.find("body")
    if body is None:
        body = root
    walker = _Walker(tree, _find_notes(body))
    main = _main_content(body)
    if main is None:
        walker.walk(body)
    else:
        _outside(walker, body, main)
        evidence.append(f"main content: {tree.getpath(main)}")
    _notes_headings(walker.blocks)
    return BlockSource(name, walker.blocks, encoding, evidence, address, title or None, warnings)


def _notes_headings(blocks: list[Block]) -> None:
    """A heading right before the note bodies names the notes list, not a part of the law."""
    kept = [b for b in blocks if b.role != "left-out"]
    for block, nxt in itertools.pairwise(kept):
        if block.role == "heading" and nxt.role == "note":
            block.role = "left-out"
            block.reason = "heading of the notes list"
