"""A saved web page is read as a browser shows it: white space in the source, line breaks
included, is one space and only <br> breaks a line (a <pre> keeps its lines); an accordion's
heading set in a <button> is the heading's words while other buttons are controls; a content
title in a "banner" is the title; an advertisement, promotion or article-info box is chrome
with its reason. Pages in the four languages, written for these tests."""

from __future__ import annotations

import pytest

from lawbase.sources.html import read_html


def page(body: str) -> bytes:
    return ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>t</title></head>"
            f"<body>{body}</body></html>").encode()


def shown(body: str) -> list[tuple[str, str]]:
    return [(b.role, b.text) for b in read_html(page(body), "law.html").blocks]


@pytest.mark.parametrize(("words", "br"), [
    (("Jeżeli sędzia uważa, że rewizja", "jego orzeczenia może być zasadna,",
      "powinien poinformować zawodnika."), "Zob. Prawo 92."),
    (("Een verzaking wordt definitief", "wanneer de overtreder voorspeelt",
      "naar de volgende slag."), "Zie Wet 64."),
    (("Κάθε εκτέλεση που φανερώθηκε", "εκτός σειράς μπορεί να θεωρηθεί",
      "κανονική."), "Βλ. Νόμο 47."),
    (("The session ends", "when the last round", "ends."), "See Law 12C2."),
])
def test_source_line_breaks_in_a_paragraph_are_spaces_and_br_breaks(
        words: tuple[str, str, str], br: str) -> None:
    body = f"<main><p>{words[0]}\n  {words[1]}\r\n\t{words[2]}<br>\n{br}</p></main>"
    assert shown(body) == [("text", " ".join(words)), ("text", br)]


def test_a_pre_keeps_its_lines() -> None:
    body = ("<main><pre>A. Scope\n\n1. A player may claim.\n   (a) at any time<br>2. Later"
            "</pre></main>")
    assert shown(body) == [
        ("text", "A. Scope\n\n1. A player may claim.\n (a) at any time\n2. Later")]


def test_an_accordion_button_in_a_heading_is_the_heading_and_other_buttons_are_not() -> None:
    body = ("<main><h1>Law 8 – Sequence of Rounds</h1>"
            "<h2><button type='button' aria-expanded='true'>A. Movement of Boards</button></h2>"
            "<ol><li>The Director instructs the players.</li></ol>"
            "<p>Each player counts. <button type='button'>Print</button></p></main>")
    assert shown(body) == [
        ("heading", "Law 8 – Sequence of Rounds"), ("heading", "A. Movement of Boards"),
        ("item", "The Director instructs the players."), ("text", "Each player counts.")]


@pytest.mark.parametrize(("box", "word"), [
    ('<div class="ad-slot"><small>Reklama</small><div>Sklep brydżowy – nowe pudełka</div></div>',
     "ad"),
    ('<div class="promo-box"><p>Nieuw bij ons? Kom op vrijdag.</p></div>', "promo"),
    ('<dl class="article-info"><dd class="hits">Επισκέψεις: 312</dd></dl>', "info"),
])
def test_advertisements_promotions_and_article_info_are_chrome_with_their_reason(
        box: str, word: str) -> None:
    body = f"<main><h2>B. End of Round</h2>{box}<p>The round ends.</p></main>"
    blocks = read_html(page(body), "law.html").blocks
    kept = [b.text for b in blocks if b.role != "left-out"]
    assert kept == ["B. End of Round", "The round ends."]
    reasons = [b.reason for b in blocks if b.role == "left-out"]
    assert reasons == [f"class/id {word!r}"]


def test_the_content_title_in_a_banner_is_the_title_and_a_site_banner_is_not() -> None:
    body = ('<div class="banner"><h1>Bridgekring De Linde</h1></div>'
            '<div role="main"><section class="banner"><h1>Wet 63 – Het definitief worden van '
            'een verzaking</h1></section><p>Een verzaking wordt definitief.</p></div>')
    blocks = read_html(page(body), "law.html").blocks
    assert [(b.role, b.text) for b in blocks if b.role != "left-out"] == [
        ("heading", "Wet 63 – Het definitief worden van een verzaking"),
        ("text", "Een verzaking wordt definitief.")]
    assert [b.text for b in blocks if b.role == "left-out"] == ["Bridgekring De Linde"]


def test_a_banner_with_more_than_the_title_stays_chrome() -> None:
    body = ('<main><section class="banner"><h1>Law 63</h1><p>Join the club today</p></section>'
            "<p>A revoke becomes established.</p></main>")
    blocks = read_html(page(body), "law.html").blocks
    assert [b.text for b in blocks if b.role != "left-out"] == ["A revoke becomes established."]


@pytest.mark.parametrize("toggle", [
    'aria-expanded="false" aria-controls="p2"', 'data-toggle="collapse" data-target="#p2"'])
def test_a_button_that_opens_a_section_is_its_heading(toggle: str) -> None:
    body = (f'<main><div class="acc"><button {toggle}>B. Ograniczenia dziadka</button>'
            '<div id="p2"><p>Dziadek nie może inicjować wezwania sędziego.</p></div>'
            '<button type="submit">Drukuj</button></div></main>')
    assert shown(body) == [("heading", "B. Ograniczenia dziadka"),
                           ("text", "Dziadek nie może inicjować wezwania sędziego.")]


def test_a_summary_and_an_aria_heading_are_headings() -> None:
    body = ('<main><div role="heading" aria-level="1">Νόμος 68 – Διεκδίκηση</div>'
            "<details><summary>Α. Ορισμός διεκδίκησης</summary>"
            "<p>Κάθε δήλωση είναι διεκδίκηση.</p></details></main>")
    blocks = read_html(page(body), "law.html").blocks
    assert [(b.role, b.text, b.level) for b in blocks] == [
        ("heading", "Νόμος 68 – Διεκδίκηση", 1), ("heading", "Α. Ορισμός διεκδίκησης", 0),
        ("text", "Κάθε δήλωση είναι διεκδίκηση.", None)]


def test_a_table_of_the_law_keeps_its_rows_one_line_each() -> None:
    body = ("<main><h1>Artikel 77 – Scoretabel</h1><table>"
            "<tr><th>Slagen</th><th>Niet kwetsbaar</th>\n<th>Kwetsbaar</th></tr>"
            "<tr><td>Ontdoubleerd</td><td>50\n</td><td>100</td></tr>"
            "<tr><td>Gedoubleerd</td><td>100</td><td>200</td></tr></table></main>")
    assert shown(body) == [("heading", "Artikel 77 – Scoretabel"),
                           ("text", "Slagen Niet kwetsbaar Kwetsbaar"),
                           ("text", "Ontdoubleerd 50 100"), ("text", "Gedoubleerd 100 200")]
