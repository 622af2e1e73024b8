"""Editions compared: what changed between two editions of the Laws, clause by clause.

`words.py` diffs two wordings word by word (moves shown as moves), `align.py` follows each
clause of the old edition to its key in the new one (by words, citations and place, with the
evidence and a confidence), `engine.py` builds the comparison in one language (through another
language when needed) and `render.py` prints it for a terminal, a script (JSON) or a committee
(an HTML page).
"""
