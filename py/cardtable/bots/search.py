"""Determinised Monte Carlo move choice, sliced so a browser page never freezes.

Game-agnostic: a game supplies ``determinise`` (deal the hidden cards at random,
consistent with what the bot has seen) and ``rollout`` (play one candidate move
in that world to some horizon and score the result for the bot).

Strength and reproducibility come from a fixed **simulation count**; the clock
only slices the work and, as a safety net, cuts a search that runs far over its
expected time (so on a slow device a bot may play a little weaker, never freeze).
The clock is ``time.process_time``: in the browser it runs with the page, and on
a busy machine it ignores other programs, so an arena run is not cut short (and
made irreproducible) by someone else's load.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TypeVar

World = TypeVar("World")


@dataclass(frozen=True)
class SearchBudget:
    """How much a search may do for one decision."""

    simulations: int
    """Rollouts in total, shared evenly among the candidate moves."""
    slice_seconds: float = 0.025
    """Work between two yields; the browser gets control back in between."""
    time_cap_seconds: float = 2.0
    """Safety cap on a decision's working time; set well above the expected search time."""


def best_by_rollouts(
    num_candidates: int,
    determinise: Callable[[], World],
    rollout: Callable[[World, int], float],
    budget: SearchBudget,
) -> Generator[None, None, int]:
    """Yield between slices; return the index of the candidate with the best mean score.

    Each round deals one hidden world and plays every candidate in it, so the
    candidates are compared on the same cards (common random numbers: far less
    noise than a separate deal per rollout). Ties go to the earlier candidate,
    so list them in order of preference.
    """
    totals = [0.0] * num_candidates
    rounds = max(1, budget.simulations // num_candidates)
    # Only time spent working counts towards the cap, not time the page spent
    # elsewhere between slices.
    worked = 0.0
    slice_started = time.process_time()
    for _ in range(rounds):
        world = determinise()
        for index in range(num_candidates):
            totals[index] += rollout(world, index)
            now = time.process_time()
            if now - slice_started > budget.slice_seconds:
                worked += now - slice_started
                yield
                slice_started = time.process_time()
        # Only whole rounds count, so every candidate is scored on the same worlds.
        if worked + time.process_time() - slice_started > budget.time_cap_seconds:
            break
    return max(range(num_candidates), key=lambda index: (totals[index], -index))
