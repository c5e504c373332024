"""Gin Rummy rules, one test per rule of ``shared/rules/gin-rummy.md`` and every §14 example.

Seat 0 is "A", the non-dealer of the first hand; seat 1 is "B", the dealer.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from event_helpers import reveals as reveals_to
from gin_rummy_helpers import ALL_CARDS, deal, knock_hand, legal, play, rules_with, stacked

from cardtable.engine import registry
from cardtable.engine.core import IllegalActionError, InvalidActionError
from cardtable.engine.games.gin_rummy.cards import card_from_str, card_to_str, mask_from_strs
from cardtable.engine.games.gin_rummy.options import PRESETS
from cardtable.engine.games.gin_rummy.rules import GinRummyRules
from cardtable.engine.games.gin_rummy.scoring import match_totals
from cardtable.engine.games.gin_rummy.state import GinState, HandEnd, Phase

# --------------------------------------------------------------------------- §2 cards


def test_card_ids_and_notation_follow_openspiel() -> None:
    assert [card_from_str(text) for text in ("As", "8s", "8c", "Kh")] == [0, 7, 20, 51]
    assert card_to_str(9) == "Ts" and card_from_str("10s") == card_from_str("Ts")
    for bad in ("", "1s", "Tx", "Ts ", "Kh2", "ZZ"):
        if bad.strip() == "Ts":
            continue
        with pytest.raises(ValueError):
            card_from_str(bad)


# --------------------------------------------------------------------------- §3 deal and dealers


def test_stacked_deck_deals_in_openspiel_blocks() -> None:
    rules = rules_with()
    deck = stacked("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc", "Kh", "Qh Jh")
    state = rules.new_game(2, seed=5, deck=deck)
    assert state.dealer == 1 and rules.to_act(state) == (0,)
    assert rules.view(state, 0)["hand"] == deck[:10]
    assert rules.view(state, 1)["hand"] == sorted(deck[10:20], key=card_from_str)
    assert rules.view(state, 0)["upcard"] == "Kh" and rules.view(state, 0)["stock_size"] == 31
    state = play(rules, state, "pass", "pass", "draw stock")
    assert "Qh" in rules.view(state, 0)["hand"]


def test_a_stacked_deck_is_checked_by_the_shared_cards() -> None:
    rules = rules_with()
    deck = stacked("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc", "Kh", "Qh Jh")
    with pytest.raises(ValueError, match=r"^a stacked deck lists the 52 cards: Kh is missing$"):
        rules.new_game(2, seed=5, deck=[text for text in deck if text != "Kh"])
    with pytest.raises(ValueError, match="'X' is a joker, and this game has no jokers"):
        rules.new_game(2, seed=5, deck=["X" if text == "Kh" else text for text in deck])


def test_stacked_deck_applies_to_the_first_deal_only() -> None:
    rules = rules_with(knock_limit=10)
    deck = stacked("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc", "Kh", "Qh")
    state = rules.new_game(2, seed=5, deck=deck)
    # A goes gin at once with a run of ten: the next hand is shuffled by the seed.
    state = play(rules, state, "pass", "pass", "draw stock", "knock", "discard Qh")
    state = play(rules, state, "meld As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "done")
    assert state.hand_number == 2
    assert rules.view(state, 0)["hand"] != deck[:10]


def test_first_player_is_the_non_dealer_and_overrides_first_dealer() -> None:
    for seat in (0, 1):
        rules = registry.get("gin_rummy", {"first_player": seat, "first_dealer": seat})
        state = rules.new_game(2, seed=3)
        assert rules.to_act(state) == (seat,) and state.dealer == 1 - seat


def test_first_dealer_cut_high_random_and_fixed() -> None:
    for seed in range(30):
        state = registry.get("gin_rummy").new_game(2, seed=seed)
        first, second = state.cut
        assert first % 13 != second % 13
        assert state.dealer == (0 if first % 13 > second % 13 else 1)  # K high, A low
    dealers = {registry.get("gin_rummy", {"first_dealer": "random"}).new_game(2, seed=s).dealer for s in range(20)}
    assert dealers == {0, 1}
    assert registry.get("gin_rummy", {"first_dealer": 1}).new_game(2, seed=4).dealer == 1


G1_KNOCKER, G1_MELDS = "4h 5h 6h 9s 9c 9d Jc Qc Kc 3d", ["4h 5h 6h", "9s 9c 9d", "Jc Qc Kc"]
G1_DEFENDER = "2s 3s 4s 7h Tc 9h 6c Kd Qs 5d"


@pytest.mark.parametrize(("rule", "winner_deals"), [("winner", True), ("loser", False), ("alternate", None)])
def test_next_dealer_option(rule: str, winner_deals: bool | None) -> None:
    rules = rules_with(next_dealer=rule)
    state = knock_hand(rules, G1_KNOCKER, "Ks", G1_MELDS, G1_DEFENDER)
    assert state.last_hand is not None and state.last_hand.winner == 0 and state.hand_number == 2
    expected = {True: 0, False: 1, None: 0}[winner_deals]  # B dealt hand 1
    assert state.dealer == expected
    assert rules.to_act(state) == (1 - expected,)


# --------------------------------------------------------------------------- §6.1 first upcard (G6)


def test_g6a_dealer_takes_the_passed_upcard_and_must_discard_another() -> None:
    rules = rules_with()
    state = deal(rules, "As 3s 5s 7s 9s Jc Kc 2d 4d 6d", "2h 4h 6h 8h Th Qh Ah 3h 5h Kd", "7c")
    assert legal(rules, state) == ["take upcard", "pass"]
    state = play(rules, state, "pass", "take upcard")
    assert "discard 7c" not in legal(rules, state)
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "discard 7c")
    assert error.value.code == "discard_just_taken" and "just took" in str(error.value)
    assert error.value.params == {"card": "7c"}  # public: it was the upcard
    state = play(rules, state, "discard Kd")
    assert rules.to_act(state) == (0,) and legal(rules, state) == ["take upcard", "draw stock"]
    assert rules.view(state, 0)["upcard"] == "Kd"


def test_g6b_both_pass_then_the_non_dealer_must_draw_from_stock() -> None:
    rules = rules_with()
    state = deal(rules, "As 3s 5s 7s 9s Jc Kc 2d 4d 6d", "2h 4h 6h 8h Th Qh Ah 3h 5h Kd", "7c", "Qs")
    state = play(rules, state, "pass", "pass")
    assert state.phase is Phase.FORCED_STOCK and legal(rules, state) == ["draw stock"]
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "take upcard")
    assert error.value.code == "draw_from_stock"
    state = play(rules, state, "draw stock", "discard Qs")
    assert rules.to_act(state) == (1,) and state.phase is Phase.DRAW


def test_g6c_throwing_back_the_taken_upcard_is_legal_only_under_openspiel() -> None:
    a, b = "As 3s 5s 7s 9s Jc Kc 2d 4d 6d", "2h 4h 6h 8h Th Qh Ah 3h 5h Kd"
    for preset, allowed in (("default", False), ("openspiel", True)):
        rules = rules_with(preset=preset)
        state = play(rules, deal(rules, a, b, "7c"), "take upcard")
        assert ("discard 7c" in legal(rules, state)) is allowed
    rules = rules_with(may_discard_taken_upcard=True)
    assert "discard 7c" in legal(rules, play(rules, deal(rules, a, b, "7c"), "take upcard"))


def test_turn_and_phase_errors_name_the_rule() -> None:
    rules = rules_with()
    state = deal(rules, "As 3s 5s 7s 9s Jc Kc 2d 4d 6d", "2h 4h 6h 8h Th Qh Ah 3h 5h Kd", "7c")
    with pytest.raises(IllegalActionError) as error:
        rules.apply_action(state, 1, rules.action_from_str("pass"))
    assert error.value.code == "not_your_turn"
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "discard As")
    assert error.value.code == "first_upcard" and "upcard" in str(error.value)
    state = play(rules, state, "take upcard")
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "discard 8h")  # B's card: the error must not say whose it is
    assert error.value.code == "card_not_in_hand" and "8h" not in str(error.value)
    assert error.value.params == {}
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "knock")
    assert "at most 10" in str(error.value)
    assert error.value.code == "knock_over_limit" and error.value.params == {"limit": 10}


# --------------------------------------------------------------------------- §6.2 knocking (G5)


def test_g5_knock_refused_at_eleven_deadwood() -> None:
    rules = rules_with()
    state = deal(rules, "7h 8h 9h Qd Qs Qc Ac 2s 3d 5c", "2h 4h 6h Th Jh Kh Ad 4d 6d Kd", "Ks")
    state = play(rules, state, "take upcard")
    assert "knock" not in legal(rules, state)
    state = deal(rules, "7h 8h 9h Qd Qs Qc Ac 2s 3d 5c", "2h 4h 6h Th Jh Kh Ad 4d 6d Kd", "2c")
    state = play(rules, state, "take upcard")  # now 2c 2s ... Ac 3d 5c: discard 5c leaves 7
    assert "knock" in legal(rules, state)


def test_knock_is_allowed_on_the_first_upcard_turn_and_never_compulsory() -> None:
    rules = rules_with()
    state = play(rules, deal(rules, G1_KNOCKER, G1_DEFENDER, "Ks"), "take upcard")
    assert "knock" in legal(rules, state) and "discard 3d" in legal(rules, state)


def test_knock_discard_must_keep_deadwood_within_the_limit() -> None:
    rules = rules_with()
    state = play(
        rules,
        deal(rules, G1_KNOCKER, G1_DEFENDER, "2c", "Ks"),
        "pass",
        "pass",
        "draw stock",
        "knock",
    )
    assert state.phase is Phase.KNOCK_DISCARD
    assert legal(rules, state) == ["discard Ks", "discard 3d"]
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "discard 4h")
    assert "knock limit" in str(error.value)


def test_knocker_may_leave_meldable_cards_unmelded_within_the_limit() -> None:
    rules = rules_with(game_target="none")
    # After drawing Kd and discarding Ac: 2c 3c 4c, 5d 6d 7d 8d, Ks Kd Kh all meld (gin),
    # but the knocker may keep 2c 3c 4c (9 points) as deadwood.
    state = deal(rules, "2c 3c 4c 5d 6d 7d 8d Kh Ks Ac", "2h 4h 6h 8h Th Qh Ah 3h 5h 9s", "Qd", "Kd")
    state = play(rules, state, "pass", "pass", "draw stock", "knock", "discard Ac")
    declarable = legal(rules, state)
    assert "meld 5d 6d 7d 8d" in declarable and "meld 5d 6d 7d" in declarable and "done" not in declarable
    state = play(rules, state, "meld Ks Kd Kh", "meld 5d 6d 7d 8d")
    assert legal(rules, state) == ["meld 2c 3c 4c", "done"]
    state = play(rules, state, "done", "done")
    assert state.last_hand is not None and state.last_hand.knocker_deadwood == 9
    assert state.last_hand.end is HandEnd.KNOCK


def test_done_is_refused_while_undeclared_cards_exceed_the_limit() -> None:
    rules = rules_with()
    state = play(
        rules,
        deal(rules, G1_KNOCKER, G1_DEFENDER, "2c", "Ks"),
        "pass",
        "pass",
        "draw stock",
        "knock",
        "discard Ks",
    )
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "done")
    assert "lay more melds" in str(error.value)
    with pytest.raises(IllegalActionError):
        play(rules, state, "meld 9s 9c 9d 9h")  # 9h is not the knocker's


# --------------------------------------------------------------------------- §6.3, §7 showdown (G1-G4)


def test_g1_knock_with_layoffs_scores_28() -> None:
    for preset in ("default", "openspiel"):
        rules = rules_with(preset=preset)
        state = knock_hand(rules, G1_KNOCKER, "Ks", G1_MELDS, G1_DEFENDER, ["7h", "Tc", "9h"])
        if preset == "openspiel":
            state = play(rules, state, "meld 2s 3s 4s", "done")
        result = state.last_hand
        assert result is not None
        assert (result.end, result.winner, result.knocker_deadwood, result.defender_deadwood) == (
            HandEnd.KNOCK,
            0,
            3,
            31,
        )
        assert result.points == 28
        assert rules.outcome(state) is None or rules.outcome(state).scores == (28, -28)


def test_defender_deadwood_is_the_least_reachable_even_without_layoffs_by_hand() -> None:
    rules = rules_with()
    state = knock_hand(rules, G1_KNOCKER, "Ks", G1_MELDS, G1_DEFENDER)  # B says done at once
    assert state.last_hand is not None and state.last_hand.defender_deadwood == 31
    assert sorted(map(card_to_str, state.last_hand.layoffs)) == ["7h", "9h", "Tc"]


def test_layoffs_chain_onto_runs_but_never_onto_four_card_sets() -> None:
    rules = rules_with()
    knocker, defender = "4h 5h 6h 9s 9c 9d 9h 2c 3d Ac", "7h 8h 2s 5s 8s Tc 6c Kd Qs 5d"
    state = knock_hand(rules, knocker, "Ks", ["4h 5h 6h", "9s 9c 9d 9h"], defender)
    assert state.last_hand is not None
    assert sorted(map(card_to_str, state.last_hand.layoffs)) == ["7h", "8h"]  # 8h only after 7h
    state = deal(rules, knocker, defender, "Ah", "Ks")
    state = play(
        rules,
        state,
        "pass",
        "pass",
        "draw stock",
        "knock",
        "discard Ks",
        "meld 4h 5h 6h",
        "meld 9s 9c 9d 9h",
        "done",
    )
    assert legal(rules, state) == ["layoff 7h", "done"]
    state = play(rules, state, "layoff 7h")
    assert legal(rules, state) == ["layoff 8h", "done"]
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "layoff 2s")
    assert "does not fit" in str(error.value)


def test_g2_undercut() -> None:
    knocker, defender = "As 2s 3s 7d 7c 7h Th Jh Qh 8c", "4s 5s 7s 9h Kh 5c 5d 5h 2d 3c"
    melds = ["As 2s 3s", "7d 7c 7h", "Th Jh Qh"]
    for options, points in (({}, 13), ({"preset": "modern"}, 28), ({"undercut_bonus": 20}, 23)):
        state = knock_hand(rules_with(**options), knocker, "Qc", melds, defender)
        result = state.last_hand
        assert result is not None and (result.end, result.winner) == (HandEnd.UNDERCUT, 1)
        assert (result.knocker_deadwood, result.defender_deadwood, result.points) == (8, 5, points)
    rules = rules_with(preset="openspiel")
    state = knock_hand(rules, knocker, "Qc", melds, defender, ["4s", "5s", "7s", "9h", "Kh"])
    state = play(rules, state, "meld 5c 5d 5h", "done")
    assert rules.outcome(state) is not None and rules.outcome(state).scores == (-28, 28)


G3_KNOCKER, G3_DEFENDER = "2c 3c 4c 8d 8s 8h 9s Ts Js 6c", "Ac 5c 8c Qs Ks Kh Kd Kc Ad 5s"
G3_MELDS = ["2c 3c 4c", "8d 8s 8h", "9s Ts Js"]


def test_g3_a_tie_is_an_undercut_by_default() -> None:
    for options, points in (({}, 10), ({"undercut_bonus": 25}, 25)):
        state = knock_hand(rules_with(**options), G3_KNOCKER, "7d", G3_MELDS, G3_DEFENDER)
        result = state.last_hand
        assert result is not None and (result.end, result.winner, result.points) == (
            HandEnd.UNDERCUT,
            1,
            points,
        )
        assert result.knocker_deadwood == result.defender_deadwood == 6


def test_g3_without_undercut_on_tie_nobody_wins_and_the_dealer_deals_again() -> None:
    rules = rules_with(undercut_on_tie=False)
    state = knock_hand(rules, G3_KNOCKER, "7d", G3_MELDS, G3_DEFENDER)
    result = state.last_hand
    assert result is not None and (result.end, result.winner, result.points) == (HandEnd.TIE, -1, 0)
    assert state.scores == (0, 0) and state.hands_won == (0, 0) and state.dealer == 1


G4_KNOCKER, G4_DEFENDER = "3c 4c 5c 6c 8s 8h 8d Js Qs Ks", "7c 8c 2h 2d 2s 9d Td Kh Qd 4h"
G4_MELDS = ["3c 4c 5c 6c", "8s 8h 8d", "Js Qs Ks"]


def test_g4_gin_scores_without_layoffs() -> None:
    for options, points in (({}, 78), ({"preset": "modern"}, 83)):
        rules = rules_with(**options)
        state = knock_hand(rules, G4_KNOCKER, "5h", G4_MELDS, G4_DEFENDER)
        result = state.last_hand
        assert result is not None and (result.end, result.winner, result.points) == (
            HandEnd.GIN,
            0,
            points,
        )
        assert result.defender_deadwood == 58 and result.layoffs == ()
    rules = rules_with(preset="openspiel")
    state = knock_hand(rules, G4_KNOCKER, "5h", G4_MELDS, G4_DEFENDER)
    assert state.phase is Phase.DEFENDER_MELDS and legal(rules, state) == ["meld 2s 2d 2h", "done"]
    state = play(rules, state, "meld 2s 2d 2h", "done")
    assert rules.outcome(state) is not None and rules.outcome(state).scores == (83, -83)


def test_gin_is_never_undercut() -> None:
    rules = rules_with()
    defender = "Ah 2h 3h 4h 7s 7c 7d As Ad Ac"  # all melded too: D = 0
    state = knock_hand(rules, G4_KNOCKER, "5h", G4_MELDS, defender)
    result = state.last_hand
    assert result is not None and (result.end, result.winner, result.points) == (HandEnd.GIN, 0, 20)


BIG_GIN_DEFENDER = "2h 2d 2s 9d Td Kh Qd 4h 8c Ad"  # own meld 2s 2d 2h; deadwood 52


def test_big_gin_option() -> None:
    a = "3c 4c 5c 6c 8s 8h 8d Js Qs Ks"
    for enabled in (False, True):
        rules = rules_with(big_gin=enabled, big_gin_bonus=31)
        state = play(rules, deal(rules, a, BIG_GIN_DEFENDER, "2c", "7c"), "pass", "pass", "draw stock")
        assert ("big gin" in legal(rules, state)) is enabled
        if not enabled:
            with pytest.raises(IllegalActionError):
                play(rules, state, "big gin")
    state = play(rules, state, "big gin", "meld 3c 4c 5c 6c 7c")
    with pytest.raises(IllegalActionError):
        play(rules, state, "done")  # all eleven cards must be melded
    state = play(rules, state, "meld 8s 8h 8d", "meld Js Qs Ks", "done")
    result = state.last_hand
    assert result is not None and (result.end, result.points) == (HandEnd.BIG_GIN, 31 + 52)


# --------------------------------------------------------------------------- §8 the wall (G7)


WALL_A, WALL_B = "As 3s 5s 7s 9s Jc Kc 2d 4d 6d", "2h 4h 6h 8h Th Qh Jd 3h 5h Kd"


def _to_the_wall(rules: GinRummyRules, a: str = WALL_A, b: str = WALL_B, stock: str = "") -> GinState:
    """Both pass the upcard, then each draws from the stock and throws the card back,
    until the hand ends or waits at the wall."""
    state = play(rules, deal(rules, a, b, "7c", stock), "pass", "pass")
    while state.hand_number == 1 and state.phase in (Phase.FORCED_STOCK, Phase.DRAW):
        state = play(rules, state, "draw stock")
        (seat,) = rules.to_act(state)
        drawn = state.hands[seat] & ~mask_from_strs([*a.split(), *b.split()])
        state = play(rules, state, f"discard {card_to_str(drawn.bit_length() - 1)}")
    return state


def test_g7_the_wall_voids_the_hand_and_the_dealer_deals_again() -> None:
    rules = rules_with()
    state = _to_the_wall(rules)
    assert state.hand_number == 2 and state.dealer == 1 and state.scores == (0, 0)
    assert state.last_hand is not None and state.last_hand.end is HandEnd.WALL
    assert state.last_hand.hands == (0, 0)  # a void hand is not shown


def test_g7_pickup_to_knock_offers_the_last_discard_only_for_a_knock() -> None:
    rules = rules_with(wall_rule="pickup_to_knock")
    state = _to_the_wall(rules)
    assert state.phase is Phase.WALL and legal(rules, state) == ["pass"]
    with pytest.raises(IllegalActionError):
        play(rules, state, "take upcard and knock")
    with pytest.raises(IllegalActionError) as error:
        play(rules, state, "draw stock")
    assert error.value.code == "wall_knock_or_pass"
    state = play(rules, state, "pass")
    assert state.last_hand is not None and state.last_hand.end is HandEnd.WALL


def test_pickup_to_knock_when_the_last_discard_makes_a_knock() -> None:
    rules = rules_with(wall_rule="pickup_to_knock", wall_size=10)
    # 21 stock draws reach a wall of 10; A's last draw, 7h, completes B's heart run.
    a = "As 3s 5s 7s Ts 2c 4c 2d 4d 6d"
    named = [*a.split(), *G1_KNOCKER.split(), "7c", "7h"]
    filler = [card for card in ALL_CARDS if card not in named][:20]
    state = _to_the_wall(rules, a, G1_KNOCKER, " ".join([*filler, "7h"]))
    assert state.phase is Phase.WALL and rules.to_act(state) == (1,)
    assert legal(rules, state) == ["take upcard and knock", "pass"]
    state = play(rules, state, "take upcard and knock")
    assert state.phase is Phase.KNOCK_DISCARD and "discard 7h" not in legal(rules, state)
    state = play(rules, state, "discard 3d", "meld 4h 5h 6h 7h", "meld 9s 9c 9d", "meld Jc Qc Kc", "done")
    assert state.last_hand is not None and (state.last_hand.end, state.last_hand.winner) == (
        HandEnd.GIN,
        1,
    )


def test_wall_size_option() -> None:
    for wall in (2, 10):
        state = _to_the_wall(rules_with(wall_size=wall))
        assert state.last_hand is not None and state.last_hand.end is HandEnd.WALL
        assert len(state.last_hand.layoffs) == 0
    rules = rules_with(wall_size=10)
    state = play(rules, deal(rules, WALL_A, WALL_B, "7c"), "pass", "pass")
    draws = 0
    while state.hand_number == 1:
        state = play(rules, state, "draw stock")
        draws += 1
        state = play(rules, state, legal(rules, state)[0])
    assert draws == 31 - 10


def test_the_player_who_draws_down_to_the_wall_may_still_knock() -> None:
    rules = rules_with(wall_size=10)
    a, b = G1_KNOCKER, "As 3s 5s 7s Ts 2c 4c 2d 4d 6d"
    filler = [card for card in ALL_CARDS if card not in [*a.split(), *b.split(), "7c", "Ks"]][:20]
    state = play(rules, deal(rules, a, b, "7c", " ".join([*filler, "Ks"])), "pass", "pass")
    for card in filler:  # A and B draw the filler in turn and throw it back
        state = play(rules, state, "draw stock", f"discard {card}")
    state = play(rules, state, "draw stock")  # A draws Ks, leaving the wall of 10
    assert len(state.stock) == 10 and "knock" in legal(rules, state)
    state = play(rules, state, "discard Ks")
    assert state.hand_number == 2 and state.last_hand is not None
    assert state.last_hand.end is HandEnd.WALL


# --------------------------------------------------------------------------- §9 match (G8, G9)


def test_g8_game_totals_and_bonuses() -> None:
    options = dict(PRESETS["default"]) | {
        "game_bonus": 100,
        "line_bonus": 20,
        "shutout_bonus": 100,
        "shutout_mode": "add",
    }
    totals, lines = match_totals((106, 13), (2, 1), 0, options)
    assert totals == (246, 33)
    assert {(line.item, line.seat, line.points) for line in lines} >= {
        ("game_bonus", 0, 100),
        ("line_bonus", 0, 40),
        ("line_bonus", 1, 20),
    }


def test_g8_through_the_engine_a_gin_ends_the_match() -> None:
    rules = rules_with()
    state = deal(rules, G4_KNOCKER, G4_DEFENDER, "2c", "5h")
    state = replace(state, scores=(28, 13), hands_won=(1, 1))
    state = play(
        rules,
        state,
        "pass",
        "pass",
        "draw stock",
        "knock",
        "discard 5h",
        *(f"meld {m}" for m in G4_MELDS),
        "done",
    )
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.scores == (246, 33) and outcome.winners == (0,)
    assert outcome.reason == "target_reached"
    view = rules.view(state, 1)
    assert view["scores"] == [246, 33] and view["points"] == [106, 13]
    assert {"item": "game_bonus", "seat": 0, "points": 100} in view["final"]
    assert rules.to_act(state) == () and rules.legal_actions(state, 0) == []


@pytest.mark.parametrize(("mode", "total"), [("add", 365), ("double", 530), ("none", 265)])
def test_g9_shutout(mode: str, total: int) -> None:
    options = {"game_bonus": 100, "line_bonus": 20, "shutout_bonus": 100, "shutout_mode": mode}
    assert match_totals((105, 0), (3, 0), 0, options)[0] == (total, 0)


def test_modern_line_bonus_and_custom_bonuses() -> None:
    modern = registry.get("gin_rummy", {"preset": "modern"}).options
    assert (modern["gin_bonus"], modern["undercut_bonus"], modern["line_bonus"]) == (25, 25, 25)
    assert match_totals((100, 10), (2, 1), 0, modern)[0] == (100 + 100 + 50, 10 + 25)
    custom = dict(modern) | {"game_bonus": 50, "shutout_bonus": 0}
    assert match_totals((100, 0), (1, 0), 0, custom)[0] == (175, 0)


def test_game_target_none_is_one_hand_and_a_number_sets_the_target() -> None:
    rules = rules_with(game_target="none")
    state = knock_hand(rules, G1_KNOCKER, "Ks", G1_MELDS, G1_DEFENDER)
    assert rules.outcome(state) is not None and rules.outcome(state).scores == (28, -28)
    assert rules.outcome(state).reason == "single_hand"
    rules = rules_with(game_target=20)
    state = knock_hand(rules, G1_KNOCKER, "Ks", G1_MELDS, G1_DEFENDER)
    assert rules.outcome(state) is not None and rules.outcome(state).scores == (
        28 + 100 + 20 + 100,
        0,
    )
    rules = rules_with(game_target=150)
    assert rules.outcome(knock_hand(rules, G1_KNOCKER, "Ks", G1_MELDS, G1_DEFENDER)) is None
    single = rules_with(game_target="none")
    outcome = single.outcome(_to_the_wall(single))
    assert outcome is not None and outcome.scores == (0, 0) and outcome.winners == (0, 1)


# --------------------------------------------------------------------------- §11 options and presets


def test_presets_match_the_spec() -> None:
    openspiel = registry.get("gin_rummy", {"preset": "openspiel"}).options
    assert {k: openspiel[k] for k in PRESETS["openspiel"]} == dict(PRESETS["openspiel"])
    assert (openspiel["knock_limit"], openspiel["oklahoma"], openspiel["big_gin"]) == (
        10,
        False,
        False,
    )
    default = registry.get("gin_rummy").options
    assert (
        default["gin_bonus"],
        default["undercut_bonus"],
        default["line_bonus"],
        default["game_target"],
    ) == (20, 10, 20, 100)
    # Explicit options win over the preset's.
    assert registry.get("gin_rummy", {"preset": "openspiel", "gin_bonus": 20}).options["gin_bonus"] == 20
    with pytest.raises(ValueError):
        registry.get("gin_rummy", {"preset": "tournament"})
    with pytest.raises(ValueError):
        registry.get("gin_rummy", {"knock_limit": 11})


def test_knock_limit_zero_means_gin_only() -> None:
    rules = rules_with(knock_limit=0)
    state = play(rules, deal(rules, G1_KNOCKER, G1_DEFENDER, "2c", "Ks"), "pass", "pass", "draw stock")
    assert "knock" not in legal(rules, state)
    state = play(rules, deal(rules, G4_KNOCKER, G4_DEFENDER, "2c", "5h"), "pass", "pass", "draw stock")
    assert "knock" in legal(rules, state)


def test_g5_oklahoma_knock_limit_from_the_first_upcard() -> None:
    rules = rules_with(oklahoma=True)
    three = "4h 5h 6h 9s 9c 9d Jc Qc Kc 3d"  # deadwood 3 after discarding the drawn card
    five = "4h 5h 6h 9s 9c 9d Jc Qc Kc 5d"
    for hand, knocks in ((three, True), (five, False)):
        state = deal(rules, hand, "2s 3s 4s 7h Tc 9h 6c Kd Qs 8c", "4d", "Ks")
        assert state.knock_limit == 4
        state = play(rules, state, "pass", "pass", "draw stock")
        assert ("knock" in legal(rules, state)) is knocks
    assert deal(rules, three, G1_DEFENDER, "Ad").knock_limit == 0
    assert deal(rules, three, G1_DEFENDER, "Qd").knock_limit == 10
    assert deal(rules_with(), three, G1_DEFENDER, "4d").knock_limit == 10


# --------------------------------------------------------------------------- §12 OpenSpiel quirks (G10)

G10A = "3s 6s 2c 5c 4d 5d 6d 3h 4h 5h"


def test_g10a_openspiel_withholds_a_knock_the_exact_test_allows() -> None:
    for quirks, knock in ((False, True), (True, False)):
        rules = rules_with(preset="openspiel", openspiel_quirks=quirks)
        state = play(rules, deal(rules, G10A, "Ac 9c Jd Qh Ks 7s 8d 9h Tc Kd", "6h"), "take upcard")
        assert ("knock" in legal(rules, state)) is knock


G10B_KNOCKER, G10B_DEFENDER = "4h 5h 6h 2s 2c 2d Jc Qc Kc 3d", "7h 8h 9h Kd Ts Js 3c 4c 5s 6c"
G10B_MELDS = ["4h 5h 6h", "2s 2c 2d", "Jc Qc Kc"]


def _g10b_showdown(rules: GinRummyRules) -> GinState:
    """A has knocked with G10b's melds; B is to lay off."""
    state = deal(rules, G10B_KNOCKER, G10B_DEFENDER, "Ac", "Ks")
    state = play(rules, state, "pass", "pass", "draw stock", "knock", "discard Ks")
    return play(rules, state, *(f"meld {meld}" for meld in G10B_MELDS), "done")


def test_g10b_openspiel_allows_two_layoffs_per_run_end() -> None:
    default = rules_with()
    state = play(default, _g10b_showdown(default), "layoff 7h", "layoff 8h")
    assert legal(default, state) == ["layoff 9h", "done"]  # chains go on by default
    state = play(default, state, "layoff 9h", "done")
    assert state.last_hand is not None and state.last_hand.defender_deadwood == 48

    openspiel = rules_with(preset="openspiel")
    state = play(openspiel, _g10b_showdown(openspiel), "layoff 7h", "layoff 8h")
    assert legal(openspiel, state) == ["done"]  # 9h would be a third card on that end
    # Either way the best D is 48: under OpenSpiel, 7h 8h 9h go down as an own meld.
    state = play(openspiel, _g10b_showdown(openspiel), "done", "meld 7h 8h 9h", "done")
    assert state.last_hand is not None and state.last_hand.defender_deadwood == 48
    # With no layoffs by hand, the default engine still finds D = 48 itself.
    state = play(default, _g10b_showdown(default), "done")
    assert state.last_hand is not None and state.last_hand.defender_deadwood == 48


def test_openspiel_two_throw_backs_in_a_row_end_the_hand_as_a_draw() -> None:
    a, b = "As 3s 5s 7s 9s Jc Kc 2d 4d 6d", "2h 4h 6h 8h Th Qh Ah 3h 5h Kd"
    for quirks, void in ((True, True), (False, False)):
        rules = rules_with(preset="openspiel", openspiel_quirks=quirks)
        state = play(rules, deal(rules, a, b, "7c"), "take upcard", "discard 7c", "take upcard", "discard 7c")
        assert (state.phase is Phase.GAME_OVER) is void
        if void:
            assert state.last_hand is not None and state.last_hand.end is HandEnd.THROWN_BACK
            outcome = rules.outcome(state)
            assert outcome is not None and outcome.scores == (0, 0)
    rules = rules_with(preset="openspiel")
    state = play(
        rules,
        deal(rules, a, b, "7c"),
        "take upcard",
        "discard 7c",
        "take upcard",
        "discard Kd",
        "take upcard",
        "discard Kd",
    )
    assert state.phase is Phase.DRAW  # a different discard in between clears the flag


def test_the_fiftieth_upcard_draw_voids_the_hand() -> None:
    rules = rules_with(may_discard_taken_upcard=True)
    state = play(
        rules,
        deal(rules, "As 3s 5s 7s 9s Jc Kc 2d 4d 6d", "2h 4h 6h 8h Th Qh Ah 3h 5h Kd", "7c"),
        "pass",
        "pass",
        "draw stock",
        "discard As",
    )
    for _ in range(49):
        state = play(rules, state, "take upcard")
        state = play(
            rules,
            state,
            legal(rules, state)[0]
            if legal(rules, state)[0] != f"discard {card_to_str(state.taken)}"
            else legal(rules, state)[1],
        )
    assert state.upcard_draws == 49 and state.hand_number == 1
    state = play(rules, state, "take upcard")
    assert state.hand_number == 2 and state.last_hand is not None and state.last_hand.end is HandEnd.UPCARD_LIMIT


# --------------------------------------------------------------------------- views, notation, protocol


def test_views_hide_the_other_hand_the_stock_and_the_face_down_discard() -> None:
    rules = rules_with(game_target="none")
    state = deal(rules, G1_KNOCKER, G1_DEFENDER, "2c", "Ks")
    state = play(rules, state, "pass", "pass", "draw stock", "knock", "discard Ks", "meld 4h 5h 6h")
    text_b = json.dumps(rules.view(state, 1))
    assert all(f'"{card}"' not in text_b for card in ("3d", "Ks", "9s", "Qc")) and "rng" not in text_b
    assert all(f'"{card}"' not in json.dumps(rules.view(state, None)) for card in G1_DEFENDER.split())
    assert rules.view(state, 0)["knock_discard"] == "Ks" and rules.view(state, 1)["knock_discard"] is None
    state = play(rules, state, "meld 9s 9c 9d", "meld Jc Qc Kc", "done")
    view_b = rules.view(state, 1)
    assert view_b["knocker_hand"] == ["9s", "9c", "Jc", "Qc", "Kc", "3d", "9d", "4h", "5h", "6h"]
    assert view_b["legal"] == ["layoff Tc", "layoff 7h", "layoff 9h", "done"]
    state = play(rules, state, "done")
    view_b = rules.view(state, 1)
    assert view_b["last_hand"]["hands"][0] and view_b["knock_discard"] == "Ks"
    assert [line["item"] for line in view_b["last_hand"]["lines"]] == [
        "knocker_deadwood",
        "defender_deadwood",
        "hand_points",
    ]


def test_view_offers_the_live_arrangement_for_the_table() -> None:
    rules = rules_with()
    view = rules.view(deal(rules, G1_KNOCKER, G1_DEFENDER, "2c"), 0)
    assert view["deadwood"] == 3 and view["arrangement"]["deadwood"] == ["3d"]
    assert sorted(map(sorted, view["arrangement"]["melds"])) == sorted(map(sorted, (m.split() for m in G1_MELDS)))


def test_action_text_round_trips_and_rejects_garbage() -> None:
    rules = rules_with()
    for text in (
        "take upcard",
        "draw stock",
        "pass",
        "knock",
        "take upcard and knock",
        "big gin",
        "done",
        "discard Ks",
        "layoff 7h",
        "meld 4h 5h 6h",
        "meld 9s 9c 9d 9h",
    ):
        assert rules.action_to_str(rules.action_from_str(text)) == text
    assert rules.action_to_str(rules.action_from_str("meld 6h 4H 5h")) == "meld 4h 5h 6h"
    for garbage in (
        "meld 4h 5h 7h",
        "meld Qs Ks As",
        "meld 4h 5h",
        "discard",
        "discard Ks Kh",
        "knock twice",
        "layoff ZZ",
        "meld 4h 4h 5h 6h",
    ):
        with pytest.raises(InvalidActionError):
            rules.action_from_str(garbage)


def test_reveals_hidden_marks_what_undo_must_not_cross() -> None:
    rules = rules_with()

    def reveals(state: GinState, text: str, observer: int) -> bool:
        (seat,) = rules.to_act(state)
        return reveals_to(rules, state, seat, rules.action_from_str(text), observer)

    state = deal(rules, G1_KNOCKER, G1_DEFENDER, "2c", "Ks")
    assert not reveals(state, "pass", 0) and not reveals(state, "pass", 1)
    state = play(rules, state, "pass", "pass")
    assert reveals(state, "draw stock", 0) and not reveals(state, "draw stock", 1)
    state = play(rules, state, "draw stock")
    assert reveals(state, "discard Ks", 1) and not reveals(state, "discard Ks", 0)
    assert not reveals(state, "knock", 1)
    state = play(rules, state, "knock")
    assert not reveals(state, "discard Ks", 1)  # face down
    state = play(rules, state, "discard Ks")
    assert reveals(state, "meld 4h 5h 6h", 1) and not reveals(state, "meld 4h 5h 6h", 0)
    state = play(rules, state, *(f"meld {m}" for m in G1_MELDS))
    assert reveals(state, "done", 1)
    state = play(rules, state, "done")
    assert reveals(state, "done", 0) and reveals(state, "done", 1)  # the showdown and a new deal


def test_each_move_emits_its_events_in_order() -> None:
    rules = rules_with()
    state = deal(rules, G1_KNOCKER, G1_DEFENDER, "2c", "Ks")

    def events(text: str) -> list[tuple[object, ...]]:
        nonlocal state
        (seat,) = rules.to_act(state)
        action = rules.action_from_str(text)
        step = rules.step(state, seat, action)
        assert step.state == rules.apply_action(state, seat, action)
        state = step.state
        return [(e.kind, e.seat, dict(e.params), e.audience, e.reveals, e.target) for e in step.events]

    assert events("pass") == [("pass", 0, {}, None, False, None)]
    assert events("pass") == [("pass", 1, {}, None, False, None)]
    assert events("draw stock") == [
        ("draw_stock", 0, {}, None, False, None),
        ("drew", 0, {"card": "Ks"}, (0,), True, None),
    ]
    assert events("knock") == [("knock", 0, {}, None, False, 1)]  # aimed at the defender, who must answer it
    assert events("discard Ks") == [
        ("knock_discard", 0, {}, None, False, None),
        ("knock_discard", 0, {"card": "Ks"}, (0,), False, None),  # face down: named to the knocker alone
    ]
    assert events("meld 4h 5h 6h") == [("meld", 0, {"cards": ["4h", "5h", "6h"]}, None, True, None)]
    events("meld 9s 9c 9d")
    events("meld Jc Qc Kc")
    assert events("done") == [
        ("declared", 0, {"deadwood": 3}, None, True, None),
        ("lay_off_turn", 1, {"knocker": 0}, None, False, 0),  # aimed at the knocker's melds
    ]
    assert events("layoff 7h") == [("lay_off", 1, {"card": "7h"}, None, True, None)]
    # Done lays off the rest of the best defence, each card told (issue 30, Gin 5, round 5).
    said = events("done")
    assert sorted(said[:2], key=str) == [("lay_off", 1, {"card": card}, None, True, None) for card in ("9h", "Tc")]
    assert said[2:] == [
        ("defender_done", 1, {}, None, False, None),
        ("hand_end", 0, {"number": 1, "end": "knock", "points": 28}, None, True, None),
        ("deal", None, {"number": 2}, None, True, None),
    ]
    # A discard into the wall ends the hand void: the card is named to its player alone.
    rules = rules_with()
    state = play(rules, deal(rules, WALL_A, WALL_B, "7c"), "pass", "pass")
    while len(state.stock) > 3:
        state = play(rules, state, "draw stock")
        (seat,) = rules.to_act(state)
        drawn = state.hands[seat] & ~mask_from_strs([*WALL_A.split(), *WALL_B.split()])
        state = play(rules, state, f"discard {card_to_str(drawn.bit_length() - 1)}")
    events("draw stock")
    (seat,) = rules.to_act(state)
    card = card_to_str((state.hands[seat] & ~mask_from_strs([*WALL_A.split(), *WALL_B.split()])).bit_length() - 1)
    assert events(f"discard {card}") == [
        ("discard", seat, {}, None, False, None),
        ("discard", seat, {"card": card}, (seat,), False, None),
        ("hand_end", None, {"number": 1, "end": "wall", "points": 0}, None, False, None),
        ("deal", None, {"number": 2}, None, True, None),
    ]


def test_moves_take_the_legal_actions_apart() -> None:
    rules = rules_with()
    state = deal(rules, G1_KNOCKER, G1_DEFENDER, "2c", "Ks")
    view = rules.view(state, 0)
    assert view["moves"] == [
        {"action": "take upcard", "kind": "take_upcard", "cards": [], "pile": "upcard", "target": -1},
        {"action": "pass", "kind": "pass", "cards": [], "pile": "", "target": -1},
    ]
    state = play(rules, state, "pass", "pass", "draw stock")
    moves = rules.view(state, 0)["moves"]
    assert moves[0] == {"action": "discard 9s", "kind": "discard", "cards": ["9s"], "pile": "", "target": -1}
    # The knock carries the face-down discard that leaves the least deadwood (the hint names it).
    assert moves[-1] == {"action": "knock", "kind": "knock", "cards": ["Ks"], "pile": "", "target": -1}
    state = play(rules, state, "knock", "discard Ks")
    assert {"action": "meld 4h 5h 6h", "kind": "meld", "cards": ["4h", "5h", "6h"], "pile": "", "target": -1} in (
        rules.view(state, 0)["moves"]
    )
    state = play(rules, state, *(f"meld {m}" for m in G1_MELDS), "done")
    moves = rules.view(state, 1)["moves"]
    assert moves[0] == {"action": "layoff Tc", "kind": "layoff", "cards": ["Tc"], "pile": "", "target": 0}
    assert moves[-1] == {"action": "done", "kind": "done", "cards": [], "pile": "", "target": 0}  # no more to lay off
    assert rules.view(state, 0)["moves"] == [] and rules.view(state, None)["moves"] == []


def test_states_refuse_broken_card_sets() -> None:
    rules = rules_with()
    data = rules.state_to_dict(deal(rules, G1_KNOCKER, G1_DEFENDER, "2c"))
    data["stock"] = data["stock"][1:]
    with pytest.raises(ValueError):
        rules.state_from_dict(data)
