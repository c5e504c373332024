"""Gin Rummy bots: ``easy``, ``normal`` and ``hard``. They read views, never states.

- ``easy``: keeps the least deadwood but throws a random deadwood card one time in
  three, takes the upcard only when it makes a meld, knocks at once, declares the
  first least-deadwood arrangement.
- ``normal``: the least deadwood, ties broken by how many unseen cards could still
  help the hand and by how likely the other player can use the discard; takes the
  upcard when it lowers the deadwood; declares so as to leave few layoff spots.
- ``hard``: chooses draws and discards by the expected deadwood after its next
  draw (a one-card look-ahead over every unseen card), weighs what the discard
  gives the other player and never throws a card that joins a meld the other
  player is known to hold (``evaluate.feeds``: inferred from the cards it picked
  up). Early in the hand it knocks at once with 3 deadwood or less; otherwise,
  before knocking, it deals the unseen cards at random (``sample_state``), makes
  the other hand look played for as many draws as the stock has gone down
  (``opponent.improve``), and knocks only if knocking now scores at least as much
  as playing one more round (where the other player may knock into an undercut,
  or beat a knock that comes later). Its work is counted (``base.SLICE_UNITS``): a draw
  weighed (``expected_after_draw``) is ``DRAW_UNITS``, a deal played before knocking
  ``DEAL_UNITS``; it yields when a slice is spent.

All levels lay off and meld as well as they can when defending.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.core import JsonDict, Rules
from ...engine.games.gin_rummy.actions import (
    BigGin,
    Discard,
    Done,
    DrawStock,
    GinAction,
    Knock,
    LayOff,
    Meld,
    Pass,
    TakeUpcard,
    TakeUpcardAndKnock,
)
from ...engine.games.gin_rummy.cards import (
    VALUES,
    card_from_str,
    mask_from_strs,
    mask_value,
    union,
)
from ...engine.games.gin_rummy.melds import (
    best_defence,
    best_discard_deadwood,
    best_melds,
    min_deadwood,
    undeclared,
)
from ...engine.games.gin_rummy.views import gin_rummy_view
from ...engine.rng import Rng
from ..base import Effort, Thinking
from .evaluate import Table, best_declaration, danger, expected_after_draw, feeds, melds_with_picked, outs
from .opponent import (
    Scoring,
    improve,
    knock_points,
    knocker_deadwood,
    opponent_draws,
    wait_points,
)

_SAMPLES_BEFORE_KNOCKING = 24
DANGER_WEIGHT = 0.35
"""hard: deadwood points per unit of ``evaluate.danger`` of a discard."""
DEADWOOD_NOW_WEIGHT = 0.05
"""hard: weight of the deadwood right after the discard, beside the expected one after a draw."""

LOW_KNOCK_DEADWOOD = 3
EARLY_DRAWS = 5
"""hard: with this little deadwood, while the other player has drawn at most ``EARLY_DRAWS``
cards, it knocks at once. The one-round look-ahead found playing on a little better each
round (a chance at gin, at an undercut), so it played on round after round while the other
hand improved, and the hint told a person to play on where the knock won (issue 30, Gin 1,
round 6). Against ``normal``, 200 games, seed 1: 152 wins, mean score 291.8 to 181.0 before;
152 wins, 292.5 to 181.2 after (a margin instead, or knocking with 3 at any depth: 147 and 149)."""

NEAR_EQUAL_DEADWOOD = 2
"""hard: how much more deadwood a discard may leave to avoid one that melds with a card the
other player took from the pile."""

DRAW_UNITS = 6
"""Units of one one-card look-ahead (``expected_after_draw``; CPython: 0.27 ms median, 0.56 ms p90)."""
DEAL_UNITS = 4
"""Units of one deal played before knocking (a ``sample_state``, ``improve`` and both scores;
CPython: 0.23 ms median, 0.37 ms p90)."""


class GinRummyBot:
    """One bot level; ``think`` follows the phase named in the view."""

    def __init__(self, level: str, rules: Rules[Any, Any]) -> None:
        self.level = level
        self.rules = rules
        self.quirks = bool(rules.options["openspiel_quirks"])

    def think(self, view: JsonDict, legal: list[GinAction], rng: Rng, effort: Effort | None = None) -> Thinking:
        effort = Effort() if effort is None else effort
        table = Table.from_view(gin_rummy_view(view))
        kinds = {type(action) for action in legal}
        if len(legal) == 1:
            return legal[0]
        if BigGin in kinds:
            return _first(legal, BigGin)
        if TakeUpcardAndKnock in kinds:
            return _first(legal, TakeUpcardAndKnock)
        phase = view["phase"]
        if phase in ("first_upcard", "draw"):
            take = yield from self._wants_upcard(view, table, effort)
            return _first(legal, TakeUpcard) if take else _first(legal, DrawStock, Pass)
        if phase == "discard":
            if Knock in kinds and (yield from self._knocks(view, table, rng, effort)):
                return _first(legal, Knock)
            return (yield from self._discard(view, legal, table, rng, effort))
        if phase == "knock_discard":
            return min(
                (action for action in legal if isinstance(action, Discard)),
                key=lambda action: (
                    min_deadwood(table.hand & ~(1 << action.card)),
                    -VALUES[action.card],
                ),
            )
        if phase == "declare":
            return self._declare(view, legal, table)
        if phase == "layoff":
            return self._lay_off(view, legal, table)
        if phase == "defender_melds":
            return _meld_from_plan(legal, best_melds(_undeclared(view, table.hand))[1])
        return legal[0]

    # ------------------------------------------------------------------ drawing

    def _wants_upcard(self, view: JsonDict, table: Table, effort: Effort) -> Any:
        upcard = card_from_str(view["upcard"])
        with_upcard = table.hand | 1 << upcard
        forbidden = 0 if self.rules.options["may_discard_taken_upcard"] else 1 << upcard
        after_taking = best_discard_deadwood(with_upcard, forbidden)[0]
        now = min_deadwood(table.hand)
        if self.level == "easy":
            return after_taking < now and min_deadwood(with_upcard) < min_deadwood(table.hand) + VALUES[upcard]
        if self.level == "normal":
            return after_taking < now
        after_stock = expected_after_draw(table.hand, table.unseen)  # hard: a look-ahead over the stock
        if effort.spend(DRAW_UNITS):
            yield
        return after_taking + 0.5 < after_stock

    # ------------------------------------------------------------------ discarding and knocking

    def _discard(self, view: JsonDict, legal: list[GinAction], table: Table, rng: Rng, effort: Effort) -> Any:
        discards = [action for action in legal if isinstance(action, Discard)]
        after = {action: min_deadwood(table.hand & ~(1 << action.card)) for action in discards}
        least = min(after.values())
        if self.level == "easy":
            if rng.below(3) == 0:
                melded = union(best_melds(table.hand)[1])
                loose = [action for action in discards if not melded >> action.card & 1]
                if loose:
                    return rng.choice(loose)
            return min(discards, key=lambda action: (after[action], -VALUES[action.card], action.card))
        if self.level == "normal":
            close = [action for action in discards if after[action] <= least + 2]
            return min(
                close,
                key=lambda action: (
                    after[action]
                    - 0.3 * outs(table.hand & ~(1 << action.card), table.unseen)
                    + 0.4 * danger(action.card, table),
                    action.card,
                ),
            )
        # hard: a one-card look-ahead for the few candidates worth it
        # Never a card that joins a meld the other player is known to hold, unless all do.
        safe = [action for action in discards if not feeds(action.card, table)] or discards
        # Nor one that melds with a card it took from the pile, while another costs about as much.
        least_safe = min(after[action] for action in safe)
        careful = [
            action
            for action in safe
            if not melds_with_picked(action.card, table) and after[action] <= least_safe + NEAR_EQUAL_DEADWOOD
        ]
        candidates = sorted(careful or safe, key=lambda action: (after[action], -VALUES[action.card]))[:5]
        scored = []
        for action in candidates:
            kept = table.hand & ~(1 << action.card)
            expected = expected_after_draw(kept, table.unseen & ~(1 << action.card))
            if effort.spend(DRAW_UNITS):
                yield
            scored.append(
                (
                    expected + DANGER_WEIGHT * danger(action.card, table) + DEADWOOD_NOW_WEIGHT * after[action],
                    action.card,
                    action,
                )
            )
        return min(scored)[2]

    def _knocks(self, view: JsonDict, table: Table, rng: Rng, effort: Effort) -> Any:
        """Knock at once, except (hard) when playing one more round is worth more.

        Deals the unseen cards at random (``sample_state``) and makes the other hand
        look played for as many draws as the stock has gone down (``improve``): late in
        the hand the other player holds fewer unmatched cards, so a knock is likelier to
        be undercut, and the other player likelier to knock first into an undercut. In
        each deal it scores the knock now against throwing the same card and playing a
        round (``wait_points``: the other player knocks if it can, else this bot knocks
        next turn if it still can); a tie goes to the knock.
        """
        if self.level != "hard":
            return True
        forbidden = 0 if view["taken"] is None else 1 << card_from_str(view["taken"])
        if self.rules.options["may_discard_taken_upcard"]:
            forbidden = 0
        deadwood, discard = best_discard_deadwood(table.hand, forbidden)
        if deadwood == 0:
            return True
        draws = opponent_draws(table.stock_size)
        if deadwood <= LOW_KNOCK_DEADWOOD and draws <= EARLY_DRAWS:
            return True
        kept = table.hand & ~(1 << discard)
        melds = best_declaration(kept, table)
        deadwood = knocker_deadwood(kept, melds)
        scoring = Scoring.from_options(self.rules.options)
        other = 1 - table.seat
        knocking = waiting = 0
        for _ in range(_SAMPLES_BEFORE_KNOCKING):
            world = self.rules.sample_state(view, rng)
            pool = list(world.stock)
            hand = improve(world.hands[other], pool, draws, table.opponent_known, rng)
            knocking += knock_points(deadwood, melds, hand, scoring)
            waiting += wait_points(kept, discard, hand, pool, table.knock_limit, scoring)
            if effort.spend(DEAL_UNITS):
                yield
        return knocking >= waiting

    # ------------------------------------------------------------------ the showdown

    def _declare(self, view: JsonDict, legal: list[GinAction], table: Table) -> GinAction:
        remaining = _undeclared(view, table.hand)
        plan = best_melds(remaining)[1] if self.level == "easy" else best_declaration(remaining, table)
        return _meld_from_plan(legal, plan)

    def _lay_off(self, view: JsonDict, legal: list[GinAction], table: Table) -> GinAction:
        """Without quirks the engine finishes the best defence on ``done``; with them the
        bot finds the best sequence under OpenSpiel's layoff limits itself."""
        if not self.quirks:
            return _first(legal, Done)
        knocker_melds = tuple(mask_from_strs(meld) for meld in view["melds"])
        laid = mask_from_strs(view["layoffs"])
        _, steps = best_defence(table.hand, knocker_melds, laid, openspiel_quirks=True)
        if steps:
            return next(action for action in legal if isinstance(action, LayOff) and action.card == steps[0])
        return _first(legal, Done)


def _first(legal: list[GinAction], *kinds: type) -> GinAction:
    return next(action for action in legal if isinstance(action, kinds))


def _undeclared(view: JsonDict, hand: int) -> int:
    """The cards of ``hand`` not yet laid in this showdown phase's melds."""
    melds = view["melds"] if view["phase"] == "declare" else view["defender_melds"]
    return undeclared(hand, tuple(mask_from_strs(meld) for meld in melds))


def _meld_from_plan(legal: list[GinAction], plan: tuple[int, ...]) -> GinAction:
    """The next planned meld that is legal now, else ``done`` (or, failing both, any meld)."""
    legal_melds = {action.cards: action for action in legal if isinstance(action, Meld)}
    for meld in plan:
        if meld in legal_melds:
            return legal_melds[meld]
    done = [action for action in legal if isinstance(action, Done)]
    return done[0] if done else max(legal_melds.values(), key=lambda action: mask_value(action.cards))


def _factory(level: str) -> Callable[[Rules[Any, Any]], GinRummyBot]:
    return lambda rules: GinRummyBot(level, rules)


LEVELS = {level: _factory(level) for level in ("easy", "normal", "hard")}
