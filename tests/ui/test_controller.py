"""The controller under CPython, for every registered game: whole matches against bots,
hot-seat privacy, undo, links, saves, error messages, escaping. A new game is covered
here the day it registers."""

from __future__ import annotations

import re
import sys
from dataclasses import replace
from html import unescape

import pytest
from controller_helpers import open_link, persons_turn, play_hint, play_out, play_until, seats_for, start, weakest
from fake_platform import FakePlatform, run_async

from cardtable.app import links
from cardtable.app.games import playable_game_ids
from cardtable.app.saves import SAVE_PREFIX, MemoryStorage, SaveStore
from cardtable.app.session import MatchSetup, Seat
from cardtable.app.settings import SETTINGS_KEY
from cardtable.app.timeline import duration_ms, visible_events
from cardtable.bots.base import levels
from cardtable.engine import registry
from cardtable.engine.core import HAND_END
from cardtable.ui.controller import Controller
from cardtable.ui.kit import table_for
from cardtable.ui.library import CURRENT_KEY

HOSTILE = "<img src=x onerror=alert(1)>"
GAMES = playable_game_ids()


def test_lobby_renders_and_names_are_text(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot()
    assert 'id="start"' in platform.html and "disabled" not in re.search(
        r'<button[^>]*id="start"[^>]*>', platform.html
    ).group(0)  # type: ignore[union-attr]
    controller.dispatch("set-name", {"seat": "0", "value": HOSTILE})
    controller.dispatch("set-option", {"option": "first_player", "value": "0"})  # lists the names
    assert "<img src=x" not in platform.html
    assert "&lt;img src=x onerror=alert(1)&gt;" in platform.html


@pytest.mark.parametrize("game", GAMES)
def test_large_cards_are_a_remembered_setting_every_table_honours(platform: FakePlatform, game: str) -> None:
    """Issue 30, Everywhere 10: the lobby's "Large cards" is kept with the settings and marks the
    table (css/cards.css draws every card, and Rummikub's tiles, 1.3 times as large)."""
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("set-large-cards", {})
    assert 'id="large-cards" data-action="set-large-cards" checked' in platform.html
    reopened = FakePlatform(storage=platform.storage)
    again = Controller(reopened)
    again.boot()
    assert again.settings.large_cards
    again.dispatch("pick-game", {"game": game})
    again.dispatch("start", {})
    assert re.search(r'class="screen table-screen game-[a-z_]+ large-cards"', reopened.html)


def test_the_lobby_says_how_long_a_name_may_be(platform: FakePlatform) -> None:
    """Issue 30, Everywhere 9: the name field stops at 32 characters, and the lobby says so."""
    Controller(platform).boot()
    fields = re.findall(r'<input[^>]*data-action="set-name"[^>]*>', platform.html)
    assert fields and all('aria-describedby="name-limit"' in field for field in fields)
    assert re.search(r'<p class="help" id="name-limit">[^<]*32[^<]*</p>', platform.html)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_against_bots_ends_with_a_summary_and_a_save(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, (HOSTILE, "human"), weakest(game)))
    run_async(play_out(controller, platform))
    assert controller.screen.dialog == "game"
    controller.render()
    assert "Game over" in platform.html and "<img src=x" not in platform.html
    saves = [k for k in platform.storage.keys() if k.startswith(SAVE_PREFIX)]
    assert len(saves) == 1
    # The saves list calls it finished, with its winners (from the rules' outcome).
    summary = SaveStore(platform.storage).summaries()[0][0]
    outcome = controller.session.rules.outcome(controller.session.state)  # type: ignore[union-attr]
    assert summary.over and outcome is not None
    assert summary.winners == tuple(controller.session.seats[s].name for s in outcome.winners)  # type: ignore[union-attr]
    # A reload resumes the same finished game from storage.
    again = Controller(platform)
    again.boot()
    assert again.session is not None and again.session.state == controller.session.state  # type: ignore[union-attr]


@pytest.mark.parametrize("game", GAMES)
def test_a_reload_with_a_hands_summary_open_shows_the_summary_again(platform: FakePlatform, game: str) -> None:
    """Issue 30, Gin 3 (third playtest): reloaded with the hand's summary open, the player found
    the next hand dealt and the summary gone, unseen."""
    seats = tuple(
        Seat(name, None if kind == "human" else kind) for name, kind in seats_for(game, ("Me", "human"), weakest(game))
    )
    controller, platform = open_link(MatchSetup(game, seats, 9))  # the game's own rules: several hands
    if not run_async(play_until(controller, platform, lambda: controller.screen.dialog == "hand")):
        pytest.skip("the match ended without a hand's summary before it")
    again = Controller(FakePlatform(storage=platform.storage))
    again.boot()
    assert again.session is not None and again.session.state == controller.session.state  # type: ignore[union-attr]
    assert again.screen.dialog == "hand"
    # Once Continue is pressed, a reload opens the next hand, not that summary again (12 Days
    # playtest 8/10, 3).
    again.dispatch("close-dialog", {})
    third = Controller(FakePlatform(storage=platform.storage))
    third.boot()
    assert third.session is not None and third.screen.dialog is None


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_listed_as_finished_and_its_link_starts_afresh(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    run_async(play_out(controller, platform))
    finished = controller.session
    assert finished is not None
    controller.dispatch("to-lobby", {})
    assert "finished" in platform.html
    query = links.to_query(finished.setup, "en")
    reopened = Controller(FakePlatform(query, platform.storage))
    reopened.boot()
    assert reopened.session is not None and not reopened.session.log  # a new match, not the old one resumed


@pytest.mark.parametrize("game", GAMES)
def test_hot_seat_hides_each_hand_behind_a_privacy_screen(platform: FakePlatform, game: str) -> None:
    controller = start(
        platform,
        game,
        seats=[("Ann", "human"), ("Ben", "human")]
        + [("C", weakest(game))] * (registry.rules_class(game).info.min_players - 2),
    )
    assert "Pass the device to" in platform.html
    assert "data-input=" not in platform.html  # no hand shown yet
    controller.dispatch("reveal", {})
    acting = controller.session.to_act()[0]  # type: ignore[union-attr]
    assert "Pass the device to" not in platform.html
    play_hint(controller)
    now = controller.session.to_act()  # type: ignore[union-attr]
    if now and now[0] != acting and controller.session.seats[now[0]].is_human:  # type: ignore[union-attr]
        assert "Pass the device to" in platform.html and "data-input=" not in platform.html
    run_async(play_out(controller, platform))


@pytest.mark.parametrize("game", GAMES)
def test_undo_takes_back_the_humans_move(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    session = controller.session
    assert session is not None

    def my_turn() -> bool:
        return session.to_act() == (0,) and persons_turn(controller)

    assert run_async(play_until(controller, platform, my_turn))
    moves = len(session.log)
    before = session.state
    play_hint(controller)
    assert len(session.log) == moves + 1
    if session.undo_point() is not None:
        controller.dispatch("undo", {})
        assert session.state == before


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bad_move_gives_a_translated_message_not_a_crash(platform: FakePlatform, game: str, lang: str) -> None:
    controller = start(
        platform,
        game,
        seats=[("Me", "human"), ("B", "human")]
        + [("C", weakest(game))] * (registry.rules_class(game).info.min_players - 2),
    )
    controller.dispatch("set-lang", {"value": lang})
    controller.dispatch("reveal", {})
    controller.dispatch("act", {"move": "no such move"})
    assert "is-error" in platform.html
    from cardtable.ui.markup import h

    assert str(h("b", {}, controller.t("error.invalid_action")))[3:-4] in platform.html


@pytest.mark.parametrize("game", GAMES)
def test_share_link_starts_the_identical_deal(game: str) -> None:
    info = registry.rules_class(game).info
    seats = (Seat("Ann"),) + tuple(Seat(f"Bot {i}", weakest(game)) for i in range(1, info.min_players))
    setup = MatchSetup(game, seats, 777, dict(registry.rules_class(game).quick_options))
    query = links.to_query(setup, "fr")
    first, second = FakePlatform(query), FakePlatform(query)
    a, b = Controller(first), Controller(second)
    a.boot()
    b.boot()
    assert a.session is not None and b.session is not None
    assert a.session.initial == b.session.initial
    assert first.lang == "fr" and first.query() == ""  # consumed, so a reload resumes instead


@pytest.mark.parametrize("game", GAMES)
def test_reopening_the_same_link_resumes_instead_of_restarting(game: str) -> None:
    info = registry.rules_class(game).info
    seats = (Seat("Ann"),) + tuple(Seat(f"Bot {i}", weakest(game)) for i in range(1, info.min_players))
    setup = MatchSetup(game, seats, 99, {})
    query = links.to_query(setup, "en")
    storage = MemoryStorage()
    first, platform = open_link(setup, storage=storage, bot_delay=None)
    session = first.session
    assert session is not None

    def one_move() -> bool:
        return len(session.log) == 1

    # At the normal pace the first move holds the table for its time: nobody moves again meanwhile.
    assert run_async(play_until(first, platform, one_move))
    again = Controller(FakePlatform(query, storage))
    again.boot()
    assert again.session is not None and len(again.session.log) == 1


@pytest.mark.parametrize("game", GAMES)
def test_mangled_link_shows_a_message_and_the_lobby(game: str) -> None:
    platform = FakePlatform(f"?game={game}&seed=xyz&lang=en&seat=human:" + HOSTILE)
    Controller(platform).boot()
    assert "could not start a game" in platform.html
    assert 'id="start"' in platform.html and "<img src=x" not in platform.html


def test_a_corrupt_current_save_is_reported_and_kept(platform: FakePlatform) -> None:
    platform.storage.set(SAVE_PREFIX + "x", f'{{"app": "cardtable", "schema": 1, "game": "{GAMES[0]}"')
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
    game = GAMES[0]
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
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


def test_the_chosen_game_is_remembered_and_a_withdrawn_one_is_not_offered(platform: FakePlatform) -> None:
    first_visit = Controller(FakePlatform()).draft.game
    chosen = next(game for game in reversed(GAMES) if game != first_visit)
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("pick-game", {"game": chosen})
    reopened = FakePlatform(storage=platform.storage)
    again = Controller(reopened)
    again.boot()
    assert again.draft.game == chosen
    tiles = re.findall(r'<button[^>]*data-action="pick-game"[^>]*>', again.platform.html)
    assert [tile for tile in tiles if "is-selected" in tile] == [t for t in tiles if f'data-game="{chosen}"' in t]
    platform.storage.set(SETTINGS_KEY, '{"game": "no_such_game"}')
    assert Controller(FakePlatform(storage=platform.storage)).draft.game == first_visit


def test_bot_pace_is_remembered(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("set-pace", {"value": "fast"})
    assert Controller(FakePlatform(storage=platform.storage)).settings.pace == "fast"


def test_typed_values_do_not_hide_why_a_link_failed() -> None:
    platform = FakePlatform(f"?game={GAMES[0]}&seed=xyz&seat=human:a&seat=human:b&lang=en")
    Controller(platform).boot(typed={"seat-name-0": "Zoë", "opt-bogus": "1"})
    assert "could not start a game" in platform.html and 'value="Zoë"' in platform.html


def test_what_was_typed_before_python_was_up_is_kept(platform: FakePlatform) -> None:
    controller = Controller(platform)
    game = controller.draft.game
    spec = next(
        s for s in registry.rules_class(game).option_specs if len([c for c in s.choices if isinstance(c, str)]) > 1
    )
    other = next(c for c in spec.choices if isinstance(c, str) and c != spec.default)
    level = list(levels(game))[-1]
    controller.boot(
        typed={
            "seat-name-0": "Zoë",
            "seat-kind-1": level,
            f"opt-{spec.name}": other,
            "opt-bogus": "1",
            "seat-name-9": "x",
        }
    )
    assert controller.draft.seats[0].name == "Zoë"
    assert controller.draft.seats[1].bot == level
    # The game's own lobby settings (12 Days plays a forced pass by itself) stay as they were.
    assert controller.draft.options == {**table_for(game).lobby_options, spec.name: other}
    assert 'value="Zoë"' in platform.html and "is-error" not in platform.html


def test_the_log_reads_oldest_first_and_closes_with_its_button_or_escape(platform: FakePlatform) -> None:
    """Issue 30 (12 Days 5, Canasta 11): the log runs in the order things happened, like the
    recent moves, and it can be closed from the panel itself or with Esc."""
    controller = start(platform, "twelve_days", seats=seats_for("twelve_days", ("Me", "human"), weakest("twelve_days")))
    assert run_async(play_until(controller, platform, lambda: len(controller.match.story.log) >= 3))  # type: ignore[union-attr]
    controller.dispatch("toggle-log", {})
    lines = re.findall(r"<li>(.*?)</li>", platform.html.split('class="log-lines"')[1].split("</ol>")[0])
    assert [unescape(line) for line in lines] == controller.match.story.log  # type: ignore[union-attr]
    assert 'class="log-close"' in platform.html
    controller.key("Escape")
    assert not controller.screen.show_log


@pytest.mark.parametrize("game", GAMES)
def test_rules_open_from_the_lobby_and_escape_closes_them(platform: FakePlatform, game: str) -> None:
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("pick-game", {"game": game})
    controller.dispatch("rules", {})
    headings = [b[3:].strip() for b in controller.t(f"{game}.help").split("\n\n") if b.startswith("## ")]
    assert 'role="dialog"' in platform.html and headings
    assert all(f"<h3>{heading}</h3>" in platform.html for heading in headings)
    controller.key("Escape")
    assert 'role="dialog"' not in platform.html


@pytest.mark.parametrize("game", GAMES)
def test_every_screen_asks_only_for_known_keys(
    platform: FakePlatform, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Record every text key the screens ask for while a whole match is played (lobby,
    table, privacy screen, log, dialogs); each must be in the catalogs. Error keys are
    probed on purpose (a game's own text first, then the shared one) and are left out."""
    from cardtable.app import i18n
    from cardtable.ui import controller as controller_module

    asked: set[str] = set()
    real = controller_module.translator

    def recording(lang: str) -> i18n.Translator:
        t = real(lang)

        def record(key: str, **fields: object) -> str:
            asked.add(key)
            return t(key, **fields)

        return record

    monkeypatch.setattr(controller_module, "translator", recording)
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    for dialog in ("rules", "share"):
        controller.dispatch(dialog, {})
        controller.dispatch("close-dialog", {})
    controller.dispatch("toggle-log", {})
    run_async(play_out(controller, platform))
    controller.render()
    controller.dispatch("to-lobby", {})
    missing = sorted(k for k in asked if not i18n.has_text(k) and ".error." not in k and not k.startswith("error."))
    assert not missing, f"screens asked for keys no catalog has: {missing}"
    assert any(k.startswith(f"{game}.") for k in asked)


@pytest.mark.parametrize("game", GAMES)
def test_hot_seat_keeps_the_device_with_a_player_who_acts_again(platform: FakePlatform, game: str) -> None:
    """The privacy screen appears when the device must change hands, never to the player
    who is still acting (e.g. a Gin knock: knock, discard, each meld)."""
    controller = start(
        platform,
        game,
        seats=[("Ann", "human"), ("Ben", "human")]
        + [("C", weakest(game))] * (registry.rules_class(game).info.min_players - 2),
    )
    session = controller.session
    assert session is not None
    screens = 0
    for _ in range(300):
        if session.is_over():
            break
        if controller.screen.dialog == "hand":
            controller.dispatch("close-dialog", {})
        if "privacy-screen" in platform.html:
            screens += 1
            controller.dispatch("reveal", {})
        acting = session.to_act()[0]
        if not session.seats[acting].is_human:
            break
        play_hint(controller)
        if session.to_act() and session.to_act()[0] == acting and controller.screen.dialog is None:
            assert "privacy-screen" not in platform.html, "the same player was asked to pass the device"
    assert screens >= 2


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_summary_waits_until_the_deciding_play_was_seen(platform: FakePlatform, game: str) -> None:
    """When a move ends a hand, the table first shows it (the summary is only due), nobody
    moves meanwhile, and the move is handed to the table to show where it happened. The
    summary opens once the move's events have shown for their times at the normal pace."""
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)), bot_delay_ms=None)
    session = controller.session
    assert session is not None

    def summary_due() -> bool:
        return controller.screen.due is not None

    def summary_open() -> bool:
        return controller.screen.dialog is not None

    async def run() -> None:
        # Between two of the person's turns the bots may play a whole round (the person out of it).
        assert await play_until(controller, platform, summary_due, max_ms=600_000), "no hand ended"
        assert controller.screen.dialog is None
        moves = len(session.log)
        mover, events = controller.match.story.moves[-1]
        assert any(event.kind == HAND_END for event in events)
        # What follows the hand's end (the next deal, the row turned up) is told at Continue,
        # not played on the finished table.
        seen = visible_events(events, 0)
        ended = next(i for i, event in enumerate(seen) if event.kind == HAND_END)
        long_beats = controller.match.table.long_beats  # a game's longer beats (Gin's knock)
        shown = sum(duration_ms(event, mover, 0, long_beats=long_beats) for event in seen[: ended + 1])
        due_at = platform.now_ms()
        await platform.run_until(summary_open, max_ms=shown)
        assert platform.now_ms() - due_at == shown  # not a moment sooner
        assert len(session.log) == moves and controller.screen.dialog in ("hand", "game")

    run_async(run())


@pytest.mark.parametrize("game", GAMES)
def test_keys_overlay_lists_the_tables_keys_and_the_keys_play(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    controller.key("?")
    assert controller.screen.dialog == "keys"
    for key, text in controller.match.table.shortcuts():
        assert f"<kbd>{key}</kbd>" in platform.html and controller.t(text) in platform.html
    # What the blue outline on the table marks (12 Days and Rummikub replays asked).
    assert 'class="legend-swatch"' in platform.html and controller.t("legend.just_moved") in platform.html
    controller.key("Escape")
    assert controller.screen.dialog is None
    session = controller.session
    assert session is not None

    def my_turn() -> bool:
        return persons_turn(controller)

    async def press_keys() -> None:
        for _ in range(3000):
            assert await play_until(controller, platform, my_turn), "no shortcut played a move all game"
            moves = len(session.log)
            for key, _ in controller.match.table.shortcuts():
                controller.key(key)
                if len(session.log) > moves:
                    return  # a key played a legal move
            play_hint(controller)
        raise AssertionError("no shortcut ever played a move")

    run_async(press_keys())


@pytest.mark.parametrize("game", GAMES)
def test_language_switch_at_the_table_keeps_the_game(platform: FakePlatform, game: str) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    state = controller.session.state  # type: ignore[union-attr]
    assert 'id="lang"' in platform.html  # the language menu is on the table too
    controller.dispatch("set-lang", {"value": "cs"})
    assert platform.lang == "cs" and controller.session is not None and controller.session.state == state
    assert controller.t("table.undo") in platform.html
    # After a reload, <html lang> follows the remembered language at once.
    reloaded = FakePlatform(storage=platform.storage)
    Controller(reloaded).boot()
    assert reloaded.lang == "cs"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru", "cs", "fr"])
def test_rules_help_is_the_whole_rules_with_examples(game: str, lang: str) -> None:
    from cardtable.app.i18n import translator
    from cardtable.ui.dialogs import rules_help

    html = rules_help(game, translator(lang))
    assert html.count("<h3>") >= 5, "the rules come in sections"
    assert '<p class="example">' in html, "with worked examples"
    assert "<ul>" in html
    assert len(re.sub("<[^>]+>", " ", html).split()) > 400, "the whole rules, not three sentences"


@pytest.mark.parametrize("lang", ["ru", "cs", "fr"])
def test_default_names_follow_the_language_and_typed_names_stay(platform: FakePlatform, lang: str) -> None:
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("set-name", {"seat": "0", "value": "Zoë"})
    controller.dispatch("set-lang", {"value": lang})
    names = [seat.name for seat in controller.draft.seats]
    assert names[0] == "Zoë"
    assert (names[1] == controller.t("lobby.default_bot", number=2) and names[1] != "Bot 2") or lang == "cs"
    controller.dispatch("set-seat-kind", {"seat": "1", "value": "human"})
    assert controller.draft.seats[1].name == controller.t("lobby.default_player", number=2)
    assert "Player" not in platform.html


def test_a_bad_rule_value_is_explained_beside_its_field(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot()
    for game in GAMES:
        controller.dispatch("pick-game", {"game": game})
        spec = next((s for s in registry.rules_class(game).option_specs if s.minimum is not None), None)
        if spec is None:
            continue
        controller.dispatch("set-option", {"option": spec.name, "value": str((spec.maximum or 0) + 1000)})
        field = re.search(
            rf'<div class="option">(?:(?!<div class="option">).)*id="opt-{spec.name}".*?</div>',
            platform.html,
            re.DOTALL,
        )
        assert field is not None and 'role="alert"' in field.group(0) and str(spec.maximum) in field.group(0)
        assert spec.name not in controller.draft.options  # nothing changed
        return
    pytest.skip("no game has a number option")


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_can_be_watched_again_move_by_move_with_every_hand_open(
    platform: FakePlatform, game: str
) -> None:
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    run_async(play_out(controller, platform))
    finished = controller.session
    assert finished is not None
    controller.dispatch("to-lobby", {})
    assert 'data-action="replay"' in platform.html and 'data-action="resume"' not in platform.html
    save_id = SaveStore(platform.storage).summaries()[0][0].id
    controller.dispatch("replay", {"save": save_id})
    assert controller.screen.replay_step == 0 and "open-hands" in platform.html
    first_hands = platform.html.count('class="card')
    assert first_hands > 0
    controller.key("ArrowRight")
    assert controller.screen.replay_step == 1 and "just-moved" in platform.html
    controller.key("End")
    assert controller.screen.replay_step == len(finished.log)
    controller.key("ArrowLeft")
    assert controller.screen.replay_step == len(finished.log) - 1
    moves_before = len(finished.log)
    assert not controller.match.scheduler.running("bots") and len(controller.session.log) == moves_before  # type: ignore[union-attr]
    controller.key("Escape")
    assert controller.session is None and "new-game" in platform.html


def test_share_offers_copy_the_system_sheet_and_a_qr_code_of_the_link(platform: FakePlatform) -> None:
    import segno

    game = GAMES[0]
    platform.shareable = True
    controller = start(platform, game, seats=seats_for(game, (HOSTILE, "human"), weakest(game)))
    controller.dispatch("share", {})
    url = platform.page_url() + links.to_query(controller.session.setup, "en")  # type: ignore[union-attr]
    assert (
        "<svg" in platform.html
        and 'data-action="copy-link"' in platform.html
        and 'data-action="system-share"' in platform.html
    )
    assert "<img src=x" not in platform.html  # the hostile name is in the link only as escaped text
    # The QR code is the share link's own (segno draws the same symbol for the same text).
    from cardtable.ui.share import qr_svg

    assert qr_svg(url) in platform.html and qr_svg(url + "x") not in platform.html
    assert segno.make(url, error="m").mode == "byte"
    controller.dispatch("copy-link", {})
    assert platform.copied == url
    # Said inside the dialog (the status line is behind it, inert) and to screen readers.
    dialog_html = platform.html[platform.html.index('role="dialog"') :]
    assert 'class="share-said"' in dialog_html and "copied" in dialog_html
    assert any("copied" in said for said in platform.announced)
    controller.dispatch("system-share", {})
    assert platform.shared is not None and platform.shared[0] == url


def test_share_without_segno_yet_shows_the_link_and_no_qr_code(
    platform: FakePlatform, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Just after a start from the memory snapshot the site's archive (segno in it) is still
    being written: the dialog offers the link and Copy, and no QR code, instead of failing."""
    monkeypatch.setitem(sys.modules, "segno", None)  # `import segno` raises ImportError
    game = GAMES[0]
    controller = start(platform, game, seats=seats_for(game, ("Ann", "human"), weakest(game)))
    controller.dispatch("share", {})
    assert 'data-action="copy-link"' in platform.html and 'id="share-url"' in platform.html
    assert 'class="qr"' not in platform.html and 'class="qr-code"' not in platform.html


def test_opening_a_link_during_a_game_asks_before_switching() -> None:
    game = GAMES[0]
    storage = MemoryStorage()
    first = Controller(FakePlatform(storage=storage))
    first.boot()
    first.dispatch("start", {})
    mine = first.session
    assert mine is not None
    info = registry.rules_class(game).info
    seats = (Seat("Teacher"),) + tuple(Seat(f"Bot {i}", weakest(game)) for i in range(1, info.min_players))
    query = links.to_query(MatchSetup(game, seats, 4242, {}), "en")
    platform = FakePlatform(query, storage)
    second = Controller(platform)
    second.boot()
    assert second.screen.dialog == "switch" and "Open the shared game" in platform.html
    assert second.session is not None and second.session.setup == mine.setup  # still mine, behind the question
    second.dispatch("close-dialog", {})
    assert second.session.setup == mine.setup and second.screen.dialog is None
    third = Controller(FakePlatform(query, storage))
    third.boot()
    third.dispatch("switch-to-link", {})
    assert third.session is not None and third.session.setup.seed == 4242
    assert len(SaveStore(storage).summaries()[0]) == 2  # mine is still saved


def test_deleting_a_save_can_be_undone_and_importing_twice_does_not_duplicate(platform: FakePlatform) -> None:
    game = GAMES[0]
    controller = start(platform, game, seats=seats_for(game, ("Zoë", "human"), weakest(game)))
    save_id = controller.match.save_id
    controller.dispatch("to-lobby", {})
    controller.dispatch("export", {"save": save_id})
    filename, text = platform.downloads[-1]
    assert (
        filename.startswith(f"cardtable-{game.replace('_', '-')}-") and "zoe" in filename and filename.endswith(".json")
    )
    controller.dispatch("delete-save", {"save": save_id})
    assert not SaveStore(platform.storage).summaries()[0]
    assert 'data-action="undelete"' in platform.html
    controller.dispatch("undelete", {})
    assert [s.id for s in SaveStore(platform.storage).summaries()[0]] == [save_id]
    controller.import_text(text)
    assert len(SaveStore(platform.storage).summaries()[0]) == 1
    assert "already among your saved games" in platform.html


def test_each_game_opens_with_its_own_player_count_not_the_last_games(platform: FakePlatform) -> None:
    controller = Controller(platform)
    controller.boot()
    two_only = next(g for g in GAMES if registry.rules_class(g).info.max_players == 2)
    many = next(g for g in GAMES if registry.rules_class(g).info.max_players >= 6)
    controller.dispatch("pick-game", {"game": two_only})
    controller.dispatch("set-name", {"seat": "0", "value": "Zoë"})
    controller.dispatch("pick-game", {"game": many})
    assert len(controller.draft.seats) == 4  # its default, not the 2 of the game before
    assert controller.draft.seats[0].name == "Zoë"  # the people stay in their seats
    controller.dispatch("player-count", {"count": "6"})
    controller.dispatch("pick-game", {"game": two_only})
    assert len(controller.draft.seats) == 2
    controller.dispatch("pick-game", {"game": many})
    assert len(controller.draft.seats) == 6  # its own last choice


def test_the_privacy_screen_leads_to_the_lobby_without_showing_a_hand(platform: FakePlatform) -> None:
    game = GAMES[0]
    start(platform, game, seats=[("Ann", "human"), ("Ben", "human")])
    again = Controller(FakePlatform(storage=platform.storage))  # after a reload: the privacy screen
    again.boot()
    assert "Pass the device to" in again.platform.html and 'data-action="to-lobby"' in again.platform.html
    again.dispatch("to-lobby", {})
    assert again.session is None and 'data-action="resume"' in again.platform.html  # the saved game is there


def test_a_table_key_of_no_use_now_says_so(platform: FakePlatform) -> None:
    game = "twelve_days" if "twelve_days" in GAMES else GAMES[0]
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))

    async def my_turn() -> None:
        assert await play_until(controller, platform, lambda: persons_turn(controller))

    run_async(my_turn())
    moves = len(controller.session.log)  # type: ignore[union-attr]
    controller.key("p")  # nothing chosen yet
    assert len(controller.session.log) == moves  # type: ignore[union-attr]
    assert controller.screen.message.text == controller.t("keys.nothing_chosen")
    assert controller.t("keys.nothing_chosen") in unescape(platform.html)


@pytest.mark.parametrize("game", GAMES)
def test_an_option_of_named_choices_and_numbers_offers_both(platform: FakePlatform, game: str) -> None:
    """ "Canastas to go out: automatic or 1 to 6" was a list of one; "play to a score, or a single
    hand" had no way back to the single hand once a number was in force."""
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("pick-game", {"game": game})
    mixed = [
        spec
        for spec in registry.rules_class(game).option_specs
        if spec.minimum is not None and any(isinstance(c, str) for c in spec.choices) and not spec.seat_index_allowed
    ]
    for spec in mixed:
        html = platform.html
        select = re.search(rf'<select[^>]*data-option="{spec.name}"[^>]*>(.*?)</select>', html, re.DOTALL)
        assert select is not None, spec.name
        values = re.findall(r'<option value="([^"]*)"', select.group(1))
        assert {str(c) for c in spec.choices if isinstance(c, str)} <= set(values)
        assert len(values) > 1
        if "number" in values:  # a long range: "a number" brings its field, the named choice takes it away
            controller.dispatch("set-option", {"option": spec.name, "value": "number"})
            assert isinstance(controller.draft.options[spec.name], int)
            assert f'id="opt-{spec.name}-number"' in platform.html
        else:
            assert str(spec.maximum) in values
        named = next(c for c in spec.choices if isinstance(c, str))
        controller.dispatch("set-option", {"option": spec.name, "value": named})
        assert controller.draft.options[spec.name] == named


@pytest.mark.parametrize("game", GAMES)
def test_the_lobby_offers_an_option_only_at_the_player_counts_it_applies_to(platform: FakePlatform, game: str) -> None:
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("pick-game", {"game": game})
    info = registry.rules_class(game).info
    for count in range(info.min_players, info.max_players + 1):
        controller.dispatch("player-count", {"count": str(count)})
        for spec in registry.rules_class(game).option_specs:
            shown = f'data-option="{spec.name}"' in platform.html
            assert shown == spec.applies_to(count), (game, count, spec.name)


def test_a_finished_match_cannot_be_undone_unless_it_is_practice(platform: FakePlatform) -> None:
    """Once the match is over (its summary put away, the finished table on screen), undo would
    change a result already told; a practice match undoes anything."""
    game = GAMES[0]
    for practice in (False, True):
        controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
        session = controller.session
        assert session is not None
        session.setup = replace(session.setup, practice=practice)
        run_async(play_out(controller, platform))
        assert session.is_over()
        moves = len(session.log)
        controller.dispatch("undo", {})
        if practice:
            assert len(session.log) < moves
        else:
            assert len(session.log) == moves and controller.screen.message.text == controller.t("undo.match_over")


def test_the_finished_table_offers_play_again_beside_the_summary(platform: FakePlatform) -> None:
    """× on the game-over summary shows the finished table; the status line offers both a new game
    with the same seats and the summary again (Canasta replay, stop 38: no Play again after ×)."""
    game = GAMES[0]
    controller = start(platform, game, seats=seats_for(game, ("Me", "human"), weakest(game)))
    run_async(play_out(controller, platform))
    old = controller.session
    controller.dispatch("look-at-table", {})
    status = re.search(r'id="status">(.*?)</p>', platform.html, re.DOTALL)
    assert status and controller.screen.dialog != "game"
    assert re.findall(r'data-action="([a-z-]+)"', status.group(1)) == ["new-game-same-seats", "show-summary"]
    controller.dispatch("new-game-same-seats", {})
    assert controller.session is not old and controller.session is not None and not controller.session.log


def test_the_turn_undo_and_refusals_are_said_aloud(platform: FakePlatform) -> None:
    """Issue 30, Everywhere 8: the status node is drawn afresh with each render, so "Your turn.",
    "Move taken back." and why undo is not possible go to the live region too, once each."""
    controller = start(platform, "gin_rummy", seats=[("Me", "human"), ("Bot", weakest("gin_rummy"))])
    run_async(play_until(controller, platform, lambda: persons_turn(controller)))
    assert platform.announced.count("Your turn.") == 1
    controller.render()  # drawing again says nothing again
    assert platform.announced.count("Your turn.") == 1
    controller.dispatch("undo", {})  # nothing of mine to take back yet
    refusal = controller.screen.message.text
    assert refusal and platform.announced[-1] == refusal
    controller.dispatch("undo", {})  # the same refusal, asked again, is said again
    assert platform.announced.count(refusal) == 2
