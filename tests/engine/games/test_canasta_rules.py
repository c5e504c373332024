"""Canasta rules beyond the worked examples: one test (or more) per rule of the spec."""

from __future__ import annotations

import pytest
from canasta_helpers import act, cards, deck_with, every_batch, laid_batches, legal, meld, position, refusal, rules

from cardtable.engine.core import InvalidActionError
from cardtable.engine.games.canasta.actions import action_from_str
from cardtable.engine.games.canasta.cards import VALUES, card_from_str, kind_from_str
from cardtable.engine.games.canasta.melds import MeldSpec
from cardtable.engine.games.canasta.state import CanastaState, HandEnd, Phase

R = rules()


def lines(state: CanastaState, side: int) -> dict[str, int]:
    assert state.last_hand is not None
    return {line.item: line.points for line in state.last_hand.lines if line.side == side}


CANASTA = "Ks Ks Kh Kh Kd Kd Kc"

# --------------------------------------------------------------------------- §2 cards


def test_card_values_and_the_deck() -> None:
    values = {text: VALUES[kind_from_str(text)] for text in "X 2 A K Q J T 9 8 7 6 5 4 3".split()}
    assert values == {
        "X": 50,
        "2": 20,
        "A": 20,
        "K": 10,
        "Q": 10,
        "J": 10,
        "T": 10,
        "9": 10,
        "8": 10,
        "7": 5,
        "6": 5,
        "5": 5,
        "4": 5,
        "3": 5,
    }
    state = R.new_game(4, seed=3)
    assert len(R.all_cards(state)) == 108 and R.all_cards(state).count("X") == 4
    with pytest.raises(ValueError):
        kind_from_str("3h")  # a red three is never named in an action


# --------------------------------------------------------------------------- §3, §4, §14, §18 deal


@pytest.mark.parametrize(("n", "size", "stock"), [(4, 11, 63), (3, 13, 68), (2, 15, 77)])
def test_deal_sizes_by_player_count(n: int, size: int, stock: int) -> None:
    r = rules(first_player=0)
    deck = deck_with(["Ks Qs"], "7s", n)
    state = r.new_game(n, seed=1, deck=deck)
    assert [len(hand) for hand in state.hands] == [size] * n
    assert len(state.stock) == stock and state.pile == cards("7s")
    assert cards("Ks Qs")[0] in state.hands[0]  # dealt in blocks: seat 0 the first cards


def test_first_player_and_first_dealer() -> None:
    state = rules(first_player=2).new_game(4, seed=5)
    assert state.turn == 2 and state.dealer == 1
    state = rules(first_dealer=3).new_game(4, seed=5)
    assert state.turn == 0 and state.dealer == 3
    with pytest.raises(ValueError):
        rules(first_dealer=3).new_game(2, seed=1)


def test_upcard_turn_on_wild_and_red_three_leaves_a_black_three() -> None:
    deck = deck_with([], "3s 7s")
    seed_rule = rules(first_player=0).new_game(4, seed=1, deck=deck)
    assert seed_rule.pile == (card_from_str("3s"), card_from_str("7s")) and seed_rule.pile_frozen
    pagat = rules(first_player=0, upcard_turn_on="wild_and_red_three").new_game(4, seed=1, deck=deck)
    assert pagat.pile == (card_from_str("3s"),) and pagat.pile_frozen
    stop_only = rules(first_player=0, upcard_turn_on="wild_and_red_three", black_three_freezes=False)
    assert not stop_only.new_game(4, seed=1, deck=deck).pile_frozen


def test_the_deal_passes_to_the_left() -> None:
    state = position(hands={0: "8s"}, melds={0: [CANASTA]}, dealer=3)
    nxt = act(R, state, "discard 8")
    assert nxt.hand_number == 2 and nxt.dealer == 0 and nxt.turn == 1


# --------------------------------------------------------------------------- §7 red threes


def test_dealt_red_threes_are_laid_out_at_the_first_turn_and_replaced() -> None:
    r = rules(first_player=1)
    # Seat 1 holds 3h; the stock gives 3d (replaced again) then 9c.
    deck = deck_with(["", "3h"], "7s 3d 9c")
    state = r.new_game(4, seed=1, deck=deck)
    assert sorted(state.red_threes[1]) == list(cards("3d 3h"))
    assert card_from_str("9c") in state.hands[1] and len(state.hands[1]) == 11
    assert state.phase is Phase.DRAW and r.to_act(state) == (1,)
    # Seat 2 holds a red three too, laid out only when its first turn comes.
    deck = deck_with(["", "", "3h"], "7s 9c")
    state = r.new_game(4, seed=1, deck=deck)
    assert state.red_threes[0] == () and card_from_str("3h") in state.hands[2]


def test_a_red_three_drawn_is_laid_out_and_replaced() -> None:
    state = position(phase=Phase.DRAW, stock="3h 3d 8c 9c")
    drawn = act(R, state, "draw")
    assert sorted(drawn.red_threes[0]) == list(cards("3h 3d")) and card_from_str("8c") in drawn.hands[0]
    assert drawn.stock == cards("9c")


def test_red_threes_of_a_player_who_never_had_a_turn_score_at_the_end() -> None:
    state = position(
        hands={0: "8s", 3: "3h 9s"}, had_turn=(True, True, True, False), melds={0: [CANASTA], 1: ["5s 5h 5d"]}
    )
    done = act(R, state, "discard 8")
    assert done.last_hand is not None and done.last_hand.red_threes[1] == cards("3h")
    # Seat 3 keeps 9s (10), seat 1 its 35: the red three is no card in hand.
    assert lines(done, 1)["red_threes"] == 100 and lines(done, 1)["cards_in_hand"] == -10 - 35


def test_red_three_minus_option_off_scores_plus_without_a_meld() -> None:
    r = rules(red_three_minus_if_no_meld=False)
    done = act(r, position(hands={0: "8s"}, melds={0: [CANASTA]}, reds={1: "3h"}), "discard 8")
    assert lines(done, 1)["red_threes"] == 100


# --------------------------------------------------------------------------- §5 melds


def test_meld_needs_two_naturals_and_at_most_three_wilds() -> None:
    state = position(hands={0: "Qs Qh 2c 2d X X 9s 8s"}, melds={0: ["5s 5h 5d"]})
    assert "meld Q Q 2 2 X" in legal(R, state)
    assert refusal(R, state, "meld Q Q 2 X X 2") == ("invalid_meld", {"meld": "Q Q 2 2 X X"})
    single = position(hands={0: "Qs 2c 2d 9s 8s"}, melds={0: ["5s 5h 5d"]})
    assert refusal(R, single, "meld Q 2 2")[0] == "invalid_meld"
    with pytest.raises(InvalidActionError):
        action_from_str("meld 2 2 X")  # wild cards alone name no rank


def test_wild_not_exceed_natural_option() -> None:
    r = rules(wild_not_exceed_natural=True)
    state = position(hands={0: "Qs Qh 2c 2d X 9s 8s"}, melds={0: ["5s 5h 5d"]})
    assert "meld Q Q 2 X" in legal(r, state)  # as many wild cards as naturals
    assert "meld Q Q 2 2 X" in legal(R, state) and "meld Q Q 2 2 X" not in legal(r, state)
    assert refusal(r, state, "meld Q Q 2 2 X")[0] == "invalid_meld"


def test_one_meld_per_rank_and_only_on_own_side() -> None:
    state = position(hands={0: "5c 5c Qs 9s 8s"}, melds={0: ["5s 5h 5d"], 1: ["Qh Qd Qc"]})
    assert refusal(R, state, "meld 5 5 X".replace(" X", " 5").replace("5 5 5", "5 5"))[0] in (
        "rank_already_melded",
        "invalid_meld",
    )
    assert refusal(R, state, "meld 5 5 5")[0] in ("rank_already_melded", "cards_not_in_hand")
    assert "add 5: 5 5" in legal(R, state)
    assert refusal(R, state, "add Q: Q") == ("no_such_meld", {"rank": "Q"})  # B's queens are not ours


def test_wild_limit_holds_in_a_canasta() -> None:
    state = position(hands={0: "X 9s 8s"}, melds={0: ["Ks Ks Kh Kh 2c 2d 2h"]})
    assert refusal(R, state, "add K: X") == ("invalid_addition", {"rank": "K", "cards": "X"})
    natural = position(hands={0: "X 9s 8s"}, melds={0: [CANASTA]})
    mixed = act(R, natural, "add K: X")
    assert mixed.melds[0][0].state() == "mixed"


def test_only_the_initial_meld_is_a_batch() -> None:
    state = position(hands={0: "Qs Qh Qd Js Jh Jd 9s 8s"}, melds={0: ["5s 5h 5d"]})
    assert refusal(R, state, "meld J J J + Q Q Q") == ("one_meld_per_action", {})


def test_black_threes_only_when_going_out_and_a_fourth_may_be_added() -> None:
    state = position(hands={0: "3s 3c 3s 9h 8h"}, melds={0: [CANASTA]})
    assert refusal(R, state, "meld 3 3 3") == ("black_threes_only_going_out", {})
    going = position(hands={0: "3s 3c 3s 3c 9h"}, melds={0: [CANASTA]})
    assert legal(R, going)[0] == "meld 3 3 3 3" and "meld 3 3 3" not in legal(R, going)  # would leave two
    four = position(hands={0: "3s 3c 3s 3c"}, melds={0: [CANASTA]})
    three = act(R, four, "meld 3 3 3")
    assert "add 3: 3" in legal(R, three)
    done = act(R, three, "add 3: 3")
    assert done.last_hand is not None and done.last_hand.went_out == 0
    no_canasta = position(hands={0: "3s 3c 3s 9h"}, melds={0: ["5s 5h 5d"]})
    assert "meld 3 3 3" not in legal(R, no_canasta)


def test_melded_cards_never_return_and_a_meld_needs_the_cards() -> None:
    state = position(hands={0: "Qs Qh 9s 8s"}, melds={0: ["5s 5h 5d"]})
    assert refusal(R, state, "meld Q Q Q") == ("cards_not_in_hand", {})
    assert refusal(R, state, "discard A") == ("cards_not_in_hand", {})


# --------------------------------------------------------------------------- §8 freezing


def test_a_discarded_wild_card_freezes_the_pile_and_a_take_unfreezes_it() -> None:
    state = position(hands={0: "2c 9s 8s"}, pile="5c 6c")
    frozen = act(R, state, "discard 2")
    assert frozen.pile_frozen and refusal(R, act(R, frozen, "ask", "answer no"), "take 9 9") == (
        "pile_stopped",
        {"card": "2c"},
    )
    covered = position(
        phase=Phase.DRAW, pile="5c 2c 9h", frozen=True, hands={0: "9s 9d 8s 7s"}, melds={0: ["5s 5h 5d"]}
    )
    taken = act(R, covered, "take 9 9")
    assert not taken.pile_frozen and not taken.pile
    assert act(R, taken, "discard 8").pile == cards("8s")


# --------------------------------------------------------------------------- §9.3 taking the pile


def test_take_options_off() -> None:
    state = position(phase=Phase.DRAW, hands={0: "9s X Ks Qs"}, pile="5d 6s 9h", melds={0: ["9c 9c 9d"]})
    no_wild = rules(take_pile_natural_plus_wild=False)
    assert refusal(no_wild, state, "take 9 X") == ("take_method_off", {})
    no_onto = rules(take_pile_onto_existing_meld=False)
    assert refusal(no_onto, state, "take") == ("take_method_off", {})
    assert refusal(R, state, "take 9 9 X") == ("take_method", {})  # only the qualifying cards
    assert refusal(R, state, "take Q Q")[0] == "take_wrong_rank"


def test_one_card_may_not_take_a_pile_of_one() -> None:
    state = position(phase=Phase.DRAW, hands={0: "9s"}, pile="9h", melds={0: ["9c 9c 9d"]})
    assert refusal(R, state, "take") == ("one_card_one_pile", {})


def test_take_must_leave_a_card_to_discard() -> None:
    state = position(phase=Phase.DRAW, hands={0: "9s 9d"}, pile="9h", melds={0: ["5c 5c 5d"]})
    assert refusal(R, state, "take 9 9") == ("must_keep_a_card", {"canastas": 1})


def test_take_by_a_melded_side_names_no_more_melds() -> None:
    state = position(phase=Phase.DRAW, hands={0: "9s 9d Qs Qh Qd"}, pile="9h", melds={0: ["5c 5c 5d"]})
    assert refusal(R, state, "take 9 9 + Q Q Q") == ("take_extra_melds", {})


def test_red_threes_in_a_taken_pile_are_laid_out_without_replacement() -> None:
    state = position(phase=Phase.DRAW, hands={0: "9s 9d 8s"}, pile="3d 7c 9h", frozen=True, melds={0: ["5c 5c 5d"]})
    taken = act(R, state, "take 9 9")
    assert taken.red_threes[0] == cards("3d") and taken.hands[0] == cards("7c 8s")
    assert taken.stock == state.stock


# --------------------------------------------------------------------------- §9.4, §10 going out


def test_going_out_by_melding_the_last_card() -> None:
    state = position(hands={0: "Qs Qh Qd"}, melds={0: [CANASTA]})
    done = act(R, state, "meld Q Q Q")
    assert done.last_hand is not None and done.last_hand.went_out == 0


def test_look_ahead_one_card_completing_a_canasta() -> None:
    # No canasta yet: laying Q Q Q leaves 9s, which completes the nines into a canasta.
    state = position(hands={0: "Qs Qh Qd 9s"}, melds={0: ["9h 9h 9d 9d 9c 9c"]})
    assert "meld Q Q Q" in legal(R, state)
    done = act(R, state, "meld Q Q Q", "add 9: 9")
    assert done.last_hand is not None and done.last_hand.went_out == 0
    # Its last card cannot be discarded: that would go out without a canasta.
    left = act(R, state, "meld Q Q Q")
    assert refusal(R, left, "discard 9")[0] == "must_keep_a_card"


def test_canastas_to_go_out_option() -> None:
    r = rules(canastas_to_go_out=2)
    state = position(hands={0: "8s"}, melds={0: [CANASTA]})
    assert refusal(r, state, "discard 8") == ("must_keep_a_card", {"canastas": 2})


def test_concealed_needs_no_earlier_meld_and_an_own_new_canasta() -> None:
    # The player melded in an earlier turn: not concealed.
    state = position(
        hands={0: "Qs Qh Qd Qc Qs Qh Qd 5c"}, melds={0: ["Jh Jh Jd"]}, has_melded=(True, False, False, False)
    )
    done = act(R, state, "meld Q Q Q Q Q Q Q", "discard 5")
    assert done.last_hand is not None and not done.last_hand.concealed
    # Completing the partner's meld is no canasta of one's own.
    partner = position(hands={0: "Js Jc Jc Jd 5c"}, melds={0: ["Jh Jh Jd"]}, has_melded=(False, False, True, False))
    done = act(R, partner, "add J: J J J J", "discard 5")
    assert done.last_hand is not None and not done.last_hand.concealed and done.last_hand.went_out == 0
    # Adding to the partner's meld in this turn is allowed for a concealed going out (§16 #13).
    both = position(
        hands={0: "Js Qs Qh Qd Qc Qs Qh Qd 5c"}, melds={0: ["Jh Jh Jd"]}, has_melded=(False, False, True, False)
    )
    done = act(R, both, "add J: J", "meld Q Q Q Q Q Q Q", "discard 5")
    assert done.last_hand is not None and done.last_hand.concealed


def test_concealed_counts_a_canasta_started_with_the_top_card() -> None:
    state = position(
        phase=Phase.DRAW,
        hands={0: "Qs Qh Qd Qc Qs Qh 5c"},
        pile="Qd",
        melds={0: ["Jh Jh Jd"]},
        has_melded=(False, False, True, False),
    )
    taken = act(R, state, "take Q Q")
    done = act(R, taken, "add Q: Q Q Q Q", "discard 5")
    assert done.last_hand is not None and done.last_hand.concealed


# --------------------------------------------------------------------------- §10.2 permission


def test_permission_only_for_partnerships_and_when_played() -> None:
    assert refusal(R, position(2, hands={0: "8s 9s"}), "ask") == ("no_permission_asking", {})
    assert refusal(R, position(3, hands={0: "8s 9s"}), "ask") == ("no_permission_asking", {})
    assert refusal(rules(permission_asking=False), position(hands={0: "8s 9s"}), "ask")[0] == "no_permission_asking"


def test_permission_once_a_turn_and_the_partner_answers() -> None:
    state = act(R, position(phase=Phase.DRAW, hands={0: "8s 9s"}), "ask")
    assert state.phase is Phase.ANSWER and R.to_act(state) == (2,)
    assert legal(R, state) == ["answer yes", "answer no"]
    assert refusal(R, state, "draw") == ("answer_first", {})
    back = act(R, state, "answer yes")
    assert back.phase is Phase.DRAW and R.to_act(back) == (0,)
    assert refusal(R, back, "ask") == ("already_asked", {})
    assert refusal(R, back, "answer no") == ("nothing_asked", {})


def test_permission_only_before_melding_or_taking_the_pile_this_turn() -> None:
    """§18 "Permission" (and §10.2, §9.1): a player may ask only while nothing has been
    melded in the turn and the pile has not been taken: before drawing, or after a stock
    draw, and also before a forced take; never after a meld, an addition or a take."""
    # Before drawing, and after a stock draw: allowed.
    before = position(phase=Phase.DRAW, stock="Qc 5c 6c", hands={0: "8s 9s Kd"}, melds={0: ["Qs Qh Qd"]})
    assert "ask" in legal(R, before)
    drawn = act(R, before, "draw")
    assert "ask" in legal(R, drawn)
    # After a meld or an addition in the turn: refused.
    melded = act(R, drawn, "add Q: Q")
    assert refusal(R, melded, "ask") == ("ask_after_meld", {})
    fresh = position(hands={0: "8s 8h 8d 9s Kd"}, melds={0: ["Qs Qh Qd"]})
    assert refusal(R, act(R, fresh, "meld 8 8 8"), "ask") == ("ask_after_meld", {})
    # After taking the pile: refused, even before any further meld.
    pile = position(phase=Phase.DRAW, hands={0: "9s 9h 4d 5d Kd"}, pile="7c 9d", melds={0: ["Qs Qh Qd"]})
    took = act(R, pile, "take 9 9")
    assert took.phase is Phase.MELD
    assert refusal(R, took, "ask") == ("ask_after_meld", {})
    # Before a forced take (stock gone, top card fits the side's meld): allowed.
    forced = position(phase=Phase.DRAW, stock="", hands={0: "8s 9s Kd"}, pile="5c Qc", melds={0: ["Qs Qh Qd"]})
    assert R.forced_take(forced, 0) and "ask" in legal(R, forced)
    # Every other move stays: after the meld the discards and additions are still there.
    assert any(text.startswith("discard") for text in legal(R, melded))


def test_permission_not_with_one_card_left() -> None:
    state = position(hands={0: "8s"}, melds={0: [CANASTA]})
    assert refusal(R, state, "ask") == ("ask_with_one_card", {})


def test_failed_permission_penalty_option_and_stock_out() -> None:
    free = rules(failed_permission_penalty=0)
    state = position(hands={0: "8s", 1: "5s"}, melds={0: [CANASTA]}, penalties=(1, 0))
    assert lines(act(free, state, "discard 8"), 0)["failed_permission"] == 0
    # "yes", then the last stock card is a red three: the hand ends and the yes costs 100.
    drawn = act(
        R, position(phase=Phase.DRAW, stock="3h", hands={0: "8s 9s"}, melds={0: [CANASTA]}), "ask", "answer yes", "draw"
    )
    assert lines(drawn, 0)["failed_permission"] == -100


# --------------------------------------------------------------------------- §11 exhausted stock


def test_decline_when_not_forced_ends_the_hand() -> None:
    state = position(phase=Phase.DRAW, stock="", pile="9h", hands={0: "9s 9d 5s 6s"}, melds={0: ["5c 5c 5d"]})
    assert legal(R, state) == ["take 9 9", "decline", "ask"]
    done = act(R, state, "decline")
    assert done.last_hand is not None and done.last_hand.end is HandEnd.STOCK_OUT


def test_forced_take_option_off_allows_declining() -> None:
    state = position(phase=Phase.DRAW, stock="", pile="9h", hands={0: "8s 5s"}, melds={0: ["9c 9c 9d"]})
    assert "decline" not in legal(R, state)
    assert "decline" in legal(rules(forced_take_after_stock_out=False), state)


def test_a_no_that_forbids_the_only_take_leaves_declining() -> None:
    # The only take empties the hand: legal only when going out, which a "no" forbids.
    r = rules(take_pile_onto_existing_meld=False)
    state = position(phase=Phase.DRAW, stock="", pile="9h", hands={0: "9s 9d"}, melds={0: ["9c 9c 9d", CANASTA]})
    assert legal(r, state) == ["take 9 9", "ask"]
    refused = act(r, state, "ask", "answer no")
    assert legal(r, refused) == ["decline"]
    assert act(r, refused, "decline").last_hand is not None


def test_a_player_who_cannot_take_ends_the_hand() -> None:
    state = position(hands={0: "8s 7s"}, stock="", pile="4c", melds={0: ["9c 9c 9d"]})
    done = act(R, state, "discard 8")
    assert done.last_hand is not None and done.last_hand.end is HandEnd.STOCK_OUT


def test_two_players_draw_two_and_the_last_red_three_keeps_the_first() -> None:
    state = position(2, phase=Phase.DRAW, stock="8c 3h 9c 7c")
    drawn = act(R, state, "draw")
    assert cards("8c")[0] in drawn.hands[0] and cards("9c")[0] in drawn.hands[0]
    assert drawn.red_threes[0] == cards("3h") and drawn.stock == cards("7c")
    last = act(R, position(2, phase=Phase.DRAW, stock="8c 3h"), "draw")
    result = last.last_hand
    assert result is not None and result.end is HandEnd.STOCK_OUT
    assert cards("8c")[0] in result.hands[0]  # kept, and counted against the player


# --------------------------------------------------------------------------- §13 game end


def test_three_players_tie_at_the_top_plays_another_hand() -> None:
    state = position(3, hands={0: "8s", 1: "5s", 2: "5s"}, melds={0: [CANASTA]}, scores=(4000, 6000, 0))
    done = act(R, state, "discard 8")
    assert done.scores[0] == 4000 + 500 + 100 + 70 and done.phase is Phase.GAME_OVER
    outcome = R.outcome(done)
    assert outcome is not None and outcome.winners == (1,)
    tie = position(3, hands={0: "8s", 1: "5s", 2: "5s"}, melds={0: [CANASTA]}, scores=(4330, 5005, 100))
    again = act(R, tie, "discard 8")
    assert again.scores[:2] == (5000, 5000) and again.phase is Phase.DRAW and again.hand_number == 2
    win = act(
        R, position(3, hands={0: "8s", 1: "5s", 2: "5s"}, melds={0: [CANASTA]}, scores=(4400, 5000, 4990)), "discard 8"
    )
    outcome = R.outcome(win)
    assert outcome is not None and outcome.winners == (0,) and R.margin(win) == 5070 - 4995


def test_game_target_and_one_hand() -> None:
    state = position(hands={0: "8s"}, melds={0: [CANASTA]})
    assert act(rules(game_target=600), state, "discard 8").phase is Phase.GAME_OVER
    assert act(R, state, "discard 8").phase is Phase.DRAW
    assert act(rules(game_target="one_hand"), state, "discard 8").phase is Phase.GAME_OVER


# --------------------------------------------------------------------------- actions


@pytest.mark.parametrize(
    "text",
    [
        "draw",
        "take",
        "take K K",
        "take K 2",
        "take K X",
        "take K K + A A X",
        "decline",
        "meld K K 2",
        "meld 4 4 4 + K K K",
        "meld 3 3 3",
        "add K: K 2",
        "add 3: 3",
        "add Q: X",
        "discard K",
        "discard 3",
        "discard X",
        "ask",
        "answer yes",
        "answer no",
    ],
)
def test_action_texts_round_trip(text: str) -> None:
    assert str(action_from_str(text)) == text


def test_actions_read_suits_as_kinds() -> None:
    assert action_from_str("discard Kh") == action_from_str("discard K")
    assert action_from_str("meld Ks Kh 2c") == action_from_str("meld K K 2")
    assert action_from_str("meld A A A + 5 5 5") == action_from_str("meld 5 5 5 + A A A")
    for bad in ("discard 3h", "meld K Q Q", "take 2 X", "add K: Q", "add 2: X", "fly"):
        with pytest.raises(InvalidActionError):
            action_from_str(bad)


def test_phase_errors() -> None:
    draw = position(phase=Phase.DRAW, hands={0: "8s 9s"})
    assert refusal(R, draw, "discard 8") == ("draw_first", {})
    meld = position(hands={0: "8s 9s"})
    assert refusal(R, meld, "draw") == ("already_drew", {})
    assert refusal(R, meld, "decline") == ("already_drew", {})
    assert refusal(R, draw, "decline") == ("stock_not_empty", {})
    empty = position(phase=Phase.DRAW, stock="", pile="9h", hands={0: "9s 9d 5s"}, melds={0: ["5c 5c 5d"]})
    assert refusal(R, empty, "draw") == ("stock_not_empty", {})
    assert refusal(R, position(phase=Phase.DRAW, pile="", hands={0: "9s 9d 5s"}), "take 9 9") == ("pile_empty", {})


@pytest.mark.parametrize(
    "hand",
    [
        "4s 4h 4d 5s 5h 6s 6h 6d X 2c 9s",
        "As Ah Ks Kh Qs X X 2c 3s 3c 3s",
        "Qs Qh Qd Qc Js Jh Jd 3s 3c 3c 2d",
        "As Ah Ad X 3s 3c 3s",
    ],
)
@pytest.mark.parametrize("score", [-100, 0, 3000])
def test_initial_melds_laid_a_meld_at_a_time_are_the_accepted_batches(hand: str, score: int) -> None:
    """§6 a meld at a time (``first_meld``): no batch is listed; the batches the moves lay are accepted
    as whole batches too (older saves hold them), and every accepted batch holds one of them
    (its other melds follow it, free of the minimum). No move leads where nothing is legal."""
    from cardtable.engine.games.canasta.actions import make_meld
    from cardtable.engine.games.canasta.cards import kind_counts

    state = position(hands={0: hand}, scores=(score, 0))
    assert not any("+" in text for text in legal(R, state))
    accepted = [
        batch
        for batch in every_batch(R, kind_counts(state.hands[0]))
        if batch and R._meld_refusal(state, 0, make_meld(batch)) is None
    ]
    laid = laid_batches(R, state)
    assert laid <= {str(make_meld(batch)).removeprefix("meld ") for batch in accepted}
    for batch in accepted:
        R.check(state, 0, make_meld(batch))
        assert any(set(text.split(" + ")) <= {str(spec) for spec in batch} for text in laid), batch
    assert bool(laid) == bool(accepted)


def test_a_meld_set_aside_is_the_players_alone_until_the_batch_is_laid() -> None:
    """``first_meld``: ``meld Q Q Q`` (30 of 50) is set aside: nothing reaches the table, the others'
    views do not change, and only the player is told; ``meld K K K`` then lays both as one batch."""
    state = position(hands={0: "Qs Qh Qd Ks Kh Kd 5s 9h"})
    assert "meld Q Q Q" in legal(R, state) and "discard 5" in legal(R, state)
    step = R.step(state, 0, action_from_str("meld Q Q Q"))
    aside = step.state
    assert aside.staged == (MeldSpec(11, 3),) and aside.hands == state.hands and not aside.melds[0]
    assert [(e.kind, e.audience, dict(e.params)) for e in step.events] == [
        ("set_aside", (0,), {"cards": ["Qh", "Qd", "Qs"]})
    ]
    for seat in (1, 2, 3, None):
        assert R.view(aside, seat) == R.view(state, seat)
    first = R.view(aside, 0)["first_meld"]
    assert first == {
        "take": None,
        "top": None,
        "melds": [{"rank": "Q", "cards": ["Qh", "Qd", "Qs"], "points": 30}],
        "points": 30,
    }
    assert legal(R, aside) == ["meld K K K"]  # no discard, no ask: the first meld is finished first
    for text in ("discard 5", "meld 5 5 5 + K K K", "ask"):
        assert refusal(R, aside, text)[0] in ("finish_first_meld", "no_permission_asking")
    laid = R.step(aside, 0, action_from_str("meld K K K"))
    assert [e.kind for e in laid.events] == ["meld"]
    assert sorted(laid.events[0].params["cards"]) == ["Kd", "Kh", "Ks", "Qd", "Qh", "Qs"]
    assert [m.rank for m in laid.state.melds[0]] == [11, 12] and laid.state.staged == ()
    # The same batch in one action, as older saves hold it, lays the same table.
    assert act(R, state, "meld Q Q Q + K K K") == laid.state


def test_a_meld_that_no_meld_from_the_hand_can_complete_is_refused() -> None:
    state = position(hands={0: "Qs Qh Qd 4s 4h 4d 9c"})  # 30 + 15: never 50
    assert refusal(R, state, "meld Q Q Q") == ("below_minimum", {"points": 30, "minimum": 50})
    assert [text for text in legal(R, state) if text.startswith("meld")] == []


def test_a_take_without_the_cards_says_what_taking_the_pile_needs() -> None:
    """§9.3 (issue 30): not "you do not hold those cards" but what this pile needs."""
    hand = {0: "9s 4d 5d Kd"}
    melded = {0: ["Qs Qh Qd"]}
    open_pile = position(phase=Phase.DRAW, hands=hand, pile="7c 9d", melds=melded)
    assert refusal(R, open_pile, "take 9 9") == ("take_needs_pair_or_wild", {"card": "9d"})
    plain = rules(take_pile_natural_plus_wild=False)
    assert refusal(plain, open_pile, "take 9 9") == ("take_needs_pair", {"card": "9d"})
    frozen = position(phase=Phase.DRAW, hands=hand, pile="7c 9d", melds=melded, frozen=True)
    assert refusal(R, frozen, "take 9 9") == ("take_needs_frozen", {"card": "9d"})
    first = position(phase=Phase.DRAW, hands=hand, pile="7c 9d")
    assert refusal(R, first, "take 9 9") == ("take_needs_first_meld", {"card": "9d", "minimum": 50})


def test_a_take_under_way_is_finished_from_the_hand_before_anything_else() -> None:
    """§6, §9.3 step by step: ``take 8 8`` (24... here 30 of 50) sets the top card's meld aside;
    only melds from the hand follow, in the draw step, until the pile is taken with them."""
    state = position(phase=Phase.DRAW, pile="4c 9d 8h", hands={0: "8s 8d Qs Qh Qd 5c"}, stock="")
    assert legal(R, state) == ["take 8 8", "decline", "ask"]
    aside = act(R, state, "take 8 8")
    assert aside.phase is Phase.DRAW and aside.taking == MeldSpec(7, 2) and aside.pile == state.pile
    view = R.view(aside, 0)["first_meld"]
    assert view is not None and view["take"] == {"rank": "8", "cards": ["8d", "8s"], "points": 30}
    assert view["top"] == "8h" and view["points"] == 30 and R.view(aside, 1)["first_meld"] is None
    assert legal(R, aside) == ["meld Q Q Q"]
    for text in ("draw", "decline", "take 8 8", "discard 5", "ask"):
        assert refusal(R, aside, text)[0] in ("finish_first_meld", "stock_not_empty", "no_permission_asking")
    taken = act(R, aside, "meld Q Q Q")
    assert taken.phase is Phase.MELD and taken.drew == "pile" and taken.taking is None
    assert [m.rank for m in taken.melds[0]] == [7, 11] and taken.hands[0] == cards("4c 9d 5c")
    # With the stock gone and no way to take the pile, the hand ends (§11.3) as before.
    stuck = position(phase=Phase.DRAW, pile="4c 9d 8h", hands={0: "8s 8d 5c"}, stock="")
    assert R._takes(stuck, 0) == []


def test_wild_cards_join_the_top_cards_meld_set_aside() -> None:
    """§9.3: more cards, natural or wild, may join the top card's meld. Set aside, it took none:
    a joker chosen after ``take K K`` counted "80/50" and was refused (issue 30, Canasta round 9, 1)."""
    state = position(phase=Phase.DRAW, pile="4c Ks", hands={0: "Kh Kd 7h 7c 7d X 2c 5s 9h"}, scores=(1600, 0))
    aside = act(R, state, "take K K")  # 30 of 90
    assert aside.taking == MeldSpec(12, 2)
    assert {"add K: 2", "add K: X", "add K: 2 X"} <= set(legal(R, aside))
    step = R.step(aside, 0, action_from_str("add K: 2"))  # 50 of 90: still set aside, grown
    grown = step.state
    assert grown.phase is Phase.DRAW and grown.taking == MeldSpec(12, 2, 1) and not grown.melds[0]
    assert [(e.kind, e.audience, dict(e.params)) for e in step.events] == [
        ("set_aside", (0,), {"cards": ["Kh", "Kd", "2c"], "top": "Ks"})
    ]
    first = R.view(grown, 0)["first_meld"]
    assert first["take"]["cards"] == ["Kh", "Kd", "2c"] and first["points"] == 50
    moves = {m["action"]: m["lays"] for m in R.view(aside, 0)["moves"]}
    assert moves["add K: 2 X"] and not moves["add K: X"]  # 100 and 80 of 90
    taken = act(R, grown, "add K: X")  # 100 of 90: the pile is taken with the meld
    assert taken.phase is Phase.MELD and taken.drew == "pile" and taken.taking is None
    assert taken.melds[0] == (meld("Ks Kh Kd 2c X"),)
    assert taken == act(R, state, "take K K 2 X")
    # A meld from the hand set aside grows the same way; a rank not set aside is no meld of the side's.
    staged = act(R, position(hands={0: "Qs Qh Qd Ks Kh 2c 5s 9h"}), "meld Q Q Q")
    assert "add Q: 2" in legal(R, staged) and refusal(R, staged, "add K: K")[0] == "no_such_meld"
    assert refusal(R, aside, "add K: 2 2")[0] == "cards_not_in_hand"


def test_an_initial_meld_under_way_is_saved_and_checked() -> None:
    from dataclasses import replace

    from cardtable.engine.games.canasta import state as state_json

    hand = {0: "Qs Qh Qd Ks Kh Kd 5s 9h"}
    aside = act(R, position(hands=hand), "meld Q Q Q")
    data = R.state_to_dict(aside)
    assert data["staged"] == ["Q Q Q"] and "taking" not in data
    assert state_json.STATE.read(data) == aside
    plain = R.state_to_dict(position(hands=hand))
    assert "staged" not in plain and state_json.STATE.read(plain).staged == ()  # as saves before it
    for staged, why in (
        ((MeldSpec(11, 3), MeldSpec(11, 3)), "distinct ranks"),
        ((MeldSpec(12, 3), MeldSpec(11, 3)), "legal initial meld"),  # 60 of 50: it would have been laid
        ((MeldSpec(3, 3),), "hand does not"),
        ((MeldSpec(11, 1, 2),), "distinct ranks"),  # one natural: no meld
    ):
        with pytest.raises(ValueError, match=why):
            R._check_set_aside(replace(aside, staged=staged))
    with pytest.raises(ValueError, match="no longer"):
        R._check_set_aside(replace(aside, hands=(cards("Qs Qh Qd 5s 9h"), *aside.hands[1:])))
    with pytest.raises(ValueError, match="not a meld"):
        state_json.STATE.read({**data, "staged": ["2 2"]})


def test_going_out_deals_the_next_hand_with_the_shared_deal_event_unless_the_game_is_over() -> None:
    """Issue 30, Canasta 3: the table learns that the finished hand's moves are no longer its
    own from ``core.DEAL`` (every other game emits it)."""
    from cardtable.engine.core import DEAL, HAND_END

    canastas = ["Ks Kh Kd Kc Ks Kh Kd", "As Ah Ad Ac As Ah Ad"]
    state = position(2, hands={0: "Qs Qh Qd", 1: "4s 5s 6s"}, melds={0: canastas})
    kinds = [event.kind for event in rules().step(state, 0, rules().action_from_str("meld Q Q Q")).events]
    assert kinds[-2:] == [HAND_END, DEAL]
    deal = rules().step(state, 0, rules().action_from_str("meld Q Q Q")).events[-1]
    assert deal.params == {"number": 2} and deal.seat is None
    last = rules(game_target="one_hand").step(state, 0, rules(game_target="one_hand").action_from_str("meld Q Q Q"))
    assert last.events[-1].kind == HAND_END and DEAL not in [event.kind for event in last.events]
