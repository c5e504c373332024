"""The Let's Divide table: dividers by drag, tap and key; votes kept secret; steps and board."""

from __future__ import annotations

import re

from table_moves import moved

from cardtable.app.i18n import translator
from cardtable.engine import registry
from cardtable.engine.games.divide.rules import FULL_DECK
from cardtable.ui.games.divide import TABLE
from cardtable.ui.games.divide import table as ui
from cardtable.ui.kit import Say, Submit, TableContext

T = translator("en")
CTX = TableContext(names=["<b>Ann</b>", "Bob", "Cleo"], levels=[None, "normal", "hard"])


def game(*rows: str):  # type: ignore[no-untyped-def]
    top = [c for row in rows for c in row.split()]
    rest = list(FULL_DECK)
    for c in top:
        rest.remove(c)
    rules = registry.get("divide", {"first_player": 0})
    return rules, rules.new_game(3, seed=1, deck=top + rest)


def act(rules, state, seat, text):  # type: ignore[no-untyped-def]
    return rules.apply_action(state, seat, rules.action_from_str(text))


def test_dividers_start_in_thirds_and_move_by_tap_drop_and_keys() -> None:
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    dividers = TABLE.new_ui(view)
    assert (dividers.first, dividers.second) == (2, 5)
    html = TABLE.render(view, dividers, CTX, T)
    assert html.count('class="divider') == 2 and 'data-move="split 2 5"' in html
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "<b>Ann</b>" not in html
    tapped = TABLE.on_input(view, dividers, "gap", {"gap": "6"})
    assert isinstance(tapped, ui.Dividers) and (tapped.first, tapped.second, tapped.active) == (2, 6, 1)
    dropped = TABLE.on_input(view, tapped, "drop", {"from-divider": "0", "to-gap": "4"})
    assert isinstance(dropped, ui.Dividers) and (dropped.first, dropped.second) == (4, 6)
    blocked = TABLE.on_input(view, dropped, "drop", {"from-divider": "0", "to-gap": "6"})
    assert isinstance(blocked, ui.Dividers) and (blocked.first, blocked.second) == (5, 6)  # never past the other
    # The arrows reach the table only from a focused divider (the page sends its data-divider).
    assert 'data-arrow-input="nudge-divider"' in html and 'id="divider-1"' in html
    assert TABLE.on_key(view, dividers, "ArrowLeft") is None  # no divider has the focus: nothing moves
    moved = TABLE.on_input(view, dividers, "nudge-divider", {"divider": "0", "key": "ArrowLeft"})
    assert isinstance(moved, ui.Dividers) and moved.first == 1
    switched = TABLE.on_key(view, moved, "o")
    assert isinstance(switched, ui.Dividers) and switched.active == 1
    right = TABLE.on_input(view, moved, "nudge-divider", {"divider": "1", "key": "ArrowRight"})
    assert isinstance(right, ui.Dividers) and (right.second, right.active) == (6, 1)
    assert TABLE.on_input(view, right, "nudge-divider", {"divider": "1", "key": "ArrowRight"}) == ui.Dividers(
        1, 6, 1
    )  # the row ends there
    assert TABLE.on_key(view, right, "Enter") == Submit("split 1 6")
    assert TABLE.ui_for_hint(view, dividers, "split 3 4") == ui.Dividers(3, 4, 0)


def test_others_cannot_move_the_dividers() -> None:
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 1)
    dividers = TABLE.new_ui(view)
    assert TABLE.on_input(view, dividers, "gap", {"gap": "6"}) == dividers
    assert TABLE.on_key(view, dividers, "ArrowLeft") is None
    assert 'class="divider' not in TABLE.render(view, dividers, CTX, T)


def test_a_vote_shows_only_in_the_voters_own_view_and_not_in_the_log() -> None:
    rules, state = game("1 2 3 4 5 6 7")
    state = act(rules, state, 0, "split 2 4")
    voting, state = state, act(rules, state, 1, "vote K")
    mine = TABLE.render(rules.view(state, 1), ui.Dividers(), CTX, T)
    assert "You chose black" in mine and "is-chosen" in mine
    theirs = TABLE.render(rules.view(state, 0), ui.Dividers(), CTX, T)
    assert "is-chosen" not in theirs and "black. Waiting" not in theirs and "has voted" in theirs
    assert 'data-move="vote W"' in theirs and 'data-move="vote B"' in theirs
    events = [e.to_dict() for e in rules.events(voting, 1, rules.action_from_str("vote K"), state)]
    assert [TABLE.describe_event(e, ["Ann", "Bob", "Cy"], 0, T) for e in events] == ["Bob voted."]
    assert "K" not in str(events)
    assert TABLE.on_key(rules.view(state, 0), ui.Dividers(), "1") == Submit("vote W")


def test_reveal_and_resplit_are_shown_as_steps_nested() -> None:
    rules4 = registry.get("divide", {"first_player": 3})
    top = "4 7 7 6 9 J 8 2 10".split()
    rest = list(FULL_DECK)
    for c in top:
        rest.remove(c)
    state = rules4.new_game(4, seed=1, deck=top + rest)
    names = ["Diana", "Ilya", "Maxim", "Oksana"]
    splitting, state = state, act(rules4, state, 3, "split 3 5")
    (split,) = rules4.events(splitting, 3, rules4.action_from_str("split 3 5"), state)
    # Said aloud and in the log, the split names its parts (the table draws them).
    assert TABLE.describe_event(split.to_dict(), names, None, T) == (
        "The row cut into three: white 4, 7, 7; light blue 6, 9; black joker, 8, 2, 10"
    )
    lines = []
    for seat, label in ((0, "B"), (1, "K"), (2, "W"), (3, "K")):
        voting, state = state, act(rules4, state, seat, f"vote {label}")
        events = rules4.events(voting, seat, rules4.action_from_str(f"vote {label}"), state)
        lines += [TABLE.describe_event(e.to_dict(), names, None, T) for e in events if e.kind != "vote"]
    ctx = TableContext(names=names, levels=[None] * 4, moves=(moved(rules4, voting, 3, "vote K", state),))
    view = rules4.view(state, 3)
    assert lines[0] == "Votes on the row: Diana: light blue, Ilya: black, Maxim: white, Oksana: black."
    assert "Maxim takes 4, 7, 7 (part: white)." in lines  # a sentence, not "takes: white. 4 7 7"
    html = TABLE.render(view, TABLE.new_ui(view), ctx, T)
    assert "Dividing again: black part, chosen by Ilya, Oksana" in html
    assert 'class="step ev-votes depth-0 is-new just-moved" style="--step: 0"' in html
    assert 'class="step ev-award depth-0 is-new" style="--step: 1"' in html
    assert 'class="step ev-split depth-0"' in html  # the split came before: not new
    state = act(rules4, state, 3, "split 2 3")
    state = act(rules4, state, 3, "vote W")
    state = act(rules4, state, 1, "vote K")
    html = TABLE.render(rules4.view(state, 0), TABLE.new_ui(rules4.view(state, 0)), ctx, T)
    assert "Last round" in html and "depth-1" in html and "Oksana takes black → white." in html
    assert "Oksana’s" not in html and "Oksana's joker joins the 8s by itself." in html


def test_board_shows_collections_with_jokers_and_the_leaders() -> None:
    rules, state = game("J 3 8 5 6 6 7")
    state = act(rules, state, 0, "split 3 4")
    state = act(rules, state, 0, "vote W")
    state = act(rules, state, 1, "vote B")
    state = act(rules, state, 2, "vote K")
    assert rules.view(state, 0)["phase"] == "attach"
    html = TABLE.render(rules.view(state, 0), ui.Dividers(), CTX, T)
    assert 'data-move="attach 3"' in html and 'data-move="attach 8"' in html
    assert TABLE.on_key(rules.view(state, 0), ui.Dividers(), "8") == Submit("attach 8")
    assert isinstance(TABLE.on_key(rules.view(state, 0), ui.Dividers(), "2"), Say)
    state = act(rules, state, 0, "attach 8")
    html = TABLE.render(rules.view(state, 1), TABLE.new_ui(rules.view(state, 1)), CTX, T)
    assert '2<span class="jk"> (1 joker)</span>' in html and "★" in html


def test_every_language_renders_a_whole_game() -> None:
    rules = registry.get("divide", {"first_player": 1})
    state = rules.new_game(4, seed=8)
    from cardtable.engine.rng import Rng

    rng = Rng.from_seed(2)
    names = ["A", "B", "C", "D"]
    ctx = TableContext(names=names, levels=[None] * 4)
    for lang in ("en", "ru", "cs", "fr"):
        TABLE.render(rules.view(state, 0), TABLE.new_ui(rules.view(state, 0)), ctx, translator(lang))
    while rules.to_act(state):
        seat = rng.choice(rules.to_act(state))
        state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
        view = rules.view(state, seat)
        TABLE.render(view, TABLE.new_ui(view), ctx, T)
    outcome = rules.outcome(state)
    assert outcome is not None
    for lang in ("en", "ru", "cs", "fr"):
        html = TABLE.render_game_summary(outcome.to_dict(), rules.view(state, None), names, translator(lang))
        assert html.count("<tr") == 13


def test_each_seats_revealed_vote_stays_at_its_seat() -> None:
    rules, state = game("J 3 8 5 6 6 7")
    moves = []
    state = act(rules, state, 0, "split 3 4")
    for seat, label in ((0, "W"), (1, "B"), (2, "K")):
        voting, state = state, act(rules, state, seat, f"vote {label}")
        moves.append(moved(rules, voting, seat, f"vote {label}", state, 0))
    ctx = TableContext(names=["Ann", "Bob", "Cleo"], levels=[None, "normal", "hard"], moves=tuple(moves))
    html = TABLE.render(rules.view(state, 0), ui.Dividers(), ctx, T)
    for seat, label in ((0, "white"), (1, "light blue"), (2, "black")):
        chip = re.search(
            rf'data-seat="{seat}">.*?<span class="vote-chip seat-vote[^"]*">(.*?)</span></span>', html, re.DOTALL
        )
        assert chip is not None and label in chip.group(1), seat
    # Before the reveal a vote stays secret at its seat.
    secret = TableContext(names=["Ann", "Bob", "Cleo"], levels=[None, "normal", "hard"], moves=tuple(moves[:2]))
    assert "seat-vote" not in TABLE.render(rules.view(state, 0), ui.Dividers(), secret, T)


def test_a_taken_part_reads_as_a_sentence_in_every_language() -> None:
    """Issue 30: "Бот 3 берёт: голубая → белая → белая → чёрная. 8" read as a row of words."""
    from cardtable.app.i18n import translator

    event = {"kind": "award", "seat": 2, "params": {"path": "BWWK", "cards": ["8", "J"]}}
    names = ["Ann", "Bob", "Бот 3"]
    said = {lang: TABLE.describe_event(event, names, None, translator(lang)) for lang in ("en", "ru", "cs", "fr")}
    assert said["ru"] == "Бот 3 берёт 8, джокер (часть: голубая → белая → белая → чёрная)."
    assert said["en"].startswith("Бот 3 takes 8, joker (part: light blue → white → white → black)")


def test_every_vote_is_logged_with_no_gendered_verb() -> None:
    """Issue 30: "сделал(а) выбор"; each seat's secret vote is logged, as "{name}: выбор сделан"."""
    from cardtable.app.i18n import translator

    rules, state = game("1 2 3 4 5 6 7")
    state = act(rules, state, 0, "split 2 4")
    names = ["Ann", "Bob", "Cy"]
    for lang, said in (("ru", "Bob: выбор сделан."), ("cs", "Bob: hlas odevzdán.")):
        voting, after = state, act(rules, state, 1, "vote K")
        events = [e.to_dict() for e in rules.events(voting, 1, rules.action_from_str("vote K"), after)]
        assert [TABLE.describe_event(e, names, 0, translator(lang)) for e in events] == [said]
