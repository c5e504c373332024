"""Canasta's easy and normal bots: legal, deterministic play from views; partners that
ask and answer "may I go out?" sensibly; normal stronger than easy."""

from __future__ import annotations

from typing import Any

import pytest
from canasta_helpers import position, rules

from cardtable.bots.base import choose, make_bot
from cardtable.engine.games.canasta.state import CanastaState, Phase
from cardtable.engine.rng import Rng

CANASTA = "Ks Ks Kh Kh Kd Kd Kc"


def decide(level: str, state: CanastaState, seat: int, **options: Any) -> str:
    r = rules(**options)
    legal = r.legal_actions(state, seat)
    action = choose(make_bot("canasta", level, r), r.view(state, seat), legal, Rng.from_seed(3))
    assert action in legal
    return str(action)


def play(levels: list[str], n: int, seed: int, **options: object) -> tuple[int, ...]:
    r = rules(**options)
    bots = [make_bot("canasta", level, r) for level in levels]
    state = r.new_game(n, seed=seed)
    rng = Rng.from_seed(seed)
    while r.to_act(state):
        (seat,) = r.to_act(state)
        legal = r.legal_actions(state, seat)
        action = choose(bots[seat], r.view(state, seat), legal, rng)
        assert action in legal
        state = r.apply_action(state, seat, action)
    return state.scores


@pytest.mark.parametrize("n", [2, 3, 4])
def test_bots_play_whole_games_deterministically(n: int) -> None:
    levels = ["normal", "easy", "normal", "easy"][:n]
    first = play(levels, n, 4, game_target=1000)
    assert first == play(levels, n, 4, game_target=1000)


def test_partner_answers_from_its_own_hand() -> None:
    light = position(phase=Phase.ANSWER, turn=0, hands={0: "8s 9s", 2: "4s 5s"}, melds={0: [CANASTA]})
    heavy = position(phase=Phase.ANSWER, turn=0, hands={0: "8s 9s", 2: "X As Ks Qs 2c"}, melds={0: [CANASTA]})
    assert decide("normal", light, 2) == "answer yes"
    assert decide("normal", heavy, 2) == "answer no"
    ahead = position(
        phase=Phase.ANSWER, turn=0, hands={0: "8s 9s", 2: "X As Ks Qs 2c"}, melds={0: [CANASTA]}, scores=(4000, 1000)
    )
    assert decide("normal", ahead, 2) == "answer yes"


def test_normal_asks_before_going_out_when_the_partner_holds_many_cards() -> None:
    many = position(hands={0: "Qs Qh Qd", 2: "4s 5s 6s 7s 9s Ts Js"}, melds={0: [CANASTA]})
    assert decide("normal", many, 0) == "ask"
    few = position(hands={0: "Qs Qh Qd", 2: "4s 5s"}, melds={0: [CANASTA]})
    assert decide("normal", few, 0) == "meld Q Q Q"
    assert decide("easy", many, 0) == "meld Q Q Q"


def test_normal_keeps_wild_cards_and_pairs_and_stops_a_big_pile() -> None:
    state = position(hands={0: "X 9s 9h 6d"}, pile="4c 5c 6c 7c 8c 9d Tc", melds={0: ["5s 5h 5d"]})
    assert decide("normal", state, 0) == "discard 6"
    stop = position(hands={0: "X 9s 9h 6d 3c"}, pile="4c 5c 6c 7c 8c 9d Tc", melds={0: ["5s 5h 5d"]})
    assert decide("normal", stop, 0) == "discard 3"


def test_bots_take_a_good_pile() -> None:
    state = position(phase=Phase.DRAW, hands={0: "9s 9d 4s 5s"}, pile="Kc Qc 9h", melds={0: ["5s 5h 5d"]})
    assert decide("normal", state, 0) == "take 9 9"
    assert decide("easy", state, 0) == "take 9 9"


def test_normal_beats_easy() -> None:
    wins = 0
    for seed in range(6):
        scores = play(["normal", "easy", "normal", "easy"], 4, seed, game_target=1000)
        wins += scores[0] > scores[1]
    assert wins >= 5


def test_hard_avoids_handing_the_next_player_the_pile() -> None:
    # Six sixes are in the pile: nobody else can hold a pair of them; the nines are all unseen.
    state = position(hands={0: "9s 6d Ks Kh"}, pile="6c 6c 6h 6h 6s 6s 4c", melds={0: ["5s 5h 5d"]})
    assert decide("normal", state, 0) == "discard 9"  # the higher card out of the hand
    assert decide("hard", state, 0) == "discard 6"


def test_hard_freezes_a_big_pile_with_a_two() -> None:
    state = position(hands={0: "2c 9s 6d Ks Kh"}, pile="4c 5c 7c 8c Tc Jc", melds={0: ["5s 5h 5d"]})
    assert decide("hard", state, 0) == "discard 2"
    assert decide("normal", state, 0) != "discard 2"
    small = position(hands={0: "2c 9s 6d Ks Kh"}, pile="4c 5c", melds={0: ["5s 5h 5d"]})
    assert decide("hard", small, 0) != "discard 2"


def test_hard_takes_a_one_card_pile_onto_its_meld_and_builds_toward_canastas() -> None:
    state = position(phase=Phase.DRAW, hands={0: "4s 6s 8d"}, pile="9h", melds={0: ["9s 9c 9d"]})
    assert decide("hard", state, 0) == "take" and decide("normal", state, 0) == "draw"
    build = position(hands={0: "X 4s 6s 8d"}, melds={0: ["9s 9c 9d 9h 9h"]})
    assert decide("hard", build, 0) == "add 9: X"
    assert decide("normal", build, 0).startswith("discard")


def test_hard_spends_no_wild_card_on_a_small_pile_in_the_two_player_game() -> None:
    def pile_of(cards: str, players: int = 2) -> CanastaState:
        return position(players, phase=Phase.DRAW, hands={0: "Kd 2c 4s 6s 8d"}, pile=cards, melds={0: ["9s 9c 9d"]})

    small = pile_of("5c 7c Kh")
    assert decide("normal", small, 0) == "take K 2"
    assert decide("hard", small, 0) == "draw"
    assert decide("hard", pile_of("4c 5c 5h 7c 7h Tc Jc Kh"), 0) == "take K 2"  # big enough
    assert decide("hard", pile_of("5c 7c Kh", players=4), 0) == "take K 2"  # the partners' game is unchanged
    stock_gone = position(
        2, phase=Phase.DRAW, hands={0: "Kd 2c 4s"}, pile="5c 7c Kh", stock="", melds={0: ["9s 9c 9d"]}
    )
    assert decide("hard", stock_gone, 0) == "take K 2"  # no drawing instead: the pile, not the end of the hand


def test_hard_throws_a_wild_card_rather_than_offer_the_next_player_the_pile() -> None:
    # The pile is open to the other side, who have melded: any jack or nine with a wild card
    # takes it. Two players: freezing it with the two is worth the card; four: not yet.
    def discard_in(players: int) -> str:
        state = position(
            players, hands={0: "2c 9s 9h Jd"}, pile="4c 5c 6c 7c 8c", melds={0: ["5s 5h 5d"], 1: ["Qs Qh Qd"]}
        )
        return decide("hard", state, 0)

    assert discard_in(2) == "discard 2"
    assert discard_in(4) != "discard 2"
    state = position(2, hands={0: "2c 9s 9h Jd"}, pile="4c 5c 6c 7c 8c", melds={0: ["5s 5h 5d"], 1: ["Qs Qh Qd"]})
    assert decide("normal", state, 0) == "discard J"


def lay_first_meld(level: str, state: CanastaState) -> list[str]:
    """The moves a bot makes until its initial meld is on the table (a meld at a time)."""
    r = rules()
    moves = []
    while True:
        (seat,) = r.to_act(state)
        text = decide(level, state, seat)
        moves.append(text)
        state = r.apply_action(state, seat, r.action_from_str(text))
        if not (state.staged or state.taking):
            return moves


def test_bots_lay_the_initial_meld_they_choose_a_meld_at_a_time() -> None:
    """The batch each level chose when every batch was a move of its own, laid a meld a move:
    ``normal`` the fewest wild cards and then cards (Q Q Q + K K K), ``easy`` the fewest cards."""
    state = position(hands={0: "Qs Qh Qd Ks Kh Kd As Ad X 5s 9h"})
    assert lay_first_meld("normal", state) == ["meld Q Q Q", "meld K K K"]
    assert lay_first_meld("hard", state) == ["meld Q Q Q", "meld K K K"]
    assert lay_first_meld("easy", state) == ["meld K K X"]  # the first of the fewest cards, as before
    take = position(phase=Phase.DRAW, pile="4c 9d 8h", hands={0: "8s 8d Qs Qh Qd 5c"})
    assert lay_first_meld("normal", take) == ["take 8 8", "meld Q Q Q"]


def test_the_hint_discards_a_safe_card_rather_than_feed_the_other_sides_meld() -> None:
    """Issue 30, Canasta 1: the hint told the player to throw a seven onto a small pile open to
    the other side, who had melded sevens; the next player took the pile. The next player holds
    one card here, so no pair of theirs can take the nines or kings: those are safe."""
    from cardtable.app.session import MatchSession, MatchSetup, Seat

    state = position(hands={0: "7d 9s 9h Ks Kh", 1: "Qd"}, pile="4c", melds={0: ["5s 5h 5d"], 1: ["7s 7h 7c"]})
    seats = (Seat("Ann"), Seat("Bot 1", "normal"), Seat("Bot 2", "normal"), Seat("Bot 3", "normal"))
    session = MatchSession(MatchSetup("canasta", seats, 3), initial=state)
    hint = session.hint(0)
    assert hint.startswith("discard ") and hint != "discard 7"
    assert decide("normal", state, 0) == "discard 7"  # the level the hint used to come from


def play_turn(level: str, state: CanastaState, seat: int) -> list[str]:
    """The moves ``level`` plays from ``state`` until the turn passes or the hand ends."""
    r = rules()
    played = []
    while r.to_act(state) == (seat,) and state.hand_number == 1 and len(played) < 12:
        action = decide(level, state, seat)
        played.append(action)
        state = r.apply_action(state, seat, r.action_from_str(action))
    return played


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_and_the_hint_take_a_one_card_pile_to_go_out(level: str) -> None:
    """Issue 30, Canasta 1: the hint drew from the stock where taking the pile went out."""
    state = position(
        phase=Phase.DRAW, hands={0: "Qs Qh Kd 9c"}, pile="Qd", melds={0: ["7s 7s 7h 7h 7d 7d 7c", "Ks Kh Kc"]}
    )
    assert play_turn(level, state, 0) == ["take Q Q", "add K: K", "discard 9"]


def test_the_hint_goes_out_after_taking_a_pile_with_wild_cards_to_place() -> None:
    """After the take, a two completes the canasta of sevens and the joker makes a meld of
    the pair of fours: the meld step's rule of thumb spends no wild card on a new meld."""
    state = position(
        phase=Phase.DRAW,
        hands={0: "Js Jh 4c 2c 9c"},
        pile="4d X Jd",
        frozen=True,
        melds={0: ["7s 7s 7h 7h 7d 7d", "Ks Kh Kc"]},
    )
    assert play_turn("hard", state, 0) == ["take J J", "add 7: 2", "meld 4 4 X", "discard 9"]


def test_hard_keeps_wild_cards_and_pairs_while_a_single_card_is_safe_enough() -> None:
    """Issue 30, Canasta round 9, 4 (the hint is ``hard``): it threw a 2 where a ten had a 12 %
    chance of handing over a six-card pile, and a queen of a pair onto a pile of four."""
    mine = ["7c 7d 7h X", "Ks Kh Kd", "4c 4h 4d", "9s 9c 9h", "Qc Qd Qh", "Ac Ad Ah"]
    theirs = ["8s 8c 8d 8h 8s 2c 2h", "Ts Tc Th", "Jc Jd Jh", "Ks Kc Kd"]
    wild = position(
        2,
        hands={0: "5d 5s Td Jd 2d 6c", 1: "4h 5h 6h 8d 9d Tc Jh Qs As"},
        pile="4c 9d Qh 6d 7s 3c",
        frozen=True,
        melds={0: mine, 1: theirs},
        reds={1: "3d 3h 3h"},
    )
    assert decide("hard", wild, 0) in ("discard T", "discard J")
    pairs = position(
        2,
        hands={0: "5s 6d 9h 9s Td Jd Qd Qc Ac", 1: "4h 5h 6h 8d 9d Tc Jh Qs As Ks 7s 6s 5c 4s"},
        pile="Kc Qh 8h 3c",
        frozen=True,
        melds={0: ["7c 7d 7h X", "Ks Kh Kd", "4c 4h 4d"], 1: ["8s 8c 8d 2c"]},
        reds={1: "3d 3h"},
    )
    assert decide("hard", pairs, 0) not in ("discard Q", "discard 9")
    # Four aces held: all four melded, none kept back.
    aces = position(
        2,
        hands={0: "5d 5s 6d 8h Td Jd Ah Ad Ac As", 1: "4h 5h 6h 8d 9d Tc Jh"},
        pile="Kc Qh 8h 6s",
        frozen=True,
        melds={0: ["7c 7d 7h X", "Ks Kh Kd", "4c 4h 4d"], 1: ["8s 8c 8d 2c", "Ts Tc Th"]},
    )
    assert decide("hard", aces, 0) == "meld A A A A"
