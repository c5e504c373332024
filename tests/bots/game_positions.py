"""Decision points met in seeded random games of any registered game (for bot tests)."""

from __future__ import annotations

from typing import Any

from cardtable.engine import registry
from cardtable.engine.core import Rules
from cardtable.engine.rng import Rng


def random_positions(
    game_id: str, count: int, seed: int, *, players: int | None = None, choices_only: bool = False
) -> tuple[Rules[Any, Any], list[Any]]:
    """``count`` states where a seat must act, about one decision in five, from random games.

    ``players``: the seat count (default: any count the game takes, drawn per game);
    ``choices_only``: keep only decisions with two or more legal actions.
    """
    rules = registry.get(game_id)
    info = rules.info
    rng = Rng.from_seed(seed)
    found: list[Any] = []
    while len(found) < count:
        n = players or info.min_players + rng.below(info.max_players - info.min_players + 1)
        state = rules.new_game(n, seed=rng.next_u32())
        while rules.to_act(state) and len(found) < count:
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            if rng.below(5) == 0 and (len(legal) > 1 or not choices_only):
                found.append(state)
            state = rules.apply_action(state, seat, rng.choice(legal))
    return rules, found
