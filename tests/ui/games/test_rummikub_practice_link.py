"""A practice Rummikub game, after a turn that placed fewer tiles than possible: the review
on the status line offers the link that plays that turn again (``pos=``), and that link opens
the same table and rack as a practice game; a mangled position is refused with its reason."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest
from controller_helpers import open_link
from fake_platform import FakePlatform, run_async

from cardtable.app import links
from cardtable.app.i18n import translator
from cardtable.app.session import MatchSetup, Seat
from cardtable.engine.games.rummikub.position import write
from cardtable.engine.games.rummikub.tiles import NUMBERS
from cardtable.ui.controller import Controller

OPTIONS = {"first_player": 0, "rounds_per_game": 1, "turn_time_limit_s": "none"}
# Ann to play k5 o9 r1 r2 r3 on [k3 k4 k5 k6 k7] [r9 b9 *]: five tiles fit, she plays two.
POSITION = write(
    0,
    (True, True),
    NUMBERS.tiles_from_str("k5 o9 r1 r2 r3"),
    [(NUMBERS.tiles_from_str("k3 k4 k5 k6 k7"), "run"), (NUMBERS.tiles_from_str("r9 b9 *"), "group")],
)
FEWER = "play [k3 k4 k5] [r9 b9 o9] [k5 k6 k7 *] from k5 o9"
FEWER_IN_PLACE = "play [k3 k4 k5] [k5 k6 k7 *] [r9 b9 o9] from k5 o9"


def setup(practice: bool = True, position: str = POSITION) -> MatchSetup:
    return MatchSetup("rummikub", (Seat("Ann"), Seat("Bob", "easy")), 3, dict(OPTIONS), practice, position)


def lay_hint(controller: Controller, hint: str) -> None:
    """The hint shown, then laid out with its "Lay it out" button, as the player would."""
    match = controller.match
    assert match is not None
    match.ui = match.table.ui_for_hint(controller.session.view(0), match.ui, hint)  # type: ignore[union-attr]
    controller.dispatch("input", {"input": "lay-hint"})


def table_and_rack(controller: Controller) -> tuple[list[list[str]], list[str]]:
    assert controller.session is not None
    view = controller.session.view(0)
    return [m["tiles"] for m in view["table"]], view["hand"]


def test_the_review_offers_the_turn_again_and_its_link_opens_that_turn() -> None:
    controller, platform = open_link(setup())
    assert table_and_rack(controller) == (
        [["k3", "k4", "k5", "k6", "k7"], ["r9", "b9", "*"]],
        ["k5", "o9", "r1", "r2", "r3"],
    )
    seen = table_and_rack(controller)
    controller.dispatch("input", {"input": "done"})  # nothing changed: refused, no review
    lay_hint(controller, FEWER)
    controller.dispatch("input", {"input": "done"})
    run_async(platform.run_until_idle())
    # The hint's sets laid in place: the run's two parts where the run was, the group after.
    assert controller.session is not None and controller.session.log[0].action == FEWER_IN_PLACE
    assert "You placed 2 tiles; 5 were possible." in platform.html
    button = re.search(r'<button[^>]*data-action="share-retry"[^>]*>([^<]*)<', platform.html)
    assert button is not None and button.group(1) == "Play this turn again"
    # The button opens the share dialog with the turn's own link (Copy, QR) instead of the game's.
    controller.dispatch("share-retry", {})
    assert "This link opens this turn as it began" in platform.html
    assert "Scan to play this turn again" in platform.html and "Scan to open the same game" not in platform.html
    shown = re.search(r'id="share-url"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*id="share-url"', platform.html)
    assert shown is not None
    url = unescape(shown.group(1) or shown.group(2))
    controller.dispatch("copy-link", {})
    assert platform.copied == url
    query = parse_qs(urlsplit(url).query)
    assert query["pos"] == [POSITION] and query["practice"] == ["1"] and query["seed"] == ["3"]
    # The game's own share link is still the game's.
    controller.dispatch("close-dialog", {})
    controller.dispatch("share", {})
    assert "This link opens this turn" not in platform.html and "Anyone who opens this link" in platform.html
    assert "Scan to open the same game" in platform.html
    # Opened on another device: the same turn, as a practice game, from its start.
    other = FakePlatform("?" + urlsplit(url).query + "&bot_delay=0")
    again = Controller(other)
    again.boot()
    assert again.session is not None and again.session.setup.practice
    assert table_and_rack(again) == seen and again.session.to_act() == (0,)
    # The game autosaved from a position loads again as the same game (a reload resumes it).
    assert (
        again.match is not None
        and again.match.save_id is not None
        and again.saves.library.store.load(again.match.save_id).setup == again.session.setup
    )


def test_a_practice_draw_from_a_dealt_game_offers_the_turn_it_drew_on() -> None:
    controller, platform = open_link(
        MatchSetup("rummikub", (Seat("Ann"), Seat("Bob", "easy")), 4, {**OPTIONS, "initial_meld_min": 0}, True)
    )
    seen = table_and_rack(controller)
    controller.dispatch("act", {"move": "draw"})
    run_async(platform.run_until_idle())
    assert "You drew; you could have placed" in platform.html
    controller.dispatch("share-retry", {})
    url = platform.page_url() + controller.match.retry_query
    assert "pos=" in url and controller.sharing.url() == url
    again = Controller(FakePlatform("?" + urlsplit(url).query + "&bot_delay=0"))
    again.boot()
    assert again.session is not None and table_and_rack(again) == seen
    assert again.session.setup.position and not controller.session.setup.position  # type: ignore[union-attr]


def test_no_link_is_offered_outside_a_review_or_outside_practice() -> None:
    controller, platform = open_link(setup(practice=False))
    lay_hint(controller, FEWER)
    controller.dispatch("input", {"input": "done"})
    run_async(platform.run_until_idle())
    assert "were possible" not in platform.html and "share-retry" not in platform.html
    controller.dispatch("share-retry", {})  # a stale button: nothing to share
    assert controller.screen.dialog is None
    # Hot-seat practice: the review is said, but no link that would show Ann's rack to Cy.
    hot = MatchSetup("rummikub", (Seat("Ann"), Seat("Cy")), 3, dict(OPTIONS), True, POSITION)
    controller, platform = open_link(hot)
    controller.dispatch("reveal", {})
    lay_hint(controller, FEWER)
    controller.dispatch("input", {"input": "done"})
    run_async(platform.run_until_idle())
    assert (
        controller.screen.message.text == "You placed 2 tiles; 5 were possible."
        and controller.screen.message.actions == ()
    )
    assert controller.match.retry_query == ""


def test_a_mangled_position_in_a_link_is_refused_with_its_reason() -> None:
    three = write(0, (True, True), NUMBERS.tiles_from_str("k1 k1 k1"), [])
    platform = FakePlatform(links.to_query(setup(position=three), "en"))
    controller = Controller(platform)
    controller.boot()
    assert controller.session is None  # the lobby, with the reason
    assert "The position it holds cannot be played." in unescape(platform.html)
    with pytest.raises(links.LinkError) as refused:  # the game's own reason, for the logs
        links.from_query(links.to_query(setup(position=three), "en"))
    assert str(refused.value).endswith("the position has k1 3 times; the tile set has it 2 times.")
    # A game that cannot start from a position says so.
    platform = FakePlatform("?game=twelve_days&seed=1&seat=human:a&seat=human:b&pos=011.A&lang=fr")
    Controller(platform).boot()
    assert "La position qu’il contient ne peut pas être jouée." in unescape(platform.html)


def test_a_position_link_with_a_hundred_tiles_stays_short() -> None:
    runs = [
        (NUMBERS.tiles_from_str(f"{c}{n} {c}{n + 1} {c}{n + 2} {c}{n + 3}"), "run") for c in "kbor" for n in (1, 5, 9)
    ]
    table = [*runs, *runs, (NUMBERS.tiles_from_str("k13 b13 o13 r13"), "group")]
    position = write(0, (True, True), NUMBERS.tiles_from_str("k13 b13 o13 * *"), table)
    long_names = tuple(Seat("Максимилиан Великолепный " * 2) for _ in range(2))
    query = links.to_query(MatchSetup("rummikub", long_names, 2**52, dict(OPTIONS), True, position), "ru")
    assert len(query) < links.MAX_QUERY_CHARS // 2
    parsed, _ = links.from_query(query)
    assert parsed.position == position and sum(len(m.tiles) for m in parsed.first_state(parsed.rules()).table) == 100


def test_a_position_link_cut_anywhere_never_opens_another_position() -> None:
    """The practice link carries a position (``pos=``) before its check: a cut inside the position
    would leave a shorter, still readable one."""
    query = links.to_query(setup(), "cs")
    assert "&pos=" in query
    for end in range(query.index("&game="), len(query)):
        with pytest.raises(links.LinkError) as refused:
            links.from_query(query[:end])
        assert refused.value.code == "cut_off" and refused.value.lang == "cs"
    assert links.from_query(query) == (setup(), "cs")


def status(platform: FakePlatform) -> str:
    found = re.search(r'id="status"[^>]*>(.*?)</', platform.html, re.DOTALL)
    return unescape(re.sub(r"<[^>]+>", "", found.group(1))) if found else ""


def test_esc_puts_down_what_is_picked_up_then_undoes_the_turn_and_says_what_it_undid() -> None:
    # Issue 30, Rummikub 2: Esc after a joker swap put the whole table back, silently, while
    # the keys' help says Esc clears the choice. Now Esc puts down the freed joker (the swap
    # stays) and says so; a second Esc puts the table back as the turn began and says that.
    controller, platform = open_link(setup())
    rack = table_and_rack(controller)[1]
    controller.dispatch("input", {"input": "tile", "where": "rack", "index": str(rack.index("o9"))})
    controller.dispatch("input", {"input": "tile", "where": "set", "set": "1", "index": "2"})  # o9 on the joker
    work = controller.match.ui  # type: ignore[union-attr]
    assert [t for t, _ in work.sets[1]] == ["r9", "b9", "o9"] and work.picked == ("set", 2, 0)
    controller.key("Escape")
    work = controller.match.ui  # type: ignore[union-attr]
    assert [t for t, _ in work.sets[1]] == ["r9", "b9", "o9"] and work.sets[2] == (("*", False),)
    assert work.picked == ()
    assert "Tile put down" in status(platform)
    controller.key("Escape")
    work = controller.match.ui  # type: ignore[union-attr]
    assert [[t for t, _ in s] for s in work.sets] == table_and_rack(controller)[0] and "o9" in work.rack
    assert "the table is back as your turn began, and 1 tile is back on your rack" in status(platform)
    controller.key("Escape")
    assert "Nothing to undo" in status(platform)


def test_a_bots_turn_is_one_line_that_stays_until_the_players_next_move() -> None:
    # Issue 30, Rummikub 9: Bob to play k7 b13 o13 r13 b2 on [k1 k2 k3] [k4 k5 k6]; his turn is
    # told in one line (the tiles placed and the set changed; it was two, the second "Bob
    # rearranged sets on the table."), in sight until Ann moves.
    table = [(NUMBERS.tiles_from_str(run), "run") for run in ("k1 k2 k3", "k4 k5 k6")]
    position = write(1, (True, True), NUMBERS.tiles_from_str("k7 b13 o13 r13 b2"), table)
    options = {"rounds_per_game": 1, "turn_time_limit_s": "none"}
    setup = MatchSetup("rummikub", (Seat("Ann"), Seat("Bob", "hard")), 3, options, True, position)
    controller, platform = open_link(setup)
    run_async(platform.run_until_idle())

    def recent() -> list[str]:
        strip = re.search(r'<ol class="recent-lines">(.*?)</ol>', platform.html, re.DOTALL)
        lines = re.findall(r"<li[^>]*>(.*?)</li>", strip.group(1)) if strip else []
        return [unescape(re.sub(r"<[^>]+>", "", line)) for line in lines]

    said = "Bob placed 1 tile: 7●. Set changed: [4● 5● 6●] → [4● 5● 6● 7●]."  # the hard level holds its 13s back
    assert recent() == [said]
    controller.dispatch("input", {"input": "tile", "where": "rack", "index": "0"})  # Ann picks a tile up
    controller.dispatch("input", {"input": "tile", "where": "rack", "index": "0"})  # and puts it down
    run_async(platform.run_until_idle())
    assert recent() == [said]
    controller.dispatch("act", {"move": "draw"})  # Ann's move: Bob's line gives way
    run_async(platform.run_until_idle())
    assert said not in recent()


def test_one_undo_button_takes_back_the_hint_laid_on_the_table_in_one_tap() -> None:
    # Issue 30, Rummikub round 4, 7 and 3: an "Undo" in the toolbar and an "Undo move" by the
    # rack showed at once; and the hint laid the whole turn on the table with no clear way back.
    controller, platform = open_link(setup())
    assert controller.session is not None
    start = table_and_rack(controller)
    controller.render()
    undo = re.findall(r'<button[^>]*data-(?:action="undo"|input="undo-edit")[^>]*>', platform.html)
    assert len(undo) == 1 and 'aria-disabled="true"' in undo[0]  # nothing to take back yet
    lay_hint(controller, FEWER)
    controller.render()
    assert "“Done” plays it; “Undo” takes it back." in unescape(platform.html)
    undo = re.findall(r'<button[^>]*data-(?:action="undo"|input="undo-edit")[^>]*>', platform.html)
    assert len(undo) == 1 and 'aria-disabled="true"' not in undo[0]
    controller.dispatch("undo", {})  # one tap: the table as the turn began, no move taken back
    view = controller.session.view(0)
    work = controller.match.ui
    assert [[text for text, _ in tiles] for tiles in work.sets] == start[0] and sorted(work.rack) == sorted(start[1])
    assert controller.session.log == [] and [m["tiles"] for m in view["table"]] == start[0]
    assert controller.screen.message.text == translator("en")("table.edit_undone")  # the status says so
