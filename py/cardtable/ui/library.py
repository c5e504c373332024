"""The save library as the screens use it: the saved matches, which one is in play (it
reopens with the page), and the one just deleted (kept for Undo)."""

from __future__ import annotations

from ..app.saves import SaveError, SaveStore, Storage
from ..app.session import MatchSession, MatchSetup

CURRENT_KEY = "cardtable:v1:current"


class SaveLibrary:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.store = SaveStore(storage)
        self.deleted: tuple[str, str] | None = None  # the save just deleted: (id, text)

    def current(self) -> str | None:
        """The match in play when the page last closed."""
        return self.storage.get(CURRENT_KEY)

    def set_current(self, save_id: str) -> None:
        self.storage.set(CURRENT_KEY, save_id)

    def clear_current(self) -> None:
        self.storage.remove(CURRENT_KEY)

    def write(self, save_id: str, session: MatchSession, now: float) -> None:
        """Save the match and make it the current one (``StorageFullError`` when full)."""
        self.store.write(save_id, session, now)
        self.set_current(save_id)

    def has_setup(self, save_id: str, setup: MatchSetup) -> bool:
        try:
            return self.store.load(save_id).setup == setup
        except SaveError:
            return False

    def delete(self, save_id: str) -> bool:
        """Delete a save; True when it is kept for Undo (a save that cannot be read is not)."""
        try:
            self.deleted = (save_id, self.store.export_text(save_id))
        except SaveError:
            self.deleted = None
        self.store.delete(save_id)
        if self.current() == save_id:
            self.clear_current()
        return self.deleted is not None

    def undelete(self) -> bool:
        if self.deleted is None:
            return False
        save_id, text = self.deleted
        self.store.restore(save_id, text)
        self.deleted = None
        return True
