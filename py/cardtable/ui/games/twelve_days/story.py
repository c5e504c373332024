"""12 Days' table events as sentences for the log and the live region.

A sentence about the viewer says "You" (issue 30, 12 Days playtest 8, 2): the status line
says "Your turn", and "Player 1 won the trick" beside it read as someone else."""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator, and_list
from ....engine.games.twelve_days.events import TwelveDaysEvent
from ...kit import event_parts


def about(key: str, seat: int | None, viewer: int | None) -> str:
    """``key``, or its "_you" form when the sentence is about the viewer."""
    return f"{key}_you" if seat is not None and seat == viewer else key


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params, name = event_parts(event, names)
    seat = event["seat"]
    if kind == TwelveDaysEvent.PLAY:
        return t(about("twelve_days.event.play", seat, viewer), name=name, cards=" ".join(params["cards"]))
    if kind == TwelveDaysEvent.TRICK_WON:
        line = t(about("twelve_days.event.trick_won", seat, viewer), name=name, low=params["low"])
        # An event from before "cards_back" was recorded says "cards", as it always did.
        counts = params.get("cards_back") or [2] * len(params["returned"])
        for back, count in zip(params["returned"], counts):
            line += " " + t(about("twelve_days.event.returned", back, viewer), name=names[back], count=count)
        return line
    if kind == TwelveDaysEvent.HAND_END:
        return hand_line(params["number"], seat, params["givers"], names, viewer, t)
    if kind == TwelveDaysEvent.DEAL:
        return t("twelve_days.event.deal", number=params["number"])
    return t(about("twelve_days.event.pass", seat, viewer), name=name)


def hand_line(number: int, winner: int, givers: list[int], names: list[str], viewer: int | None, t: Translator) -> str:
    """Who won the hand and who gave a gift: one sentence for the log and the hand's summary."""
    line = t(about("twelve_days.event.hand_end", winner, viewer), number=number, name=names[winner])
    if len(givers) == 1:
        line += " " + t(about("twelve_days.event.giver", givers[0], viewer), name=names[givers[0]])
    elif givers:
        line += " " + t("twelve_days.event.givers", names=and_list([names[s] for s in givers], t))
    return line
