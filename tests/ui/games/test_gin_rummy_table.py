"""The Gin Rummy table markup: grouping, legal controls only, knock/gin labels, escaping."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from gin_rummy_helpers import deal, play, rules_with
from table_moves import moved

from cardtable.app.i18n import translator
from cardtable.engine import registry
from cardtable.engine.core import Event
from cardtable.engine.games.gin_rummy.cards import mask_from_strs
from cardtable.engine.games.gin_rummy.state import Phase
from cardtable.engine.games.gin_rummy.views import move_view
from cardtable.ui.games.gin_rummy import table as gin_ui
from cardtable.ui.kit import LastMove, Say, Submit, TableContext
from cardtable.ui.table import render_table_screen

T = translator("en")
FR = translator("fr")
CTX = TableContext(names=["<b>Ann</b>", "Bob"], levels=[None, "normal"])


def layoff_position(rules: Any, defender: list[str], knocker: list[str], melds: tuple[list[str], list[str]]) -> Any:
    """Ann (seat 0) to lay off against Bob's knock: their hands, and Bob's two melds."""
    return replace(
        rules.new_game(2, seed=4),
        phase=Phase.LAYOFF,
        to_move=0,
        knocker=1,
        hands=(mask_from_strs(defender), mask_from_strs(knocker)),
        melds=tuple(mask_from_strs(meld) for meld in melds),
        layoffs=(),
    )


def view_with(**changes: object) -> dict:
    """Seat 0's first view, changed; new ``legal`` actions come with their ``moves``."""
    rules = registry.get("gin_rummy", {"first_player": 0})
    view = rules.view(rules.new_game(2, seed=4), 0)
    legal = changes.get("legal")
    if isinstance(legal, list):
        changes["moves"] = [move_view(rules.action_from_str(text), -1) for text in legal]
    view.update(changes)
    return view


def test_hand_is_shown_melds_first_then_deadwood() -> None:
    view = view_with(
        hand=["Ks", "2h", "3h", "4h", "9c", "9d", "9s", "Qd", "Ah", "5c"],
        arrangement={"melds": [["2h", "3h", "4h"], ["9c", "9d", "9s"]], "deadwood": ["Ah", "5c", "Qd", "Ks"]},
    )
    assert gin_ui.display_order(view)[:6] == ["2h", "3h", "4h", "9c", "9d", "9s"]
    html = gin_ui.render_table(view, (), CTX, T)
    assert html.count("in-meld") == 6 and html.count("meld-end") == 2


def test_only_legal_controls_are_offered() -> None:
    view = view_with(legal=["take upcard", "pass"])
    html = gin_ui.render_table(view, (), CTX, T)
    assert 'data-move="pass"' in html and 'data-move="knock"' not in html
    # Not offered, the stock still looks disabled and stays pressable: the engine's refusal says why.
    stock = re.search(r'<button[^>]*id="stock"[^>]*>', html)
    assert stock is not None and 'data-move="draw stock"' in stock.group(0) and 'aria-disabled="true"' in stock.group(0)


def test_an_upcard_that_cannot_be_taken_now_is_tagged_so_not_only_dimmed() -> None:
    """Issue 30, Gin 3 (round 4): the upcard not takeable was dimmed like any control not usable
    now, its rank hard to read; it keeps its card at full strength (css) and says why in words."""
    hand = view_with()["hand"]
    upcard = re.compile(r'<button[^>]*id="upcard"[^>]*>.*?</button>', re.DOTALL)
    not_now = upcard.search(gin_ui.render_table(view_with(legal=["discard " + c for c in hand]), (), CTX, T))
    assert not_now is not None and 'aria-disabled="true"' in not_now.group(0)
    assert '<span class="not-now">can’t take it now</span>' in not_now.group(0)
    takeable = upcard.search(gin_ui.render_table(view_with(legal=["take upcard", "pass"]), (), CTX, T))
    assert takeable is not None and "not-now" not in takeable.group(0) and "aria-disabled" not in takeable.group(0)
    css = (Path(__file__).parents[3] / "css" / "games" / "gin_rummy.css").read_text(encoding="utf-8")
    assert re.search(r'\.pile\.upcard\[aria-disabled="true"\] \{[^}]*opacity: 1;', css)


def test_a_card_that_cannot_be_discarded_now_is_submitted_for_the_engine_to_say_why() -> None:
    """Issue 30, Gin 1: a tap on a card that is no discard now (the upcard just taken, or any card
    before drawing) is not ignored: it asks the engine, whose refusal the status line shows."""
    hand = view_with()["hand"]
    view = view_with(legal=["discard " + c for c in hand[1:]])
    assert gin_ui.GinRummyTable().on_input(view, (), "toggle-card", {"index": "0", "card": hand[0]}) == Submit(
        f"discard {hand[0]}"
    )
    assert gin_ui.GinRummyTable().on_input(view, (), "toggle-card", {"index": "1", "card": hand[1]}) == (1,)
    html = gin_ui.render_table(view, (), CTX, T)
    tapped = re.search(rf'<button[^>]*data-card="{hand[0]}"[^>]*>', html)
    assert tapped is not None and 'aria-disabled="true"' in tapped.group(0) and " disabled" not in tapped.group(0)


def test_in_a_knock_a_card_that_would_leave_too_much_deadwood_says_why() -> None:
    """Issue 30, Gin 1: during a knock, tapping a card that would leave more than the limit was
    ignored with no message (or named its code, "9s"): it looks disabled and says why in words."""
    rules = rules_with()
    # Ann: two sets and a run, 2♣ loose; she draws 4♣ and knocks (without 9♠: 9♣ 9♦ 2♣ 4♣, 24).
    state = deal(rules, "9s 9c 9d 6c 6d 6h Ts Js Qs 2c", "Ah 3h 5h 7h 9h Jh Kh 2d 4d 8d", "Kc", stock="4c")
    state = play(rules, state, "pass", "pass", "draw stock", "knock")
    view = rules.view(state, 0)
    assert view["phase"] == "knock_discard"
    html = gin_ui.render_table(view, (), CTX, T)
    nine = re.search(r'<button[^>]*data-card="9s"[^>]*>', html)
    assert nine is not None and 'aria-disabled="true"' in nine.group(0), html
    assert 'data-why="Discarding 9♠ would leave 24 deadwood; a knock allows 10."' in nine.group(0)
    kept = re.search(r'<button[^>]*data-card="4c"[^>]*>', html)
    assert kept is not None and "aria-disabled" not in kept.group(0) and "data-why" not in kept.group(0)
    french = gin_ui.render_table(view, (), CTX, translator("fr"))
    assert "Défausser 9♠ laisserait 24 points morts" in french


def test_the_discard_button_says_why_until_a_card_is_chosen() -> None:
    """Issue 30, Gin 1: the Discard button was plain ``disabled`` (a tap said nothing)."""
    view = view_with(legal=["discard " + c for c in view_with()["hand"]])
    button = re.search(r'<button[^>]*id="discard"[^>]*>', gin_ui.render_table(view, (), CTX, T))
    assert button is not None and " disabled" not in button.group(0)
    assert 'aria-disabled="true"' in button.group(0) and 'data-why="Tap a card to discard"' in button.group(0)


def test_discard_needs_a_selected_legal_card() -> None:
    view = view_with(legal=["discard " + c for c in view_with()["hand"]] + ["knock"])
    order = gin_ui.display_order(view)
    assert gin_ui.action_for_selection(view, []) is None
    assert gin_ui.action_for_selection(view, [0]) == f"discard {order[0]}"
    assert gin_ui.selection_for_action(view, f"discard {order[3]}") == [3]


def test_knock_is_labelled_gin_when_one_unmatched_card_remains() -> None:
    gin = view_with(legal=["knock"], arrangement={"melds": [["2h", "3h", "4h"]], "deadwood": ["Ks"]})
    plain = view_with(legal=["knock"], arrangement={"melds": [["2h", "3h", "4h"]], "deadwood": ["2c", "As"]})
    assert "Knock — gin!" in gin_ui.render_table(gin, (), CTX, T)
    assert "Knock — gin!" not in gin_ui.render_table(plain, (), CTX, T)


def test_names_are_escaped() -> None:
    html = gin_ui.render_table(view_with(), (), CTX, T)
    assert "<b>Ann</b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html


def test_the_other_players_draw_and_discard_are_shown_at_the_piles() -> None:

    table = gin_ui.GinRummyTable()
    view = view_with()
    taking = Event("take_upcard", 1, {"card": "7d"}).to_dict()
    took = TableContext(names=["Ann", "Bob"], levels=[None, "normal"], moves=(LastMove(1, (taking,)),))
    html = table.render(view, (), took, T)
    assert "Bob took the upcard" in html and "7 of diamonds" in html and "pile upcard just-moved" in html
    drawing = Event("draw_stock", 1).to_dict()
    drew = TableContext(names=["Ann", "Bob"], levels=[None, "normal"], moves=(LastMove(1, (drawing,)),))
    assert "pile stock just-moved" in table.render(view, (), drew, T) and "Bob drew from the stock" in table.render(
        view, (), drew, T
    )


def test_the_knockers_face_down_discard_is_never_named_in_the_log() -> None:
    table = gin_ui.GinRummyTable()
    names = ["Ann", "Bob"]
    face_down = [{"kind": "knock_discard", "seat": 1, "params": {}, "reveals": False}]
    line = " ".join(table.describe_event(e, names, 0, T) for e in face_down)
    assert "K" not in line.replace("Bob", "") and "face down" in line
    shown = {"kind": "discard", "seat": 1, "params": {"card": "Ks"}, "reveals": True}
    assert table.describe_event(shown, names, 0, T) == "Bob discarded the K♠."


# ---------------------------------------------------------------------- defending against a knock

# Seed 220933591075966, Ann (seat 0) against `hard` as reported: Ann passes; draws, discards K♣;
# draws, discards J♥; takes the upcard, discards 9♦; Bob knocks. Ann holds the set 10♣ 10♦ 10♥ and
# 10♦ also fits Bob's J♦ Q♦ K♦: laying it off breaks her set and costs her 20 points.
LAYOFF_SEED = 220933591075966
LAYOFF_LOG = [
    (1, "pass"),
    (0, "pass"),
    (1, "draw stock"),
    (1, "discard Qs"),
    (0, "draw stock"),
    (0, "discard Kc"),
    (1, "draw stock"),
    (1, "discard Js"),
    (0, "draw stock"),
    (0, "discard Jh"),
    (1, "draw stock"),
    (1, "discard Th"),
    (0, "take upcard"),
    (0, "discard 9d"),
    (1, "take upcard"),
    (1, "knock"),
    (1, "discard 3c"),
    (1, "meld 7d 8d 9d"),
    (1, "meld Jd Qd Kd"),
    (1, "done"),
]


def replayed(log: list[tuple[int, str]], seed: int = LAYOFF_SEED, options: dict | None = None) -> tuple:
    rules = registry.get("gin_rummy", options or {})
    state = rules.new_game(2, seed=seed)
    for seat, action in log:
        state = rules.apply_action(state, seat, rules.action_from_str(action))
    return rules, state


def points_after(rules: Any, state: Any, moves: list[str]) -> tuple[int, int]:
    for action in moves:
        state = rules.apply_action(state, 0, rules.action_from_str(action))
    return state.last_hand.winner, state.last_hand.points


def test_the_best_layoffs_are_the_default_and_a_layoff_that_breaks_a_set_is_not_recommended() -> None:
    rules, state = replayed(LAYOFF_LOG)
    view = rules.view(state, 0)
    assert view["phase"] == "layoff" and {"layoff 6d", "layoff Td", "done"} == set(view["legal"])
    html = gin_ui.render_table(view, (), CTX, T)
    # One primary button: the next layoff of the best plan.
    assert html.count('class="primary') == 1
    assert (
        '<button type="button" class="primary best-layoffs" data-action="input" data-input="best-layoffs"'
        ' data-move="layoff 6d">' in html
    )
    assert html.count('data-move="layoff 6d"') == 1  # not offered twice
    # 10♦ is still offered, marked, with the reason.
    assert 'data-move="layoff Td" class="not-recommended"' in html
    assert "not recommended: breaks your set 10♣ 10♦ 10♥ (39 instead of 19)" in html
    assert "Done lays off 6♦ for you: your deadwood then counts 19 against the knocker’s 6." in html
    # What the texts promise is what the engine scores: the plan and Done give Bob 13, 10♦ gives him 33.
    assert points_after(rules, state, ["layoff 6d", "done"]) == (1, 13)
    assert points_after(rules, state, ["done"]) == (1, 13)
    assert points_after(rules, state, ["layoff Td", "done"]) == (1, 33)


def test_the_best_button_is_offered_until_the_plan_is_done_then_done_is_primary() -> None:
    rules, state = replayed(LAYOFF_LOG)
    state = rules.apply_action(state, 0, rules.action_from_str("layoff 6d"))
    view = rules.view(state, 0)
    html = gin_ui.render_table(view, (), CTX, T)
    assert "best-layoffs" not in html
    assert '<button type="button" data-action="act" data-move="done" class="primary">' in html
    assert "Done: your deadwood counts 19 against" in html


def test_with_openspiel_quirks_done_counts_the_cards_not_laid_off() -> None:
    """With OpenSpiel's rules Done lays nothing off, so the line says what staying put costs."""
    rules = registry.get("gin_rummy", {"first_player": 0, "openspiel_quirks": True})
    state = layoff_position(
        rules,
        ["4s", "5s", "7s", "8s", "Tc", "5d", "6d", "Td", "5h", "Th"],
        ["As", "2s", "Ac", "7d", "8d", "9d", "Jd", "Qd", "Kd", "2h"],
        (["7d", "8d", "9d"], ["Jd", "Qd", "Kd"]),
    )
    view = rules.view(state, 0)
    assert set(view["legal"]) == {"layoff 6d", "layoff Td", "done"}
    advice = view["layoff_advice"]
    assert advice["plan"] == ["6d"] and advice["best"] == 19 and advice["done"] == 25
    assert "Done: your deadwood counts 25 against" in gin_ui.render_table(view, (), CTX, T)


def test_the_defender_lays_off_a_card_by_tapping_it_and_a_card_that_fits_nothing_says_why() -> None:
    """Issue 30, Gin 1 (second playtest): tapping the card that fits was refused."""
    rules, state = replayed(LAYOFF_LOG)
    view = rules.view(state, 0)
    table = gin_ui.GinRummyTable()
    ctx = TableContext(names=["Ann", "Bob"], levels=[None, "hard"])
    order = gin_ui.display_order(view)
    for code in ("6d", "Td"):  # the best layoff, and the one not recommended: the player chose it
        tapped = table.on_input(view, (), "toggle-card", {"index": str(order.index(code)), "card": code})
        assert tapped == Submit(f"layoff {code}")
    html = gin_ui.render_table(view, (), ctx, T)
    six = re.search(r'<button[^>]*data-card="6d"[^>]*>', html)[0]
    assert "aria-disabled" not in six and "is-legal" in six  # type: ignore[index]
    four = re.search(r'<button[^>]*data-card="4s"[^>]*>', html)[0]
    assert 'aria-disabled="true"' in four and 'data-why="4♠ fits none of Bob’s melds."' in four


def test_before_laying_off_the_count_and_done_agree_and_no_knock_limit_is_shown() -> None:
    """Issue 30, Gin 2 (second playtest): "Deadwood: 25 (knock at 10 or less)" above "Done: ... 19"."""
    rules, state = replayed(LAYOFF_LOG)
    view = rules.view(state, 0)
    html = gin_ui.render_table(view, (), CTX, T)
    head = html.split('class="deadwood"')[1].split("</p>")[0]
    assert f"Deadwood: {view['deadwood']}" in head and "knock at" not in head
    assert view["deadwood"] == 25  # 19 once Done lays off 6♦, which the line under Done says
    assert "Done lays off 6♦ for you: your deadwood then counts 19" in html


def test_the_defenders_hand_is_scrolled_into_sight_above_the_bar_once_per_card_laid_off() -> None:
    """Issue 30, Gin 2 (round 9): on a phone the pinned bar of layoffs covered the defender's hand
    under the knocker's melds: its cards are marked to be brought into sight (``data-reveal``)
    when the lay-off starts and after each card laid off, never before the knock."""
    rules, state = replayed(LAYOFF_LOG)
    html = gin_ui.render_table(rules.view(state, 0), (), CTX, T)
    marked = re.search(r'<div class="hand-in-sight" data-reveal="([^"]+)"><div class="hand-cards"', html)
    assert marked is not None
    laid = rules.apply_action(state, 0, rules.action_from_str("layoff 6d"))
    again = re.search(r'data-reveal="([^"]+)"', gin_ui.render_table(rules.view(laid, 0), (), CTX, T))
    assert again is not None and again.group(1) != marked.group(1)
    rules, drawing = replayed(LAYOFF_LOG[:4])
    assert "data-reveal" not in gin_ui.render_table(rules.view(drawing, 0), (), CTX, T)


def test_the_knockers_deadwood_is_shown_to_the_defender_once_declared() -> None:
    rules, state = replayed(LAYOFF_LOG)
    html = gin_ui.render_table(rules.view(state, 0), (), TableContext(names=["Ann", "Bob"], levels=[None, "hard"]), T)
    assert "Bob's deadwood: 6" in html
    section = html.split('class="knocker-deadwood"')[1].split("</p>")[0]
    assert [label in section for label in ("ace of spades", "2 of spades", "ace of clubs", "2 of hearts")] == [True] * 4
    # Before the declaration is done the knocker's hand is not open, and nothing is shown.
    rules, state = replayed(LAYOFF_LOG[:-1])
    assert "knocker-deadwood" not in gin_ui.render_table(rules.view(state, 0), (), CTX, T)


# ---------------------------------------------------------------------- 11 cards: the counter and the new card


def test_with_eleven_cards_the_counter_shows_the_deadwood_after_the_best_discard() -> None:
    rules, state = replayed(LAYOFF_LOG[:12] + [(0, "take upcard")])
    view = rules.view(state, 0)
    assert len(view["hand"]) == 11 and view["deadwood"] == 34  # all 11 cards: what it used to show
    html = gin_ui.render_table(view, (), CTX, T)
    # 4♠ 5♠ 7♠ 8♠ 10♣ 5♦ 6♦ 9♦ 10♦ 5♥ 10♥: discarding 9♦ keeps 4+7+8+6 = 25 (10♥ may not go back).
    # "best": the count is not the selected card's (Gin replay, stop 38: it was read as such).
    assert "Deadwood after your best discard: 25 (knock at 10 or less)" in html
    assert "Deadwood: 34" not in html
    # With 10 cards, the plain count.
    assert "Deadwood: " in gin_ui.render_table(rules.view(state, 1), (), CTX, T)


def test_the_card_just_drawn_from_the_stock_is_marked_for_its_drawer_only() -> None:
    rules, state = replayed(LAYOFF_LOG[:4])
    drawing, state = state, rules.apply_action(state, 0, rules.action_from_str("draw stock"))
    mine, theirs = rules.view(state, 0), rules.view(state, 1)
    assert mine["drawn"] == "5s" and "5s" in mine["hand"] and theirs["drawn"] is None
    ctx = TableContext(
        names=["Ann", "Bob"], levels=[None, "hard"], moves=(moved(rules, drawing, 0, "draw stock", state, 0),)
    )
    html = gin_ui.render_table(mine, (), ctx, T)
    assert html.count("is-new") == 1 and html.count('class="new-tag"') == 1
    assert '<span class="sr-only">5 of spades, just drawn from the stock</span>' in html
    # Issue 30, Gin 1 (round 8): French tagged it "prise" (taken), as a card taken from the discard pile.
    assert '<span class="new-tag" aria-hidden="true">new</span>' in html
    assert '<span class="new-tag" aria-hidden="true">nouvelle</span>' in gin_ui.render_table(mine, (), ctx, FR)
    # The marker survives a save (JSON) and is gone after the discard.
    assert rules.view(rules.state_from_dict(rules.state_to_dict(state)), 0)["drawn"] == "5s"
    state = rules.apply_action(state, 0, rules.action_from_str("discard Kc"))
    assert rules.view(state, 0)["drawn"] is None and "drawn" not in rules.state_to_dict(state)


def test_the_upcard_just_taken_is_marked() -> None:
    rules, state = replayed(LAYOFF_LOG[:12])
    taking, state = state, rules.apply_action(state, 0, rules.action_from_str("take upcard"))
    ctx = TableContext(
        names=["Ann", "Bob"], levels=[None, "hard"], moves=(moved(rules, taking, 0, "take upcard", state, 0),)
    )
    html = gin_ui.render_table(rules.view(state, 0), (), ctx, T)
    assert '<span class="sr-only">10 of hearts, just taken from the discard pile</span>' in html
    assert html.count("is-new") == 1
    assert '<span class="new-tag" aria-hidden="true">taken</span>' in html
    # Issue 30, Gin 4 (second playtest): French said "piochée" for a card taken, and of a king.
    french = gin_ui.render_table(rules.view(state, 0), (), ctx, FR)
    assert "10 de cœur, qui vient de la défausse" in french and "piochée" not in french
    # Without the view's field, the move just made still tells which card it was.
    assert '<span class="sr-only">10 of hearts, just taken from the discard pile</span>' in gin_ui.render_table(
        dict(rules.view(state, 0), drawn=None), (), ctx, T
    )


# ---------------------------------------------------------------------- the hand-over dialog


def test_melds_in_the_hand_summary_are_boxed_one_by_one() -> None:
    rules, state = replayed(LAYOFF_LOG + [(0, "layoff 6d"), (0, "done")])
    view = rules.view(state, None)
    html = gin_ui.render_hand_summary(view, ["Ann", "Bob"], T)
    # Bob's two melds and Ann's two sets, each its own box; the deadwood of each apart.
    assert html.count('<span class="meld">') == 4
    assert "Bob's deadwood: 6" in html
    assert "Ann's deadwood: 19" in html


def test_the_match_total_and_the_hands_points_come_under_the_hands_result_before_both_hands() -> None:
    """Issue 30, Gin 2 (round 4): in Czech at 390x844 the match total, last in the summary under
    both hands and the score table, lay below the fold: it comes first, under the hand's result.
    Gin 3 (round 9): the points of the hand, in the table under both hands, were below a phone's
    fold too: the table comes before the hands."""
    rules, state = replayed(LAYOFF_LOG + [(0, "layoff 6d"), (0, "done")])
    view = rules.view(state, None)
    html = gin_ui.render_hand_summary(view, ["Ann", "Bob"], translator("cs"))
    total = html.index('class="match-total"')
    assert html.index('class="winner-line"') < total < html.index("<table") < html.index('class="showdown"')
    assert "Zápas: Ann " in html[total:]


def test_a_player_without_melds_gets_no_empty_melds_heading_in_the_summary() -> None:
    """Issue 30, Gin 4 (second playtest): "Player 1's melds" over nothing."""
    html = gin_ui._shown_hand("Ann", [], ["2s", "4c"], T)
    assert "melds" not in html and "Ann's deadwood: 6" in html
    assert "Bob's melds" in gin_ui._shown_hand("Bob", [["8s", "8c", "8d"]], ["8s", "8c", "8d"], T)


def test_hint_texts_are_lower_case_and_have_one_colon_in_every_language() -> None:
    """Issue 30, Gin 4 (second playtest): "Indice : défausser : dame de pique", "Hint: Knock"."""
    discard = {"action": "discard Qs", "kind": "discard", "cards": ["Qs"], "pile": "", "target": -1}
    knock = {"action": "knock", "kind": "knock", "cards": [], "pile": "", "target": -1}
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        for move in (discard, knock):
            said = t("hint.says", action=gin_ui.describe_move(move, t))  # type: ignore[arg-type]
            # Czech and Russian name a card after a colon ("odhodit: pikový dáma", round 5)
            assert said.count(":") == 1, said
            words = said.split(":")[1].split()
            assert words[0] == words[0].lower() or words[0][0].isdigit(), said
    assert gin_ui.describe_move(discard, FR) == "dame de pique à la défausse"  # type: ignore[arg-type]


def test_french_names_the_deal_donne_and_the_card_taken_with_its_article() -> None:
    """Issue 30, Gin 4 (second playtest): "Fin de la manche" beside "Donne 2"; "Vous venez de prendre 10♦"."""
    table = gin_ui.GinRummyTable()
    assert FR(table.hand_over_key) == "Fin de la donne"
    fields = table.error_fields({"card": "Td"}, FR)
    assert FR("gin_rummy.error.discard_just_taken", **fields).startswith("Vous venez de prendre la carte 10♦\u00a0:")


def test_the_knock_and_its_melds_are_seen_at_the_knockers_seat_and_on_the_table() -> None:
    names = ["Ann", "Bob"]
    rules, knocking = replayed(LAYOFF_LOG[:15])
    state = rules.apply_action(knocking, 1, rules.action_from_str("knock"))
    ctx = TableContext(names=names, levels=[None, "hard"], moves=(moved(rules, knocking, 1, "knock", state, 0),))
    html = gin_ui.render_table(rules.view(state, 0), (), ctx, T)
    bob = re.search(r'<li class="seat[^"]*just-moved[^"]*"[^>]*data-seat="1">(.*?)</li>', html, re.DOTALL)
    assert bob is not None and "Bob knocks!" in bob.group(1)
    rules, declaring = replayed(LAYOFF_LOG[:19])
    state = rules.apply_action(declaring, 1, rules.action_from_str("done"))
    earlier = moved(rules, replayed(LAYOFF_LOG[:13])[1], 0, "discard 9d", replayed(LAYOFF_LOG[:14])[1])
    ctx = TableContext(
        names=names, levels=[None, "hard"], moves=(earlier, moved(rules, declaring, 1, "done", state, 0))
    )
    html = gin_ui.render_table(rules.view(state, 0), (), ctx, T)
    bob = re.search(r'<li class="seat[^"]*"[^>]*data-seat="1">(.*?)</li>', html, re.DOTALL)
    ann = re.search(r'<li class="seat[^"]*"[^>]*data-seat="0">(.*?)</li>', html, re.DOTALL)
    assert bob is not None and "Bob laid down their melds" in bob.group(1)
    assert ann is not None and "You discarded the 9♦" in ann.group(1)  # Ann's last move, still at her seat
    assert "Bob's melds" in html and "7 of diamonds" in html  # the knock's melds lie on the table


def test_each_of_the_knockers_melds_is_marked_where_it_lands_and_told_at_the_knockers_seat() -> None:
    """Issue 30, Gin 1 (round 9): a bot's knock with its melds went by in one pause, and the strip's
    latest lines cannot hold them all: while the timeline shows a meld being laid, that meld is the
    move on the table (``just-moved``) and Bob's seat says it; the meld before it is not marked."""
    names = ["Ann", "Bob"]
    rules, before = replayed(LAYOFF_LOG[:18])  # Bob laid 7♦ 8♦ 9♦ and lays J♦ Q♦ K♦ now
    state = rules.apply_action(before, 1, rules.action_from_str("meld Jd Qd Kd"))
    move = moved(rules, before, 1, "meld Jd Qd Kd", state, 0)
    ctx = TableContext(names=names, levels=[None, "hard"], moves=(move,), showing=move.events[0])
    html = gin_ui.render_table(rules.view(state, 0), (), ctx, T)
    marked = re.findall(r'<span class="meld just-moved">.*?(?=<span class="meld|</div>)', html, re.DOTALL)
    assert len(marked) == 1 and "jack of diamonds" in marked[0] and "7 of diamonds" not in marked[0]
    bob = re.search(r'<li class="seat[^"]*"[^>]*data-seat="1">(.*?)</li>', html, re.DOTALL)
    assert bob is not None and "Bob lays down J♦ Q♦ K♦." in bob.group(1)
    idle = TableContext(names=names, levels=[None, "hard"], moves=(move,))  # the timeline done: no mark
    assert "meld just-moved" not in gin_ui.render_table(rules.view(state, 0), (), idle, T)


def test_the_knockers_face_down_discard_is_seen_going_to_the_pile() -> None:
    """Issue 30, Gin 4 (round 6): when Bob knocked, his discard (face down, §6.2) never showed on
    the pile: the upcard under it stayed, as if nothing went there. Now a card back lies on the
    pile, marked as the move on show, with its words; its card is named to nobody but Bob."""
    names = ["Ann", "Bob"]
    rules, knocked = replayed(LAYOFF_LOG[:16])
    state = rules.apply_action(knocked, 1, rules.action_from_str("discard 3c"))
    ctx = TableContext(names=names, levels=[None, "hard"], moves=(moved(rules, knocked, 1, "discard 3c", state, 0),))
    html = gin_ui.render_table(rules.view(state, 0), (), ctx, T)
    pile = re.search(r'<span class="pile upcard face-down just-moved" id="upcard">(.*?)</span></span>', html, re.DOTALL)
    assert pile is not None and 'class="card back"' in pile.group(1), html
    assert "Bob knocked and discarded a card face down." in html
    assert "3 of clubs" not in html and "3♣" not in html
    before = gin_ui.render_table(rules.view(knocked, 0), (), TableContext(names=names, levels=[None, "hard"]), T)
    assert "face-down" not in before  # before the discard the pile shows its upcard


def test_the_log_names_court_cards_in_the_players_language() -> None:
    """Issue 30: "Bot 2 a défaussé le Q♥" while the card's corner shows D."""
    table = gin_ui.GinRummyTable()
    names = ["Ann", "Bot 2"]
    events = [
        {"kind": "discard", "seat": 1, "params": {"card": "Qh"}},
        {"kind": "take_upcard", "seat": 1, "params": {"card": "Qh"}},
        {"kind": "drew", "seat": 0, "params": {"card": "Qh"}},
        {"kind": "lay_off", "seat": 1, "params": {"card": "Qh"}},
        {"kind": "knock_discard", "seat": 0, "params": {"card": "Qh"}},
        {"kind": "meld", "seat": 1, "params": {"cards": ["Qh", "Qs", "Qd"]}},
    ]
    for lang, queen in (("en", "Q♥"), ("fr", "D♥"), ("ru", "Д♥"), ("cs", "Q♥")):
        t = translator(lang)
        corner = gin_ui.short_text("Qh", t)
        assert corner == queen, (lang, corner)
        for event in events:
            text = table.describe_event(event, names, 0, t)
            assert corner in text, (lang, text)
            if lang in ("fr", "ru"):
                assert "Q" not in text, (lang, text)


def test_the_french_log_gives_a_queen_no_masculine_article() -> None:
    """Issue 31 (the blind tester): "Robot 2 a défaussé le D♠": a queen (dame) is feminine;
    every French line that names a card says "la carte D♠", right for every rank."""
    table = gin_ui.GinRummyTable()
    fr = translator("fr")
    for kind in ("discard", "take_upcard", "drew", "lay_off"):
        for seat in (0, 1):
            text = table.describe_event(
                {"kind": kind, "seat": seat, "params": {"card": "Qs"}}, ["Ann", "Robot 2"], 0, fr
            )
            assert "D♠" in text and "le D♠" not in text, text
    assert "le D♠" not in fr("gin_rummy.take_card", card="D♠")
    assert "le D♠" not in fr("gin_rummy.error.discard_just_taken", card="D♠")


def test_french_gin_texts_use_typographic_apostrophes_and_no_break_spaces() -> None:
    """Issue 30: "D'abord" with a straight apostrophe; French puts a no-break space before : ; ? !"""
    catalog = Path(gin_ui.__file__).parent / "catalogs" / "fr.po"
    texts = re.findall(r'^msgstr "(.*)"$', catalog.read_text(encoding="utf-8"), re.MULTILINE)
    assert texts
    assert [text for text in texts if "'" in text] == []
    assert [text for text in texts if re.search(r" [:;?!]", text)] == []


def hand_in_markup(html: str) -> list[str]:
    return re.findall(r'data-input="toggle-card"[^>]*data-card="(\w\w)"', html)


def test_the_player_sorts_the_hand_and_the_order_lasts_the_hand() -> None:
    """Issue 30, Gin 6: the hand could not be reordered. Sorted by suit or by rank, it stays so
    after the next moves (the UI state starts afresh after each), until the hand ends."""
    rules = rules_with()
    state = deal(rules, "9s 9c 9d 6c 6d 6h Ts Js Qs 2c", "Ah 3h 5h 7h 9h Jh Kh 2d 4d 8d", "Kc", stock="4c 5s")
    table = gin_ui.GinRummyTable()
    view = rules.view(state, 0)
    shown = hand_in_markup(table.render(view, table.new_ui(view), CTX, T))
    assert shown == gin_ui.display_order(view) and shown[:3] == ["Ts", "Js", "Qs"]  # melds first
    by_suit = table.on_input(view, (), "sort", {"value": "suit"})
    assert by_suit == ()
    assert hand_in_markup(table.render(view, by_suit, CTX, T)) == "9s Ts Js Qs 2c 6c 9c 6d 9d 6h".split()
    assert 'data-value="suit" aria-pressed="true"' in table.render(view, by_suit, CTX, T)
    state = play(rules, state, "pass", "pass", "draw stock")  # Ann draws 4♣: 11 cards
    view = rules.view(state, 0)
    ui = table.new_ui(view)
    assert hand_in_markup(table.render(view, ui, CTX, T)) == "9s Ts Js Qs 2c 4c 6c 9c 6d 9d 6h".split()
    chosen = table.on_input(view, ui, "toggle-card", {"index": "5", "card": "4c"})
    assert chosen == (5,) and table.on_input(view, chosen, "discard", {}) == Submit("discard 4c")
    by_rank = table.on_input(view, chosen, "sort", {"value": "rank"})
    assert hand_in_markup(table.render(view, by_rank, CTX, T)) == "2c 4c 6c 6d 6h 9s 9c 9d Ts Js Qs".split()
    assert by_rank == (1,)  # the chosen card stays chosen
    next_hand = {**view, "hand_number": 2, "scores": [0, 25]}  # the next deal: the engine's order again
    assert table.sort_of(gin_ui.gin_rummy_view(next_hand)) == "melds"
    assert hand_in_markup(table.render(next_hand, (), CTX, T)) == gin_ui.display_order(view)


def _chain_showdown(**options: object) -> tuple[Any, Any]:
    """Bob knocked with 5♣ 6♣ 7♣ and J♦ Q♦ K♦; Ann holds 8♣ 9♣, which go on the run only one
    after the other (9♣ fits once 8♣ is laid off)."""
    rules = registry.get("gin_rummy", {"first_player": 0, **options})
    state = layoff_position(
        rules,
        ["8c", "9c", "4s", "7s", "2d", "5d", "Qs", "5h", "Qh", "3h"],
        ["5c", "6c", "7c", "Jd", "Qd", "Kd", "As", "2s", "Ac", "2h"],
        (["5c", "6c", "7c"], ["Jd", "Qd", "Kd"]),
    )
    return rules, state


def test_a_card_extending_a_run_an_earlier_layoff_extended_is_laid_off_when_tapped() -> None:
    """Issue 30, Gin 1 (third playtest): 8♣ laid off on the knocker's run, 9♣ was refused."""
    rules, state = _chain_showdown()
    state = rules.apply_action(state, 0, rules.action_from_str("layoff 8c"))
    view = rules.view(state, 0)
    order = gin_ui.display_order(view)
    tapped = gin_ui.GinRummyTable().on_input(view, (), "toggle-card", {"index": str(order.index("9c")), "card": "9c"})
    assert tapped == Submit("layoff 9c")
    nine = re.search(r'<button[^>]*data-card="9c"[^>]*>', gin_ui.render_table(view, (), CTX, T))
    assert nine is not None and "aria-disabled" not in nine[0] and "data-why" not in nine[0]


def test_best_layoffs_lays_off_the_whole_plan_in_one_press() -> None:
    """Issue 30, Gin 2 (third playtest): the button laid one card a press."""
    rules, state = _chain_showdown()
    view = rules.view(state, 0)
    assert view["layoff_advice"]["plan"] == ["8c", "9c"]
    html = gin_ui.render_table(view, (), CTX, T)
    assert html.count("primary best-layoffs") == 1 and 'data-input="best-layoffs"' in html
    pressed = gin_ui.GinRummyTable().on_input(view, (), "best-layoffs", {})
    assert pressed == Submit("layoff 8c", then=("layoff 9c",))
    for action in (pressed.action, *pressed.then):  # type: ignore[union-attr]
        state = rules.apply_action(state, 0, rules.action_from_str(action))
    assert rules.view(state, 0)["legal"] == ["done"]


def test_laid_off_cards_are_shown_in_the_meld_they_extend() -> None:
    """Issue 30, Gin 5 (third playtest): the laid-off cards sat apart on a "Laid off" line."""
    rules, state = _chain_showdown()
    state = rules.apply_action(state, 0, rules.action_from_str("layoff 8c"))
    html = gin_ui.render_table(rules.view(state, 0), (), CTX, T)
    boxes = re.findall(r'<span class="meld">(.*?)</span></span>(?=<span class="meld">|</div>)', html)
    assert len(boxes) == 2
    run = re.findall(r'aria-label="([^"]+)"', boxes[0])
    assert run == ["5 of clubs", "6 of clubs", "7 of clubs", "8 of clubs"]
    assert boxes[0].count('class="laid-off"') == 1 and "(laid off)" in boxes[0]
    assert "Laid off:" not in html
    state = rules.apply_action(state, 0, rules.action_from_str("done"))
    summary = gin_ui.render_hand_summary(rules.view(state, 0), ["Ann", "Bob"], T)
    assert summary.count('class="laid-off"') == 2 and "Laid off:" not in summary  # 9♣: Done laid it off


def test_in_the_showdown_the_pinned_bar_holds_only_the_best_layoffs_and_done() -> None:
    """Issue 30, Gin 4 (third playtest): on a phone the pinned bar, grown with layoff buttons,
    hid the hand's second row; other layoffs go under the hand (a tap on the card lays it off)."""
    rules, state = _chain_showdown()
    hands = (mask_from_strs(["4c", "8c", "4s", "7s", "2d", "5d", "Qs", "5h", "Qh", "3h"]), state.hands[1])
    view = rules.view(replace(state, hands=hands), 0)
    assert {"layoff 4c", "layoff 8c"} <= set(view["legal"]) and not view["layoff_advice"]["worse"]
    html = gin_ui.render_table(view, (), CTX, T)
    bar = html.split("data-decision")[1].split("</div>")[0]
    assert 'data-input="best-layoffs"' in bar and 'data-move="done"' in bar
    assert bar.count("data-move=") == 2  # the best layoffs' first card and Done: nothing else
    # Nor under the hand: "Best layoffs: 8♣ 4♣" beside "Lay off 4♣" left a newcomer asking which to
    # press (issue 31, the lesson's blind tester, round 2); a tap on the 4♣ still lays it off alone.
    assert view["layoff_advice"]["plan"] == ["8c", "4c"]
    assert "other-layoffs" not in html and html.count('data-move="layoff') == 1
    assert gin_ui.GinRummyTable().on_input(view, (), "toggle-card", {"index": "0", "card": "4c"}) == Submit("layoff 4c")


def test_czech_gin_texts_say_points_outside_melds_without_gendered_past_and_one_word_for_the_stock() -> None:
    """Issue 30, Gin 2 (fourth playtest): "Hráč 1 vyložil(a) kombinace: 10 bodů navíc" ("navíc" is
    "extra"; "vyložil(a)" a gendered past); "Nezapojené karty po vyložení: 10" read as a card count;
    the stock both "balíček" and "talon"; "ke kombinacím hráče Hráč 1"; "Jen jedna hra" beside "rozdání"."""
    cs = translator("cs")
    table = gin_ui.GinRummyTable()
    declared = table.describe_event(
        {"kind": "declared", "seat": 0, "params": {"deadwood": 10}}, ["Hráč 1", "Bot 2"], 1, cs
    )
    assert declared == "Hráč 1 vykládá kombinace: 10 bodů mimo kombinace.", declared
    assert cs("gin_rummy.plan.deadwood", count=10, limit=10) == "Body mimo kombinace po vyložení: 10 (nejvýš 10)"
    assert "hráče Hráč" not in cs("gin_rummy.event.lay_off_turn", name="Bot 2", knocker="Hráč 1")
    catalog = (Path(gin_ui.__file__).parent / "catalogs" / "cs.po").read_text(encoding="utf-8")
    assert "(a)" not in catalog and "talon" not in catalog and "Jen jedna hra" not in catalog


def test_the_defenders_done_says_there_is_nothing_more_to_lay_off_in_every_language() -> None:
    """Issue 30, Gin 3 (fourth playtest): "Bot 2 is done." after the layoffs; the hint said "done"."""
    rules, defending = replayed(LAYOFF_LOG)
    view = rules.view(defending, 0)
    done = gin_ui.move_for(view, "done")
    assert done is not None and view["layoff_advice"]["plan"] == ["6d"]
    assert gin_ui.describe_move(done, T) == "done, nothing more to lay off"  # said only when Done lays nothing off
    rules, declaring = replayed(LAYOFF_LOG[:19])  # the knocker's done, after the melds, stays "done"
    knockers_done = gin_ui.move_for(rules.view(declaring, 1), "done")
    assert knockers_done is not None and gin_ui.describe_move(knockers_done, T) == "done"
    table = gin_ui.GinRummyTable()
    event = {"kind": "defender_done", "seat": 0, "params": {}}
    assert table.describe_event(event, ["Ann", "Bob"], 1, T) == "Ann has nothing more to lay off."
    for lang in ("fr", "cs", "ru"):
        t = translator(lang)
        assert t("gin_rummy.event.defender_done", name="Ann") != T("gin_rummy.event.defender_done", name="Ann")
        assert t("gin_rummy.act.done_laying_off") not in (t("gin_rummy.act.done"), T("gin_rummy.act.done_laying_off"))


def test_the_knock_hint_names_the_card_it_discards() -> None:
    """Issue 30, Gin 7 (fourth playtest): the hint "knock" did not say which card would go face down."""
    rules, knocking = replayed(LAYOFF_LOG[:15])  # Bob took the 10♥ and may knock; 3♣ leaves the least
    knock = gin_ui.move_for(rules.view(knocking, 1), "knock")
    assert knock is not None and knock["cards"] == ["3c"]
    assert gin_ui.describe_move(knock, T) == "knock, discarding 3 of clubs"
    for lang in ("fr", "cs", "ru"):
        t = translator(lang)
        said = t("hint.says", action=gin_ui.describe_move(knock, t))
        assert said.count(":") == 1 and gin_ui.card_label("3c", t) in said, said


def first_draw(drawn: str) -> tuple[Any, Any]:
    """Ann (seat 0) holds three melds and 3♥; both pass the upcard and she draws ``drawn``."""
    ann = "2s 3s 4s 7c 8c 9c Jd Qd Kd 3h".split()
    bob = "As 6s 6c Tc 2d 5d 6d 2h 4h Kh".split()
    rest = [c for c in (r + s for s in "scdh" for r in "A23456789TJQK") if c not in [*ann, *bob, "Qs", drawn]]
    rules = registry.get("gin_rummy", {"first_player": 0})
    state = rules.new_game(2, seed=1, deck=[*ann, *bob, "Qs", drawn, *rest])
    for seat, action in [(0, "pass"), (1, "pass"), (0, "draw stock")]:
        state = rules.apply_action(state, seat, rules.action_from_str(action))
    return rules, state


def test_over_the_knock_limit_knock_stays_on_show_unavailable_and_says_why() -> None:
    """Issue 30, Gin 5 (round 9): at 11 deadwood after the best discard there was no Knock button
    at all, and a newcomer could not tell why: it stays, unavailable (``unavailable``), and a tap
    says the limit and the count; where a knock is legal, the plain button."""
    ann = "2s 3s 4s 7c 8c 9c Ah 2d 3c 5h".split()  # two runs; A 2 3 5 unmatched: 11 once Kh goes
    bob = "6s 7s 8s Td Jd Qd 9h 9d 9s 4h".split()
    rest = [c for c in (r + s for s in "scdh" for r in "A23456789TJQK") if c not in [*ann, *bob, "Qs", "Kh"]]
    rules = registry.get("gin_rummy", {"first_player": 0})
    state = rules.new_game(2, seed=1, deck=[*ann, *bob, "Qs", "Kh", *rest])
    for seat, action in [(0, "pass"), (1, "pass"), (0, "draw stock")]:
        state = rules.apply_action(state, seat, rules.action_from_str(action))
    view = rules.view(state, 0)
    assert "knock" not in view["legal"] and gin_ui.deadwood_after_discard(view) == 11
    html = gin_ui.render_table(view, (), CTX, T)
    knock = re.search(r'<button[^>]*data-move="knock"[^>]*>([^<]*)</button>', html)
    assert knock is not None and knock.group(1) == "Knock", html
    assert 'aria-disabled="true"' in knock.group(0)
    assert 'data-why="Knocking needs 10 or fewer deadwood points; you have 11."' in knock.group(0)
    rules, knocking = replayed(LAYOFF_LOG[:15])  # Bob may knock: the button is the move itself
    legal = re.search(r'<button[^>]*data-move="knock"[^>]*>', gin_ui.render_table(rules.view(knocking, 1), (), CTX, T))
    assert legal is not None and "aria-disabled" not in legal.group(0)


def test_a_hint_that_plays_on_when_a_knock_is_legal_says_it_weighed_the_knock() -> None:
    """Issue 30, Gin 1 (round 4): "the hint never says knock": where the hint (the hard bot)
    plays on rather than knock, a bare "discard 10♥" read as if the knock were forgotten; it
    says that playing on beats knocking now. A knock that makes gin says gin."""
    table = gin_ui.GinRummyTable()
    rules, state = first_draw("Th")  # 3 deadwood after throwing 10♥: a knock is legal
    view = rules.view(state, 0)
    assert "knock" in view["legal"]
    hinted = table.move_for(view, "discard Th")
    assert hinted is not None
    assert (
        table.describe_move(hinted, ["Ann", "Bob"], T) == "discard 10 of hearts and play on — better than knocking now"
    )
    ctx = replace(CTX, hint="discard Th")
    assert "better than knocking now" in render_table_screen("gin_rummy", table, view, (), ctx, T)
    for lang in ("fr", "cs", "ru"):
        t = translator(lang)
        said = t("hint.says", action=table.describe_move(hinted, ["Ann", "Bob"], t))
        assert said.count(":") == 1 and gin_ui.card_label("Th", t) in said, said
    knock = table.move_for(view, "knock")
    assert knock is not None and table.describe_move(knock, ["Ann", "Bob"], T) == "knock, discarding 10 of hearts"
    rules, state = first_draw("5s")  # 2♠ to 5♠: throwing 3♥ leaves nothing
    gin = table.move_for(rules.view(state, 0), "knock")
    assert gin is not None and table.describe_move(gin, ["Ann", "Bob"], T) == "knock for gin, discarding 3 of hearts"
    # Bob's first draw leaves too much deadwood to knock: a discard hint is a plain discard.
    rules, drawn = replayed(LAYOFF_LOG[:3])
    view = rules.view(drawn, 1)
    assert "knock" not in view["legal"]
    plain = table.move_for(view, view["legal"][0])
    assert plain is not None and table.describe_move(plain, ["Ann", "Bob"], T).startswith("discard ")
    assert "knock" not in table.describe_move(plain, ["Ann", "Bob"], T)


def test_a_void_hand_says_nobody_scores_instead_of_an_empty_score_table() -> None:
    """Issue 30, Gin 5 (fourth playtest): a hand void at the wall showed a table of headings alone."""
    rules, state = replayed(LAYOFF_LOG[:4])
    void = {"number": 1, "dealer": 0, "end": "wall", "winner": -1, "points": 0, "knocker": -1}
    record = {**void, "knocker_deadwood": 0, "defender_deadwood": 0, "melds": [], "layoffs": [], "defender_melds": []}
    view = dict(rules.view(state, 0), last_hand={**record, "hands": [[], []], "knock_discard": None, "lines": []})
    html = gin_ui.render_hand_summary(view, ["Ann", "Bob"], T)  # type: ignore[arg-type]
    assert "<table" not in html and "Nobody scores; the same dealer deals again." in html
    over = gin_ui.render_hand_summary(dict(view, phase="game_over"), ["Ann", "Bob"], T)  # type: ignore[arg-type]
    assert "<table" not in over and "Nobody scores." in over and "deals again" not in over
    scored = replayed(LAYOFF_LOG + [(0, "layoff 6d"), (0, "done")])
    assert "<table" in gin_ui.render_hand_summary(scored[0].view(scored[1], 0), ["Ann", "Bob"], T)


def test_the_showdown_marks_the_table_centre_for_its_compact_layout() -> None:
    """Issue 30, Gin 4 (fourth playtest): at 1280x800 the lay-off choices began below the fold; the
    centre, marked ``showdown``, lays the hand's number and the phase on one line (the CSS)."""
    rules, defending = replayed(LAYOFF_LOG)
    assert 'class="trick gin-centre showdown"' in gin_ui.render_table(rules.view(defending, 0), (), CTX, T)
    rules, drawing = replayed(LAYOFF_LOG[:4])
    assert 'class="trick gin-centre"' in gin_ui.render_table(rules.view(drawing, 0), (), CTX, T)


def test_on_the_bots_turn_the_heading_says_whose_turn_not_what_to_do() -> None:
    """Issue 30 (Gin replay playtest 8/10, 3): while Bob played, the heading said "Discard, or
    knock", an order a child took for their own."""
    mine = gin_ui.render_table(view_with(phase="discard", to_act=[0]), (), CTX, T)
    theirs = gin_ui.render_table(view_with(phase="discard", to_act=[1], legal=[]), (), CTX, T)
    assert f"<h2>{T('gin_rummy.phase.discard')}</h2>" in mine
    assert f"<h2>{T('gin_rummy.their_turn', name='Bob')}</h2>" in theirs and T("gin_rummy.phase.discard") not in theirs


def test_czech_says_a_player_takes_a_card_from_the_stock_not_licks_it() -> None:
    """Issue 30, Gin 4 (round 4): "Bot 2 si líže z balíčku." ("líže" is "licks"): the draw, in the
    present tense and name first, is "si bere kartu z balíčku"."""
    cs = translator("cs")
    table = gin_ui.GinRummyTable()
    drew = table.describe_event({"kind": "draw_stock", "seat": 1, "params": {}}, ["Hráč 1", "Bot 2"], 0, cs)
    assert drew == "Bot 2 si bere kartu z balíčku.", drew
    catalog = (Path(gin_ui.__file__).parent / "catalogs" / "cs.po").read_text(encoding="utf-8")
    assert "líže" not in catalog


def test_the_hint_done_names_the_cards_done_lays_off_as_the_line_under_the_buttons_does() -> None:
    """Issue 30, Gin 1 (round 5): the screen said "Done lays off 2♠ for you" while the hint said
    "done, nothing more to lay off"."""
    table = gin_ui.GinRummyTable()
    rules, defending = replayed(LAYOFF_LOG)
    view = rules.view(defending, 0)
    assert view["layoff_advice"]["plan"] == ["6d"]
    assert "Done lays off 6♦ for you" in gin_ui.render_table(view, (), CTX, T)
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        done = table.move_for(view, "done")
        assert done is not None
        said = table.describe_move(done, [], t)
        assert "6♦" in said and said.lower() != t("gin_rummy.act.done_laying_off").lower()
    done = table.move_for(view, "done")
    assert done is not None and table.describe_move(done, [], T) == "done, laying off 6♦ for you"
    laid = rules.apply_action(defending, 0, rules.action_from_str("layoff 6d"))
    after = table.move_for(rules.view(laid, 0), "done")
    assert after is not None and table.describe_move(after, [], T) == "done, nothing more to lay off"


def test_czech_names_deadwood_in_the_score_lines_tells_the_story_in_the_present_and_hints_have_one_colon() -> None:
    """Issue 30, Gin 4 (round 9): the summary's "Body klepajícího" (the knocker's points) did not say
    deadwood, which the Czech texts call "body mimo kombinace"; "Lízli jste si 5♠" and "Odhodili
    jste … lícem dolů" stood in the past among present-tense lines; "Nápověda: hotovo: přiloží…"."""
    cs = translator("cs")
    for item in ("knocker_deadwood", "defender_deadwood"):
        assert "mimo kombinace" in cs(f"gin_rummy.line.{item}"), item
    table = gin_ui.GinRummyTable()
    for kind in ("drew", "knock_discard"):
        said = table.describe_event({"kind": kind, "seat": 0, "params": {"card": "5s"}}, ["Hráč 1", "Bot 2"], 0, cs)
        assert "jste" not in said.split(), said  # "Lízli jste", "Odhodili jste": past with "jste"
    rules, defending = replayed(LAYOFF_LOG)
    done = table.move_for(rules.view(defending, 0), "done")
    assert done is not None
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        said = t("hint.says", action=table.describe_move(done, [], t))
        assert said.count(":") == 1, said


def test_czech_and_russian_hints_name_a_card_in_quotes_not_in_the_nominative_after_a_verb() -> None:
    """Issue 30, Gin 2 (round 5): "Nápověda: odhodit kartu křížový kluk" (a nominative after a
    verb); the card's name stands quoted after "kartu", with no second colon after "Nápověda:"."""
    keys = ("discard_card", "layoff_card", "knock_discarding", "knock_gin_discarding", "discard_over_knock")
    for lang, quoted in (("cs", "kartu „X“"), ("ru", "карту «X»")):
        t = translator(lang)
        for key in keys:
            said = t(f"gin_rummy.act.{key}", card="X")
            assert quoted in said and ":" not in said, said
    moves = [
        {"action": "discard Jc", "kind": "discard", "cards": ["Jc"], "pile": "", "target": -1},
        {"action": "layoff Jc", "kind": "layoff", "cards": ["Jc"], "pile": "", "target": 1},
    ]
    cs = translator("cs")
    said = [gin_ui.describe_move(move, cs) for move in moves]  # type: ignore[arg-type]
    assert said == ["odhodit kartu „křížový kluk“", "přiložit kartu „křížový kluk“"], said


def test_the_upcard_button_is_named_with_the_card_and_its_suit() -> None:
    """Issue 30, Gin 4 (round 5): the upcard button must name the card, by its content, with no
    aria-label of its own that would leave the words on show out of its name. Round 8, Gin 3: the
    picture's name came first and a reader heard "10 10 Take the upcard", no suit: the words on show
    say the card ("Take the 10♦"), the picture is hidden from the name."""
    upcard = re.compile(r'<button[^>]*id="upcard"[^>]*>(.*?)</button>', re.DOTALL)

    def name(found: re.Match[str] | None) -> str:
        """The button's name as its content gives it: the text outside the hidden picture."""
        assert found is not None and not re.match(r"<button[^>]*aria-label", found.group(0))
        shown = re.sub(r'<span class="upcard-face" aria-hidden="true">.*?</span></span></span>', "", found.group(1))
        assert "aria-label" not in shown, shown
        return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", shown)).strip()

    assert name(upcard.search(gin_ui.render_table(view_with(upcard="Td", legal=["take upcard"]), (), CTX, T))) == (
        "Take the 10♦"
    )
    hand = view_with()["hand"]
    not_now = upcard.search(
        gin_ui.render_table(view_with(upcard="Td", legal=["discard " + c for c in hand]), (), CTX, T)
    )
    assert name(not_now) == "Upcard: 10♦ can’t take it now"
    cs = upcard.search(gin_ui.render_table(view_with(upcard="Jc", legal=["take upcard"]), (), CTX, translator("cs")))
    assert name(cs) == "Vzít si J♣"


def test_the_game_over_table_says_which_points_are_the_hands_and_which_total_has_the_bonuses() -> None:
    """Issue 30, Gin 6 (round 5): the panel's "Points: 97" (with the bonuses) beside the table's
    "Points 37" (the hands alone) read as a contradiction."""
    final = [
        {"item": "points", "seat": 0, "points": 37},
        {"item": "points", "seat": 1, "points": 105},
        {"item": "game_bonus", "seat": 1, "points": 100},
        {"item": "line_bonus", "seat": 0, "points": 60},
        {"item": "line_bonus", "seat": 1, "points": 180},
        {"item": "total", "seat": 0, "points": 97},
        {"item": "total", "seat": 1, "points": 385},
    ]
    view: Any = {**view_with(), "final": final, "last_hand": None}
    html = gin_ui.render_game_summary({"winners": [1]}, view, ["Ann", "Bob"], T)
    rows = re.findall(r'<th scope="row">([^<]*)</th>', html)
    assert rows == ["Points from the hands", "Game bonus", "Line bonus (hands won)", "Total with bonuses"], rows
    # A one-hand match has no bonuses: its total is just "Total".
    single = [{"item": "total", "seat": 0, "points": 8}, {"item": "total", "seat": 1, "points": -8}]
    html = gin_ui.render_game_summary({"winners": [0]}, {**view, "final": single}, ["Ann", "Bob"], T)
    assert re.findall(r'<th scope="row">([^<]*)</th>', html) == ["Total"]


def test_the_knock_hint_selects_the_card_it_discards_face_down() -> None:
    """Issue 30, Gin 3 (round 7): a hinted knock selected nothing, while every other hint shows its
    card: it selects the card the knock will discard face down (Ann holds 9♠ 9♣ 9♦ 6♣ 6♦ 6♥ 10♠ J♠ Q♠
    2♣ and draws 4♣: her knock discards 4♣ and keeps 2♣, 2 deadwood)."""
    rules = rules_with()
    state = deal(rules, "9s 9c 9d 6c 6d 6h Ts Js Qs 2c", "Ah 3h 5h 7h 9h Jh Kh 2d 4d 8d", "Kc", stock="4c")
    view = rules.view(play(rules, state, "pass", "pass", "draw stock"), 0)
    knock = next(move for move in view["moves"] if move["kind"] == "knock")
    assert knock["cards"] == ["4c"]
    table = gin_ui.GinRummyTable()
    selected = table.ui_for_hint(view, (), "knock")
    assert [gin_ui.display_order(view)[i] for i in selected] == ["4c"]
    html = gin_ui.render_table(view, selected, CTX, T)
    chosen = re.search(r'<button[^>]*data-card="4c"[^>]*>', html)
    assert chosen is not None and 'aria-pressed="true"' in chosen.group(0)


def test_french_reads_naturally_on_the_upcard_the_new_card_and_the_hints() -> None:
    """Issue 30, Gin 4 (round 7): "à ne pas prendre" read as advice (not "can't take it now"),
    "reçue" for the card just drawn as if it were a gift, "Terminé pose 6♦" as a broken sentence."""
    assert FR("gin_rummy.upcard_not_now") == "indisponible pour l’instant"
    assert FR("gin_rummy.new_card") == "nouvelle" and FR("gin_rummy.taken_card") == "prise"
    knock = {"action": "knock", "kind": "knock", "cards": ["Qs"], "pile": "", "target": -1}
    said = FR("hint.says", action=gin_ui.describe_move(knock, FR))  # type: ignore[arg-type]
    assert said == "Indice\u00a0: frapper, dame de pique à la défausse face cachée", said
    done = FR("gin_rummy.done_lays_off", cards="6♦", count=19, knocker=6)
    assert done.startswith("«\u00a0Terminé\u00a0» ajoute 6♦ pour vous\u00a0:"), done


def test_every_control_not_usable_now_says_why_the_one_way() -> None:
    """Issue 30, Gin 5 (round 7): the stock, the upcard and the hand's cards out of their step were
    only aria-disabled (a tap went to the engine, whose refusal came as a red line beside the hand)
    while others said why on the status line: each now carries its reason (``unavailable``)."""
    rules = rules_with()
    state = deal(rules, "9s 9c 9d 6c 6d 6h Ts Js Qs 2c", "Ah 3h 5h 7h 9h Jh Kh 2d 4d 8d", "Kc", stock="4c")
    for moves, seat in (((), 0), (("pass", "pass"), 0), (("pass", "pass", "draw stock"), 0), (("pass",), 0)):
        view = rules.view(play(rules, state, *moves), seat)
        html = gin_ui.render_table(view, (), CTX, T)
        unavailable = re.findall(r'<button[^>]*aria-disabled="true"[^>]*>', html)
        assert unavailable, moves
        assert all("data-why=" in button for button in unavailable), (moves, unavailable)
    waiting = gin_ui.render_table(rules.view(play(rules, state, "pass"), 0), (), CTX, T)
    stock = re.search(r'<button[^>]*id="stock"[^>]*>', waiting)
    assert stock is not None and 'data-why="It&#x27;s not your turn yet. Please wait."' in stock.group(0), stock
    table = gin_ui.GinRummyTable()
    said = table.on_input(rules.view(play(rules, state, "pass", "pass", "draw stock"), 0), (), "discard", {})
    assert said == Say("gin_rummy.choose_discard", kind="info")


def test_each_meld_of_the_hand_is_one_box_that_keeps_its_cards_on_a_row() -> None:
    """Issue 30, Gin 6 (round 7): on a phone a meld of the hand wrapped across two rows: each
    meld's cards lie in one box (css: it never wraps); sorted by suit, the melds are not together."""
    view = view_with(
        hand=["Ks", "2h", "3h", "4h", "9c", "9d", "9s", "Qd", "Ah", "5c"],
        arrangement={"melds": [["2h", "3h", "4h"], ["9c", "9d", "9s"]], "deadwood": ["Ah", "5c", "Qd", "Ks"]},
    )
    html = gin_ui.render_table(view, (), CTX, T)
    groups = re.findall(r'<span class="meld-group">(.*?)</span>(?=<button|<span class="meld-group"|</div>)', html)
    assert [re.findall(r'data-card="(\w+)"', group) for group in groups] == [["2h", "3h", "4h"], ["9c", "9d", "9s"]]
    assert 'class="meld-group"' not in gin_ui.render_table(view, (), CTX, T, sort="suit")


def test_the_default_rules_have_one_name_in_the_lobby_and_on_the_rules_page() -> None:
    """Issue 30, Gin 7 (round 7): the lobby said "Rules · standard", the rules page and the profile
    "Classic": one name, the lobby's, in every language."""
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        standard = t("lobby.rules_standard")
        assert t("gin_rummy.opt.preset.default").lower() == standard.lower(), lang
        assert t("gin_rummy.opt.preset.help").lower().startswith(standard.lower()), lang
        assert standard.lower() in t("gin_rummy.help").lower(), lang


def test_the_viewers_own_moves_are_told_as_yours() -> None:
    """Issue 30, Gin 2 (round 8): the person's own moves were told as "Player 1 drew from the stock",
    "Joueur 1 frappe !" at their seat, at the piles and in the moves, beside "Vous avez défaussé…";
    the log said "on Player 1 (you)'s melds"."""
    rules, before = replayed(LAYOFF_LOG[:4])
    state = rules.apply_action(before, 0, rules.action_from_str("draw stock"))
    ctx = TableContext(
        names=["Ann", "Bob"], levels=[None, "hard"], moves=(moved(rules, before, 0, "draw stock", state, 0),)
    )
    html = gin_ui.render_table(rules.view(state, 0), (), ctx, T)
    assert html.count("You drew from the stock.") == 2 and "Ann drew" not in html  # at the seat, at the piles
    french = gin_ui.render_table(rules.view(state, 0), (), ctx, FR)
    assert "Vous avez pioché dans le talon." in french and "Vous piochez dans le talon." in french
    assert "Ann drew from the stock." in gin_ui.render_table(rules.view(state, 1), (), ctx, T)  # Bob's table
    knock = {"kind": "knock", "seat": 0, "params": {}}
    assert gin_ui.describe_event(knock, ["Ann (you)", "Bob"], 0, FR) == "Vous frappez\u00a0!"
    assert gin_ui.describe_event(knock, ["Ann", "Bob (you)"], 1, FR) == "Ann frappe\u00a0!"
    turn = {"kind": "lay_off_turn", "seat": 1, "params": {"knocker": 0}}
    assert gin_ui.describe_event(turn, ["Ann (you)", "Bob"], 0, T) == "Bob may now lay off cards on your melds."
    # Bob knocked and laid his melds: Ann, defending, reads Bob's; Bob reads his own as his.
    rules, declaring = replayed(LAYOFF_LOG[:19])
    state = rules.apply_action(declaring, 1, rules.action_from_str("done"))
    ctx = TableContext(names=["Ann", "Bob"], levels=[None, None], moves=(moved(rules, declaring, 1, "done", state, 1),))
    assert "Bob's melds" in gin_ui.render_table(rules.view(state, 0), (), ctx, T)
    bobs = gin_ui.render_table(rules.view(state, 1), (), ctx, T)
    assert "Your melds" in bobs and "Your deadwood: 6" in bobs and "You laid down your melds" in bobs


def test_french_says_openspiel_is_a_game_engine_not_a_search_engine() -> None:
    """Issue 30, Gin 4 (round 8): "comme le moteur de recherche" reads "like the search engine"."""
    for key in ("gin_rummy.help", "gin_rummy.opt.preset.help", "gin_rummy.opt.openspiel_quirks.help"):
        said = FR(key)
        assert "moteur de recherche" not in said and "moteur de jeu" in said, key


def test_what_done_scores_stands_in_the_decision_bar_over_done() -> None:
    """Issue 30, Gin 5 (round 8): under the hand, "Done: your deadwood counts 15 against the
    knocker's 6" lay behind a phone's pinned bar: it is a line of that bar, before Done."""
    rules, state = replayed(LAYOFF_LOG)
    html = gin_ui.render_table(rules.view(state, 0), (), TableContext(names=["Ann", "Bob"], levels=[None, None]), T)
    bar = re.search(r'<div class="hand-actions decision-bar" data-decision[^>]*>(.*?)</div>', html, re.DOTALL)
    assert bar is not None and bar.group(1).startswith('<p class="done-says">Done lays off 6♦'), bar
    assert bar.group(1).index("done-says") < bar.group(1).index('data-move="done"')


def test_french_names_the_upcard_one_way_and_a_defender_adds_nothing_not_nothing_more() -> None:
    """Issue 30, Gin 6 (round 8): "carte visible", "Prendre la première carte", "Prendre la carte" named
    the upcard three ways; "Robot 2 n'a plus rien à ajouter" when it had added nothing."""
    for key in ("gin_rummy.phase.first_upcard", "gin_rummy.act.take_upcard_and_knock", "gin_rummy.opt.oklahoma.help"):
        assert "carte visible" in FR(key), key
    assert FR("gin_rummy.event.defender_done", name="Robot 2") == "Robot 2 n’a rien à ajouter."
