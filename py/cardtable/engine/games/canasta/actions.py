"""Canasta actions and their text (spec §9, §10, §18).

Actions name card kinds, not suits (§18): ``K`` is any king, ``2`` a two, ``X`` a
joker, ``3`` a black three; a card with its suit (``Kh``) is read as its kind. The
engine picks which copies leave the hand.

| text | when |
|---|---|
| ``draw`` | draw from the stock (two cards with two players; red threes are laid out and replaced) |
| ``take K K`` | take the pile, melding its top king with two kings from the hand (§9.3 a) |
| ``take K 2``, ``take K X`` | with a natural and a wild card (§9.3 b, pile not frozen for the side) |
| ``take`` | by adding the top card to the side's meld of its rank (§9.3 c) |
| ``take K K + A A X`` | a side that has not melded: the top card's meld, then more melds from the hand; together the initial meld (§6): accepted, never listed (``first_meld``) |
| ``decline`` | the stock is gone and taking the pile is not forced: the hand ends (§11) |
| ``meld K K 2`` | a new meld (one per action) |
| ``meld K K K + A A X`` | the side's initial meld, one batch checked against the minimum count (§6): accepted, never listed; the legal moves build it a meld at a time (``first_meld``) |
| ``meld 3 3 3`` | black threes, only as part of going out |
| ``add K: K 2`` | add cards to the side's meld of kings (``add 3: 3``: a fourth black three) |
| ``discard K`` | end the turn; the last card in hand goes out |
| ``ask`` | ask the partner "may I go out?" (4 players, once a turn) |
| ``answer yes``, ``answer no`` | the partner's answer |

A batch lists its melds by rank (4 up to K, then A, then black threes); parsing takes
any order.

>>> action_from_str("take Kh Ks + As ad x")
Take(top=MeldSpec(rank=12, naturals=2, twos=0, jokers=0), others=(MeldSpec(rank=0, naturals=2, twos=0, jokers=1),))
>>> str(_), str(action_from_str("add k: 2 x")), str(action_from_str("meld 9 9 2 + 4 4 4"))
('take K K + A A X', 'add K: 2 X', 'meld 4 4 4 + 9 9 2')
"""  # noqa: E501

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...core import InvalidActionError, Word
from .cards import ACE, BLACK_THREE, KIND_TEXT, NUM_KINDS, is_natural, kind_from_str
from .melds import MeldSpec, spec_from_str


def _order(rank: int) -> int:
    """Batches list melds 4..K, then A, then black threes."""
    return {ACE: 20, BLACK_THREE: 30}.get(rank, rank)


def _sorted(specs: tuple[MeldSpec, ...]) -> tuple[MeldSpec, ...]:
    return tuple(sorted(specs, key=lambda spec: _order(spec.rank)))


@dataclass(frozen=True)
class Draw(Word):
    text = "draw"


@dataclass(frozen=True)
class Take:
    top: MeldSpec | None
    """The hand cards melded with the top card (of its rank); ``None``: onto the side's meld."""
    others: tuple[MeldSpec, ...] = ()
    """Further melds from the hand, laid with it as the side's initial meld."""

    def __str__(self) -> str:
        parts = ["take" if self.top is None else f"take {self.top}"]
        parts += [str(spec) for spec in self.others]
        return " + ".join(parts)


@dataclass(frozen=True)
class Meld:
    melds: tuple[MeldSpec, ...]

    def __str__(self) -> str:
        return "meld " + " + ".join(str(spec) for spec in self.melds)


@dataclass(frozen=True)
class Add:
    spec: MeldSpec

    def __str__(self) -> str:
        return f"add {KIND_TEXT[self.spec.rank]}: {self.spec}"


@dataclass(frozen=True)
class Discard:
    kind: int

    def __str__(self) -> str:
        return f"discard {KIND_TEXT[self.kind]}"


@dataclass(frozen=True)
class Ask(Word):
    text = "ask"


@dataclass(frozen=True)
class Answer:
    yes: bool

    def __str__(self) -> str:
        return "answer yes" if self.yes else "answer no"


@dataclass(frozen=True)
class Decline(Word):
    text = "decline"


CanastaAction = Draw | Take | Meld | Add | Discard | Ask | Answer | Decline


class MoveKind(StrEnum):
    """A move's kind in a view's ``moves`` (``CanastaMove``): its action's verb."""

    DRAW = "draw"
    TAKE = "take"
    DECLINE = "decline"
    MELD = "meld"
    ADD = "add"
    DISCARD = "discard"
    ASK = "ask"
    ANSWER = "answer"


_KINDS: dict[type, MoveKind] = {
    Draw: MoveKind.DRAW,
    Take: MoveKind.TAKE,
    Decline: MoveKind.DECLINE,
    Meld: MoveKind.MELD,
    Add: MoveKind.ADD,
    Discard: MoveKind.DISCARD,
    Ask: MoveKind.ASK,
    Answer: MoveKind.ANSWER,
}


def move_kind(action: CanastaAction) -> MoveKind:
    return _KINDS[type(action)]


DRAW = Draw()
ASK = Ask()
DECLINE = Decline()
YES = Answer(True)
NO = Answer(False)
DISCARDS = tuple(Discard(kind) for kind in range(NUM_KINDS))
_WORDS: dict[str, CanastaAction] = {str(a): a for a in (DRAW, ASK, DECLINE, YES, NO, Take(None))}


def make_take(top: MeldSpec | None, others: tuple[MeldSpec, ...] = ()) -> Take:
    return Take(top, _sorted(others))


def make_meld(specs: tuple[MeldSpec, ...]) -> Meld:
    return Meld(_sorted(specs))


def _groups(text: str) -> list[str]:
    return [group.strip() for group in text.split("+")]


def action_from_str(text: str) -> CanastaAction:
    """Parse an action's text; ``InvalidActionError`` when it is not a Canasta action."""
    if not isinstance(text, str):
        raise InvalidActionError(f"an action is text, not {type(text).__name__}")
    phrase = " ".join(text.split()).lower()
    if phrase in _WORDS:
        return _WORDS[phrase]
    verb, _, rest = phrase.partition(" ")
    try:
        if verb == "discard" and len(rest.split()) == 1:
            kind = kind_from_str(rest)
            return DISCARDS[kind]
        if verb == "meld" and rest:
            return make_meld(tuple(spec_from_str(group) for group in _groups(rest)))
        if verb == "take" and rest:
            first, *others = _groups(rest)
            top = spec_from_str(first) if first else None
            if top is not None and not is_natural(top.rank):
                raise ValueError("the pile's top card is a natural card (4 to A)")
            return make_take(top, tuple(spec_from_str(group) for group in others))
        if verb == "add" and ":" in rest:
            rank_text, _, cards = rest.partition(":")
            rank = kind_from_str(rank_text.strip())
            if not (is_natural(rank) or rank == BLACK_THREE):
                raise ValueError(f"there are no melds of {rank_text.strip()!r}")
            return Add(spec_from_str(cards, rank))
    except ValueError as error:
        raise InvalidActionError(f"{text[:60]!r}: {error}") from None
    raise InvalidActionError(
        f"{text[:40]!r} is not a Canasta action (try 'draw', 'take K K', 'meld Q Q Q', 'discard 7')"
    )


def action_to_str(action: CanastaAction) -> str:
    return str(action)
