"""Stage 2, line roles: what each line IS, with the evidence, before any label is read.

Takes the lines (and the paragraphs of parse/blocks/) and gives each line that is no law text its
role and reason: page furniture by shape and repetition (furniture), a book's running heads,
contents, index and title page (runninghead, bookmatter, titlepage), a wiki's diff or source view
(wikiview), links to neighbour laws (neighbours); and what the page says of the law it holds: the
law its address or links name (origin, neighbours), a law quoted in an article (quoted), an older
wording printed beside the newer (wordings), a note signed after the law (signed_notes).
"""
