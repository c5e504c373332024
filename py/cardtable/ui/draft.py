"""The lobby's draft, edited: pure functions from a draft and a person's input to the
next draft (the controller only stores the result)."""

from __future__ import annotations

from dataclasses import replace

from ..app import links
from ..app.i18n import Translator
from ..app.session import clean_name
from ..engine import registry
from ..engine.core import FIRST_PLAYER
from . import lobby as lobby_ui
from .lobby import LobbyDraft


def set_option(draft: LobbyDraft, name: str, text: str, t: Translator) -> LobbyDraft:
    """One rule set from its field's text; a value that cannot be taken is said beside the
    field, in the player's words, and the field keeps the value in force."""
    cls = registry.rules_class(draft.game)
    specs = {spec.name: spec for spec in cls.option_specs}
    if name not in specs:
        return draft  # a control from an older page
    spec = specs[name]
    options = dict(draft.options)
    if text == lobby_ui.NUMBER and spec.minimum is not None:  # "a number": its default, else its least
        text = str(spec.default if isinstance(spec.default, int) else spec.minimum)
    try:
        options[name] = links.option_from_text(spec, text)
    except ValueError:
        wanted = (
            t("lobby.option_range", low=spec.minimum, high=spec.maximum)
            if spec.minimum is not None
            else t("lobby.option_choice")
        )
        return replace(draft, option_error=(name, wanted))
    try:
        cls(options=options)  # the options must make sense together
    except ValueError as error:
        return replace(draft, option_error=(name, t("lobby.bad_option", detail=str(error))))
    if spec.preset:  # a preset sets the others: start again from it
        options = {k: v for k, v in options.items() if k == name or k == FIRST_PLAYER.name}
    return replace(draft, options=options, option_error=None)


def set_name(draft: LobbyDraft, seat: int, value: str | None, t: Translator) -> LobbyDraft:
    seats = list(draft.seats)
    fallback = lobby_ui.default_name(seat, seats[seat].bot is not None, t)
    seats[seat] = replace(seats[seat], name=clean_name(value, fallback))
    return replace(draft, seats=tuple(seats))


def set_seat_kind(draft: LobbyDraft, seat: int, kind: str, t: Translator) -> LobbyDraft:
    seats = list(draft.seats)
    seats[seat] = replace(seats[seat], bot=None if kind == lobby_ui.HUMAN else kind)
    return lobby_ui.localise_names(replace(draft, seats=tuple(seats)), t)
