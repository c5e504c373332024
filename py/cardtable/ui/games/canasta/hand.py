"""Canasta's hand and the moves a selection makes: pure functions of a view and a selection.

The hand is shown by kind (§2): natural ranks 4 to K then A, black threes, then the wild
cards (twos, jokers) apart and any red three not laid out yet. The cards of an initial meld
under way (set aside, ``first_meld`` in the view) are shown apart, not in the hand.

A selection becomes a move by looking it up in the view's ``moves``, the legal moves taken
apart by the engine: the meld, addition or take whose cards are of the selected kinds (moves
name kinds, never suits, §18), or the discard of the selected card's kind. The table submits
that move's ``action`` and never reads or builds an action text. A selection that makes no
legal move is handed to the engine as the move it would be (``probe_*``, built with the
engine's own actions), so the engine's refusal says why.

Moves name kinds, and of a kind the engine puts down its highest cards (``take_kind``): hearts,
diamonds, clubs, spades. The hand shows each kind in that order and a selection is always the
first cards of each kind (``toggle``), so the cards seen selected are the ones that leave the
hand (issue 30, Canasta round 5, 1: 2♦ selected, 2♥ melded).

>>> order_hand(["X", "Kh", "4s", "2c", "3s", "Ad", "Ks"])
['4s', 'Kh', 'Ks', 'Ad', '3s', '2c', 'X']
>>> kinds_of(["Kh", "2c", "Ks"])
'K K 2'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ....engine.games.canasta.actions import Add, Discard, MoveKind, make_meld, make_take
from ....engine.games.canasta.cards import (
    ACE,
    BLACK_THREE,
    JOKER_KIND,
    KIND_TEXT,
    RED_THREE,
    TWO,
    VALUES,
    card_from_str,
    is_natural,
    kind_of,
)
from ....engine.games.canasta.event_kinds import CanastaEvent
from ....engine.games.canasta.melds import MeldSpec
from ....engine.games.canasta.views import CanastaMove, CanastaView


@dataclass(frozen=True)
class CanastaUi:
    """The table's UI state: the selected hand cards, as indexes in ``remaining_hand`` order, and
    the rank letter of the side's meld a hint says to tap (an addition), marked on the table."""

    selected: tuple[int, ...] = ()
    meld: str = ""


def kind(code: str) -> int:
    return kind_of(card_from_str(code, jokers=True))


def _order(code: str) -> tuple[int, int]:
    k = kind(code)
    if is_natural(k):
        place = 20 if k == ACE else k
    else:
        place = {BLACK_THREE: 30, TWO: 40, JOKER_KIND: 50, RED_THREE: 60}[k]
    return place, -card_from_str(code, jokers=True)  # of a kind, the card the engine moves first


def order_hand(cards: Sequence[str]) -> list[str]:
    """The hand as shown: by rank 4..K, A, then black threes, twos, jokers, red threes; each
    kind in the order the engine puts its cards down."""
    return sorted(cards, key=_order)


def _wild_last(code: str) -> tuple[bool, bool, int]:
    k = kind(code)
    return k in (TWO, JOKER_KIND), k == JOKER_KIND, k


def kinds_of(cards: Iterable[str]) -> str:
    """Cards as the kinds a meld names, naturals first: ``K K 2 X`` (letters, not a move)."""
    return " ".join(KIND_TEXT[kind(code)] for code in sorted(cards, key=_wild_last))


def natural_ranks(cards: Sequence[str]) -> set[int]:
    return {kind(c) for c in cards if kind(c) not in (TWO, JOKER_KIND)}


def points_of(cards: Iterable[str]) -> int:
    """The card values (§2): what they count toward the minimum (§6)."""
    return sum(VALUES[kind(code)] for code in cards)


def set_aside_cards(view: CanastaView) -> list[str]:
    """The hand cards of the initial meld under way (its take's and its melds')."""
    first = view.get("first_meld")
    if not first:
        return []
    parts = ([first["take"]] if first["take"] else []) + first["melds"]
    return [code for part in parts for code in part["cards"]]


def remaining_hand(view: CanastaView) -> list[str]:
    """The hand as shown, less the cards set aside for the initial meld under way."""
    rest = order_hand(view.get("hand") or [])
    for code in set_aside_cards(view):
        if code in rest:
            rest.remove(code)
    return rest


def toggle(view: CanastaView, ui: CanastaUi, index: int) -> CanastaUi:
    """A tap on a card of the hand: one more (or one fewer, tapped when selected) card of its
    kind. The selected cards of a kind are always its first ones as shown, the ones the engine
    moves: a tap on the second 3 of two selects the first one."""
    shown = remaining_hand(view)
    if not 0 <= index < len(shown):
        return ui
    same = [i for i, code in enumerate(shown) if kind(code) == kind(shown[index])]
    count = sum(1 for i in ui.selected if i in same) + (-1 if index in ui.selected else 1)
    return CanastaUi((*(i for i in ui.selected if i not in same), *same[:count]))


def selected_cards(view: CanastaView, ui: CanastaUi) -> list[str]:
    shown = remaining_hand(view)
    return [shown[i] for i in ui.selected if 0 <= i < len(shown)]


def my_side(view: Mapping[str, Any]) -> int | None:
    seat = view.get("seat")
    if seat is None:
        return None
    return next(i for i, team in enumerate(view["teams"]) if seat in team)


def side_has_melded(view: CanastaView) -> bool:
    side = my_side(view)
    return side is not None and bool(view["melded"][side])


def taking_under_way(view: CanastaView) -> bool:
    first = view.get("first_meld")
    return bool(first and first["take"])


# ---------------------------------------------------------------------- the legal moves


def moves_of(view: CanastaView, kind_: MoveKind) -> list[CanastaMove]:
    return [move for move in view.get("moves") or [] if move["kind"] == kind_]


def first_move(view: CanastaView, kind_: MoveKind) -> CanastaMove | None:
    return next(iter(moves_of(view, kind_)), None)


def _same_kinds(cards: Sequence[str], chosen: Sequence[str]) -> bool:
    return Counter(kind(c) for c in cards) == Counter(kind(c) for c in chosen)


def meld_move(view: CanastaView, chosen: Sequence[str]) -> CanastaMove | None:
    """The legal new meld (or meld set aside) of the chosen cards' kinds."""
    return next((m for m in moves_of(view, MoveKind.MELD) if _same_kinds(m["cards"], chosen)), None)


def add_move(view: CanastaView, chosen: Sequence[str], rank: str) -> CanastaMove | None:
    """The legal addition of the chosen cards to the side's meld of ``rank``."""
    return next(
        (m for m in moves_of(view, MoveKind.ADD) if m["rank"] == rank and _same_kinds(m["cards"], chosen)), None
    )


def set_aside_ranks(view: CanastaView) -> list[str]:
    """The ranks of the melds set aside for the initial meld under way (the take's first)."""
    first = view.get("first_meld")
    if not first:
        return []
    return [part["rank"] for part in ([first["take"]] if first["take"] else []) + first["melds"]]


def set_aside_add(view: CanastaView, chosen: Sequence[str]) -> CanastaMove | None:
    """The legal addition of the chosen cards to a meld set aside, when they fit only one (§9.3:
    the top card's meld takes more cards, wild ones too; issue 30, Canasta round 9, 1)."""
    found = [move for rank in set_aside_ranks(view) if (move := add_move(view, chosen, rank)) is not None]
    return found[0] if len(found) == 1 else None


def take_move(view: CanastaView, chosen: Sequence[str]) -> CanastaMove | None:
    """The legal take with the chosen cards (none chosen: onto the side's meld)."""
    return next((m for m in moves_of(view, MoveKind.TAKE) if _same_kinds(m["cards"], chosen)), None)


def discard_move(view: CanastaView, code: str) -> CanastaMove | None:
    return next((m for m in moves_of(view, MoveKind.DISCARD) if kind(m["cards"][0]) == kind(code)), None)


def _take_cost(move: CanastaMove) -> tuple[int, int]:
    return len(move["cards"]), sum(1 for code in move["cards"] if kind(code) in (TWO, JOKER_KIND))


def suggested_take(view: CanastaView, ui: CanastaUi) -> CanastaMove | None:
    """The take the pile button plays: with cards selected, the legal take with those; else
    the one that uses the fewest hand cards, wild cards last; ``None`` when no legal take
    fits (the button then asks the engine why)."""
    chosen = selected_cards(view, ui)
    if chosen:
        return take_move(view, chosen)
    takes = moves_of(view, MoveKind.TAKE)
    return min(takes, key=_take_cost) if takes else None


# ---------------------------------------------------------------------- asking the engine why


def _spec(chosen: Sequence[str], rank: int) -> MeldSpec:
    counts = Counter(kind(code) for code in chosen)
    return MeldSpec(rank, counts[rank], counts[TWO], counts[JOKER_KIND])


def probe_meld(chosen: Sequence[str]) -> str:
    """The new meld the chosen cards (of one natural rank) would be, for the engine to refuse."""
    (rank,) = natural_ranks(chosen)
    return str(make_meld((_spec(chosen, rank),)))


def probe_add(chosen: Sequence[str], rank: int) -> str:
    return str(Add(_spec(chosen, rank)))


def probe_discard(code: str) -> str:
    return str(Discard(kind(code)))


def probe_take(view: CanastaView, chosen: Sequence[str]) -> str:
    """The take a tap on the pile asks for when no legal take fits: with the chosen cards, or
    two naturals of the top card's rank (a plain take when there is no natural top card)."""
    top = view.get("top")
    if top is None or not is_natural(kind(top)):
        return str(make_take(None))
    rank = kind(top)
    return str(make_take(_spec(chosen, rank) if chosen else MeldSpec(rank, 2)))


def ui_for_move(view: CanastaView, action: str) -> CanastaUi:
    """A legal move shown as the player would compose it: its cards selected (a hint)."""
    move = next((m for m in view.get("moves") or [] if m["action"] == action), None)
    if move is None or move["kind"] not in (MoveKind.MELD, MoveKind.ADD, MoveKind.TAKE, MoveKind.DISCARD):
        return CanastaUi()
    shown = remaining_hand(view)
    chosen: list[int] = []
    for code in move["cards"]:
        index = next((i for i, card in enumerate(shown) if i not in chosen and card == code), None)
        if index is not None:
            chosen.append(index)
    return CanastaUi(tuple(chosen), move["rank"] if move["kind"] == MoveKind.ADD else "")


def just_drawn(view: CanastaView, moves: Iterable[Any]) -> list[str]:
    """The cards the viewer drew from the stock this turn, to mark in the hand: their own draw
    event (the latest since the deal), while the turn it began goes on (the meld step). A take
    or a discard of theirs since then means this turn drew nothing."""
    seat = view.get("seat")
    if seat is None or seat not in view["to_act"] or view["phase"] != "meld":
        return []
    for move in reversed(list(moves)):
        for event in reversed(move.events):
            if event["seat"] != seat:
                continue
            if event["kind"] == CanastaEvent.DRAW and "cards" in event["params"]:
                return list(event["params"]["cards"])
            if event["kind"] in (CanastaEvent.TAKE_PILE, CanastaEvent.DISCARD):
                return []
    return []
