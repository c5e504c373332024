"""Rummikub actions and their text (spec §7).

A turn is one action: the whole new table plus the tiles played from the rack,
or a draw (a pass once the pool is empty). The table's working copy stays in
the UI until then; the engine judges only the committed table (§7.1, §20).

======================================= ============================================
text                                    meaning
======================================= ============================================
``draw``                                take the top tile of the pool; ends the turn
``pass``                                end the turn without playing (pool empty only)
``play [r3 r4 r5] [b7 b8 b9] from b9``  the whole new table, then ``from`` and the
                                        tiles played from the rack (sorted)
``timeout``                             the turn timer ran out with nothing changed
``timeout [r3 r4] [r5 r6 r7] from r6``  ...with this working copy (§11)
======================================= ============================================

A set is written in table order inside brackets, runs ascending (§20). A set that
could be a run or a group (one number tile and jokers, ``[r5 * *]``) carries the
kind its player declared as a first word, ``[group r5 * *]``; without one it is
read as §4.3 says (higher value, run on a tie). The kind word is written only
when it matters: for such sets, or when it is not what the tiles say (a set
declared as a group that is not one). Tiles are in the profile's notation
(``tiles``): ``r7 k13 *`` or ``S12 H1 *``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from ...core import InvalidActionError
from .sets import KINDS, default_kind, is_ambiguous
from .state import Meld
from .tiles import Notation


class ActionKind(StrEnum):
    """What kind of turn an action is: its text's first word."""

    DRAW = "draw"
    PASS = "pass"
    PLAY = "play"
    TIMEOUT = "timeout"


@dataclass(frozen=True)
class Draw:
    def describe(self, notation: Notation) -> str:
        return "draw"


@dataclass(frozen=True)
class Pass:
    def describe(self, notation: Notation) -> str:
        return "pass"


@dataclass(frozen=True)
class Play:
    """Commit ``table`` as the new table, having played ``placed`` from the rack."""

    table: tuple[Meld, ...]
    placed: tuple[int, ...]
    """Sorted by tile id (use ``Play.of``)."""

    @classmethod
    def of(cls, table: Iterable[Meld], placed: Iterable[int]) -> Play:
        return cls(tuple(table), tuple(sorted(placed)))

    def describe(self, notation: Notation) -> str:
        return _with_table("play", self.table, self.placed, notation)


@dataclass(frozen=True)
class Timeout:
    """The turn timer ran out (§11); ``table`` is the working copy, ``None`` when
    the player changed nothing."""

    table: tuple[Meld, ...] | None
    placed: tuple[int, ...]

    @classmethod
    def of(cls, table: Iterable[Meld] | None = None, placed: Iterable[int] = ()) -> Timeout:
        return cls(None if table is None else tuple(table), tuple(sorted(placed)))

    def describe(self, notation: Notation) -> str:
        if self.table is None:
            return "timeout"
        return _with_table("timeout", self.table, self.placed, notation)


RummikubAction = Draw | Pass | Play | Timeout
DRAW = Draw()
PASS = Pass()


def meld_to_str(meld: Meld, notation: Notation) -> str:
    tiles = notation.tiles_to_str(meld.tiles)
    if meld.kind is not None and (is_ambiguous(meld.tiles) or meld.kind != default_kind(meld.tiles)):
        return f"[{meld.kind} {tiles}]"
    return f"[{tiles}]"


def _with_table(verb: str, table: tuple[Meld, ...], placed: tuple[int, ...], notation: Notation) -> str:
    text = " ".join([verb, *(meld_to_str(meld, notation) for meld in table)])
    if placed:
        text += " from " + notation.tiles_to_str(placed)
    return text


def action_to_str(action: RummikubAction, notation: Notation) -> str:
    return action.describe(notation)


def kind_of(action: RummikubAction) -> ActionKind:
    if isinstance(action, Play):
        return ActionKind.PLAY
    if isinstance(action, Timeout):
        return ActionKind.TIMEOUT
    return ActionKind.DRAW if isinstance(action, Draw) else ActionKind.PASS


def action_from_str(text: str, notation: Notation) -> RummikubAction:
    """Parse an action's text; ``InvalidActionError`` when it is not a Rummikub action."""
    if not isinstance(text, str):
        raise InvalidActionError(f"an action is text, not {type(text).__name__}")
    words = text.replace("[", " [ ").replace("]", " ] ").split()
    if not words:
        raise InvalidActionError("an empty action: try 'draw' or 'play [r3 r4 r5] from r3'")
    verb = words[0].lower()
    rest = words[1:]
    if verb in ("draw", "pass") and not rest:
        return DRAW if verb == "draw" else PASS
    if verb == "timeout" and not rest:
        return Timeout(None, ())
    if verb in ("play", "timeout"):
        try:
            table, placed = _table_and_placed(rest, notation)
        except ValueError as error:
            raise InvalidActionError(f"{text[:60]!r}: {error}") from None
        if verb == "play":
            return Play.of(table, placed)
        return Timeout.of(table, placed)
    raise InvalidActionError(
        f"{text[:40]!r} is not a Rummikub action (try 'draw', 'pass' or 'play [r3 r4 r5] from r3')"
    )


def _table_and_placed(words: list[str], notation: Notation) -> tuple[list[Meld], list[int]]:
    table: list[Meld] = []
    index = 0
    while index < len(words) and words[index] == "[":
        try:
            end = words.index("]", index)
        except ValueError:
            raise ValueError("a set's bracket is not closed") from None
        inside = words[index + 1 : end]
        kind = None
        if inside and inside[0].lower() in KINDS:
            kind = inside[0].lower()
            inside = inside[1:]
        if not inside:
            raise ValueError("a set needs tiles")
        table.append(Meld.of(tuple(notation.from_str(word) for word in inside), kind))
        index = end + 1
    if not table:
        raise ValueError("list the whole new table as sets in brackets, e.g. [r3 r4 r5]")
    placed: list[int] = []
    if index < len(words):
        if words[index].lower() != "from" or index + 1 == len(words):
            raise ValueError("after the sets write 'from' and the tiles you play from your rack")
        placed = [notation.from_str(word) for word in words[index + 1 :]]
        if "[" in words[index + 1 :] or "]" in words[index + 1 :]:
            raise ValueError("sets come before 'from'")
    return table, placed
