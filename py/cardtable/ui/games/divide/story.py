"""Let's Divide's table events as sentences: each of the round's steps as the table's list
of steps says it (``divide.ev.*``), and as the log and the live region say it, with the
cards named (``divide.event.*``); a secret vote and the match's end add theirs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ....app.i18n import Translator
from ....engine.games.divide.actions import LABELS
from ....engine.games.divide.events import DivideEvent
from ....engine.games.divide.rules import JOKER
from .names import part_name, path_name


def step_line(event: Mapping[str, Any], names: list[str], t: Translator) -> str:
    """One of the round's steps (an event, ``Event.to_dict()``) as the list of steps says it."""
    line = _step_line(event, names, t)
    return line[:1].upper() + line[1:]


def _step_line(event: Mapping[str, Any], names: list[str], t: Translator) -> str:
    kind, params = event["kind"], event["params"]
    seat = params["leader"] if kind == DivideEvent.ROW else event["seat"]
    who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    # A re-split part that ends in a few cards is named by them (issue 30, Divide round 8, 2).
    where = path_name(params.get("path", ""), t, params.get("cards", ()))
    if kind == DivideEvent.ROW:
        return t("divide.ev.row", name=who)
    if kind in (DivideEvent.SPLIT, DivideEvent.HALVES):
        return t(f"divide.ev.{kind}", part=where)
    if kind == DivideEvent.DISCARD_PART:
        return t("divide.ev.discard_part", name=who, label=part_name(params["label"], t))
    if kind == DivideEvent.VOTES:
        # "Name (part)": "Votes on the row: Ann: white" read with two colons (issue 30, Divide round 9, 4).
        votes = ", ".join(
            t("divide.vote_of", name=names[s], text=part_name(v, t)) for s, v in enumerate(params["votes"]) if v
        )
        return t("divide.ev.votes", part=where, votes=votes)
    if kind == DivideEvent.AWARD:
        return t("divide.ev.award", name=who, part=where)
    if kind in (DivideEvent.UNCLAIMED, DivideEvent.CONTESTED):
        return t(f"divide.ev.{kind}", part=where)
    if kind == DivideEvent.ATTACH:
        key = "divide.ev.attach_auto" if params.get("label") == "auto" else "divide.ev.attach"
        return t(key, name=who, value=params["value"])
    return t("divide.ev.pending", name=who, count=params.get("value", 0))


def describe_event(event: Mapping[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params = event["kind"], event["params"]
    if kind == DivideEvent.VOTE:
        return t("divide.event.vote", name=names[event["seat"]])
    if kind == DivideEvent.HAND_END:
        if "round" in params:  # a round's end, the next row follows
            return t("divide.event.round_end", number=params["round"])
        return t("divide.event.hand_end")
    cards = params.get("cards", [])
    if kind == DivideEvent.AWARD and cards:  # a sentence: who takes which cards, from which part (issue 30)
        return t(
            "divide.event.award",
            name=names[event["seat"]],
            cards=_cards_text(cards, t),
            part=path_name(params.get("path", ""), t),
        )
    line = step_line(event, names, t)
    if cards and kind != DivideEvent.VOTES:
        line += " " + t("divide.event.cards", cards=_cards_text(cards, t))
    if kind in (DivideEvent.SPLIT, DivideEvent.HALVES):  # the table draws the parts; a sentence names them
        # The catalog joins the parts: French puts a no-break space before ";".
        named = [f"{part_name(LABELS[i], t)} {_cards_text(part, t)}" for i, part in enumerate(params["parts"])]
        listed = named[0]
        for part in named[1:]:
            listed = t("divide.event.next_part", before=listed, part=part)
        line += " " + listed
    return line


def _cards_text(cards: list[str], t: Translator) -> str:
    """The cards as a list a reader can say: "4, 7, joker"."""
    return ", ".join(t("divide.joker") if card == JOKER else card for card in cards)
