"""``reading.take_chance``: the chance that the next player can take the pile after a discard,
exact for hands dealt at random from the unseen cards."""

from __future__ import annotations

import pytest
from canasta_helpers import position, rules

from cardtable.bots.canasta.levels import normal_policy
from cardtable.bots.canasta.reading import take_chance
from cardtable.engine.games.canasta.actions import DISCARDS, Discard, Take
from cardtable.engine.games.canasta.cards import NATURAL_RANKS, kind_from_str
from cardtable.engine.games.canasta.rules import CanastaRules
from cardtable.engine.games.canasta.state import CanastaState, Phase
from cardtable.engine.games.canasta.views import canasta_view
from cardtable.engine.rng import Rng


def chance(state: CanastaState, rank: str) -> float:
    return take_chance(canasta_view(rules().view(state, 0)), kind_from_str(rank))


def test_onto_their_meld_is_certain_and_a_rank_all_seen_is_safe() -> None:
    melds = {0: ["5s 5h 5d"], 1: ["Qs Qh Qd"]}
    state = position(2, hands={0: "9s Qc Jd"}, pile="4c 5c", melds=melds)
    assert chance(state, "Q") == 1.0
    frozen = position(2, hands={0: "9s Qc Jd"}, pile="4c 5c", frozen=True, melds=melds)
    assert 0.0 < chance(frozen, "Q") < 0.1  # frozen: only a pair of the two unseen queens
    # Six nines on the table and one in hand: the last one cannot make a pair.
    nines = {0: ["9s 9s 9h 9h 9d 9d"], 1: ["Qs Qh Qd"]}
    assert chance(position(2, hands={0: "9c Jd Kd"}, pile="4c", frozen=True, melds=nines), "9") == 0.0


def test_an_open_pile_counts_one_natural_with_a_wild_card() -> None:
    melds = {0: ["5s 5h 5d"], 1: ["Qs Qh Qd"]}
    open_pile = chance(position(2, hands={0: "9s Jd Kd"}, pile="4c", melds=melds), "J")
    frozen = chance(position(2, hands={0: "9s Jd Kd"}, pile="4c", frozen=True, melds=melds), "J")
    assert open_pile > 2 * frozen > 0


def mid_hand(seed: int) -> tuple[CanastaRules, CanastaState]:
    """A 2-player hand played by ``normal`` until seat 0 must discard and both sides have melded."""
    r = rules()
    state = r.new_game(2, seed=seed)
    rng = Rng.from_seed(seed)
    while True:
        (seat,) = r.to_act(state)
        legal = r.legal_actions(state, seat)
        if seat == 0 and state.phase is Phase.MELD and all(state.melds) and len(state.stock) > 10:
            if any(isinstance(action, Discard) for action in legal):
                return r, state
        state = r.apply_action(state, seat, normal_policy(r.view(state, seat), legal, rng))


@pytest.mark.parametrize("seed", [1, 2])
def test_it_matches_how_often_a_sampled_next_hand_may_take(seed: int) -> None:
    r, state = mid_hand(seed)
    view = r.view(state, 0)
    rng = Rng.from_seed(seed)
    worlds = [r.sample_state(view, rng) for _ in range(400)]
    held = {kind for kind in NATURAL_RANKS if DISCARDS[kind] in r.legal_actions(state, 0)}
    assert held
    for kind in held:
        takes = 0
        for world in worlds:
            after = r.apply_action(world, 0, DISCARDS[kind])
            takes += any(isinstance(action, Take) for action in r.legal_actions(after, 1))
        assert takes / len(worlds) == pytest.approx(take_chance(canasta_view(view), kind), abs=0.07)
