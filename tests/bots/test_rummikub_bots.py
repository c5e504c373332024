"""Rummikub bots: legal, deterministic, sliced, and the strategy each level claims."""

from __future__ import annotations

from typing import Any

import pytest
from game_positions import random_positions

from cardtable import arena
from cardtable.bots.base import choose, hint_level, levels, make_bot, yardsticks
from cardtable.bots.rummikub.levels import HARD
from cardtable.engine import registry
from cardtable.engine.games.rummikub.actions import Draw, Play
from cardtable.engine.games.rummikub.rules import RummikubRules
from cardtable.engine.games.rummikub.solver import solve
from cardtable.engine.games.rummikub.state import Meld, Phase, RummikubState
from cardtable.engine.games.rummikub.tiles import JOKER, full_set, multiset_minus
from cardtable.engine.rng import Rng

RULES = registry.get("rummikub")
assert isinstance(RULES, RummikubRules)
KINDS = [*levels("rummikub"), *yardsticks("rummikub")]


def _state(table: str, rack: str, *, melded: bool = True, others: tuple[int, ...] = (14, 14, 14)) -> RummikubState:
    """Seat 0 to move with this table and rack; the other racks have ``others`` tiles."""
    text = RULES.notation.tiles_from_str
    melds = tuple(Meld.of(text(s.strip(" []"))) for s in table.split("]") if s.strip(" ["))
    own = text(rack)
    left = multiset_minus(full_set(2), [t for m in melds for t in m.tiles] + list(own))
    assert left is not None
    rest = list(left)
    racks = [tuple(sorted(own))]
    for size in others:
        racks.append(tuple(sorted(rest[:size])))
        rest = rest[size:]
    n = len(racks)
    return RummikubState(
        num_players=n,
        phase=Phase.PLAY,
        to_move=0,
        round_number=1,
        round_starter=0,
        pool=tuple(rest),
        racks=tuple(racks),
        table=melds,
        set_ids=tuple(range(1, len(melds) + 1)),
        next_set_id=len(melds) + 1,
        has_melded=(melded,) + (True,) * (n - 1),
        passes=0,
        scores=(0,) * n,
        rounds_won=(0,) * n,
        penalties=(0,) * n,
        rng=(1, 2, 3, 4),
        first_draws=(),
        last_round=None,
    )


def _choice(level: str, state: RummikubState) -> Any:
    bot = make_bot("rummikub", level, RULES, arena=True)
    return choose(bot, RULES.view(state, 0), RULES.legal_actions(state, 0), Rng.from_seed(3))


def _placed(action: Any) -> str:
    assert isinstance(action, Play), action
    return RULES.notation.tiles_to_str(action.placed)


def test_greedy_is_an_arena_yardstick_not_a_level_the_table_offers() -> None:
    assert list(levels("rummikub")) == ["easy", "normal", "hard"]
    assert list(yardsticks("rummikub")) == ["greedy"]
    with pytest.raises(ValueError):
        make_bot("rummikub", "greedy", RULES)
    summary = arena.run_arena("rummikub", games=1, seed=3, seats=["greedy", "easy"], options={"rounds_per_game": 1})
    assert summary["seats"] == ["greedy", "easy"]


@pytest.mark.parametrize("level", KINDS)
def test_every_kind_plays_legal_actions_deterministically(level: str) -> None:
    rules, states = random_positions("rummikub", 5, seed=4, players=3, choices_only=True)
    for state in states:
        seat = rules.to_act(state)[0]
        view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
        first = choose(make_bot("rummikub", level, rules, arena=True), view, legal, Rng.from_seed(2))
        rules.check(state, seat, first)
        assert choose(make_bot("rummikub", level, rules, arena=True), view, legal, Rng.from_seed(2)) == first


def test_hard_thinks_in_many_slices_on_a_big_position() -> None:
    state = _state(
        "[r1 r2 r3 r4] [k5 b5 o5] [b9 b10 b11 b12] [o1 o2 o3] [k10 k11 k12 k13]",
        "r5 r6 r7 k6 k7 b6 b7 o4 o6 o7 o8 k9 r9 b8 r10 r11 r12 b13",
    )
    thinking = make_bot("rummikub", "hard", RULES).think(
        RULES.view(state, 0), RULES.legal_actions(state, 0), Rng.from_seed(1)
    )
    slices = 0
    with pytest.raises(StopIteration):
        while True:
            next(thinking)
            slices += 1
    assert slices >= 1  # the solver hands control back between slices of work


def test_greedy_plays_the_most_tiles() -> None:
    state = _state("[r3 r4 r5] [k7 b7 o7]", "r6 r7 r2 r1 r7 k8 k9 b1")
    most = len(solve([m.tiles for m in state.table], state.racks[0]).placed)
    action = _choice("greedy", state)
    assert len(action.placed) == most == 7  # [r1 .. r7], and k8 k9 with a k7 taken from the 7s
    assert all(len(a.placed) <= most for a in RULES.legal_actions(state, 0) if isinstance(a, Play))


def test_hard_opens_without_its_joker_when_it_can_and_greedy_does_not() -> None:
    state = _state("", "k10 k11 k12 * b2 o5 r8 b11", melded=False)
    assert JOKER in _choice("greedy", state).placed
    assert _placed(_choice("hard", state)) == "k10 k11 k12"


def test_hard_keeps_a_joker_that_places_no_more_tiles_unless_someone_may_go_out() -> None:
    state = _state("[r3 r4 r5]", "r6 * b2 o9 k12 k1")
    assert _placed(_choice("hard", state)) == "r6"
    assert JOKER in _choice("greedy", state).placed
    close = _state("[r3 r4 r5]", "r6 * b2 o9 k12 k1", others=(14, 2, 14))
    assert JOKER in _choice("hard", close).placed  # sheds the 30-point joker while it can


def test_hard_holds_back_a_set_of_its_own_until_it_goes_out_in_one_turn() -> None:
    state = _state("[r3 r4 r5]", "r6 k7 b7 o7 b1 o12")
    assert _placed(_choice("greedy", state)) == "k7 b7 o7 r6"
    assert _placed(_choice("hard", state)) == "r6"  # the 7s wait on the rack
    out = _state("[r3 r4 r5 r6]", "k7 b7 o7 r7")
    assert _placed(_choice("hard", out)) == "k7 b7 o7 r7"  # the turn that goes out
    close = _state("[r3 r4 r5]", "r6 k7 b7 o7 b1 o12", others=(3, 14, 14))
    assert _placed(_choice("hard", close)) == "k7 b7 o7 r6"  # an opponent is close: no holding


def test_easy_never_rearranges_the_table() -> None:
    state = _state("[r3 r4 r5 r6 r7]", "r5 b1")  # only a split of the run places r5
    actions = {str(_choice("easy", state)) for _ in range(1)}
    assert actions == {str(Draw())}
    assert isinstance(_choice("normal", state), Play)


def test_the_hint_lays_a_tile_that_fits_only_a_set_holding_a_joker() -> None:
    # Issue 30, Rummikub 1: under swap_only the solver keeps the joker's sets as they are, so
    # o6 (which fits only [o7 … * o12 o13]) was never played: the hint said "draw".
    state = _state("[o7 o8 o9 o10 * o12 o13] [k10 k11 k12 k13] [k1 b1 o1 r1]", "k5 b7 b10 b13 o4 o6")
    assert any(isinstance(a, Play) for a in RULES.legal_actions(state, 0))
    assert _placed(_choice(hint_level("rummikub"), state)) == "o6"
    # The same from a rack alone, before the opening and after it: a set is always found.
    opening = _state("", "k10 k11 k12 b2 o5 r8", melded=False)
    assert _placed(_choice(hint_level("rummikub"), opening)) == "k10 k11 k12"
    own = _state("[o7 o8 o9 o10 * o12 o13]", "b3 b4 b5 k1 r9")
    assert _placed(_choice(hint_level("rummikub"), own)) == "b3 b4 b5"


# Ann's rack of 37 tiles (she drew every turn) on a table the easy bot laid: the hint's exact
# search took 1932 slices here (2.5 s of CPython; a phone's browser took far longer).
RACK_OF_37 = "011.ABCDEEFJKMNOQRSUYZaceehkklnoppqsstyy0-PQRS0-abc_ANn_GTg_Ggt_HUu_IVi_JWw_MZmz_Ddq"


def test_the_hint_for_a_rack_of_37_tiles_stays_within_its_slices_and_is_legal() -> None:
    """Issue 30, Rummikub round 6, 2: the hint's search is bounded in slices (``Hard.most_slices``),
    and what it has then is a legal turn that places tiles."""
    rules = registry.get("rummikub", {"first_player": 0})
    state = rules.new_game_from_position(2, seed=1, position=RACK_OF_37)
    assert len(rules.view(state, 0)["hand"]) == 37
    legal = rules.legal_actions(state, 0)
    thinking = make_bot("rummikub", hint_level("rummikub"), rules).think(rules.view(state, 0), legal, Rng.from_seed(1))
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            action = done.value
            break
        slices += 1
    assert slices <= HARD.most_slices * 3 // 2 + 2, slices  # the two exact searches' slices, and the quick pass's
    rules.check(state, 0, action)
    assert isinstance(action, Play) and len(action.placed) >= 30
