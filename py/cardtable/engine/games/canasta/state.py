"""The Canasta match state: frozen plain data, and its JSON form.

Hands are sorted tuples of card ids (two packs: a card may be there twice). Sides
are numbered like ``side_of``: with four players seats 0 and 2 are side 0, seats 1
and 3 side 1; with two or three players each seat is its own side. The hidden
zones are ``hands``, ``stock`` and ``rng``.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from enum import Enum
from functools import cached_property
from typing import Any

from ...core import JsonDict
from ...rng import RngState, state_from_json
from ...untrusted import each, flag, flags, mapping, numbers, reading, seat_index, text, whole_number
from .cards import BLACK_THREE, KING, NATURAL_RANKS, card_from_str, cards_from_strs, cards_to_strs, is_red_three
from .melds import Meld, MeldSpec, spec_from_str
from .options import HAND_SIZE
from .records import CanastaHandRecord, CanastaMeldRecord, CanastaScoreLine


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

    def to_dict(self) -> CanastaScoreLine:
        return {"item": self.item, "side": self.side, "count": self.count, "points": self.points}


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
        return result_to_dict(self)


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


def meld_to_dict(meld: Meld) -> CanastaMeldRecord:
    return {"rank": meld.rank, "cards": cards_to_strs(meld.cards)}


def meld_from_dict(data: JsonDict) -> Meld:
    return Meld(int(data["rank"]), tuple(sorted(cards_from_strs(data["cards"]))))


def result_to_dict(result: HandResult) -> CanastaHandRecord:
    return {
        "number": result.number,
        "dealer": result.dealer,
        "end": result.end.value,
        "went_out": result.went_out,
        "concealed": result.concealed,
        "hands": [cards_to_strs(hand) for hand in result.hands],
        "melds": [[meld_to_dict(meld) for meld in side] for side in result.melds],
        "red_threes": [cards_to_strs(side) for side in result.red_threes],
        "points": list(result.points),
        "totals": list(result.totals),
        "lines": [line.to_dict() for line in result.lines],
    }


def result_from_dict(data: JsonDict) -> HandResult:
    return HandResult(
        number=int(data["number"]),
        dealer=int(data["dealer"]),
        end=HandEnd(data["end"]),
        went_out=int(data["went_out"]),
        concealed=bool(data["concealed"]),
        hands=tuple(tuple(cards_from_strs(hand)) for hand in data["hands"]),
        melds=tuple(tuple(meld_from_dict(meld) for meld in side) for side in data["melds"]),
        red_threes=tuple(tuple(cards_from_strs(side)) for side in data["red_threes"]),
        points=tuple(int(p) for p in data["points"]),
        totals=tuple(int(t) for t in data["totals"]),
        lines=tuple(
            ScoreLine(str(line["item"]), int(line["side"]), int(line["count"]), int(line["points"]))
            for line in data["lines"]
        ),
    )


def state_to_dict(state: CanastaState) -> JsonDict:
    data = _plain_dict(state)
    # An initial meld under way is written only then: a state without one reads as before.
    if state.staged:
        data["staged"] = [str(spec) for spec in state.staged]
    if state.taking is not None:
        data["taking"] = str(state.taking)
    return data


def _plain_dict(state: CanastaState) -> JsonDict:
    return {
        "num_players": state.num_players,
        "phase": state.phase.value,
        "turn": state.turn,
        "dealer": state.dealer,
        "hand_number": state.hand_number,
        "hands": [cards_to_strs(hand) for hand in state.hands],
        "stock": cards_to_strs(state.stock),
        "pile": cards_to_strs(state.pile),
        "pile_frozen": state.pile_frozen,
        "melds": [[meld_to_dict(meld) for meld in side] for side in state.melds],
        "red_threes": [cards_to_strs(side) for side in state.red_threes],
        "had_turn": list(state.had_turn),
        "has_melded": list(state.has_melded),
        "drew": state.drew,
        "turn_melds": list(state.turn_melds),
        "acted": state.acted,
        "asked": state.asked,
        "answer": state.answer,
        "penalties": list(state.penalties),
        "scores": list(state.scores),
        "rng": list(state.rng),
        "last_hand": None if state.last_hand is None else result_to_dict(state.last_hand),
    }


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


def state_from_dict(data: JsonDict) -> CanastaState:
    """Rebuild a state from untrusted JSON; ``ValueError`` naming the field that is missing,
    of the wrong type or out of its range (seats and sides of the table, real cards, lists
    no longer than the deck, scores a match can reach). Whether the cards add up and the
    phase holds is the rules' check (``CanastaRules.state_from_dict``)."""
    with reading("Canasta"):
        data = dict(mapping(data, "the state"))
        # Fields with a default came later: a save made before them has none.
        needed = {spec.name for spec in fields(CanastaState) if spec.default is MISSING}
        missing = sorted(needed - set(data))
        if missing:
            raise ValueError(f"a Canasta state needs the field(s): {', '.join(missing)}")
        n = whole_number(data["num_players"], min(HAND_SIZE), max(HAND_SIZE), "the player count")
        sides = num_sides(n)
        return CanastaState(
            num_players=n,
            phase=Phase(text(data["phase"], "the phase", [p.value for p in Phase])),
            turn=seat_index(data["turn"], n, "the turn"),
            dealer=seat_index(data["dealer"], n, "the dealer"),
            hand_number=whole_number(data["hand_number"], 1, MAX_HANDS, "the hand number"),
            hands=each(data["hands"], "the hands", n, _hand, min_length=n),
            stock=_cards(data["stock"], "the stock"),
            pile=_cards(data["pile"], "the pile"),
            pile_frozen=flag(data["pile_frozen"], "the pile's freeze"),
            melds=each(data["melds"], "the melds", sides, _side_melds, min_length=sides),
            red_threes=each(data["red_threes"], "the red threes", sides, _red_threes, min_length=sides),
            had_turn=flags(data["had_turn"], n, "the first turns"),
            has_melded=flags(data["has_melded"], n, "the seats that melded"),
            drew=text(data["drew"], "the draw", DREW),
            turn_melds=_ranks(data["turn_melds"]),
            acted=flag(data["acted"], "whether the player melded"),
            asked=flag(data["asked"], "whether the player asked"),
            answer=text(data["answer"], "the answer", ANSWERS),
            penalties=numbers(data["penalties"], sides, 0, MAX_TURNS, "the penalties"),
            scores=numbers(data["scores"], sides, -MAX_SCORE, MAX_SCORE, "the scores"),
            rng=state_from_json(numbers(data["rng"], 4, 0, 0xFFFFFFFF, "the generator")),
            last_hand=None if data["last_hand"] is None else _hand_result(data["last_hand"], n),
            staged=each(data.get("staged", []), "the melds set aside", len(MELD_RANKS), _spec),
            taking=None if data.get("taking") is None else _spec(data["taking"]),
        )


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


def _score_line(value: Any, sides: int) -> ScoreLine:
    data = mapping(value, "a score line")
    return ScoreLine(
        text(data["item"], "a score line's item", max_length=40),
        whole_number(data["side"], 0, sides - 1, "a score line's side"),
        whole_number(data["count"], 0, MAX_TURNS, "a score line's count"),
        whole_number(data["points"], -MAX_HAND_POINTS, MAX_HAND_POINTS, "a score line's points"),
    )


def _hand_result(value: Any, n: int) -> HandResult:
    data = mapping(value, "the last hand")
    sides = num_sides(n)
    return HandResult(
        number=whole_number(data["number"], 1, MAX_HANDS, "the last hand's number"),
        dealer=seat_index(data["dealer"], n, "the last hand's dealer"),
        end=HandEnd(text(data["end"], "how the last hand ended", [e.value for e in HandEnd])),
        went_out=seat_index(data["went_out"], n, "the seat that went out", none=-1),
        concealed=flag(data["concealed"], "whether the last hand went out concealed"),
        hands=each(data["hands"], "the last hand's hands", n, _hand, min_length=n),
        melds=each(data["melds"], "the last hand's melds", sides, _side_melds, min_length=sides),
        red_threes=each(data["red_threes"], "the last hand's red threes", sides, _red_threes, min_length=sides),
        points=numbers(data["points"], sides, -MAX_HAND_POINTS, MAX_HAND_POINTS, "the last hand's points"),
        totals=numbers(data["totals"], sides, -MAX_SCORE, MAX_SCORE, "the last hand's totals"),
        lines=each(data["lines"], "the last hand's score lines", 8 * sides, lambda line: _score_line(line, sides)),
    )


__all__ = [
    "Phase",
    "HandEnd",
    "ScoreLine",
    "HandResult",
    "CanastaState",
    "side_of",
    "num_sides",
    "partner_of",
    "state_to_dict",
    "state_from_dict",
    "result_to_dict",
    "result_from_dict",
    "meld_to_dict",
]
