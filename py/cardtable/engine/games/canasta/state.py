"""The Canasta match state: frozen plain data, and its JSON form.

Hands are sorted tuples of card ids (two packs: a card may be there twice). Sides
are numbered like ``side_of``: with four players seats 0 and 2 are side 0, seats 1
and 3 side 1; with two or three players each seat is its own side. The hidden
zones are ``hands``, ``stock`` and ``rng``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any, cast

from ...codec import Codec, Reader, enum_value, generator, nested, number_in, per_seat, seat_flags, table_seat, yes_no
from ...rng import RngState
from ...untrusted import each, mapping, numbers, text, whole_number
from .cards import BLACK_THREE, KING, NATURAL_RANKS, card_from_str, cards_to_strs, is_red_three
from .melds import Meld, MeldSpec, spec_from_str
from .options import HAND_SIZE
from .records import CanastaHandRecord


class Phase(str, Enum):
    """Who acts and what is legal follow from the phase (§9.1)."""

    DRAW = "draw"  # draw from the stock, take the pile (or decline it once the stock is gone), ask
    MELD = "meld"  # meld, add to melds, discard (or go out), ask
    ANSWER = "answer"  # the partner answers "may I go out?" (§10.2)
    GAME_OVER = "game_over"


class HandEnd(str, Enum):
    WENT_OUT = "went_out"
    STOCK_OUT = "stock_out"  # §11: the stock ran out and nobody went out


def side_of(seat: int, num_players: int) -> int:
    return seat % 2 if num_players == 4 else seat


def num_sides(num_players: int) -> int:
    return 2 if num_players == 4 else num_players


def partner_of(seat: int, num_players: int) -> int:
    """The partner across the table (4 players); a lone player is their own."""
    return (seat + 2) % 4 if num_players == 4 else seat


@dataclass(frozen=True)
class ScoreLine:
    """One line of a side's hand score (§12): what, how many, how many points."""

    item: str
    side: int
    count: int
    points: int


@dataclass(frozen=True)
class HandResult:
    """The public record of a scored hand, kept in the state until the next one ends."""

    number: int
    dealer: int
    end: HandEnd
    went_out: int  # the seat that went out, or -1
    concealed: bool
    hands: tuple[tuple[int, ...], ...]  # what every player still held (shown at the count)
    melds: tuple[tuple[Meld, ...], ...]  # per side, as scored
    red_threes: tuple[tuple[int, ...], ...]  # per side, as scored
    points: tuple[int, ...]  # per side, this hand
    totals: tuple[int, ...]  # per side, after this hand
    lines: tuple[ScoreLine, ...]

    @cached_property
    def public(self) -> CanastaHandRecord:
        """Its JSON form, cached: every view shows it (read it, never change it)."""
        return cast(CanastaHandRecord, HAND_RESULT.write(self))


@dataclass(frozen=True)
class CanastaState:
    num_players: int
    phase: Phase
    turn: int  # the seat whose turn it is (the asker, while the partner answers)
    dealer: int
    hand_number: int  # 1 for the first hand
    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]  # top card first
    pile: tuple[int, ...]  # the discard pile, bottom card first
    pile_frozen: bool  # §8's flag on the pile itself
    melds: tuple[tuple[Meld, ...], ...]  # per side, in the order they were started
    red_threes: tuple[tuple[int, ...], ...]  # per side, laid out
    had_turn: tuple[bool, ...]  # per seat: its first turn has begun (dealt red threes laid out)
    has_melded: tuple[bool, ...]  # per seat: melded, added or took the pile in an earlier turn (§10.3)
    drew: str  # this turn: "" (not yet), "stock" or "pile"
    turn_melds: tuple[int, ...]  # ranks of the melds the player started this turn (§10.3)
    acted: bool  # the player melded or added this turn
    asked: bool  # "may I go out?" was asked this turn
    answer: str  # the partner's answer this turn: "", "yes" or "no"
    penalties: tuple[int, ...]  # per side: failed permissions this hand (§10.2)
    scores: tuple[int, ...]  # per side: cumulative match totals
    rng: RngState
    last_hand: HandResult | None
    # The side's initial meld under way this turn (``first_meld``): melds set aside from the
    # hand, in the order set aside, and the hand cards melded with the pile's top card when a
    # take is under way. Private to the player; their cards stay in the hand until laid.
    staged: tuple[MeldSpec, ...] = ()
    taking: MeldSpec | None = None


# --------------------------------------------------------------------------- JSON

DECK_SIZE = 108
"""Two packs and four jokers."""
MAX_HANDS = 200
"""A tie at the top or sides that never reach the target could go on for ever, so a
game stops after this many hands (the highest total wins)."""
MAX_TURNS = 2 * DECK_SIZE
"""More turns than a hand has: each draws from the stock or lays the pile's top card for good."""
MAX_HAND_POINTS = 40_000
"""More than a side can win or lose in a hand: every card's value (1180 in all), fifteen
canastas at the largest bonus (2000), all four red threes (4000) and both going-out bonuses
(1000 each); on the minus side the cards held, the red threes and a failed permission a turn."""
MAX_SCORE = MAX_HANDS * MAX_HAND_POINTS
DREW = ("", "stock", "pile")
ANSWERS = ("", "yes", "no")
MELD_RANKS = frozenset((*NATURAL_RANKS, BLACK_THREE))


def _spec(value: Any) -> MeldSpec:
    """A meld set aside, as its kinds (``K K 2``); whether it is a meld is the rules' check."""
    try:
        spec = spec_from_str(text(value, "a meld set aside", max_length=40))
    except ValueError:
        raise ValueError("a meld set aside is not a meld's cards") from None
    if spec.rank not in MELD_RANKS:
        raise ValueError("a meld set aside has a rank no meld may have")
    return spec


def _card(value: Any) -> int:
    return card_from_str(text(value, "a card", max_length=4), jokers=True)


def _cards(value: Any, what: str) -> tuple[int, ...]:
    return each(value, what, DECK_SIZE, _card)


def _hand(value: Any) -> tuple[int, ...]:
    return tuple(sorted(_cards(value, "a hand")))


def _red_threes(value: Any) -> tuple[int, ...]:
    cards = _cards(value, "a side's red threes")
    if not all(is_red_three(card) for card in cards):
        raise ValueError("a card laid out as a red three is not one")
    return cards


def _ranks(value: Any) -> tuple[int, ...]:
    """Ranks of melds (one meld a rank): at most one of each meldable rank."""
    ranks = each(value, "the melds started this turn", len(MELD_RANKS), _rank)
    if len(set(ranks)) != len(ranks):
        raise ValueError("the melds started this turn name a rank twice")
    return ranks


def _rank(value: Any) -> int:
    rank = whole_number(value, 0, KING, "a meld's rank")
    if rank not in MELD_RANKS:
        raise ValueError("a meld's rank is not one a meld may have")
    return rank


def _meld(value: Any) -> Meld:
    """A meld: a meldable rank and its cards (whether they make a meld is the rules' check)."""
    data = mapping(value, "a meld")
    return Meld(_rank(data["rank"]), tuple(sorted(_cards(data["cards"], "a meld's cards"))))


def _side_melds(value: Any) -> tuple[Meld, ...]:
    melds = each(value, "a side's melds", len(MELD_RANKS), _meld)
    if len({meld.rank for meld in melds}) != len(melds):
        raise ValueError("a side has two melds of one rank")
    return melds


def _meld_lists(sides: tuple[tuple[Meld, ...], ...]) -> list[list[Any]]:
    return [[MELD.write(meld) for meld in side] for side in sides]


def _card_lists(lists: tuple[tuple[int, ...], ...]) -> list[list[str]]:
    return [cards_to_strs(cards) for cards in lists]


def _sides(what: str, read: Callable[[Any], Any]) -> Reader:
    """A list of one entry a side (the sides of ``num_players``), each read by ``read``."""

    def read_sides(value: Any, got: Mapping[str, Any]) -> tuple[Any, ...]:
        sides = num_sides(got["num_players"])
        return each(value, what, sides, read, min_length=sides)

    return read_sides


def _side_numbers(low: int, high: int, what: str) -> Reader:
    return lambda value, got: numbers(value, num_sides(got["num_players"]), low, high, what)


MELD = Codec(
    Meld,
    what="a meld",
    read={
        "rank": lambda value, _: _rank(value),
        "cards": lambda value, _: tuple(sorted(_cards(value, "a meld's cards"))),
    },
    write={"cards": cards_to_strs},
)
"""A meld: a meldable rank and its cards (whether they make a meld is the rules' check)."""

SCORE_LINE = Codec(
    ScoreLine,
    what="a score line",
    read={
        "item": lambda value, _: text(value, "a score line's item", max_length=40),
        "side": lambda value, got: whole_number(value, 0, num_sides(got["num_players"]) - 1, "a score line's side"),
        "count": number_in(0, MAX_TURNS, "a score line's count"),
        "points": number_in(-MAX_HAND_POINTS, MAX_HAND_POINTS, "a score line's points"),
    },
)

HAND_RESULT = Codec(
    HandResult,
    what="the last hand",
    read={
        "number": number_in(1, MAX_HANDS, "the last hand's number"),
        "dealer": table_seat("the last hand's dealer"),
        "end": enum_value(HandEnd, "how the last hand ended"),
        "went_out": table_seat("the seat that went out", none=-1),
        "concealed": yes_no("whether the last hand went out concealed"),
        "hands": per_seat("the last hand's hands", _hand),
        "melds": _sides("the last hand's melds", _side_melds),
        "red_threes": _sides("the last hand's red threes", _red_threes),
        "points": _side_numbers(-MAX_HAND_POINTS, MAX_HAND_POINTS, "the last hand's points"),
        "totals": _side_numbers(-MAX_SCORE, MAX_SCORE, "the last hand's totals"),
        "lines": lambda value, got: each(
            value,
            "the last hand's score lines",
            8 * num_sides(got["num_players"]),
            lambda line: SCORE_LINE.read(line, got),
        ),
    },
    write={"hands": _card_lists, "melds": _meld_lists, "red_threes": _card_lists},
)
"""The public record of a scored hand; reading it needs ``num_players`` (the state's, as ``outer``)."""

STATE = Codec(
    CanastaState,
    needs="a Canasta state",
    sparse=("staged", "taking"),
    read={
        "num_players": number_in(min(HAND_SIZE), max(HAND_SIZE), "the player count"),
        "phase": enum_value(Phase, "the phase"),
        "turn": table_seat("the turn"),
        "dealer": table_seat("the dealer"),
        "hand_number": number_in(1, MAX_HANDS, "the hand number"),
        "hands": per_seat("the hands", _hand),
        "stock": lambda value, _: _cards(value, "the stock"),
        "pile": lambda value, _: _cards(value, "the pile"),
        "pile_frozen": yes_no("the pile's freeze"),
        "melds": _sides("the melds", _side_melds),
        "red_threes": _sides("the red threes", _red_threes),
        "had_turn": seat_flags("the first turns"),
        "has_melded": seat_flags("the seats that melded"),
        "drew": lambda value, _: text(value, "the draw", DREW),
        "turn_melds": lambda value, _: _ranks(value),
        "acted": yes_no("whether the player melded"),
        "asked": yes_no("whether the player asked"),
        "answer": lambda value, _: text(value, "the answer", ANSWERS),
        "penalties": _side_numbers(0, MAX_TURNS, "the penalties"),
        "scores": _side_numbers(-MAX_SCORE, MAX_SCORE, "the scores"),
        "rng": generator(),
        "last_hand": nested(HAND_RESULT),
        "staged": lambda value, _: each(value, "the melds set aside", len(MELD_RANKS), _spec),
        "taking": lambda value, _: None if value is None else _spec(value),
    },
    write={
        "hands": _card_lists,
        "stock": cards_to_strs,
        "pile": cards_to_strs,
        "melds": _meld_lists,
        "red_threes": _card_lists,
        "last_hand": HAND_RESULT.write,
        # An initial meld under way is written only then (its defaults are left out):
        # a state without one reads as before.
        "staged": lambda specs: [str(spec) for spec in specs],
        "taking": str,
    },
)
"""A state from untrusted JSON: ``STATE.read`` raises ``ValueError`` naming the field that
is missing, of the wrong type or out of its range (seats and sides of the table, real cards,
lists no longer than the deck, scores a match can reach). Whether the cards add up and the
phase holds is the rules' check (``CanastaRules.state_from_dict``)."""


__all__ = [
    "Phase",
    "HandEnd",
    "ScoreLine",
    "HandResult",
    "CanastaState",
    "side_of",
    "num_sides",
    "partner_of",
    "MELD",
    "HAND_RESULT",
    "STATE",
]
