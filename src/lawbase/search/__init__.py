"""Full-text search over the knowledge base (issue 4).

analysis: per-language tokens, stems, stop words, folding (pure Python).
query: the query language, citations, language detection, snippets (pure Python).
index: the Whoosh index, the only module importing Whoosh.
deferred: Whoosh modules a search never uses, imported on first use.
service: a search from query text to hits.
"""

from .deferred import defer

defer()  # before anything imports Whoosh: modules a search never uses wait until used
