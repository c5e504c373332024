"""The Let's Divide table: dividers by drag, tap and key; votes kept secret; steps and board."""

from __future__ import annotations

import re
from dataclasses import replace

from table_moves import moved

from cardtable.app.i18n import translator
from cardtable.engine import registry
from cardtable.engine.core import JsonDict
from cardtable.engine.games.divide.rules import FULL_DECK, DivideRules, DivideState
from cardtable.engine.rng import Rng
from cardtable.ui import dialogs
from cardtable.ui.games.divide import TABLE
from cardtable.ui.games.divide import table as ui
from cardtable.ui.kit import LastMove, Say, Submit, TableContext

T = translator("en")
CTX = TableContext(names=["<b>Ann</b>", "Bob", "Cleo"], levels=[None, "normal", "hard"])


def rules_with(**options: object) -> DivideRules:
    rules = registry.get("divide", options)
    assert isinstance(rules, DivideRules)
    return rules


def game(*rows: str) -> tuple[DivideRules, DivideState]:
    top = [c for row in rows for c in row.split()]
    rest = list(FULL_DECK)
    for c in top:
        rest.remove(c)
    rules = rules_with(first_player=0)
    return rules, rules.new_game(3, seed=1, deck=top + rest)


def act(
    rules: DivideRules, state: DivideState, seat: int, text: str, told: list[LastMove] | None = None
) -> DivideState:
    """Play ``text``; the move, as the table gets it, goes on ``told`` when one is given."""
    after = rules.apply_action(state, seat, rules.action_from_str(text))
    if told is not None:
        told.append(moved(rules, state, seat, text, after))
    return after


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
    at_end = TABLE.on_input(view, right, "nudge-divider", {"divider": "1", "key": "ArrowRight"})
    assert isinstance(at_end, Say) and at_end.key == "divide.push_refused"  # the row ends there: it says so
    assert at_end.ui == ui.Dividers(1, 6, 1)
    assert TABLE.on_key(view, right, "Enter") == Submit("split 1 6")
    assert TABLE.ui_for_hint(view, dividers, "split 3 4") == ui.Dividers(3, 4, 0)


def test_a_divider_wraps_with_the_part_after_it() -> None:
    """Issue 30, Divide round 8, 3: on a phone the row of nine wrapped with the black part alone
    on the second line, its divider left at the end of the first: each divider opens the run of
    the part after it, so the two never part."""
    rules, state = game("10 8 6 9 8 8 5 9 J")
    view = rules.view(state, 0)
    html = TABLE.render(view, TABLE.new_ui(view), CTX, T)
    runs = re.findall(r'<span class="part-run in-(\w)">(.*?)</span>(?=<span class="part-run|</div>)', html, re.DOTALL)
    assert [label for label, _ in runs] == ["W", "B", "K"]
    assert 'id="divider' not in runs[0][1]
    for (_, run), which in zip(runs[1:], (0, 1)):
        assert run.startswith('<button type="button" class="divider'), run[:80]
        assert f'id="divider-{which}"' in run and run.count('class="divider') == 1


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
    events = [e.to_dict() for e in rules.step(voting, 1, rules.action_from_str("vote K")).events]
    assert [TABLE.describe_event(e, ["Ann", "Bob", "Cy"], 0, T) for e in events] == ["Bob voted."]
    assert "K" not in str(events)
    assert TABLE.on_key(rules.view(state, 0), ui.Dividers(), "1") == Submit("vote W")


def test_reveal_and_resplit_are_shown_as_steps_nested() -> None:
    rules4 = rules_with(first_player=3)
    top = "4 7 7 6 9 J 8 2 10".split()
    rest = list(FULL_DECK)
    for c in top:
        rest.remove(c)
    state = rules4.new_game(4, seed=1, deck=top + rest)
    names = ["Diana", "Ilya", "Maxim", "Oksana"]
    view = rules4.view(state, 3)
    html = TABLE.render(view, TABLE.new_ui(view), TableContext(names=names, levels=[None] * 4), T)
    assert 'class="step ev-row depth-0"><span class="step-text">Oksana turns up the row.' in html  # dealt, no move
    told: list[LastMove] = []  # the table tells the round from the moves' own events
    state = act(rules4, state, 3, "split 3 5", told)
    (split,) = told[-1].events
    # Said aloud and in the log, the split names its parts (the table draws them).
    assert TABLE.describe_event(split, names, None, T) == (
        "The row cut into three: white 4, 7, 7; light blue 6, 9; black joker, 8, 2, 10"
    )
    lines = []
    for seat, label in ((0, "B"), (1, "K"), (2, "W"), (3, "K")):
        state = act(rules4, state, seat, f"vote {label}", told)
        lines += [TABLE.describe_event(e, names, None, T) for e in told[-1].events if e["kind"] != "vote"]
    ctx = TableContext(names=names, levels=[None] * 4, moves=tuple(told), since_deal=tuple(told))
    view = rules4.view(state, 3)
    assert lines[0] == "Votes on the row: Diana (light blue), Ilya (black), Maxim (white), Oksana (black)."
    assert "Maxim takes 4, 7, 7 (part: white)." in lines  # a sentence, not "takes: white. 4 7 7"
    html = TABLE.render(view, TABLE.new_ui(view), ctx, T)
    assert "Dividing again: black part, chosen by Ilya and Oksana" in html
    assert 'class="step ev-row depth-0"><span class="step-text">Oksana turns up the row.' in html
    # The reveal and what it did are told once, by the votes on the table (issue 30, Divide round 7, 7).
    assert 'class="vote-round is-new just-moved"' in html and "Maxim takes white." in html
    assert 'class="step ev-votes' not in html and 'class="step ev-award' not in html
    assert 'class="step ev-split depth-0"' in html  # the split came before: not new
    state = act(rules4, state, 3, "split 2 3", told)
    state = act(rules4, state, 3, "vote W", told)
    state = act(rules4, state, 1, "vote K", told)
    ctx = TableContext(names=names, levels=[None] * 4, moves=tuple(told), since_deal=tuple(told))
    html = TABLE.render(rules4.view(state, 0), TABLE.new_ui(rules4.view(state, 0)), ctx, T)
    assert "Previous round" in html and "depth-1" in html and "Oksana takes joker, 8." in html
    assert "Oksana’s" not in html and "Oksana's joker joins the 8s by itself." in html
    # The whole first round, from its row: the next row is on the table, so its votes are told
    # by the previous round's steps, not above the new row.
    assert html.count('class="step ') == 11 and "turns up the row" in html
    assert 'class="vote-round' not in html


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
    # The count, then its ♛ when it leads, then its jokers (a phone puts them on their own line).
    assert re.search(
        r'<td[^>]*>2(<span class="star"> ♛</span><span class="sr-only">[^<]*</span>)?'
        r'<span class="jk"> \(1 joker\)</span></td>',
        html,
    )
    assert "♛" in html
    # ★ is the seat strip's "you" (issue 30, 9): the board's lead mark is another one.
    assert "★" not in html.split('class="board"')[1]


def test_every_language_renders_a_whole_game() -> None:
    rules = rules_with(first_player=1)
    state = rules.new_game(4, seed=8)
    rng = Rng.from_seed(2)
    names = ["A", "B", "C", "D"]
    ctx = TableContext(names=names, levels=[None] * 4)
    for lang in ("en", "ru", "cs", "fr"):
        html = TABLE.render(rules.view(state, 0), TABLE.new_ui(rules.view(state, 0)), ctx, translator(lang))
        assert 'data-move="split ' not in html and 'class="step ev-row' in html  # B leads; the row is told
    while rules.to_act(state):
        seat = rng.choice(rules.to_act(state))
        state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
        view = rules.view(state, rules.to_act(state)[0] if rules.to_act(state) else seat)
        html = TABLE.render(view, TABLE.new_ui(view), ctx, T)
        # Every move offered is a button or the Split button under the dividers.
        offered = set(re.findall(r'data-move="([^"]+)"', html))
        assert offered <= set(view["legal"]) and bool(offered) == bool(view["legal"])
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
    event = {"kind": "award", "seat": 2, "params": {"path": "BWWK", "cards": ["8", "J"]}}
    names = ["Ann", "Bob", "Бот 3"]
    said = {lang: TABLE.describe_event(event, names, None, translator(lang)) for lang in ("en", "ru", "cs", "fr")}
    assert said["ru"] == "Бот 3 берёт 8, джокер (часть: чёрная из белой после нового деления)."
    assert said["en"].startswith("Бот 3 takes 8, joker (part: black from white after another cut)")


def test_every_vote_is_logged_with_no_gendered_verb() -> None:
    """Issue 30: "сделал(а) выбор"; each seat's secret vote is logged, as "{name}: выбор сделан"."""
    rules, state = game("1 2 3 4 5 6 7")
    state = act(rules, state, 0, "split 2 4")
    names = ["Ann", "Bob", "Cy"]
    for lang, said in (("ru", "Bob: выбор сделан."), ("cs", "Bob: hlas odevzdán.")):
        events = [e.to_dict() for e in rules.step(state, 1, rules.action_from_str("vote K")).events]
        assert [TABLE.describe_event(e, names, 0, translator(lang)) for e in events] == [said]


def test_every_control_comes_from_the_structured_moves() -> None:
    """The table builds its buttons and keys from ``view["moves"]`` and submits a move's
    ``action``: a move left out of ``moves`` has no control, whatever ``legal`` says."""
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    assert TABLE.on_key(view, TABLE.new_ui(view), "Enter") == Submit("split 2 5")
    no_split = {**view, "moves": [m for m in view["moves"] if m["cuts"] != [2, 5]]}
    assert 'id="split"' not in TABLE.render(no_split, TABLE.new_ui(view), CTX, T)
    assert TABLE.on_key(no_split, TABLE.new_ui(view), "Enter") is None
    state = act(rules, state, 0, "split 2 4")
    view = rules.view(state, 1)
    assert [(m["kind"], m["label"]) for m in view["moves"]] == [("vote", "W"), ("vote", "B"), ("vote", "K")]
    no_white = {**view, "moves": view["moves"][1:]}
    html = TABLE.render(no_white, ui.Dividers(), CTX, T)
    assert 'data-move="vote W"' not in html and 'data-move="vote B"' in html
    assert TABLE.on_key(no_white, ui.Dividers(), "1") == Say("divide.not_offered", {"label": "W"})
    assert TABLE.on_key(no_white, ui.Dividers(), "3") == Submit("vote K")
    assert TABLE.ui_for_hint(view, ui.Dividers(1, 2, 1), "vote K") == ui.Dividers(1, 2, 1)
    moves = [
        {"action": "vote K", "kind": "vote", "cards": [], "label": "K", "cuts": [], "value": 0},
        {"action": "split 3 5", "kind": "split", "cards": [], "label": "", "cuts": [3, 5], "value": 0},
        {"action": "discard W", "kind": "discard", "cards": [], "label": "W", "cuts": [], "value": 0},
        {"action": "attach 7", "kind": "attach", "cards": [], "label": "", "cuts": [], "value": 7},
    ]
    said = [TABLE.describe_move(move, CTX.names, T) for move in moves]
    assert said == ["choose black", "cut after card 3 and after card 5", "discard white", "put the joker on 7"]


def _seat_chips(rules: DivideRules, state: DivideState, moves: list[LastMove]) -> int:
    """The vote chips at the seats, each seat's latest move on the table (as ``screen.seat_moves``)."""
    latest = {move.seat: move for move in moves}
    ordered = tuple(sorted(latest.values(), key=moves.index))
    ctx = TableContext(names=["Ann", "Bob", "Cleo"], levels=[None, "normal", "hard"], moves=ordered)
    return TABLE.render(rules.view(state, 0), ui.Dividers(), ctx, T).count("seat-vote")


def test_last_votes_leave_the_seats_when_a_new_vote_or_round_starts() -> None:
    """Issue 30, 6: chips of a finished vote would say everyone has voted already."""
    rules, state = game("J 3 8 5 6 6 7", "1 2 3 4 5 6 7")
    moves: list[LastMove] = []
    state = act(rules, state, 0, "split 3 4")
    for seat, label in ((0, "W"), (1, "W"), (2, "K")):
        state = act(rules, state, seat, f"vote {label}", moves)
    assert _seat_chips(rules, state, moves) == 3  # Ann re-splits white: the votes are on show
    state = act(rules, state, 0, "split 1 2", moves)
    assert state.phase.value == "vote" and _seat_chips(rules, state, moves) == 0  # the sub-vote starts
    state = act(rules, state, 0, "vote W", moves)
    state = act(rules, state, 1, "vote K", moves)  # Ann: the joker waits; Bob takes 8: the round ends
    assert state.round == 2 and _seat_chips(rules, state, moves) == 0  # a new round, nobody voted yet


def test_the_discarded_part_says_why_it_cannot_be_chosen() -> None:
    """Issue 30, 9: a vote for the part put aside says why, by key and by tap; the tag stays
    with the part's name when the heading wraps."""
    rules = rules_with(first_player=0)
    state = rules.new_game(2, seed=1)
    state = act(rules, state, 0, "split 2 4")
    state = act(rules, state, 1, "discard W")
    view = rules.view(state, 0)
    assert TABLE.on_key(view, ui.Dividers(), "1") == Say("divide.part_discarded")
    html = TABLE.render(view, ui.Dividers(), CTX, T)
    button = re.search(r'<button[^>]*id="vote-W"[^>]*>', html)
    assert button is not None and 'aria-disabled="true"' in button.group(0)
    assert 'data-why="That part was discarded this round' in button.group(0)
    assert "\u00a0· discarded" in html


def test_the_privacy_screen_says_a_vote_is_secret_only_before_a_vote() -> None:
    """Issue 30, 9: before the leader's public split the screen does not speak of secret votes."""
    rules, state = game("1 2 3 4 5 6 7")
    assert TABLE.privacy_texts(rules.view(state, None)) == ui.PUBLIC_TURN_KEYS
    state = act(rules, state, 0, "split 2 4")
    assert TABLE.privacy_texts(rules.view(state, None)) == TABLE.privacy_keys
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        assert t(ui.PUBLIC_TURN_KEYS[0], name="Ann") != t(TABLE.privacy_keys[0], name="Ann")


def test_the_russian_lobby_is_not_called_menu_inside_the_menu() -> None:
    """Issue 30, 9: the phone's "Меню ▾" holds the way to the lobby, which has its own name."""
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        assert t("table.lobby") != t("table.menu"), lang


def test_after_o_the_arrows_move_the_divider_o_chose() -> None:
    """Issue 30, Divide 4: "o" (the key the rules and the "?" list name) chooses the other
    divider, and the arrows then move that one, though the focus stays on the first."""
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    picked = TABLE.on_input(view, TABLE.new_ui(view), "pick-divider", {"divider": "0"})
    assert isinstance(picked, ui.Dividers) and picked.active == 0
    switched = TABLE.on_key(view, picked, ui.OTHER_DIVIDER_KEY)
    assert isinstance(switched, ui.Dividers) and switched.active == 1
    # The focus goes with the chosen divider (round 5, 4); were it left on the first, its
    # data-divider comes with the key, and the arrows still move the divider "o" chose.
    switched = TABLE.on_input(view, switched, "nudge-divider", {"divider": "0", "key": "ArrowRight"})
    assert isinstance(switched, ui.Dividers)
    assert (switched.first, switched.second, switched.active) == (2, 6, 1)
    assert ui.OTHER_DIVIDER_KEY in [key for key, _ in TABLE.shortcuts()]
    for lang in ("en", "fr", "cs", "ru"):
        rules_text = translator(lang)("divide.help")
        # The key by its letter: "(o switches…)", or Czech "(klávesa O přepne…)" (a bare "o" reads as a preposition).
        key = f"({ui.OTHER_DIVIDER_KEY} " if lang != "cs" else f"klávesa {ui.OTHER_DIVIDER_KEY.upper()} "
        assert key in rules_text and "(d " not in rules_text, lang


def test_o_takes_the_focus_to_the_divider_it_chose_and_a_refused_push_says_why() -> None:
    """Issue 30, Divide round 5, 4: after "o" the gold outline moved to the other divider but the
    focus ring stayed on the first; a divider pushed into the other did nothing, said nothing."""
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    picked = TABLE.on_input(view, TABLE.new_ui(view), "pick-divider", {"divider": "0"})
    assert isinstance(picked, ui.Dividers)
    assert "data-focus-from" not in TABLE.render(view, picked, CTX, T)  # a tap leaves the focus where it is
    switched = TABLE.on_key(view, picked, ui.OTHER_DIVIDER_KEY)
    assert isinstance(switched, ui.Dividers)
    html = TABLE.render(view, switched, CTX, T)
    divider = re.search(r'<button[^>]*id="divider-1"[^>]*>', html)
    assert divider is not None and 'data-focus-from="#divider-0"' in divider.group(0)
    assert html.count("data-focus-from") == 1
    # Divider 1 (after card 5) pushed left up to divider 0 (after card 2): it stops there, and says why.
    near = ui.Dividers(2, 3, 1)
    pushed = TABLE.on_input(view, near, "nudge-divider", {"divider": "1", "key": "ArrowLeft"})
    assert isinstance(pushed, Say) and pushed.key == "divide.push_refused"
    assert pushed.ui is not None and (pushed.ui.first, pushed.ui.second) == (2, 3)
    dropped = TABLE.on_input(view, near, "drop", {"from-divider": "0", "to-gap": "5"})
    assert isinstance(dropped, Say) and dropped.key == "divide.push_refused"
    moved_on = TABLE.on_input(view, near, "nudge-divider", {"divider": "1", "key": "ArrowRight"})
    assert isinstance(moved_on, ui.Dividers) and (moved_on.first, moved_on.second) == (2, 4)


def test_the_hinted_part_lights_its_button_and_the_hint_reads_with_one_colon() -> None:
    """Issue 30, Divide 6: the part the hint suggests has its Choose button lit, and the hint
    line is no "Hint: choose: light blue"."""
    rules, state = game("1 2 3 4 5 6 7")
    state = act(rules, state, 0, "split 2 4")
    view = rules.view(state, 1)
    html = TABLE.render(view, ui.Dividers(), replace(CTX, hint="vote B"), T)
    lit = re.findall(r'<button[^>]*class="[^"]*is-hinted[^"]*"[^>]*>', html)
    assert len(lit) == 1 and 'id="vote-B"' in lit[0]
    assert "is-hinted" not in TABLE.render(view, ui.Dividers(), CTX, T)
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        for action in ("vote B", "discard W"):
            move = TABLE.move_for(view, "vote B") if action == "vote B" else None
            move = move or {"action": action, "kind": "discard", "cards": [], "label": "W", "cuts": [], "value": 0}
            line = t("hint.says", action=TABLE.describe_move(move, CTX.names, t))
            assert line.count(":") == 1, (lang, line)


def test_no_empty_waiting_list_when_every_vote_is_in() -> None:
    """Issue 30, Divide 2: behind the round's summary the finished round's vote is on show with
    nobody to act: no "Waiting for: ." and no Choose button offered."""
    rules, state = game("1 2 3 4 5 6 7")
    state = act(rules, state, 0, "split 2 4")
    for seat in (None, 0, 1):
        finished = {**rules.view(state, seat), "to_act": [], "legal": []}
        html = TABLE.render(finished, ui.Dividers(), CTX, T)
        assert "Waiting for: ." not in html and "Waiting for" not in html, seat
        assert 'data-move="vote' not in html, seat
    html = TABLE.render(rules.view(state, None), ui.Dividers(), CTX, T)
    assert "Waiting for: &lt;b&gt;Ann&lt;/b&gt;, Bob and Cleo." in html  # a live vote still names who


def test_the_round_summary_tells_who_took_what_and_why_parts_were_discarded() -> None:
    """Issue 30, Divide 1: the "Round over" dialog lists the round's outcomes from its moves: a
    part taken with its cards, a part nobody chose, a single card several chose (and who)."""
    rules, state = game("8 6 6 2 3 10 J")
    told: list[LastMove] = []
    state = act(rules, state, 0, "split 1 3", told)  # W [8], B [6, 6], K [2, 3, 10, J]
    state = act(rules, state, 0, "vote B", told)
    state = act(rules, state, 1, "vote B", told)
    state = act(rules, state, 2, "vote W", told)  # Cleo takes the 8; B is halved
    state = act(rules, state, 0, "vote W", told)
    state = act(rules, state, 1, "vote W", told)  # the left 6: a single card both chose
    assert state.round == 2
    names = ["Ann", "Bob", "Cleo"]
    story = TABLE.hand_story(told, names, T)
    assert story is not None
    text = re.sub(r"<[^>]+>", " ", story)
    assert "Cleo takes white." in text
    assert "Nobody chose black: discarded." in text
    # The single card is named by its card, as the list of steps names it ("the white from light
    # blue part is a single card" read as jargon, issue 30, Divide lesson round 2).
    assert "Nobody gets the 6: Ann and Bob chose it." in text
    for lang, said in {"fr": "Personne n’a le 6", "cs": "Kartu 6 nedostane nikdo", "ru": "Карту 6 не получает"}.items():
        assert said in re.sub(r"<[^>]+>", " ", TABLE.hand_story(told, names, translator(lang)) or ""), lang
    assert "Nobody chose the 6: discarded." in text  # a re-split part by its cards (round 8, 2)
    assert "Nothing this round for: Ann and Bob." in text
    assert story.count('class="card dv') == 1 + 4 + 1 + 1  # each part's cards: 8; 2 3 10 J; 6; 6
    html = dialogs.hand_over(TABLE, rules.view(state, None), names, T, told)
    assert html.index("Cleo takes white.") < html.index('class="board"')  # above the board
    assert TABLE.hand_story([], names, T) is None
    for lang in ("fr", "cs", "ru"):
        assert "{" not in re.sub(r"<[^>]+>", " ", TABLE.hand_story(told, names, translator(lang)) or "")


def test_the_rules_name_the_marks_the_table_draws_and_the_tap_that_works() -> None:
    """Issue 30, Divide playtest 4 and 14: the rules name the crown the board draws for a
    number's leader (not a star), say what the ★ after a name is, and tell the tap that works
    (a card, not a gap), in every language."""
    for lang in ("en", "fr", "cs", "ru"):
        rules = translator(lang)("divide.help")
        assert ui.LEAD_MARK in rules and "★" in rules, lang
        assert "◀" in rules and "▶" in rules, lang  # the prompt is one short line: the rules tell the rest


def test_the_leaders_prompt_is_one_short_line_a_child_reads() -> None:
    """Issue 30, Divide lesson round 2: the split prompt said how dividers move in a parenthesis
    with a semicolon inside ("the nearer divider goes exactly there; ◀ or ▶ …"), too dense for a
    child: one sentence now, naming the tap on a card and the Split button as the table labels it."""
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        prompt = t("divide.prompt.split")
        assert "(" not in prompt and ";" not in prompt and prompt.count(".") == 1, (lang, prompt)
        assert t("divide.split_here") in prompt and len(prompt) <= 90, (lang, prompt)


def test_the_finished_table_names_the_winner() -> None:
    """Issue 30, Divide playtest 13: once the "Game over" dialog is closed, the table still
    says who won, not only that the game is over."""
    rules, state = game("1 2 3 4 5 6 7")
    while rules.view(state, None)["to_act"]:
        seat = rules.view(state, None)["to_act"][0]
        state = rules.apply_action(state, seat, rules.legal_actions(state, seat)[0])
    view = rules.view(state, 0)
    best = max(range(3), key=lambda s: (view["scores"][s], view["values_won"][s]))
    info = re.search(r'<p class="round-info">(.*?)</p>', TABLE.render(view, ui.Dividers(), CTX, T))
    assert info is not None and T("divide.game_over") in info.group(1)
    assert re.sub("<b>", "&lt;b&gt;", CTX.names[best]).replace("</b>", "&lt;/b&gt;") in info.group(1)
    # The moves strip already says the deck is used up (the match's last event): the table does
    # not say it again (Divide replay, stop 38: "Колода закончилась…" twice).
    for lang in ("en", "fr", "cs", "ru"):
        t = translator(lang)
        ended = t("divide.event.hand_end")
        assert ended.split()[0] not in t("divide.game_over"), (lang, t("divide.game_over"))
        # The status line says the game is over: the strip's last line gives the reason only
        # (issue 30, Divide round 7, 7: "Колода закончилась: партия окончена." and "Игра окончена.").
        over = {"en": "over", "fr": "termin", "cs": "skončila", "ru": "оконч"}[lang]
        assert over not in ended and over in t("status.over"), (lang, ended)


def test_the_russian_texts_read_naturally_whatever_the_player() -> None:
    """Issue 30, Divide playtest 9: no "выбрал(а)"-style gendered past tense, and a part taken
    reads as a sentence ("Бот 2 получает часть «белая»", not "Бот 2 берёт: белая")."""
    ru = translator("ru")
    for key in ("divide.has_voted", "divide.has_part", "divide.board"):
        assert "(а)" not in ru(key) and "большинство" not in ru(key)
    award = {"kind": "award", "seat": 1, "params": {"path": "W", "cards": ["3"]}}
    assert ui.step_line(award, ["Игрок 1", "Бот 2"], ru) == "Бот 2 получает часть «белая»."


def test_the_board_never_breaks_a_word() -> None:
    """Issue 30, Divide playtest 6: on a phone the board's names and "(1 joker)" broke inside
    words ("Playe r 1"); its cells break between words only, and the board scrolls sideways."""
    from pathlib import Path

    css = re.sub(
        r"/\*.*?\*/", "", (Path(__file__).parents[3] / "css" / "games" / "divide.css").read_text(), flags=re.DOTALL
    )
    board_rules = [rule for rule in css.split("}") if ".majorities" in rule]
    assert not any("anywhere" in rule or "break-all" in rule for rule in board_rules)
    assert any("keep-all" in rule and "td" in rule for rule in board_rules)


def test_a_tapped_card_that_moves_nothing_or_cannot_be_taken_says_why() -> None:
    """Issue 30, Divide 6: a tap on the last card of the row, or on a part's cards, was silent."""
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    html = TABLE.render(view, ui.Dividers(2, 5, 0), CTX, T)
    assert 'data-card="7"' in html
    last = TABLE.on_input(view, ui.Dividers(2, 5, 0), "gap", {"gap": "6", "card": "7"})
    assert isinstance(last, Say) and last.key == "divide.tap.last_card" and last.ui == ui.Dividers(2, 6, 1)
    assert TABLE.on_input(view, ui.Dividers(2, 5, 0), "gap", {"gap": "6", "card": "6"}) == ui.Dividers(2, 6, 1)
    two = rules_with(first_player=0)
    state = act(two, two.new_game(2, seed=1), 0, "split 2 4")
    discarding = two.view(state, 1)
    assert 'data-input="part-card"' in TABLE.render(discarding, ui.Dividers(), CTX, T)
    assert TABLE.on_input(discarding, ui.Dividers(), "part-card", {"label": "W"}).key == "divide.tap.discard_button"  # type: ignore[union-attr]
    assert TABLE.on_input(two.view(state, 0), ui.Dividers(), "part-card", {"label": "W"}) == Say("divide.tap.not_now")
    voting = two.view(act(two, state, 1, "discard W"), 0)
    assert TABLE.on_input(voting, ui.Dividers(), "part-card", {"label": "W"}) == Say("divide.part_discarded")
    assert TABLE.on_input(voting, ui.Dividers(), "part-card", {"label": "B"}).key == "divide.tap.choose_button"  # type: ignore[union-attr]


def test_the_two_player_example_votes_again_on_the_halves() -> None:
    """Issue 30, Divide round 6, 3: the example said a contested pair is "halved" (one takes
    each card), but the spec (§7, example V4 a) holds a second secret vote on the halves."""
    again = {"en": "vote again", "fr": "votent à nouveau", "cs": "znovu tajně hlasují", "ru": "снова тайно голосуют"}
    for lang, words in again.items():
        example = next(line for line in translator(lang)("divide.help").splitlines() if "10 10 10 / 2 1 / J 7" in line)
        assert words in example, lang


def test_each_card_shows_the_divider_a_tap_on_it_moves() -> None:
    """Issue 30, Divide round 7, 2: a tap midway between the dividers moved one the player could
    not foresee. Every card names the divider its tap moves (``data-moves``, and its label);
    midway, it is the highlighted one, and the tap moves exactly that one."""
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    for active in (0, 1):
        dividers = ui.Dividers(2, 6, active)
        html = TABLE.render(view, dividers, CTX, T)
        shown = dict(re.findall(r'data-card="(\d)"[^>]*data-moves="(\d)"', html))
        assert len(shown) == 7
        assert shown["4"] == str(active)  # card 4: two gaps from either divider
        assert f"4: put divider {active + 1} after card 4" in html
        assert (shown["1"], shown["3"], shown["5"], shown["7"]) == ("0", "0", "1", "1")
        for card, which in shown.items():
            tapped = TABLE.on_input(view, dividers, "gap", {"gap": str(min(int(card), 6)), "card": card})
            after = tapped.ui if isinstance(tapped, Say) else tapped
            assert isinstance(after, ui.Dividers) and after.active == int(which), card
            other = 1 - int(which)
            assert (after.first, after.second)[other] == (dividers.first, dividers.second)[other], card


def test_a_part_split_more_than_once_has_a_short_name() -> None:
    """Issue 30, Divide round 8, 2: "Bot 3 takes light blue from light blue from white", "bílá z
    černé ze světle modré" were hard to follow: a re-split part is named by its few cards, or
    by its colour and the split it came from."""
    from cardtable.ui.games.divide.story import step_line

    names = ["Ann", "Bob", "Bot 3"]

    def award(path: str, cards: list[str]) -> dict[str, object]:
        return {"kind": "award", "seat": 2, "params": {"path": path, "cards": cards}}

    assert step_line(award("WBB", ["6"]), names, T) == "Bot 3 takes the 6."
    assert step_line(award("WBB", ["4", "4", "9"]), names, T) == "Bot 3 takes 4, 4, 9."
    assert step_line(award("WBB", ["4", "4", "9", "10"]), names, T) == (
        "Bot 3 takes light blue from light blue after another cut."
    )
    assert step_line(award("W", ["6"]), names, T) == "Bot 3 takes white."  # a first part keeps its colour
    unclaimed = {"kind": "unclaimed", "seat": None, "params": {"path": "BKW", "cards": ["J"]}}
    assert step_line(unclaimed, names, T) == "Nobody chose the joker: discarded."
    expected = {"fr": "Bot 3 prend\u00a0: 6.", "cs": "Bot 3 bere: 6.", "ru": "Bot 3 получает часть «6»."}
    for lang, line in expected.items():
        assert step_line(award("WBB", ["6"]), names, translator(lang)) == line
    for lang in ("en", "fr", "cs", "ru"):
        long = step_line(award("BKW", ["2", "3", "5", "7"]), names, translator(lang))
        assert len(long) < 75 and "divide." not in long, (lang, long)


def test_czech_names_a_part_of_a_part_and_the_row_grammatically() -> None:
    """Issue 30, Divide round 7, 3: "bílá z světle modré" (ze before s+consonant), "otáčí řadu"
    (the row is turned up: odkrývá), "hlasují o jednu" (o + locative), and "(o přepne…)" read
    as the preposition "o"."""
    from cardtable.ui.games.divide.names import path_name
    from cardtable.ui.games.divide.story import step_line

    cs = translator("cs")
    assert path_name("BW", cs) == "bílá ze světle modré"
    assert path_name("KW", cs) == "bílá z černé"
    assert path_name("KW", T) == "white from black"
    row = {"kind": "row", "seat": None, "params": {"cards": ["1"], "leader": 1}}
    assert step_line(row, ["Anna", "Bob"], cs) == "Bob odkrývá řadu."
    rules_text = cs("divide.help")
    assert "hlasují o jedné z těchto karet" in rules_text and "o jednu" not in rules_text
    assert "(o přepne" not in rules_text and "klávesa O" in rules_text


def test_each_vote_of_the_round_is_played_out_on_the_table() -> None:
    """Issue 30, Divide round 7, 5: a re-vote was told only in the steps and the log. Each vote
    of the round stays on the table: who chose which part, who chose the same one, what became
    of each part; the newest lit as its move plays out."""
    rules, state = game("1 2 3 4 5 6 7")
    told: list[LastMove] = []
    names = ["Ann", "Bob", "Cleo"]
    state = act(rules, state, 0, "split 2 5", told)
    for seat, vote in ((0, "B"), (1, "B"), (2, "W")):
        state = act(rules, state, seat, f"vote {vote}", told)

    def rounds(view: JsonDict | None = None) -> list[str]:
        ctx = TableContext(names=names, levels=[None] * 3, moves=tuple(told), since_deal=tuple(told))
        html = TABLE.render(view or rules.view(state, 2), ui.Dividers(), ctx, T)
        found = re.search(r'<section class="vote-rounds".*?</section>', html, re.DOTALL)
        assert found is not None
        return re.findall(r'<div class="vote-round.*?</div>', found.group(0), re.DOTALL)

    first = rounds()
    assert len(first) == 1 and "just-moved" in first[0]
    text = re.sub(r"<[^>]+>", "", first[0])
    assert "Everyone's votes (the row)" in text
    assert "Ann and Bob same choice" in text and "Cleo" in text
    assert "Ann and Bob chose the same part (light blue): it is divided again and they vote again." in text
    assert "Cleo takes white." in text and "Nobody chose black: discarded." in text
    state = act(rules, state, 0, "split 1 2", told)  # the three cards 3 4 5, one each
    state = act(rules, state, 0, "vote W", told)
    last = rules.step(state, 1, rules.action_from_str("vote K"))  # the round's last vote
    told.append(moved(rules, state, 1, "vote K", last.state))
    # Behind the round's summary the table shows the finished round (``Step.hand_end``).
    assert last.hand_end is not None
    both = rounds({**rules.view(last.hand_end, 2), "to_act": [], "legal": [], "moves": []})
    assert len(both) == 2 and "just-moved" not in both[0] and "just-moved" in both[1]
    second = re.sub(r"<[^>]+>", "", both[1])
    assert "Everyone's votes (light blue)" in second and "same choice" not in second
    # Once the summary is put away and the next row is on the table, the votes leave it (the
    # previous round's steps tell them).
    ctx = TableContext(names=names, levels=[None] * 3, moves=tuple(told), since_deal=tuple(told))
    assert 'class="vote-rounds"' not in TABLE.render(rules.view(last.state, 2), ui.Dividers(), ctx, T)


def test_the_hint_gives_a_short_reason_under_the_parts() -> None:
    """Issue 30, Divide round 7, 8: the hint named a part and gave no reason. Round 8, 1: the
    reason ran the status line past a phone's three lines, so it stands under the parts and the
    status line says only what to choose."""
    from cardtable.ui.games.divide.hint import hint_reason
    from cardtable.ui.table import render_table_screen

    rules, state = game("10 10 10 1 2 2 3")
    state = act(rules, state, 0, "split 3 4")  # white 10 10 10, light blue 1, black 2 2 3
    view = rules.view(state, 0)
    names = ["Ann", "Bob", "Cleo"]
    moves = {move["label"]: move for move in view["moves"]}
    assert hint_reason(view, moves["W"], names, T) == (
        "The white part is worth most to you, though Bob and Cleo may pick it too."
    )
    assert hint_reason(view, moves["B"], names, T) == (
        "Bob and Cleo will likely want the white part: the light blue part may be yours alone."
    )
    ctx = TableContext(names=names, levels=[None, "easy", "easy"], hint="vote B")
    html = render_table_screen("divide", TABLE, view, ui.Dividers(), ctx, T)
    status = re.search(r'<p class="status[^"]*"[^>]*>(.*?)</p>', html, re.DOTALL)
    assert status is not None and "light blue" in status.group(1) and "Bob" not in status.group(1)
    stage = html[html.index('class="parts"') :]
    assert re.search(r'<p class="hint-why">Bob and Cleo will likely want', stage)
    assert 'class="hint-why"' not in TABLE.render(view, ui.Dividers(), replace(ctx, hint=""), T)
    for lang in ("fr", "cs", "ru"):  # every language gives it, in its own words
        said = hint_reason(view, moves["B"], names, translator(lang))
        assert "Bob" in said and "divide." not in said, (lang, said)


def test_the_coach_points_at_the_cards_to_tap_then_at_split_for_every_split_of_a_row() -> None:
    """A lesson's split: each tap on the card the coach points at brings a divider where the
    split cuts (even when both must move, or one must pass the other's side), then Split."""
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    for action in (str(split) for split in rules.legal_actions(state, 0)):
        dividers = TABLE.new_ui(view)
        for _ in range(8):  # split 1 2 takes five taps from the dividers' start (2, 5)
            [target] = TABLE.coach_targets(view, dividers, action)
            html = TABLE.render(view, dividers, CTX, T)
            card = re.fullmatch(r'\[data-input="gap"\]\[data-card="(\d)"\]', target)
            if card is None:
                assert target == f'[data-move="{action}"]' and f'data-move="{action}"' in html
                break
            assert f'data-input="gap" data-gap="{min(int(card[1]), 6)}" data-card="{card[1]}"' in html
            tapped = TABLE.on_input(view, dividers, "gap", {"gap": card[1], "card": card[1]})
            assert isinstance(tapped, ui.Dividers)
            dividers = tapped
        else:
            raise AssertionError(f"the coach's taps never reach {action}")
    # Other moves are a button of their own.
    voting = act(rules, state, 0, "split 2 4")
    assert TABLE.coach_targets(rules.view(voting, 0), ui.Dividers(), "vote W") == ('[data-move="vote W"]',)


def test_after_a_stray_tap_on_any_card_the_coach_still_leads_to_the_scripted_split() -> None:
    """Divide lesson tester: a correct split was refused after one stray divider tap (an older
    build). From a tap on any card first, following what the coach points at reaches the
    lesson's split, and only then its Split button."""
    rules, state = game("7 J 8 8 6 4 4")  # the lesson's row to cut
    view = rules.view(state, 0)
    for stray in range(1, 8):
        tapped = TABLE.on_input(view, TABLE.new_ui(view), "gap", {"gap": str(stray), "card": str(stray)})
        # The last card moves no divider: the table says why (divide.tap.last_card).
        dividers = tapped if isinstance(tapped, ui.Dividers) else TABLE.new_ui(view)
        assert isinstance(tapped, ui.Dividers) or stray == 7
        for _ in range(8):
            [target] = TABLE.coach_targets(view, dividers, "split 2 4")
            card = re.fullmatch(r'\[data-input="gap"\]\[data-card="(\d)"\]', target)
            if card is None:
                assert target == '[data-move="split 2 4"]', stray
                assert (dividers.first, dividers.second) == (2, 4), stray
                break
            tapped = TABLE.on_input(view, dividers, "gap", {"gap": card[1], "card": card[1]})
            assert isinstance(tapped, ui.Dividers)
            dividers = tapped
        else:
            raise AssertionError(f"after a stray tap on card {stray} the coach's taps never reach the split")


def test_a_part_cut_three_times_is_named_in_words_a_child_reads() -> None:
    """Issue 30, Divide round 9, 3: "white (split 3)" read as jargon: a deeper part is named by
    its colour and the part it was cut from again, with no numbered split, in every language."""
    from cardtable.ui.games.divide.names import path_name

    expected = {
        "en": "white from light blue after another cut",
        "fr": "blanche prise dans la part bleu clair recoupée",
        "cs": "bílá ze světle modré po dalším dělení",
        "ru": "белая из голубой после нового деления",
    }
    for lang, name in expected.items():
        assert path_name("KBW", translator(lang)) == name
        assert not re.search(r"\d", path_name("KBBWK", translator(lang))), lang


def test_french_divide_sentences_agree_and_keep_one_colon() -> None:
    """Issue 30, Divide round 9, 4: "issue de la bleu clair" (the colour is no noun; "la part
    bleu clair", the game's word, "partie" being the match), "La rangée :
    coupée en trois :" and "Votes (la rangée) : Ann : blanche" (two colons), "noire 10 ; …" with
    no no-break space before the semicolon."""
    from cardtable.ui.games.divide.names import path_name
    from cardtable.ui.games.divide.story import step_line

    fr = translator("fr")
    names = ["Ann", "Bob", "Cleo"]
    assert path_name("BW", fr) == "blanche prise dans la part bleu clair"
    split = {"kind": "split", "seat": None, "params": {"path": "", "parts": [["1"], ["2"], ["3"]]}}
    assert step_line(split, names, fr) == "La rangée coupée en trois\u00a0:"
    votes = {"kind": "votes", "seat": None, "params": {"path": "", "votes": ["W", "K", "W"]}}
    line = step_line(votes, names, fr)
    assert line.count(":") == 1 and "Ann (blanche)" in line
    said = TABLE.describe_event(split, names, None, fr)
    assert "2\u00a0; noire" in said and " ;" not in said.replace("\u00a0;", "")


def test_a_seat_whose_part_waits_to_be_cut_again_is_not_said_to_sit_out() -> None:
    """Issue 30, Divide round 9, 5: during one re-vote, the seats whose own contested part is cut
    next read "sits out"; they wait to vote again. A seat left with nothing still sits out."""
    rules4 = rules_with(first_player=3)
    top = "4 7 7 6 9 5 8 2 10".split()
    rest = list(FULL_DECK)
    for c in top:
        rest.remove(c)
    state = rules4.new_game(4, seed=1, deck=top + rest)
    state = act(rules4, state, 3, "split 3 5")  # white 4 7 7, light blue 6 9, black 5 8 2 10
    for seat, label in ((0, "W"), (1, "W"), (2, "K"), (3, "K")):
        state = act(rules4, state, seat, f"vote {label}")
    view = rules4.view(state, None)
    assert view["node"]["claimants"] in ([0, 1], [2, 3]) and view["queue"]
    if view["phase"] == "split":  # the re-split of the first contested part
        leader = rules4.to_act(state)[0]
        state = act(rules4, state, leader, str(rules4.legal_actions(state, leader)[0]))
        view = rules4.view(state, None)
    assert view["phase"] == "vote"
    ctx = TableContext(names=["Ann", "Bob", "Cleo", "Dan"], levels=[None] * 4)
    html = TABLE.render(view, ui.Dividers(), ctx, T)
    waiting = [s for s in range(4) if s not in view["node"]["claimants"]]
    for seat in waiting:
        status = re.search(rf'data-seat="{seat}">.*?class="seat-status">([^<]*)<', html, re.DOTALL)
        assert status is not None and status.group(1) == T("divide.waits_revote"), seat
    assert T("divide.sits_out") not in html


def test_a_tap_between_two_cards_puts_the_divider_exactly_there() -> None:
    """Issue 30, Divide round 9, 7: a tapped card sent the nearer divider "just after it", which
    the player could not foresee. Each half of a card takes the tap for the gap on its side, so
    a tap at the line between two cards puts the divider there, whichever card it lands on."""
    rules, state = game("1 2 3 4 5 6 7")
    view = rules.view(state, 0)
    dividers = TABLE.new_ui(view)  # cuts after cards 2 and 5
    html = TABLE.render(view, dividers, CTX, T)

    def half(card: int, side: str) -> dict[str, str]:
        slot = re.search(rf'<button[^>]*data-card="{card}"[^>]*>(.*?)</button>', html, re.DOTALL)
        assert slot is not None
        found = re.search(rf'<span class="half is-{side}[^"]*"([^>]*)>', slot.group(1))
        assert found is not None, (card, side)
        return dict(re.findall(r'data-([a-z-]+)="([^"]*)"', found.group(1)))

    def tap(data: dict[str, str]) -> tuple[int, int]:
        after = TABLE.on_input(view, dividers, "gap", data)
        after = after.ui if isinstance(after, Say) else after
        assert isinstance(after, ui.Dividers)
        return after.first, after.second

    # The line between cards 3 and 4: the right half of 3 and the left half of 4 both put the
    # nearer divider (the first) there.
    assert tap(half(3, "after")) == tap(half(4, "before")) == (3, 5)
    # The line between cards 4 and 5: the second divider, the nearer, goes there.
    assert tap(half(4, "after")) == tap(half(5, "before")) == (2, 4)
    assert half(4, "before")["moves"] == "0" and half(4, "after")["moves"] == "1"  # each shows its divider
    # The last card's near half puts the divider just before it, with no word of a refusal.
    assert tap(half(7, "before")) == (2, 6)
    assert isinstance(TABLE.on_input(view, dividers, "gap", half(7, "before")), ui.Dividers)
