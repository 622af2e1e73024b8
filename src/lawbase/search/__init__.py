"""Full-text search over the knowledge base (issue 4).

analysis: per-language tokens, stems, stop words, folding (pure Python).
query: the query language, citations, language detection, snippets (pure Python).
index: the index in SQLite, the only module that queries it.
service: a search from query text to hits.
"""
