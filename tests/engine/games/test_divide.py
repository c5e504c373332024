"""Let's Divide: every rule of shared/rules/divide.md, its §13 examples V1–V8 as tests."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from pathlib import Path

import pytest
from event_helpers import reveals

from cardtable.app.saves import from_document
from cardtable.engine import registry
from cardtable.engine.core import Event, IllegalActionError, InvalidActionError
from cardtable.engine.games.divide.events import DivideEvent
from cardtable.engine.games.divide.rules import (
    FULL_DECK,
    Action,
    Attach,
    DiscardPart,
    DivideRules,
    DivideState,
    Phase,
    Split,
    Vote,
    points,
    rows_in_game,
)
from cardtable.engine.rng import Rng


def rules_with(**options: object) -> DivideRules:
    rules = registry.get("divide", options)
    assert isinstance(rules, DivideRules)
    return rules


def stacked(*rows: str) -> list[str]:
    """A full deck whose top holds these rows (cards separated by spaces), the rest after."""
    top = [card for row in rows for card in row.split()]
    rest = list(FULL_DECK)
    for card in top:
        rest.remove(card)
    return top + sorted(rest, key=lambda c: (c == "J", c))  # the filler puts jokers last


def game(n: int, *rows: str, first: int = 0, **options: object) -> tuple[DivideRules, DivideState]:
    rules = rules_with(first_player=first, **options)
    return rules, rules.new_game(n, seed=1, deck=stacked(*rows))


def act(rules: DivideRules, state: DivideState, seat: int, text: str, told: list[Event] | None = None) -> DivideState:
    """Play ``text``; the move's events (``Rules.step``'s) go on ``told`` when one is given."""
    step = rules.step(state, seat, rules.action_from_str(text))
    if told is not None:
        told.extend(step.events)
    return step.state


def votes(rules: DivideRules, state: DivideState, told: list[Event] | None = None, **by_seat: str) -> DivideState:
    """Cast votes given as s0="W", s2="K" …, in the order given."""
    for key, label in by_seat.items():
        state = act(rules, state, int(key[1:]), f"vote {label}", told)
    return state


def steps(told: list[Event]) -> list[str]:
    """The kinds of the round's public steps told (a secret vote is none)."""
    return [e.kind for e in told if e.kind != DivideEvent.VOTE]


def held(state: DivideState, seat: int) -> dict[int, int]:
    """A seat's counts per value, attached jokers included."""
    return {
        v: state.numbers[seat][v - 1] + state.jokers[seat][v - 1]
        for v in range(1, 11)
        if state.numbers[seat][v - 1] + state.jokers[seat][v - 1]
    }


# ---------------------------------------------------------------------- components and set-up


def test_the_deck_is_55_numbers_v_copies_of_v_and_15_jokers() -> None:
    assert len(FULL_DECK) == 70
    assert FULL_DECK.count("J") == 15
    for v in range(1, 11):
        assert FULL_DECK.count(str(v)) == v


def test_row_sizes_and_round_counts() -> None:
    assert [rows_in_game(n) for n in (2, 3, 4)] == [10, 10, 8]
    for n, size in ((2, 7), (3, 7), (4, 9)):
        rules = rules_with(first_player=0)
        state = rules.new_game(n, seed=5)
        assert len(state.node.cards) == size and len(state.deck) == 70 - size


def test_stacked_deck_rows_are_consecutive_slices_first_card_leftmost() -> None:
    rules, state = game(3, "1 2 2 3 3 3 4", "J J J J J J J", first=1)
    assert state.node.cards == ("1", "2", "2", "3", "3", "3", "4")
    assert state.leader == 1 and rules.to_act(state) == (1,)
    state = act(rules, state, 1, "split 1 2")
    state = votes(rules, state, s0="W", s1="B", s2="K")
    assert state.round == 2 and state.node.cards == ("J",) * 7
    assert state.leader == 2  # clockwise


def test_a_stacked_deck_must_be_the_whole_deck() -> None:
    rules = rules_with()
    with pytest.raises(ValueError):
        rules.new_game(3, seed=1, deck=list(FULL_DECK)[:-1])
    with pytest.raises(ValueError):
        rules.new_game(3, seed=1, deck=list(FULL_DECK)[:-1] + ["11"])


def test_first_player_random_is_seeded_and_every_seat_can_lead() -> None:
    rules = rules_with()
    leaders = {rules.new_game(4, seed=s).leader for s in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert rules.new_game(4, seed=3) == rules.new_game(4, seed=3)


def test_leader_passes_clockwise_three_players_lead_rounds_1_4_7_10() -> None:
    rules = rules_with(first_player=0)
    state = rules.new_game(3, seed=2)
    led: dict[int, list[int]] = {0: [], 1: [], 2: []}
    while rules.to_act(state):
        if state.phase is Phase.SPLIT and state.node.path == "":
            led[state.leader].append(state.round)
        seat = rules.to_act(state)[0]
        state = rules.apply_action(state, seat, rules.legal_actions(state, seat)[0])
    assert led[0] == [1, 4, 7, 10]
    assert rules.outcome(state) is not None


def test_four_players_seven_rows_of_nine_then_a_last_row_of_seven() -> None:
    rules = rules_with(first_player=0)
    state = rules.new_game(4, seed=9)
    sizes = []
    while rules.to_act(state):
        if state.phase is Phase.SPLIT and state.node.path == "":
            sizes.append(len(state.node.cards))
        seat = rules.to_act(state)[-1]
        state = rules.apply_action(state, seat, rules.legal_actions(state, seat)[-1])
    assert sizes == [9] * 7 + [7]


# ---------------------------------------------------------------------- splitting


def test_split_positions_give_three_contiguous_parts_15_and_28_ways() -> None:
    rules, state = game(3, "1 2 3 4 5 6 7")
    legal = rules.legal_actions(state, 0)
    assert len(legal) == 15 and legal[0] == Split(1, 2)
    state = act(rules, state, 0, "split 2 5")
    assert state.node.parts == (("1", "2"), ("3", "4", "5"), ("6", "7"))
    assert state.phase is Phase.VOTE and rules.to_act(state) == (0, 1, 2)
    rules4 = rules_with(first_player=0)
    assert len(rules4.legal_actions(rules4.new_game(4, seed=1), 0)) == 28


@pytest.mark.parametrize("text", ["split 0 3", "split 3 3", "split 4 2", "split 2 7", "split 6 9"])
def test_bad_cuts_are_refused(text: str) -> None:
    rules, state = game(3, "1 2 3 4 5 6 7")
    with pytest.raises(IllegalActionError) as error:
        act(rules, state, 0, text)
    assert error.value.code == "bad_cuts"


def test_only_the_leader_splits() -> None:
    rules, state = game(3, "1 2 3 4 5 6 7")
    with pytest.raises(IllegalActionError) as error:
        act(rules, state, 1, "split 1 2")
    assert error.value.code == "not_your_turn"


# ---------------------------------------------------------------------- §13 worked examples


def test_v1_four_players_nested_resplit() -> None:
    diana, ilya, maxim, oksana = range(4)
    rules, state = game(4, "4 7 7 6 9 J 8 2 10", first=oksana)
    told: list[Event] = []
    state = act(rules, state, oksana, "split 3 5", told)
    assert state.node.parts == (("4", "7", "7"), ("6", "9"), ("J", "8", "2", "10"))
    state = votes(rules, state, told, s0="B", s1="K", s2="W", s3="K")
    assert held(state, maxim) == {4: 1, 7: 2}
    assert held(state, diana) == {6: 1, 9: 1}
    # K is contested by Ilya and Oksana: Oksana re-splits it.
    assert state.phase is Phase.SPLIT and rules.to_act(state) == (oksana,)
    assert state.node.cards == ("J", "8", "2", "10") and state.node.claimants == (ilya, oksana)
    state = act(rules, state, oksana, "split 2 3", told)
    assert state.node.parts == (("J", "8"), ("2",), ("10",))
    assert rules.to_act(state) == (ilya, oksana)  # only the claimants vote
    state = votes(rules, state, told, s3="W", s1="K")
    assert held(state, oksana) == {8: 2}  # her only value: the joker attached by itself
    assert held(state, ilya) == {10: 1}
    assert state.discards[-1:] == ("2",)
    # Everyone has a part: next round, Diana leads.
    assert state.round == 2 and state.leader == diana and state.phase is Phase.SPLIT
    assert steps(told) == [
        "split",
        "votes",
        "award",
        "award",
        "split",
        "votes",
        "award",
        "attach",
        "unclaimed",
        "award",
        "hand_end",  # the round ends with its summary before the next row (issue 30, 4)
        "row",  # the next round's row, turned up by the move that ended this one
    ]
    assert told[-2] == Event(DivideEvent.HAND_END, None, {"round": 1})
    assert rules.hands_scored(state) == 1
    assert told[-1] == Event(DivideEvent.ROW, None, {"cards": list(state.node.cards), "leader": diana}, reveals=True)


def test_v2_a_contested_single_card_and_an_unclaimed_part() -> None:
    rules, state = game(3, "5 5 3 9 10 J 1", first=0)
    told: list[Event] = []
    state = act(rules, state, 0, "split 2 3", told)
    state = votes(rules, state, told, s0="B", s1="B", s2="W")
    assert held(state, 2) == {5: 2}
    assert held(state, 0) == {} and held(state, 1) == {}
    assert sorted(state.discards) == sorted(["9", "10", "J", "1", "3"])
    assert state.round == 2 and state.leader == 1
    assert steps(told)[-5:] == ["award", "unclaimed", "contested", "hand_end", "row"]


def test_v3_a_contested_pair_is_halved_among_its_three_claimants() -> None:
    rules, state = game(3, "8 6 6 2 3 10 J", first=0)
    state = act(rules, state, 0, "split 1 3")
    state = votes(rules, state, s0="B", s1="B", s2="B")
    assert state.phase is Phase.VOTE and state.node.parts == (("6",), ("6",))
    assert rules.legal_actions(state, 0) == [Vote("W"), Vote("B")]  # no choice of split (D4)
    state = votes(rules, state, s0="W", s1="W", s2="B")
    assert held(state, 2) == {6: 1} and held(state, 0) == {} == held(state, 1)
    assert state.round == 2


def test_v4_two_players_discard_then_case_a_halves() -> None:
    anna, boris = 0, 1
    rules, state = game(2, "10 10 10 2 1 J 7", first=anna)
    state = act(rules, state, anna, "split 3 5")
    assert state.phase is Phase.DISCARD and rules.to_act(state) == (boris,)
    state = act(rules, state, boris, "discard W")
    assert state.discards == ("10", "10", "10")
    assert rules.legal_actions(state, anna) == [Vote("B"), Vote("K")]  # D6
    with pytest.raises(IllegalActionError) as error:
        act(rules, state, anna, "vote W")
    assert error.value.code == "label_not_offered"
    state = votes(rules, state, s0="B", s1="B")
    assert state.phase is Phase.VOTE and state.node.parts == (("2",), ("1",))  # no discard step (D5)
    state = votes(rules, state, s0="B", s1="W")
    assert held(state, anna) == {1: 1} and held(state, boris) == {2: 1}
    assert state.round == 2 and state.leader == boris


def test_v4_case_b_the_joker_joins_the_seven() -> None:
    rules, state = game(2, "10 10 10 2 1 J 7", first=0)
    state = act(rules, state, 0, "split 3 5")
    state = act(rules, state, 1, "discard W")
    state = votes(rules, state, s0="B", s1="K")
    assert held(state, 0) == {1: 1, 2: 1}
    assert held(state, 1) == {7: 2}  # one value owned: forced, no decision


def test_v4_case_b_with_another_value_owned_boris_chooses() -> None:
    # Round 1: Boris gets a 3. Round 2 (Boris leads): the V4 row.
    rules, state = game(2, "3 4 4 5 5 5 6", "10 10 10 2 1 J 7", first=1)
    state = act(rules, state, 1, "split 1 2")
    state = act(rules, state, 0, "discard K")
    state = votes(rules, state, s0="B", s1="W")
    assert held(state, 1) == {3: 1}
    state = act(rules, state, 0, "split 3 5")
    state = act(rules, state, 1, "discard W")
    state = votes(rules, state, s0="B", s1="K")
    assert state.phase is Phase.ATTACH and rules.to_act(state) == (1,)
    assert rules.legal_actions(state, 1) == [Attach(3), Attach(7)]
    with pytest.raises(IllegalActionError) as error:
        act(rules, state, 1, "attach 5")
    assert error.value.code == "value_not_allowed"
    state = act(rules, state, 1, "attach 3")
    assert held(state, 1) == {3: 2, 7: 1}


def _pending_game(**options: object) -> tuple[DivideRules, DivideState]:
    # Round 1 (seat 0 leads): X = seat 1 takes [J]. Round 2 (seat 1 leads): X takes [J 3 8].
    rules, state = game(3, "J 1 2 2 4 4 4", "J 3 8 5 6 6 7", first=0, **options)
    state = act(rules, state, 0, "split 1 4")
    told: list[Event] = []
    state = votes(rules, state, told, s0="B", s1="W", s2="K")
    assert state.loose[1] == 1 and held(state, 1) == {}  # pending
    assert Event(DivideEvent.PENDING, 1, {"value": 1}) in told
    state = act(rules, state, 1, "split 3 4")
    return rules, votes(rules, state, s0="B", s1="W", s2="K")


def test_v5_pending_joker_joins_the_leftmost_number_then_the_new_joker_is_chosen() -> None:
    rules, state = _pending_game()
    assert held(state, 1) == {3: 2, 8: 1}  # the pending joker went to 3 by itself
    assert state.phase is Phase.ATTACH and rules.legal_actions(state, 1) == [Attach(3), Attach(8)]
    state = act(rules, state, 1, "attach 8")
    assert held(state, 1) == {3: 2, 8: 2} and state.loose[1] == 0


def test_v5_option_player_chooses_for_the_pending_joker_too() -> None:
    rules, state = _pending_game(pending_joker_choice="player")
    assert held(state, 1) == {3: 1, 8: 1} and state.loose[1] == 2
    assert rules.legal_actions(state, 1) == [Attach(3), Attach(8)]
    state = act(rules, state, 1, "attach 8")  # the pending joker
    state = act(rules, state, 1, "attach 8")  # the new one
    assert held(state, 1) == {3: 1, 8: 3}


def test_a_pending_joker_waits_while_no_number_arrives_and_scores_nothing() -> None:
    rules, state = game(3, "J 1 2 2 4 4 4", "J 3 8 5 6 6 7", first=0)
    state = act(rules, state, 0, "split 1 4")
    state = votes(rules, state, s0="B", s1="W", s2="K")
    state = act(rules, state, 1, "split 1 2")  # X takes the lone [J] again
    state = votes(rules, state, s0="B", s1="W", s2="K")
    assert state.loose[1] == 2 and held(state, 1) == {}
    assert points(state.numbers, state.jokers)[0][1] == 0


def test_v6_scoring_with_ties() -> None:
    table = {1: (1, 0, 0), 2: (0, 0, 2), 3: (2, 2, 0), 5: (4, 0, 4), 7: (0, 5, 2), 9: (3, 3, 0), 10: (0, 2, 6)}
    numbers = [[table.get(v, (0, 0, 0))[seat] for v in range(1, 11)] for seat in range(3)]
    scores, won = points(numbers, [[0] * 10] * 3)
    assert scores == [18, 19, 17] and won == [4, 3, 3]
    # Jokers count like cards of their value (D18): move one of C's 10s into a joker.
    jokers = [[0] * 10, [0] * 10, [0] * 9 + [1]]
    numbers[2][9] -= 1
    assert points(numbers, jokers)[0] == [18, 19, 17]
    rules, state = game(3, "1 2 3 4 5 6 7")
    over = replace(state, phase=Phase.OVER, numbers=tuple(map(tuple, numbers)), jokers=tuple(map(tuple, jokers)))
    outcome = rules.outcome(over)
    assert outcome is not None and outcome.winners == (1,) and outcome.scores == (18, 19, 17)


def _final(values: list[list[int]]) -> tuple[DivideRules, DivideState]:
    rules, state = game(len(values), "1 2 3 4 5 6 7")
    numbers = tuple(tuple(1 if v in own else 0 for v in range(1, 11)) for own in values)
    return rules, replace(state, phase=Phase.OVER, numbers=numbers)


def test_v7_tie_break_by_values_won_then_shared() -> None:
    rules, state = _final([[1, 3, 5, 9], [8, 10]])
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.scores == (18, 18) and outcome.winners == (0,)
    rules, state = _final([[8, 10], [7, 1], [3, 4, 9, 2]])
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.scores == (18, 8, 18) and outcome.winners == (2,)


def test_v7_same_points_same_values_share_the_win() -> None:
    rules, state = _final([[3, 7], [4, 6]])
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.scores == (10, 10) and outcome.winners == (0, 1)


def test_v8_four_players_two_contested_pairs_in_the_last_row_of_seven() -> None:
    rules = rules_with(first_player=0)
    deck = list(FULL_DECK)
    for card in "1 2 3 4 5 6 7".split():
        deck.remove(card)
    state = rules.new_game(4, seed=1, deck=deck + "1 2 3 4 5 6 7".split())
    while state.round < 8:  # rounds 1–7 played any way
        seat = rules.to_act(state)[0]
        state = rules.apply_action(state, seat, rules.legal_actions(state, seat)[0])
    leader = state.leader
    assert leader == 3 and state.node.cards == tuple("1 2 3 4 5 6 7".split()) and not state.deck
    before = [dict(held(state, s)) for s in range(4)]
    told: list[Event] = []
    state = act(rules, state, leader, "split 3 4", told)
    state = votes(rules, state, told, s0="W", s1="W", s2="K", s3="K")
    # W first (label order), split by the leader although not a claimant.
    assert state.phase is Phase.SPLIT and state.node.cards == ("1", "2", "3") and rules.to_act(state) == (3,)
    state = act(rules, state, leader, "split 1 2", told)
    state = votes(rules, state, told, s0="K", s1="K")
    assert state.node.cards == ("5", "6", "7") and state.node.claimants == (2, 3)
    state = act(rules, state, leader, "split 1 2", told)
    state = votes(rules, state, told, s2="K", s3="W")
    assert rules.outcome(state) is not None and state.phase is Phase.OVER
    after = [held(state, s) for s in range(4)]
    assert after[0] == before[0] and after[1] == before[1]
    assert after[2].get(7, 0) == before[2].get(7, 0) + 1 and after[3].get(5, 0) == before[3].get(5, 0) + 1
    assert told[-1] == Event(DivideEvent.HAND_END, None, {"rounds": 8})
    assert sorted(c for e in told if e.kind in ("unclaimed", "contested") for c in e.params["cards"]) == [
        "1",
        "2",
        "3",
        "4",
        "6",
    ]


# ---------------------------------------------------------------------- secret simultaneous votes


def test_votes_are_secret_until_all_are_in() -> None:
    rules, state = game(3, "1 2 3 4 5 6 7")
    state = act(rules, state, 0, "split 2 4")
    after_w = act(rules, state, 0, "vote W")
    after_k = act(rules, state, 0, "vote K")
    for other in (1, 2, None):
        assert rules.view(after_w, other) == rules.view(after_k, other)  # nothing tells W from K
        assert "W" not in json.dumps(rules.view(after_w, other)["voted"])
    assert rules.view(after_w, 0)["my_vote"] == "W" and rules.view(after_w, 1)["my_vote"] == ""
    assert rules.view(after_w, 1)["voted"] == [0]
    assert rules.to_act(after_w) == (1, 2)  # every voter may act at once
    with pytest.raises(IllegalActionError) as error:
        act(rules, after_w, 0, "vote B")  # one vote each (D14)
    assert error.value.code == "not_your_turn"


def test_the_order_of_voting_changes_nothing() -> None:
    rules, state = game(4, "4 7 7 6 9 J 8 2 10", first=3)
    state = act(rules, state, 3, "split 3 5")
    cast = {0: "B", 1: "K", 2: "W", 3: "K"}
    results = set()
    for order in itertools.permutations(range(4)):
        after = state
        for seat in order:
            after = act(rules, after, seat, f"vote {cast[seat]}")
        results.add(json.dumps(rules.state_to_dict(after), sort_keys=True))
    assert len(results) == 1


def test_a_vote_reveal_and_a_new_row_count_as_seen_for_undo() -> None:
    rules, state = game(3, "1 2 3 4 5 6 7")
    assert not reveals(rules, state, 0, Split(2, 4), 0)
    state = act(rules, state, 0, "split 2 4")
    assert not reveals(rules, state, 1, Vote("W"), 0)
    state = votes(rules, state, s1="W", s2="B")
    assert reveals(rules, state, 0, Vote("K"), 0)


# ---------------------------------------------------------------------- jokers


def test_a_joker_may_join_a_value_from_its_own_part_and_choices_go_clockwise_from_the_leaders_left() -> None:
    # Seat 2 leads: seat 0 (its left) then seat 1 choose, all of seat 0's jokers first.
    rules, state = game(3, "J J 3 4 J 5 6", first=2)
    state = act(rules, state, 2, "split 4 6")  # W = J J 3 4, B = J 5, K = 6
    state = votes(rules, state, s1="B", s0="W", s2="K")
    assert held(state, 1) == {5: 2}  # forced
    assert state.phase is Phase.ATTACH and [t.seat for t in state.tasks] == [0, 0]
    assert rules.to_act(state) == (0,)
    state = act(rules, state, 0, "attach 4")
    state = act(rules, state, 0, "attach 3")
    assert held(state, 0) == {3: 2, 4: 2} and state.round == 2


def test_joker_choices_come_before_the_contested_part_is_resplit() -> None:
    rules, state = game(3, "J 3 4 5 6 7 8", first=0)
    state = act(rules, state, 0, "split 3 4")  # W = J 3 4, B = 5, K = 6 7 8
    state = votes(rules, state, s0="K", s1="W", s2="K")
    assert state.phase is Phase.ATTACH and rules.to_act(state) == (1,)
    state = act(rules, state, 1, "attach 4")
    assert state.phase is Phase.SPLIT and state.node.cards == ("6", "7", "8")


def test_contested_parts_are_resolved_depth_first_in_label_order() -> None:
    rules, state = game(4, "1 2 3 4 5 6 7 8 9", first=0)
    state = act(rules, state, 0, "split 4 5")  # W = 1 2 3 4, B = 5, K = 6 7 8 9
    state = votes(rules, state, s0="W", s1="W", s2="K", s3="K")
    assert state.node.cards == ("1", "2", "3", "4")
    state = act(rules, state, 0, "split 2 3")  # W' = 1 2, B' = 3, K' = 4
    state = votes(rules, state, s0="W", s1="W")
    assert state.node.cards == ("1", "2") and state.node.path == "WW"  # nested before K
    state = votes(rules, state, s0="W", s1="B")
    assert state.node.cards == ("6", "7", "8", "9") and state.node.path == "K"


def test_two_player_subsplit_has_no_discard() -> None:
    rules, state = game(2, "1 2 3 4 5 6 7", first=0)
    state = act(rules, state, 0, "split 1 4")  # W 1, B 2 3 4, K 5 6 7
    state = act(rules, state, 1, "discard W")
    state = votes(rules, state, s0="B", s1="B")
    state = act(rules, state, 0, "split 1 2")
    assert state.phase is Phase.VOTE and rules.legal_actions(state, 1) == [Vote("W"), Vote("B"), Vote("K")]


# ---------------------------------------------------------------------- notation and whole games


@pytest.mark.parametrize("action", [Split(1, 2), Split(3, 8), DiscardPart("W"), Vote("K"), Attach(10)])
def test_action_text_round_trips(action: Action) -> None:
    rules = rules_with()
    assert rules.action_from_str(rules.action_to_str(action)) == action


@pytest.mark.parametrize("text", ["vote X", "vote", "split 1", "attach 0", "attach 11", "discard", "vote w"])
def test_malformed_actions_are_invalid(text: str) -> None:
    with pytest.raises(InvalidActionError):
        rules_with().action_from_str(text)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_whole_random_games_keep_every_card_and_give_one_part_at_most(n: int) -> None:
    rules = rules_with(pending_joker_choice="player" if n == 3 else "leftmost")
    for seed in range(10):
        rng = Rng.from_seed(seed)
        state = rules.new_game(n, seed=seed)
        awards: list[int | None] = []  # this round's
        while rules.to_act(state):
            assert rules.all_cards(state) == sorted(FULL_DECK)
            seat = rng.choice(rules.to_act(state))
            step = rules.step(state, seat, rng.choice(rules.legal_actions(state, seat)))
            state = step.state
            for e in step.events:
                if e.kind == DivideEvent.ROW:
                    awards = []
                elif e.kind == DivideEvent.AWARD:
                    assert e.seat not in awards
                    awards.append(e.seat)
                elif e.kind == DivideEvent.SPLIT:
                    assert all(e.params["parts"]) and len(e.params["parts"]) == 3
        assert not state.deck and rules.outcome(state) is not None


# ---------------------------------------------------------------------- events, moves, saves


def test_each_move_tells_its_own_steps_and_the_state_keeps_no_log() -> None:
    rules, state = game(2, "10 10 10 2 1 J 7", first=0)
    assert "events" not in rules.state_to_dict(state) and "events" not in rules.view(state, 0)
    split = rules.step(state, 0, Split(3, 5))
    assert split.events == (
        Event(DivideEvent.SPLIT, None, {"path": "", "parts": [["10", "10", "10"], ["2", "1"], ["J", "7"]]}),
    )
    discard = rules.step(split.state, 1, DiscardPart("W"))
    assert discard.events == (Event(DivideEvent.DISCARD_PART, 1, {"label": "W", "cards": ["10", "10", "10"]}),)
    first = rules.step(discard.state, 0, Vote("B"))
    assert first.events == (Event(DivideEvent.VOTE, 0),)  # the part stays secret
    last = rules.step(first.state, 1, Vote("K"))
    assert [(e.kind, e.seat, dict(e.params)) for e in last.events] == [
        (DivideEvent.VOTE, 1, {}),
        (DivideEvent.VOTES, None, {"path": "", "votes": ["B", "K"]}),
        (DivideEvent.AWARD, 0, {"path": "B", "cards": ["2", "1"]}),
        (DivideEvent.AWARD, 1, {"path": "K", "cards": ["J", "7"]}),
        (DivideEvent.ATTACH, 1, {"label": "auto", "value": 7}),
        (DivideEvent.HAND_END, None, {"round": 1}),
        (DivideEvent.ROW, None, {"cards": list(last.state.node.cards), "leader": 1}),
    ]
    assert [e.reveals for e in last.events] == [False, True, False, False, False, False, True]
    assert rules.apply_action(first.state, 1, Vote("K")) == last.state


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_moves_are_the_legal_texts_taken_apart(n: int) -> None:
    rules = rules_with(pending_joker_choice="player")
    seen: set[str] = set()
    for seed in range(4):
        rng = Rng.from_seed(seed)
        state = rules.new_game(n, seed=seed)
        while rules.to_act(state):
            for seat in range(n):
                view = rules.view(state, seat)
                assert rules.is_to_act(state, seat) == (seat in rules.to_act(state))
                assert [m["action"] for m in view["moves"]] == view["legal"]
                for move, action in zip(view["moves"], rules.legal_actions(state, seat), strict=True):
                    assert type(move["kind"]) is str and move["kind"] == action.kind and move["cards"] == []
                    if isinstance(action, Split):
                        assert move["cuts"] == [action.first, action.second] and not move["label"]
                    elif isinstance(action, Attach):
                        assert move["value"] == action.value and move["cuts"] == []
                    else:
                        assert move["label"] == action.label and move["value"] == 0
                    seen.add(move["kind"])
            assert rules.view(state, None)["moves"] == []
            seat = rng.choice(rules.to_act(state))
            state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
        assert rules.is_over(state) and not any(rules.is_to_act(state, s) for s in range(n))
    assert seen == {"split", "vote", "attach"} | ({"discard"} if n == 2 else set())


def test_saves_made_while_the_state_kept_its_log_load_and_show_the_same_table() -> None:
    """Save documents written on main before the moves told their own events (the state held
    the round's steps as ``events`` and ``last_events``): each loads, its log replays to its
    snapshot, the log is dropped, and every view is the one saved, less the log, plus moves."""
    data = json.loads((Path(__file__).parent / "data" / "divide_saves_before_step_events.json").read_text())
    phases = set()
    for saved in data["saves"]:
        doc = saved["document"]
        assert "events" in doc["state"] and "last_events" in doc["state"]
        session = from_document(doc)
        rules, state = session.rules, session.state
        assert rules.state_from_dict(doc["state"]) == state
        written = rules.state_to_dict(state)
        assert written == {k: v for k, v in doc["state"].items() if k not in ("events", "last_events")}
        for view in saved["views"]:
            now = rules.view(state, view["seat"])
            assert {k: v for k, v in now.items() if k != "moves"} == {
                k: v for k, v in view.items() if k not in ("events", "last_events")
            }
            assert [m["action"] for m in now["moves"]] == now["legal"]
        phases.add(state.phase.value)
    assert phases == {"split", "discard", "vote", "attach", "over"}
