"""Rummikub's events as sentences for the log and the live region (``rummikub.event.<kind>``).

Tiles are written short, in the player's symbols ("7◆", "Q♥", "★"); the tile set is
told by the tiles' own letters (``r7`` or ``H7``).
"""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator
from ....engine.core import HAND_END
from ....engine.games.rummikub.tiles import NOTATIONS, Notation
from .faces import short_text, tiles_text

_PLAIN = ("pass", "rearrange")
_TIMEOUTS = ("committed", "unchanged", "reverted")
BUILT_KEYS = (
    *(f"rummikub.event.{kind}" for kind in _PLAIN),
    *(f"rummikub.event.timeout_{outcome}" for outcome in _TIMEOUTS),
    *(f"rummikub.event.timeout_{outcome}_you" for outcome in _TIMEOUTS),
)
"""The keys built from an event's kind (``GameTable.text_keys``)."""


def _notation(texts: list[str]) -> Notation:
    cards = any(text[:1] in "SCDH" for text in texts if text != "*")
    return NOTATIONS["cards" if cards else "numbers"]


def joker_text(what: str, t: Translator) -> str:
    """What a freed joker stood for, from the engine's words: a run's tile ("r6") or a
    group's number ("a 6 in a group")."""
    words = what.split()
    if len(words) == 1:
        return short_text(what, _notation([what]), t)
    number = next((word for word in words if word.isdigit()), "")
    return t("rummikub.joker_group", number=number)


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params = event["kind"], event["params"]
    name = names[event["seat"]] if event["seat"] is not None else ""
    if kind in _PLAIN:
        return t(f"rummikub.event.{kind}", name=name)
    if kind == "timeout":
        if event["seat"] == viewer:  # the rule said to the person whose time ran out, in their words
            return t(f"rummikub.event.timeout_{params['outcome']}_you", count=params["drawn"])
        return t(f"rummikub.event.timeout_{params['outcome']}", name=name, count=params["penalty"])
    if kind == "opening":
        return t("rummikub.event.opening", name=name, count=params["value"])
    if kind == "play":
        tiles = tiles_text(params["tiles"], _notation(params["tiles"]), t)
        return t("rummikub.event.play", name=name, count=params["count"], tiles=tiles)
    if kind == "joker_freed":
        return t("rummikub.event.joker_freed", name=name, tile=joker_text(params["joker"], t))
    if kind == "draw":
        return t("rummikub.event.draw", name=name, count=params["count"])
    if kind == "drawn":
        return t("rummikub.event.drawn", tiles=tiles_text(params["tiles"], _notation(params["tiles"]), t))
    if kind == "round_start":
        return t("rummikub.event.round_start", number=params["round"], name=names[params["starter"]])
    if kind == "deal":
        return t("rummikub.event.deal", number=params["round"])
    if kind == HAND_END:
        winners = ", ".join(names[s] for s in params["winners"])
        key = "rummikub.event.round_out" if params["reason"] == "out" else "rummikub.event.round_blocked"
        return t(key, number=params["round"], names=winners)
    return ""
