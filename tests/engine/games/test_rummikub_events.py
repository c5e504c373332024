"""``RummikubRules.step``'s events: what each turn did, and who may see it."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rummikub_helpers import position, rules_with

from cardtable.engine.core import HAND_END, Event, JsonDict, events_for
from cardtable.engine.games.rummikub.rules import RummikubRules
from cardtable.engine.games.rummikub.state import RummikubState
from cardtable.engine.rng import Rng

CLASSIC = rules_with()


def _turn(rules: RummikubRules, state: RummikubState, text: str) -> tuple[RummikubState, tuple[Event, ...]]:
    (seat,) = rules.to_act(state)
    step = rules.step(state, seat, rules.action_from_str(text))
    return step.state, step.events


def _kinds(events: tuple[Event, ...]) -> list[str]:
    return [event.kind for event in events]


def test_a_draw_shows_the_tile_to_the_drawer_alone_and_the_fact_to_everyone() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("k1",))
    _after, events = _turn(CLASSIC, state, "draw")
    drawn_tile = state.pool[0]  # the pool is drawn from the top
    public, private = events
    assert (public.kind, public.params, public.audience, public.reveals) == ("draw", {"count": 1}, None, False)
    assert private.kind == "drawn" and private.audience == (0,) and private.reveals
    assert private.params == {"tiles": [CLASSIC.notation.to_str(drawn_tile)]}
    assert events_for(events, 1) == [public] and events_for(events, None) == [public]


def test_a_play_names_its_tiles_the_opening_the_rearranged_sets_and_a_freed_joker() -> None:
    state = position(CLASSIC, racks=("r10 r11 r12 k1",), melded=False)
    after, events = _turn(CLASSIC, state, "play [r10 r11 r12] from r10 r11 r12")  # noqa: RUF059
    assert _kinds(events) == ["opening", "play"]
    assert events[0].params == {"value": 33}
    assert events[1].params == {
        "tiles": ["r10", "r11", "r12"],
        "count": 3,
        "sets": [1],
        "changed": [],
        "laid": [["r10", "r11", "r12"]],
        "rearranged": [],
        "before": [],
    }
    swap = position(CLASSIC, "[b7 b8 *] [k5 k6 k7]", ("b9 r1 r2 k1",))
    _after, events = _turn(CLASSIC, swap, "play [b7 b8 b9] [r1 r2 *] [k5 k6 k7] from b9 r1 r2")
    # Issue 30, Rummikub 9: one play event tells its new sets apart, for one line that names them.
    assert _kinds(events) == ["play", "joker_freed"]
    assert events[0].params["sets"] == [3, 4] and events[0].params["rearranged"] == [1]  # [k5 k6 k7] untouched
    assert events[0].params["changed"] == [["b7", "b8", "b9"], ["r1", "r2", "*"]] and events[0].params["laid"] == []
    assert events[0].params["before"] == [["b7", "b8", "*"]]  # issue 30, Rummikub 2: what the sets were
    assert events[1].params == {"set_kind": "run", "tile": "b9"}
    assert all(event.audience is None for event in events)
    # The tiles came from a hidden rack: the play reveals them to the others (undo stops there).
    assert [event.reveals for event in events] == [True, False]


def test_a_freed_group_joker_is_named_by_its_number_as_data() -> None:
    rules = rules_with(joker_set_locked=False)
    state = position(rules, "[b8 o8 *] [k5 k6 k7]", ("r8 r1 r2 r3 k1",))
    _after, events = _turn(rules, state, "play [b8 o8 r8] [r1 r2 r3 *] [k5 k6 k7] from r1 r2 r3 r8")
    assert _kinds(events) == ["play", "joker_freed"]
    assert events[1].params == {"set_kind": "group", "number": 8}


def test_a_timeout_says_what_became_of_the_working_copy_and_the_penalty() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6 r7 k1",))
    after, events = _turn(CLASSIC, state, "timeout [r3 r4] [r5 r6 r7] from r6 r7")
    assert _kinds(events) == ["timeout", "draw", "drawn"]
    assert events[0].params == {"outcome": "reverted", "penalty": 3, "drawn": 3} and events[1].params == {"count": 3}
    after, events = _turn(CLASSIC, state, "timeout [r3 r4 r5 r6] from r6")  # noqa: RUF059
    assert _kinds(events) == ["timeout", "play", "draw", "drawn"]  # [r3 r4 r5] grew
    assert events[0].params == {"outcome": "committed", "penalty": 1, "drawn": 1}
    empty = position(CLASSIC, "[r3 r4 r5]", ("r6 k1",), pool=0)
    _after, events = _turn(CLASSIC, empty, "timeout")
    assert _kinds(events) == ["timeout", "pass"] and events[0].params == {
        "outcome": "unchanged",
        "penalty": 1,
        "drawn": 0,
    }
    # R14: the policy asks for 3 and the pool has 2: the event says both.
    low = position(CLASSIC, "[r3 r4 r5]", ("r6 k1",), pool=2)
    _after, events = _turn(rules_with(timeout_policy="revert_draw3"), low, "timeout [r3 r4 r5 r6] from r6")
    assert events[0].params == {"outcome": "reverted", "penalty": 3, "drawn": 2}


def test_the_round_end_is_a_hand_end_with_each_penalty_the_winners_gain_and_new_racks() -> None:
    state = position(CLASSIC, "[r3 r4 r5]", ("r6", "k3 b7 *", "r5 o6", "b13 k12 r1"))
    after, events = _turn(CLASSIC, state, "play [r3 r4 r5 r6] from r6")
    assert _kinds(events) == ["play", HAND_END, "round_start", "deal", "deal", "deal", "deal"]
    end = events[1]
    assert end.audience is None and end.reveals
    assert end.params["rack_values"] == [0, 40, 11, 26] and end.params["points"] == [77, -40, -11, -26]
    assert end.params["winners"] == [0] and end.params["reason"] == "out"
    assert end.params["table"] == ["[r3 r4 r5 r6]"]
    for seat, deal in enumerate(events[3:]):
        assert deal.audience == (seat,) and deal.reveals
        assert deal.params["tiles"] == CLASSIC.view(after, seat)["hand"]


def _tiles_in(value: Any, rules: RummikubRules) -> Counter[str]:
    """Every tile text anywhere in a JSON value (lists, dicts, set texts)."""
    found: Counter[str] = Counter()
    if isinstance(value, dict):
        for item in value.values():
            found += _tiles_in(item, rules)
    elif isinstance(value, list):
        for item in value:
            found += _tiles_in(item, rules)
    elif isinstance(value, str):
        for word in value.strip("[]").split():
            if word in rules.notation.ids:
                found[word] += 1
    return found


def _shown(view: JsonDict, rules: RummikubRules) -> Counter[str]:
    return _tiles_in({k: view[k] for k in ("hand", "table", "last_round")}, rules)


def test_random_games_no_event_names_a_tile_its_audience_cannot_see() -> None:
    rules = rules_with(rounds_per_game=2)
    rng = Rng.from_seed(7)
    for game in range(2):
        state = rules.new_game(2 + game, seed=game)
        while rules.to_act(state):
            (seat,) = rules.to_act(state)
            legal = rules.legal_actions(state, seat)
            action = rng.choice(legal[1:]) if len(legal) > 1 and rng.below(3) else legal[0]
            step = rules.step(state, seat, action)
            after, events = step.state, step.events
            for viewer in [*range(state.num_players), None]:
                seen = _shown(rules.view(state, viewer), rules) | _shown(rules.view(after, viewer), rules)
                for event in events_for(events, viewer):
                    for value in event.params.values():  # each part of it (a play names its tiles in their sets too)
                        assert not _tiles_in(value, rules) - seen, (viewer, event)
            state = after
