"""The glossary as TBX-Basic (ISO 30042:2008, the martif form CAT tools read).

A curated concept is a termEntry: per language its preferred terms (preferredTerm-admn-sts)
and forbidden ones (deprecatedTerm-admn-sts), the defining clause's text as the language's
definition when the knowledge base holds it. A learned pair is a termEntry of two *proposed*
terms: no administrative status (TBX-Basic's statuses all say someone approved or rejected a
term; no one did), a note on each term saying it is proposed, and a note on the entry giving
its confidence and the clauses that attest it.
"""

from __future__ import annotations

from lxml import etree

from ..model import LANGUAGES
from ..xmldoc.read import KnowledgeBase
from .glossary import Glossary

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
PREFERRED = "preferredTerm-admn-sts"
DEPRECATED = "deprecatedTerm-admn-sts"
PROPOSED = "proposed"  # a learned term: proposed, not approved


def _tig(parent: etree._Element, term: str, status: str) -> None:
    tig = etree.SubElement(parent, "tig")
    etree.SubElement(tig, "term").text = term
    if status == PROPOSED:
        etree.SubElement(tig, "note").text = (
            "proposed: learned from the aligned clauses, not approved")
        return
    note = etree.SubElement(tig, "termNote", type="administrativeStatus")
    note.text = status


def tbx_document(glossary: Glossary, kb: KnowledgeBase | None = None) -> tuple[bytes, int]:
    """The TBX file and the number of entries in it."""
    root = etree.Element("martif", {"type": "TBX-Basic", XML_LANG: "en"})
    header = etree.SubElement(root, "martifHeader")
    desc = etree.SubElement(etree.SubElement(header, "fileDesc"), "sourceDesc")
    etree.SubElement(desc, "p").text = (
        "lawbase: glossary of the Laws of Duplicate Bridge (curated concepts and term pairs "
        "learned from the aligned clauses)")
    encoding = etree.SubElement(header, "encodingDesc")
    etree.SubElement(encoding, "p", type="XCSURI").text = "TBXBasicXCSV02.xcs"
    body = etree.SubElement(etree.SubElement(root, "text"), "body")
    count = 0
    for concept in glossary.concepts:
        count += 1
        entry = etree.SubElement(body, "termEntry", id=f"c{count}-{_safe(concept.id)}")
        if concept.definition:
            etree.SubElement(entry, "note").text = f"{concept.id}; defined in {concept.definition}"
        else:
            etree.SubElement(entry, "note").text = concept.id
        for lang in concept.langs:
            lang_set = etree.SubElement(entry, "langSet", {XML_LANG: lang})
            definition = _definition(kb, concept.definition, lang)
            if definition:
                etree.SubElement(lang_set, "descrip", type="definition").text = definition
            for term in concept.preferred.get(lang, []):
                _tig(lang_set, term, PREFERRED)
            for term in concept.forbidden.get(lang, []):
                _tig(lang_set, term, DEPRECATED)
    for pair in glossary.learned:
        count += 1
        entry = etree.SubElement(body, "termEntry", id=f"l{count}")
        etree.SubElement(entry, "note").text = (
            f"learned, confidence {pair.confidence:.2f}, editions "
            f"{pair.langs[0]} {pair.editions[0]} / {pair.langs[1]} {pair.editions[1]}; "
            f"clauses {', '.join(pair.clauses)}")
        for lang in sorted(pair.langs, key=LANGUAGES.index):
            lang_set = etree.SubElement(entry, "langSet", {XML_LANG: lang})
            _tig(lang_set, pair.term(lang), PROPOSED)
    data = etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)
    return data, count


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name)


def _definition(kb: KnowledgeBase | None, key: str | None, lang: str) -> str | None:
    if kb is None or not key:
        return None
    for clause in kb.versions(key, [lang]):
        text = " ".join(filter(None, [clause.heading, clause.text]))
        if text.strip():
            return " ".join(text.split())
    return None
