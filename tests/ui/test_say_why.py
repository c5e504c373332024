"""Say why (issue 15 §5): a tap on a card that cannot be played, or on a control that is not
ready, says why beside the hand, in the player's language, with the engine's own reason (its
error code and that code's catalog text), never a copy of the rule in the table."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from controller_helpers import play_until_view, start, why_beside_the_hand
from fake_platform import FakePlatform

from cardtable.app.i18n import translator
from cardtable.engine.core import ActionError
from cardtable.ui.controller import Controller
from cardtable.ui.games.santas_game import table as santa_ui
from cardtable.ui.games.twelve_days import table as td_ui
from cardtable.ui.kit import Submit, error_text
from cardtable.ui.screen_state import Dialog


def engine_reason(controller: Controller, action: str) -> str:
    """What the engine itself says about ``action`` for the viewer, in the player's words."""
    session = controller.session
    assert session is not None
    seat = controller.match.viewer()
    try:
        session.rules.check(session.state, seat, session.rules.action_from_str(action))
    except ActionError as error:
        return error_text(session.setup.game, error.code, getattr(error, "params", {}), str(error), controller.t)
    raise AssertionError(f"{action} is legal")


def unplayable_index(view: dict[str, Any]) -> int | None:
    """A card of the 12 Days hand that fits no legal play (on a reply to a single card: against a
    set or a straight the table itself says why that card, test_twelve_days_table.py)."""
    if view["phase"] != "reply" or view["trick_kind"] != "single":
        return None
    chosen = td_ui.selectable(view, [])
    return next((i for i in range(len(view["hand"])) if i not in chosen), None)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_twelve_days_a_tap_on_a_card_that_fits_no_play_says_the_engines_reason(
    platform: FakePlatform, lang: str
) -> None:
    controller = start(platform, "twelve_days", seats=[("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")])
    controller.dispatch("set-lang", {"value": lang})
    view = play_until_view(controller, platform, lambda v: unplayable_index(v) is not None)
    index = unplayable_index(view)
    assert index is not None
    assert 'aria-disabled="true"' in platform.html and "is-unavailable" in platform.html  # dimmed, yet tappable
    probe = td_ui.TwelveDaysTable().on_input(view, (), "toggle-card", {"index": str(index)})
    assert isinstance(probe, Submit) and probe.action not in view["legal"]
    moves = len(controller.session.log)  # type: ignore[union-attr]
    controller.dispatch("input", {"input": "toggle-card", "index": str(index)})
    assert len(controller.session.log) == moves  # type: ignore[union-attr]  # nothing was played
    reason = engine_reason(controller, probe.action)
    assert why_beside_the_hand(platform.html) == reason
    assert reason != translator(lang)("error.illegal_action")  # a precise reason, not the generic one


def test_twelve_days_choose_cards_is_pressable_and_says_what_is_missing(platform: FakePlatform) -> None:
    controller = start(platform, "twelve_days", seats=[("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")])
    play_until_view(controller, platform, lambda v: bool(v["legal"]))
    play = re.search(r'<button[^>]*id="play"[^>]*>', platform.html)
    assert play and "disabled" not in play.group(0).replace("aria-disabled", "")
    controller.dispatch("input", {"input": "play"})
    assert why_beside_the_hand(platform.html) == translator("en")("twelve_days.choose_first")


def test_twelve_days_the_reply_rule_reads_naturally_for_a_single_card() -> None:
    t = translator("en")
    view = {
        "trick": [{"seat": 0, "cards": [6]}],
        "trick_kind": "single",
        "reply_max_low": 6,
        "winning": 0,
        "hand_number": 1,
        "hands_in_game": 12,
        "supply": 10,
        "num_players": 2,
        "to_act": [1],
        "seat": None,
        "hand_sizes": [5, 5],
        "scores": [0, 0],
        "legal": [],
    }
    from cardtable.ui.kit import TableContext

    html = td_ui.render_table(view, (), TableContext(names=["Ann", "Bob"], levels=[None, None]), t)
    assert "Reply with one card of 6 or lower, or pass." in html
    assert "single card whose lowest card" not in html


def santa_unplayable(view: dict[str, Any]) -> str | None:
    """A card of the Santa hand that no legal move puts down, on the player's turn."""
    if view["phase"] != "turn":
        return None
    return next((c for c in view["hand"] if not santa_ui.moves_for_card(view, c)), None)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_santa_a_tap_on_a_dimmed_card_says_the_engines_reason_beside_the_hand(
    platform: FakePlatform, lang: str
) -> None:
    controller = start(platform, "santas_game", seats=[("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")])
    controller.dispatch("set-lang", {"value": lang})
    view = play_until_view(controller, platform, lambda v: santa_unplayable(v) is not None)
    card = santa_unplayable(view)
    assert card is not None
    index = view["hand"].index(card)
    button = re.search(rf'<button[^>]*data-index="{index}"[^>]*>', platform.html)
    assert button and 'aria-disabled="true"' in button.group(0) and " disabled" not in button.group(0)
    moves = len(controller.session.log)  # type: ignore[union-attr]
    controller.dispatch("input", {"input": "card", "index": str(index)})
    assert len(controller.session.log) == moves  # type: ignore[union-attr]
    probe = santa_ui.probe_for_card(view, card)
    assert probe is not None
    reason = engine_reason(controller, probe)
    assert why_beside_the_hand(platform.html) == reason
    assert reason != translator(lang)("santas_game.cannot_play_card")


def test_santa_the_prompt_says_a_confirm_follows_the_tap() -> None:
    prompt = translator("en")("santas_game.tap_a_card")
    assert prompt.startswith("Tap a card, then confirm") and "Tap a card to play it" not in prompt


def test_a_control_that_cannot_be_used_says_why_when_touched(platform: FakePlatform) -> None:
    """Issue 30, Everywhere 3: the kit's ``unavailable()`` keeps a control focusable and looking
    disabled; touched, it says why (the page dispatches ``why`` with its ``data-why``). The Hint
    button, out of turn, is one; the h key says the same."""
    controller = start(platform, "twelve_days", seats=[("Me", "human"), ("Bot", "easy"), ("Bot 2", "easy")])
    controller.screen = replace(controller.screen, due=Dialog.HAND)  # the table is paused: no hint now
    controller.render()
    hint = re.search(r'<button[^>]*data-action="hint"[^>]*>', platform.html)
    assert hint is not None and 'aria-disabled="true"' in hint.group(0)
    why = unescape(re.search(r'data-why="([^"]*)"', hint.group(0)).group(1))  # type: ignore[union-attr]
    assert why == "A hint is for your own turn." and "disabled" not in hint.group(0).replace("aria-disabled", "")
    controller.dispatch("why", {"why": why})
    assert controller.screen.message.text == why
    controller.key("h")
    assert controller.screen.message.text == why


def test_a_tap_on_the_unavailable_undo_says_why_on_the_status_line(platform: FakePlatform) -> None:
    """Issue 30 (12 Days playtest 7.5, 1): on a phone Undo's reason was only in its tooltip. The
    button carries it as every unavailable control does (``unavailable``), so the page's tap
    handler (ui/dom.py) puts it on the status line."""
    controller = start(platform, "twelve_days", seats=[("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")])
    button = re.search(r'<button[^>]*data-action="undo"[^>]*>', platform.html)
    assert button is not None
    reason = controller.t("undo.nothing")  # nothing of Ann's to take back yet
    assert 'aria-disabled="true"' in button.group(0) and f'data-why="{reason}"' in unescape(button.group(0))
    controller.dispatch("why", {"why": reason})  # what ui/dom.py dispatches for that tap
    status = re.search(r'<p class="status[^"]*"[^>]*>(.*?)</p>', platform.html, re.DOTALL)
    assert status is not None and reason in unescape(status.group(1))


def test_a_refusal_keeps_whose_turn_it_is_on_the_status_line(platform: FakePlatform) -> None:
    """Issue 30 (12 Days playtest 7.5, 3): after a refusal the status line went blank (12 Days
    shows the refusal above the hand); it goes on saying whose turn it is, the refusal kept there
    for screen readers (css/table.css shows ``status-now`` then, at every table). A refusal the
    status line shows itself (Undo's) keeps it too, after the refusal (12 Days replay, stop 37)."""
    controller = start(platform, "twelve_days", seats=[("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")])
    play_until_view(controller, platform, lambda v: bool(v["legal"]))
    controller.dispatch("input", {"input": "play"})  # nothing chosen: refused
    t = translator("en")
    status = re.search(r'<p class="status is-error"[^>]*>(.*?)</p>', platform.html, re.DOTALL)
    assert status is not None
    assert f'<span class="status-message">{t("twelve_days.choose_first")}</span>' in status.group(1)
    assert f'<span class="status-now">{t("status.your_turn")}</span>' in status.group(1)
    css = (Path(__file__).resolve().parents[2] / "css" / "table.css").read_text(encoding="utf-8")
    assert not re.search(r"\.status-now \{[^}]*display: none", css)  # shown, after the message


def test_undos_nothing_to_take_back_keeps_whose_turn_it_is(platform: FakePlatform) -> None:
    """12 Days replay (stop 37): Undo before any move said why on the status line, and "Your
    turn" was gone from it; a message is followed by whose turn it is."""
    controller = start(platform, "twelve_days", seats=[("Ann", "human"), ("Bob", "easy"), ("Cy", "easy")])
    play_until_view(controller, platform, lambda v: bool(v["legal"]))
    controller.dispatch("undo", {})
    t = translator("en")
    status = re.search(r'<p class="status[^"]*"[^>]*>(.*?)</p>', platform.html, re.DOTALL)
    assert status is not None
    assert f'<span class="status-message">{t("undo.nothing")}</span>' in status.group(1)
    assert f'<span class="status-now">{t("status.your_turn")}</span>' in status.group(1)
