"""What one seat may know of a Gin Rummy state (spec §10), and states sampled from it.

A view holds the seat's own hand (with ``drawn``, the card it just drew, while
it holds 11 cards), the public piles, the sizes of hidden zones,
the cards each player visibly took from the discard pile and still holds, the
knocker's declaration, layoffs, the last hand's public record, and the seat's legal
actions, as texts (``legal``) and taken apart (``moves``, for the table). It never holds
the stock order, the other hand (until the showdown shows it), the knocker's
face-down discard (the knocker sees it; the other seat once the hand is over) or
the generator. ``sample_state`` deals the unseen cards at random, so
``view(sample_state(v), seat) == v`` for every view ``v``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from ...core import JsonDict, MoveView, typed_view
from ...rng import Rng
from .actions import ActionKind, Discard, GinAction, LayOff, Meld
from .cards import (
    FULL_DECK,
    NO_CARD,
    card_from_str,
    card_to_str,
    cards_of,
    mask_from_strs,
    mask_of,
    mask_to_strs,
    mask_value,
    optional_card_from_str,
    optional_card_to_str,
    union,
)
from .melds import arrangement, best_defence, best_melds, min_deadwood, undeclared
from .records import GinHandRecord, GinScoreLine
from .state import HAND_RESULT, GinState, Phase, hand_record

_SHOWDOWN = (Phase.LAYOFF, Phase.DEFENDER_MELDS)
"""Phases in which the knocker's whole hand lies open on the table."""
_HOLDING_11 = (Phase.DISCARD, Phase.KNOCK_DISCARD)
"""Phases in which the seat to move holds the card it just drew."""


class GinArrangement(TypedDict):
    """The viewer's own hand split into its best melds and the deadwood left."""

    melds: list[list[str]]
    deadwood: list[str]


class GinLayoffAdvice(TypedDict):
    """The defender's layoff analysis (``layoff_advice``)."""

    best: int
    plan: list[str]
    done: int
    knocker: int
    worse: dict[str, list[Any]]  # card -> [deadwood it leads to, the own meld it breaks or None]


class GinMove(MoveView):
    """One legal action of the viewer, taken apart (``moves`` lists them in ``legal``'s order),
    so that a table finds its controls without reading the action text.

    ``kind``: an ``ActionKind`` value; ``cards``: the viewer's cards it puts down, in card
    order: the discard (face down after a knock), the card laid off, the meld's cards, a
    knock's best face-down discard; [] for the rest.
    """

    pile: str  # the pile it takes a card from: "upcard" or "stock"; "" for none
    target: int  # the seat whose melds it goes on (a layoff, done laying off: the knocker's); -1 for none


_PILES = {
    ActionKind.TAKE_UPCARD: "upcard",
    ActionKind.TAKE_UPCARD_AND_KNOCK: "upcard",
    ActionKind.DRAW_STOCK: "stock",
}


def move_view(
    action: GinAction, knocker: int, *, knock_discard: str | None = None, laying_off: bool = False
) -> GinMove:
    """``action`` taken apart (``knocker``: the state's knocker, -1 for none). A knock carries
    ``knock_discard``, the face-down discard it leads to that leaves the least deadwood (the
    table proposes it, the hint names it); done while ``laying_off`` targets the knocker, as
    the layoffs do (the hint says there is nothing more to lay off)."""
    kind = action.kind
    if isinstance(action, (Discard, LayOff)):
        cards = [card_to_str(action.card)]
    elif isinstance(action, Meld):
        cards = mask_to_strs(action.cards)
    elif kind is ActionKind.KNOCK and knock_discard is not None:
        cards = [knock_discard]
    else:
        cards = []
    on_knocker = kind is ActionKind.LAYOFF or (kind is ActionKind.DONE and laying_off)
    return {
        "action": str(action),
        "kind": kind.value,
        "cards": cards,
        "pile": _PILES.get(kind, ""),
        "target": knocker if on_knocker else -1,
    }


def best_knock_discard(hand: int, legal: list[GinAction]) -> str | None:
    """Of the legal discards, the first that leaves the least deadwood (``None``: no discard is legal)."""
    discards = [action.card for action in legal if isinstance(action, Discard)]
    if not discards:
        return None
    return card_to_str(min(discards, key=lambda card: min_deadwood(hand & ~(1 << card))))


class GinRummyView(TypedDict):
    """Every Gin Rummy view (``GinRummyRules.view``); the tables and bots read it typed."""

    game: str
    seat: int | None
    num_players: int
    phase: str
    to_act: list[int]
    points: list[int]  # the points won so far; ``scores`` adds the bonuses once the match is over
    hands_won: list[int]
    hand_number: int
    dealer: int
    knock_limit: int
    openspiel_quirks: bool
    hand: list[str]
    deadwood: int | None  # None for a spectator
    arrangement: GinArrangement
    hand_sizes: list[int]
    stock_size: int
    discard_pile: list[str]
    upcard: str | None
    taken: str | None
    drawn: str | None
    picked: list[list[str]]
    upcard_draws: int
    prev_upcard: str | None
    thrown_back: bool
    knocker: int | None
    big_gin: bool
    knock_discard: str | None
    melds: list[list[str]]
    knocker_hand: list[str] | None
    layoffs: list[str]
    defender_melds: list[list[str]]
    cut: list[str]
    last_hand: GinHandRecord | None
    game_over_hands: list[list[str]] | None
    scores: list[int]
    final: list[GinScoreLine]
    legal: list[str]
    moves: list[GinMove]  # ``legal`` taken apart, in the same order
    layoff_advice: GinLayoffAdvice | None


def gin_rummy_view(data: JsonDict) -> GinRummyView:
    """``data``, a view from ``GinRummyRules.view``, typed (``core.typed_view``)."""
    return typed_view(GinRummyView, data)


def view_of(
    state: GinState,
    seat: int | None,
    options: Mapping[str, Any],
    *,
    scores: list[int],
    final: list[GinScoreLine],
    legal: list[GinAction],
    advice: GinLayoffAdvice | None,
) -> GinRummyView:
    """The seat's view (``None``: a spectator), with the rules-level fields that
    ``GinRummyRules.view`` works out (``scores``, ``final``, the ``legal`` actions, ``layoff_advice``)."""
    over = state.phase is Phase.GAME_OVER
    knocker = state.knocker
    knocker_open = knocker >= 0 and state.phase in _SHOWDOWN
    hand = state.hands[seat] if seat is not None else 0
    own_melds, own_deadwood = arrangement(hand)
    # Face down until the hand is over; the knocker knows it.
    sees_knock_discard = over or (seat is not None and seat == knocker)
    drawn = NO_CARD
    if seat is not None and seat == state.to_move and state.phase in _HOLDING_11:
        drawn = state.drawn if state.drawn != NO_CARD else state.taken
    knock_discard = best_knock_discard(hand, legal) if any(a.kind is ActionKind.KNOCK for a in legal) else None
    return {
        "game": "gin_rummy",
        "seat": seat,
        "num_players": state.num_players,
        "phase": state.phase.value,
        "to_act": [] if over else [state.to_move],
        "points": list(state.scores),
        "hands_won": list(state.hands_won),
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "knock_limit": state.knock_limit,
        # Public: the option decides how layoffs chain and what ``done`` does (§12).
        "openspiel_quirks": bool(options["openspiel_quirks"]),
        "hand": mask_to_strs(hand),
        "deadwood": None if seat is None else min_deadwood(hand),
        "arrangement": {
            "melds": [mask_to_strs(meld) for meld in own_melds],
            "deadwood": mask_to_strs(own_deadwood),
        },
        "hand_sizes": [state.hands[0].bit_count(), state.hands[1].bit_count()],
        "stock_size": len(state.stock),
        "discard_pile": [card_to_str(card) for card in state.discard],
        "upcard": optional_card_to_str(state.discard[-1]) if state.discard else None,
        "taken": optional_card_to_str(state.taken),
        "drawn": optional_card_to_str(drawn),
        "picked": [mask_to_strs(mask) for mask in state.picked],
        "upcard_draws": state.upcard_draws,
        "prev_upcard": optional_card_to_str(state.prev_upcard),
        "thrown_back": state.thrown_back,
        "knocker": None if knocker < 0 else knocker,
        "big_gin": state.big_gin,
        "knock_discard": optional_card_to_str(state.knock_discard) if sees_knock_discard else None,
        "melds": [mask_to_strs(meld) for meld in state.melds],
        "knocker_hand": mask_to_strs(state.hands[knocker]) if knocker_open else None,
        "layoffs": [card_to_str(card) for card in state.layoffs],
        "defender_melds": [mask_to_strs(meld) for meld in state.defender_melds],
        "cut": [card_to_str(card) for card in state.cut],
        "last_hand": None if state.last_hand is None else hand_record(state.last_hand),
        "game_over_hands": _final_hands(state) if over else None,
        "scores": scores,
        "final": final,
        "legal": [str(action) for action in legal],
        "moves": [
            move_view(action, knocker, knock_discard=knock_discard, laying_off=state.phase is Phase.LAYOFF)
            for action in legal
        ],
        "layoff_advice": advice,
    }


def _final_hands(state: GinState) -> list[list[str]] | None:
    """At the end of the match, both hands if the last hand was shown down."""
    result = state.last_hand
    if result is None or not (result.hands[0] or result.hands[1]):
        return None
    return [mask_to_strs(hand) for hand in state.hands]


def sample_state(view: JsonDict, rng: Rng) -> GinState:
    """A full state that ``view``'s seat cannot tell from the real one."""
    seat = int(view["seat"])
    other = 1 - seat
    own = mask_from_strs(view["hand"])
    discard = tuple(card_from_str(card) for card in view["discard_pile"])
    layoffs = tuple(card_from_str(card) for card in view["layoffs"])
    melds = tuple(mask_from_strs(meld) for meld in view["melds"])
    defender_melds = tuple(mask_from_strs(meld) for meld in view["defender_melds"])
    picked = (mask_from_strs(view["picked"][0]), mask_from_strs(view["picked"][1]))
    knocker = -1 if view["knocker"] is None else int(view["knocker"])

    other_known = picked[other]
    if knocker == other:
        other_known |= union(melds)
    elif knocker == seat:
        other_known |= union(defender_melds)
    if view["knocker_hand"] is not None and knocker == other:
        other_known |= mask_from_strs(view["knocker_hand"])
    if view["game_over_hands"] is not None:
        other_known |= mask_from_strs(view["game_over_hands"][other])

    knock_discard = optional_card_from_str(view["knock_discard"])
    hidden_knock_discard = knocker == other and view["knock_discard"] is None and _knocker_discarded(view)
    unseen = FULL_DECK & ~own & ~other_known & ~mask_of(discard) & ~mask_of(layoffs)
    if knock_discard != NO_CARD:
        unseen &= ~(1 << knock_discard)
    pool = cards_of(unseen)
    rng.shuffle(pool)
    missing = int(view["hand_sizes"][other]) - other_known.bit_count()
    other_hand = other_known | mask_of(pool[:missing])
    pool = pool[missing:]
    if hidden_knock_discard:
        knock_discard, pool = pool[0], pool[1:]
    if len(pool) != int(view["stock_size"]):
        raise ValueError("the view's card counts do not add up to a deck")

    hands = (own, other_hand) if seat == 0 else (other_hand, own)
    last_hand = None if view["last_hand"] is None else HAND_RESULT.read(view["last_hand"])
    sampled_rng = rng.spawn()
    return GinState(
        num_players=2,
        phase=Phase(view["phase"]),
        to_move=view["to_act"][0] if view["to_act"] else -1,
        dealer=int(view["dealer"]),
        hand_number=int(view["hand_number"]),
        hands=hands,
        stock=tuple(pool),
        discard=discard,
        knock_limit=int(view["knock_limit"]),
        taken=optional_card_from_str(view["taken"]),
        picked=picked,
        upcard_draws=int(view["upcard_draws"]),
        prev_upcard=optional_card_from_str(view["prev_upcard"]),
        thrown_back=bool(view["thrown_back"]),
        knocker=knocker,
        big_gin=bool(view["big_gin"]),
        knock_discard=knock_discard,
        melds=melds,
        layoffs=layoffs,
        defender_melds=defender_melds,
        scores=(int(view["points"][0]), int(view["points"][1])),
        hands_won=(int(view["hands_won"][0]), int(view["hands_won"][1])),
        rng=sampled_rng.state,
        cut=tuple(card_from_str(card) for card in view["cut"]),
        last_hand=last_hand,
        drawn=_stock_card_drawn(view),
    )


def _stock_card_drawn(view: JsonDict) -> int:
    """The view's ``drawn`` card when it came from the stock (not the upcard ``taken``)."""
    if view["drawn"] is None or view["drawn"] == view["taken"]:
        return NO_CARD
    return card_from_str(view["drawn"])


def _knocker_discarded(view: JsonDict) -> bool:
    """Whether the knocker's face-down discard exists yet (after the knock-discard step).

    Big gin keeps all 11 cards and has none.
    """
    return not view["big_gin"] and view["phase"] in ("declare", "layoff", "defender_melds")


def layoff_advice(state: GinState, layoffs: list[int], openspiel_quirks: bool) -> GinLayoffAdvice:
    """For the defender, once per view: the best layoff plan, what Done scores, and why a
    layoff is worse (the table shows it; running the analysis per render was too slow).

    ``layoffs`` are the legal layoff cards. ``plan``: the cards to lay off, in order, to
    reach ``best`` (the least deadwood); ``done``: the defender's deadwood if Done is
    pressed now (without OpenSpiel's quirks the engine finishes the best defence itself,
    so it is ``best``; with them the cards not laid off stay, arranged into the defender's
    own melds); ``knocker``: the knocker's deadwood; ``worse``: for each layoff that would
    leave more than ``best``, [deadwood it leads to, the defender's own meld it breaks or None].
    """
    hand = state.hands[state.to_move]
    melds, laid = state.melds, mask_of(state.layoffs)
    best, plan = best_defence(hand, melds, laid, openspiel_quirks)
    own = best_melds(hand)[1]
    worse: dict[str, list[Any]] = {}
    for card in layoffs:
        bit = 1 << card
        after = best_defence(hand & ~bit, melds, laid | bit, openspiel_quirks)[0]
        if after > best:
            broken = next((mask_to_strs(m) for m in own if m & bit), None)
            worse[card_to_str(card)] = [after, broken]
    return {
        "best": best,
        "plan": [card_to_str(c) for c in plan],
        "done": min_deadwood(hand) if openspiel_quirks else best,
        "knocker": mask_value(undeclared(state.hands[state.knocker], melds)),
        "worse": worse,
    }
