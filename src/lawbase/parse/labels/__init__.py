"""Stage 3, labels and sequences: the grammar of the Laws' labels, and the reading it chooses.

Takes the paragraphs left as law text (parse/roles/ took the rest) and gives the laws, sections,
items and sub-items they form: labels found at a line's start or run in, and the reading whose
labels form consistent sequences (grammar, stated once); section letters a page printed as numbers
(numbered_sections); the builder that walks the paragraphs with that grammar (structure).
"""
