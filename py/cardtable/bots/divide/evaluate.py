"""What a position is worth to each seat in Let's Divide, from a view, and what a vote would bring.

A seat's *worth* is the points it may expect from the majorities, each value ``v``
weighted by how likely the seat is to hold the most (or tie for the most) of it at
the end: certain when no copy of ``v`` is left undecided, a logistic guess on the
lead otherwise, flatter the more copies are still to come. ``relative`` compares a
seat's worth with the others' average: the quantity every bot level maximises.

Votes are judged by ``resolve``: every part goes to its only claimant, a part
nobody claims is lost, a contested part of two cards or more is shared among its
claimants in fractions (what they may expect from the re-split), a contested single
card is lost. Counts are floats for that reason. How much of a contested part its
claimants take together is a ``ContestedShare``: ``flat_share`` (easy, normal) or
``mixed_share`` (hard), which counts what mixed sub-votes lose.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ...engine.games.divide.views import DivideView

JOKER = "J"
# The part of a contested part's value a claimant may expect beyond 1/k: re-splits
# are decided by the leader and tend to leave some of it on the table.
CONTESTED_SHARE = 0.8
# What k claimants who vote at random on the re-split take of a contested part
# together, by k: of two single cards (halves), and of three sub-parts. Two claimants
# on two cards collide half the time and lose both (one contested, one unclaimed);
# three on two cards leave one card to a lone voter three times in four; on three
# sub-parts, sub-parts claimed by exactly one. Voters who mix well do a little better
# than at random, hence the rounding up.
MIXED_SHARE = {2: (0.5, 0.6), 3: (0.375, 0.45), 4: (0.3, 0.35)}
# What a joker that waits (no number yet) is worth, in points of relative worth.
LOOSE_WORTH = 1.2
STEEPNESS = 1.4


@dataclass
class Position:
    """Counts per seat and value (attached jokers included), jokers waiting, cards to come."""

    counts: list[list[float]]
    loose: list[float]
    remaining: list[float]  # per value, copies not yet collected or discarded
    n: int
    leftmost: bool  # pending jokers join the leftmost number (option)

    def copy(self) -> Position:
        return Position([row[:] for row in self.counts], self.loose[:], self.remaining[:], self.n, self.leftmost)


def position(view: DivideView) -> Position:
    """The position a view shows; the cards on the table still count as to come."""
    n = view["num_players"]
    counts = [[float(a + b) for a, b in zip(view["numbers"][s], view["jokers"][s])] for s in range(n)]
    gone = [0] * 10
    for s in range(n):
        for index in range(10):
            gone[index] += view["numbers"][s][index]
    for card in view["discards"]:
        if card != JOKER:
            gone[int(card) - 1] += 1
    remaining = [float(index + 1 - gone[index]) for index in range(10)]
    return Position(counts, [float(x) for x in view["loose"]], remaining, n, view["pending_joker_choice"] == "leftmost")


def win_chance(mine: float, best_other: float, remaining: float, n: int) -> float:
    """How likely a seat holding ``mine`` copies ends with the most (ties count)."""
    if mine <= 0 and remaining <= 0:
        return 0.0
    lead = mine - best_other
    spread = math.sqrt(remaining / n)
    if spread < 0.25:
        return 1.0 if lead >= 0 and mine > 0 else 0.0
    x = STEEPNESS * (lead + 0.5) / spread
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def chances(pos: Position) -> list[list[float]]:
    """``[seat][value index]`` win chances."""
    n = pos.n
    out = [[0.0] * 10 for _ in range(n)]
    for index in range(10):
        column = [pos.counts[s][index] for s in range(n)]
        rem = pos.remaining[index]
        for s in range(n):
            best_other = max(column[o] for o in range(n) if o != s)
            out[s][index] = win_chance(column[s], best_other, rem, n)
    return out


def relative(pos: Position) -> list[float]:
    """Per seat: expected points minus the others' average, plus waiting jokers."""
    n = pos.n
    counts = pos.counts
    worth = [LOOSE_WORTH * pos.loose[s] for s in range(n)]
    exp = math.exp
    for index in range(10):
        column = [counts[s][index] for s in range(n)]
        best = max(column)
        rem = pos.remaining[index]
        if best <= 0 and rem <= 0:
            continue
        top = column.index(best)
        second = max(column[s] for s in range(n) if s != top)
        spread = math.sqrt(rem / n) if rem > 0 else 0.0
        value = index + 1
        for s in range(n):
            mine = column[s]
            if mine <= 0 and rem <= 0:
                continue
            lead = mine - (second if s == top else best)
            if spread < 0.25:
                if lead >= 0 and mine > 0:
                    worth[s] += value
                continue
            x = STEEPNESS * (lead + 0.5) / spread
            if x > 30:
                worth[s] += value
            elif x > -30:
                worth[s] += value / (1.0 + exp(-x))
    total = sum(worth)
    return [worth[s] - (total - worth[s]) / (n - 1) for s in range(n)]


def best_joker_value(pos: Position, seat: int, allowed: Sequence[int]) -> int:
    """The value where one more card helps ``seat`` most (points times chance gained)."""
    n = pos.n
    best, best_gain = allowed[0], -1.0
    for v in allowed:
        index = v - 1
        column = pos.counts
        other = max(column[o][index] for o in range(n) if o != seat)
        mine = column[seat][index]
        rem = pos.remaining[index]
        gain = v * (win_chance(mine + 1, other, rem, n) - win_chance(mine, other, rem, n))
        # Taking a tie away from the others is worth something too.
        gain += 0.3 * v * sum(1 for o in range(n) if o != seat and column[o][index] == mine + 1) / n
        if gain > best_gain:
            best, best_gain = v, gain
    return best


def give(pos: Position, seat: int, cards: Sequence[str], weight: float = 1.0) -> None:
    """Award ``cards`` (a part, row order) to ``seat`` with a weight, in place (§8)."""
    values = [int(c) for c in cards if c != JOKER]
    jokers = len(cards) - len(values)
    row = pos.counts[seat]
    for v in values:
        row[v - 1] += weight
    if values and pos.loose[seat] > 0:
        waiting = pos.loose[seat]
        v = values[0] if pos.leftmost else best_joker_value(pos, seat, sorted(set(values)))
        row[v - 1] += waiting * weight
        pos.loose[seat] -= waiting * weight
    if jokers:
        owned = [v for v in range(1, 11) if row[v - 1] > 0]
        if owned:
            for _ in range(jokers):
                v = best_joker_value(pos, seat, owned)
                row[v - 1] += weight
        else:
            pos.loose[seat] += jokers * weight


ContestedShare = Callable[[int, int], float]
"""``(claimants, cards) -> fraction``: what the claimants of a contested part take of it together."""


def flat_share(claimants: int, cards: int) -> float:
    return CONTESTED_SHARE


def mixed_share(claimants: int, cards: int) -> float:
    halves, thirds = MIXED_SHARE[min(claimants, 4)]
    return halves if cards == 2 else thirds


def resolve(
    pos: Position,
    parts: Mapping[str, Sequence[str]],
    votes: Mapping[int, str],
    all_cards: Sequence[str],
    contested: ContestedShare = flat_share,
) -> Position:
    """The position after a vote (contested parts shared in fractions)."""
    after = pos.copy()
    for card in all_cards:
        if card != JOKER:
            after.remaining[int(card) - 1] -= 1
    for label, cards in parts.items():
        claim = [s for s, vote in votes.items() if vote == label]
        if len(claim) == 1:
            give(after, claim[0], cards)
        elif len(claim) > 1 and len(cards) > 1:
            share = contested(len(claim), len(cards)) / len(claim)
            for s in claim:
                give(after, s, cards, share)
    return after


Dist = dict[str, float]


def softmax(values: Mapping[str, float], temperature: float) -> Dist:
    top = max(values.values())
    weights = {k: math.exp((v - top) / temperature) for k, v in values.items()}
    total = sum(weights.values())
    return {k: w / total for k, w in weights.items()}


class VoteGame:
    """One vote: its parts, voters and the position before it, with every profile's
    result remembered (the same profiles come back many times in one decision)."""

    def __init__(
        self,
        pos: Position,
        parts: Mapping[str, Sequence[str]],
        voters: Sequence[int],
        contested: ContestedShare = flat_share,
    ) -> None:
        self.pos = pos
        self.contested = contested
        self.parts = dict(parts)
        self.labels = list(parts)
        self.voters = list(voters)
        self.cards = [c for part in parts.values() for c in part]
        self._memo: dict[tuple[tuple[int, str], ...], list[float]] = {}
        self.judged = 0  # profiles resolved so far: the work done, for slicing

    def worth(self, votes: Mapping[int, str]) -> list[float]:
        """Every seat's relative worth after these votes."""
        key = tuple(sorted(votes.items()))
        found = self._memo.get(key)
        if found is None:
            found = relative(resolve(self.pos, self.parts, votes, self.cards, self.contested))
            self._memo[key] = found
            self.judged += 1
        return found

    def naive(self, seat: int) -> dict[str, float]:
        """What each label is worth to ``seat`` if nobody else wanted it."""
        return {label: self.worth({seat: label})[seat] for label in self.labels}

    def expected(self, seat: int, others: Mapping[int, Dist], prune: float = 0.04) -> dict[str, float]:
        """What each label is worth to ``seat`` when the others vote at random as given."""
        combos = _vote_combos(others, prune)
        return {
            label: sum(weight * self.worth({seat: label, **votes})[seat] for weight, votes in combos)
            for label in self.labels
        }

    def outsider(self, seat: int, dists: Mapping[int, Dist], prune: float = 0.04) -> float:
        """``seat``'s expected worth when it does not vote and the voters vote as given."""
        return sum(weight * self.worth(votes)[seat] for weight, votes in _vote_combos(dists, prune))


def _vote_combos(dists: Mapping[int, Dist], prune: float) -> list[tuple[float, dict[int, str]]]:
    """Every way the seats of ``dists`` may vote, with its probability: each seat's unlikely
    labels (below ``prune``) left out, and the rest weighed up again to sum to one."""
    seats = list(dists)
    choices = []
    for s in seats:
        kept = [(label, q) for label, q in dists[s].items() if q >= prune]
        total = sum(q for _, q in kept)
        choices.append([(label, q / total) for label, q in kept])
    combos = []
    for combo in itertools.product(*choices):
        weight = 1.0
        votes = {}
        for s, (label, q) in zip(seats, combo):
            weight *= q
            votes[s] = label
        combos.append((weight, votes))
    return combos
