"""12 Days' table events as sentences for the log and the live region."""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator, and_list
from ....engine.games.twelve_days.events import TwelveDaysEvent
from ...kit import event_parts


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params, name = event_parts(event, names)
    if kind == TwelveDaysEvent.PLAY:
        return t("twelve_days.event.play", name=name, cards=" ".join(params["cards"]))
    if kind == TwelveDaysEvent.TRICK_WON:
        line = t("twelve_days.event.trick_won", name=name, low=params["low"])
        if params["returned"]:
            line += " " + t("twelve_days.event.returned", names=and_list([names[s] for s in params["returned"]], t))
        return line
    if kind == TwelveDaysEvent.HAND_END:
        return hand_line(params["number"], name, [names[s] for s in params["givers"]], t)
    if kind == TwelveDaysEvent.DEAL:
        return t("twelve_days.event.deal", number=params["number"])
    return t("twelve_days.event.pass", name=name)


def hand_line(number: int, winner: str, givers: list[str], t: Translator) -> str:
    """Who won the hand and who gave a gift: one sentence for the log and the hand's summary."""
    line = t("twelve_days.event.hand_end", number=number, name=winner)
    if len(givers) == 1:
        line += " " + t("twelve_days.event.giver", name=givers[0])
    elif givers:
        line += " " + t("twelve_days.event.givers", names=and_list(givers, t))
    return line
