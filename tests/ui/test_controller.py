"""The controller under CPython: whole games, hot-seat privacy, undo, links, saves, escaping."""

from __future__ import annotations

import asyncio
import re

import pytest

from cardtable.app import links
from cardtable.app.saves import SAVE_PREFIX, MemoryStorage
from cardtable.app.session import MatchSetup, Seat
from cardtable.ui.controller import CURRENT_KEY, Controller

from fake_platform import FakePlatform

HOSTILE = "<img src=x onerror=alert(1)>"


async def play_out(controller: Controller, platform: FakePlatform, limit: int = 20000) -> None:
    """Play the human seats with the hint, close every dialog but the last, until the game ends."""
    platform.start_pending()
    for _ in range(limit):
        await asyncio.sleep(0)
        platform.raise_task_errors()
        session = controller.session
        assert session is not None
        if session.is_over():
            return
        if controller.dialog == "hand":
            controller.dispatch("close-dialog", {})
        if "privacy-screen" in platform.html:
            controller.dispatch("reveal", {})
        acting = session.to_act()[0]
        if session.seats[acting].is_human and not controller.bots_running and controller.dialog is None:
            controller.dispatch("hint", {})
            controller.dispatch("pass" if controller.hint == "pass" else "play", {})
    raise AssertionError("the game did not end")


def start(platform: FakePlatform, *, seats: list[tuple[str, str]], length: str = "short_gifted") -> Controller:
    controller = Controller(platform)
    controller.bot_delay_ms = 0
    controller.boot()
    controller.dispatch("player-count", {"count": str(len(seats))})
    for i, (name, kind) in enumerate(seats):
        controller.dispatch("set-name", {"seat": str(i), "value": name})
        controller.dispatch("set-seat-kind", {"seat": str(i), "value": kind})
    controller.dispatch("set-option", {"option": "length", "value": length})
    controller.dispatch("start", {})
    return controller


def test_lobby_renders_and_names_are_text(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot()
    assert 'id="start"' in platform.html and "disabled" not in re.search(r'<button[^>]*id="start"[^>]*>', platform.html).group(0)  # type: ignore[union-attr]
    controller.dispatch("set-name", {"seat": "0", "value": HOSTILE})
    controller.dispatch("set-option", {"option": "first_player", "value": "0"})  # lists the names
    assert "<img" not in platform.html
    assert "&lt;img src=x onerror=alert(1)&gt;" in platform.html


def test_a_whole_game_against_bots_ends_with_a_summary_and_a_save(platform: FakePlatform) -> None:
    controller = start(platform, seats=[(HOSTILE, "human"), ("B", "easy"), ("C", "normal")])
    asyncio.run(play_out(controller, platform))
    assert controller.dialog == "game"
    controller.render()
    assert "Game over" in platform.html and "<img" not in platform.html
    saves = [k for k in platform.storage.keys() if k.startswith(SAVE_PREFIX)]
    assert len(saves) == 1
    # A reload resumes the same finished game from storage.
    again = Controller(platform)
    again.boot()
    assert again.session is not None and again.session.state == controller.session.state  # type: ignore[union-attr]


def test_hot_seat_hides_each_hand_behind_a_privacy_screen(platform: FakePlatform) -> None:
    controller = start(platform, seats=[("Ann", "human"), ("Ben", "human")])
    assert "Pass the device to" in platform.html
    assert 'data-action="toggle-card"' not in platform.html  # no hand shown yet
    controller.dispatch("reveal", {})
    acting = controller.session.to_act()[0]  # type: ignore[union-attr]
    assert 'data-action="toggle-card"' in platform.html
    controller.dispatch("hint", {})
    controller.dispatch("pass" if controller.hint == "pass" else "play", {})
    other = controller.session.to_act()[0]  # type: ignore[union-attr]
    assert other != acting
    assert "Pass the device to" in platform.html and 'data-action="toggle-card"' not in platform.html
    asyncio.run(play_out(controller, platform))


def test_undo_takes_back_the_humans_move(platform: FakePlatform) -> None:
    controller = start(platform, seats=[("Me", "human"), ("B", "easy"), ("C", "easy")])
    session = controller.session
    assert session is not None

    async def until_my_turn() -> None:
        platform.start_pending()
        for _ in range(2000):
            await asyncio.sleep(0)
            if controller.dialog == "hand":
                controller.dispatch("close-dialog", {})
            if session.to_act() == (0,) and not controller.bots_running:
                return

    asyncio.run(until_my_turn())
    moves = len(session.log)
    before = session.state
    controller.dispatch("hint", {})
    controller.dispatch("pass" if controller.hint == "pass" else "play", {})
    assert len(session.log) == moves + 1
    if session.undo_point() is not None:
        controller.dispatch("undo", {})
        assert session.state == before


def test_illegal_play_gives_a_message_not_a_crash(platform: FakePlatform) -> None:
    controller = start(platform, seats=[("Me", "human"), ("B", "human")])
    controller.dispatch("reveal", {})
    controller.dispatch("play", {})  # nothing selected
    assert "is-error" in platform.html


def test_share_link_starts_the_identical_deal() -> None:
    setup = MatchSetup("twelve_days", (Seat("Ann"), Seat("Bot", "hard")), 777, {"length": "short_half"})
    query = links.to_query(setup, "fr")
    first, second = FakePlatform(query), FakePlatform(query)
    a, b = Controller(first), Controller(second)
    a.boot()
    b.boot()
    assert a.session is not None and b.session is not None
    assert a.session.initial == b.session.initial
    assert first.lang == "fr" and first.query() == ""  # consumed, so a reload resumes instead


def test_reopening_the_same_link_resumes_instead_of_restarting() -> None:
    setup = MatchSetup("twelve_days", (Seat("Ann"), Seat("Bot", "easy")), 99, {})
    query = links.to_query(setup, "en")
    storage = MemoryStorage()
    first = Controller(FakePlatform(query, storage))
    first.boot()
    assert first.session is not None
    seat = first.session.to_act()[0]
    first.session.submit(seat, first.session.rules.legal_actions(first.session.state, seat)[0])
    first._autosave()
    again = Controller(FakePlatform(query, storage))
    again.boot()
    assert again.session is not None and len(again.session.log) == 1


def test_mangled_link_shows_a_message_and_the_lobby() -> None:
    platform = FakePlatform("?game=twelve_days&seed=xyz&seat=human:" + HOSTILE)
    Controller(platform).boot()
    assert "could not start a game" in platform.html
    assert 'id="start"' in platform.html and "<img" not in platform.html


def test_a_corrupt_current_save_is_reported_and_kept(platform: FakePlatform) -> None:
    platform.storage.set(SAVE_PREFIX + "x", '{"app": "cardtable", "schema": 1, "game": "twelve_days"')
    platform.storage.set(CURRENT_KEY, "x")
    Controller(platform).boot()
    assert "could not be opened" in platform.html
    assert "Unreadable save" in platform.html
    assert any(k.endswith("aside:x") for k in platform.storage.keys())


def test_full_storage_keeps_playing_and_says_so() -> None:
    storage = MemoryStorage()
    storage.set("someone-else", "x" * 500)
    storage.capacity = 520  # nothing more fits
    platform = FakePlatform(storage=storage)
    controller = start(platform, seats=[("Me", "human"), ("B", "easy")])
    assert controller.session is not None and controller.session.to_act()
    assert "storage is full" in platform.html
    assert storage.get("someone-else") == "x" * 500


@pytest.mark.parametrize("lang", ["ru", "fr", "cs"])
def test_language_switch_rerenders_and_is_remembered(platform: FakePlatform, lang: str) -> None:
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("set-lang", {"value": lang})
    assert platform.lang == lang
    again = Controller(FakePlatform(storage=platform.storage))
    assert again.settings.lang == lang
    assert "Start game" not in platform.html


def test_what_was_typed_before_python_was_up_is_kept(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot(typed={"seat-name-0": "Zoë", "seat-kind-1": "hard", "opt-length": "short_half", "opt-bogus": "1", "seat-name-9": "x"})
    assert controller.draft.seats[0].name == "Zoë"
    assert controller.draft.seats[1].bot == "hard"
    assert controller.draft.options == {"length": "short_half"}
    assert 'value="Zoë"' in platform.html and "is-error" not in platform.html


def test_rules_open_from_the_lobby_and_escape_closes_them(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("rules", {})
    assert 'role="dialog"' in platform.html and "lowest card" in platform.html
    controller.key("Escape")
    assert 'role="dialog"' not in platform.html


def test_bot_pace_is_remembered(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("set-pace", {"value": "fast"})
    assert Controller(FakePlatform(storage=platform.storage)).settings.bot_delay_ms == 300


def test_typed_values_do_not_hide_why_a_link_failed() -> None:
    platform = FakePlatform("?game=twelve_days&seed=xyz&seat=human:a&seat=human:b")
    Controller(platform).boot(typed={"seat-name-0": "Zoë", "opt-bogus": "1"})
    assert "could not start a game" in platform.html and 'value="Zoë"' in platform.html
