"""What the merge stage hands on: clauses and notes per expression, and how keys were inferred.

Its own module, below `build`, `crosslink` and `restructure`, so that the three read top-down
(build → crosslink → restructure) and none has to import another in a circle for its types.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model import Clause, Identity, Note


@dataclass
class Expressions:
    laws: dict[Identity, list[Clause]]
    notes: dict[Identity, list[Note]]
    # keys whose label the source did not print, with how they were inferred
    inferred: dict[Identity, dict[str, list[str]]] = field(default_factory=dict)
