"""The table's controls: input composed on the table, direct action buttons, keys, undo,
hints, Skip, the hot-seat reveal, the replay's steps, and the dialogs' buttons. Each handler
passes the person's input to the match on the table, or changes the screen state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from . import keymap
from . import screen_state as screens
from .kit import Say
from .match import Match
from .screen_state import PLAIN, PUT_AWAY, Dialog, ScreenState
from .stage import KEEP_SCREEN, Handler, Stage, handlers_of

REPLAY_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}


class TableControl:
    def __init__(self, stage: Stage, current: Callable[[], Match | None], leave: Callable[[], None]) -> None:
        self.stage = stage
        self.current = current  # the match on the table, if any
        self.leave = leave  # back to the lobby

    def handlers(self) -> dict[str, Handler]:
        return {
            **handlers_of(self),
            "toggle-log": self._changing(screens.toggle_log),
            "rules": self._changing(screens.open_rules),
            "keys": self._changing(screens.toggle_keys),
            "show-summary": self._changing(screens.show_summary),
        }

    def _changing(self, change: Callable[[ScreenState], ScreenState]) -> Handler:
        """A handler that changes the screen state alone (the log panel, the rules, the keys)."""

        def handle(data: dict[str, str]) -> None:
            self.stage.screen = change(self.stage.screen)

        return handle

    def _playing(self) -> tuple[Match, int] | None:
        """The match and the viewer, when the table takes the viewer's input (nothing paused)."""
        match = self.current()
        seat = match.viewer() if match is not None else None
        if match is None or seat is None or self.stage.screen.paused:
            return None
        return match, seat

    def on_input(self, data: dict[str, str]) -> None:
        """Input on the game's table (``data-input`` names it): the table decides what it means."""
        playing = self._playing()
        if playing is not None:
            match, seat = playing
            self.stage.screen = replace(self.stage.screen, hint="")
            answer = match.table.on_input(match.session.view(seat), match.ui, data.get("input", ""), data)
            match.take_input(seat, answer)

    def on_act(self, data: dict[str, str]) -> None:
        """A direct action button (``data-move`` holds the action text)."""
        playing = self._playing()
        if playing is not None:
            playing[0].act(playing[1], data["move"])

    def key(self, key: str) -> bool:
        """A key the table takes now (the viewer's turn, nothing paused); False when none did."""
        playing = self._playing()
        if playing is None or playing[1] not in playing[0].session.to_act():
            return False
        match, seat = playing
        answer = match.table.on_key(match.session.view(seat), match.ui, key)
        if answer is None and key in dict(match.table.shortcuts()):  # a key of no use now: say so
            t = self.stage.t
            self.stage.say(t("keys.nothing_chosen" if key == keymap.PLAY else "keys.not_now", letter=key))
        elif answer is not None:
            if not isinstance(answer, Say):  # a key that did something: an earlier refusal is stale
                self.stage.screen = screens.quiet(self.stage.screen)
            match.take_input(seat, answer)
        return answer is not None or key in dict(match.table.shortcuts())

    def on_hint(self, data: dict[str, str]) -> object:
        match = self.current()
        seat = match.viewer() if match is not None else None
        if match is not None and seat is not None and seat in match.session.to_act() and not self.stage.screen.paused:
            match.hint(seat)
            return KEEP_SCREEN
        if match is not None:
            self.stage.say(self.stage.t("table.hint_not_now"))
        return None

    def _on_match(self, act: Callable[[Match], object]) -> None:
        match = self.current()
        if match is not None:
            act(match)

    def on_undo(self, data: dict[str, str]) -> None:
        self._on_match(Match.undo)

    def on_skip(self, data: dict[str, str]) -> None:
        self._on_match(Match.skip)

    def on_skip_hand(self, data: dict[str, str]) -> None:
        """The viewer is out of the hand: the others play it to its end unseen."""
        self._on_match(Match.skip_hand)

    def on_reveal(self, data: dict[str, str]) -> None:
        match = self.current()
        if match is not None:
            match.hotseat.reveal(match.session)
            match.fresh_ui()  # the table's state for the hand now on screen (a rack to compose from)

    def on_escape(self, data: dict[str, str]) -> None:
        match = self.current()
        if self.stage.screen.dialog in PLAIN:
            self.stage.screen = screens.close_plain(self.stage.screen)
        elif self.stage.screen.show_log:
            self.stage.screen = screens.toggle_log(self.stage.screen)
        elif match is not None:
            playing = self._playing()
            seat = playing[1] if playing is not None else None
            answer = None
            if seat is not None and seat in match.session.to_act():  # the table clears its own choice
                answer = match.table.on_escape(match.session.view(seat), match.ui)
            if seat is None or answer is None:
                match.fresh_ui()
            else:
                match.take_input(seat, answer)

    def on_replay_step(self, data: dict[str, str]) -> None:
        match, step = self.current(), self.stage.screen.replay_step
        if match is None or step is None:
            return
        last = len(match.session.log)
        steps = {"first": 0, "prev": step - 1, "next": step + 1, "last": last}
        chosen = max(0, min(last, steps.get(data.get("step", ""), step)))
        self.stage.screen = replace(self.stage.screen, replay_step=chosen)

    def on_why(self, data: dict[str, str]) -> None:
        """A control that cannot be used now was touched: say why (``table.unavailable``)."""
        self.stage.say(data.get("why", ""))

    def on_close_dialog(self, data: dict[str, str]) -> None:
        closing, match = self.stage.screen.dialog, self.current()
        if closing in PLAIN:  # back to what it was opened over (a finished hand's table waits on)
            self.stage.screen = replace(screens.close_plain(self.stage.screen), sharing_retry=False)
            return
        self.stage.screen = replace(self.stage.screen, dialog=None, sharing_retry=False)
        if closing is Dialog.MOMENT and match is not None:  # everyone saw the reveal: play on
            self.stage.screen = replace(self.stage.screen, dialog=match.after_moment())
            match.kick_bots()
            return
        if closing in (Dialog.HAND, Dialog.HAND_TABLE) and match is not None:
            match.tell_deal()
            match.kick_bots()  # Continue: the next hand is dealt now
        if closing is Dialog.GAME:
            self.leave()

    def on_look_at_table(self, data: dict[str, str]) -> None:
        """× or Esc on a summary: put it away and show the finished table, which stays (nothing
        moves, the next hand is not dealt) until Continue, or the summary is opened again."""
        dialog, t = self.stage.screen.dialog, self.stage.t
        put_away = PUT_AWAY.get(dialog) if dialog is not None else None
        if put_away is None:
            self.on_close_dialog(data)
            return
        self.stage.screen = replace(self.stage.screen, dialog=put_away)
        if put_away is Dialog.HAND_TABLE:
            self.stage.say(t("dialog.finished_table"), actions=(("close-dialog", t("dialog.continue")),))
        else:
            self.stage.say(
                t("dialog.finished_match"),
                actions=(("new-game-same-seats", t("dialog.play_again")), ("show-summary", t("dialog.summary"))),
            )
