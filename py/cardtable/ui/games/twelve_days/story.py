"""12 Days' table events as sentences for the log and the live region."""

from __future__ import annotations

from typing import Any

from ....app.i18n import Translator
from ....engine.games.twelve_days.events import TwelveDaysEvent
from ...kit import event_parts


def describe_event(event: dict[str, Any], names: list[str], viewer: int | None, t: Translator) -> str:
    kind, params, name = event_parts(event, names)
    if kind == TwelveDaysEvent.PLAY:
        return t("twelve_days.event.play", name=name, cards=" ".join(params["cards"]))
    if kind == TwelveDaysEvent.TRICK_WON:
        line = t("twelve_days.event.trick_won", name=name, low=params["low"])
        if params["returned"]:
            line += " " + t("twelve_days.event.returned", names=", ".join(names[s] for s in params["returned"]))
        return line
    if kind == TwelveDaysEvent.HAND_END:
        line = t("twelve_days.event.hand_end", number=params["number"], name=name)
        if params["givers"]:
            line += " " + t("twelve_days.event.givers", names=", ".join(names[s] for s in params["givers"]))
        return line
    if kind == TwelveDaysEvent.DEAL:
        return t("twelve_days.event.deal", number=params["number"])
    return t("twelve_days.event.pass", name=name)
