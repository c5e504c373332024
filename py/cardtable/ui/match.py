"""The match on the table: its session and save, the table's own UI state, whose hand is on
screen, and the flow of a move: submit, tell its story, save, let the bots go on.

It reaches the page through ``Stage`` (the screen state, the texts, drawing) and the
``Platform``; the controller owns both and dispatches the page's events to it.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..app import links
from ..app.saves import StorageFullError
from ..app.session import MatchSession, UndoBlock
from ..app.timeline import DELAY_AT_NORMAL_MS, Timeline, visible_events
from ..engine.core import HAND_END, ActionError, Event, JsonDict
from . import pacing
from . import screen_state as screens
from .hotseat import HotSeat
from .kit import GameTable, Say, Submit, error_text, table_for
from .library import SaveLibrary
from .lobby import localised_name
from .markup import Markup
from .scheduler import Scheduler, Token
from .screen_state import Dialog, quiet
from .story import Story
from .turn_clock import TurnTimer

# The save and move count of the last hand summary Continue was pressed on (one mark, replaced).
SUMMARY_SEEN_KEY = "cardtable:v1:summary-seen"

if TYPE_CHECKING:
    from .stage import Platform, Stage


class Match:
    def __init__(
        self,
        session: MatchSession,
        save_id: str | None,
        stage: Stage,
        platform: Platform,
        library: SaveLibrary,
        bot_delay_ms: int | None = None,
    ) -> None:
        self.session = session
        self.save_id = save_id  # None: watched, not played (a replay), so never saved
        self.stage, self.platform, self.library = stage, platform, library
        self.table: GameTable = table_for(session.setup.game)
        self.ui: Any = None  # the table's own UI state (opaque here)
        self.hotseat = HotSeat()
        # A ``bot_delay`` from the URL (tests, demos) scales every event's time to it.
        scale = 1.0 if bot_delay_ms is None else bot_delay_ms / DELAY_AT_NORMAL_MS
        self.story = Story(Timeline(None, stage.settings.pace, scale=scale, long_beats=self.table.long_beats))
        self.scheduler = Scheduler(platform)
        self.timer = TurnTimer(self)
        self.retry_query = ""  # practice: the link's query that plays the reviewed turn again
        self.hurrying = False  # the moves go by unseen until the hand ends (``skip_hand``)
        self.enter_table()

    # ------------------------------------------------------------------ reading

    def viewer(self) -> int | None:
        return self.hotseat.viewer(self.session)

    def names(self) -> list[str]:
        """The seats' names, in seat order (what the table and the dialogs call them), a
        default name in the page's language ("Joueur 1" is "Player 1" in English)."""
        seats = self.session.seats
        return [localised_name(seat, i, len(seats), self.stage.t) for i, seat in enumerate(seats)]

    def privacy_needed(self) -> int | None:
        return None if self.stage.screen.paused else self.hotseat.privacy_needed(self.session)

    def story_names(self) -> list[str]:
        """The names the moves are told with: the one person playing against bots is "Player 1
        (you)", whatever their name (Gin replay: "Player 1" in the moves and "You" on the table
        read as two people). At a shared device every name stays as it is."""
        names, viewer = self.names(), self.viewer()
        humans = [seat for seat in self.session.seats if seat.is_human]
        if viewer is not None and len(humans) == 1:
            names[viewer] = self.stage.t("table.named_you", name=names[viewer])
        return names

    def sentence(self, event: Event) -> str:
        return self.table.describe_event(event.to_dict(), self.story_names(), self.viewer(), self.stage.t)

    def error_text(self, error: ActionError) -> str:
        fields = self.table.error_fields(error.params, self.stage.t)
        return error_text(self.session.setup.game, error.code, fields, str(error), self.stage.t)

    def now_ms(self) -> float:
        return self.platform.now() * 1000.0

    def idle(self) -> bool:
        """Nothing moves by itself now: no event playing, no summary due, no bot to move, no
        hint being worked out."""
        busy_bots = self.session.bot_to_act() is not None and not self.stage.screen.paused
        return (
            self.story.timeline.idle()
            and self.stage.screen.due is None
            and not busy_bots
            and not self.scheduler.running("hint")
        )

    def undo_blocker(self) -> tuple[int | None, UndoBlock | None]:
        """Where undo goes back to, or why it cannot. A table that plays a person's only
        possible move by itself (a forced re-split) would play it again at once: undo goes
        back past such a move to the last one they chose."""
        return self.session.undo_blocker(self.plays_forced())

    def plays_forced(self) -> bool:
        """Whether this match plays a person's forced steps by itself (its table, its options)."""
        return self.table.plays_forced(self.session.setup.options)

    def forced_note(self, index: int) -> str | None:
        """The log's line for move ``index`` when the table played it by itself (a 12 Days pass
        with no reply in hand: "You pass: …"), worked out again from the position before it."""
        move = self.session.log[index]
        if not self.plays_forced() or not self.session.seats[move.seat].is_human:
            return None
        before = self.session.rules.view(self.session.states[index], move.seat)
        if self.table.forced_move(before) != move.action:
            return None
        return self.table.forced_note(before, self.names(), self.viewer(), self.stage.t)

    def undo_reason(self, blocked: UndoBlock | None) -> str:
        t = self.stage.t
        if blocked is None:
            return ""
        if blocked.reason == "seen" and blocked.seat is not None:
            if self.session.seats[blocked.seat].is_human:
                return t("undo.seen_own")
            return t("undo.seen", name=self.names()[blocked.seat])  # a default name in the page's language
        return t(f"undo.{blocked.reason}")

    # ------------------------------------------------------------------ the table drawn afresh

    def enter_table(self) -> None:
        """Draw the table afresh: a new match, a resumed save, or a position set up from outside."""
        self.stage.screen = screens.at_table(self.stage.screen)
        self.story.recent = []
        self.story.timeline.viewer = self.viewer()
        self.fresh_ui()
        self.retell()

    def fresh_ui(self) -> None:
        self.ui = self.table.new_ui(self.session.view(self.viewer()))

    def retell(self) -> None:
        self.story.retell(self.session, self.viewer(), self.sentence, self.forced_note)

    def stop(self) -> None:
        """Leaving the table: every task of this match ends, and none starts again."""
        self.scheduler.close()

    # ------------------------------------------------------------------ a move

    def take_input(self, seat: int, answer: Any) -> None:
        if isinstance(answer, Submit):
            for action in (answer.action, *answer.then):
                self.act(seat, action)
        elif isinstance(answer, Say):
            self.stage.say(self.stage.t(answer.key, **answer.fields), answer.kind)
            if answer.ui is not None:
                self.ui = answer.ui
        else:
            self.ui = answer

    def act(self, seat: int, action: str) -> None:
        reviewed = self.session.setup.practice and self.session.seats[seat].is_human
        before = self.session.view(seat) if reviewed else None
        self.session.submit(seat, action)
        self.stage.screen = replace(self.stage.screen, hint="")
        if before is not None:  # practice: was more possible?
            thinking = self.table.review_move(before, self.session.log[-1].action)
            if thinking is not None:
                retry = self._retry_query(before)
                self.scheduler.start("review", lambda token: pacing.review(self, token, thinking, retry))
        self.hotseat.moved(self.session, seat)
        self.after_move(seat)
        self.kick_bots()

    def _retry_query(self, view: JsonDict) -> str:
        """The query of a link that starts the turn ``view`` shows again, as a practice game
        (same seats, rules and seed), when the game can write its position and one person
        plays; else ""."""
        if len(self.session.human_seats()) != 1:
            return ""  # hot-seat: the link would show the rack to whoever holds the device next
        position = self.session.rules.position_to_text(view)
        if position is None:
            return ""
        setup = replace(self.session.setup, position=position, practice=True)
        return links.to_query(setup, self.stage.settings.lang)

    def after_move(self, seat: int) -> None:
        """Queue the move's events on the timeline, log them, and hold the hand's summary
        (or the match's) until the timeline has played them."""
        every = self.session.events(len(self.session.log) - 1)
        note = self.forced_note(len(self.session.log) - 1)
        events = self.story.told(seat, every, self.viewer(), self.sentence, note)
        self.story.timeline.viewer = self.viewer()  # hot-seat: whose hand is on screen now
        self.story.timeline.push(seat, events, self.now_ms(), unasked=note is not None)
        if self.hurrying:
            self.story.timeline.skip()
            self.hurrying = not (self.session.is_over() or any(event.kind == HAND_END for event in every))
        self.fresh_ui()
        if self.moment() is not None:  # the summary, if any, follows it (``after_moment``)
            self.stage.screen = replace(self.stage.screen, due=Dialog.MOMENT)
        elif self.session.is_over():
            self.stage.screen = replace(self.stage.screen, due=Dialog.GAME)
        elif any(event.kind == HAND_END for event in events):
            self.stage.screen = replace(self.stage.screen, due=Dialog.HAND)
        self.autosave()
        self.scheduler.start("timeline", lambda token: pacing.play_timeline(self, token), self._timeline_ended)

    def moment(self) -> tuple[str, Markup] | None:
        """Hot seat: the last move's reveal that everyone at the device sees together (its
        title and body), before the next person's privacy screen; None when there is none."""
        if len(self.session.human_seats()) < 2 or not self.session.log:
            return None
        events = visible_events(self.session.events(len(self.session.log) - 1), None)
        return self.table.moment([event.to_dict() for event in events], self.names(), self.stage.t)

    def after_moment(self) -> Dialog | None:
        """What follows the reveal everyone saw: the summary its move made due, or nothing."""
        if self.session.is_over():
            return Dialog.GAME
        if any(event.kind == HAND_END for event in self.session.events(len(self.session.log) - 1)):
            return Dialog.HAND
        return None

    def _timeline_ended(self, token: Token) -> None:
        if token.live:
            self.timeline_done()
        elif not self.story.timeline.idle():  # moves told after an undo: play them
            self.scheduler.start("timeline", lambda token: pacing.play_timeline(self, token), self._timeline_ended)
        else:
            self.kick_bots()

    def timeline_done(self) -> None:
        self.stage.screen = screens.open_due(self.stage.screen)
        self.stage.render()
        self.kick_bots()

    def skip(self) -> None:
        """Play the rest of the timeline at once (the Skip control)."""
        self.story.timeline.skip()
        if not self.scheduler.running("timeline"):
            self.timeline_done()

    def tell_deal(self) -> None:
        """Continue on a hand's summary: the next hand's deal, held back until now, is told."""
        for line in self.story.tell_deal(self.sentence):
            self.platform.announce(line)
        self._remember_summary_seen()

    def summary_seen(self) -> bool:
        """Whether Continue was pressed on the summary of the hand the last move ended: a page
        loaded again then opens the next hand, not that summary once more (12 Days playtest)."""
        mark = self.library.storage.get(SUMMARY_SEEN_KEY)
        return mark is not None and mark == self._summary_mark()

    def _remember_summary_seen(self) -> None:
        if self.save_id is not None:
            with suppress(StorageFullError):  # at worst the summary shows once more after a reload
                self.library.storage.set(SUMMARY_SEEN_KEY, self._summary_mark())

    def _summary_mark(self) -> str:
        return f"{self.save_id}:{len(self.session.log)}"

    def skip_hand(self) -> None:
        """Play the rest of the hand without showing it, to its summary: the viewer is out of it
        and has nothing to watch (a table offers it, ``data-action="skip-hand"``)."""
        self.hurrying = True
        self.skip()

    def play_forced(self) -> bool:
        """A match whose table says so (``plays_forced``) has a person's step with nothing to decide
        play itself (a forced re-split, a 12 Days pass with no reply): nothing to tap."""
        screen = self.stage.screen
        if screen.replay_step is not None or screen.paused or not self.plays_forced():
            return False
        for seat in self.session.to_act():
            forced = self.table.forced_move(self.session.view(seat)) if self.session.seats[seat].is_human else None
            if forced is not None:
                self.act(seat, forced)
                return True
        return False

    def kick_bots(self) -> None:
        """Let the bots move, once the timeline has shown everything before."""
        if not self.story.timeline.idle() or self.scheduler.running("timeline"):
            return  # the timeline's player kicks them when it is done
        if self.play_forced():
            return  # that move kicked the bots itself
        if self.stage.screen.replay_step is None and self.session.bot_to_act() is not None:
            self.scheduler.start("bots", lambda token: pacing.run_bots(self, token), self._bots_ended)

    def _bots_ended(self, token: Token) -> None:
        if not token.live:
            self.kick_bots()  # an undo may need bots of its own
        self.platform.set_idle(self.idle())

    # ------------------------------------------------------------------ undo and hints

    def undo_edit(self) -> Any:
        """The table's own undo step at the viewer's turn (``GameTable.undo_edit``), or None."""
        seat = self.viewer()
        if seat is None or seat not in self.session.to_act():
            return None
        return self.table.undo_edit(self.session.view(seat), self.ui)

    def undo(self) -> None:
        t = self.stage.t
        own = self.undo_edit()
        seat = self.viewer()
        if own is not None and seat is not None:  # the turn being composed goes back a step first
            self.take_input(seat, own)
            self.stage.say(t("table.edit_undone"))  # the table changed; the status says why
            return
        if self.session.is_over() and not self.session.setup.practice:  # its result stands
            self.stage.say(t("undo.match_over"))
            return
        point, blocked = self.undo_blocker()
        if point is None or not self.session.undo(self.plays_forced()):
            self.stage.say(self.undo_reason(blocked))
            return
        self.scheduler.cancel_all()  # stops a bot that was thinking about the position taken back
        self.stage.screen = replace(self.stage.screen, hint="", dialog=None, due=None)
        self.story.timeline.skip()
        self.hurrying = False
        self.fresh_ui()
        self.retell()
        self.autosave()
        self.stage.say(t("table.undone"))
        self.kick_bots()

    def hint(self, seat: int) -> None:
        """Work the hint out in slices, like a bot's move: the page never freezes."""
        if not self.scheduler.running("hint"):
            work = pacing.hint(self, seat)
            self.scheduler.start("hint", work, lambda _: self.platform.set_idle(self.idle()))
            self.platform.set_idle(self.idle())  # the tap draws nothing: the hint is on its way

    def show_hint(self, seat: int, advice: str) -> None:
        """The hint worked out for ``seat``: say it, and compose it on the table. It replaces
        "working out a hint…", never a message said meanwhile (why Undo did nothing)."""
        screen = self.stage.screen
        if screen.message.kind == "progress":
            screen = quiet(screen)
        self.stage.screen = replace(screen, hint=advice)
        self.ui = self.table.ui_for_hint(self.session.view(seat), self.ui, advice)
        self.stage.render()

    # ------------------------------------------------------------------ saving

    def autosave(self) -> None:
        if self.save_id is None:
            return
        try:
            self.library.write(self.save_id, self.session, self.platform.now())
        except StorageFullError:
            self.stage.say(self.stage.t("saves.full"), "error")
