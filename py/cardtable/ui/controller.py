"""The controller: it composes the UI's parts and dispatches the page's events to them.

Flow per event: parse ``data-action`` → a part changes the match, the lobby's draft or the
screen state → autosave → re-render everything from views. The parts: the lobby's
controls (``lobby_control``), the saved games (``saves_control``), sharing (``sharing``),
the match on the table (``match``: its session, story, scheduler, hot-seat and turn clock)
and the screen state (``screen_state``), a frozen value.

It reaches the browser only through ``Platform`` (``ui/dom.py`` in the page, a fake in
tests), so all of it runs and is tested under CPython.
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import parse_qsl

from ..app import links
from ..app.i18n import LANGUAGES, Translator, translator
from ..app.session import MatchSession, MatchSetup
from ..app.settings import Settings, load_settings, preferred_language, save_settings
from ..engine.core import ActionError
from . import lobby as lobby_ui
from . import screen
from . import screen_state as screens
from .kit import error_text
from .learning import Learning
from .library import SaveLibrary
from .lobby_control import LobbyControl
from .markup import Markup
from .match import Match
from .saves_control import SavesControl
from .screen_state import Dialog, ScreenState
from .sharing import Sharing
from .stage import KEEP_SCREEN, Handler, Platform, handlers_of
from .table_control import REPLAY_KEYS, TableControl

__all__ = ["Controller", "Platform"]


class Controller:
    def __init__(self, platform: Platform) -> None:
        self.platform = platform
        # A first visit speaks the browser's language; a choice made since is remembered.
        self.settings: Settings = load_settings(platform.storage, preferred_language(platform.languages()))
        self.t: Translator = translator(self.settings.lang)
        self.draft = lobby_ui.localise_names(lobby_ui.remembered_draft(self.settings), self.t)
        self.screen = ScreenState()
        self.match: Match | None = None
        self.bot_delay_ms: int | None = None  # from the URL (tests); else the settings' pace
        self.lobby = LobbyControl(self, platform.storage)
        self.saves = SavesControl(self, platform, SaveLibrary(platform.storage), self.open_match)
        self.sharing = Sharing(self, platform, lambda: self.match)
        self.table = TableControl(self, lambda: self.match, lambda: self.on_to_lobby({}))
        self.learning = Learning(self, platform, self.start, lambda: self.match)
        # Every data-action the screens carry, and what handles it.
        self.handlers: dict[str, Handler] = {
            **handlers_of(self.lobby),
            **handlers_of(self.saves),
            **handlers_of(self.sharing),
            **handlers_of(self.learning),
            **self.table.handlers(),
            **handlers_of(self),  # last: the controller's set-pace also re-paces the match on the table
            "set-lang": lambda data: self.set_language(data.get("value", "en")),
        }

    @property
    def session(self) -> MatchSession | None:
        return self.match.session if self.match is not None else None

    # ------------------------------------------------------------------ boot

    def boot(self, typed: dict[str, str] | None = None) -> None:
        """Open a share link, else resume the game in progress, else show the lobby.

        ``typed`` holds what a person entered in the pre-rendered lobby while Python was
        still loading (control id -> value); the live lobby keeps it.
        """
        self.platform.set_language(self.settings.lang)  # <html lang> from the first render on
        query = self.platform.query()
        params = dict(parse_qsl(query.lstrip("?")))
        if params.get("bot_delay", "").isdigit() and len(params["bot_delay"]) <= 5:
            self.bot_delay_ms = int(params["bot_delay"])
        if links.is_game_link(query):
            self._open_link(query)  # a lesson's link too (``?learn=``)
        elif links.language_of(query):  # ?lang=fr: the lobby in that language
            self.set_language(str(links.language_of(query)))
            self.platform.clear_game_query()
        elif self.saves.library.current():
            self.saves.resume(str(self.saves.library.current()), quiet=True)
        if self.match is None and typed:
            said = self.screen.message  # e.g. why a link failed: keep it
            self.lobby.adopt_typed(typed)
            self.screen = replace(self.screen, message=said)
        self.render()

    def _open_link(self, query: str) -> None:
        try:
            lesson = links.lesson_of(query)
            if lesson is not None:
                setup, lang = self.learning.lesson_setup(lesson), links.language_of(query) or self.settings.lang
            else:
                setup, lang = links.from_query(query)
        except links.LinkError as error:
            if error.lang is not None:  # the link's language first, even when the rest is refused
                self.set_language(error.lang)
            self.say(self.sharing.refusal(error), "error")
            return
        finally:
            self.platform.clear_game_query()
        self.set_language(lang)
        # Reopening the same link resumes that game rather than losing its progress.
        for summary in self.saves.library.store.summaries()[0]:
            if not summary.over and self.saves.library.has_setup(summary.id, setup):
                self.saves.resume(summary.id)
                return
        # A game in progress here: ask before switching (it stays saved either way).
        if self.saves.library.current():
            self.saves.resume(str(self.saves.library.current()), quiet=True)
            if self.match is not None and not self.match.session.is_over():
                self.sharing.pending_link = setup
                self.screen = replace(self.screen, dialog=Dialog.SWITCH)
                return
        self.start(setup)

    # ------------------------------------------------------------------ events

    def dispatch(self, action: str, data: dict[str, str]) -> None:
        """Handle one UI event; illegal moves and bad input become messages, never crashes."""
        handler = self.handlers.get(action)
        if handler is None:
            return  # a control from an older page
        self.screen = screens.quiet(self.screen)
        try:
            if handler(data) is KEEP_SCREEN:
                return
        except ActionError as error:
            if self.match is not None:
                self.say(self.match.error_text(error), "error")
            else:
                self.say(error_text(self.draft.game, error.code, error.params, str(error), self.t), "error")
        self.render()

    def key(self, key: str) -> None:
        if self.screen.replay_step is not None:
            if key in REPLAY_KEYS:
                self.dispatch("replay-step", {"step": REPLAY_KEYS[key]})
            elif key == "Escape":
                self.dispatch("to-lobby", {})
            return
        shortcuts = {"u": "undo", "h": "hint", "Escape": "escape", "l": "toggle-log", "?": "keys"}
        if key == "Escape" or (key in shortcuts and self.match is not None):
            self.dispatch(shortcuts[key], {})
        elif self.table.key(key):
            self.render()

    # ------------------------------------------------------------------ the lobby and the match

    def on_start(self, data: dict[str, str]) -> None:
        try:
            setup = self.lobby.setup(self.platform.random_seed())
        except ValueError as error:
            self.say(str(error), "error")
            return
        self.start(setup)

    def on_set_pace(self, data: dict[str, str]) -> None:
        self.lobby.on_set_pace(data)
        if self.match is not None:
            self.match.story.timeline.set_pace(self.settings.pace)

    def on_switch_to_link(self, data: dict[str, str]) -> None:
        setup, self.sharing.pending_link = self.sharing.pending_link, None
        if setup is not None:
            self.start(setup)

    def on_new_game_same_seats(self, data: dict[str, str]) -> None:
        if self.match is not None:
            old = self.match.session.setup
            self.start(MatchSetup(old.game, old.seats, self.platform.random_seed(), dict(old.options), old.practice))

    def start(self, setup: MatchSetup) -> None:
        self.open_match(
            MatchSession(setup), f"{int(self.platform.now() * 1000)}-{self.platform.random_seed() % 100000}"
        )
        assert self.match is not None
        self.match.autosave()

    def open_match(self, session: MatchSession, save_id: str | None) -> None:
        """Put a match on the table: a new one, a resumed save, or (``save_id`` None) a saved
        match to watch move by move, every hand open (nothing is saved or played)."""
        if self.match is not None:
            self.match.stop()
        self.match = Match(session, save_id, self, self.platform, self.saves.library, self.bot_delay_ms)
        if save_id is None:
            self.screen = replace(self.screen, replay_step=0)
        elif session.is_over():
            self.screen = replace(self.screen, dialog=Dialog.GAME)
        elif session.log and self.match.after_moment() is Dialog.HAND and not self.match.summary_seen():
            # The last move ended a hand: its summary, open or due when the page was left, opens
            # again rather than the next hand with it unseen (issue 30, Gin 3).
            self.screen = replace(self.screen, dialog=Dialog.HAND)
        self.match.kick_bots()

    def on_to_lobby(self, data: dict[str, str]) -> None:
        if self.match is not None:
            setup, counts = self.match.session.setup, self.draft.counts
            draft = lobby_ui.LobbyDraft(setup.game, dict(setup.options), setup.seats, setup.practice, counts=counts)
            self.draft = lobby_ui.localise_names(draft, self.t)  # "Player 1" is "Hráč 1" in a Czech lobby
            self.match.stop()
        self.match, self.sharing.pending_link = None, None
        self.screen = screens.at_table(self.screen)
        self.saves.library.clear_current()

    # ------------------------------------------------------------------ drawing and saying

    def render(self) -> None:
        if self.match is not None:
            self.match.timer.sync()
        self.platform.render(self.markup())
        lines, said = screen.to_say_aloud(self, self.match)
        for line in lines:
            self.platform.announce(line)
        self.screen = replace(self.screen, said=said)
        self.platform.set_idle(self.match is None or self.match.idle())

    def markup(self) -> Markup:
        return screen.assemble(self, self.match, self.saves.library, self.sharing)

    def import_text(self, text: str, file_name: str = "") -> None:
        """Called by the page with the text of a chosen file, and the file's name."""
        self.screen = screens.quiet(self.screen)
        self.saves.import_text(
            text, file_name, f"{int(self.platform.now() * 1000)}-{self.platform.random_seed() % 100000}"
        )
        self.render()

    def say(self, text: str, kind: str = "info", actions: tuple[tuple[str, str], ...] = ()) -> None:
        """Put ``text`` on the status line, with buttons (``actions``: data-action, label)."""
        self.screen = screens.say(self.screen, text, kind, actions)

    def set_language(self, lang: str) -> None:
        self.settings = replace(self.settings, lang=lang if lang in LANGUAGES else "en")
        self.t = translator(self.settings.lang)
        self.draft = lobby_ui.localise_names(self.draft, self.t)
        self.platform.set_language(self.settings.lang)
        if self.match is not None:
            self.match.retell()
        save_settings(self.platform.storage, self.settings)
