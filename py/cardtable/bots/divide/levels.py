"""Bots for Let's Divide: ``easy`` < ``normal`` < ``hard``, as leader and as voter.

All of them judge parts with ``evaluate`` (majority chances per value, relative
to the others) and see only the view, the legal actions and their own ``rng``.

* ``easy`` votes for the part it likes best as if nobody else wanted it (and now
  and then for another), cuts the row at random, places jokers well.
* ``normal`` expects the others to vote as after one round of everyone answering
  the naive votes (``dists``) and answers that, with some randomness so that two
  ``normal`` bots do not always collide; as leader it tries every cut (and, with
  two players, the discard that follows) against the others' likeliest naive votes.
* ``hard`` votes by the vote's logit equilibrium (``equilibrium``): it works out how
  every voter should randomise, itself included, and draws its vote from its own
  share with its ``rng``, so two ``hard`` bots agree on the odds but not on the draw
  and do not herd into one part. Before drawing, it looks for the vote's focal pure
  equilibrium (``equilibrium.focal_profile``): the profile in which every voter takes a
  different part and none would gain by voting otherwise, found alike from every seat
  since the position is public; when there is one it keeps to its own part of it, so
  voters who read the position alike meet far less often than independent draws
  (issue 30, Divide round 6). As leader it judges every cut and discard by its worth in
  that equilibrium. Its work is counted and it yields between slices.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from typing import Any

from ...engine.core import JsonDict, Rules
from ...engine.games.divide.actions import LABELS, Attach, DiscardPart, Split, Vote
from ...engine.games.divide.views import divide_view
from ...engine.rng import Rng
from ..base import Bot, BotFactory, Effort, Thinking
from .equilibrium import TEMPERATURE, draw, focal_profile, logit_equilibrium
from .evaluate import Dist, Position, VoteGame, best_joker_value, flat_share, mixed_share, position, softmax

Action = Split | DiscardPart | Vote | Attach
# How sharply each level prefers its best-looking choice (lower: sharper), in points.
PICK_TEMPERATURE = {0: 1.5, 1: 0.5, 2: 0.3}
# How the others are expected to vote: level 0 naive, level 1 answering level 0.
MODEL_TEMPERATURE = {0: 1.0, 1: 0.5}
BLEND = 0.5
# ``normal`` votes from the vote's logit equilibrium too, at a blunter temperature than ``hard``.
NORMAL_VOTE_TEMPERATURE = 0.6
# ``hard`` draws among cuts and discards within this many points of the best.
NEAR_POINTS = 0.1


def _parts(cards: list[str], cut: Split) -> dict[str, list[str]]:
    return {"W": cards[: cut.first], "B": cards[cut.first : cut.second], "K": cards[cut.second :]}


def _one_hot(dist: Dist) -> Dist:
    best = max(dist, key=lambda label: dist[label])
    return {best: 1.0}


def dists(game: VoteGame, level: int, seats: list[int]) -> dict[int, Dist]:
    """How each of ``seats`` is expected to vote: naive at ``level`` 0; else after
    ``level`` rounds in which every voter half moves to its best answer to the others."""
    naive = {s: softmax(game.naive(s), MODEL_TEMPERATURE[0]) for s in game.voters}
    if level <= 0:
        return {s: naive[s] for s in seats}
    # ``level`` rounds of everyone answering everyone (towards a smoothed equilibrium).
    current = naive
    for _ in range(level):
        nxt = {}
        for s in game.voters:
            others = {o: d for o, d in current.items() if o != s}
            answer = softmax(game.expected(s, others, prune=0.1), MODEL_TEMPERATURE[1])
            nxt[s] = {label: BLEND * answer[label] + (1 - BLEND) * current[s].get(label, 0.0) for label in game.labels}
        current = nxt
    return {s: current[s] for s in seats}


def values(game: VoteGame, seat: int, rounds: int, sharp: bool = False) -> dict[str, float]:
    """What each label is worth to ``seat`` against the others voting as ``dists`` expects
    after ``rounds`` (``sharp``: each other voter's likeliest vote only)."""
    others = dists(game, rounds, [s for s in game.voters if s != seat])
    if sharp:
        others = {s: _one_hot(d) for s, d in others.items()}
    return game.expected(seat, others, prune=0.1)


def worth_of(game: VoteGame, seat: int, rounds: int, sharp: bool) -> float:
    """``seat``'s worth after this vote: its best vote, or as an onlooker."""
    if seat in game.voters:
        return max(values(game, seat, rounds, sharp).values())
    voters = dists(game, rounds, game.voters)
    if sharp:
        voters = {s: _one_hot(d) for s, d in voters.items()}
    return game.outsider(seat, voters, prune=0.1)


def _pick(scores: Mapping[str, float], temperature: float, rng: Rng) -> str:
    dist = softmax(scores, temperature)
    x = rng.random()
    for label in sorted(dist):
        x -= dist[label]
        if x < 0:
            return label
    return max(dist, key=lambda label: dist[label])


class DivideBot:
    def __init__(
        self,
        level: str,
        depth: int,
        random_cuts: bool,
        mixed: bool = False,
        vote_temperature: float | None = None,
        near: float = 0.0,
        focal: bool = False,
    ) -> None:
        self.level = level
        self._depth = depth
        self._random_cuts = random_cuts
        # Votes drawn from the vote's logit equilibrium at this temperature (None: ``dists``).
        self._vote_temperature = TEMPERATURE if mixed else vote_temperature
        # Cuts and discards worth within ``near`` points of the best are drawn among (a
        # player's indifference), so the same row is not always cut the same way.
        self._near = near
        # Votes for this seat's part of the vote's focal pure equilibrium when it has one.
        self._focal = focal
        # hard votes, cuts and discards by the vote's equilibrium; the others by ``dists``.
        self._mixed = mixed
        self._contested = mixed_share if mixed else flat_share
        # normal judges cuts and discards against the others' likeliest naive votes only
        # (fast).
        self._sharp = depth < 2
        self._plan_rounds = depth if depth >= 2 else 0

    def think(self, view: JsonDict, legal: list[Action], rng: Rng, effort: Effort | None = None) -> Thinking:
        return self.thinking(view, legal, rng, Effort() if effort is None else effort)

    def thinking(self, view: JsonDict, legal: list[Action], rng: Rng, effort: Effort) -> Thinking:
        """``think``, its work counted in ``effort``: it yields whenever a slice is spent."""
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        pos = position(divide_view(view))
        phase = view["phase"]
        node = view["node"]
        if phase == "attach":
            allowed = [a.value for a in legal if isinstance(a, Attach)]
            return Attach(best_joker_value(pos, seat, allowed))
        if phase == "vote":
            parts = {label: node["parts"][LABELS.index(label)] for label in view["labels"]}
            if self._vote_temperature is not None:
                # Everyone's odds, this seat's included, then a draw: bots that read the
                # position alike do not all go for the same part (issue 30, 2).
                game = VoteGame(pos, parts, node["claimants"], mixed_share)
                found = yield from logit_equilibrium(game, effort, self._vote_temperature)
                focal = focal_profile(found.table) if self._focal else None
                if focal is not None:
                    return Vote(focal[seat])
                return Vote(draw(found.mix[seat], rng.random()))
            game = VoteGame(pos, parts, node["claimants"], self._contested)
            scores = game.naive(seat) if self._depth == 0 else values(game, seat, self._depth)
            return Vote(_pick(scores, PICK_TEMPERATURE[self._depth], rng))
        if phase == "discard":
            worths: list[tuple[Action, float]] = []
            for action in legal:
                assert isinstance(action, DiscardPart)
                parts = {label: node["parts"][LABELS.index(label)] for label in LABELS if label != action.label}
                worth = yield from self._worth(VoteGame(pos, parts, node["claimants"], self._contested), seat, effort)
                worths.append((action, worth))
            return self._best(worths, rng)
        # The leader's split.
        if self._random_cuts:
            return rng.choice(legal)
        cards = node["cards"]
        two_player_row = view["num_players"] == 2 and node["path"] == ""
        cuts: list[tuple[Action, float]] = []
        for action in legal:
            assert isinstance(action, Split)
            parts = _parts(cards, action)
            if two_player_row:
                worth = yield from self._after_discard(pos, parts, node["claimants"], seat, effort)
            else:
                worth = yield from self._worth(VoteGame(pos, parts, node["claimants"], self._contested), seat, effort)
            cuts.append((action, worth))
        return self._best(cuts, rng)

    def _best(self, worths: list[tuple[Action, float]], rng: Rng) -> Action:
        """The best-worth action; with ``near``, one drawn among those within ``near`` of it."""
        top = max(worth for _, worth in worths)
        if self._near <= 0:
            return next(action for action, worth in worths if worth == top)
        close = [action for action, worth in worths if worth >= top - self._near]
        return close[rng.below(len(close))] if len(close) > 1 else close[0]

    def _worth(self, game: VoteGame, seat: int, effort: Effort) -> Generator[None, None, float]:
        """``seat``'s worth after this vote (as a voter or an onlooker)."""
        mine, _ = yield from self._worths(game, seat, seat, effort)
        return mine

    def _worths(
        self, game: VoteGame, seat: int, other: int, effort: Effort
    ) -> Generator[None, None, tuple[float, float]]:
        """The worth of ``seat`` and of ``other`` after this vote."""
        if self._mixed:
            found = yield from logit_equilibrium(game, effort)
            return found.expected_worth(seat), found.expected_worth(other)
        judged = game.judged
        mine = worth_of(game, seat, self._plan_rounds, self._sharp)
        theirs = mine if other == seat else worth_of(game, other, self._plan_rounds, self._sharp)
        if effort.spend(game.judged - judged):
            yield
        return mine, theirs

    def _after_discard(
        self, pos: Position, parts: dict[str, list[str]], voters: list[int], seat: int, effort: Effort
    ) -> Generator[None, None, float]:
        """Two players: the other seat discards the part whose loss leaves it best off."""
        other = next(s for s in voters if s != seat)
        mine, best_for_other = 0.0, -1e9
        for label in LABELS:
            game = VoteGame(pos, {k: v for k, v in parts.items() if k != label}, voters, self._contested)
            worth, theirs = yield from self._worths(game, seat, other, effort)
            if theirs > best_for_other:
                best_for_other, mine = theirs, worth
        return mine


def _easy(rules: Rules[Any, Any]) -> Bot:
    return DivideBot("easy", 0, True)


def _normal(rules: Rules[Any, Any]) -> Bot:
    return DivideBot("normal", 1, False, vote_temperature=NORMAL_VOTE_TEMPERATURE, focal=True)


def _normal_mixing(rules: Rules[Any, Any]) -> Bot:
    """``normal`` before it looked for a focal pure vote (issue 30, round 6)."""
    return DivideBot("normal_mixing", 1, False, vote_temperature=NORMAL_VOTE_TEMPERATURE)


def _hard(rules: Rules[Any, Any]) -> Bot:
    return DivideBot("hard", 2, False, mixed=True, near=NEAR_POINTS, focal=True)


def _hard_mixing(rules: Rules[Any, Any]) -> Bot:
    """``hard`` before it looked for a focal pure vote (issue 30, round 6): always a mixed draw."""
    return DivideBot("hard_mixing", 2, False, mixed=True, near=NEAR_POINTS)


def _hard_before(rules: Rules[Any, Any]) -> Bot:
    """``hard`` as it was before issue 30 (always the single best cut): the arena's yardstick."""
    return DivideBot("hard_before", 2, False, mixed=True)


def _normal_before(rules: Rules[Any, Any]) -> Bot:
    """``normal`` as it was before issue 30 (a softmax answer to one round of naive votes)."""
    return DivideBot("normal_before", 1, False)


LEVELS: dict[str, BotFactory] = {"easy": _easy, "normal": _normal, "hard": _hard}
YARDSTICKS: dict[str, BotFactory] = {
    "hard_mixing": _hard_mixing,
    "hard_before": _hard_before,
    "normal_before": _normal_before,
    "normal_mixing": _normal_mixing,
}
