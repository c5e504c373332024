"""A lesson's coach on the Rummikub table (``RummikubTable.coach_targets``): a play is built on
the working copy one tap at a time, each tap what the coach points at, and Done then submits
exactly the play the lesson asks for. Positions are real states (every tile once)."""

from __future__ import annotations

import re
from typing import Any

from cardtable.engine import registry
from cardtable.engine.games.rummikub.tiles import NUMBERS, full_set
from cardtable.ui.games.rummikub import TABLE
from cardtable.ui.games.rummikub import work as w
from cardtable.ui.kit import Submit


def position(rack: str, table: list[str]) -> tuple[Any, Any, dict[str, Any]]:
    """(rules, state, seat 0's view): seat 0, opened, to play with ``rack``, ``table`` laid out."""
    rules = registry.get("rummikub", {"first_player": 0})
    data = rules.state_to_dict(rules.new_game(2, seed=5))
    mine = rack.split()
    rest = [NUMBERS.to_str(t) for t in full_set(2)]
    for text in mine + [text for s in table for text in s.split()]:
        rest.remove(text)
    data.update(
        racks=[mine, rest[:14]],
        pool=rest[14:],
        table=[{"tiles": s.split(), "kind": "group" if s.split()[0][1:] == s.split()[1][1:] else "run"} for s in table],
        set_ids=list(range(1, len(table) + 1)),
        next_set_id=len(table) + 1,
        has_melded=[True, True],
    )
    state = rules.state_from_dict(data)
    return rules, state, rules.view(state, 0)


def touch(view: dict[str, Any], ui: Any, target: str) -> Any:
    """A tap on what ``target`` (a selector of data attributes) finds: its input, with its data."""
    attrs = dict(re.findall(r'\[data-([a-z-]+)="([^"]*)"\]', target))
    name = attrs.pop("input")
    return TABLE.on_input(view, ui, name, attrs)


def follow(view: dict[str, Any], action: str) -> tuple[list[str], Any]:
    """Tap what the coach points at until a tap submits: the targets, and what was submitted."""
    ui: Any = TABLE.new_ui(view)
    seen: list[str] = []
    for _ in range(30):
        [target] = TABLE.coach_targets(view, ui, action)
        seen.append(target)
        ui = touch(view, ui, target)
        if isinstance(ui, Submit):
            return seen, ui
    raise AssertionError(f"no Done after {seen}")


def test_a_run_is_split_where_the_rack_tile_starts_the_second_part_then_done() -> None:
    rules, state, view = position("r7 k2", ["k10 b10 o10", "r4 r5 r6 r7 r8 r9"])
    action = "play [k10 b10 o10] [r4 r5 r6 r7] [r7 r8 r9] from r7"
    seen, submitted = follow(view, action)
    assert seen == [
        '[data-input="tile"][data-where="set"][data-set="1"][data-index="4"]',  # the table's red 8
        '[data-input="split"][data-set="1"][data-index="4"]',  # the scissors before it
        '[data-input="tile"][data-where="rack"][data-index="1"]',  # the rack's red 7 (k2 first)
        '[data-input="set"][data-set="2"]',  # onto [r8 r9]
        '[data-input="done"]',
    ]
    assert submitted.action == action
    rules.apply_action(state, 0, rules.action_from_str(submitted.action))


def test_a_joker_is_freed_first_and_its_new_set_is_built_around_it_never_on_it() -> None:
    _, _, view = position("b9 k12 k13", ["b7 b8 *"])
    action = "play [b7 b8 b9] [* k12 k13] from k12 k13 b9"
    seen, submitted = follow(view, action)
    # The rack is sorted by colour: k12 k13 b9. The joker's set is no run to split in two: the
    # blue 9 goes on the joker, the freed joker stays alone while the black tiles join it, and
    # the last is tapped onto the black 12, not onto the joker (a tile there would swap it).
    assert seen == [
        '[data-input="tile"][data-where="rack"][data-index="2"]',
        '[data-input="tile"][data-where="set"][data-set="0"][data-index="2"]',
        '[data-input="tile"][data-where="rack"][data-index="0"]',
        '[data-input="set"][data-set="1"]',
        '[data-input="tile"][data-where="rack"][data-index="0"]',
        '[data-input="tile"][data-where="set"][data-set="1"][data-index="1"]',
        '[data-input="done"]',
    ]
    assert submitted.action == action


def test_an_opening_starts_a_new_set_and_a_copy_gone_astray_is_reset() -> None:
    _, _, view = position("k10 b10 o10 r4", [])
    action = "play [k10 b10 o10] from k10 b10 o10"
    assert follow(view, action)[1].action == action
    ui = TABLE.new_ui(view)
    ui = touch(view, ui, '[data-input="tile"][data-where="rack"][data-index="3"]')  # the red 4, not asked for
    ui = touch(view, ui, '[data-input="new-set"]')
    assert isinstance(ui, w.Work) and TABLE.coach_targets(view, ui, action) == ('[data-input="reset"]',)


def test_a_draw_is_its_own_button() -> None:
    _, _, view = position("k2", ["r4 r5 r6"])
    assert TABLE.coach_targets(view, TABLE.new_ui(view), "draw") == ('[data-move="draw"]',)


def test_a_tile_picked_that_the_play_does_not_want_yet_is_put_down_or_swapped_for_the_right_one() -> None:
    _, _, view = position("r7 k2", ["k10 b10 o10", "r4 r5 r6 r7 r8 r9"])
    action = "play [k10 b10 o10] [r4 r5 r6 r7] [r7 r8 r9] from r7"
    k10 = '[data-input="tile"][data-where="set"][data-set="0"][data-index="0"]'
    ui = touch(view, TABLE.new_ui(view), k10)  # picked: a tap on the run would move it there
    assert TABLE.coach_targets(view, ui, action) == (k10,)
    r7 = '[data-input="tile"][data-where="rack"][data-index="1"]'
    ui = touch(view, TABLE.new_ui(view), r7)  # too early: a tap on the run would put it there
    assert TABLE.coach_targets(view, ui, action) == (r7,)
    ui = touch(view, ui, r7)
    assert ui.picked == () and TABLE.coach_targets(view, ui, action)[0].startswith(
        '[data-input="tile"][data-where="set"]'
    )


def test_a_group_is_laid_in_the_plays_order_whatever_tile_was_picked_first() -> None:
    _, _, view = position("k10 b10 o10 r4", [])
    action = "play [k10 b10 o10] from k10 b10 o10"
    ui = touch(view, TABLE.new_ui(view), '[data-input="tile"][data-where="rack"][data-index="1"]')  # the blue 10
    # The black 10 comes first: a tap on it picks it instead.
    assert TABLE.coach_targets(view, ui, action) == ('[data-input="tile"][data-where="rack"][data-index="0"]',)


def test_a_tile_taken_from_a_group_of_four_starts_a_new_set_before_the_rack_tiles_join_it() -> None:
    rules, state, view = position("o11 o12 k2", ["k10 b10 o10 r10", "r4 r5 r6"])
    action = "play [k10 b10 r10] [r4 r5 r6] [o10 o11 o12] from o11 o12"
    seen, submitted = follow(view, action)
    # The rack is sorted by colour: k2 o11 o12. The group keeps three colours without its
    # orange 10, which is picked up and laid as a new set; the rack's orange tiles join it.
    assert seen == [
        '[data-input="tile"][data-where="set"][data-set="0"][data-index="2"]',  # the group's orange 10
        '[data-input="new-set"]',
        '[data-input="tile"][data-where="rack"][data-index="1"]',
        '[data-input="set"][data-set="2"]',
        '[data-input="tile"][data-where="rack"][data-index="1"]',
        '[data-input="set"][data-set="2"]',
        '[data-input="done"]',
    ]
    assert submitted.action == action
    rules.apply_action(state, 0, rules.action_from_str(submitted.action))
