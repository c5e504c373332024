"""Canasta's table events (``CanastaEvent``, emitted by ``Rules.step``) as sentences for the log,
the live region and the seat that moved. Cards are short text ("8♥", "★" for a joker),
courts in the player's letters."""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator
from ....engine.core import HAND_END
from ....engine.games.canasta.cards import BLACK_THREE, KIND_TEXT, NATURAL_RANKS
from ....engine.games.canasta.event_kinds import CanastaEvent
from ...cards import short_text
from ...kit import event_parts
from .names import side_name

_PLAIN = (CanastaEvent.ASK, CanastaEvent.DECLINE, CanastaEvent.NO_RED_THREE)
BUILT_KEYS = (
    *(f"canasta.event.{kind}" for kind in _PLAIN),
    "canasta.event.red_three",
    "canasta.event.red_three_pile",
    "canasta.event.red_three_dealt",
    "canasta.event.red_three_drawn",
    "canasta.event.answer_yes",
    "canasta.event.answer_no",
    "canasta.event.go_out",
    "canasta.event.add",
    "canasta.event.go_out_concealed",
    "canasta.event.canasta_natural",
    "canasta.event.canasta_mixed",
    *(f"canasta.canasta_of.{KIND_TEXT[rank]}" for rank in (*NATURAL_RANKS, BLACK_THREE)),
    "canasta.event.set_aside",
    "canasta.event.set_aside_take",
    "canasta.event.penalty",
    "canasta.event.drawn_replace",
    "canasta.event.draw_replace",
    "canasta.event.draw_replace_one",
)
"""The keys built from an event's kind and its params (``GameTable.text_keys``)."""


def _cards(codes: list[str], t: Translator) -> str:
    return " ".join(short_text(c, t) for c in codes)


def _meld_cards(codes: list[str], t: Translator) -> str:
    """A meld's cards as it is squared up: its natural cards first, the wild cards after."""
    return _cards(sorted(codes, key=lambda code: code[0] in "2X"), t)


def _team_view(names: list[str], num_players: int, viewer: int | None) -> dict[str, Any]:
    """The little of a view ``side_name`` needs, rebuilt from the player count."""
    teams = [[0, 2], [1, 3]] if num_players == 4 else [[s] for s in range(num_players)]
    return {"teams": teams, "seat": viewer}


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params, name = event_parts(event, names)
    if kind in _PLAIN:
        return t(f"canasta.event.{kind}", name=name)
    if kind == CanastaEvent.ANSWER:
        return t("canasta.event.answer_yes" if params["yes"] else "canasta.event.answer_no", name=name)
    if kind == CanastaEvent.DRAW:
        if "cards" in params:  # the drawer's own (it stands for the public one), by name as every sentence
            key = "canasta.event.drawn_replace" if params.get("replacing") else "canasta.event.drawn"
            return t(key, name=name, cards=_cards(params["cards"], t))
        if params.get("replacing"):  # said plainly, no "(1)" (issue 30, Canasta round 8, 5)
            key = "canasta.event.draw_replace_one" if params["count"] == 1 else "canasta.event.draw_replace"
            return t(key, name=name, count=params["count"])
        if params["count"] == 1:  # "drew a card", as the drawer's own line says which
            return t("canasta.event.draw_one", name=name)
        return t("canasta.event.draw", name=name, count=params["count"])
    if kind == CanastaEvent.DISCARD:
        said = t("canasta.event.discard", name=name, card=short_text(params["card"], t))
        if params.get("penalty"):  # a "yes" not followed by going out (§10.2)
            view = _team_view(names, len(names), viewer)
            charged = next(s for s, team in enumerate(view["teams"]) if event["seat"] in team)
            said += " " + t("canasta.event.penalty", side=side_name(view, charged, names, t), penalty=params["penalty"])
        return said
    if kind == CanastaEvent.MELD:
        # Several melds at once, each apart: "5♠ 5♣ 5♥ + 9♣ 9♥ 2♥", not one row of mixed ranks
        # (issue 30, Canasta round 5, 5).
        melds = params.get("melds") or [params["cards"]]
        cards = " + ".join(_meld_cards(m, t) for m in melds)
        if params.get("to"):  # cards added to a meld, told apart from a new one (Canasta round 7, 5)
            return t("canasta.event.add", name=name, cards=cards, rank=t(f"canasta.canasta_of.{params['to']}"))
        return t("canasta.event.meld", name=name, cards=cards)
    if kind == CanastaEvent.SET_ASIDE:
        if "top" in params:
            top = short_text(params["top"], t)
            return t("canasta.event.set_aside_take", name=name, card=top, cards=_cards(params["cards"], t))
        return t("canasta.event.set_aside", name=name, cards=_cards(params["cards"], t))
    if kind == CanastaEvent.TAKE_PILE:
        top = short_text(params["top"], t)
        if params["with"]:
            took = t(
                "canasta.event.take_pile", name=name, count=params["count"], card=top, cards=_cards(params["with"], t)
            )
        else:
            took = t("canasta.event.take_pile_onto", name=name, count=params["count"], card=top)
        others = params.get("others") or []
        if not others:
            return took
        also = t("canasta.event.take_pile_also", melds=" + ".join(_meld_cards(m, t) for m in others))
        return f"{took} {also}"
    if kind == CanastaEvent.RED_THREE:
        cards = _cards(params["cards"], t)
        if event["seat"] is None:
            side = side_name(_team_view(names, len(names), viewer), params["side"], names, t)
            return t("canasta.event.red_three_side", side=side, cards=cards)
        if params["from_pile"]:
            return t("canasta.event.red_three_pile", name=name, cards=cards)
        if params.get("dealt"):
            return t("canasta.event.red_three_dealt", name=name, cards=cards)
        if params.get("drawn"):
            return t("canasta.event.red_three_drawn", name=name, cards=cards)
        return t("canasta.event.red_three", name=name, cards=cards)
    if kind == CanastaEvent.CANASTA:
        # The rank in words ("a natural canasta of queens"), never a corner's letter (issue 30, Canasta 3).
        return t(f"canasta.event.canasta_{params['state']}", name=name, rank=t(f"canasta.canasta_of.{params['rank']}"))
    if kind == CanastaEvent.GO_OUT:
        return t("canasta.event.go_out_concealed" if params["concealed"] else "canasta.event.go_out", name=name)
    if kind == HAND_END:
        view = _team_view(names, len(names), viewer)
        scores = ", ".join(
            f"{side_name(view, side, names, t)} {points:+d}" for side, points in enumerate(params["points"])
        )
        return t("canasta.event.hand_end", number=params["number"], scores=scores)
    if kind == CanastaEvent.DEAL:
        return t("canasta.event.deal", number=params["number"])
    return ""
