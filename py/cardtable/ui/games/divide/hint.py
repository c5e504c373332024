"""Why the hint suggests a move, in one short sentence (issue 30, Divide round 7, 8: a hint
with no reason taught nothing). The reason is worked out as the bots value parts
(``bots.divide.evaluate``): what a part adds to each seat's expected standing."""

from __future__ import annotations

from ....app.i18n import Translator, and_list
from ....bots.divide.evaluate import Position, give, position, relative
from ....engine.games.divide.actions import LABELS, ActionKind
from ....engine.games.divide.views import DivideMove, DivideView
from .names import part_name


def _gain(pos: Position, base: list[float], seat: int, cards: list[str]) -> float:
    """What ``cards`` add to ``seat``'s standing against the others."""
    after = pos.copy()
    give(after, seat, cards)
    return relative(after)[seat] - base[seat]


def hint_reason(view: DivideView, move: DivideMove, names: list[str], t: Translator) -> str:
    """One short reason for ``move`` (a vote, a discard or a joker); "" for a split."""
    me = view.get("seat")
    if me is None:
        return ""
    if move["kind"] == ActionKind.ATTACH:
        return t("divide.why.attach", value=move["value"])
    if move["kind"] not in (ActionKind.VOTE, ActionKind.DISCARD):
        return ""
    node = view["node"]
    parts = {LABELS[i]: cards for i, cards in enumerate(node["parts"]) if LABELS[i] != node["discarded"]}
    pos = position(view)
    base = relative(pos)
    worth = {
        seat: {label: _gain(pos, base, seat, cards) for label, cards in parts.items()} for seat in node["claimants"]
    }
    if me not in worth or not parts:
        return ""
    favourite = {seat: max(worth[seat], key=worth[seat].__getitem__) for seat in worth}
    label = move["label"]
    if move["kind"] == ActionKind.DISCARD:
        rivals = [seat for seat in worth if seat != me and favourite[seat] == label]
        if rivals:
            return t("divide.why.deny", part=part_name(label, t), names=and_list([names[s] for s in rivals], t))
        return t("divide.why.least", part=part_name(label, t))
    best = favourite[me]
    others = [seat for seat in worth if seat != me]
    if label == best:
        rivals = [seat for seat in others if favourite[seat] == label]
        if not rivals:
            return t("divide.why.best_free", part=part_name(label, t))
        return t("divide.why.best_shared", part=part_name(label, t), names=and_list([names[s] for s in rivals], t))
    rivals = [seat for seat in others if favourite[seat] == best]
    if rivals:
        return t(
            "divide.why.avoid",
            part=part_name(label, t),
            best=part_name(best, t),
            names=and_list([names[s] for s in rivals], t),
        )
    return t("divide.why.safe", part=part_name(label, t))
