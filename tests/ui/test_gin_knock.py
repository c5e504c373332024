"""Gin Rummy's knock at the table (issue 15 §7): the best discard and the best melds are
proposed, the player may adjust the melds, one tap lays them all down, and the status line
names each step."""

from __future__ import annotations

import html as html_lib
import re
from typing import Any

from controller_helpers import play_until_view, start
from fake_platform import FakePlatform, run_async

from cardtable.app.i18n import translator
from cardtable.app.timeline import HITS_VIEWER_MS, OTHER_MS, OWN_MS, duration_ms
from cardtable.engine.games.gin_rummy.cards import mask_from_strs
from cardtable.engine.games.gin_rummy.events import big_gin, declared, knocked, lay_off_turn, melded
from cardtable.ui.games.gin_rummy import table as gin_ui
from cardtable.ui.games.gin_rummy.table import KnockPlan, best_plan, plan_deadwood

T = translator("en")


def status(html: str) -> str:
    found = re.search(r'<p class="status[^"]*"[^>]*>(.*?)</p>', html)
    assert found
    return html_lib.unescape(re.sub(r"<[^>]+>", "", found.group(1)))


def knock_and_discard(platform: FakePlatform) -> tuple[Any, Any]:
    # A deal where Ann, following the hint, may knock before Bob ends the quick match (to 10 points).
    platform.seeds = iter(range(1049, 100000, 7))
    controller = start(platform, "gin_rummy", seats=[("Ann", "human"), ("Bob", "easy")])
    play_until_view(controller, platform, lambda v: "knock" in v["legal"])
    controller.dispatch("act", {"move": "knock"})
    assert status(platform.html).startswith("Knock, step 1 of 2")
    session = controller.session
    assert session is not None
    # The best face-down discard is already chosen: one tap on Discard.
    assert 'aria-pressed="true"' in platform.html
    controller.dispatch("input", {"input": "discard"})
    assert session.view(0)["phase"] == "declare"
    return controller, session


def test_knock_proposes_the_best_melds_and_lays_them_down_in_one_tap(platform: FakePlatform) -> None:
    controller, session = knock_and_discard(platform)
    assert status(platform.html).startswith("Knock, step 2 of 2")
    view = session.view(0)
    plan = controller.match.ui
    assert isinstance(plan, KnockPlan) and plan == best_plan(view) and plan.melds
    assert plan_deadwood(view, plan) <= view["knock_limit"]
    moves = len(session.log)
    controller.dispatch("input", {"input": "lay-down"})
    laid = [move.action for move in session.log[moves:]]
    assert laid == [*plan.melds, "done"]  # every meld and done, from one tap
    assert session.view(0)["phase"] != "declare"


def test_the_knocker_adjusts_the_melds_and_lay_down_says_why_a_plan_falls_short(platform: FakePlatform) -> None:
    controller, session = knock_and_discard(platform)
    plan = controller.match.ui
    assert isinstance(plan, KnockPlan)
    dropped = plan.melds[0]
    controller.dispatch("input", {"input": "drop-meld", "move": dropped})
    assert isinstance(controller.match.ui, KnockPlan) and dropped not in controller.match.ui.melds
    assert 'data-input="best-plan"' in platform.html  # a way back to the best melds
    for meld in plan.melds[1:]:  # with no melds at all, ten cards always count more than the limit
        controller.dispatch("input", {"input": "drop-meld", "move": meld})
    view = session.view(0)
    assert plan_deadwood(view, controller.match.ui) > view["knock_limit"]
    moves = len(session.log)
    # Issue 30, Gin 5 (round 7): Lay down says why when tapped, as every Gin control does
    # (``unavailable``), and its key the same, the same way: no red line of the engine's beside it.
    why = T("gin_rummy.error.declare_more_melds", limit=view["knock_limit"])
    button = re.search(r'<button[^>]*id="lay-down"[^>]*>', platform.html)
    assert button is not None and 'aria-disabled="true"' in button.group(0)
    assert f'data-why="{why}"' in html_lib.unescape(button.group(0))
    controller.dispatch("input", {"input": "lay-down"})  # the key's way (Enter)
    assert len(session.log) == moves  # nothing laid: the plan leaves too much deadwood
    assert controller.screen.message.text == why and controller.screen.message.kind == "info"
    for meld in plan.melds:
        controller.dispatch("input", {"input": "add-meld", "move": meld})
    assert isinstance(controller.match.ui, KnockPlan) and set(controller.match.ui.melds) == set(plan.melds)
    controller.dispatch("input", {"input": "lay-down"})
    assert session.view(0)["phase"] != "declare"


def test_the_hint_while_laying_down_names_the_cards_not_their_codes(platform: FakePlatform) -> None:
    """Issue 30: the knock's hint said "Lay down 8s 8c 8h"."""
    controller, _session = knock_and_discard(platform)

    async def scenario() -> None:
        controller.dispatch("hint", {})
        await platform.run_until(lambda: controller.screen.hint)

    run_async(scenario())
    assert controller.screen.hint.startswith("meld "), controller.screen.hint
    shown = re.search(r'<[^>]*class="hint"[^>]*>(.*?)</', platform.html, re.DOTALL)
    assert shown, platform.html
    text = html_lib.unescape(re.sub(r"<[^>]+>", "", shown.group(1)))
    first = controller.screen.hint.split()[1]
    assert "Hint: lay down" in text, text  # lower case after "Hint:", as every hinted move
    assert first not in text.split(), text
    assert gin_ui.card_label(first, T) in text, text
    assert text.rstrip().endswith("."), text  # a sentence like every line of the status (issue 30)


def test_when_the_bot_knocks_the_status_says_to_lay_off() -> None:
    """Issue 30 (Gin replay playtest 8/10, 2): after the bot knocked, the status line said only
    "Your turn."; the news and what to do were in a small line under it."""
    _controller, platform = bob_has_knocked()
    assert status(platform.html) == T("gin_rummy.status.layoff")


def bob_has_knocked() -> tuple[Any, FakePlatform]:
    """A match where Bob (the hard bot) knocks and Ann is to lay off."""
    for first_seed in range(1, 200, 17):
        platform = FakePlatform()
        platform.seeds = iter(range(first_seed, 100000, 7))
        controller = start(platform, "gin_rummy", seats=[("Ann", "human"), ("Bob", "hard")])
        try:
            play_until_view(controller, platform, lambda v: v["phase"] == "layoff")
        except AssertionError:
            continue  # this deal ended otherwise (Ann knocked, or the match ended): another
        return controller, platform
    raise AssertionError("Bob never knocked")


def recent_lines(html: str) -> list[str]:
    strip = re.search(r'<ol class="recent-lines">(.*?)</ol>', html, re.DOTALL)
    assert strip, "no recent moves"
    return [
        html_lib.unescape(re.sub(r"<[^>]+>", "", line)) for line in re.findall(r"<li[^>]*>(.*?)</li>", strip.group(1))
    ]


def test_the_bots_knock_is_said_on_the_table_and_on_lines_of_its_own() -> None:
    """Issue 30, Gin 2 (round 7): Bob's knock came only inside one run-on line of his turn ("Bob
    took … Bob knocked. Bob discarded face down. Bob laid down … Bob laid down …"): the table says
    "Bob knocks!" over his melds, and the strip gives the knock, each meld and his deadwood a line."""
    _, platform = bob_has_knocked()
    declared = re.search(r'<div class="declared">(.*?)</div>', platform.html, re.DOTALL)
    assert declared and '<p class="knock-moment" role="status">Bob knocks!</p>' in declared.group(1)
    lines = recent_lines(platform.html)
    knock = next(i for i, line in enumerate(lines) if line.startswith("Bob knocks!"))
    assert len(lines[knock]) < 60, lines  # the knock and its face-down discard, no more
    melds = [line for line in lines[knock + 1 :] if line.startswith("Bob lays down")]
    assert melds and all(len(line) < 70 for line in melds), lines


def test_a_knock_holds_the_table_as_long_as_a_move_done_to_the_defender() -> None:
    """Issue 30, Gin 2 (round 7): the knock went by in a bot move's 1.1 s; it aims at the defender."""
    assert knocked(0).target == 1 and big_gin(1).target == 0
    assert duration_ms(knocked(1), 1, 0) == duration_ms(lay_off_turn(0, 1), 1, 0) > duration_ms(knocked(1), 1, None)


def test_a_bots_knock_and_its_melds_hold_the_table_longer_than_its_other_moves(platform: FakePlatform) -> None:
    """Issue 30, Gin 1 (round 9): a bot's knock with three melds went by in one pause, and the
    strip's latest lines cannot hold it all: the knock holds the table longer than a move done to
    the defender, each of the knocker's melds as long as one; the viewer's own knock stays quick."""
    controller = start(platform, "gin_rummy", seats=[("Ann", "human"), ("Bob", "hard")], bot_delay_ms=None)
    timeline = controller.match.story.timeline
    timeline.skip()
    meld = melded(1, mask_from_strs(["As", "Ad", "Ah"]))
    timeline.push(1, (knocked(1), meld, declared(1, 5)), platform.now_ms())
    timeline.push(0, (knocked(0),), platform.now_ms())
    knock, laid, done, own = (beat.duration_ms for beat in timeline.skip())
    assert knock > duration_ms(lay_off_turn(0, 1), 1, 0) == HITS_VIEWER_MS
    assert laid == HITS_VIEWER_MS and done == OTHER_MS and own == OWN_MS
