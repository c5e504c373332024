"""12 Days of Christmas: every rule of shared/rules/twelve-days.md, its §13 examples as tests."""

from __future__ import annotations

from dataclasses import replace

import pytest
from event_helpers import reveals

from cardtable.engine import registry
from cardtable.engine.core import Event, IllegalActionError
from cardtable.engine.games.twelve_days import combos
from cardtable.engine.games.twelve_days.events import TwelveDaysEvent
from cardtable.engine.games.twelve_days.rules import (
    PASS,
    Phase,
    Play,
    TwelveDaysRules,
    TwelveDaysState,
)


def rules_with(**options: object) -> TwelveDaysRules:
    rules = registry.get("twelve_days", options)
    assert isinstance(rules, TwelveDaysRules)
    return rules


def position(
    rules: TwelveDaysRules,
    hands: list[list[int]],
    lead: int,
    gifts: list[int] | None = None,
    supply: int | None = None,
) -> TwelveDaysState:
    """A state with the given hands, ``lead`` to lead; every other card is undealt."""
    state = rules.new_game(len(hands), seed=0)
    state = replace(
        with_hands(state, hands),
        turn=lead,
        gifts=tuple(gifts) if gifts is not None else state.gifts,
        supply=supply if supply is not None else state.supply,
    )
    if gifts is not None:
        state = replace(state, out_of_game=12 - sum(gifts) - state.supply)
    return state


def with_hands(state: TwelveDaysState, hands: list[list[int]]) -> TwelveDaysState:
    """``state`` with these hands; every card not in a hand goes to the undealt pile."""
    counts = tuple(combos.counts_of(h) for h in hands)
    held = (0,) * 12
    for hand in counts:
        held = combos.add(held, hand)
    return replace(state, hands=counts, undealt=combos.subtract(combos.FULL_DECK, held))


def play(rules: TwelveDaysRules, state: TwelveDaysState, *moves: str) -> TwelveDaysState:
    """Apply moves in turn order ("pass", "play 8 8", …)."""
    for text in moves:
        state = rules.apply_action(state, state.turn, rules.action_from_str(text))
    return state


def hand_of(state: TwelveDaysState, seat: int) -> list[int]:
    return list(combos.values_of(state.hands[seat]))


RULES = rules_with()


# --------------------------------------------------------------------- §3, §4: deck and deal


def test_deck_has_v_copies_of_each_value_78_in_all() -> None:
    state = RULES.new_game(4, seed=1)
    cards = RULES.all_cards(state)
    assert len(cards) == 78
    for v in range(1, 13):
        assert cards.count(str(v)) == v


@pytest.mark.parametrize(
    "players, each, undealt",
    [(2, 12, 54), (3, 12, 42), (4, 12, 30), (5, 12, 18), (6, 12, 6), (7, 11, 1), (8, 9, 6)],
)
def test_deal_sizes_table_4_1_and_e8(players: int, each: int, undealt: int) -> None:
    view = RULES.view(RULES.new_game(players, seed=players), 0)
    assert view["hand_sizes"] == [each] * players
    assert view["undealt_count"] == undealt


def test_stacked_deck_deals_in_blocks_and_applies_to_the_first_deal_only() -> None:
    order = [str(v) for v in range(12, 0, -1) for _ in range(v)]  # 12×12, 11×11, …
    rules = rules_with(first_player=0)
    state = rules.new_game(2, seed=5, deck=order)
    assert hand_of(state, 0) == [12] * 12
    assert hand_of(state, 1) == [10] + [11] * 11
    # Play the hand out: seat 0 leads all twelve 12s; seat 1 cannot reply.
    state = play(rules, state, "play " + " ".join(["12"] * 12), "pass")
    assert state.hand_number == 2
    assert hand_of(state, 0) != [12] * 12  # the second deal is shuffled with the seed


def test_a_stacked_deck_must_be_the_whole_deck() -> None:
    with pytest.raises(ValueError):
        RULES.new_game(2, seed=1, deck=["1"] * 78)
    with pytest.raises(ValueError):
        RULES.new_game(2, seed=1, deck=[str(v) for v in range(1, 13)])


@pytest.mark.parametrize(
    "length, players, supply, each, out, hands",
    [
        ("full", 4, 12, 0, 0, 12),
        ("short_half", 4, 6, 0, 6, 6),
        ("short_gifted", 3, 3, 1, 6, 3),
        ("short_gifted", 8, 3, 1, 1, 3),  # with 8 players, 11 of the 12 gifts are used
    ],
)
def test_game_lengths_table_4_2(length: str, players: int, supply: int, each: int, out: int, hands: int) -> None:
    rules = rules_with(length=length)
    state = rules.new_game(players, seed=2)
    assert (state.supply, state.gifts, state.out_of_game) == (supply, (each,) * players, out)
    from cardtable.engine.rng import Rng

    rng = Rng.from_seed(3)
    while rules.to_act(state):
        state = rules.apply_action(state, state.turn, rng.choice(rules.legal_actions(state, state.turn)))
    assert state.hand_number == hands  # one supply gift per hand
    assert sum(state.gifts) == 12 - out


def test_first_lead_sits_left_of_a_random_dealer() -> None:
    leads = set()
    for seed in range(40):
        state = RULES.new_game(4, seed=seed)
        assert state.turn == (state.dealer + 1) % 4
        leads.add(state.turn)
    assert leads == {0, 1, 2, 3}


# --------------------------------------------------------------------- §6: combinations


@pytest.mark.parametrize(
    "values, kind",
    [
        ((5,), "single"),
        ((8, 8, 8, 8), "set"),
        ((2, 3, 4, 5, 6), "straight"),
        ((8, 8), "set"),
        ((7, 8), "straight"),
        ((3, 3, 4), None),
        ((2, 4), None),
        ((11, 12, 1), None),  # no wrap
    ],
)
def test_classify(values: tuple[int, ...], kind: str | None) -> None:
    assert combos.classify(tuple(sorted(values))) == kind


def test_straights_do_not_wrap_from_12_to_1() -> None:
    state = position(RULES, [[1, 12], [5]], lead=0)
    assert "play 1 12" not in [str(a) for a in RULES.legal_actions(state, 0)]
    with pytest.raises(IllegalActionError):
        RULES.apply_action(state, 0, Play((1, 12)))


def test_legal_leads_list_each_distinct_combination_once() -> None:
    state = position(RULES, [[3, 3, 3, 4, 5], [9]], lead=0)
    assert sorted(str(a) for a in RULES.legal_actions(state, 0)) == sorted(
        [
            "play 3",
            "play 4",
            "play 5",
            "play 3 3",
            "play 3 3 3",
            "play 3 4",
            "play 3 4 5",
            "play 4 5",
        ]
    )


def test_the_lead_may_not_pass() -> None:
    state = position(RULES, [[3], [9]], lead=0)
    assert PASS not in RULES.legal_actions(state, 0)
    with pytest.raises(IllegalActionError) as error:
        RULES.apply_action(state, 0, PASS)
    assert "lead" in str(error.value) and error.value.code == "lead_cannot_pass"


def test_you_cannot_play_cards_you_do_not_hold() -> None:
    state = position(RULES, [[3], [9]], lead=0)
    with pytest.raises(IllegalActionError, match="do not hold") as error:
        RULES.apply_action(state, 0, Play((4,)))
    assert error.value.code == "cards_not_held" and error.value.params == {"cards": "4"}


@pytest.mark.parametrize(
    "threshold, lead, reply, code, params",
    [
        ("lead_low", "play 5", "play 3 4", "reply_single", {"kind": "single"}),
        ("lead_low", "play 5 5", "play 3", "reply_set", {"kind": "set"}),
        ("lead_low", "play 5 6", "play 4 4", "reply_straight", {"kind": "straight"}),
        ("lead_low", "play 5", "play 6", "reply_too_high", {"threshold": 5, "low": 6}),
        ("current_low", "play 5", "play 6", "reply_too_high_in_trick", {"threshold": 5, "low": 6}),
        ("lead_low", "play 5", "play 3 5", "not_a_combination", {"cards": "3 5"}),
    ],
)
def test_each_broken_reply_rule_has_its_own_code_and_params(
    threshold: str, lead: str, reply: str, code: str, params: dict[str, object]
) -> None:
    rules = rules_with(reply_threshold=threshold)
    state = play(rules, position(rules, [[5, 5, 6, 9], [3, 4, 4, 5, 6]], lead=0), lead)
    with pytest.raises(IllegalActionError) as error:
        rules.apply_action(state, 1, rules.action_from_str(reply))
    assert (error.value.code, error.value.params) == (code, params)
    assert code in rules.error_codes


# --------------------------------------------------------------------- E6: legal replies

E6 = [
    ([4], [3], True),
    ([4], [4], True),
    ([4], [5], False),
    ([4], [2, 3], False),
    ([9, 9, 9], [8, 8], True),
    ([9, 9, 9], [9, 9, 9, 9], True),
    ([9, 9, 9], [10, 10], False),
    ([9, 9, 9], [8], False),
    ([9, 9, 9], [7, 8], False),
    ([10, 11, 12], [11, 12], False),
    ([10, 11, 12], [9, 10], True),
    ([10, 11, 12], [1, 2], True),
    ([10, 11, 12], [5, 5], False),
    ([4], [3, 3, 4], False),
    ([9, 9, 9], [3, 3, 4], False),
]


@pytest.mark.parametrize("lead, reply, legal", E6)
def test_e6_reply_legality(lead: list[int], reply: list[int], legal: bool) -> None:
    state = position(RULES, [lead + [1], reply + [2]], lead=0)
    state = play(RULES, state, "play " + " ".join(map(str, lead)))
    action = Play(tuple(reply))
    assert (action in RULES.legal_actions(state, 1)) is legal
    if legal:
        RULES.check(state, 1, action)
    else:
        with pytest.raises(IllegalActionError):
            RULES.check(state, 1, action)


def test_a_reply_may_always_pass() -> None:
    state = position(RULES, [[4, 7], [3, 5]], lead=0)
    state = play(RULES, state, "play 4")
    assert RULES.legal_actions(state, 1)[0] == PASS


# --------------------------------------------------------------------- E1, E2: tricks


def test_e1_seed_example_set_lead() -> None:
    artyom, katya, igor, polina = 0, 1, 2, 3
    state = position(
        RULES,
        [[11, 11, 11, 11, 2], [8, 8, 5], [12, 12, 12, 6], [3, 3, 4, 5]],
        lead=artyom,
    )
    state = play(RULES, state, "play 11 11 11 11", "play 8 8")
    with pytest.raises(IllegalActionError):  # Igor's 12s are above 11
        RULES.apply_action(state, igor, Play((12, 12, 12)))
    assert RULES.legal_actions(state, igor) == [PASS]
    assert Play((3, 3)) in RULES.legal_actions(play(RULES, state, "pass"), polina)
    state = play(RULES, state, "pass", "pass")
    assert state.last_trick is not None and state.last_trick.winner == katya
    assert state.phase is Phase.LEAD and state.turn == katya
    assert combos.values_of(state.discard) == (8, 8, 11, 11, 11, 11)


def test_e2_straight_lead_and_dumping_without_winning() -> None:
    a, b, c, d = 0, 1, 2, 3  # noqa: F841  (every seat named, as in the rules' example)
    state = position(
        RULES,
        [[6, 7, 8, 9, 10, 1], [5, 6, 2], [4, 5, 6, 7, 8, 12], [6, 7, 3]],
        lead=a,
    )
    state = play(RULES, state, "play 6 7 8 9 10", "play 5 6")
    with pytest.raises(IllegalActionError, match="at most 6"):
        RULES.apply_action(state, c, Play((7, 8)))
    state = play(RULES, state, "play 4 5 6 7", "play 6 7")
    assert state.last_trick is not None and state.last_trick.winner == c
    assert state.last_trick.returned == ()
    assert sum(state.discard) == 13
    assert state.turn == c and [sum(h) for h in state.hands] == [1, 1, 2, 1]


# --------------------------------------------------------------------- E3: the return rule


def test_e3_going_out_but_losing_on_a_tie_takes_the_cards_back() -> None:
    a, b, c = 0, 1, 2  # noqa: F841  (every seat named, as in the rules' example)
    state = position(RULES, [[9], [7, 10], [7, 11]], lead=a)
    state = play(RULES, state, "play 9", "play 7", "play 7")
    assert state.last_trick is not None
    assert state.last_trick.winner == c  # the later of two 7s wins
    assert state.last_trick.returned == (a,)
    assert hand_of(state, a) == [9]
    assert combos.values_of(state.discard) == (7, 7)
    assert state.phase is Phase.LEAD and state.turn == c and state.hand_number == 1


def test_e3_variant_going_out_unopposed_wins_the_hand() -> None:
    state = position(RULES, [[9], [7, 10], [7, 11]], lead=0)
    state = play(RULES, state, "play 9", "pass", "pass")
    assert state.last_hand is not None and state.last_hand.winner == 0
    assert state.hand_number == 2 and state.turn == 0


def test_a_replier_who_empties_their_hand_and_loses_takes_the_cards_back() -> None:
    state = position(RULES, [[5, 9], [4], [3, 11]], lead=0)
    state = play(RULES, state, "play 5", "play 4", "play 3")
    assert state.last_trick is not None and state.last_trick.returned == (1,)
    assert hand_of(state, 1) == [4]


def test_one_lap_only_each_replier_acts_once() -> None:
    state = position(RULES, [[6, 9], [5, 8], [4, 10]], lead=0)
    state = play(RULES, state, "play 6", "play 5", "play 4")
    assert state.phase is Phase.LEAD and state.turn == 2  # resolved after one lap
    assert state.trick == ()


def test_reply_threshold_lead_low_compares_with_the_lead_not_the_current_low() -> None:
    state = position(RULES, [[6, 9], [3, 8], [5, 10]], lead=0)
    state = play(RULES, state, "play 6", "play 3")
    assert Play((5,)) in RULES.legal_actions(state, 2)  # 5 ≤ 6, though 3 was played


def test_reply_threshold_current_low_option() -> None:
    rules = rules_with(reply_threshold="current_low")
    state = position(rules, [[6, 9], [3, 8], [5, 3, 10]], lead=0)
    state = play(rules, state, "play 6", "play 3")
    assert Play((5,)) not in rules.legal_actions(state, 2)
    assert Play((3,)) in rules.legal_actions(state, 2)  # may equal the current low
    with pytest.raises(IllegalActionError, match="lowest card played"):
        rules.apply_action(state, 2, Play((5,)))


def test_straight_reply_may_be_longer_or_shorter() -> None:
    state = position(RULES, [[5, 6, 7, 12], [1, 2, 3, 4, 5, 11]], lead=0)
    state = play(RULES, state, "play 5 6 7")
    legal = RULES.legal_actions(state, 1)
    assert Play((1, 2, 3, 4, 5)) in legal and Play((4, 5)) in legal


# --------------------------------------------------------------------- E4, E5, E7: hands and games


def test_e4_end_of_hand_and_gift_penalties() -> None:
    a, b, c, d = 0, 1, 2, 3  # noqa: F841  (every seat named, as in the rules' example)
    state = position(
        RULES,
        [[1, 2, 3], [4, 7, 8, 9, 10, 11], [6, 6, 9, 10, 11, 12], [5, 5]],
        lead=d,
        gifts=[1, 2, 0, 1],
        supply=8,
    )
    state = play(RULES, state, "play 5 5", "pass", "pass")
    with pytest.raises(IllegalActionError):
        RULES.apply_action(state, c, Play((6, 6)))
    state = play(RULES, state, "pass")
    result = state.last_hand
    assert result is not None and result.winner == d
    assert result.cards_left == (3, 6, 6, 0)
    assert result.givers == (b,)  # C is tied for most cards but has no gift
    assert state.gifts == (1, 1, 0, 3)
    assert state.supply == 7
    assert state.hand_number == 2 and state.phase is Phase.LEAD and state.turn == d
    assert [sum(h) for h in state.hands] == [12] * 4  # all 78 reshuffled and redealt
    assert state.discard == (0,) * 12


def win_hand(
    rules: TwelveDaysRules, state: TwelveDaysState, winner: int, cards_left: dict[int, int]
) -> TwelveDaysState:
    """Set the hands so ``winner`` leads their last card and everybody else passes."""
    n = state.num_players
    # The winner goes out with a 1; the others hold 12s, which can never reply.
    hands = [[12] * cards_left.get(seat, 1) for seat in range(n)]
    hands[winner] = [1]
    state = replace(with_hands(state, hands), discard=(0,) * 12, turn=winner, phase=Phase.LEAD, trick=())
    return play(rules, state, "play 1", *["pass"] * (n - 1))


def test_e5_whole_short_gifted_game_ends_in_a_three_way_tie() -> None:
    rules = rules_with(length="short_gifted", first_player=0)
    a, b, c = 0, 1, 2
    state = rules.new_game(3, seed=9)
    assert state.gifts == (1, 1, 1) and state.supply == 3 and state.out_of_game == 6
    state = win_hand(rules, state, a, {b: 7, c: 7})
    assert state.gifts == (4, 0, 0) and state.supply == 2
    state = win_hand(rules, state, b, {a: 5, c: 5})
    assert state.gifts == (3, 2, 0) and state.supply == 1
    assert state.turn == b  # the hand's winner leads the next hand
    state = win_hand(rules, state, c, {a: 8, b: 2})
    assert state.gifts == (2, 2, 2) and state.supply == 0
    assert state.phase is Phase.OVER
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners == (a, b, c)


def test_e7_game_end_with_a_tie_and_penalty_in_the_final_hand() -> None:
    rules = rules_with()
    a, b, c, d = 0, 1, 2, 3
    state = position(rules, [[1]] * 4, lead=a, gifts=[2, 4, 3, 2], supply=1)
    state = replace(state, hand_number=12)
    state = win_hand(rules, state, a, {b: 2, c: 2, d: 5})
    assert state.phase is Phase.OVER
    assert state.gifts == (4, 4, 3, 1)  # D11: the final hand's penalty still applies
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners == (a, b) and outcome.scores == (4, 4, 3, 1)
    assert rules.to_act(state) == ()


# --------------------------------------------------------------------- §11: what views show


def test_views_show_own_hand_and_public_facts_only() -> None:
    state = position(RULES, [[2, 3], [4, 4], [9]], lead=0)
    state = play(RULES, state, "play 2")
    view = RULES.view(state, 1)
    assert view["hand"] == ["4", "4"]
    assert view["hand_sizes"] == [1, 2, 1]
    assert view["trick"] == [{"seat": 0, "cards": [2]}]
    assert view["winning"] == 0 and view["reply_max_low"] == 2
    assert view["legal"] == ["pass"]
    assert view["moves"] == [{"action": "pass", "kind": "pass", "cards": [], "combination": ""}]
    spectator = RULES.view(state, None)
    assert "hand" not in spectator and spectator["legal"] == [] and spectator["moves"] == []


def test_moves_take_the_legal_actions_apart_in_order() -> None:
    state = position(RULES, [[3, 3, 4], [9]], lead=0)
    view = RULES.view(state, 0)
    assert view["moves"] == [
        {"action": "play 3", "kind": "play", "cards": ["3"], "combination": "single"},
        {"action": "play 4", "kind": "play", "cards": ["4"], "combination": "single"},
        {"action": "play 3 3", "kind": "play", "cards": ["3", "3"], "combination": "set"},
        {"action": "play 3 4", "kind": "play", "cards": ["3", "4"], "combination": "straight"},
    ]
    assert [move["action"] for move in view["moves"]] == view["legal"]
    assert RULES.view(state, 1)["moves"] == []  # not seat 1's turn


def test_corrupt_states_are_refused() -> None:
    data = RULES.state_to_dict(RULES.new_game(3, seed=1))
    data["hands"][0][0] += 1
    with pytest.raises(ValueError, match="cards"):
        RULES.state_from_dict(data)
    data = RULES.state_to_dict(RULES.new_game(3, seed=1))
    data["supply"] = 11
    with pytest.raises(ValueError, match="gifts"):
        RULES.state_from_dict(data)


def test_a_move_tells_what_it_did_in_order() -> None:
    state = position(RULES, [[9], [7, 10], [7, 11]], lead=0)
    step = RULES.step(state, 0, Play((9,)))
    assert step.events == (Event(TwelveDaysEvent.PLAY, 0, {"cards": ["9"]}, reveals=True),)
    state = play(RULES, step.state, "pass")
    step = RULES.step(state, 2, PASS)  # seat 0 went out unopposed: the hand ends, the next is dealt
    assert step.state == RULES.apply_action(state, 2, PASS)
    assert step.events == (
        Event(TwelveDaysEvent.PASS, 2),
        Event(TwelveDaysEvent.TRICK_WON, 0, {"low": 9, "returned": [], "cards_back": []}),
        Event(TwelveDaysEvent.HAND_END, 0, {"number": 1, "givers": [], "gifts": [1, 0, 0]}),
        Event(TwelveDaysEvent.DEAL, None, {"number": 2}, reveals=True),
    )


def test_a_trick_won_names_the_seats_that_took_their_cards_back() -> None:
    state = play(RULES, position(RULES, [[9], [7, 10], [7, 11]], lead=0), "play 9", "play 7")
    events = RULES.step(state, 2, Play((7,))).events
    assert [event.kind for event in events] == ["play", "trick_won"]
    assert events[1] == Event(TwelveDaysEvent.TRICK_WON, 2, {"low": 7, "returned": [0], "cards_back": [1]})


def test_reveals_hidden_for_undo() -> None:
    state = position(RULES, [[2, 3], [4, 4], [9, 10]], lead=0)
    assert not reveals(RULES, state, 0, Play((2,)), 0)
    assert reveals(RULES, state, 0, Play((2,)), 1)
    state = play(RULES, state, "play 2")
    assert not reveals(RULES, state, 1, PASS, 0)
