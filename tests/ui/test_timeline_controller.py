"""The table's timeline in the controller, for every registered game: what just happened
is played event by event, told in the log and the live region in the player's language,
and a hand ends on screen before the next one is dealt."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import unescape

import pytest
from controller_helpers import open_link, play_until, seats_for, start, weakest
from fake_platform import FakePlatform, run_async

from cardtable.app.games import playable_game_ids
from cardtable.app.i18n import has_text, translator
from cardtable.app.session import MatchSetup, Seat
from cardtable.app.timeline import OWN_MS, PACE_FACTORS, duration_ms, visible_events
from cardtable.engine import registry
from cardtable.engine.core import HAND_END, Event
from cardtable.ui.controller import Controller
from cardtable.ui.screen import hand_finishing

GAMES = playable_game_ids()
CYRILLIC = re.compile("[а-яА-Я]")


async def until(controller: Controller, platform: FakePlatform, done: Callable[[], object]) -> bool:
    """Play the person's turns with the hint until ``done()``; False if the match ended first."""
    return await play_until(controller, platform, done)


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_ends_on_screen_and_nothing_of_the_next_acts_until_continue(platform: FakePlatform, game: str) -> None:
    # The default rules: a match of several hands (a game scored as it goes has one).
    seats = tuple(
        Seat(name, None if kind == "human" else kind) for name, kind in seats_for(game, ("Me", "human"), weakest(game))
    )
    controller, platform = open_link(MatchSetup(game, seats, 7))
    session = controller.session
    assert session is not None
    t = translator("en")

    def hand_over() -> bool:
        return controller.screen.due == "hand" or controller.screen.dialog == "hand"

    def summary_open() -> bool:
        return controller.screen.dialog == "hand"

    async def run() -> None:
        if not await until(controller, platform, hand_over):
            assert registry.get(game).hands_scored(session.state) == 1, "a match of several hands had no summary"
            return
        moves = len(session.log)
        assert any(event.kind == HAND_END for event in session.events(moves - 1))
        # While the deciding move plays out, the status names it, not yet "Round over"
        # (Rummikub playtest 7/10, 3).
        assert controller.screen.due == "hand" and controller.screen.dialog is None
        mover = controller.match.names()[session.log[-1].seat]  # type: ignore[union-attr]
        # The game's own words for the move playing out when it has them (Let's Divide: the votes revealed).
        said = session.events(len(session.log) - 1)
        own = f"{game}.status.showing.{said[0].kind if said else ''}"
        showing = t(own if has_text(own) else "status.showing_move", name=mover)
        if game == "divide":
            assert showing == t("divide.status.showing.vote")  # issue 30, Divide 7: not "Me's move…"
        assert re.search(r'id="status">([^<]*)<', controller.markup()).group(1) == showing  # type: ignore[union-attr]
        await platform.run_until(summary_open)  # the summary opens; then nobody moves behind it, however long
        await platform.advance(600_000)
        assert (
            controller.screen.dialog == "hand"
            and len(session.log) == moves
            and not controller.match.scheduler.running("bots")
        )
        html = controller.markup()
        status = re.search(r'id="status">([^<]*)<', html)
        # "Hand over", or the game's own word for its deals ("Round over": ``hand_over_key``)
        assert status is not None and status.group(1) == t(
            getattr(controller.match.table, "hand_over_key", "dialog.hand_over")
        )
        assert "thinking" not in html and t("status.your_turn") not in html
        # The table behind the summary is the finished hand after its deciding move
        # (``Step.hand_end``), neither the position before that move nor the next deal.
        hand_end = session.finished_hand()
        assert hand_end is not session.states[-2] and hand_end is not session.state
        finished = session.rules.view(hand_end, controller.match.viewer())
        assert controller.match.table.describe_progress(
            finished, controller.match.names(), t
        ) != controller.match.table.describe_progress(session.view(None), controller.match.names(), t)
        # × or Esc puts the summary away: the finished table stays, nothing moves, until Continue.
        assert "data-outside" not in html.split('role="dialog"')[0][-200:]  # a stray tap beside it does nothing
        controller.dispatch("look-at-table", {})
        await platform.advance(600_000)
        assert (
            controller.screen.dialog == "hand_table"
            and len(session.log) == moves
            and not controller.match.scheduler.running("bots")
        )
        html = unescape(controller.markup())
        assert 'role="dialog"' not in html and t("dialog.finished_table") in html
        # The rules (or the keys) read from the finished table close back onto it, whichever way:
        # they closed onto the next deal, unasked, and its bots never moved (Canasta playtest 7/10, 1).
        for opening, closing in (("rules", "escape"), ("rules", "close-dialog"), ("keys", "keys")):
            controller.dispatch(opening, {})
            assert hand_finishing(controller.screen, controller.match)  # type: ignore[arg-type]
            controller.dispatch(closing, {})
            assert controller.screen.dialog == "hand_table", (opening, closing)
        await platform.advance(600_000)
        assert len(session.log) == moves and not controller.match.scheduler.running("bots")  # type: ignore[union-attr]
        assert controller.match is not None and hand_finishing(
            controller.screen, controller.match
        )  # the table drawn is the finished hand's, not the next deal
        controller.dispatch("show-summary", {})
        assert controller.screen.dialog == "hand" and 'role="dialog"' in controller.markup()
        controller.dispatch("look-at-table", {})
        controller.dispatch("close-dialog", {})  # Continue, on the status line
        assert controller.screen.dialog is None and t("dialog.finished_table") not in platform.html
        assert t("dialog.hand_over") not in re.search(r'id="status">([^<]*)<', platform.html).group(1)  # type: ignore[union-attr]

    run_async(run())


@pytest.mark.parametrize("game", GAMES)
def test_the_log_tells_the_story_in_order_without_action_codes(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    session = controller.session
    assert session is not None
    run_async(until(controller, platform, lambda: len(session.log) >= 12))
    # Oldest first, numbered like the recent strip (the panel opens scrolled to its newest line).
    log = re.findall(r'<ol class="log-lines">(.*?)</ol>', controller.markup(), re.DOTALL)[0]
    lines = re.findall(r"<li>(.*?)</li>", log)
    assert lines and lines[0] == controller.match.story.log[0] and lines[-1] == controller.match.story.log[-1]
    codes = {move.action for move in session.log if " " in move.action}
    assert not [line for line in lines if any(code in line for code in codes)], "action codes in the log"
    assert not [line for line in lines if re.search(r"^[^:]+: (play|draw|discard|vote|split) ", line)], "command forms"


@pytest.mark.parametrize("game", GAMES)
def test_moves_are_announced_in_the_players_language(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    controller.dispatch("set-lang", {"value": "ru"})
    session = controller.session
    assert session is not None
    switched = len(platform.announced)  # what was said before the switch, in English, is not counted
    run_async(until(controller, platform, lambda: len(platform.announced) >= switched + 6))
    assert all(CYRILLIC.search(line) for line in platform.announced[switched:]), platform.announced[switched:]


@pytest.mark.parametrize("game", GAMES)
def test_a_new_language_retells_the_recent_moves_too(platform: FakePlatform, game: str) -> None:
    """What the others did since the player's last move is told again in the new language
    (a Rummikub player saw the bots' moves in English under a Czech table)."""
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    match = controller.match
    assert match is not None
    assert run_async(play_until(controller, platform, lambda: bool(match.story.recent)))
    controller.dispatch("set-lang", {"value": "ru"})
    assert match.story.recent and all(CYRILLIC.search(line) for _, line in match.story.recent), match.story.recent


def test_default_names_follow_a_language_switch_at_the_table(platform: FakePlatform) -> None:
    """A game started in French with the lobby's default names says "Player 1" once the page
    is switched to English; a typed name stays as it was typed."""
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("set-lang", {"value": "fr"})
    controller.dispatch("pick-game", {"game": "twelve_days"})
    controller.dispatch("set-name", {"seat": "1", "value": "Zoë"})
    controller.dispatch("start", {})
    match = controller.match
    assert match is not None and match.names()[0] == translator("fr")("lobby.default_player", number=1)
    controller.dispatch("set-lang", {"value": "en"})
    assert match.names()[:2] == ["Player 1", "Zoë"]
    assert "Joueur 1" not in platform.html


def test_skip_plays_the_rest_at_once_and_the_page_says_when_it_is_idle(platform: FakePlatform) -> None:
    game = GAMES[0]
    # Every event holds the table for minutes.
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)), bot_delay_ms=100_000)
    session = controller.session
    assert session is not None

    def showing() -> bool:  # a move is on the page while a bot waits, with a Skip to hurry it
        return 'data-action="skip"' in platform.html

    async def run() -> None:
        # A bot's move just before the person's turn offers no Skip (issue 30, Santa 6): it
        # keeps nobody waiting. The wait runs until a move keeps a bot waiting.
        await play_until(controller, platform, showing, max_ms=10**7)
        assert not platform.idle and not controller.match.story.timeline.idle()
        moves, skipped_at = len(session.log), platform.now_ms()
        controller.dispatch("skip", {})
        assert controller.match.story.timeline.idle() and 'data-action="skip"' not in platform.html
        # Skipped, it holds the table no longer: the waiting bot moves with no time passed.
        await platform.run_until(lambda: len(session.log) > moves)
        assert platform.now_ms() == skipped_at

    run_async(run())


def test_undo_after_divides_votes_are_revealed_is_refused_with_the_reason(platform: FakePlatform) -> None:
    controller = start(platform, "divide", seats=[("Me", "human"), ("B1", "easy"), ("B2", "easy")])
    session = controller.session
    assert session is not None

    def revealed_after_my_vote() -> bool:
        mine = [i for i, move in enumerate(session.log) if move.seat == 0 and move.action.startswith("vote")]
        return bool(mine) and any(
            e.kind == "votes" for i in range(mine[-1], len(session.log)) for e in session.events(i)
        )

    run_async(until(controller, platform, revealed_after_my_vote))
    moves = len(session.log)
    controller.dispatch("undo", {})
    assert len(session.log) == moves
    t = translator("en")
    reasons = {t("undo.seen", name=name) for name in ("B1", "B2")} | {t("undo.seen_own")}
    assert controller.screen.message.text in reasons


def a_bots_move_shown(game: str, pace: str) -> tuple[float, int, tuple[Event, ...]]:
    """At ``pace``, the person playing the hint: how long the first bot's move held the
    table (virtual ms), its mover and its events; nobody moved meanwhile."""
    seats = (Seat("Me"),) + tuple(
        Seat(f"P{i}", weakest(game)) for i in range(1, registry.rules_class(game).info.min_players)
    )
    controller, platform = open_link(MatchSetup(game, seats, 5), bot_delay=None)
    controller.dispatch("set-pace", {"value": pace})
    session = controller.session
    assert session is not None

    def a_bots_move_on_show() -> bool:
        return not controller.match.story.timeline.idle() and not session.seats[session.log[-1].seat].is_human

    def shown() -> bool:
        return controller.match.story.timeline.idle()

    async def run() -> tuple[float, int, tuple[Event, ...]]:
        assert await play_until(controller, platform, a_bots_move_on_show, max_ms=60_000)
        mover, events = controller.match.story.moves[-1]
        moves, since = len(session.log), platform.now_ms()
        await platform.run_until(shown, max_ms=60_000)
        assert len(session.log) == moves  # nobody moved while it was on show
        return platform.now_ms() - since, mover, events

    return run_async(run())  # type: ignore[no-any-return]


@pytest.mark.parametrize("game", GAMES)
def test_a_bots_move_holds_the_table_for_its_events_times_at_each_pace(game: str) -> None:
    """The same bot move, at the three paces: the table shows it for the sum of its events'
    times (``app/timeline.py``), the slow pace 1.6 times and the fast one 0.45 times as long as
    the normal one."""
    took: dict[str, float] = {}
    moved: dict[str, tuple[int, tuple[Event, ...]]] = {}
    for pace in PACE_FACTORS:
        took[pace], mover, events = a_bots_move_shown(game, pace)
        moved[pace] = (mover, events)
        assert took[pace] == sum(duration_ms(event, mover, 0, pace) for event in visible_events(events, 0))
    assert moved["slow"] == moved["normal"] == moved["fast"]  # the same move each time
    events = len(moved["normal"][1])  # each event's time is rounded to the millisecond
    assert took["normal"] >= OWN_MS and abs(took["slow"] - 1.6 * took["normal"]) <= events
    assert abs(took["fast"] - 0.45 * took["normal"]) <= events
