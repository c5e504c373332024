"""The lobby's controls: the game, its options, the seats, and the player's settings (pace,
colours). Each handler changes the stage's draft or settings, and saves the settings."""

from __future__ import annotations

from dataclasses import replace

from ..app.saves import Storage
from ..app.session import MatchSetup
from ..app.settings import Settings, save_settings
from ..app.timeline import PACE_FACTORS
from . import draft as draft_edits
from . import lobby as lobby_ui
from .stage import KEEP_SCREEN, Stage


class LobbyControl:
    def __init__(self, stage: Stage, storage: Storage) -> None:
        self.stage, self.storage = stage, storage

    def _keep(self, settings: Settings) -> None:
        self.stage.settings = settings
        save_settings(self.storage, settings)

    def on_set_pace(self, data: dict[str, str]) -> None:
        if data.get("value") in PACE_FACTORS:
            self._keep(replace(self.stage.settings, pace=data["value"]))

    def on_set_four_colour(self, data: dict[str, str]) -> None:
        self._keep(replace(self.stage.settings, four_colour=not self.stage.settings.four_colour))

    def on_set_large_cards(self, data: dict[str, str]) -> None:
        self._keep(replace(self.stage.settings, large_cards=not self.stage.settings.large_cards))

    def on_pick_game(self, data: dict[str, str]) -> None:
        stage = self.stage
        stage.draft = lobby_ui.localise_names(stage.draft.with_game(data["game"]), stage.t)
        self._keep(replace(stage.settings, game=stage.draft.game))  # the next visit opens on it

    def on_set_option(self, data: dict[str, str]) -> None:
        stage = self.stage
        stage.draft = draft_edits.set_option(stage.draft, data["option"], data.get("value", ""), stage.t)

    def on_player_count(self, data: dict[str, str]) -> None:
        stage = self.stage
        stage.draft = lobby_ui.localise_names(stage.draft.with_player_count(int(data["count"])), stage.t)

    def on_set_name(self, data: dict[str, str]) -> object:
        stage = self.stage
        stage.draft = draft_edits.set_name(stage.draft, int(data["seat"]), data.get("value"), stage.t)
        return KEEP_SCREEN  # the field already shows the name; re-rendering would steal focus

    def on_set_practice(self, data: dict[str, str]) -> None:
        self.stage.draft = replace(self.stage.draft, practice=not self.stage.draft.practice)

    def on_set_seat_kind(self, data: dict[str, str]) -> None:
        stage = self.stage
        stage.draft = draft_edits.set_seat_kind(stage.draft, int(data["seat"]), data.get("value", "human"), stage.t)

    def setup(self, seed: int) -> MatchSetup:
        """The match the lobby sets up (``ValueError`` saying why it cannot start)."""
        draft = self.stage.draft
        setup = MatchSetup(draft.game, draft.seats, seed, dict(draft.options), draft.practice)
        setup.rules()
        return setup

    def adopt_typed(self, typed: dict[str, str]) -> None:
        """What a person entered in the pre-rendered lobby while Python was still loading
        (control id -> value): the live lobby keeps it."""
        seats = len(self.stage.draft.seats)
        for control, value in typed.items():
            kind, _, rest = control.rpartition("-")
            try:
                if control.startswith("opt-"):
                    self.on_set_option({"option": control[4:], "value": value})
                elif kind == "seat-name" and rest.isdigit() and int(rest) < seats:
                    self.on_set_name({"seat": rest, "value": value})
                elif kind == "seat-kind" and rest.isdigit() and int(rest) < seats:
                    self.on_set_seat_kind({"seat": rest, "value": value})
            except (KeyError, ValueError):
                continue  # a stale control from an older page: ignore it
