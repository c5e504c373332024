"""Issue 28: nothing a saved state holds can hurt the page.

A saved game comes from the user's storage or from an imported file: hostile input. For
every registered game, real states (a match under way, one just after a scored hand, and
the first state of each phase met in random play) are written with ``state_to_dict``; then
the whole document and every value in it, one at a time, is replaced by each of a few
hostile values (negative, out of range, huge, of the wrong type, a long text).
``state_from_dict`` must either refuse it with ``ValueError`` or give a state the rest of
the engine can use: ``to_act``, ``outcome`` and every view run without an error.

Each case is cheap: a hang or a runaway count (a billion cards to expand) would show as a
very slow test. A game is covered the day it registers: nothing here names a game but the
last test, a bound no single changed value can reach.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable.engine import registry
from cardtable.engine.core import Rules
from cardtable.engine.rng import Rng

GAMES = registry.game_ids()
MOVES = 30
"""Moves of the first legal action played before the state under way is written."""
HAND_END_MOVES = 3_000
"""At most this many first-legal moves are played to reach the end of the first hand."""
RANDOM_MOVES = 1_000
"""Seeded random moves played at each table size to meet the game's phases."""
LOOKAHEAD = 40
"""How many of the legal moves are tried for one that leads to a phase not met yet."""
HOSTILE: tuple[Any, ...] = (-1, 99, 10**9, 10**18, "", [], {}, None, True, "x" * 10_000)

Path = tuple[str | int, ...]


def players(rules: Rules[Any, Any]) -> int:
    info = rules.info
    return max(info.min_players, min(4, info.max_players))


def play(rules: Rules[Any, Any], state: Any, moves: int) -> Iterator[Any]:
    """The states after each of up to ``moves`` first-legal moves (the match may end first)."""
    for _ in range(moves):
        acting = rules.to_act(state)
        if not acting:
            return
        state = rules.apply_action(state, acting[0], rules.legal_actions(state, acting[0])[0])
        yield state


def real_states(game_id: str) -> list[tuple[str, Any]]:
    """A match under way after ``MOVES`` moves and, when one comes soon, the state right after
    the first scored hand (its record filled in)."""
    rules = registry.get(game_id, registry.rules_class(game_id).quick_options)
    start = rules.new_game(players(rules), seed=28)
    under_way = [start, *play(rules, start, MOVES)][-1]
    states = [("under way", under_way)]
    for later in play(rules, start, HAND_END_MOVES):
        if rules.hands_scored(later) >= 1:
            states.append(("after a hand", later))
            break
    return states


def states_by_phase(game_id: str) -> list[tuple[str, Any]]:
    """The first state of each phase (as the spectator's view names it) met in seeded random
    play at the smallest, a middle and the largest table: a move that leads to a phase not met
    yet is taken first, else half the time the last legal move (a knock, an ask), else any.
    A finished match is followed by a new one, until ``RANDOM_MOVES`` moves are played."""
    cls = registry.rules_class(game_id)
    rules = registry.get(game_id, cls.quick_options)
    low, high = cls.info.min_players, cls.info.max_players
    found: dict[str, Any] = {}
    for n in sorted({low, (low + high) // 2, high}):
        rng = Rng.from_seed(28 + n)
        seen: set[str] = set()
        state = rules.new_game(n, seed=n)
        for move in range(RANDOM_MOVES):
            phase = rules.view(state, None)["phase"]
            seen.add(phase)
            found.setdefault(f"{phase}, {n} players", state)
            acting = rules.to_act(state)
            if not acting:
                state = rules.new_game(n, seed=move)
                continue
            seat = acting[rng.below(len(acting))]
            legal = rules.legal_actions(state, seat)
            news = (
                a
                for a in legal[:LOOKAHEAD]
                if rules.view(rules.apply_action(state, seat, a), None)["phase"] not in seen
            )
            action = next(news, None) or (legal[-1] if rng.below(2) else rng.choice(legal))
            state = rules.apply_action(state, seat, action)
    return list(found.items())


def paths(data: Any, prefix: Path = ()) -> Iterator[Path]:
    """Every path into ``data``: every key, recursively; of a list the whole list, its first
    three items and its last one."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield prefix + (key,)
            yield from paths(value, prefix + (key,))
    elif isinstance(data, list):
        for index in sorted({*range(min(3, len(data))), len(data) - 1} - {-1}):
            yield prefix + (index,)
            yield from paths(data[index], prefix + (index,))


def replaced(data: Any, path: Path, value: Any) -> Any:
    """``data`` with the value at ``path`` replaced (only the containers on the path copied)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    copy: Any = dict(data) if isinstance(data, dict) else list(data)
    copy[head] = replaced(data[head], rest, value)
    return copy


def usable(rules: Rules[Any, Any], state: Any) -> None:
    """What the page does with a loaded state: whose turn, the result, every view."""
    rules.to_act(state)
    rules.outcome(state)
    rules.view(state, None)
    for seat in range(rules.num_players(state)):
        rules.view(state, seat)


def hostile_cases(rules: Rules[Any, Any], state: Any) -> list[str]:
    """Every hostile value at every path of ``state``'s JSON: the cases that hurt (none, we hope)."""
    data = json.loads(json.dumps(rules.state_to_dict(state)))
    assert rules.state_from_dict(data) == state
    assert rules.state_from_dict(rules.state_to_dict(state)) == state
    usable(rules, state)
    failures = []
    for path in [(), *paths(data)]:
        for value in HOSTILE:
            try:
                loaded = rules.state_from_dict(replaced(data, path, value))
            except ValueError:
                continue
            except Exception as error:
                failures.append(f"{path} = {str(value)[:12]!r}: state_from_dict: {type(error).__name__}: {error}")
                continue
            try:
                usable(rules, loaded)
            except Exception as error:
                failures.append(f"{path} = {str(value)[:12]!r}: loaded, then {type(error).__name__}: {error}")
    return failures


CASES = [(game_id, kind) for game_id in GAMES for kind in ("under way", "after a hand")]


@pytest.mark.parametrize("game_id,kind", CASES)
def test_a_hostile_value_anywhere_is_refused_or_harmless(game_id: str, kind: str) -> None:
    rules = registry.get(game_id, registry.rules_class(game_id).quick_options)
    found = dict(real_states(game_id))
    if kind not in found:
        pytest.skip(f"no hand of {game_id} ends within {HAND_END_MOVES} first-legal moves")
    failures = hostile_cases(rules, found[kind])
    assert not failures, f"{len(failures)} hostile states hurt {game_id}:\n" + "\n".join(failures[:40])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hostile_value_in_any_phase_is_refused_or_harmless(game_id: str) -> None:
    rules = registry.get(game_id, registry.rules_class(game_id).quick_options)
    failures = []
    for name, state in states_by_phase(game_id):
        failures += [f"{name}: {failure}" for failure in hostile_cases(rules, state)]
    assert not failures, f"{len(failures)} hostile states hurt {game_id}:\n" + "\n".join(failures[:40])


def test_a_canasta_hand_bigger_than_its_draws_allow_is_refused() -> None:
    """The cards may all be there and still make a state no match reaches: a side that has
    not melded never took the pile, so its hands grew only by stock draws. A hand of forty
    cards with most of the wild cards, unmelded, would list millions of initial melds."""
    rules = registry.get("canasta")
    data = rules.state_to_dict(rules.new_game(2, seed=3))
    seat = rules.to_act(rules.state_from_dict(data))[0]
    others = data["stock"] + data["hands"][1 - seat]
    moved = sorted((card for card in others if card not in ("3d", "3h")), key=lambda card: card[0] not in "2X")[:25]
    for card in moved:
        others.remove(card)
    data["hands"][seat] = data["hands"][seat] + moved
    data["hands"][1 - seat], data["stock"] = others[:15], others[15:]
    with pytest.raises(ValueError, match="holds more cards than the draws allow"):
        rules.state_from_dict(data)
