"""The Gin Rummy match state: frozen plain data, and its JSON form (spec §5, §6).

Card sets are bitmasks (see ``cards``); single cards are ids with ``NO_CARD`` for
none. The hidden zones are ``hands``, ``stock``, ``knock_discard`` (face down
until the hand ends), ``drawn`` (the stock card just drawn; its drawer sees it)
and ``rng`` (the generator for later deals).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, cast

from ...codec import Codec, Writer, enum_value, generator, number_in, yes_no
from ...rng import RngState
from ...untrusted import each, items, numbers, seat_index, text
from .cards import NO_CARD, NUM_CARDS, card_from_str, card_to_str, mask_from_strs, mask_to_strs, optional_card_to_str
from .records import GinHandRecord, GinScoreLine


class Phase(str, Enum):
    """Who acts and what is legal follow from the phase (§6 state machine)."""

    FIRST_UPCARD = "first_upcard"  # non-dealer, then dealer: take the upcard or pass
    FORCED_STOCK = "forced_stock"  # both passed: the non-dealer must draw from the stock
    DRAW = "draw"  # take the upcard or draw from the stock
    DISCARD = "discard"  # 11 cards: discard, knock (or big gin)
    WALL = "wall"  # pickup_to_knock: take the last discard to knock, or pass
    KNOCK_DISCARD = "knock_discard"  # the knocker chooses the face-down discard
    DECLARE = "declare"  # the knocker lays melds, then says done
    LAYOFF = "layoff"  # the defender lays cards off, then says done
    DEFENDER_MELDS = "defender_melds"  # openspiel_quirks only: the defender lays own melds
    GAME_OVER = "game_over"


class HandEnd(str, Enum):
    """How a hand ended (§7, §8, §12)."""

    KNOCK = "knock"  # the knocker had less deadwood
    UNDERCUT = "undercut"
    GIN = "gin"
    BIG_GIN = "big_gin"
    TIE = "tie"  # undercut_on_tie off: nobody scores
    WALL = "wall"  # void: the stock ran down to the wall
    UPCARD_LIMIT = "upcard_limit"  # void: the 50th draw of an upcard in one hand
    THROWN_BACK = "thrown_back"  # void (quirks): two throw-backs in a row


VOID_ENDS = (HandEnd.WALL, HandEnd.UPCARD_LIMIT, HandEnd.THROWN_BACK)


@dataclass(frozen=True)
class ScoreLine:
    """One line of a scoring explanation: what, for whom, how many points."""

    item: str
    seat: int
    points: int


@dataclass(frozen=True)
class HandResult:
    """The public record of a finished hand, kept until the next one ends (for the UI)."""

    number: int
    dealer: int
    end: HandEnd
    winner: int  # -1: nobody scored
    points: int
    knocker: int  # -1 for a void hand
    knocker_deadwood: int
    defender_deadwood: int
    melds: tuple[int, ...]  # as the knocker declared them
    layoffs: tuple[int, ...]  # cards, in the order laid off
    defender_melds: tuple[int, ...]  # the defender's own melds used for the score
    hands: tuple[int, int]  # both final hands (layoffs excluded); empty for a void hand
    knock_discard: int
    lines: tuple[ScoreLine, ...]


@dataclass(frozen=True)
class GinState:
    """A whole match. ``to_move`` is the seat to act (-1 once the match is over)."""

    num_players: int
    phase: Phase
    to_move: int
    dealer: int
    hand_number: int  # 1 for the first hand
    hands: tuple[int, int]
    stock: tuple[int, ...]  # top card first
    discard: tuple[int, ...]  # bottom card first; the last one is the upcard
    knock_limit: int  # this hand's (Oklahoma sets it from the first upcard)
    taken: int  # the card taken from the discard pile this turn
    picked: tuple[int, int]  # cards each seat took from the pile and still holds (public)
    upcard_draws: int  # normal-turn takes of the upcard this hand
    prev_upcard: int  # the upcard on offer at the start of this turn (§12 throw-back rule)
    thrown_back: bool  # the last discard threw back the card just taken
    knocker: int
    big_gin: bool
    knock_discard: int
    melds: tuple[int, ...]  # the knocker's declared melds (still in the knocker's hand)
    layoffs: tuple[int, ...]  # cards laid off, out of the defender's hand
    defender_melds: tuple[int, ...]  # quirks: melds the defender laid (still in hand)
    scores: tuple[int, int]  # running match totals from hands (bonuses come at the end)
    hands_won: tuple[int, int]
    rng: RngState
    cut: tuple[int, ...]  # the cards of the deciding cut for the first deal, or ()
    last_hand: HandResult | None
    # The card drawn from the stock this turn, until the discard (only its drawer knows it),
    # so the table can mark it. A marker, not part of the position: it has a default (states
    # written before it existed still load), its JSON key is written only when it is set,
    # and it takes no part in equality (an old save's moves still lead to its position).
    drawn: int = field(default=NO_CARD, compare=False)


# --------------------------------------------------------------------------- JSON

MAX_HANDS = 500
"""Void hands can repeat for ever, so a match stops after this many hands (never seen in play)."""
MAX_UPCARD_DRAWS = 50
"""The 50th normal-turn take of an upcard voids the hand (§12; also our bound on upcard cycling)."""
MAX_HAND_POINTS = 500
"""More than a hand can score: the defender's deadwood (at most 100) and the largest bonus (100)."""
MAX_SCORE = 1000 + MAX_HAND_POINTS
"""More than a match can reach: the hand that passes the largest target (1000)."""
MAX_DEADWOOD = 11 * 10
"""Eleven cards of 10 points."""
MAX_MELDS = 4
"""Melds of three cards or more out of at most eleven cards."""
MAX_LINES = 8
"""More lines than a hand's score explains."""


def _card(value: Any, what: str = "a card") -> int:
    return card_from_str(text(value, what, max_length=4))


def _optional_card(value: Any, what: str) -> int:
    return NO_CARD if value is None else _card(value, what)


def _cards(value: Any, what: str) -> tuple[int, ...]:
    return each(value, what, NUM_CARDS, _card)


def _mask(value: Any, what: str) -> int:
    return mask_from_strs(items(value, what, NUM_CARDS))


def _mask_pair(value: Any, what: str) -> tuple[int, int]:
    first, second = items(value, what, 2, 2)
    return _mask(first, what), _mask(second, what)


def _number_pair(value: Any, high: int, what: str) -> tuple[int, int]:
    first, second = numbers(value, 2, 0, high, what)
    return first, second


def _melds(value: Any, what: str) -> tuple[int, ...]:
    return each(value, what, MAX_MELDS, lambda meld: _mask(meld, "a meld"))


def _cut(value: Any) -> tuple[int, ...]:
    cut = _cards(value, "the cut")
    if len(cut) not in (0, 2):
        raise ValueError("the cut is not two cards")
    return cut


def _shown_hands(value: Any) -> tuple[int, int]:
    hands = items(value, "the last hand's hands", 2)
    if len(hands) == 1:
        raise ValueError("the last hand's hands are not two hands")
    return _mask_pair(hands, "the last hand's hands") if hands else (0, 0)


def _masks(masks: tuple[int, ...]) -> list[list[str]]:
    return [mask_to_strs(mask) for mask in masks]


def _card_list(cards: tuple[int, ...]) -> list[str]:
    return [card_to_str(card) for card in cards]


# Cards are written by name (``"Ks"``), card sets as lists of names, "no card" as null.
_CARD_FIELDS: dict[str, Writer] = {
    "hands": _masks,
    "stock": _card_list,
    "discard": _card_list,
    "taken": optional_card_to_str,
    "picked": _masks,
    "prev_upcard": optional_card_to_str,
    "knock_discard": optional_card_to_str,
    "melds": _masks,
    "layoffs": _card_list,
    "defender_melds": _masks,
    "cut": _card_list,
    "drawn": card_to_str,
}

SCORE_LINE = Codec(
    ScoreLine,
    what="a score line",
    read={
        "item": lambda value, _: text(value, "a score line's item", max_length=40),
        "seat": lambda value, _: seat_index(value, 2, "a score line's seat"),
        "points": number_in(0, MAX_SCORE, "a score line's points"),
    },
)

HAND_RESULT = Codec(
    HandResult,
    what="the last hand",
    read={
        "number": number_in(1, MAX_HANDS, "the last hand's number"),
        "dealer": lambda value, _: seat_index(value, 2, "the last hand's dealer"),
        "end": enum_value(HandEnd, "how the last hand ended"),
        "winner": lambda value, _: seat_index(value, 2, "the last hand's winner", none=-1),
        "points": number_in(0, MAX_HAND_POINTS, "the last hand's points"),
        "knocker": lambda value, _: seat_index(value, 2, "the last hand's knocker", none=-1),
        "knocker_deadwood": number_in(0, MAX_DEADWOOD, "the knocker's deadwood"),
        "defender_deadwood": number_in(0, MAX_DEADWOOD, "the defender's deadwood"),
        "melds": lambda value, _: _melds(value, "the last hand's melds"),
        "layoffs": lambda value, _: _cards(value, "the last hand's layoffs"),
        "defender_melds": lambda value, _: _melds(value, "the last hand's defender melds"),
        "hands": lambda value, _: _shown_hands(value),
        "knock_discard": lambda value, _: _optional_card(value, "the last knock discard"),
        "lines": lambda value, _: each(value, "the last hand's score lines", MAX_LINES, SCORE_LINE.read),
    },
    write={
        **{name: _CARD_FIELDS[name] for name in ("melds", "layoffs", "defender_melds", "hands")},
        "knock_discard": optional_card_to_str,
    },
)


def score_line_record(line: ScoreLine) -> GinScoreLine:
    return cast(GinScoreLine, SCORE_LINE.write(line))


def hand_record(result: HandResult) -> GinHandRecord:
    return cast(GinHandRecord, HAND_RESULT.write(result))


STATE = Codec(
    GinState,
    needs="a Gin Rummy state",
    sparse=("drawn",),
    read={
        "num_players": number_in(2, 2, "the player count"),
        "phase": enum_value(Phase, "the phase"),
        "to_move": lambda value, _: seat_index(value, 2, "the seat to move", none=-1),
        "dealer": lambda value, _: seat_index(value, 2, "the dealer"),
        "hand_number": number_in(1, MAX_HANDS, "the hand number"),
        "hands": lambda value, _: _mask_pair(value, "the hands"),
        "stock": lambda value, _: _cards(value, "the stock"),
        "discard": lambda value, _: _cards(value, "the discard pile"),
        "knock_limit": number_in(0, 10, "the knock limit"),
        "taken": lambda value, _: _optional_card(value, "the card taken"),
        "picked": lambda value, _: _mask_pair(value, "the cards picked up"),
        "upcard_draws": number_in(0, MAX_UPCARD_DRAWS - 1, "the upcard draws"),
        "prev_upcard": lambda value, _: _optional_card(value, "the last upcard"),
        "thrown_back": yes_no("the throw-back"),
        "knocker": lambda value, _: seat_index(value, 2, "the knocker", none=-1),
        "big_gin": yes_no("big gin"),
        "knock_discard": lambda value, _: _optional_card(value, "the knock discard"),
        "melds": lambda value, _: _melds(value, "the knocker's melds"),
        "layoffs": lambda value, _: _cards(value, "the layoffs"),
        "defender_melds": lambda value, _: _melds(value, "the defender's melds"),
        "scores": lambda value, _: _number_pair(value, MAX_SCORE, "the scores"),
        "hands_won": lambda value, _: _number_pair(value, MAX_HANDS, "the hands won"),
        "rng": generator(),
        "cut": lambda value, _: _cut(value),
        "last_hand": lambda value, _: None if value is None else HAND_RESULT.read(value),
        "drawn": lambda value, _: _optional_card(value, "the card drawn"),
    },
    write={**_CARD_FIELDS, "last_hand": HAND_RESULT.write},
)
"""A state from untrusted JSON: ``STATE.read`` raises ``ValueError`` naming the field that is
missing, of the wrong type or out of its range (seats, real cards, lists no longer than the
deck, scores a match can reach). Whether the cards add up and the phase holds is the rules'
check (``GinRummyRules.state_from_dict``)."""
