"""The Gin Rummy match state: frozen plain data, and its JSON form (spec §5, §6).

Card sets are bitmasks (see ``cards``); single cards are ids with ``NO_CARD`` for
none. The hidden zones are ``hands``, ``stock``, ``knock_discard`` (face down
until the hand ends), ``drawn`` (the stock card just drawn; its drawer sees it)
and ``rng`` (the generator for later deals).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any

from ...core import JsonDict
from ...rng import RngState, state_from_json
from ...untrusted import each, flag, items, mapping, numbers, reading, seat_index, text, whole_number
from .cards import (
    NO_CARD,
    NUM_CARDS,
    card_from_str,
    card_to_str,
    mask_from_strs,
    mask_to_strs,
    optional_card_from_str,
    optional_card_to_str,
)
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

    def to_dict(self) -> GinScoreLine:
        return {"item": self.item, "seat": self.seat, "points": self.points}


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


def _strs(mask: int) -> list[str]:
    return mask_to_strs(mask)


def result_to_dict(result: HandResult) -> GinHandRecord:
    return {
        "number": result.number,
        "dealer": result.dealer,
        "end": result.end.value,
        "winner": result.winner,
        "points": result.points,
        "knocker": result.knocker,
        "knocker_deadwood": result.knocker_deadwood,
        "defender_deadwood": result.defender_deadwood,
        "melds": [_strs(meld) for meld in result.melds],
        "layoffs": [card_to_str(card) for card in result.layoffs],
        "defender_melds": [_strs(meld) for meld in result.defender_melds],
        "hands": [_strs(hand) for hand in result.hands],
        "knock_discard": optional_card_to_str(result.knock_discard),
        "lines": [line.to_dict() for line in result.lines],
    }


def result_from_dict(data: JsonDict) -> HandResult:
    return HandResult(
        number=int(data["number"]),
        dealer=int(data["dealer"]),
        end=HandEnd(data["end"]),
        winner=int(data["winner"]),
        points=int(data["points"]),
        knocker=int(data["knocker"]),
        knocker_deadwood=int(data["knocker_deadwood"]),
        defender_deadwood=int(data["defender_deadwood"]),
        melds=tuple(mask_from_strs(meld) for meld in data["melds"]),
        layoffs=tuple(card_from_str(card) for card in data["layoffs"]),
        defender_melds=tuple(mask_from_strs(meld) for meld in data["defender_melds"]),
        hands=_pair(mask_from_strs(hand) for hand in data["hands"]) if data["hands"] else (0, 0),
        knock_discard=optional_card_from_str(data["knock_discard"]),
        lines=tuple(ScoreLine(str(line["item"]), int(line["seat"]), int(line["points"])) for line in data["lines"]),
    )


def _pair(values: Any) -> tuple[int, int]:
    first, second = values
    return int(first), int(second)


def state_to_dict(state: GinState) -> JsonDict:
    data: JsonDict = {
        "num_players": state.num_players,
        "phase": state.phase.value,
        "to_move": state.to_move,
        "dealer": state.dealer,
        "hand_number": state.hand_number,
        "hands": [_strs(hand) for hand in state.hands],
        "stock": [card_to_str(card) for card in state.stock],
        "discard": [card_to_str(card) for card in state.discard],
        "knock_limit": state.knock_limit,
        "taken": optional_card_to_str(state.taken),
        "picked": [_strs(mask) for mask in state.picked],
        "upcard_draws": state.upcard_draws,
        "prev_upcard": optional_card_to_str(state.prev_upcard),
        "thrown_back": state.thrown_back,
        "knocker": state.knocker,
        "big_gin": state.big_gin,
        "knock_discard": optional_card_to_str(state.knock_discard),
        "melds": [_strs(meld) for meld in state.melds],
        "layoffs": [card_to_str(card) for card in state.layoffs],
        "defender_melds": [_strs(meld) for meld in state.defender_melds],
        "scores": list(state.scores),
        "hands_won": list(state.hands_won),
        "rng": list(state.rng),
        "cut": [card_to_str(card) for card in state.cut],
        "last_hand": None if state.last_hand is None else result_to_dict(state.last_hand),
    }
    if state.drawn != NO_CARD:
        data["drawn"] = card_to_str(state.drawn)
    return data


_OPTIONAL_FIELDS = {"drawn"}
"""Fields added after saves existed: a save without them gets their defaults."""

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


def state_from_dict(data: JsonDict) -> GinState:
    """Rebuild a state from untrusted JSON; ``ValueError`` naming the field that is missing,
    of the wrong type or out of its range (seats, real cards, lists no longer than the deck,
    scores a match can reach). Whether the cards add up and the phase holds is the rules'
    check (``GinRummyRules.state_from_dict``)."""
    with reading("Gin Rummy"):
        data = dict(mapping(data, "the state"))
        expected = {spec.name for spec in fields(GinState)} - _OPTIONAL_FIELDS
        missing = sorted(expected - set(data))
        if missing:
            raise ValueError(f"a Gin Rummy state needs the field(s): {', '.join(missing)}")
        return GinState(
            num_players=whole_number(data["num_players"], 2, 2, "the player count"),
            phase=Phase(text(data["phase"], "the phase", [p.value for p in Phase])),
            to_move=seat_index(data["to_move"], 2, "the seat to move", none=-1),
            dealer=seat_index(data["dealer"], 2, "the dealer"),
            hand_number=whole_number(data["hand_number"], 1, MAX_HANDS, "the hand number"),
            hands=_mask_pair(data["hands"], "the hands"),
            stock=_cards(data["stock"], "the stock"),
            discard=_cards(data["discard"], "the discard pile"),
            knock_limit=whole_number(data["knock_limit"], 0, 10, "the knock limit"),
            taken=_optional_card(data["taken"], "the card taken"),
            picked=_mask_pair(data["picked"], "the cards picked up"),
            upcard_draws=whole_number(data["upcard_draws"], 0, MAX_UPCARD_DRAWS - 1, "the upcard draws"),
            prev_upcard=_optional_card(data["prev_upcard"], "the last upcard"),
            thrown_back=flag(data["thrown_back"], "the throw-back"),
            knocker=seat_index(data["knocker"], 2, "the knocker", none=-1),
            big_gin=flag(data["big_gin"], "big gin"),
            knock_discard=_optional_card(data["knock_discard"], "the knock discard"),
            melds=_melds(data["melds"], "the knocker's melds"),
            layoffs=_cards(data["layoffs"], "the layoffs"),
            defender_melds=_melds(data["defender_melds"], "the defender's melds"),
            scores=_number_pair(data["scores"], MAX_SCORE, "the scores"),
            hands_won=_number_pair(data["hands_won"], MAX_HANDS, "the hands won"),
            rng=state_from_json(numbers(data["rng"], 4, 0, 0xFFFFFFFF, "the generator")),
            cut=_cut(data["cut"]),
            last_hand=None if data["last_hand"] is None else _hand_result(data["last_hand"]),
            drawn=_optional_card(data.get("drawn"), "the card drawn"),
        )


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


def _score_line(value: Any) -> ScoreLine:
    data = mapping(value, "a score line")
    return ScoreLine(
        text(data["item"], "a score line's item", max_length=40),
        seat_index(data["seat"], 2, "a score line's seat"),
        whole_number(data["points"], 0, MAX_SCORE, "a score line's points"),
    )


def _hand_result(value: Any) -> HandResult:
    data = mapping(value, "the last hand")
    hands = items(data["hands"], "the last hand's hands", 2)
    if len(hands) == 1:
        raise ValueError("the last hand's hands are not two hands")
    return HandResult(
        number=whole_number(data["number"], 1, MAX_HANDS, "the last hand's number"),
        dealer=seat_index(data["dealer"], 2, "the last hand's dealer"),
        end=HandEnd(text(data["end"], "how the last hand ended", [e.value for e in HandEnd])),
        winner=seat_index(data["winner"], 2, "the last hand's winner", none=-1),
        points=whole_number(data["points"], 0, MAX_HAND_POINTS, "the last hand's points"),
        knocker=seat_index(data["knocker"], 2, "the last hand's knocker", none=-1),
        knocker_deadwood=whole_number(data["knocker_deadwood"], 0, MAX_DEADWOOD, "the knocker's deadwood"),
        defender_deadwood=whole_number(data["defender_deadwood"], 0, MAX_DEADWOOD, "the defender's deadwood"),
        melds=_melds(data["melds"], "the last hand's melds"),
        layoffs=_cards(data["layoffs"], "the last hand's layoffs"),
        defender_melds=_melds(data["defender_melds"], "the last hand's defender melds"),
        hands=_mask_pair(hands, "the last hand's hands") if hands else (0, 0),
        knock_discard=_optional_card(data["knock_discard"], "the last knock discard"),
        lines=each(data["lines"], "the last hand's score lines", MAX_LINES, _score_line),
    )
