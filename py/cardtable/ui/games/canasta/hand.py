"""Canasta's hand and the moves composed from it: pure functions of a view and a selection.

The hand is shown by kind (§2): natural ranks 4 to K then A, black threes, then the wild
cards (twos, jokers) apart and any red three not laid out yet. Selected cards become the
engine's action text by kind (actions name kinds, never suits, §18): ``meld K K 2``,
``add K: K 2``, ``take K K``, ``discard 7``.

Before a side's first meld, the melds the player composes are *staged*: set aside one by
one (their count shown live against the minimum) and laid down as one batch
(``meld K K K + A A X``), or named with the pile's top card to take it
(``take 8 8 + K K K``).

>>> order_hand(["X", "Kh", "4s", "2c", "3s", "Ad"])
['4s', 'Kh', 'Ad', '3s', '2c', 'X']
>>> spec_text(["Kh", "2c", "Ks"])
'K K 2'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

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
from ....engine.games.canasta.melds import MeldLimits, spec_from_str
from ....engine.games.canasta.views import CanastaView


@dataclass(frozen=True)
class CanastaUi:
    """The table's UI state: the selected hand cards (indexes in ``remaining_hand`` order)
    and the melds staged for the side's initial meld (their action texts, ``K K 2``)."""

    selected: tuple[int, ...] = ()
    staged: tuple[str, ...] = ()


def kind(code: str) -> int:
    return kind_of(card_from_str(code, jokers=True))


def _order(code: str) -> tuple[int, str]:
    k = kind(code)
    if is_natural(k):
        place = 20 if k == ACE else k
    else:
        place = {BLACK_THREE: 30, TWO: 40, JOKER_KIND: 50, RED_THREE: 60}[k]
    return place, code


def order_hand(cards: Sequence[str]) -> list[str]:
    """The hand as shown: by rank 4..K, A, then black threes, twos, jokers, red threes."""
    return sorted(cards, key=_order)


def spec_text(cards: Sequence[str]) -> str:
    """Cards as the kinds an action names, naturals first: ``K K 2 X``."""
    kinds = sorted((kind(c) for c in cards), key=lambda k: (k in (TWO, JOKER_KIND), k == JOKER_KIND))
    return " ".join(KIND_TEXT[k] for k in kinds)


def natural_ranks(cards: Sequence[str]) -> set[int]:
    return {kind(c) for c in cards if kind(c) not in (TWO, JOKER_KIND)}


def spec_points(text: str) -> int:
    """The card values of a staged meld (for the minimum count, §6)."""
    return sum(VALUES[kind_from_letter(word)] for word in text.split())


def kind_from_letter(letter: str) -> int:
    return KIND_TEXT.index(letter)


def remaining_hand(view: CanastaView, ui: CanastaUi) -> list[str]:
    """The hand as shown, less the cards of the staged melds."""
    rest = order_hand(view.get("hand") or [])
    for text in ui.staged:
        for word in text.split():
            wanted = kind_from_letter(word)
            for i in range(len(rest) - 1, -1, -1):
                if kind(rest[i]) == wanted:
                    del rest[i]
                    break
    return rest


def selected_cards(view: CanastaView, ui: CanastaUi) -> list[str]:
    shown = remaining_hand(view, ui)
    return [shown[i] for i in ui.selected if 0 <= i < len(shown)]


def my_side(view: Mapping[str, Any]) -> int | None:
    seat = view.get("seat")
    if seat is None:
        return None
    return next(i for i, team in enumerate(view["teams"]) if seat in team)


def side_has_melded(view: CanastaView) -> bool:
    side = my_side(view)
    return side is not None and bool(view["melded"][side])


def staged_points(ui: CanastaUi) -> int:
    return sum(spec_points(text) for text in ui.staged)


def valid_meld(text: str) -> bool:
    """A staged meld the engine would accept on its own (the table's limits are the default
    ones; an option that tightens them is still checked by the engine when laid)."""
    try:
        return MeldLimits().valid(spec_from_str(text))
    except ValueError:
        return False


def batch_text(specs: Sequence[str]) -> str:
    """Melds joined as one batch (the engine sorts them itself)."""
    return " + ".join(specs)


def take_label_parts(action: str) -> tuple[str, list[str]]:
    """A take's parts: the hand cards melded with the top card, and the other melds."""
    groups = [g.strip() for g in action[len("take") :].split("+")]
    return groups[0], [g for g in groups[1:] if g]


def _take_cost(action: str) -> tuple[int, int]:
    top, others = take_label_parts(action)
    words = [*top.split(), *(w for other in others for w in other.split())]
    return len(words), sum(1 for w in words if w in ("2", "X"))


def suggested_take(view: CanastaView, ui: CanastaUi) -> str | None:
    """The take the pile button plays: with cards selected, those (plus the staged melds);
    else the legal take that uses the fewest hand cards, wild cards last; ``None`` when the
    pile cannot be taken at all (the button then asks the engine why)."""
    chosen = selected_cards(view, ui)
    if chosen or ui.staged:
        top = spec_text(chosen)
        return " + ".join(part for part in (f"take {top}".strip(), *ui.staged) if part)
    takes = [a for a in view.get("legal", []) if a == "take" or a.startswith("take ")]
    if not takes:
        return None
    best: str = min(takes, key=_take_cost)
    return best


def refused_take(view: CanastaView) -> str:
    """The take a tap on an untakeable pile submits, so the engine says why: two naturals
    of the top card's rank (or a plain ``take`` when there is no natural top card)."""
    top = view.get("top")
    if top is None or not is_natural(kind(top)):
        return "take"
    letter = KIND_TEXT[kind(top)]
    return f"take {letter} {letter}"


def pick_cards(shown: Sequence[str], spec: str, taken: Sequence[int] = ()) -> tuple[int, ...]:
    """Indexes in ``shown`` of cards of the kinds ``spec`` names (``K K 2``), none twice."""
    chosen = list(taken)
    for word in spec.split():
        wanted = kind_from_letter(word)
        index = next((i for i, code in enumerate(shown) if i not in chosen and kind(code) == wanted), None)
        if index is not None:
            chosen.append(index)
    return tuple(chosen[len(taken) :])


def ui_for_action(view: CanastaView, action: str) -> CanastaUi:
    """An action composed on the table, as the player would: the cards selected, the first
    meld's melds staged (a hint shows its move so)."""
    verb, _, rest = action.partition(" ")
    if verb == "discard":
        return CanastaUi(pick_cards(remaining_hand(view, CanastaUi()), rest))
    if verb == "add":
        return CanastaUi(pick_cards(remaining_hand(view, CanastaUi()), rest.partition(":")[2]))
    if verb == "meld":
        specs = tuple(part.strip() for part in rest.split("+"))
        if side_has_melded(view):
            return CanastaUi(pick_cards(remaining_hand(view, CanastaUi()), specs[0]))
        return CanastaUi((), specs)
    if verb == "take" and rest:
        top, others = take_label_parts(action)
        staged = CanastaUi((), tuple(others))
        return CanastaUi(pick_cards(remaining_hand(view, staged), top), staged.staged)
    return CanastaUi()
