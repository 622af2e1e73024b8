"""A static multilingual web site of the knowledge base, made for a director's phone.

`build_site` writes a home page per language, a page per law per language and edition (each
clause under its key: `nl/2017/70/#70C1`), side-by-side pages, and lawbase's own search index per
language. See docs/site.md.
"""
