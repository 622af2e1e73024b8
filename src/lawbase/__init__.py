"""lawbase: the Laws of Duplicate Bridge as a multilingual knowledge base.

Pipeline, one sub-package a stage: sources (read, decode, detect language) -> parse (text to a
plain tree) -> merge (keys, duplicates, cross-links) -> xmldoc (write, validate, read) ->
index / parity / booklet / export, with a thin click CLI (cli.py) on top.
"""

__version__ = "0.1.0"
SCHEMA_VERSION = 1
