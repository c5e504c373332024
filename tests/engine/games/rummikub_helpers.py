"""Helpers for the Rummikub tests: positions written in notation, and scripted turns."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine import registry
from cardtable.engine.core import IllegalActionError
from cardtable.engine.games.rummikub import solver
from cardtable.engine.games.rummikub.actions import Play
from cardtable.engine.games.rummikub.rules import RummikubRules
from cardtable.engine.games.rummikub.state import Meld, Phase, RummikubState
from cardtable.engine.games.rummikub.tiles import full_set, multiset_minus


def rules_with(**options: Any) -> RummikubRules:
    """Rules in which seat 0 starts (unless ``first_player`` is given)."""
    rules = registry.get("rummikub", {"first_player": 0, **options})
    assert isinstance(rules, RummikubRules)
    return rules


def tiles(rules: RummikubRules, text: str) -> tuple[int, ...]:
    return rules.notation.tiles_from_str(text)


def melds(rules: RummikubRules, text: str) -> tuple[Meld, ...]:
    """``"[r7 r8 r9] [group r5 * *]"`` as sets (kinds as the action text reads them)."""
    if not text.strip():
        return ()
    action = rules.action_from_str("play " + text)
    assert isinstance(action, Play)
    return action.table


def position(
    rules: RummikubRules,
    table: str = "",
    racks: tuple[str, ...] = ("",),
    *,
    melded: bool | tuple[bool, ...] = True,
    pool: int | None = None,
    players: int = 4,
    to_move: int = 0,
) -> RummikubState:
    """A state with this table and these racks (seat 0 first). Seats whose rack is not
    given get leftovers; the pool holds the rest, or only ``pool`` tiles (the others
    then go to the racks not given; when every rack is given, onto the table as sets,
    arranged by the solver)."""
    table_melds = melds(rules, table)
    given = [tiles(rules, rack) for rack in racks]
    placed = [t for meld in table_melds for t in meld.tiles] + [t for rack in given for t in rack]
    left = multiset_minus(full_set(int(rules.options["jokers"])), placed)
    assert left is not None, "the position uses a tile more often than the tile set has it"
    rest = list(left)
    all_racks: list[list[int]] = [list(rack) for rack in given] + [[] for _ in range(players - len(given))]
    pool_tiles = rest if pool is None else rest[:pool]
    extra = [] if pool is None else rest[pool:]
    receivers = list(range(len(given), players))
    if receivers:
        for i, t in enumerate(extra):
            all_racks[receivers[i % len(receivers)]].append(t)
    elif extra:
        laid = solver.solve([], extra)
        assert len(laid.placed) == len(extra), "the leftover tiles do not split into sets"
        table_melds += laid.melds
    flags = melded if isinstance(melded, tuple) else (melded,) * players
    return RummikubState(
        num_players=players,
        phase=Phase.PLAY,
        to_move=to_move,
        round_number=1,
        round_starter=0,
        pool=tuple(pool_tiles),
        racks=tuple(tuple(sorted(rack)) for rack in all_racks),
        table=table_melds,
        set_ids=tuple(range(1, len(table_melds) + 1)),
        next_set_id=len(table_melds) + 1,
        has_melded=flags,
        passes=0,
        scores=(0,) * players,
        rounds_won=(0,) * players,
        penalties=(0,) * players,
        rng=(1, 2, 3, 4),
        first_draws=(),
        last_round=None,
    )


def act(rules: RummikubRules, state: RummikubState, text: str) -> RummikubState:
    """Apply an action's text for the seat to move."""
    (seat,) = rules.to_act(state)
    return rules.apply_action(state, seat, rules.action_from_str(text))


def refused(rules: RummikubRules, state: RummikubState, text: str, code: str) -> IllegalActionError:
    """Assert that the seat to move may not play ``text``, for the reason ``code``."""
    (seat,) = rules.to_act(state)
    with pytest.raises(IllegalActionError) as caught:
        rules.check(state, seat, rules.action_from_str(text))
    assert caught.value.code == code, f"{caught.value.code}: {caught.value}"
    return caught.value


def legal(rules: RummikubRules, state: RummikubState, text: str) -> None:
    (seat,) = rules.to_act(state)
    rules.check(state, seat, rules.action_from_str(text))
