"""The Santa's Game table: composing moves (Gift target, Santa colour, Sleigh riders),
the Elf banner the same for holders and non-holders, moves seen where they happen."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape
from typing import Any

from page_elements import Element, select  # tests/ui, on the path with its conftest
from santas_game_helpers import A, B, C, D, fillers, play, position  # tests/engine/games (pytest pythonpath)
from table_moves import moved

from cardtable.app.i18n import translator
from cardtable.engine.core import IllegalActionError
from cardtable.engine.games.santas_game.state import Pending
from cardtable.ui.games.santas_game.table import SantasGameTable, Ui, card_name
from cardtable.ui.kit import LastMove, Say, Submit, TableContext

T = translator("en")
TABLE = SantasGameTable()
NAMES = ["Ann", "Bob", "Cy", "Di"]


def ctx(last: LastMove | None = None) -> TableContext:
    return TableContext(names=NAMES, levels=[None, "easy", "normal", "hard"], moves=(last,) if last else ())


def tap(view: dict[str, Any], ui: Any, card: str) -> Any:
    return TABLE.on_input(view, ui, "card", {"index": str(view["hand"].index(card))})


def test_a_gift_asks_for_its_target_then_plays() -> None:
    f = fillers(30, avoid=("r5",))
    r, s = position([["rG", *f[:4]], f[4:8], f[8:12], f[12:16]], "r5", turn=A)
    view = r.view(s, A)
    ui = tap(view, TABLE.new_ui(view), "rG")
    assert isinstance(ui, Ui)
    html = TABLE.render(view, ui, ctx(), T)
    assert "Who gets the Gift?" in html
    assert set(re.findall(r'data-move="(play rG to \d)"', html)) == {"play rG to 1", "play rG to 2", "play rG to 3"}
    assert isinstance(TABLE.on_input(view, ui, "play", {}), Say)


def test_santa_shows_a_colour_picker_with_symbols_and_names() -> None:
    f = fillers(30, avoid=("r5",))
    r, s = position([["santa", *f[:4]], f[4:8]], "r5", turn=A)
    view = r.view(s, A)
    ui = tap(view, TABLE.new_ui(view), "santa")
    html = TABLE.render(view, ui, ctx(), T)
    for word, letter in (("red", "r"), ("blue", "b"), ("green", "g"), ("yellow", "y")):
        assert f'data-move="play santa {word}"' in html and f"sym c-{letter}" in html
    assert TABLE.on_key(view, ui, "2") == Submit("play santa blue")


def test_a_sleigh_collects_riders_of_one_colour_in_the_order_tapped() -> None:
    f = fillers(30, avoid=("b1", "b8", "b2", "y4"))
    r, s = position([["sleigh", "b1", "b8", "b2", "r1"], f[:4]], "y4", turn=A)
    view = r.view(s, A)
    ui = tap(view, TABLE.new_ui(view), "sleigh")
    for card in ("b1", "b8", "b2"):
        ui = tap(view, ui, card)
        assert isinstance(ui, Ui)
    assert isinstance(tap(view, ui, "r1"), Say)  # another colour cannot ride
    assert TABLE.on_input(view, ui, "play", {}) == Submit("sleigh b1 b8 b2")
    hinted = TABLE.ui_for_hint(view, TABLE.new_ui(view), "sleigh b8 b1")
    assert TABLE.on_input(view, hinted, "play", {}) == Submit("sleigh b8 b1")


def test_a_sleighs_reindeer_are_laid_and_told_in_the_order_tapped() -> None:
    """Issue 30, Santa 5, round 8: yellow 7, 2, 1 tapped were told "yellow 2, yellow 7, yellow 1"
    (the engine lists one order per set and top card; it lays them as the action says, D26)."""
    f = fillers(30, avoid=("y1", "y2", "y7", "g3"))
    r, s = position([["sleigh", "y1", "y2", "y7", "r1"], f[:4]], "g3", turn=A, announce_mode="required")
    view = r.view(s, A)
    ui = tap(view, TABLE.new_ui(view), "sleigh")
    for card in ("y7", "y2", "y1"):
        ui = tap(view, ui, card)
    ui = TABLE.on_input(view, ui, "announce", {})
    played = TABLE.on_input(view, ui, "play", {})
    assert isinstance(played, Submit) and played == Submit("sleigh y7 y2 y1 announce")
    sleigh = next(e for e in r.step(s, A, r.action_from_str(played.action)).events if e.kind == "sleigh")
    assert TABLE.describe_event(sleigh.to_dict(), NAMES, B, T) == (
        "Ann played a Sleigh: yellow reindeer 7, yellow reindeer 2, yellow reindeer 1."
    )


def test_announce_is_added_when_required() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6", *f[:3]], f[3:7]], "r5", turn=A, announce_mode="required")
    view = r.view(s, A)
    ui = tap(view, TABLE.new_ui(view), "r6")
    assert TABLE.on_input(view, ui, "play", {}) == Submit("play r6")  # forgot: a penalty card
    said = TABLE.on_input(view, ui, "announce", {})
    assert TABLE.on_input(view, said, "play", {}) == Submit("play r6 announce")
    assert 'id="announce"' in TABLE.render(view, ui, ctx(), T)
    hinted = TABLE.ui_for_hint(view, TABLE.new_ui(view), "play r6 announce")
    assert TABLE.on_input(view, hinted, "play", {}) == Submit("play r6 announce")


def test_the_pending_gift_is_spelled_out_for_its_target() -> None:
    f = fillers(30)
    r, s = position([f[:4], f[4:8], f[8:12], f[12:16]], "rG", turn=C, pending="gift", contributors=[A, B])
    html = TABLE.render(r.view(s, C), Ui(), ctx(), T)
    assert "Gift: 4 cards coming to you" in html and "Take 4 cards" in html
    assert "Gifts from Ann → Bob, now aimed at Cy." in html
    assert "Colour in force:" in html and "red" in html


def test_the_elf_banner_is_the_same_for_a_holder_and_a_non_holder() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:4], ["elf", *f[4:7]], f[7:11]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    holder = TABLE.render(r.view(s, C), Ui(), ctx(), T)
    other = TABLE.render(r.view(s, B), Ui(), ctx(), T)
    banner = re.compile(r'<section class="elf-window".*?</section>', re.DOTALL)
    why = ' aria-disabled="true" data-why="You hold no Elf: answer No."'
    strip = lambda html: banner.search(html).group(0).replace(why, "")  # noqa: E731
    assert strip(holder) == strip(other)
    assert "Ann went out! Elf?" in holder and 'id="elf-recall"' in other
    # The non-holder's Elf! is not plain `disabled`: touched, it says why (issue 30, Santa 5).
    assert why in other and " disabled" not in banner.search(other).group(0)


def test_a_move_is_shown_at_the_seat_that_made_it_and_logged() -> None:
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([f[:4], ["r6", *f[4:7]], f[7:11], f[11:15]], "r5", turn=B)
    playing, s = s, play(r, s, B, "play r6")
    html = TABLE.render(r.view(s, A), Ui(), ctx(moved(r, playing, B, "play r6", s, A)), T)
    seat = re.search(r'<li class="seat[^"]*just-moved[^"]*"[^>]*data-seat="1"', html)
    assert seat is not None and "red reindeer 6" in html
    names = ["Ann", "Bob", "Cy", "Di"]
    said = [
        TABLE.describe_event(e.to_dict(), names, A, T) for e in r.step(playing, B, r.action_from_str("play r6")).events
    ]
    assert said == ["Bob played the red reindeer 6."]
    answered = {"kind": "elf_answer", "seat": B, "params": {}, "reveals": False}
    assert TABLE.describe_event(answered, names, B, T) == (
        "Bob has answered in secret: Elf! or No is told when the Elf window closes."
    )


def test_the_elf_window_leaves_time_to_read_and_stops_while_a_dialog_is_open() -> None:
    """The match's turn clock times a timed Elf window (issue 29 §4: on the scheduler and the fake
    clock, not a timer of the page's own): reading time, then the countdown, then No."""
    from cardtable.ui.games.santas_game.table import READ_SECONDS

    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:4], ["elf", *f[4:7]], f[7:11]], "r5", turn=A, elf_window="timed", elf_seconds=5)
    s = play(r, s, A, "play r6")
    view = r.view(s, C)
    assert TABLE.turn_seconds(view) == READ_SECONDS + 5 and READ_SECONDS >= 3
    decline = next(m["action"] for m in view["moves"] if m["kind"] == "decline")
    assert TABLE.on_time_up(view, Ui()) == Submit(decline)
    assert TABLE.turn_seconds(r.view(s, A)) is None  # Ann went out: nothing to answer
    people = replace(ctx(), levels=[None, "easy", None, "hard"])  # Cy is a person
    fresh = TABLE.render(view, Ui(), replace(people, seconds_left=READ_SECONDS + 5), T)
    # The countdown starts after the reading time; drawn again later, it goes on from where it is.
    assert f'from="100" to="0" begin="{READ_SECONDS}s" dur="5s"' in fresh and "data-auto-click" not in fresh
    assert "5 seconds for everyone" in fresh
    later = TABLE.render(view, Ui(), replace(people, seconds_left=2), T)
    assert 'from="40" to="0" begin="0s" dur="2s"' in later
    held = TABLE.render(view, Ui(), replace(people, seconds_left=None), T)
    assert "<animate" not in held and 'id="elf-no"' in held  # the clock stands still


def test_a_window_only_bots_answer_does_not_promise_seconds_it_will_not_run() -> None:
    """Issue 30, Santa 3 (round 5): Ann went out, only bots were asked, and the window closed
    as soon as they had answered (§10.2.4), about 2 s, under "5 seconds for everyone" and a bar."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:4], ["elf", *f[4:7]], f[7:11]], "r5", turn=A, elf_window="timed", elf_seconds=5)
    s = play(r, s, A, "play r6")
    html = TABLE.render(r.view(s, A), Ui(), ctx(), T)
    assert "Ann went out! Elf?" in html and "seconds" not in html and 'class="countdown"' not in html
    assert "Only the bots are asked: the window closes as soon as they have answered." in html


def test_the_colour_in_force_sits_beside_the_pile_above_any_gift_panel() -> None:
    """The Gift's panel (who gave what) grows below the piles; the colour in force stays next to
    the top card, where no panel can cover or push it away."""
    f = fillers(30)
    r, s = position([f[:4], f[4:8], f[8:12], f[12:16]], "rG", turn=C, pending="gift", contributors=[A, B])
    html = TABLE.render(r.view(s, C), Ui(), ctx(), T)
    piles = re.search(r'<div class="piles">(.*?)</section>', html, re.DOTALL)
    assert piles and 'class="in-force is-colour"' in piles.group(1).split('class="pending')[0]


def test_the_card_that_ended_the_round_is_seen_in_its_summary() -> None:
    from cardtable.engine import registry
    from cardtable.engine.rng import Rng

    rules = registry.get("santas_game", {"elf_window": "off", "first_player": 0})
    state, rng = rules.new_game(2, seed=3), Rng.from_seed(3)
    while state.round == 1:
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        down = [a for a in legal if a.kind == "play"]  # play whenever possible: the round ends on a card
        action = down[0] if down else rng.choice(legal)
        before, state = state, rules.apply_action(state, seat, action)
    view = rules.view(state, None)
    ended_on = view["last_round"]["last_play"]
    assert ended_on == [rules.step(before, seat, action).events[0].params["card"]]
    html = TABLE.render_hand_summary(view, ["Ann", "Bob"], T)
    assert "The round ended on:" in html and card_name(ended_on[0], T) in html
    # Under the "Место" heading a cell said "1-е место" again (issue 30, Santa 4, round 5).
    html = TABLE.render_hand_summary(view, ["Ann", "Bob"], translator("ru"))
    assert "Место" in html and "<td>1-е</td>" in html and "-е место" not in html


def test_the_round_summary_shows_the_cards_left_in_each_hand() -> None:
    """The cards each hand kept placed the players (issue 30, Santa 2, round 6); a round saved
    before they were kept shows no such column."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:3], []], "r5", turn=A, elf_window="off")
    s = play(r, replace(s, active=(True, True, False), finished=(C,)), A, "play r6")
    view = r.view(s, A)
    html = TABLE.render_hand_summary(view, NAMES[:3], T)
    assert "<th>Cards left</th>" in html
    rows = re.findall(r"<tr[^>]*><td>[^<]*</td><th[^>]*>(\w+)</th><td[^>]*>(\d+)</td>", html)
    assert rows == [("Cy", "0"), ("Ann", "0"), ("Bob", "3")]
    older = {**view, "last_round": {k: v for k, v in view["last_round"].items() if k != "left"}}
    assert "Cards left" not in TABLE.render_hand_summary(older, NAMES[:3], T)


def test_equal_totals_share_a_place_in_the_game_summary() -> None:
    """Issue 30, Santa 4, round 8: "2. Bot 2: 25 / 3. Bot 3: 25" at the game's end; equal totals
    share a place and the next is skipped. A "most wins" tie-break's winner stands alone above."""

    def places(scores: list[int], winners: list[int]) -> list[tuple[str, str]]:
        html = TABLE.render_game_summary({"scores": scores, "winners": winners}, {"last_round": None}, NAMES, T)
        return re.findall(r'<li value="(\d+)">(\w+):', html)

    assert places([5, 25, 25, 50], [3]) == [("1", "Di"), ("2", "Bob"), ("2", "Cy"), ("4", "Ann")]
    assert places([50, 25, 50, 5], [0, 2]) == [("1", "Ann"), ("1", "Cy"), ("3", "Bob"), ("4", "Di")]
    assert places([50, 25, 50, 5], [2]) == [("1", "Cy"), ("2", "Ann"), ("3", "Bob"), ("4", "Di")]


def test_the_card_that_ended_the_round_is_on_the_pile_and_at_its_seat() -> None:
    """The finished round stays on the table in the view from before its last play."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([f[:4], ["r6"]], "r5", turn=B, elf_window="off")  # the last but one goes out
    ending, s = s, play(r, s, B, "play r6")
    move = moved(r, ending, B, "play r6", s, A)
    assert move.of_kind("hand_end"), "the position should end the round"
    html = TABLE.render(r.view(ending, A), Ui(), ctx(move), T)
    pile = re.search(r'<div class="discard[^"]*">(.*?)</div>', html, re.DOTALL)
    assert pile is not None and "red reindeer 6" in pile.group(1) and "just-moved" in html
    bob = re.search(r'data-seat="1">(.*?)</li>', html, re.DOTALL)
    assert bob is not None and "red reindeer 6" in bob.group(1)


def test_only_a_round_with_a_next_one_says_who_deals_it() -> None:
    from cardtable.engine import registry
    from cardtable.engine.rng import Rng

    for rounds, says in (("1", False), ("3", True)):
        rules = registry.get("santas_game", {"elf_window": "off", "first_player": 0, "max_rounds": rounds})
        state, rng = rules.new_game(2, seed=3), Rng.from_seed(3)
        while state.round == 1 and rules.to_act(state):
            seat = rules.to_act(state)[0]
            state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
        html = TABLE.render_hand_summary(rules.view(state, None), ["Ann", "Bob"], T)
        assert ("deals the next round" in html) is says, rounds


def test_the_hand_and_the_pickers_show_the_views_moves_not_a_rule_of_their_own() -> None:
    """The table looks moves up in ``view["moves"]``: a view whose moves differ from what the
    rule would give (r6 matches the red 5 but is left out; g9 matches nothing but is put in;
    the Gift may go to Cy alone) is rendered and played as the view says, not as the legal
    texts (left as the rule gives them) would have it."""
    f = fillers(30, avoid=("r5", "r6", "rG", "g9"))
    r, s = position([["r6", "g9", "rG", *f[:2]], f[2:6], f[6:10], f[10:14]], "r5", turn=A)
    view = r.view(s, A)
    assert "play r6" in view["legal"] and "play g9" not in view["legal"]
    move = lambda text, **parts: {  # noqa: E731
        "action": text,
        "kind": "play",
        "cards": [],
        "target": -1,
        "colour": "",
        "announce": False,
        **parts,
    }
    moves = [m for m in view["moves"] if m["cards"][:1] not in (["r6"], ["rG"])]
    moves += [move("play g9", cards=["g9"]), move("play rG to 2", cards=["rG"], target=C)]
    told = {**view, "moves": moves}  # ``legal`` kept: a table that parsed it would show the rule
    html = TABLE.render(told, Ui(), ctx(), T)
    button = lambda card: re.search(rf'<button[^>]*data-index="{view["hand"].index(card)}"[^>]*>', html)  # noqa: E731
    g9, r6 = button("g9"), button("r6")
    assert g9 is not None and "is-legal" in g9.group(0) and 'aria-disabled="true"' not in g9.group(0)
    assert r6 is not None and "is-unavailable" in r6.group(0)
    ui = tap(told, TABLE.new_ui(told), "g9")
    assert TABLE.on_input(told, ui, "play", {}) == Submit("play g9")
    gift = TABLE.render(told, tap(told, TABLE.new_ui(told), "rG"), ctx(), T)
    assert re.findall(r'data-move="(play rG to \d)"', gift) == ["play rG to 2"]


def test_the_pile_shows_the_top_card_and_snowmen_the_view_names() -> None:
    """The Snowman rule (§8.6) is the engine's: the pile shows ``view["top"]``'s card and
    Snowmen, whatever the discard list would suggest."""
    f = fillers(30, avoid=("r5", "snowman"))
    r, s = position([["snowman", *f[:3]], f[3:7]], "r5", turn=A)
    s = play(r, s, A, "snowman")
    view = r.view(s, B)
    assert (view["top"]["card"], view["top"]["snowmen"]) == ("r5", 1)
    pile = re.compile(r'<div class="discard[^"]*">(.*?)</div>', re.DOTALL)
    shown = pile.search(TABLE.render(view, Ui(), ctx(), T))
    assert shown is not None and "red reindeer 5" in shown.group(1) and "snow-on-top" in shown.group(1)
    told = {**view, "top": {**view["top"], "card": "b7", "snowmen": 2}}
    shown = pile.search(TABLE.render(told, Ui(), ctx(), T))
    assert shown is not None and "blue reindeer 7" in shown.group(1) and "red reindeer 5" not in shown.group(1)
    assert "×2" in shown.group(1)


def test_a_gift_hint_names_the_player_not_a_seat() -> None:
    from cardtable.ui.table import render_table_screen

    f = fillers(30, avoid=("r5",))
    r, s = position([["rG", *f[:4]], f[4:8], f[8:12], f[12:16]], "r5", turn=A)
    view = r.view(s, A)
    hinted = TableContext(names=NAMES, levels=[None, "easy", "normal", "hard"], hint="play rG to 2")
    html = str(render_table_screen("santas_game", TABLE, view, TABLE.new_ui(view), hinted, T))
    hint = html[html.index('class="hint"') :]
    hint = hint[: hint.index("</span>")]
    assert "Cy" in hint and "player 3" not in hint


def test_sentences_with_a_name_need_no_gender() -> None:
    """Issue 30: "zahrál(a)", "došel/došla", "сделал(а)" for every player; a name goes with a
    present tense or a noun phrase, never a past tense that agrees with the player."""
    from cardtable.ui.games.santas_game.story import describe_event

    gendered = {
        "cs": r"\(a\)|/\w|\b(zahrál|došel|lízl|vzal|určil|odpověděl|přijal|neohlásil|stál)\b",
        "ru": r"\(а\)|\b(сыграл|взял|назвал|ответил|вышел|принял|объявил)\b",
        "fr": r"\b(est sorti|sorti)\b",
    }
    events = [
        {"kind": "colour", "seat": 1, "params": {"colour": "red"}},
        {"kind": "play", "seat": 1, "params": {"card": "r5"}},
        {"kind": "play", "seat": 1, "params": {"card": "santa", "colour": "red"}},
        {"kind": "play", "seat": 1, "params": {"card": "rG", "target": 2}},
        {"kind": "play", "seat": 1, "params": {"card": "rG", "target": 0}},
        {"kind": "sleigh", "seat": 1, "params": {"cards": ["sleigh", "r5"]}},
        {"kind": "accept_gift", "seat": 1, "params": {"count": 4}},
        {"kind": "recall", "seat": 1, "params": {"out": 2}},
        *({"kind": k, "seat": 1, "params": {}} for k in ("snowman", "elf", "draw", "penalty", "went_out")),
    ]
    for lang, pattern in gendered.items():
        t = translator(lang)
        texts = [describe_event(e, NAMES, 0, t) for e in events]
        texts += [t("santas_game.elf.banner", name="Bob"), t("santas_game.mark.went_out")]
        texts += [t("santas_game.gift_taken", name="Bob"), t("santas_game.did.took", count=2)]
        texts += [t(f"santas_game.did.{k}") for k in ("skipped", "draw", "answered")]
        texts += [t("santas_game.did.colour", colour="x")]
        assert not [text for text in texts if re.search(pattern, text)], lang


def test_the_corner_marks_keep_a_readable_size_on_a_phone() -> None:
    """Issue 30: D, Sa, Sn were too small on a phone; the corner sizes with the card but never
    below a floor, on a full card and on a small one."""
    from pathlib import Path

    css = (Path(__file__).parents[3] / "css/games/santas_game.css").read_text(encoding="utf-8")
    floors = {}
    for selector, body in re.findall(r"(\.game-santas_game \.card\.sg(?:\.small)? \.num) \{([^}]*)\}", css):
        sizes = re.findall(r"font-size: max\((\d+)px,", body)
        floors[selector] = int(sizes[-1]) if sizes else 0
    assert floors[".game-santas_game .card.sg .num"] >= 16
    assert floors[".game-santas_game .card.sg.small .num"] >= 13


def test_a_disabled_sleigh_says_why_in_every_language() -> None:
    f = fillers(30, avoid=("b1", "b8", "b2", "y4"))
    r, s = position([["sleigh", "b1", "b8", "b2", "r1"], f[:4]], "y4", turn=A)
    view = r.view(s, A)
    ui = tap(view, TABLE.new_ui(view), "sleigh")
    for lang in ("en", "cs", "ru", "fr"):
        t = translator(lang)
        html = str(TABLE.render(view, ui, ctx(), t))
        button = re.search(r'<button[^>]*id="play"[^>]*>', html)
        assert button and 'aria-describedby="sleigh-why"' in button.group(0)
        why = re.search(r'<p[^>]*id="sleigh-why"[^>]*>([^<]+)</p>', html)
        assert why and why.group(1) == t("santas_game.sleigh_why.none") != "santas_game.sleigh_why.none"
        # Not plain `disabled` (issue 30, Santa 5): touched, it puts the reason on the status line.
        touched = re.search(r'aria-disabled="true" data-why="([^"]+)"', button.group(0))
        assert " disabled" not in button.group(0) and touched and unescape(touched.group(1)) == unescape(why.group(1))
    ready = tap(view, ui, "b1")
    assert 'id="sleigh-why"' not in str(TABLE.render(view, ready, ctx(), T))


def test_an_elf_window_answer_does_not_read_as_an_elf_played() -> None:
    """Issue 30: "Bot 3 answered the Elf window" read as if Bot 3 played an Elf. The event is
    any secret answer (Elf! or No) while the window stays open: it says the answer is given
    and stays secret."""
    from cardtable.ui.games.santas_game.story import describe_event

    event = {"kind": "elf_answer", "seat": 1, "params": {}}
    for lang, secret in (("en", "secret"), ("cs", "Ukáže se"), ("ru", "станет известно"), ("fr", "secret")):
        for viewer in (1, None):  # the one who answered; a replay
            text = describe_event(event, NAMES, viewer, translator(lang))
            assert "Bob" in text and secret in text


def test_the_others_secret_answers_leave_the_recent_moves_to_what_matters() -> None:
    """Issue 30, Santa 1, round 8: "Bot 2: answered in secret…" once per bot filled the 3-line
    recent moves and pushed out the Gift that cost the person a turn. Another seat's secret
    answer is no sentence for the viewer (the story keeps empty ones out of the log and the
    strip); the Elf window's seats say who answered."""
    from cardtable.ui.games.santas_game.story import describe_event

    for lang in ("en", "fr", "cs", "ru"):
        assert describe_event({"kind": "elf_answer", "seat": 1, "params": {}}, NAMES, 0, translator(lang)) == ""


def _seat(html: str, seat: int) -> str:
    found = re.search(rf'<li class="seat[^"]*"[^>]*data-seat="{seat}">.*?</li>', html, re.DOTALL)
    assert found, seat
    return found.group(0)


def test_a_met_wish_no_longer_stays_on_the_seat_that_made_it() -> None:
    """Issue 30, Santa 5: "wishes blue" stayed on Bob's seat after Cy played blue."""
    f = fillers(30, avoid=("r5", "santa", "b3"))
    r, s = position([f[:4], ["santa", *f[4:7]], ["b3", *f[7:10]], f[10:14]], "r5", turn=B)
    wishing, s = s, play(r, s, B, "play santa blue")
    bob = moved(r, wishing, B, "play santa blue", s, A)
    html = TABLE.render(r.view(s, A), Ui(), ctx(bob), T)
    assert "wishes blue" in _seat(html, B)  # the wish stands
    meeting, s = s, play(r, s, C, "play b3")
    cy = moved(r, meeting, C, "play b3", s, A)
    html = TABLE.render(r.view(s, A), Ui(), replace(ctx(), moves=(bob, cy)), T)
    assert "wishes" not in _seat(html, B) and "Santa Claus" in _seat(html, B)  # the card stays, the wish goes


def test_an_answer_to_the_elf_window_is_secret_then_leaves_once_the_window_closed() -> None:
    """Issue 30, Santa 5: "Bob answered" read as if Bob played an Elf. While the window is open
    the answer is secret. Santa playtest 7: once it closed, "let the Elf window pass" stayed on
    the seats, even on the one whose turn it was: the answer leaves the seats with the window."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:4], f[4:8], f[8:12]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    moves = []
    for seat in (B, C, D):
        before, s = s, play(r, s, seat, "decline")
        moves.append(moved(r, before, seat, "decline", s, A))
        html = TABLE.render(r.view(s, A), Ui(), replace(ctx(), moves=tuple(moves)), T)
        if seat != D:
            assert "answered (secret)" in _seat(html, B) and "Elf window" not in _seat(html, B)
    assert r.view(s, A)["window"] is None
    assert r.view(s, A)["turn"] == B and "to play" in _seat(html, B)
    for seat in (B, C, D):
        assert "Elf window" not in _seat(html, seat) and "answered" not in _seat(html, seat), seat


def test_why_a_tap_did_nothing_shows_in_the_decision_bar_not_over_the_hand() -> None:
    """Issue 30, Santa 5: on a phone the reason, drawn above the hand, pushed the hand's last
    row under the decision bar pinned to the bottom of the screen."""
    f = fillers(30, avoid=("r5",))
    r, s = position([f[:5], f[5:9], f[9:13], f[13:17]], "r5", turn=B)  # not Ann's turn
    html = TABLE.render(r.view(s, A), Ui(), replace(ctx(), message="Not your turn.", message_kind="error"), T)
    bar = re.search(r'<div class="hand-actions decision-bar" data-decision>(.*?)</div>', html, re.DOTALL)
    assert bar and '<p class="why" aria-hidden="true">Not your turn.</p>' in bar.group(1)
    assert html.index('class="hand-cards"') < html.index('class="why"')


def test_the_seat_to_act_stands_out_more_than_the_seat_that_moved_last() -> None:
    """Issue 30, Santa 5: the last mover was bright yellow, the seat to act a small pill."""
    from pathlib import Path

    css = (Path(__file__).parents[3] / "css" / "games" / "santas_game.css").read_text()

    def rule(selector: str) -> str:
        found = re.search(re.escape(selector) + r" \{([^}]*)\}", css)
        assert found, selector
        return found.group(1)

    turn, moved_last = rule(".game-santas_game .seat.is-turn"), rule(".game-santas_game .seat.just-moved")
    assert "background" in turn and "background" not in moved_last  # only the seat to act is filled
    width = lambda body: int(re.search(r"(?:border|outline)(?:-width)?: (\d)px", body).group(1))  # noqa: E731
    assert width(turn) > width(moved_last)
    # Declared after: a seat that is both keeps the look of the seat to act.
    assert css.index(".seat.is-turn {") > css.index(".seat.just-moved {")


def test_under_a_tree_the_ask_names_the_button_there_is() -> None:
    """Issue 30, Everywhere 9: in French under a Sapin the ask said "…ou piochez" beside a lone
    "Passer mon tour"."""
    f = fillers(30, avoid=("bT",))
    r, s = position([f[:5], f[5:9], f[9:13], f[13:17]], "bT", turn=A, pending="skip")
    view = r.view(s, A)
    assert not any(m["kind"] == "draw" for m in view["moves"])
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        html = unescape(str(TABLE.render(view, Ui(), ctx(), t)))
        ask = re.search(r'<p class="ask">([^<]*)</p>', html)
        assert ask and t("santas_game.accept_skip") in ask.group(1), lang
        assert t("santas_game.tap_a_card") not in html
    assert "piochez" not in unescape(str(TABLE.render(view, Ui(), ctx(), translator("fr"))))


def test_czech_names_a_player_without_a_seat_noun_before_the_name() -> None:
    """Issue 30, check 2: "pošlete Dárek hráči Hráč 2" (the default names are "Hráč 2"...);
    a name stands after a colon, never after "hráči"/"hráče"."""
    cs = translator("cs")
    hint = TABLE.describe_move(
        {"kind": "play", "cards": ["rG"], "target": 1, "colour": "", "announce": False, "action": "play rG to 1"},
        ["Hráč 1", "Hráč 2"],
        cs,
    )
    assert "Hráč 2" in hint and "hráči" not in hint
    from pathlib import Path

    catalog = Path(__file__).parents[3] / "py/cardtable/ui/games/santas_game/catalogs/cs.po"
    assert not re.findall(r"hráč\w* \{(?:name|target|out)\}", catalog.read_text())


def test_a_round_names_the_card_that_opened_it() -> None:
    """Issue 30, Santa playtest 2: the opening card was never named. The table names it while
    it lies alone on the pile; a new round's deal names it in the log and the recent moves."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6", *f[:4]], f[4:8]], "r5", turn=A)
    assert "Round 1 starts with the red reindeer 5." in TABLE.render(r.view(s, B), Ui(), ctx(), T)
    s = play(r, s, A, "play r6")
    assert "starts with" not in TABLE.render(r.view(s, B), Ui(), ctx(), T)
    r3, s3 = position([["r6"], f[:4]], "r5", turn=A, elf_window="off")
    deal = next(e for e in r3.step(s3, A, r3.action_from_str("play r6")).events if e.kind == "deal")
    opening = r3.apply_action(s3, A, r3.action_from_str("play r6")).discard[0]
    for lang, said in (
        ("en", "Round 2 starts with the "),
        ("fr", "La manche 2 commence par"),
        ("cs", "2. kolo začíná"),
    ):
        t = translator(lang)
        assert TABLE.describe_event(deal.to_dict(), NAMES, A, t) == t(
            "santas_game.event.deal", number=2, card=card_name(opening, t)
        )
        assert TABLE.describe_event(deal.to_dict(), NAMES, A, t).startswith(said)


def test_placings_read_as_ordinals_in_every_language() -> None:
    """Issue 30, Santa playtest 3: "place 1" read as a seat number, not "1st"."""
    from cardtable.ui.games.santas_game.names import ordinal

    en = [ordinal(n, T) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)]
    assert en == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"]
    fr, cs, ru = translator("fr"), translator("cs"), translator("ru")
    assert [ordinal(n, fr) for n in (1, 2, 21)] == ["1re place", "2e place", "21e place"]
    assert ordinal(1, cs) == "1. místo" and ordinal(3, ru) == "3-е место"
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:4], f[4:8]], "r5", turn=A, elf_window="off")
    s = play(r, s, A, "play r6")
    assert "1st" in _seat(TABLE.render(r.view(s, B), Ui(), ctx(), T), A)


def test_a_seat_a_gift_passed_over_says_it_lost_the_turn() -> None:
    """Issue 30, Santa playtest 4: Ann's Gift to Di made Bob and Cy lose their turns; their
    seats kept their old labels and nothing said so."""
    f = fillers(30, avoid=("r5", "rG", "r6"))
    r, s = position([["rG", *f[:4]], ["r6", *f[4:8]], f[8:12], f[12:16]], "r5", turn=B)
    before, s = s, play(r, s, B, "play r6")
    bob = moved(r, before, B, "play r6", s, A)
    before, s = s, play(r, s, C, "draw")
    cy = moved(r, before, C, "draw", s, A)
    before, s = s, play(r, s, D, "draw")
    di = moved(r, before, D, "draw", s, A)
    step = r.step(s, A, r.action_from_str("play rG to 3"))
    lost = [e for e in step.events if e.kind == "lost_turn"]
    assert [e.seat for e in lost] == [B, C]
    said = [TABLE.describe_event(e.to_dict(), NAMES, A, T) for e in lost]
    assert said == ["Bob loses the turn: the Gift went past.", "Cy loses the turn: the Gift went past."]
    ann = moved(r, s, A, "play rG to 3", step.state, A)
    seen = (bob, cy, di, ann)
    html = TABLE.render(r.view(step.state, A), Ui(), replace(ctx(), moves=seen, since_deal=seen), T)
    for seat in (B, C):
        assert "turn lost (Gift)" in _seat(html, seat)
    assert "red reindeer 6" not in _seat(html, B)  # Bob's old move is no longer the news at his seat
    assert "turn lost" not in _seat(html, D)
    # Issue 30, Santa 2 (round 5): Di takes the Gift, Ann draws, and the turn is Bob's again:
    # "to play" and "turn lost" stood side by side at his seat. Bob has not moved since.
    s = step.state
    for seat, action in ((D, "accept"), (A, "draw")):
        before, s = s, play(r, s, seat, action)
        seen = (*seen, moved(r, before, seat, action, s, A))
    html = TABLE.render(r.view(s, A), Ui(), replace(ctx(), moves=seen, since_deal=seen), T)
    assert "to play" in _seat(html, B) and "turn lost" not in _seat(html, B)
    assert "red reindeer 6" not in _seat(html, B)
    assert "turn lost (Gift)" in _seat(html, C)  # not its turn yet: the note stays


def test_a_gift_label_and_an_elf_note_leave_the_table_once_over() -> None:
    """Issue 30, Santa playtest 5: "Gift to Di" stayed at Ann's seat after Di took the cards, and
    the Elf's recall note stayed on the table turns later."""
    f = fillers(40, avoid=("r5", "rG", "r6"))
    r, s = position([["rG", *f[:4]], f[4:8], f[8:12], f[12:16]], "r5", turn=A)
    before, s = s, play(r, s, A, "play rG to 1")
    ann = moved(r, before, A, "play rG to 1", s, A)
    assert "Gift to Bob" in _seat(TABLE.render(r.view(s, A), Ui(), ctx(ann), T), A)
    before, s = s, play(r, s, B, "accept")
    bob = moved(r, before, B, "accept", s, A)
    html = TABLE.render(r.view(s, A), Ui(), replace(ctx(), moves=(ann, bob)), T)
    assert "Gift to Bob" not in _seat(html, A)
    # The Elf's note: told with the recall, gone once play went on.
    r, s = position([["r6"], ["elf", *f[:4]], f[4:8]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    for seat, action in ((C, "decline"), (B, "recall")):
        before, s = s, play(r, s, seat, action)
    recall = moved(r, before, B, "recall", s, A)
    assert "Elf called Ann back" in TABLE.render(r.view(s, A), Ui(), ctx(recall), T)
    assert r.view(s, A)["turn"] == B
    card = next(m["action"] for m in r.view(s, B)["moves"] if m["kind"] in ("play", "draw"))
    before, s = s, play(r, s, B, card)
    later = moved(r, before, B, card, s, A)
    assert "Elf called Ann back" not in TABLE.render(r.view(s, A), Ui(), replace(ctx(), moves=(recall, later)), T)


def test_the_elf_window_status_says_everyone_may_answer_and_whether_you_hold_one() -> None:
    """Issue 30, Santa playtest 1: the status named one bot as thinking while everyone could answer."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], ["elf", *f[:4]], f[4:8], f[8:12]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    status = lambda seat: TABLE.status(r.view(s, seat), NAMES, T)  # noqa: E731
    assert status(B) == "Elf window for Ann: anyone may call an Elf. You hold one: Elf! or No?"
    assert status(C) == "Elf window for Ann: anyone may call an Elf. You hold none: answer No."
    assert status(A) == "Elf window: anyone may call an Elf to bring you back; waiting for the answers."
    s = play(r, s, C, "decline")
    assert status(C) == "Elf window for Ann: anyone may call an Elf; waiting for the answers."
    for seat in (B, D):
        s = play(r, s, seat, "decline")
    assert status(B) is None  # the window closed: the frame says whose turn it is


def test_a_gift_taken_stands_beside_the_piles_on_a_wide_screen() -> None:
    """Issue 30, Santa playtest 7: under the piles, the Gift taken (and a two-row hand) put the
    Draw button under the bottom edge of a 1280x800 screen. The news is one block beside the
    piles, which the wide layout puts in a column of its own."""
    f = fillers(40, avoid=("r5", "rG"))
    r, s = position([f[:4], ["rG", *f[4:8]], f[8:12], f[12:16]], "r5", turn=B)
    before, s = s, play(r, s, B, "play rG to 2")
    before, s = s, play(r, s, C, "accept")
    cy = moved(r, before, C, "accept", s, A)
    html = TABLE.render(r.view(s, A), Ui(), ctx(cy), T)
    row = re.search(r'<div class="middle-row">(.*)</section>', html, re.DOTALL)
    assert row is not None
    assert row.group(1).index('class="piles"') < row.group(1).index('class="news"') < row.group(1).index("gift-result")
    from pathlib import Path

    css = (Path(__file__).parents[3] / "css/games/santas_game.css").read_text()
    wide = css.split("@media (min-width: 601px)", 1)[1].split("\n}\n", 1)[0]
    assert ".middle-row > .news { grid-column: 3;" in wide and ".middle-row > .piles { grid-column: 2; }" in wide
    assert ".hand-cards:has(> :nth-child(14)) > .card { width: 62px;" in wide  # 16 cards keep one row


def refusal(r: Any, state: Any, seat: int, card: str) -> str:
    """The error code the engine gives for a tap on ``card`` (which no legal move puts down)."""
    view = r.view(state, seat)
    submitted = tap(view, TABLE.new_ui(view), card)
    if isinstance(submitted, Say):
        return submitted.key
    assert isinstance(submitted, Submit), submitted
    try:
        r.step(state, seat, r.action_from_str(submitted.action))
    except IllegalActionError as refused:
        return refused.code
    raise AssertionError(f"{submitted.action} was legal")


def test_a_tapped_card_is_refused_with_the_rule_it_breaks() -> None:
    """Issue 30, Santa 1 (round 4): a blue Gift on a red 5 said "give it to another player" when
    the first other seat had gone out; a Sleigh with no reindeer said "you don't hold Sleigh"."""
    f = fillers(30, avoid=("r5", "y5"))
    r, s = position([[], ["bG", "sleigh", "gT"], f[:4], f[4:8]], "r5", turn=B)
    s = replace(s, active=(False, True, True, True), finished=(A,))
    assert refusal(r, s, B, "bG") == "does_not_match"
    assert refusal(r, s, B, "gT") == "does_not_match"
    assert refusal(r, s, B, "sleigh") == "sleigh_riders"
    skipped = replace(s, pending=Pending.SKIP)
    for card in ("bG", "sleigh"):
        assert refusal(r, skipped, B, card) == "answer_tree"
    r, alone = position([f[:4], ["sleigh"], f[4:8]], "r5", turn=B)
    assert refusal(r, alone, B, "sleigh") == "santas_game.error.sleigh_riders"


def test_how_the_elf_window_ended_stays_at_the_seat_that_went_out() -> None:
    """Issue 30, Santa 5 (round 4): the window's result was told in the log alone (the middle's
    line left with the next move): it stays at the seat that went out until it moves again."""
    f = fillers(40, avoid=("r5", "r6"))
    r, s = position([["r6"], ["elf", *f[:4]], f[4:8]], "r5", turn=A)
    seen: list[LastMove] = []

    def go(seat: int, action: str) -> str:
        nonlocal s
        before, s = s, play(r, s, seat, action)
        seen.append(moved(r, before, seat, action, s, A))
        return TABLE.render(r.view(s, A), Ui(), replace(ctx(), moves=tuple(seen), since_deal=tuple(seen)), T)

    go(A, "play r6")
    go(C, "decline")
    assert "back in play (Elf: Bob)" in _seat(go(B, "recall"), A)
    card = next(m["action"] for m in r.view(s, B)["moves"] if m["kind"] in ("play", "draw"))
    assert "back in play (Elf: Bob)" in _seat(go(B, card), A)  # play went on: still at Ann's seat
    r, s = position([["r6"], f[:4], f[4:8]], "r5", turn=A)
    seen.clear()
    go(A, "play r6")
    go(B, "decline")
    assert "no Elf: stays out" in _seat(go(C, "decline"), A)


def test_the_hand_is_brought_back_into_sight_when_a_prompt_grows_the_pinned_bar() -> None:
    """Issue 30, Santa 2 (round 4): on a phone the Gift's players, pinned to the screen's
    bottom, covered the hand. The hand asks the page to bring it into sight (``data-reveal``,
    ui/dom.py: above the pinned bar) at each turn and each card chosen; off turn it does not."""
    f = fillers(30, avoid=("r5",))
    r, s = position([["rG", *f[:4]], f[4:8], f[8:12], f[12:16]], "r5", turn=A)
    view = r.view(s, A)
    reveal = re.compile(r'<div class="hand-in-sight" data-reveal="([^"]+)"><div class="hand-cards"')
    first = reveal.search(TABLE.render(view, TABLE.new_ui(view), ctx(), T))
    chosen = reveal.search(TABLE.render(view, tap(view, TABLE.new_ui(view), "rG"), ctx(), T))
    assert first and chosen and first.group(1) != chosen.group(1)
    assert "data-reveal" not in TABLE.render(r.view(s, B), Ui(), ctx(), T)


def test_the_elf_window_stands_beside_the_piles_not_above_them() -> None:
    """Issue 30, Santa 7 (round 4): at 1280x800 the Elf window, a band above the piles, pushed
    the hand below the screen's edge. It is the news beside the piles (under them on a phone)."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:4], ["elf", *f[4:7]], f[7:11]], "r5", turn=A)
    html = TABLE.render(r.view(play(r, s, A, "play r6"), B), Ui(), ctx(), T)
    row = re.search(r'<div class="middle-row">.*', html, re.DOTALL)
    assert row and '<div class="news"><section class="elf-window"' in row.group(0)
    assert html.count('class="elf-window"') == 1


def test_the_answer_that_closes_the_elf_window_is_told_with_the_others() -> None:
    """Issue 30, Santa 3 (round 5): Bob and Cy were told to have answered, Di (whose answer
    closed the window) never was. The closing says that the window closes (every answer is in)."""
    f = fillers(30, avoid=("r5", "r6"))
    r, s = position([["r6"], f[:4], ["elf", *f[4:7]], f[7:11]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    s = play(r, s, B, "decline")
    said = [TABLE.describe_event(e.to_dict(), NAMES, C, T) for e in r.step(s, C, r.action_from_str("decline")).events]
    assert said == ["Cy has answered in secret: Elf! or No is told when the Elf window closes."]  # to Cy alone
    s = play(r, s, C, "recall")
    said = [TABLE.describe_event(e.to_dict(), NAMES, A, T) for e in r.step(s, D, r.action_from_str("decline")).events]
    assert said[0] == "The Elf window closes: Cy played an Elf, and Ann is back in the round with 2 cards."
    r, s = position([["r6"], f[:4], f[4:8], f[8:12]], "r5", turn=A)
    s = play(r, s, A, "play r6")
    for seat in (B, C):
        s = play(r, s, seat, "decline")
    said = [TABLE.describe_event(e.to_dict(), NAMES, A, T) for e in r.step(s, D, r.action_from_str("decline")).events]
    assert said[0] == "The Elf window closes with no Elf: Ann has no cards left and has finished the round."


def test_a_seat_to_play_again_no_longer_shows_what_it_did_a_round_ago() -> None:
    """Issue 30, Santa 2 (round 7): "drew a card" stood beside "to play" at a bot's seat, once
    the turn had gone round to it again; the seat that has just moved keeps its move."""
    f = fillers(30, avoid=("r5",))
    r, s = position([f[:4], f[4:8], f[8:12], f[12:16]], "r5", turn=A)
    seen: tuple[LastMove, ...] = ()
    for seat in (A, B, C, D):
        before, s = s, play(r, s, seat, "draw")
        seen = (*seen, moved(r, before, seat, "draw", s, A))
        html = TABLE.render(r.view(s, A), Ui(), replace(ctx(), moves=seen, since_deal=seen), T)
        assert "drew a card" in _seat(html, seat)  # the news, at the seat that made it
    assert "to play" in _seat(html, A) and "drew a card" not in _seat(html, A)
    assert "drew a card" in _seat(html, B)  # not its turn: its last move stays


def test_a_refusal_brings_the_hand_back_into_sight_above_the_bar_it_is_a_line_of() -> None:
    """Issue 30, Santa 1 (round 7): on a phone the refusal, floated above the pinned bar, covered
    a Sleigh's reindeer. It takes the place of the bar's request there (css), and the hand is
    brought back into sight above the bar (``data-reveal`` changes with it)."""
    from pathlib import Path

    f = fillers(30, avoid=("r5",))
    r, s = position([f[:5], f[5:9], f[9:13], f[13:17]], "r5", turn=A)
    view = r.view(s, A)
    reveal = re.compile(r'data-reveal="([^"]+)"')
    calm = reveal.search(TABLE.render(view, Ui(), ctx(), T))
    refused = reveal.search(
        TABLE.render(
            view, Ui(), replace(ctx(), message="Only reindeer of one colour ride a Sleigh.", message_kind="error"), T
        )
    )
    assert calm and refused and calm.group(1) != refused.group(1)
    css = (Path(__file__).parents[3] / "css" / "games" / "santas_game.css").read_text()
    phone = css[css.index("takes the place of the pinned bar's request") :]
    assert re.search(r"\[data-decision\] \.why \{ position: static;", phone)
    assert "[data-decision]:has(> .why) > .ask { display: none; }" in phone


def follow_the_coach(view: dict[str, Any], ui: Any, action: str) -> tuple[list[str], Any]:
    """A lesson's touches for ``action`` from ``ui``: each time, the one element of the table
    that ``coach_targets`` finds; what was touched, and what the last touch did."""
    touched: list[str] = []
    for _ in range(10):
        [element] = [e for target in TABLE.coach_targets(view, ui, action) for e in select_one(view, ui, target)]
        move, name = element.attrs.get("data-move"), element.attrs.get("data-input", "")
        if move is not None:
            return [*touched, move], Submit(move)
        index = element.attrs.get("data-index", "")
        touched.append(view["hand"][int(index)] if name == "card" else name)
        ui = TABLE.on_input(view, ui, name, {"index": index})
        if not isinstance(ui, Ui):
            return touched, ui
    raise AssertionError(f"the coach never got to {action}: {touched}")


def select_one(view: dict[str, Any], ui: Any, target: str) -> list[Element]:
    found = select(str(TABLE.render(view, ui, ctx(), T)), target)
    assert len(found) == 1, target
    return found


def test_the_coach_points_at_a_moves_cards_in_order_then_at_what_plays_it() -> None:
    """Issue 31: a Sleigh's reindeer in the order laid (a second copy of a card is another
    button), a Gift's player, a plain card's Play; a wrong card chosen is cleared first."""
    f = fillers(30, avoid=("b1", "b8", "r5", "rG", "r3"))
    r, s = position([["sleigh", "b1", "b8", "b1", "rG", "r3"], f[:4]], "r5", turn=A)
    view = r.view(s, A)
    assert follow_the_coach(view, TABLE.new_ui(view), "sleigh b1 b8 b1") == (
        ["sleigh", "b1", "b8", "b1", "play"],
        Submit("sleigh b1 b8 b1"),
    )
    assert follow_the_coach(view, TABLE.new_ui(view), "play rG to 1") == (
        ["rG", "play rG to 1"],
        Submit("play rG to 1"),
    )
    wrong = tap(view, TABLE.new_ui(view), "sleigh")
    assert follow_the_coach(view, tap(view, wrong, "b8"), "play r3") == (
        ["clear", "r3", "play"],
        Submit("play r3"),
    )
    assert TABLE.coach_targets(view, TABLE.new_ui(view), "draw") == ('[data-move="draw"]',)


def test_the_status_line_says_a_tree_or_a_gift_aimed_at_you_not_your_turn() -> None:
    """Issue 30, Santa lesson tester: threatened by a Tree, the status line said "Your turn" to
    the very player being skipped; it says the skip (and a Gift's cards) and what to answer."""
    f = fillers(30, avoid=("r5", "rT", "bT", "rG"))
    r, s = position([["rT", *f[:4]], ["bT", *f[4:8]]], "r5", turn=A)
    s = play(r, s, A, "play rT")
    assert TABLE.status(r.view(s, B), NAMES, T) == "A Tree: you miss this turn, unless you pass it on."
    assert TABLE.status(r.view(s, A), NAMES, T) is None  # the frame says whose turn it is
    r, s = position([["rG", *f[:4]], ["bT", *f[4:8]]], "r5", turn=A)
    s = play(r, s, A, "play rG to 1")
    assert TABLE.status(r.view(s, B), NAMES, T) == "A Gift is coming at you: pass it on, or take its cards."
