"""The knowledge base as XML: write (lxml), validate against schemas/, read (stdlib, fast)."""
