"""Status line, hot-seat hand-overs, first-visit language, links and saves (issue 15 §7, §8)."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from controller_helpers import enter, persons_turn, play_hint, start
from fake_platform import FakePlatform, run_async
from santas_game_helpers import fillers, position

from cardtable.app import links
from cardtable.app.i18n import translator
from cardtable.app.saves import ASIDE_PREFIX, SAVE_PREFIX
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.app.settings import SETTINGS_KEY
from cardtable.app.timeline import Timeline
from cardtable.engine import registry
from cardtable.engine.core import Event
from cardtable.ui import seats as seats_ui
from cardtable.ui import table as table_ui
from cardtable.ui.controller import Controller
from cardtable.ui.kit import TABLE_LINE, TableContext, ToYou, to_you
from cardtable.ui.story import Story


def test_a_hot_seat_player_left_alone_in_the_round_is_not_asked_to_pass_the_device_to_themselves(
    platform: FakePlatform,
) -> None:
    """Santa's Game, Ann and Bea at one device with two bots; Bea already went out this round."""
    f = fillers(40, avoid=("r5",))
    _rules, state = position([f[:6], [], f[6:12], f[12:18]], "r5", turn=0)
    state = replace(state, active=(True, False, True, True), finished=(1,))
    setup = MatchSetup(
        "santas_game", (Seat("Ann"), Seat("Bea"), Seat("Cy", "easy"), Seat("Di", "easy")), 1, {"elf_window": "off"}
    )
    session = MatchSession(setup, initial=state)
    controller = enter(platform, session)
    assert "privacy-screen" in platform.html  # the first hand-over: Ann takes the device
    controller.dispatch("reveal", {})
    turns = 0

    def round_over() -> bool:
        return not session.to_act() or session.view(None)["round"] != 1

    def anns_turn_or_round_over() -> bool:
        return round_over() or (session.to_act()[0] == 0 and persons_turn(controller))

    async def run() -> None:
        nonlocal turns
        while turns < 3:
            await platform.run_until(anns_turn_or_round_over)
            if round_over():
                return
            assert "privacy-screen" not in platform.html, "Ann was asked to pass the device to herself"
            assert "Your turn, Ann." in platform.html
            turns += 1
            play_hint(controller)

    run_async(run())
    assert turns >= 2


def test_hot_seat_still_hands_over_when_the_other_player_acts_in_between(platform: FakePlatform) -> None:
    controller = start(platform, "twelve_days", seats=[("Ann", "human"), ("Bea", "human")])
    session = controller.session
    assert session is not None
    last = None
    handovers = 0
    for _ in range(6):
        acting = session.to_act()[0]
        if acting != last:  # the device changes hands: the screen asks for it
            assert "privacy-screen" in platform.html
            controller.dispatch("reveal", {})
            handovers += 1
        assert f"Your turn, {session.seats[acting].name}." in platform.html
        play_hint(controller)
        last = acting
        if session.view(None)["hand_number"] > 1:
            break
    assert handovers >= 2


def test_the_status_says_answer_not_your_turn_in_a_window_everyone_answers() -> None:
    """Santa's Elf window: every player answers at once; the next to play may well be a bot."""
    f = fillers(40, avoid=("r5", "r6"))
    rules, state = position([["r6"], ["elf", *f[:5]], f[5:11]], "r5", turn=0, elf_window="timed")
    state = rules.apply_action(state, 0, rules.action_from_str("play r6"))
    assert rules.view(state, None)["phase"] == "elf"
    setup = MatchSetup("santas_game", (Seat("Cy", "easy"), Seat("Ann"), Seat("Di", "easy")), 1, {"elf_window": "timed"})
    platform = FakePlatform()
    controller = enter(platform, MatchSession(setup, initial=state))
    assert "Your turn." not in platform.html
    # The game names its window, and whom it is for (Ann holds an Elf).
    assert "Elf window for Cy: anyone may call an Elf. You hold one: Elf! or No?" in platform.html
    assert controller.session is not None and 1 in controller.session.to_act()


def test_the_status_in_the_elf_window_names_no_single_seat_as_the_one_to_play() -> None:
    """Issue 30, Santa playtest 1: with Ann's answer in, the one bot still to answer was
    named as "thinking" as if it were its turn; once the window closed, the status says
    whose turn it is."""
    f = fillers(40, avoid=("r5", "r6"))
    rules, state = position([["r6"], f[:5], f[5:11]], "r5", turn=0, elf_window="timed")
    for seat, action in ((0, "play r6"), (1, "decline")):
        state = rules.apply_action(state, seat, rules.action_from_str(action))
    assert rules.to_act(state) == (2,)
    setup = MatchSetup("santas_game", (Seat("Cy", "easy"), Seat("Ann"), Seat("Di", "easy")), 1, {"elf_window": "timed"})
    platform = FakePlatform()
    enter(platform, MatchSession(setup, initial=state))
    assert "Di is thinking" not in platform.html
    assert "Elf window for Cy: anyone may call an Elf; waiting for the answers." in platform.html
    closed = rules.apply_action(state, 2, rules.action_from_str("decline"))
    assert rules.to_act(closed) == (1,)
    enter(platform, MatchSession(setup, initial=closed))
    assert "Your turn." in platform.html and "Elf window" not in platform.html


@pytest.mark.parametrize(
    ("browser", "lang"), [(["cs-CZ", "en"], "cs"), (["ru"], "ru"), (["fr-CA", "fr"], "fr"), (["de-DE"], "en")]
)
def test_a_first_visit_opens_in_the_browsers_language(browser: list[str], lang: str) -> None:
    platform = FakePlatform()
    platform.browser_languages = browser
    controller = Controller(platform)
    controller.boot()
    assert controller.settings.lang == lang and platform.lang == lang


def test_a_language_chosen_before_wins_over_the_browsers() -> None:
    platform = FakePlatform()
    platform.storage.set(SETTINGS_KEY, '{"lang": "en"}')
    platform.browser_languages = ["cs-CZ"]
    assert Controller(platform).settings.lang == "en"


def test_a_cut_off_link_says_it_was_cut_off() -> None:
    setup = MatchSetup("twelve_days", (Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "easy")), 4242)
    whole = links.to_query(setup, "en")
    cut = whole[: whole.index("seat=b:") + 4]  # the chat cut the URL in the middle of a seat
    platform = FakePlatform(cut)
    Controller(platform).boot()
    assert "was cut off" in platform.html and "could not start" not in platform.html
    with pytest.raises(links.LinkError) as error:
        links.from_query(cut)
    assert error.value.cut_off
    with pytest.raises(links.LinkError) as complete:  # a bad link that kept its end is not "cut off"
        links.from_query("?game=twelve_days&seed=xyz&seat=human:a&seat=human:b&lang=en")
    assert not complete.value.cut_off


def test_a_fixed_player_count_reads_takes_2_players() -> None:
    with pytest.raises(ValueError, match=r"takes 2 players$"):
        MatchSetup("gin_rummy", (Seat("Ann"),), 1)
    low, high = (
        registry.rules_class("twelve_days").info.min_players,
        registry.rules_class("twelve_days").info.max_players,
    )
    with pytest.raises(ValueError, match=rf"takes {low} to {high} players$"):
        MatchSetup("twelve_days", (Seat("Ann"),), 1)


def test_a_damaged_save_names_its_game_and_delete_names_what_went(platform: FakePlatform) -> None:
    platform.storage.set(SAVE_PREFIX + "bad", '{"app": "cardtable", "schema": 1, "game": "gin_rummy", "log": [tr')
    platform.storage.set(ASIDE_PREFIX + "old", "not json at all")
    controller = Controller(platform)
    controller.boot()
    assert "Unreadable save of Gin Rummy" in platform.html
    assert "Unreadable save (kept aside)" in platform.html  # nothing readable: no game named
    start(platform, "santas_game", seats=[("Ann", "human"), ("Bob", "easy")])
    controller = Controller(platform)
    controller.boot()
    controller.dispatch("to-lobby", {})
    save_id = next(
        k[len(SAVE_PREFIX) :] for k in platform.storage.keys() if k.startswith(SAVE_PREFIX) and not k.endswith("bad")
    )
    controller.dispatch("delete-save", {"save": save_id})
    assert (
        "Deleted: Santa&#x27;s Game with Ann, Bob." in platform.html
        or "Deleted: Santa's Game with Ann, Bob." in platform.html
    )


def test_a_turn_told_in_one_line_keeps_each_sentence_whole() -> None:
    """Let's Divide: "…cut into three: 10, 3, 6" then "Bot 2 voted." on one line read as "6 Bot 2
    voted": a sentence that ends in its list gets its full stop before the next one."""
    ctx = TableContext(
        names=["Ann", "Bot 2"],
        levels=[None, "easy"],
        recent=((1, "The row cut into three: 10, 3, 6"), (1, "Bot 2 voted.")),
    )
    strip = re.sub(r"<[^>]+>", "", str(table_ui._recent(ctx, translator("en"))))  # the line's text
    assert "10, 3, 6. Bot 2 voted." in strip and "voted.." not in strip


def test_the_saved_games_list_says_default_names_in_the_pages_language() -> None:
    """Issue 30 (Rummikub playtest 7/10, 8): the French lobby listed a save's players as "Player 1,
    Bot 2" while the game itself said "Joueur 1, Robot 2"; a typed name stays as typed."""
    import re

    from cardtable.app.i18n import translator
    from cardtable.ui.lobby import default_name

    platform = FakePlatform()
    en = translator("en")
    controller = start(platform, "gin_rummy", seats=[(default_name(0, False, en), "human"), ("Zoë", "easy")])
    controller.dispatch("to-lobby", {})
    controller.dispatch("set-lang", {"value": "fr"})
    fr = translator("fr")
    saved = re.search(r'class="save-info">(.*?)</div>', platform.html, re.DOTALL)
    assert saved is not None
    assert f"{default_name(0, False, fr)}, Zoë" in saved.group(1) and default_name(0, False, en) not in saved.group(1)


def test_back_in_the_lobby_the_matchs_default_names_are_in_the_pages_language() -> None:
    """Issue 30 (Canasta playtest 7/10, 9): a match started in English, the page switched to
    Czech, back in the lobby the name field still said "Player 1"."""
    from cardtable.app.i18n import translator
    from cardtable.ui.lobby import default_name

    platform = FakePlatform()
    en, cs = translator("en"), translator("cs")
    controller = start(platform, "gin_rummy", seats=[(default_name(0, False, en), "human"), ("Zoë", "easy")])
    controller.dispatch("set-lang", {"value": "cs"})
    controller.dispatch("to-lobby", {})
    assert [seat.name for seat in controller.draft.seats] == [default_name(0, False, cs), "Zoë"]


@pytest.mark.parametrize("lang", ["en", "fr", "cs", "ru"])
def test_the_viewers_seat_says_you_in_words_not_a_bare_star(lang: str) -> None:
    """A lone ★ after the player's name left new players guessing what it meant (issue 30)."""
    t = translator(lang)
    view = {"to_act": [1], "seat": 0}
    ctx = TableContext(names=["Ann", "Bot 2"], levels=[None, "normal"])
    markup = str(seats_ui.seat_strip(view, [seats_ui.SeatLine(), seats_ui.SeatLine()], ctx, t, "seats"))
    mine, theirs = markup.split('data-seat="1"')
    assert f'class="badge badge-you">{t("table.you")}<' in mine and "badge-you" not in theirs
    assert t("table.you") not in ("", "table.you")


def test_a_line_ending_in_brackets_gets_its_full_stop_and_a_heading_line_none() -> None:
    """Rummikub's hint "…(change them or press Reset)" ended without one; Canasta's deal line
    "— Hand 2 —" got one ("— Hand 2 —.")."""
    assert table_ui._ended("Hint: play 3 tiles (change them or press Reset)") == (
        "Hint: play 3 tiles (change them or press Reset)."
    )
    assert table_ui._ended("— Hand 2 —") == "— Hand 2 —"
    assert table_ui._ended("Bot 2 drew a tile.") == "Bot 2 drew a tile."


def test_a_phones_short_strip_of_recent_moves_offers_the_earlier_ones() -> None:
    """12 Days playtest, round 5: a phone keeps the latest three turns, so "Bot 3 took the trick
    with a 7" stood there with the 7 scrolled away; the strip now opens the log for the rest."""
    t = translator("en")
    said = ((1, "Bot 2 played 7."), (2, "Bot 3 played 8."), (3, "Bot 4 passed."), (1, "Bot 2 took it."))
    four = str(table_ui._recent(TableContext(names=["Ann", "B2", "B3", "B4"], levels=[None] * 4, recent=said), t))
    three = str(table_ui._recent(TableContext(names=["Ann", "B2", "B3", "B4"], levels=[None] * 4, recent=said[1:]), t))
    assert four.count("<li") == 4 == table_ui.SHOWN_RECENT_LINES + 1
    assert 'class="recent-earlier" data-action="toggle-log">Earlier moves<' in four
    assert "recent-earlier" not in three


def test_an_earlier_turn_done_to_the_viewer_stays_in_the_strip() -> None:
    """Santa replay, stop 39: Bot 3's Gift, which cost the player a turn, went past the latest
    three turns (a Snowman, a player out, the Elf window) and out of sight. A turn done to the
    viewer (``ToYou``, from the timeline's ``hits``) stays in sight, however many follow; two at most."""
    t = translator("en")
    ctx = TableContext(names=["Ann", "B2", "B3", "B4"], levels=[None] * 4)
    gift = (2, to_you("Bot 3 gave you a Gift: you lose your turn."))
    later = tuple((seat, f"Bot {seat + 1} moved {n}.") for n in range(8) for seat in (1, 3))  # 16 turns after it
    html = str(table_ui._recent(replace(ctx, recent=(gift, *later)), t))
    items = re.findall(r"<li[^>]*>", html)
    assert 'class="to-you"' in items[0] and "you lose your turn" in html
    assert len(items) == 1 + table_ui.RECENT_LINES  # the Gift, then the latest turns as before
    css = (Path(__file__).resolve().parents[2] / "css" / "table.css").read_text(encoding="utf-8")
    assert ".recent-lines li:nth-last-child(n+4):not(.to-you) { display: none; }" in css
    plain = str(table_ui._recent(replace(ctx, recent=((2, "Bot 3 gave Bot 2 a Gift."), *later)), t))
    assert "Bot 3 gave Bot 2" not in plain and "to-you" not in plain  # one not done to the viewer goes
    many = tuple(item for n in range(4) for item in ((2, to_you(f"Gift {n} at you.")), *later[:4]))
    kept = re.findall(r'<li[^>]*class="to-you"[^>]*>', str(table_ui._recent(replace(ctx, recent=many), t)))
    assert len(kept) == table_ui.KEPT_TO_YOU
    dealt = (gift, (TABLE_LINE, "Hand 2 is dealt."), *later)  # a new hand: the last one's is old news
    assert "to-you" not in str(table_ui._recent(replace(ctx, recent=dealt), t))


def test_a_move_done_to_the_viewer_is_marked_for_the_strip() -> None:
    """The story marks what another seat's move did to the viewer, and a move played for them."""
    story = Story(Timeline(0))
    aimed = Event("gift", 2, {}, target=0)
    other = Event("gift", 2, {}, target=1)
    story.told(2, (aimed, other), 0, lambda event: f"to {event.target}")
    assert [isinstance(line, ToYou) for _, line in story.recent] == [True, False]


def test_on_a_phone_a_status_line_with_buttons_grows_to_show_them() -> None:
    """Divide lesson tester, 390 px: at the match's end the status line offers Play again and
    Summary; at the phone's fixed three-line height the second button was cut in half. A status
    line with buttons takes the height they need (it holds no hand that could jump)."""
    css = (Path(__file__).resolve().parents[2] / "css" / "table.css").read_text(encoding="utf-8")
    phone = css[css.index("@media (max-width: 600px), (max-height: 500px) {\n  .table-screen > .status {") :]
    phone = phone[: phone.index("\n}\n")]
    assert ".table-screen > .status:has(.status-action) { height: auto;" in phone
