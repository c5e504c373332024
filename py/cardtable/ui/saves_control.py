"""The saved games' controls: resume, watch, delete (with Undo), export and import.

Opening a save hands its session to ``open_match``; everything else says what happened on
the status line, a refused file or save with the reason in the player's language."""

from __future__ import annotations

from collections.abc import Callable

from ..app.saves import SaveError, StorageFullError, export_filename
from ..app.session import MatchSession, clean_name
from .kit import title_key
from .library import SaveLibrary
from .stage import Platform, Stage

# A refused file is named in the message, this long at most (it is anyone's text).
MAX_FILE_NAME_CHARS = 60

OpenMatch = Callable[[MatchSession, "str | None"], None]


class SavesControl:
    def __init__(self, stage: Stage, platform: Platform, library: SaveLibrary, open_match: OpenMatch) -> None:
        self.stage, self.platform, self.library = stage, platform, library
        self.open_match = open_match  # (session, its save id; None: watched, never saved)

    def refusal(self, error: SaveError) -> str:
        return self.stage.t(f"saves.reason.{error.reason}", **error.params)

    def load(self, save_id: str, quiet: bool = False) -> MatchSession | None:
        """The save's session, or None having said why not (``quiet``: a missing save that the
        page only remembered as current is not worth a word)."""
        try:
            return self.library.store.load(save_id)
        except SaveError as error:
            if save_id == self.library.current():
                self.library.clear_current()
            if not quiet or error.reason != "missing":
                self.stage.say(self.stage.t("saves.load_failed", reason=self.refusal(error)), "error")
            return None

    def resume(self, save_id: str, quiet: bool = False) -> None:
        session = self.load(save_id, quiet)
        if session is not None:
            self.open_match(session, save_id)
            self.library.set_current(save_id)

    def on_resume(self, data: dict[str, str]) -> None:
        self.resume(data["save"])

    def on_replay(self, data: dict[str, str]) -> None:
        """Watch a saved match move by move, every hand open (nothing is saved or played)."""
        session = self.load(data["save"])
        if session is not None:
            self.open_match(session, None)

    def on_delete_save(self, data: dict[str, str]) -> None:
        save_id = data["save"]
        what = self._save_name(save_id)
        kept = self.library.delete(save_id)
        self.stage.say(what, actions=(("undelete", self.stage.t("saves.undelete")),) if kept else ())

    def _save_name(self, save_id: str) -> str:
        """What deleting this save deletes, in words: its game and players."""
        t = self.stage.t
        saves, aside = self.library.store.summaries()
        for save in saves:
            if save.id == save_id:
                return t("saves.deleted", game=t(title_key(save.game)), players=", ".join(save.players))
        game = next((a.game for a in aside if a.id == save_id), None)
        return t("saves.unreadable_game", game=t(title_key(game))) if game else t("saves.unreadable")

    def on_undelete(self, data: dict[str, str]) -> None:
        if self.library.undelete():
            self.stage.say(self.stage.t("saves.restored"))

    def on_export(self, data: dict[str, str]) -> None:
        save_id = data.get("save")
        if not save_id:
            return
        try:
            text = self.library.store.export_text(save_id)
        except SaveError as error:
            self.stage.say(str(error), "error")
            return
        self.platform.download(export_filename(text, save_id), text)

    def import_text(self, text: str, file_name: str, save_id: str) -> None:
        try:
            self.library.store.import_text(text, save_id, self.platform.now())
            self.stage.say(self.stage.t("saves.imported"))
        except SaveError as error:
            self.refuse_import(file_name, error)
        except StorageFullError:
            self.stage.say(self.stage.t("saves.full"), "error")

    def refuse_import(self, file_name: str, error: SaveError) -> None:
        """Say why a chosen file was not imported, naming the file (cleaned: it is anyone's text)."""
        name = clean_name(file_name, self.stage.t("saves.the_file"), MAX_FILE_NAME_CHARS + 1)
        name = name if len(name) <= MAX_FILE_NAME_CHARS else name[: MAX_FILE_NAME_CHARS - 1] + "…"
        self.stage.say(self.stage.t("saves.import_failed", file=name, reason=self.refusal(error)), "error")
