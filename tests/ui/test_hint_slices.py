"""The hint is worked out in slices like a bot's move (Let's Divide's hard adviser takes
over half a second at four players under Pyodide): it never runs in one task on the
page's thread, and it is dropped when the game moves on before it is ready."""

from __future__ import annotations

from collections.abc import Iterator

from controller_helpers import start
from fake_platform import FakePlatform, run_async

from cardtable.app.i18n import translator
from cardtable.ui import pacing
from cardtable.ui.controller import Controller

DIVIDE_FOUR = [("Ann", "human"), ("B1", "hard"), ("B2", "hard"), ("B3", "hard")]


async def _my_turn(controller: Controller, platform: FakePlatform) -> int:
    """Let the bots move until the person may act (no time passes: ``bot_delay`` is 0)."""
    session = controller.session
    assert session is not None

    def persons_turn() -> bool:
        return (
            controller.match.viewer() in session.to_act()
            and not controller.match.scheduler.running("bots")
            and controller.match.story.timeline.idle()
        )

    await platform.run_until(persons_turn)
    return int(controller.match.viewer())  # type: ignore[arg-type]


def test_hint_yields_between_slices_and_arrives(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    platform = FakePlatform()
    controller = start(platform, "divide", seats=DIVIDE_FOUR)
    sleeps: list[float] = []

    async def scenario() -> None:
        seat = await _my_turn(controller, platform)
        expected = controller.session.hint(seat)
        # Count the adviser's slices of work (counted units: no clock) as the controller runs them.
        steps = [0]
        real = controller.session.hint_thinking

        def counted(seat: int):  # type: ignore[no-untyped-def]
            thinking = real(seat)
            while True:
                try:
                    next(thinking)
                except StopIteration as done:
                    return done.value
                steps[0] += 1
                yield

        monkeypatch.setattr(controller.session, "hint_thinking", counted)
        real_sleep = platform.sleep

        async def counting_sleep(ms: float) -> None:
            sleeps.append(ms)
            await real_sleep(ms)

        platform.sleep = counting_sleep  # type: ignore[method-assign]
        controller.dispatch("hint", {})
        assert controller.screen.hint == ""  # not worked out inside the tap's own task
        assert controller.match.scheduler.running("hint")

        def hint_shown() -> bool:
            return bool(controller.screen.hint)

        # While it is worked out the status line says a hint is coming (Let's Divide playtest:
        # a Hint that showed nothing for seconds was taken for a broken one).
        working = translator("en")("hint.working")
        await platform.run_until(lambda: working in platform.html)
        await platform.run_until(hint_shown)  # thought in slices, each a pause: no time passes
        assert controller.screen.hint == expected and working not in platform.html
        assert not controller.match.scheduler.running("hint")
        assert f'data-hint="{expected}"' in platform.html

        # Every slice (a slice's units spent) ended in a pause for the browser.
        assert steps[0] >= 2 and len(sleeps) >= steps[0]

    run_async(scenario())


def test_think_pauses_at_every_slice_and_draws_what_it_shows_first() -> None:
    """A pause for the browser at every yield of the thinking (a bot yields once a slice of
    counted work is spent; no clock is read). ``before_pause`` ("Bob is thinking…") runs
    once, just before the first pause; thinking done in one slice never pauses, so it never
    draws a status nobody could see."""
    platform = FakePlatform()
    controller = start(platform, "divide", seats=DIVIDE_FOUR)
    seen: list[str] = []

    async def pause(ms: float) -> None:
        seen.append("pause")

    platform.sleep = pause  # type: ignore[method-assign]

    def work(slices: int) -> Iterator[None]:
        for _ in range(slices):
            seen.append("slice")
            yield
        return "done"

    def drawn() -> None:
        seen.append("drawn")

    assert controller.match is not None
    token = controller.match.scheduler.token()
    assert run_async(pacing.think(work(3), token, before_pause=drawn)) == "done"
    assert seen == ["slice", "drawn", "pause", "slice", "pause", "slice", "pause"]
    seen.clear()
    assert run_async(pacing.think(work(0), token, before_pause=drawn)) == "done"
    assert seen == []  # thinking in one slice shows nothing of its own


def test_a_quick_bots_move_is_drawn_once() -> None:
    """A bot that answers within a slice costs one render per move (the timeline's), not a
    "thinking" render and a render of the move besides: drawing is most of a bots' turn."""
    platform = FakePlatform()
    controller = start(platform, "twelve_days", seats=[("B0", "easy"), ("B1", "easy"), ("B2", "easy")])
    renders = [0]
    real_render = platform.render

    def counted(markup: str) -> None:
        renders[0] += 1
        real_render(markup)

    platform.render = counted  # type: ignore[method-assign]
    session = controller.session
    assert session is not None

    async def scenario() -> None:
        await platform.run_until(lambda: len(session.log) >= 12 or controller.screen.dialog is not None)

    run_async(scenario())
    moves = len(session.log)
    assert moves >= 12 and renders[0] <= moves + 1, (moves, renders[0])


def test_a_hint_outdated_by_a_move_is_dropped() -> None:
    platform = FakePlatform()
    controller = start(platform, "divide", seats=DIVIDE_FOUR)

    async def scenario() -> None:
        seat = await _my_turn(controller, platform)
        controller.dispatch("hint", {})
        advice = controller.session.hint(seat)
        controller.dispatch("act", {"move": advice})  # the person moves before the hint is ready

        def hint_worked_out() -> bool:
            return not controller.match.scheduler.running("hint")

        await platform.run_until(hint_worked_out)
        await platform.run_until_idle()
        assert controller.screen.hint == "" and "data-hint=" not in platform.html
        # Issue 30, Divide round 9, 6: "Working out a hint…" stayed on the status line.
        assert translator("en")("hint.working") not in platform.html

    run_async(scenario())


def test_a_refusal_said_while_the_hint_is_worked_out_stays_and_the_page_is_busy_meanwhile() -> None:
    """Undo pressed while a hint is being worked out says why it did nothing; the hint, when it
    arrives, replaces only "working out a hint…", not that. Until it arrives the page is not
    idle (<html data-idle>): it is about to change by itself (a browser test read the status
    line before the hint had come, then saw the refusal wiped by it)."""
    platform = FakePlatform()
    controller = start(platform, "divide", seats=DIVIDE_FOUR)
    nothing_to_undo = translator("en")("undo.nothing")

    async def scenario() -> None:
        seat = await _my_turn(controller, platform)
        expected = controller.session.hint(seat)
        controller.dispatch("hint", {})
        assert platform.idle is False
        controller.dispatch("undo", {})
        assert controller.screen.message.text == nothing_to_undo
        await platform.run_until(lambda: bool(controller.screen.hint))
        await platform.run_until_idle()
        assert controller.screen.hint == expected
        assert controller.screen.message.text == nothing_to_undo  # not wiped by the hint
        assert translator("en")("hint.working") not in platform.html
        assert platform.idle is True

    run_async(scenario())
