"""Terminology: term pairs learned from the aligned clauses, the translator's curated glossary,
and what uses them (parity checks, TBX export, cross-language search, the booklet's index)."""
