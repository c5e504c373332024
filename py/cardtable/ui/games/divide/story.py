"""Let's Divide's table events as sentences: the round's own steps say themselves
with the table's ``divide.ev.*`` texts; a secret vote and the match's end add theirs."""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator
from ....engine.core import HAND_END
from ....engine.games.divide.rules import JOKER, LABELS
from .table import event_line, part_name, path_name


def describe_event(event: dict[str, Any], names: list[str], t: Translator) -> str:
    kind, params = event["kind"], event["params"]
    if kind == "vote":
        return t("divide.event.vote", name=names[event["seat"]])
    if kind == HAND_END:
        return t("divide.event.hand_end")
    step = {
        "kind": kind,
        "seat": params["leader"] if kind == "row" else (event["seat"] if event["seat"] is not None else -1),
        "path": params.get("path", ""),
        "label": params.get("label", ""),
        "votes": params.get("votes", []),
        "value": params.get("value", 0),
    }
    cards = params.get("cards", [])
    if kind == "award" and cards:  # a sentence: who takes which cards, from which part (issue 30)
        return t(
            "divide.event.award",
            name=names[event["seat"]],
            cards=_cards_text(cards, t),
            part=path_name(step["path"], t),
        )
    line = event_line(step, names, t)
    if cards and kind != "votes":
        line += " " + t("divide.event.cards", cards=_cards_text(cards, t))
    if kind in ("split", "halves"):  # the table draws the parts; a sentence names them
        line += " " + "; ".join(
            f"{part_name(LABELS[i], t)} {_cards_text(part, t)}" for i, part in enumerate(params["parts"])
        )
    return line


def _cards_text(cards: list[str], t: Translator) -> str:
    """The cards as a list a reader can say: "4, 7, joker"."""
    return ", ".join(t("divide.joker") if card == JOKER else card for card in cards)
