"""Stage 1, blocks: the decoded lines of one source to paragraphs (RawPara).

Takes the file's text lines (a structured file's blocks are first written out as lines by
parse/structured.py) and gives paragraphs in reading order, each with the lines it came from:
two columns read one after the other (columns), lost ligatures and drop caps repaired (ligatures,
dropcaps), wrapped lines and sentences cut by a page break joined (paragraphs, pagebreak). Which
lines are furniture is decided by the next stage (parse/roles/); this one only joins what is left.
"""
