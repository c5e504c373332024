"""The controller: the one mutable object of the UI.

Flow per event: parse ``data-action`` → change the session or the lobby draft
→ autosave → re-render everything from views. Bots then move one at a time,
paced, thinking in slices so the page never freezes.

It reaches the browser only through ``Platform`` (``ui/dom.py`` in the page, a
fake in tests), so all of it runs and is tested under CPython.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import replace
from typing import Any, Protocol
from urllib.parse import parse_qsl

from ..app import links
from ..app.i18n import Translator, translator
from ..app.saves import SaveError, Storage, StorageFullError, export_filename
from ..app.session import MatchSession, MatchSetup, UndoBlock, clean_name
from ..app.settings import BOT_PACES, Settings, load_settings, preferred_language, save_settings
from ..app.timeline import Timeline, dealt, visible_events
from ..engine.core import HAND_END, ActionError, Event, JsonDict
from . import draft as draft_edits
from . import keymap, pacing, screen, turn_clock
from . import lobby as lobby_ui
from . import table as table_ui
from .kit import GameTable, Say, Submit, error_text, table_for, title_key
from .library import SaveLibrary
from .markup import Markup

LOG_LINES = 60
# How far back a resumed game looks for each seat's latest move (a hand is rarely longer).
MOVES_KEPT = 300
# A handler returns this when the screen already shows the change.
KEEP_SCREEN = object()
# A refused file is named in the message, this long at most (it is anyone's text).
MAX_FILE_NAME_CHARS = 60


class Platform(Protocol):
    storage: Storage

    def render(self, markup: str) -> None: ...
    def patch(self, selector: str, markup: str) -> None: ...  # replace one element on screen, if there
    def now(self) -> float: ...
    def sleep(self, ms: float) -> Awaitable[None]: ...
    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None: ...
    def random_seed(self) -> int: ...
    def query(self) -> str: ...
    def clear_game_query(self) -> None: ...
    def page_url(self) -> str: ...
    def download(self, filename: str, text: str) -> None: ...
    def copy_text(self, text: str) -> None: ...
    def can_share(self) -> bool: ...
    def share(self, url: str, title: str) -> None: ...
    def set_language(self, lang: str) -> None: ...
    def announce(self, text: str) -> None: ...
    def set_idle(self, idle: bool) -> None: ...
    def languages(self) -> list[str]: ...  # the browser's preferred languages (navigator.languages)


class Controller:
    def __init__(self, platform: Platform) -> None:
        self.platform = platform
        self.library = SaveLibrary(platform.storage)
        self.store = self.library.store
        # A first visit speaks the browser's language; a choice made since is remembered.
        self.settings: Settings = load_settings(platform.storage, preferred_language(platform.languages()))
        self.t: Translator = translator(self.settings.lang)
        self.draft = lobby_ui.localise_names(lobby_ui.remembered_draft(self.settings), self.t)
        self.session: MatchSession | None = None
        self.save_id: str | None = None
        self.ui: Any = None  # the game table's own UI state (opaque here)
        self.revealed: int | None = None  # hot-seat: whose hand is on screen
        self.holder: int | None = None  # hot-seat: the person who has the device (last to reveal)
        self.dialog: str | None = None  # hand | game | rules | share | None
        self.message = ""
        self.message_kind = "info"
        self.message_action: tuple[str, str] | None = None  # a button beside the message (Undo a delete)
        # Practice: the link's query that plays the reviewed turn again (offered beside the
        # review), and whether the share dialog shows it rather than the game's own link.
        self.retry_query = ""
        self.sharing_retry = False
        self.pending_link: MatchSetup | None = None  # a shared game waiting for "switch?"
        self.hint = ""
        self.show_log = False
        self.log: list[str] = []
        # The moves since the last deal (seat, every event), for each seat's latest move on the table.
        self.moves: list[tuple[int, tuple[Event, ...]]] = []
        self.recent: list[tuple[int, str]] = []  # what other seats did since the viewer's last move
        self.timeline = Timeline(None)
        self.playing = False  # the timeline's player is running
        self.dialog_due: str | None = None  # a summary about to open, once the timeline has played
        self.replay_step: int | None = None  # watching a saved match: how many moves are shown
        self.bot_delay_ms: int | None = None  # from the URL (tests); else the settings' pace
        self.epoch = 0  # bumped whenever bots must stop what they were doing
        self.bots_running = False
        self.hinting = False  # the hint is being worked out
        self.clock: turn_clock.TurnClock | None = None  # the person's turn clock, where the table sets one
        # Every data-action the screens carry, and what handles it.
        self.handlers: dict[str, Callable[[dict[str, str]], object]] = {
            "switch-to-link": self.on_switch_to_link,
            "set-lang": self.on_set_lang,
            "set-pace": self.on_set_pace,
            "set-four-colour": self.on_set_four_colour,
            "pick-game": self.on_pick_game,
            "set-option": self.on_set_option,
            "player-count": self.on_player_count,
            "set-name": self.on_set_name,
            "set-practice": self.on_set_practice,
            "set-seat-kind": self.on_set_seat_kind,
            "start": self.on_start,
            "replay": self.on_replay,
            "replay-step": self.on_replay_step,
            "resume": self.on_resume,
            "delete-save": self.on_delete_save,
            "undelete": self.on_undelete,
            "export": self.on_export,
            "input": self.on_input,
            "act": self.on_act,
            "undo": self.on_undo,
            "hint": self.on_hint,
            "escape": self.on_escape,
            "toggle-log": self.on_toggle_log,
            "reveal": self.on_reveal,
            "rules": self.on_rules,
            "copy-link": self.on_copy_link,
            "share-retry": self.on_share_retry,
            "system-share": self.on_system_share,
            "keys": self.on_keys,
            "share": self.on_share,
            "close-dialog": self.on_close_dialog,
            "look-at-table": self.on_look_at_table,
            "show-summary": self.on_show_summary,
            "new-game-same-seats": self.on_new_game_same_seats,
            "to-lobby": self.on_to_lobby,
            "skip": self.on_skip,
        }

    # ------------------------------------------------------------------ boot

    def boot(self, typed: dict[str, str] | None = None) -> None:
        """Open a share link, else resume the game in progress, else show the lobby.

        ``typed`` holds what a person entered in the pre-rendered lobby while Python was
        still loading (control id -> value); the live lobby keeps it.
        """
        # <html lang> follows the remembered language from the first render on.
        self.platform.set_language(self.settings.lang)
        query = self.platform.query()
        params = dict(parse_qsl(query.lstrip("?")))
        if params.get("bot_delay", "").isdigit() and len(params["bot_delay"]) <= 5:
            self.bot_delay_ms = int(params["bot_delay"])
        if links.is_game_link(query):
            self._open_link(query)
        elif links.language_of(query):  # ?lang=fr: the lobby in that language
            self._set_language(str(links.language_of(query)))
            self.platform.clear_game_query()
        else:
            current = self.library.current()
            if current:
                self._resume(current, quiet=True)
        if self.session is None and typed:
            self._adopt_typed(typed)
        self.render()

    def _adopt_typed(self, typed: dict[str, str]) -> None:
        said = self.message, self.message_kind  # e.g. why a link failed: keep it
        for control, value in typed.items():
            kind, _, rest = control.rpartition("-")
            try:
                if control.startswith("opt-"):
                    self.on_set_option({"option": control[4:], "value": value})
                elif kind == "seat-name" and rest.isdigit() and int(rest) < len(self.draft.seats):
                    self.on_set_name({"seat": rest, "value": value})
                elif kind == "seat-kind" and rest.isdigit() and int(rest) < len(self.draft.seats):
                    self.on_set_seat_kind({"seat": rest, "value": value})
            except (KeyError, ValueError):
                continue  # a stale control from an older page: ignore it
        self.message, self.message_kind = said

    def _open_link(self, query: str) -> None:
        try:
            setup, lang = links.from_query(query)
        except links.LinkError as error:
            if error.lang is not None:  # the link's language first, even when the rest is refused
                self._set_language(error.lang)
            self._say(self._link_refusal(error), "error")
            return
        finally:
            self.platform.clear_game_query()
        self._set_language(lang)
        # Reopening the same link resumes that game rather than losing its progress.
        for summary in self.store.summaries()[0]:
            if not summary.over and self.library.has_setup(summary.id, setup):
                self._resume(summary.id)
                return
        # A game in progress here: ask before switching (it stays saved either way).
        current = self.library.current()
        if current:
            self._resume(current, quiet=True)
            if self.session is not None and not self.session.is_over():
                self.pending_link, self.dialog = setup, "switch"
                return
        self._start(setup)

    def _link_refusal(self, error: links.LinkError) -> str:
        if error.code == "cut_off":
            return self.t("link.cut_off")
        if error.code == "changed":
            return self.t("link.changed")
        return self.t("link.bad", reason=self.t(f"link.reason.{error.code}", **error.params))

    def on_switch_to_link(self, data: dict[str, str]) -> None:
        setup, self.pending_link = self.pending_link, None
        if setup is not None:
            self._start(setup)

    # ------------------------------------------------------------------ events

    def dispatch(self, action: str, data: dict[str, str]) -> None:
        """Handle one UI event; illegal moves and bad input become messages, never crashes."""
        handler = self.handlers.get(action)
        if handler is None:
            return  # a control from an older page
        self.message, self.message_action = "", None
        try:
            if handler(data) is KEEP_SCREEN:
                return
        except ActionError as error:
            self._say(self._error_text(error), "error")
        self.render()

    def _error_text(self, error: ActionError) -> str:
        game = self.session.setup.game if self.session is not None else self.draft.game
        return error_text(game, error.code, getattr(error, "params", {}), str(error), self.t)

    def key(self, key: str) -> None:
        if self.replay_step is not None:
            steps = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}
            if key in steps:
                self.dispatch("replay-step", {"step": steps[key]})
            elif key == "Escape":
                self.dispatch("to-lobby", {})
            return
        shortcuts = {"u": "undo", "h": "hint", "Escape": "escape", "l": "toggle-log", "?": "keys"}
        if key == "Escape" or (key in shortcuts and self.session is not None):
            self.dispatch(shortcuts[key], {})
            return
        seat = self.viewer()
        if self.session is None or seat is None or self.paused() or seat not in self.session.to_act():
            return
        answer = self.table.on_key(self.session.view(seat), self.ui, key)
        if answer is None and key in dict(self.table.shortcuts()):  # a key of this table, of no use now: say so
            self._say(self.t("keys.nothing_chosen" if key == keymap.PLAY else "keys.not_now", letter=key))
            self.render()
        if answer is not None:
            self.message = ""
            self._take_input(seat, answer)
            self.render()

    @property
    def table(self) -> GameTable:
        assert self.session is not None
        return table_for(self.session.setup.game)

    # lobby

    def on_set_lang(self, data: dict[str, str]) -> None:
        self._set_language(data.get("value", "en"))

    def on_set_pace(self, data: dict[str, str]) -> None:
        if data.get("value") in BOT_PACES:
            self.settings = replace(self.settings, pace=data["value"])
            self.timeline.set_pace(self.settings.pace)
            save_settings(self.platform.storage, self.settings)

    def on_set_four_colour(self, data: dict[str, str]) -> None:
        self.settings = replace(self.settings, four_colour=not self.settings.four_colour)
        save_settings(self.platform.storage, self.settings)

    def on_pick_game(self, data: dict[str, str]) -> None:
        self.draft = lobby_ui.localise_names(self.draft.with_game(data["game"]), self.t)
        self.settings = replace(self.settings, game=self.draft.game)  # the next visit opens on it
        save_settings(self.platform.storage, self.settings)

    def on_set_option(self, data: dict[str, str]) -> None:
        self.draft = draft_edits.set_option(self.draft, data["option"], data.get("value", ""), self.t)

    def on_player_count(self, data: dict[str, str]) -> None:
        self.draft = lobby_ui.localise_names(self.draft.with_player_count(int(data["count"])), self.t)

    def on_set_name(self, data: dict[str, str]) -> object:
        self.draft = draft_edits.set_name(self.draft, int(data["seat"]), data.get("value"), self.t)
        return KEEP_SCREEN  # the field already shows the name; re-rendering would steal focus

    def on_set_practice(self, data: dict[str, str]) -> None:
        self.draft = replace(self.draft, practice=not self.draft.practice)

    def on_set_seat_kind(self, data: dict[str, str]) -> None:
        self.draft = draft_edits.set_seat_kind(self.draft, int(data["seat"]), data.get("value", "human"), self.t)

    def on_start(self, data: dict[str, str]) -> None:
        try:
            setup = MatchSetup(
                self.draft.game,
                self.draft.seats,
                self.platform.random_seed(),
                dict(self.draft.options),
                self.draft.practice,
            )
            setup.rules()
        except ValueError as error:
            self._say(str(error), "error")
            return
        self._start(setup)

    def on_replay(self, data: dict[str, str]) -> None:
        """Watch a saved match move by move, every hand open (nothing is saved or played)."""
        try:
            session = self.store.load(data["save"])
        except SaveError as error:
            self._say(self.t("saves.load_failed", reason=self._save_refusal(error)), "error")
            return
        self.epoch += 1
        self.session, self.save_id = session, None
        self.enter_table()
        self.replay_step = 0

    def on_replay_step(self, data: dict[str, str]) -> None:
        if self.session is None or self.replay_step is None:
            return
        last = len(self.session.log)
        steps = {"first": 0, "prev": self.replay_step - 1, "next": self.replay_step + 1, "last": last}
        self.replay_step = max(0, min(last, steps.get(data.get("step", ""), self.replay_step)))

    def on_resume(self, data: dict[str, str]) -> None:
        self._resume(data["save"])

    def on_delete_save(self, data: dict[str, str]) -> None:
        save_id = data["save"]
        what = self._save_name(save_id)
        kept = self.library.delete(save_id)
        self._say(what, action=("undelete", self.t("saves.undelete")) if kept else None)

    def _save_name(self, save_id: str) -> str:
        """What deleting this save deletes, in words: its game and players."""
        saves, aside = self.store.summaries()
        for save in saves:
            if save.id == save_id:
                return self.t("saves.deleted", game=self.t(title_key(save.game)), players=", ".join(save.players))
        game = next((a.game for a in aside if a.id == save_id), None)
        return self.t("saves.unreadable_game", game=self.t(title_key(game))) if game else self.t("saves.unreadable")

    def on_undelete(self, data: dict[str, str]) -> None:
        if self.library.undelete():
            self._say(self.t("saves.restored"))

    def on_export(self, data: dict[str, str]) -> None:
        save_id = data.get("save") or self.save_id
        if save_id is None:
            return
        try:
            text = self.store.export_text(save_id)
        except SaveError as error:
            self._say(str(error), "error")
            return
        self.platform.download(export_filename(text, save_id), text)

    def import_text(self, text: str, file_name: str = "") -> None:
        """Called by the page with the text of a chosen file, and the file's name."""
        self.message, self.message_action = "", None
        try:
            self.store.import_text(text, self._new_save_id(), self.platform.now())
            self._say(self.t("saves.imported"))
        except SaveError as error:
            self.refuse_import(file_name, error)
        except StorageFullError:
            self._say(self.t("saves.full"), "error")
        self.render()

    def refuse_import(self, file_name: str, error: SaveError) -> None:
        """Say why a chosen file was not imported, naming the file (cleaned: it is anyone's text)."""
        name = clean_name(file_name, self.t("saves.the_file"), MAX_FILE_NAME_CHARS + 1)
        name = name if len(name) <= MAX_FILE_NAME_CHARS else name[: MAX_FILE_NAME_CHARS - 1] + "…"
        self._say(self.t("saves.import_failed", file=name, reason=self._save_refusal(error)), "error")

    def _save_refusal(self, error: SaveError) -> str:
        return self.t(f"saves.reason.{error.reason}", **error.params)

    # table

    def on_input(self, data: dict[str, str]) -> None:
        """Input on the game's table (``data-input`` names it): the table decides what it means."""
        seat = self.viewer()
        if self.session is None or seat is None or self.paused():
            return
        self.hint = ""
        self._take_input(seat, self.table.on_input(self.session.view(seat), self.ui, data.get("input", ""), data))

    def _take_input(self, seat: int, answer: Any) -> None:
        if isinstance(answer, Submit):
            for action in (answer.action, *answer.then):
                self._act(seat, action)
        elif isinstance(answer, Say):
            self._say(self.t(answer.key, **answer.fields), answer.kind)
        else:
            self.ui = answer

    def on_act(self, data: dict[str, str]) -> None:
        """A direct action button (``data-move`` holds the action text)."""
        seat = self.viewer()
        if seat is not None and not self.paused():
            self._act(seat, data["move"])

    def on_undo(self, data: dict[str, str]) -> None:
        if self.session is None:
            return
        if self.session.is_over() and not self.session.setup.practice:  # its result stands
            self._say(self.t("undo.match_over"), "info")
            return
        point, blocked = self.session.undo_blocker()
        if point is None:
            self._say(self._undo_reason(blocked), "info")
            return
        if self.session.undo():
            self.epoch += 1  # stops a bot that was thinking about the position taken back
            self.hint, self.dialog, self.dialog_due = "", None, None
            self.timeline.skip()
            self._fresh_ui()
            self._rebuild_log()
            self._rebuild_moves()
            self._autosave()
            self._say(self.t("table.undone"))
            self._kick_bots()

    def on_hint(self, data: dict[str, str]) -> object:
        seat = self.viewer()
        if self.session is None or seat is None or seat not in self.session.to_act():
            return None
        if not self.hinting:  # thought in slices, like a bot's move: the page never freezes
            self.hinting = True
            self.platform.spawn(pacing.hint(self, seat))
        return KEEP_SCREEN

    def show_hint(self, seat: int, advice: str) -> None:
        """The hint worked out for ``seat``: say it, and compose it on the table."""
        assert self.session is not None
        self.hint = advice
        self.ui = self.table.ui_for_hint(self.session.view(seat), self.ui, self.hint)
        self.render()

    def on_escape(self, data: dict[str, str]) -> None:
        if self.dialog in ("rules", "share", "keys"):
            self.dialog = None
        elif self.session is not None:
            self._fresh_ui()

    def on_toggle_log(self, data: dict[str, str]) -> None:
        self.show_log = not self.show_log

    def on_reveal(self, data: dict[str, str]) -> None:
        if self.session is not None:
            acting = [s for s in self.session.to_act() if self.session.seats[s].is_human]
            self.revealed = self.holder = acting[0] if acting else None
            self._fresh_ui()  # the table's state for the hand now on screen (a rack to compose from)

    def on_rules(self, data: dict[str, str]) -> None:
        self.dialog = "rules"

    def _share_url(self) -> str:
        assert self.session is not None
        if self.sharing_retry:
            return self.platform.page_url() + self.retry_query
        return self.platform.page_url() + links.to_query(self.session.setup, self.settings.lang)

    def on_copy_link(self, data: dict[str, str]) -> None:
        if self.session is not None:
            self.platform.copy_text(self._share_url())
            self._say(self.t("share.copied"))
            self.platform.announce(self.message)  # the status line is behind the (modal) dialog

    def on_system_share(self, data: dict[str, str]) -> None:
        if self.session is not None:
            self.platform.share(self._share_url(), self.t(f"{self.session.setup.game}.title"))

    def on_keys(self, data: dict[str, str]) -> None:
        self.dialog = None if self.dialog == "keys" else "keys"

    def on_share(self, data: dict[str, str]) -> None:
        self.dialog, self.sharing_retry = "share", False
        self.message, self.message_action = "", None  # what the dialog says is about its link only

    def on_share_retry(self, data: dict[str, str]) -> None:
        """The share dialog with the link that plays the reviewed turn again."""
        if self.session is not None and self.retry_query:
            self.dialog, self.sharing_retry = "share", True
            self.message, self.message_action = "", None

    def on_close_dialog(self, data: dict[str, str]) -> None:
        closing = self.dialog
        self.dialog, self.pending_link, self.sharing_retry = None, None, False
        if closing in ("hand", "hand_table"):  # Continue: the next hand is dealt now
            self.message, self.message_action = "", None
            self._kick_bots()
        if closing == "game":
            self.on_to_lobby({})

    def on_look_at_table(self, data: dict[str, str]) -> None:
        """× or Esc on a summary: put it away and show the finished table, which stays (nothing
        moves, the next hand is not dealt) until Continue, or the summary is opened again."""
        if self.dialog not in ("hand", "game"):
            self.on_close_dialog(data)
            return
        self.dialog = f"{self.dialog}_table"
        if self.dialog == "hand_table":
            self._say(self.t("dialog.finished_table"), action=("close-dialog", self.t("dialog.continue")))
        else:
            self._say(self.t("dialog.finished_match"), action=("show-summary", self.t("dialog.summary")))

    def on_show_summary(self, data: dict[str, str]) -> None:
        if self.dialog in ("hand_table", "game_table"):
            self.dialog = self.dialog.removesuffix("_table")
            self.message, self.message_action = "", None

    def on_new_game_same_seats(self, data: dict[str, str]) -> None:
        if self.session is not None:
            old = self.session.setup
            self._start(MatchSetup(old.game, old.seats, self.platform.random_seed(), dict(old.options), old.practice))

    def on_to_lobby(self, data: dict[str, str]) -> None:
        self.epoch += 1
        if self.session is not None:
            setup = self.session.setup
            self.draft = lobby_ui.LobbyDraft(
                setup.game, dict(setup.options), setup.seats, setup.practice, counts=self.draft.counts
            )
        self.session, self.save_id, self.dialog, self.dialog_due, self.revealed = None, None, None, None, None
        self.holder = None
        self.library.clear_current()

    # ------------------------------------------------------------------ playing

    def _start(self, setup: MatchSetup) -> None:
        self.epoch += 1
        self.session = MatchSession(setup)
        self.save_id = self._new_save_id()
        self.enter_table()
        self._autosave()
        self._kick_bots()

    def _resume(self, save_id: str, quiet: bool = False) -> None:
        try:
            session = self.store.load(save_id)
        except SaveError as error:
            self.library.clear_current()
            if not quiet or error.reason != "missing":
                self._say(self.t("saves.load_failed", reason=self._save_refusal(error)), "error")
            return
        self.epoch += 1
        self.session, self.save_id = session, save_id
        self.enter_table()
        self.library.set_current(save_id)
        if session.is_over():
            self.dialog = "game"
        self._kick_bots()

    def enter_table(self) -> None:
        """Draw the table afresh for ``self.session``: a new match, a resumed save, or a
        position set up from outside (a test's or a demo's ``MatchSession(initial=...)``)."""
        self.hint, self.dialog, self.dialog_due, self.revealed = "", None, None, None
        self.holder, self.retry_query, self.sharing_retry = None, "", False
        self.recent = []
        self.timeline = self._new_timeline()
        self.replay_step = None
        self._fresh_ui()
        self._rebuild_log()
        self._rebuild_moves()

    def _fresh_ui(self) -> None:
        assert self.session is not None
        self.ui = self.table.new_ui(self.session.view(self.viewer()))

    def _act(self, seat: int, action: str) -> None:
        assert self.session is not None
        reviewed = self.session.setup.practice and self.session.seats[seat].is_human
        before = self.session.view(seat) if reviewed else None
        self.session.submit(seat, action)
        self.hint = ""
        review = getattr(self.table, "review_move", None)
        if before is not None and review is not None:  # practice: was more possible?
            thinking = review(before, self.session.log[-1].action)
            self.platform.spawn(pacing.review(self, thinking, self._retry_query(before)))
        if len(self.session.human_seats()) > 1 and seat not in self.session.to_act():
            # Hot-seat: hide this hand before the next player looks. A player who acts
            # again (a knock laid down step by step) keeps the device.
            self.revealed = None
        self._after_move(seat)
        self._kick_bots()

    def _retry_query(self, view: JsonDict) -> str:
        """The query of a link that starts the turn ``view`` shows again, as a practice game
        (same seats, rules and seed), when the game can write its position and one person
        plays; else ""."""
        assert self.session is not None
        if len(self.session.human_seats()) != 1:
            return ""  # hot-seat: the link would show the rack to whoever holds the device next
        position = self.session.rules.position_to_text(view)
        if position is None:
            return ""
        return links.to_query(replace(self.session.setup, position=position, practice=True), self.settings.lang)

    def _after_move(self, seat: int) -> None:
        """Queue the move's events on the timeline, log them, and hold the hand's summary
        (or the match's) until the timeline has played them."""
        assert self.session is not None
        every = self.session.events(len(self.session.log) - 1)
        if self.moves and dealt(self.moves[-1][1]):
            self.moves = []  # a new hand: its first move clears the last hand's from the table
        self.moves.append((seat, every))
        events = visible_events(every, self.viewer())
        said = [self._sentence(event) for event in events]
        self.log.extend(line for line in said if line)
        del self.log[:-LOG_LINES]
        if seat == self.viewer():
            self.recent = []
        else:
            # A sentence belongs to the seat it is about ("Ann has no red three" comes with
            # the discard before Ann's first turn), else to the seat that moved.
            self.recent.extend(
                (seat if event.seat is None else event.seat, line) for event, line in zip(events, said) if line
            )
        self.timeline.viewer = self.viewer()  # hot-seat: whose hand is on screen now
        self.timeline.push(seat, events, self._now_ms())
        self._fresh_ui()
        if self.session.is_over():
            self.dialog_due = "game"
        elif any(event.kind == HAND_END for event in events):
            self.dialog_due = "hand"
        self._autosave()
        self._play_timeline()

    def _sentence(self, event: Event) -> str:
        return self.table.describe_event(event.to_dict(), self.names(), self.viewer(), self.t)

    def _new_timeline(self) -> Timeline:
        # A ``bot_delay`` from the URL (tests, demos) scales every event's time to it.
        scale = 1.0 if self.bot_delay_ms is None else self.bot_delay_ms / BOT_PACES["normal"]
        return Timeline(self.viewer(), self.settings.pace, scale=scale)

    def _now_ms(self) -> float:
        return self.platform.now() * 1000.0

    def _play_timeline(self) -> None:
        if not self.playing:
            self.playing = True
            self.platform.spawn(pacing.play_timeline(self, self.epoch))

    def _announce(self, event: Event) -> None:
        line = self._sentence(event)
        if line:
            self.platform.announce(line)

    def _timeline_done(self) -> None:
        if self.dialog_due is not None:
            self.dialog, self.dialog_due = self.dialog_due, None
        self.render()
        self._kick_bots()

    def on_skip(self, data: dict[str, str]) -> None:
        """Play the rest of the timeline at once (the Skip control)."""
        self.timeline.skip()
        if not self.playing:
            self._timeline_done()

    def paused(self) -> bool:
        """A dialog is open or about to open: bots wait, and the table takes no input."""
        return self.dialog is not None or self.dialog_due is not None

    def _idle(self) -> bool:
        """Nothing moves by itself now: no event playing, no summary due, no bot to move."""
        busy_bots = self.session is not None and self.session.bot_to_act() is not None and not self.paused()
        return self.timeline.idle() and self.dialog_due is None and not busy_bots

    def play_forced(self) -> bool:
        """A table that says so (``plays_forced_moves``) has a person's step with a single legal
        action play itself (a forced re-split): nothing to decide, nothing to tap."""
        if (
            self.session is None
            or self.replay_step is not None
            or self.paused()
            or not getattr(self.table, "plays_forced_moves", False)
        ):
            return False
        for seat in self.session.to_act():
            legal = self.session.view(seat)["legal"] if self.session.seats[seat].is_human else []
            if len(legal) == 1:
                self._act(seat, legal[0])
                return True
        return False

    def _kick_bots(self) -> None:
        """Let the bots move, once the timeline has shown everything before."""
        if not self.timeline.idle() or self.playing:
            return  # the timeline's player kicks them when it is done
        if self.play_forced():
            return  # that move kicked the bots itself
        if (
            self.replay_step is None
            and not self.bots_running
            and self.session is not None
            and self.session.bot_to_act() is not None
        ):
            self.bots_running = True
            self.platform.spawn(pacing.run_bots(self, self.epoch))

    # ------------------------------------------------------------------ rendering

    def render(self) -> None:
        self._sync_clock()
        self.platform.render(self.markup())
        self.platform.set_idle(self._idle())

    # ------------------------------------------------------------------ the turn clock and practice

    def _timed_turn(self) -> tuple[tuple[int, int, int], int, int] | None:
        """(the turn, its seat, its seconds) when a person is to act and the table sets a limit."""
        seconds_of = getattr(self.table, "turn_seconds", None) if self.session is not None else None
        if self.session is None or seconds_of is None or self.replay_step is not None:
            return None
        seat = self._acting_human()
        seconds = None if seat is None else seconds_of(self.session.view(seat))
        if seat is None or not seconds:
            return None
        return (self.epoch, len(self.session.log), seat), seat, int(seconds)

    def _sync_clock(self) -> None:
        """A new turn gets a new clock (the old one stops ticking); the clock runs while its
        person can act (no privacy screen, no dialog, nothing left to show) and is held else."""
        timed = self._timed_turn()
        if timed is None:
            self.clock = None
            return
        turn, seat, seconds = timed
        if self.clock is None or self.clock.turn != turn:
            self.clock = turn_clock.TurnClock(turn, seat, seconds * 1000.0)
        clock, now = self.clock, self._now_ms()
        can_act = (
            not self.paused()
            and self._privacy_needed() is None
            and self.viewer() == seat
            and self.timeline.idle()
            and not self.playing
        )
        if not can_act:
            clock.hold(now)
        elif not clock.fired:
            clock.run(now)
            if not clock.ticking:
                clock.ticking = True
                self.platform.spawn(turn_clock.tick(self, clock))

    def redraw_countdown(self) -> None:
        """The countdown's new second, drawn in place: redrawing the whole table each second
        would restart its animations (the mark of the last move) and move a reader's place."""
        countdown = table_ui.turn_clock(self.seconds_left(), self.t)
        if countdown is not None:
            self.platform.patch(".turn-clock", str(countdown))

    def seconds_left(self) -> int | None:
        """What the countdown shows: whole seconds left (rounded up), while the clock runs."""
        clock = self.clock
        if clock is None or not clock.running:
            return None
        return -int(-clock.left_ms(self._now_ms()) // 1000)

    def time_up(self, clock: turn_clock.TurnClock) -> None:
        """The turn ran out: the table's time-up move (the working copy, for the engine's
        policy) is played, and the status line says what the rule did."""
        assert self.session is not None
        self.message, self.message_action, self.hint = "", None, ""
        answer = self.table.on_time_up(self.session.view(clock.seat), self.ui)  # type: ignore[attr-defined]
        moves = len(self.session.log)
        try:
            self._take_input(clock.seat, answer)
        except ActionError as error:
            self._say(self._error_text(error), "error")
        if len(self.session.log) > moves:
            said = [
                line
                for event in visible_events(self.session.events(moves), clock.seat)
                if (line := self._sentence(event))
            ]
            if said:  # the time-up event comes first: what became of the turn
                self._say(said[0])
        self.render()

    def markup(self) -> Markup:
        return screen.assemble(self)

    def _undo_reason(self, blocked: UndoBlock | None) -> str:
        if blocked is None or self.session is None:
            return ""
        if blocked.reason == "seen" and blocked.seat is not None:
            if self.session.seats[blocked.seat].is_human:
                return self.t("undo.seen_own")
            return self.t("undo.seen", name=self.session.seats[blocked.seat].name)
        return self.t(f"undo.{blocked.reason}")

    # ------------------------------------------------------------------ seats and privacy

    def names(self) -> list[str]:
        """The seats' names, in seat order (what the table and the dialogs call them)."""
        assert self.session is not None
        return [s.name for s in self.session.seats]

    def viewer(self) -> int | None:
        """Whose hand is on screen: the only human, or the hot-seat player who revealed."""
        if self.session is None:
            return None
        humans = self.session.human_seats()
        if len(humans) == 1:
            return humans[0]
        if self.revealed is None and self._acting_human() == self.holder:
            return self.holder  # nobody else had the device since: no handover to oneself
        return self.revealed

    def _acting_human(self) -> int | None:
        assert self.session is not None
        return next((s for s in self.session.to_act() if self.session.seats[s].is_human), None)

    def _privacy_needed(self) -> int | None:
        assert self.session is not None
        if len(self.session.human_seats()) < 2 or self.paused():
            return None
        acting = self._acting_human()
        if acting is not None and acting not in (self.revealed, self.holder):
            return acting
        return None

    # ------------------------------------------------------------------ persistence

    def _autosave(self) -> None:
        if self.session is None or self.save_id is None:
            return
        try:
            self.library.write(self.save_id, self.session, self.platform.now())
        except StorageFullError:
            self._say(self.t("saves.full"), "error")

    def _rebuild_log(self) -> None:
        assert self.session is not None
        session, viewer = self.session, self.viewer()
        self.log = [
            line
            for index in range(max(0, len(session.log) - LOG_LINES), len(session.log))
            for event in visible_events(session.events(index), viewer)
            if (line := self._sentence(event))
        ]
        del self.log[:-LOG_LINES]

    def _rebuild_moves(self) -> None:
        """The moves since the last deal, from the log (a resumed game, an undo)."""
        assert self.session is not None
        moves: list[tuple[int, tuple[Event, ...]]] = []
        for index in range(len(self.session.log) - 1, max(-1, len(self.session.log) - MOVES_KEPT - 1), -1):
            events = self.session.events(index)
            if moves and dealt(events):
                break
            moves.append((self.session.log[index].seat, events))
        self.moves = moves[::-1]

    def _new_save_id(self) -> str:
        return f"{int(self.platform.now() * 1000)}-{self.platform.random_seed() % 100000}"

    # ------------------------------------------------------------------ small things

    def _say(self, message: str, kind: str = "info", action: tuple[str, str] | None = None) -> None:
        """Put ``message`` on the status line, with a button (``action``: data-action, label)
        beside it or none: a button never outlives the message it belongs to."""
        self.message, self.message_kind, self.message_action = message, kind, action

    def _set_language(self, lang: str) -> None:
        self.settings = replace(self.settings, lang=lang if lang in links.LANGUAGES else "en")
        self.t = translator(self.settings.lang)
        self.draft = lobby_ui.localise_names(self.draft, self.t)
        self.platform.set_language(self.settings.lang)
        if self.session is not None:
            self._rebuild_log()
        save_settings(self.platform.storage, self.settings)
