"""What one seat may know of a Canasta state (§10.2, §16 #19), and states sampled from it.

Public to everybody: both sides' melds with each canasta's state and the cards it
still needs, the laid-out red threes, the whole discard pile and whether it is
frozen (and for whom), every hand's size, the stock's size, the scores and each
side's minimum count, the turn's facts (drawn or taken, asked, the answer) and the
last hand's record. Private: the seat's own hand. Never shown: another hand (a
partner's included), the stock's order, the generator. ``sample_state`` deals the
unseen cards at random, so ``view(sample_state(v), seat) == v``.

Views share their unchanging parts (each meld's record, the last hand's record) for
speed: read a view, never change it.
"""

from __future__ import annotations

from typing import TypedDict

from ...cards import new_deck
from ...core import JsonDict, MoveView, typed_view
from ...rng import Rng
from .cards import (
    DECK_JOKERS,
    DECK_PACKS,
    card_from_str,
    card_to_str,
    cards_from_strs,
    cards_to_strs,
    is_red_three,
    kind_from_str,
)
from .melds import MeldSpec, spec_from_str
from .records import CanastaHandRecord, CanastaMeld, CanastaMeldRecord, CanastaScoreLine
from .state import HAND_RESULT, MELD, CanastaState, Phase, num_sides, side_of

__all__ = [
    "CanastaMeld",
    "CanastaMeldRecord",
    "CanastaScoreLine",
    "CanastaHandRecord",
    "CanastaPublicView",
    "CanastaSetAside",
    "CanastaFirstMeld",
    "CanastaMove",
    "CanastaView",
    "canasta_view",
    "teams",
    "public_view",
    "view_of",
    "sample_state",
]


class CanastaPublicView(TypedDict):
    """What every seat and a spectator see alike (``public_view``)."""

    game: str
    num_players: int
    phase: str
    to_act: list[int]
    scores: list[int]
    teams: list[list[int]]
    turn: int | None  # None once the match is over
    dealer: int
    hand_number: int
    side_scores: list[int]
    minimum: list[int]
    melded: list[bool]
    canastas: list[int]
    canastas_needed: int
    melds: list[list[CanastaMeld]]  # per side
    red_threes: list[list[str]]  # per side
    pile: list[str]
    top: str | None
    pile_frozen: bool
    frozen_for: list[bool]  # per side
    forced_take: bool
    hand_sizes: list[int]
    stock_size: int
    had_turn: list[bool]
    has_melded: list[bool]
    drew: str  # "", "stock" or "pile"
    turn_melds: list[int]
    acted: bool
    asked: bool
    answer: str  # "", "yes" or "no"
    penalties: list[int]
    permission_asking: bool
    permission_penalty: int  # what a side loses when a "yes" was not followed by going out (§10.2)
    last_hand: CanastaHandRecord | None


class CanastaSetAside(TypedDict):
    """A meld set aside for the side's initial meld (``first_meld``)."""

    rank: str  # its rank's letter (``K``)
    cards: list[str]  # the viewer's hand cards it holds (a take's: those melded with the top card)
    points: int  # their count (a take's: the top card's included)


class CanastaFirstMeld(TypedDict):
    """The viewer's initial meld under way: set aside, not yet on the table (the others see nothing)."""

    take: CanastaSetAside | None  # the pile's top card melded with hand cards, when a take is under way
    top: str | None  # that top card
    melds: list[CanastaSetAside]  # melds from the hand, in the order set aside
    points: int  # the batch's count so far (§6), against ``minimum``


class CanastaMove(MoveView):
    """One legal move of the viewer (``legal`` taken apart): a table looks it up by its parts
    and submits its ``action``, never reading the text. ``kind`` is a ``MoveKind`` value;
    ``cards`` are the viewer's cards it puts down, in order (a take's: those melded with the
    top card; a discard's: the card)."""

    rank: str  # the rank letter of the meld it makes or adds to, of a take's top card, of a discard; else ""
    points: int  # its cards' values (a take's: the top card's with them)
    lays: bool  # False only for a meld or take set aside for the initial meld under way (``first_meld``)
    yes: bool  # an answer's: yes or no


class CanastaView(CanastaPublicView):
    """Every Canasta view (``CanastaRules.view``): the public part, the viewer and its hand."""

    seat: int | None
    hand: list[str]
    legal: list[str]
    moves: list[CanastaMove]  # ``legal`` taken apart, in the same order
    first_meld: CanastaFirstMeld | None  # the viewer's, while one is under way


def canasta_view(data: JsonDict) -> CanastaView:
    """``data``, a view from ``CanastaRules.view``, typed (``core.typed_view``)."""
    return typed_view(CanastaView, data)


def teams(num_players: int) -> list[list[int]]:
    return [
        [seat for seat in range(num_players) if side_of(seat, num_players) == side]
        for side in range(num_sides(num_players))
    ]


def view_of(
    public: CanastaPublicView,
    state: CanastaState,
    seat: int | None,
    moves: list[CanastaMove],
    first: CanastaFirstMeld | None,
) -> CanastaView:
    """The seat's view (``None``: a spectator): the ``public`` part, the seat's hand, its legal
    ``moves`` and its initial meld under way (the rules work them out)."""
    hand = [] if seat is None else cards_to_strs(state.hands[seat])
    legal = [move["action"] for move in moves]
    return {**public, "seat": seat, "hand": hand, "legal": legal, "moves": moves, "first_meld": first}


def public_view(
    state: CanastaState,
    *,
    to_act: list[int],
    scores: list[int],
    minimum: list[int],
    frozen_for: list[bool],
    forced_take: bool,
    canastas_needed: int,
    permission_asking: bool,
    permission_penalty: int,
) -> CanastaPublicView:
    """What every seat and a spectator see alike; the facts the options decide come from the rules."""
    n = state.num_players
    sides = range(num_sides(n))
    over = state.phase is Phase.GAME_OVER
    return {
        "game": "canasta",
        "num_players": n,
        "phase": state.phase.value,
        "to_act": to_act,
        "scores": scores,
        "teams": teams(n),
        "turn": None if over else state.turn,
        "dealer": state.dealer,
        "hand_number": state.hand_number,
        "side_scores": list(state.scores),
        "minimum": minimum,
        "melded": [bool(state.melds[side]) for side in sides],
        "canastas": [sum(1 for meld in state.melds[side] if meld.is_canasta) for side in sides],
        "canastas_needed": canastas_needed,
        "melds": [[meld.public for meld in state.melds[side]] for side in sides],
        "red_threes": [cards_to_strs(state.red_threes[side]) for side in sides],
        "pile": cards_to_strs(state.pile),
        "top": card_to_str(state.pile[-1]) if state.pile else None,
        "pile_frozen": state.pile_frozen,
        "frozen_for": frozen_for,
        "forced_take": forced_take,
        "hand_sizes": [len(hand) for hand in state.hands],
        "stock_size": len(state.stock),
        "had_turn": list(state.had_turn),
        "has_melded": list(state.has_melded),
        "drew": state.drew,
        "turn_melds": list(state.turn_melds),
        "acted": state.acted,
        "asked": state.asked,
        "answer": state.answer,
        "penalties": list(state.penalties),
        "permission_asking": permission_asking,
        "permission_penalty": permission_penalty,
        "last_hand": None if state.last_hand is None else state.last_hand.public,
    }


def sample_state(view: JsonDict, rng: Rng) -> CanastaState:
    """A full state that ``view``'s seat cannot tell from the real one.

    Unseen red threes go only to players whose first turn has not begun, or to the
    stock: everybody else has laid theirs out.
    """
    seat = int(view["seat"])
    n = int(view["num_players"])
    first = view["first_meld"]
    staged = tuple(_set_aside(meld) for meld in first["melds"]) if first else ()
    taking = _set_aside(first["take"]) if first and first["take"] else None
    own = tuple(sorted(cards_from_strs(view["hand"])))
    melds = tuple(tuple(MELD.read(meld) for meld in side) for side in view["melds"])
    reds = tuple(tuple(cards_from_strs(side)) for side in view["red_threes"])
    pile = tuple(card_from_str(card, jokers=True) for card in view["pile"])
    unseen = new_deck(DECK_PACKS, DECK_JOKERS)
    seen = [*own, *pile, *(c for side in melds for m in side for c in m.cards), *(c for side in reds for c in side)]
    for card in seen:
        unseen.remove(card)
    rng.shuffle(unseen)
    plain = [card for card in unseen if not is_red_three(card)]
    red = [card for card in unseen if is_red_three(card)]
    hands: list[tuple[int, ...]] = [()] * n
    sizes = [int(size) for size in view["hand_sizes"]]
    had_turn = [bool(flag) for flag in view["had_turn"]]
    for other in range(n):  # those who laid out their red threes hold none
        if other != seat and had_turn[other]:
            hands[other] = tuple(sorted(plain[: sizes[other]]))
            plain = plain[sizes[other] :]
    rest = plain + red
    rng.shuffle(rest)
    for other in range(n):
        if other != seat and not had_turn[other]:
            hands[other] = tuple(sorted(rest[: sizes[other]]))
            rest = rest[sizes[other] :]
    hands[seat] = own
    if len(rest) != int(view["stock_size"]):
        raise ValueError("the view's card counts do not add up to the deck")
    return CanastaState(
        num_players=n,
        phase=Phase(view["phase"]),
        turn=int(view["turn"]) if view["turn"] is not None else 0,
        dealer=int(view["dealer"]),
        hand_number=int(view["hand_number"]),
        hands=tuple(hands),
        stock=tuple(rest),
        pile=pile,
        pile_frozen=bool(view["pile_frozen"]),
        melds=melds,
        red_threes=reds,
        had_turn=tuple(had_turn),
        has_melded=tuple(bool(flag) for flag in view["has_melded"]),
        drew=str(view["drew"]),
        turn_melds=tuple(int(rank) for rank in view["turn_melds"]),
        acted=bool(view["acted"]),
        asked=bool(view["asked"]),
        answer=str(view["answer"]),
        penalties=tuple(int(p) for p in view["penalties"]),
        scores=tuple(int(s) for s in view["side_scores"]),
        rng=rng.spawn().state,
        last_hand=None if view["last_hand"] is None else HAND_RESULT.read(view["last_hand"], {"num_players": n}),
        staged=staged,
        taking=taking,
    )


def _set_aside(meld: CanastaSetAside) -> MeldSpec:
    """A meld set aside, from its hand cards (a take's: without the top card)."""
    return spec_from_str(" ".join(meld["cards"]), kind_from_str(meld["rank"]))
