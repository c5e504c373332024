"""A mixed strategy for a secret vote: the logit equilibrium of the vote, found in slices.

Why mixed: when one part is the obvious best, identical bots that each vote for it
collide, the part is re-split or lost, and the cards go to nobody. In the vote's
equilibrium every voter randomises so that the parts it might choose are worth about
the same to it given how the others randomise; a bot then draws its own vote from its
share of the equilibrium with its own ``rng``, so two bots reading the same position
agree on the odds but not on the draw.

The equilibrium is the logit (quantal response) one: every voter's vote weights are a
softmax, at ``temperature`` points, of what each part is worth to it against the
others' weights. It always exists and is an ε-equilibrium with ε under
``temperature · ln(parts)``. It is found by sweeps in which every voter moves towards
its answer to the others' weights, all at once, so that voters in the same position
stay alike (moving one at a time would settle on an equilibrium that favours the first
seat). Steps shrink as ``(sweep + 2) ** -STEP_DECAY``: with a fixed step the voters
swing together between the best part and the next, each answering the others' last
crowd, and shrinking steps damp the swing out, mostly within 15–50 sweeps.

Work is counted, not timed (``base.Effort``): one unit is one vote profile judged (a
resolution and every seat's worth); a sweep of the fixed point costs units in
proportion to the profiles it reads. Callers yield whenever a slice's units
(``base.SLICE_UNITS``) are spent, so a slice is bounded by work on any machine and the
result never depends on the clock.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from ..base import Effort
from .evaluate import Dist, VoteGame

# How many profile reads of a sweep cost as much as judging one profile.
READS_PER_UNIT = 150
TEMPERATURE = 0.3
STEP_DECAY = 0.6
MAX_SWEEPS = 200
# Stop once no weight would move by more than this towards the answers.
TOLERANCE = 3e-3

Working = Generator[None, None, None]


@dataclass
class PayoffTable:
    """Every voter's worth for every profile of votes (profiles in ``itertools.product`` order)."""

    voters: list[int]
    labels: list[str]
    profiles: list[tuple[int, ...]]  # label indexes, one per voter
    payoff: list[list[float]]  # [profile][voter index]
    worth: list[list[float]]  # [profile][seat]: every seat's worth, onlookers included


def payoffs(game: VoteGame, effort: Effort) -> Generator[None, None, PayoffTable]:
    """Judge every profile of votes, yielding when a slice is spent."""
    labels = game.labels
    voters = game.voters
    profiles = list(itertools.product(range(len(labels)), repeat=len(voters)))
    table = PayoffTable(voters, labels, profiles, [], [])
    for profile in profiles:
        worth = game.worth({seat: labels[index] for seat, index in zip(voters, profile)})
        table.worth.append(worth)
        table.payoff.append([worth[seat] for seat in voters])
        if effort.spend(1):
            yield
    return table


def _expected(table: PayoffTable, mix: Sequence[Sequence[float]], voter: int) -> list[float]:
    """What each label is worth to ``voter`` (an index) against the others' mixes."""
    out = [0.0] * len(table.labels)
    others = [j for j in range(len(table.voters)) if j != voter]
    for profile, payoff in zip(table.profiles, table.payoff):
        weight = payoff[voter]
        for j in others:
            weight *= mix[j][profile[j]]
        out[profile[voter]] += weight
    return out


def _softmax(values: Sequence[float], temperature: float) -> list[float]:
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def _sweep_cost(table: PayoffTable) -> float:
    """One sweep reads every profile once per voter."""
    return len(table.profiles) * len(table.voters) / READS_PER_UNIT


@dataclass
class Equilibrium:
    """The voters' vote weights, and what each label is worth to each voter against them."""

    table: PayoffTable
    mix: dict[int, Dist]
    values: dict[int, dict[str, float]]

    def expected_worth(self, seat: int) -> float:
        """``seat``'s worth (voter or onlooker) when every voter votes by ``mix``."""
        total = 0.0
        for profile, worth in zip(self.table.profiles, self.table.worth):
            chance = 1.0
            for voter, index in zip(self.table.voters, profile):
                chance *= self.mix[voter][self.table.labels[index]]
            total += chance * worth[seat]
        return total

    def regret(self, seat: int) -> float:
        """How much ``seat`` would gain by its best pure vote over its mix (ε of the ε-equilibrium)."""
        values = self.values[seat]
        return max(values.values()) - sum(q * values[label] for label, q in self.mix[seat].items())


def logit_equilibrium(
    game: VoteGame, effort: Effort, temperature: float = TEMPERATURE
) -> Generator[None, None, Equilibrium]:
    """The logit equilibrium of ``game``'s vote, yielding when a slice is spent."""
    table = yield from payoffs(game, effort)
    labels = len(table.labels)
    voters = range(len(table.voters))
    mix = [[1.0 / labels] * labels for _ in voters]
    average = [[0.0] * labels for _ in voters]
    averaged = 0
    cost = _sweep_cost(table)
    for sweep in range(MAX_SWEEPS):
        rate = (sweep + 2) ** -STEP_DECAY
        answers = [_softmax(_expected(table, mix, i), temperature) for i in voters]
        gap = max(abs(a - m) for answer, own in zip(answers, mix) for a, m in zip(answer, own))
        mix = [[m + rate * (a - m) for a, m in zip(answer, own)] for answer, own in zip(answers, mix)]
        if effort.spend(cost):
            yield
        if gap < TOLERANCE:
            break
        if sweep >= MAX_SWEEPS // 2:
            averaged += 1
            average = [[x + m for x, m in zip(row, own)] for row, own in zip(average, mix)]
    else:
        # No fixed point reached: the voters keep cycling. The average of the cycle's
        # second half is close to an equilibrium (as fictitious play's averages are).
        mix = [[x / averaged for x in row] for row in average]
    return Equilibrium(
        table,
        {seat: dict(zip(table.labels, mix[i])) for i, seat in enumerate(table.voters)},
        {seat: dict(zip(table.labels, _expected(table, mix, i))) for i, seat in enumerate(table.voters)},
    )


def draw(dist: Dist, x: float) -> str:
    """The label a uniform ``x`` in [0, 1) picks from ``dist`` (labels in their order W, B, K)."""
    for label, q in dist.items():
        x -= q
        if x < 0:
            return label
    return max(dist, key=lambda label: dist[label])


def focal_profile(table: PayoffTable) -> dict[int, str] | None:
    """The pure equilibrium in which every voter takes its own part, found alike by every
    voter; None when the vote has none.

    A mixed equilibrium keeps identical bots apart only on average: three voters drawing
    their own parts at random all miss each other barely one time in four, and the parts
    they collide on are re-split or lost. The votes are secret, but the position is
    public, so every voter can work out the same pure equilibrium (no voter gains by
    voting otherwise) and keep to its own part of it: the voters then meet only when
    no such equilibrium exists (then they mix). Among several, the one worth most to the
    voters together, then the first in label order.
    """
    labels = range(len(table.labels))
    index = {profile: i for i, profile in enumerate(table.profiles)}
    best: tuple[int, ...] | None = None
    best_total = -math.inf
    for profile, payoff in zip(table.profiles, table.payoff):
        stable = all(
            payoff[v] >= table.payoff[index[profile[:v] + (other,) + profile[v + 1 :]]][v] - 1e-9
            for v in range(len(table.voters))
            for other in labels
        )
        apart = len(set(profile)) == len(profile)
        if stable and apart and sum(payoff) > best_total + 1e-9:
            best, best_total = profile, sum(payoff)
    if best is None:
        return None
    return {seat: table.labels[i] for seat, i in zip(table.voters, best)}
