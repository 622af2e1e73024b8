"""Parity between two language versions of the laws: what differs, clause by clause.

checks (one function per check) -> compare (align by key, build rows) -> terminal, render (HTML).
"""
