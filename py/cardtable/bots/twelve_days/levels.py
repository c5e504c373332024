"""Bots for 12 Days of Christmas: ``easy`` < ``normal`` < ``hard``.

* ``easy`` plays a random legal action: beatable by a child, yet it follows the rules.
* ``normal`` plays the hand-shape heuristic of ``heuristic`` in one step.
* ``hard`` searches: it deals the unseen cards at random many times
  (``rules.sample_state``), plays each of ``normal``'s best few moves to the end
  of the hand in every deal with ``normal`` in all seats, and keeps the move
  whose outcome (gifts won and lost against the others) is best on average
  (``search.best_by_rollouts`` with the fast private simulator of ``sim``).

All of them see only the view, the legal actions and their own ``rng``.
"""

from __future__ import annotations

from typing import Any

from ...engine.core import JsonDict, Rules
from ...engine.games.twelve_days.actions import PASS, Action, Play
from ...engine.games.twelve_days.combos import counts_of
from ...engine.games.twelve_days.views import TwelveDaysView, twelve_days_view
from ...engine.rng import Rng
from ..base import Bot, BotFactory, Effort, SimpleBot, Thinking, random_policy
from ..search import SearchBudget, best_by_rollouts
from .heuristic import (
    GO_OUT,
    Move,
    best_first,
    in_danger,
    score_leads,
    score_replies,
)
from .sim import HandSim

# The simulation count sets strength and time (see docs/games.md for measured figures:
# p95 well under the 500 ms target in Pyodide).
# Its work is counted (``base.SLICE_UNITS``): a deal is a unit, and a rollout a unit per
# ``CARDS_PER_UNIT`` cards in the hands (CPython: 0.004 ms per card at the median, 0.005 at p90).
HARD_BUDGET = SearchBudget(simulations=300, rollout_units=0)
CARDS_PER_UNIT = 20
# normal's best few moves are searched; the rest are rarely right and cost time.
HARD_CANDIDATES = 6


def scored_moves(view: TwelveDaysView) -> list[tuple[float, Move]]:
    """``normal``'s score for every move of the seat to act, from its view."""
    seat = view["seat"]
    assert seat is not None, "a bot plays a seat's view, never a spectator's"
    hand = counts_of(int(card) for card in view["hand"])
    danger = in_danger(seat, view["hand_sizes"], view["scores"])
    if view["phase"] == "lead":
        leads: list[tuple[float, Move]] = [*score_leads(hand, danger)]
        return leads
    trick_low = min(turn["cards"][0] for turn in view["trick"] if turn["cards"])
    return score_replies(hand, view["trick_kind"], view["reply_max_low"], trick_low, danger)


def _legal_by_move(legal: list[Action]) -> dict[Move, Action]:
    return {action.values if isinstance(action, Play) else None: action for action in legal}


def _ranked_legal(view: JsonDict, legal: list[Action]) -> list[Action]:
    """The legal actions in ``normal``'s order of preference (all of them, whatever the heuristic skips)."""
    by_move = _legal_by_move(legal)
    ranked = [by_move[move] for move in best_first(scored_moves(twelve_days_view(view))) if move in by_move]
    return ranked + [action for action in legal if action not in ranked]


class NormalBot:
    level = "normal"

    def think(self, view: JsonDict, legal: list[Action], rng: Rng, effort: Effort | None = None) -> Thinking:
        return _ranked_legal(view, legal)[0]
        yield  # pragma: no cover - makes this a generator


class HardBot:
    level = "hard"

    def __init__(self, rules: Rules[Any, Any], budget: SearchBudget = HARD_BUDGET) -> None:
        self._rules = rules
        self._budget = budget
        self._current_low_threshold = rules.options["reply_threshold"] == "current_low"

    def think(self, view: JsonDict, legal: list[Action], rng: Rng, effort: Effort | None = None) -> Thinking:
        effort = Effort() if effort is None else effort
        scored = scored_moves(twelve_days_view(view))
        if max(score for score, _ in scored) >= GO_OUT:
            # Playing the whole hand when it can win the trick is never worse than
            # anything else: at worst the cards come back.
            return _ranked_legal(view, legal)[0]
        candidates = _ranked_legal(view, legal)[:HARD_CANDIDATES]
        if PASS in legal and PASS not in candidates:
            candidates[-1] = PASS
        if len(candidates) == 1:
            return candidates[0]
        seat = view["seat"]
        last_hand = view["supply"] == 1
        moves = [action.values if isinstance(action, Play) else None for action in candidates]

        def determinise() -> HandSim:
            effort.add(1)
            return HandSim(self._rules.sample_state(view, rng), self._current_low_threshold)

        def rollout(world: HandSim, index: int) -> float:
            effort.add(sum(world.sizes) / CARDS_PER_UNIT)
            sim = world.copy()
            sim.play(moves[index])
            sim.play_out()
            return hand_reward(seat, sim.gifts, last_hand)

        best = yield from best_by_rollouts(len(candidates), determinise, rollout, self._budget, effort)
        return candidates[best]


def hand_reward(seat: int, gifts: list[int], last_hand: bool) -> float:
    """How good the gifts after a hand are for ``seat``.

    In the last hand only winning counts (a shared win split evenly). Before it,
    gifts against the others: against the leader, who is the one to beat, and
    against the field, so that feeding a trailing player is better than feeding
    the leader.
    """
    others = [g for other, g in enumerate(gifts) if other != seat]
    if last_hand:
        top = max(gifts)
        return 1.0 / gifts.count(top) if gifts[seat] == top else 0.0
    return gifts[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def _easy(rules: Rules[Any, Any]) -> Bot:
    return SimpleBot("easy", random_policy)


def _normal(rules: Rules[Any, Any]) -> Bot:
    return NormalBot()


def _hard(rules: Rules[Any, Any]) -> Bot:
    return HardBot(rules, HARD_BUDGET)


LEVELS: dict[str, BotFactory] = {"easy": _easy, "normal": _normal, "hard": _hard}
