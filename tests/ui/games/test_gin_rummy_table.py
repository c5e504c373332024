"""The Gin Rummy table markup: grouping, legal controls only, knock/gin labels, escaping."""

from __future__ import annotations

from cardtable.app.i18n import translator
from cardtable.engine import registry
from cardtable.ui.games.gin_rummy import table as gin_ui
from cardtable.ui.kit import TableContext

T = translator("en")
CTX = TableContext(names=["<b>Ann</b>", "Bob"], levels=[None, "normal"])


def view_with(**changes: object) -> dict:
    rules = registry.get("gin_rummy", {"first_player": 0})
    view = rules.view(rules.new_game(2, seed=4), 0)
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
    assert '<button type="button" class="pile stock" data-action="act" data-move="draw stock" disabled' in html


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
    from cardtable.ui.kit import LastMove

    table = gin_ui.GinRummyTable()
    view = view_with()
    before = dict(view, upcard="7d")
    took = TableContext(names=["Ann", "Bob"], levels=[None, "normal"], last_move=LastMove(1, "take upcard", before))
    html = table.render(view, (), took, T)
    assert "Bob took the upcard" in html and "7 of diamonds" in html and "pile upcard just-moved" in html
    drew = TableContext(names=["Ann", "Bob"], levels=[None, "normal"], last_move=LastMove(1, "draw stock", view))
    assert "pile stock just-moved" in table.render(view, (), drew, T) and "Bob drew from the stock" in table.render(view, (), drew, T)


def test_the_knockers_face_down_discard_is_never_named_in_the_log() -> None:
    table = gin_ui.GinRummyTable()
    line = table.describe_move("Bob", "discard Ks", {"phase": "knock_discard"}, T)
    assert "K" not in line.replace("Bob", "") and "face down" in line
    assert "K of spades" in table.describe_move("Bob", "discard Ks", {"phase": "discard"}, T)
