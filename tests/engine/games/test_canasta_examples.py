"""The worked examples of the Canasta spec (§17, C1–C14), one test (or more) each."""

from __future__ import annotations

from typing import Any

from canasta_helpers import act, cards, legal, position, refusal, rules

from cardtable.engine.games.canasta.rules import CanastaRules
from cardtable.engine.games.canasta.scoring import game_over
from cardtable.engine.games.canasta.state import CanastaState, HandEnd, Phase

R = rules()


def lines(state: CanastaState, side: int) -> dict[str, int]:
    assert state.last_hand is not None
    return {line.item: line.points for line in state.last_hand.lines if line.side == side}


# --------------------------------------------------------------------------- C1


def test_c1_minimum_count_by_score() -> None:
    hand = {0: "Ks Kh Kd As Ad 2c 9s 8h"}
    ok = position(hands=hand, scores=(1600, 0))
    after = act(R, ok, "meld K K K + A A 2")
    assert [m.rank for m in after.melds[0]] == [12, 0] and len(after.hands[0]) == 2
    rich = position(hands=hand, scores=(3000, 0))
    assert refusal(R, rich, "meld K K K + A A 2") == ("below_minimum", {"points": 90, "minimum": 120})
    poor = position(hands={0: "4s 4h 4d 9s 8h"}, scores=(-200, 0))
    assert len(act(R, poor, "meld 4 4 4").melds[0]) == 1
    assert refusal(R, position(hands={0: "4s 4h 4d 9s 8h"}), "meld 4 4 4")[0] == "below_minimum"


# --------------------------------------------------------------------------- C2


def test_c2a_frozen_pile_needs_a_natural_pair() -> None:
    base: dict[str, Any] = dict(phase=Phase.DRAW, pile="5d 2c 6s 9h", frozen=True, melds={0: ["5s 5h 5d"]})
    state = position(hands={0: "9s 9d Ks Qs"}, **base)
    assert "take 9 9" in legal(R, state)
    taken = act(R, state, "take 9 9")
    assert sorted(m.rank for m in taken.melds[0]) == [4, 8]  # fives and the new nines
    assert not taken.pile and not taken.pile_frozen
    onto = act(R, position(hands={0: "9s 9d Ks Qs"}, **{**base, "melds": {0: ["9c 9c 9s"]}}), "take 9 9")
    assert [len(m.cards) for m in onto.melds[0]] == [6]  # onto the existing nines
    no = position(hands={0: "9s X Ks Qs"}, **base)
    assert refusal(R, no, "take 9 X") == ("pile_frozen", {"card": "9h"})


def test_c2b_unfrozen_pile_natural_and_wild_or_onto_the_meld() -> None:
    state = position(phase=Phase.DRAW, hands={0: "9s X Ks Qs"}, pile="5d 6s 9h", melds={0: ["5s 5h 5d"]})
    assert "take 9 X" in legal(R, state)
    assert act(R, state, "take 9 X").melds[0][-1].cards == cards("9s 9h X")
    with_nines = position(phase=Phase.DRAW, hands={0: "Ks Qs"}, pile="5d 6s 9h", melds={0: ["9s 9c 9d"]})
    assert legal(R, with_nines)[:2] == ["draw", "take"]
    assert len(act(R, with_nines, "take").melds[0][0].cards) == 4


def test_c2c_pile_frozen_for_a_side_that_has_not_melded() -> None:
    state = position(phase=Phase.DRAW, turn=1, hands={1: "9s X 9d Ks Qs"}, pile="5d 6s 9h", melds={0: ["5s 5h 5d"]})
    assert R.view(state, 1)["frozen_for"] == [False, True]
    assert refusal(R, state, "take 9 X")[0] == "pile_frozen"
    assert refusal(R, state, "take 9 9") == ("below_minimum", {"points": 30, "minimum": 50})
    assert "take 9 9 X" in legal(R, state)  # 10 + 10 + 10 + 50 = 80


# --------------------------------------------------------------------------- C3


def c3_position() -> CanastaState:
    return position(
        hands={0: "8s", 1: "7s 7h 3c", 2: "9s X", 3: "As Kd 4h 2d"},
        melds={
            0: ["Ks Ks Kh Kh Kd Kd Kc", "As Ah Ah Ad Ac 2s 2h", "5s 5h 5d"],
            1: ["Qs Qh Qd 2c", "6s 6h 6d 6c X"],
        },
        reds={0: "3h 3d", 1: "3h"},
    )


def test_c3_hand_score_with_canastas_red_threes_and_going_out() -> None:
    done = act(R, c3_position(), "discard 8")
    result = done.last_hand
    assert result is not None and result.went_out == 0 and not result.concealed
    assert result.points == (1265, 150)
    assert lines(done, 0) == {
        "natural_canastas": 500,
        "mixed_canastas": 300,
        "red_threes": 200,
        "going_out": 100,
        "melded_cards": 225,
        "cards_in_hand": -60,
    }
    assert lines(done, 1) == {"red_threes": 100, "melded_cards": 120, "cards_in_hand": -70}


# --------------------------------------------------------------------------- C4, C5


def test_c4_side_that_never_melded() -> None:
    # B: one red three, 85 in hand (45 + 40).
    state = position(
        hands={0: "8s", 1: "Ks Qs Jd 9h 5s", 3: "Ts Th 2c"}, melds={0: ["Ks Ks Kh Kh Kd Kd Kc"]}, reds={1: "3d"}
    )
    done = act(R, state, "discard 8")
    assert done.last_hand is not None and done.last_hand.points[1] == -185
    assert lines(done, 1) == {"red_threes": -100, "melded_cards": 0, "cards_in_hand": -85}


def test_c5_all_four_red_threes() -> None:
    canasta = ["Ks Ks Kh Kh Kd Kd Kc"]
    melded = act(R, position(hands={0: "8s"}, melds={0: canasta}, reds={0: "3h 3h 3d 3d"}), "discard 8")
    assert lines(melded, 0)["red_threes"] == 800
    unmelded = act(R, position(hands={1: "8s"}, turn=1, melds={1: canasta}, reds={0: "3h 3h 3d 3d"}), "discard 8")
    assert lines(unmelded, 0)["red_threes"] == -800


# --------------------------------------------------------------------------- C6


def c6_position(**changes: Any) -> CanastaState:
    hands = {0: "Ks Kh 8s 7s 6s 4s 4h 2c X As 3s", 2: "Qs Qs Qh Qh Qd Qd Qc Js Jh Jd 2d 5c"}
    return position(turn=2, **{"hands": hands, **changes})


def test_c6_concealed_going_out() -> None:
    state = act(R, c6_position(), "meld J J J 2 + Q Q Q Q Q Q Q")
    done = act(R, state, "discard 5")
    result = done.last_hand
    assert result is not None and result.went_out == 2 and result.concealed
    assert result.points[0] == 675
    assert lines(done, 0) == {
        "natural_canastas": 500,
        "going_out": 100,
        "concealed": 100,
        "melded_cards": 120,
        "cards_in_hand": -145,
    }


def test_c6_concealed_after_a_stock_draw_needs_no_minimum() -> None:
    state = c6_position(scores=(3000, 0), hands={0: "Ks", 2: "Qs Qs Qh Qh Qd Qd Qc 5c"})
    # 70 < 120, but the player drew from the stock and goes out concealed.
    assert "meld Q Q Q Q Q Q Q" in legal(R, state)
    # The same batch without going out must reach the minimum.
    short = c6_position(scores=(3000, 0), hands={0: "Ks", 2: "Qs Qs Qh Qh Qd Qd Qc 5c 9d"})
    assert refusal(R, short, "meld Q Q Q Q Q Q Q")[0] == "below_minimum"


def test_c6_pile_variant_needs_the_minimum() -> None:
    state = position(phase=Phase.DRAW, turn=2, scores=(3000, 0), pile="4d Qd", hands={2: "Qs Qs Qh Qh Qc Qc 5c"})
    assert refusal(R, state, "take Q Q Q Q Q Q") == ("below_minimum", {"points": 70, "minimum": 120})


# --------------------------------------------------------------------------- C7


def test_c7_initial_meld_from_the_pile_counts_only_the_top_card() -> None:
    state = position(phase=Phase.DRAW, pile="Kc Kc Kd Kh", hands={0: "Ks Kd As Ad X 7s 8s"})
    # The take is the initial meld's first part (30 of 50): set aside, the pile not yet taken.
    assert "take K K" in legal(R, state)
    aside = act(R, state, "take K K")
    assert aside.pile == state.pile and aside.hands == state.hands and aside.taking is not None
    # 30 + 90: the one meld from the hand that makes it; or the joker with the kings (80, §9.3)
    assert legal(R, aside) == ["meld A A X", "add K: X"]
    taken = act(R, aside, "meld A A X")
    assert taken.hands[0] == cards("Kc Kc Kd 7s 8s")  # the rest of the pile joins the hand
    assert act(R, state, "take K K + A A X") == taken  # the whole batch at once, as before
    # With only the kings in hand nothing can make it up: three more kings under the top card
    # do not count.
    short = position(phase=Phase.DRAW, pile="Kc Kc Kd Kh", hands={0: "Ks Kd 7s 8s 9s"})
    assert refusal(R, short, "take K K") == ("below_minimum", {"points": 30, "minimum": 50})


# --------------------------------------------------------------------------- C8


def test_c8_upcard_procedure_freezes_and_the_taker_lays_out_the_red_three() -> None:
    from canasta_helpers import deck_with

    r = rules(first_player=0)
    state = r.new_game(4, seed=1, deck=deck_with([], "2c 3h 7s"))
    assert state.pile == (cards("2c")[0], cards("3h")[0], cards("7s")[0])
    assert state.pile_frozen and len(state.stock) == 108 - 44 - 3
    taker = position(
        phase=Phase.DRAW, scores=(-50, 0), pile="2c 3h 7s", frozen=True, hands={0: "7h 7d Ks Qs"}, stock="4c 5c"
    )
    assert "take 7 7" in legal(r, taker)
    taken = act(r, taker, "take 7 7")
    assert taken.red_threes[0] == cards("3h") and taken.hands[0] == cards("2c Ks Qs")
    assert taken.stock == taker.stock  # no replacement for a red three from the pile


# --------------------------------------------------------------------------- C9


def c9_position(r: CanastaRules) -> CanastaState:
    state = position(
        turn=1,
        hands={1: "3c 9s 9h", 2: "8d Ks Qs", 3: "8s X Ks Qs"},
        pile="5c 6c",
        melds={1: ["8h 8h 8c"], 0: ["5s 5h 5d"]},
    )
    return act(r, state, "discard 3")


def test_c9_black_three_stops_and_freezes() -> None:
    state = c9_position(R)
    assert refusal(R, state, "take 8 8") == ("pile_stopped", {"card": "3c"})
    state = act(R, act(R, state, "draw"), "discard 8")
    assert state.pile_frozen
    assert refusal(R, state, "take 8 X")[0] == "pile_frozen"
    assert refusal(R, state, "take")[0] == "pile_frozen"


def test_c9_black_three_only_stops_when_it_does_not_freeze() -> None:
    r = rules(black_three_freezes=False)
    state = act(r, c9_position(r), "draw", "discard 8")
    assert not state.pile_frozen
    assert {"take 8 X", "take"} <= set(legal(r, state))


# --------------------------------------------------------------------------- C10


def test_c10_no_canasta_no_going_out() -> None:
    state = position(turn=1, hands={1: "6s 6h 6d Ks"}, melds={1: ["9s 9h 9d"]})
    assert refusal(R, state, "meld 6 6 6") == ("must_keep_a_card", {"canastas": 1})
    assert "discard K" in legal(R, state) and "meld 6 6 6" not in legal(R, state)


# --------------------------------------------------------------------------- C11


def test_c11_permission_no_forbids_going_out() -> None:
    state = position(hands={0: "8s 8h 8d"}, melds={0: ["Ks Ks Kh Kh Kd Kd Kc"]})
    assert "meld 8 8 8" in legal(R, state)
    asked = act(R, state, "ask")
    assert R.to_act(asked) == (2,) and asked.phase is Phase.ANSWER
    no = act(R, asked, "answer no")
    assert R.to_act(no) == (0,)
    assert refusal(R, no, "meld 8 8 8") == ("partner_said_no", {})
    one = act(R, no, "discard 8")
    assert one.last_hand is None  # did not go out: kept two cards


def test_c11_permission_yes_binds_or_costs_100() -> None:
    state = position(hands={0: "8s 8h 7s"}, melds={0: ["Ks Ks Kh Kh Kd Kd Kc"]})
    yes = act(R, state, "ask", "answer yes")
    assert yes.answer == "yes"
    failed = act(R, yes, "discard 7")  # the turn ends without going out
    assert failed.penalties == (1, 0)
    ends = act(
        R, position(hands={0: "8s", 1: "5s"}, melds={0: ["Ks Ks Kh Kh Kd Kd Kc"]}, penalties=(1, 0)), "discard 8"
    )
    assert lines(ends, 0)["failed_permission"] == -100


# --------------------------------------------------------------------------- C12


def test_c12a_last_stock_card_a_red_three_ends_the_hand() -> None:
    state = position(phase=Phase.DRAW, turn=3, stock="3d", pile="5c", melds={1: ["9s 9h 9d"]})
    done = act(R, state, "draw")
    result = done.last_hand
    assert result is not None and result.end is HandEnd.STOCK_OUT and result.went_out == -1
    assert result.red_threes[1] == cards("3d")
    assert lines(done, 1)["red_threes"] == 100


def test_c12b_forced_take_then_the_hand_ends() -> None:
    state = position(
        phase=Phase.DRAW,
        turn=3,
        stock="9c",
        pile="5c",
        hands={3: "Ts 4h 6h", 0: "Th Jd Qd 8s", 1: "Ks Qh"},
        melds={0: ["Tc Tc Td"], 1: ["4s 4d 4c"]},
    )
    state = act(R, state, "draw", "discard T")
    assert R.to_act(state) == (0,) and not state.stock
    choices = legal(R, state)
    assert "decline" not in choices and "take" in choices
    assert refusal(R, state, "decline")[0] == "must_take_pile"
    state = act(R, state, "take", "add T: T", "discard 8")
    # Seat 1 cannot take the 8 (a pile of one card, frozen? no: no pair and no meld of eights).
    result = state.last_hand
    assert result is not None and result.end is HandEnd.STOCK_OUT and result.went_out == -1
    assert "going_out" not in lines(state, 0) and "going_out" not in lines(state, 1)


# --------------------------------------------------------------------------- C13


def test_c13_game_end_highest_total_wins() -> None:
    assert game_over((4800 + 350, 4900 + 200), 5000)
    assert not game_over((5100, 5100), 5000)
    state = position(hands={0: "8s"}, melds={0: ["Ks Ks Kh Kh Kd Kd Kc"]}, scores=(4800, 4900))
    done = act(R, state, "discard 8")
    outcome = R.outcome(done)
    assert outcome is not None and outcome.winners == (0, 2)
    assert R.margin(done) == done.scores[0] - done.scores[1]


# --------------------------------------------------------------------------- C14


def test_c14_two_players_need_two_canastas() -> None:
    one = position(2, hands={0: "4s"}, melds={0: ["Ks Ks Kh Kh Kd Kd Kc"]})
    assert refusal(R, one, "discard 4") == ("must_keep_a_card", {"canastas": 2})
    two = position(2, hands={0: "Js 4s"}, melds={0: ["Ks Ks Kh Kh Kd Kd Kc", "Jh Jh Jd Jd Jc 2c"]})
    assert "add J: J" in legal(R, two)
    done = act(R, two, "add J: J", "discard 4")
    assert done.last_hand is not None and done.last_hand.went_out == 0
