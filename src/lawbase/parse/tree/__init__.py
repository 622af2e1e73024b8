"""Stage 4, tree: the plain tree a parse gives (nodes), and what fills its text.

Gives the plain intermediate form (nodes: ParsedPart, PNode, PPara, PNote; printed by `lawbase
ingest --json`) that merge keys: footnote markers and bodies matched (notes), the Introduction and
Definitions as keyed entries (definitions), and text turned into inline pieces with citations found
as keys (citations, inlines; merge and the model call these after the parse).
"""
