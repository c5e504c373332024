"""Sharing a game: the share dialog's link (the game's own, or in practice the link that
plays a reviewed turn again), copying it, the system's share sheet, and a shared link that
arrived while another game was in progress (kept until the player says "switch")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..app import links
from ..app.session import MatchSetup
from . import screen_state as screens
from .match import Match
from .screen_state import Dialog
from .stage import Platform, Stage


class Sharing:
    def __init__(self, stage: Stage, platform: Platform, match: Callable[[], Match | None]) -> None:
        self.stage, self.platform, self.match = stage, platform, match
        self.pending_link: MatchSetup | None = None  # a shared game waiting for "switch?"

    def refusal(self, error: links.LinkError) -> str:
        t = self.stage.t
        if error.code == "cut_off":
            return t("link.cut_off")
        if error.code == "changed":
            return t("link.changed")
        return t("link.bad", reason=t(f"link.reason.{error.code}", **error.params))

    def url(self) -> str:
        match = self.match()
        assert match is not None
        if self.stage.screen.sharing_retry:
            return self.platform.page_url() + match.retry_query
        setup, lang = match.session.setup, self.stage.settings.lang
        if setup.lesson:  # a lesson is shared as the lesson's link: it starts afresh for each child
            return self.platform.page_url() + links.lesson_link(setup.game, lang)
        return self.platform.page_url() + links.to_query(setup, lang)

    def on_copy_link(self, data: dict[str, str]) -> None:
        if self.match() is not None:
            self.platform.copy_text(self.url())
            self.stage.say(self.stage.t("share.copied"))  # said aloud too: the status line is behind the dialog

    def on_system_share(self, data: dict[str, str]) -> None:
        match = self.match()
        if match is not None:
            self.platform.share(self.url(), self.stage.t(f"{match.session.setup.game}.title"))

    def on_share(self, data: dict[str, str]) -> None:
        # What the dialog says is about its link only.
        sharing = screens.open_plain(self.stage.screen, Dialog.SHARE)
        self.stage.screen = screens.quiet(replace(sharing, sharing_retry=False))

    def on_share_retry(self, data: dict[str, str]) -> None:
        """The share dialog with the link that plays the reviewed turn again."""
        match = self.match()
        if match is not None and match.retry_query:
            sharing = screens.open_plain(self.stage.screen, Dialog.SHARE)
            self.stage.screen = screens.quiet(replace(sharing, sharing_retry=True))
