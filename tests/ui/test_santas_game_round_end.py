"""A Santa's Game round that ends on a going out (issue 30, Santa 6): the finished table stays
as it was, with no Elf banner counting down, and nothing says the next round is dealt until
Continue on the round's summary."""

from __future__ import annotations

from controller_helpers import open_link, play_until
from fake_platform import run_async

from cardtable.app.session import MatchSetup, Seat
from cardtable.engine.games.santas_game.events import SantaEvent

DEALT = "Round 2 starts with the "  # the opening card follows


def told(lines: list[str]) -> bool:
    return any(line.startswith(DEALT) for line in lines)


def test_the_next_round_is_told_only_after_continue() -> None:
    setup = MatchSetup("santas_game", (Seat("Me", None), Seat("Bot", "easy")), 3)
    controller, platform = open_link(setup, bot_delay=None)  # the pace setting's times
    session = controller.session
    assert session is not None

    def round_over() -> bool:
        return controller.screen.due == "hand" or controller.screen.dialog == "hand"

    async def run() -> None:
        assert await play_until(controller, platform, round_over, max_ms=10**7)
        last = session.events(len(session.log) - 1)
        assert any(event.kind == SantaEvent.NO_ELF for event in last)  # a going out, no Elf held
        await platform.run_until_idle()  # the round's last move is drawn
        while controller.screen.dialog != "hand":  # the round's last events play, then its summary
            assert DEALT not in platform.html and not told(platform.announced)
            assert 'class="elf-window"' not in platform.html
            await platform.advance(100)
        assert not told(controller.match.story.log)
        controller.dispatch("close-dialog", {})  # Continue
        assert told(platform.announced) and told(controller.match.story.log)
        assert DEALT in controller.markup()

    run_async(run())
