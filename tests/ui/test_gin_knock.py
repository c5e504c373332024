"""Gin Rummy's knock at the table (issue 15 §7): the best discard and the best melds are
proposed, the player may adjust the melds, one tap lays them all down, and the status line
names each step."""

from __future__ import annotations

import html as html_lib
import re
from typing import Any

from controller_helpers import play_until_view, start, why_beside_the_hand
from fake_platform import FakePlatform, run_async

from cardtable.app.i18n import translator
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


def test_the_knocker_adjusts_the_melds_and_the_engine_says_why_a_plan_falls_short(platform: FakePlatform) -> None:
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
    controller.dispatch("input", {"input": "lay-down"})
    assert len(session.log) == moves  # nothing laid: the plan leaves too much deadwood
    assert why_beside_the_hand(platform.html) == T("gin_rummy.error.declare_more_melds", limit=view["knock_limit"])
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
    for first_seed in range(1, 200, 17):
        platform = FakePlatform()
        platform.seeds = iter(range(first_seed, 100000, 7))
        controller = start(platform, "gin_rummy", seats=[("Ann", "human"), ("Bob", "hard")])
        try:
            play_until_view(controller, platform, lambda v: v["phase"] == "layoff")
        except AssertionError:
            continue  # this deal ended otherwise (Ann knocked, or the match ended): another
        assert status(platform.html) == T("gin_rummy.status.layoff")
        return
    raise AssertionError("Bob never knocked")
