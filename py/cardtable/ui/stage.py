"""The narrow protocols the UI's parts take: the page (``Platform``) and the screen around
them (``Stage``). The controller is both's owner; no part takes the controller itself."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol

from ..app.i18n import Translator
from ..app.saves import Storage
from ..app.settings import Settings
from .lobby import LobbyDraft
from .screen_state import ScreenState

# A part's handler of one page event (``data-action``): it takes the event's data.
Handler = Callable[[dict[str, str]], object]
# A handler returns this when the screen already shows the change, so the page is not re-drawn.
KEEP_SCREEN = object()


def handlers_of(part: object) -> dict[str, Handler]:
    """A part's handlers by name: its method ``on_skip_hand`` handles ``data-action="skip-hand"``
    (the standard library's ``cmd.Cmd`` finds its ``do_*`` commands the same way), so an action
    is named once, where it is handled."""
    return {name[3:].replace("_", "-"): getattr(part, name) for name in dir(part) if name.startswith("on_")}


class Platform(Protocol):
    """The browser, as the UI reaches it: ``ui/dom.py`` in the page, a fake in tests."""

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


class Stage(Protocol):
    """The screen the parts share: its state, the player's settings and language, the
    lobby's draft, and drawing."""

    screen: ScreenState
    settings: Settings
    t: Translator
    draft: LobbyDraft

    def render(self) -> None: ...
    def say(self, text: str, kind: str = "info", actions: tuple[tuple[str, str], ...] = ()) -> None: ...
