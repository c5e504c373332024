"""Determinised Monte Carlo move choice, sliced so a browser page never freezes.

Two layers, both game-agnostic:

* ``best_by_rollouts``: the core. A game supplies ``determinise`` (deal the hidden
  cards at random, consistent with what the bot has seen) and ``rollout`` (play one
  candidate move in that world to some horizon and score the result for the bot),
  in whatever representation is fastest for it.
* ``determinised_search``: the same search over the ``Rules`` protocol itself. A game
  supplies only a rollout policy and an evaluation; worlds come from
  ``rules.sample_state``, moves from ``rules.apply_action``. ``random_policy`` and
  ``outcome_or_score_margin`` work for any game.

Strength and reproducibility come from a fixed **simulation count** and nothing
else. There is no time cap on a decision: a cap would make a bot play differently on
a busy or slow device, and two students opening the same shared link would see the
same bot play different cards (a slow device waits a little longer instead). The
work is sliced by counted units, never by the clock (``base.Effort``, ``SLICE_UNITS``):
the search yields whenever a slice's units are spent, so the page never freezes.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..engine.core import JsonDict, PlayerId, Rules
from ..engine.rng import Rng
from .base import Effort

World = TypeVar("World")


@dataclass(frozen=True)
class SearchBudget:
    """How much a search may do for one decision."""

    simulations: int
    """Rollouts in total, shared evenly among the candidate moves."""
    rollout_units: float = 1.0
    """Units of work (``base.SLICE_UNITS``) one rollout counts, besides any its ``rollout``
    counts itself on the search's ``Effort``."""


def best_by_rollouts(
    num_candidates: int,
    determinise: Callable[[], World],
    rollout: Callable[[World, int], float],
    budget: SearchBudget,
    effort: Effort | None = None,
) -> Generator[None, None, int]:
    """Yield between slices; return the index of the candidate with the best mean score.

    Every rollout counts ``budget.rollout_units`` on ``effort`` (a new one when ``None``;
    ``rollout`` may count more itself), and the search yields when a slice is spent.

    Each round deals one hidden world and plays every candidate in it, so the
    candidates are compared on the same cards (common random numbers: far less
    noise than a separate deal per rollout). Ties go to the earlier candidate,
    so list them in order of preference.
    """
    totals = [0.0] * num_candidates
    rounds = max(1, budget.simulations // num_candidates)
    effort = Effort() if effort is None else effort
    for _ in range(rounds):
        world = determinise()
        for index in range(num_candidates):
            totals[index] += rollout(world, index)
            if effort.spend(budget.rollout_units):
                yield
    return max(range(num_candidates), key=lambda index: (totals[index], -index))


# --------------------------------------------------------------------------- a generic layer

State = TypeVar("State")
Action = TypeVar("Action")

RolloutPolicy = Callable[[Rules[State, Action], State, PlayerId, Rng], Action]
"""``(rules, state, seat, rng) -> action``: what ``seat`` plays in a rollout (must be legal)."""
Evaluation = Callable[[Rules[State, Action], State, PlayerId], float]
"""``(rules, state, seat) -> float``: how good ``state`` is for ``seat`` (higher is better)."""


def determinised_search(
    rules: Rules[State, Action],
    view: JsonDict,
    candidates: Sequence[Action],
    policy: RolloutPolicy[State, Action],
    evaluate: Evaluation[State, Action],
    budget: SearchBudget,
    rng: Rng,
    horizon: int | None = None,
    effort: Effort | None = None,
) -> Generator[None, None, Action]:
    """Choose among ``candidates`` (legal actions of the view's seat) by determinised rollouts.

    Each round deals one world with ``rules.sample_state(view, rng)``; in it every
    candidate is applied, then ``policy`` plays every seat for ``horizon`` more
    decisions (``None``: to the end of the match) and ``evaluate`` scores the state
    reached for the view's seat. The candidate with the best mean wins; ties go to
    the earlier one, so list them in order of preference. Each round's rollouts use
    the same policy generator seed, so candidates meet the same luck, and the whole
    search repeats exactly for the same ``rng`` state (see ``best_by_rollouts`` for
    the budget and the slicing). Work is counted on ``effort``: ``budget.rollout_units``
    per rollout and one unit per decision a rollout plays (each goes through the checked
    protocol; about 0.1 ms of CPython in a small game).

    A game only supplies the policy and the evaluation; everything runs through the
    checked ``Rules`` protocol. That costs speed: a game whose bots need many
    rollouts per decision may keep a lean private simulator under ``best_by_rollouts``
    instead, and say in its bots why.
    """
    if not candidates:
        raise ValueError("a search needs at least one candidate action")
    if len(candidates) == 1:
        return candidates[0]
    seat = int(view["seat"])
    effort = Effort() if effort is None else effort

    def determinise() -> tuple[State, int]:
        return rules.sample_state(view, rng), rng.next_u32()

    def rollout(world: tuple[State, int], index: int) -> float:
        state, seed = world
        luck = Rng.from_seed(seed)
        state = rules.apply_action(state, seat, candidates[index])
        steps = 0
        while horizon is None or steps < horizon:
            acting = rules.to_act(state)
            if not acting:
                break
            mover = acting[0]
            state = rules.apply_action(state, mover, policy(rules, state, mover, luck))
            steps += 1
        effort.add(steps)
        return evaluate(rules, state, seat)

    best = yield from best_by_rollouts(len(candidates), determinise, rollout, budget, effort)
    return candidates[best]


def random_policy(rules: Rules[State, Action], state: State, seat: PlayerId, rng: Rng) -> Action:
    """A rollout policy for any game: a uniformly random legal action."""
    return rng.choice(rules.legal_actions(state, seat))


def outcome_or_score_margin(rules: Rules[State, Action], state: State, seat: PlayerId) -> float:
    """An evaluation for any game, from the shared protocol alone.

    A finished match scores the seat's share of the win (1 alone, 1/k in a k-way
    tie, 0 for a loss); a match still going scores ``scores`` of the seat's view
    (the envelope every game keeps) against the best other seat, squashed into
    (-0.5, 0.5) so that any finished win beats any lead.
    """
    outcome = rules.outcome(state)
    if outcome is not None:
        return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    scores: list[int] = rules.view(state, seat)["scores"]
    others = [score for other, score in enumerate(scores) if other != seat]
    margin = scores[seat] - max(others) if others else 0
    return 0.5 * margin / (1 + abs(margin))
