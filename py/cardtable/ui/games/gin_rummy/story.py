"""Gin Rummy's table events as sentences for the log and the live region.

Cards are named as short text ("6♠"), the courts in the player's letters ("D♥" in French,
as the card's corner shows).
"""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator
from ....engine.games.gin_rummy.events import GinEvent
from ...cards import short_text
from ...kit import Headline, event_parts

# Events whose sentence has only the mover's name.
_PLAIN = (GinEvent.PASS, GinEvent.DRAW_STOCK, GinEvent.KNOCK, GinEvent.BIG_GIN, GinEvent.DEFENDER_DONE)
# Events that name one card; the discards also say when the card stays unseen.
_ONE_CARD = (GinEvent.TAKE_UPCARD, GinEvent.DREW, GinEvent.LAY_OFF)
_MAYBE_UNSEEN = (GinEvent.DISCARD, GinEvent.KNOCK_DISCARD)
BUILT_KEYS = (
    *(f"gin_rummy.event.{kind.value}" for kind in _PLAIN + _ONE_CARD + _MAYBE_UNSEEN),
    *(f"gin_rummy.event.{kind.value}_unseen" for kind in _MAYBE_UNSEEN),
)
"""The keys built from an event's kind (``GameTable.text_keys``)."""


# The knock's steps, each on a line of its own in the recent moves (knock, each meld, the
# deadwood): one run-on line of the knocker's turn buried the knock (issue 30, Gin 2, round 7).
_HEADLINES = (GinEvent.KNOCK, GinEvent.BIG_GIN, GinEvent.MELD, GinEvent.DECLARED)


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    said = _sentence(event, names, viewer, t)
    return Headline(said) if event["kind"] in _HEADLINES else said


def _sentence(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params, name = event_parts(event, names)
    if kind in _PLAIN:
        return t(f"gin_rummy.event.{kind}", name=name)
    if kind in _ONE_CARD:
        return t(f"gin_rummy.event.{kind}", name=name, card=short_text(params["card"], t))
    if kind in _MAYBE_UNSEEN:
        if "card" in params:
            return t(f"gin_rummy.event.{kind}", name=name, card=short_text(params["card"], t))
        return t(f"gin_rummy.event.{kind}_unseen", name=name)
    if kind == GinEvent.MELD:
        return t("gin_rummy.event.meld", name=name, cards=" ".join(short_text(c, t) for c in params["cards"]))
    if kind == GinEvent.DECLARED and params["deadwood"] == 0:
        return t("gin_rummy.event.declared_gin", name=name)
    if kind == GinEvent.DECLARED:
        return t("gin_rummy.event.declared", name=name, count=params["deadwood"])
    if kind == GinEvent.LAY_OFF_TURN:
        key = "gin_rummy.event.lay_off_turn_you" if event["seat"] == viewer else "gin_rummy.event.lay_off_turn"
        return t(key, name=name, knocker=names[params["knocker"]])
    if kind == GinEvent.HAND_END:
        end = t(f"gin_rummy.end.{params['end']}")
        if event["seat"] is None:
            return t("gin_rummy.event.hand_void", number=params["number"], end=end)
        return t("gin_rummy.event.hand_end", number=params["number"], name=name, points=params["points"], end=end)
    return t("gin_rummy.event.deal", number=params["number"])
