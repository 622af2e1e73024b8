"""Full-text search over the knowledge base (issue 4).

analysis: per-language tokens, stems, stop words, folding (pure Python).
query: the query language, citations, language detection, snippets (pure Python).
engine: the Whoosh index, the only module that imports Whoosh.
stored: what a hit prints, the citations, written forms (SQLite; no Whoosh).
freshness: the index rebuilt when stale or damaged; `lawbase check`'s verification.
index: an open index, what the service asks of it.
service: a search from query text to hits.
"""
