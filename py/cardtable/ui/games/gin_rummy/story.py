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
# Sentences told to the person who made the move in the "you" form (``<key>_you``): "Player 1
# drew from the stock" beside "You discarded…" read as someone else's move (issue 30, Gin 2, round 8).
# ("drew" and the knock's discard, seen only by their mover, are "you" sentences already.)
YOU_FORMS = (
    "pass",
    "take_upcard",
    "draw_stock",
    "discard",
    "knock",
    "big_gin",
    "declared_gin",
    "declared",
    "meld",
    "lay_off",
    "defender_done",
    "hand_end",
)
BUILT_KEYS = (
    *(f"gin_rummy.event.{kind.value}" for kind in _PLAIN + _ONE_CARD + _MAYBE_UNSEEN),
    *(f"gin_rummy.event.{kind.value}_unseen" for kind in _MAYBE_UNSEEN),
    *(f"gin_rummy.event.{name}{you}" for name in YOU_FORMS for you in ("", "_you")),
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
    mine = viewer is not None and event["seat"] == viewer

    def say(key: str, **fields: Any) -> str:
        """The event's sentence, in the "you" form when the viewer made the move."""
        yours = mine and key.removeprefix("gin_rummy.event.") in YOU_FORMS
        return t(key + "_you" if yours else key, name=name, **fields)

    if kind in _PLAIN:
        return say(f"gin_rummy.event.{kind}")
    if kind in _ONE_CARD:
        return say(f"gin_rummy.event.{kind}", card=short_text(params["card"], t))
    if kind in _MAYBE_UNSEEN:
        if "card" in params:
            return say(f"gin_rummy.event.{kind}", card=short_text(params["card"], t))
        return say(f"gin_rummy.event.{kind}_unseen")
    if kind == GinEvent.MELD:
        return say("gin_rummy.event.meld", cards=" ".join(short_text(c, t) for c in params["cards"]))
    if kind == GinEvent.DECLARED and params["deadwood"] == 0:
        return say("gin_rummy.event.declared_gin")
    if kind == GinEvent.DECLARED:
        return say("gin_rummy.event.declared", count=params["deadwood"])
    if kind == GinEvent.LAY_OFF_TURN:
        if mine:
            return t("gin_rummy.event.lay_off_turn_you", knocker=names[params["knocker"]])
        # The viewer's own melds are "your melds": "on Player 1 (you)'s melds" broke the possessive.
        if params["knocker"] == viewer:
            return t("gin_rummy.event.lay_off_turn_on_you", name=name)
        return t("gin_rummy.event.lay_off_turn", name=name, knocker=names[params["knocker"]])
    if kind == GinEvent.HAND_END:
        end = t(f"gin_rummy.end.{params['end']}")
        if event["seat"] is None:
            return t("gin_rummy.event.hand_void", number=params["number"], end=end)
        return say("gin_rummy.event.hand_end", number=params["number"], points=params["points"], end=end)
    return t("gin_rummy.event.deal", number=params["number"])
