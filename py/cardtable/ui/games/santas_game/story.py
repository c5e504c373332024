"""Santa's Game's table events as sentences for the log and the live region."""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator
from ....engine.games.santas_game.cards import CardKind
from ....engine.games.santas_game.cards import kind as card_kind
from ....engine.games.santas_game.events import SantaEvent
from ...kit import event_parts
from .names import card_name, colour_word, ordinal

# Events whose sentence has only the mover's name.
_PLAIN = (
    SantaEvent.SNOWMAN,
    SantaEvent.ELF,
    SantaEvent.DRAW,
    SantaEvent.ACCEPT_SKIP,
    SantaEvent.LOST_TURN,
    SantaEvent.PENALTY,
    SantaEvent.WENT_OUT,
    SantaEvent.NO_ELF,
)
# Events that list cards only their holder sees.
_OWN_CARDS = (SantaEvent.GOT, SantaEvent.GAVE)
BUILT_KEYS = tuple(f"santas_game.event.{kind.value}" for kind in (*_PLAIN, SantaEvent.ELF_ANSWER, *_OWN_CARDS))
"""The keys built from an event's kind (``GameTable.text_keys``)."""


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params, name = event_parts(event, names)
    if kind == SantaEvent.ELF_ANSWER:
        # Told to the one who answered (and in a replay): each bot's "answered in secret" took a
        # line of the recent moves and pushed out the Gift that cost the person a turn (issue 30,
        # Santa 1, round 8). Their seats in the Elf window say who answered, and its close what.
        mine = viewer is None or event["seat"] == viewer
        return t("santas_game.event.elf_answer", name=name) if mine else ""
    if kind in _PLAIN:
        return t(f"santas_game.event.{kind}", name=name)
    if kind == SantaEvent.COLOUR:
        return t("santas_game.event.colour", name=name, colour=colour_word(params["colour"], t))
    if kind == SantaEvent.PLAY:
        card = params["card"]
        if card_kind(card) is CardKind.SANTA:
            return t("santas_game.event.play_santa", name=name, colour=colour_word(params["colour"], t))
        if "target" in params:
            key = "santas_game.event.play_gift_you" if params["target"] == viewer else "santas_game.event.play_gift"
            return t(key, name=name, card=card_name(card, t), target=names[params["target"]])
        return t("santas_game.event.play", name=name, card=card_name(card, t))
    if kind == SantaEvent.SLEIGH:
        return t("santas_game.event.sleigh", name=name, cards=", ".join(card_name(c, t) for c in params["cards"]))
    if kind == SantaEvent.ACCEPT_GIFT:
        return t("santas_game.event.accept_gift", name=name, count=params["count"])
    if kind in _OWN_CARDS:
        return t(f"santas_game.event.{kind}", cards=", ".join(card_name(c, t) for c in params["cards"]))
    if kind == SantaEvent.RECALL:
        return t("santas_game.event.recall", name=name, out=names[params["out"]])
    if kind == SantaEvent.HAND_END:
        return t(
            "santas_game.event.hand_end",
            number=params["number"],
            # Each name with its place: a bare list of names read as no ranking at all (issue 30).
            names=", ".join(f"{ordinal(i, t, short=True)} {names[s]}" for i, s in enumerate(params["placings"], 1)),
        )
    return deal_sentence(params["number"], params["opening"], t)


def deal_sentence(number: int, opening: str, t: Translator) -> str:
    """A round's start, with the card turned up to open it: "Round 3 starts with the red reindeer 7"."""
    return t("santas_game.event.deal", number=number, card=card_name(opening, t))
