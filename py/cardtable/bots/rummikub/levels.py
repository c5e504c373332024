"""Rummikub bots: ``easy`` < ``normal`` < ``hard``, and the arena-only yardstick ``greedy``.

- ``easy`` never rearranges the table: it opens with the engine's candidate
  opening, then lays off single tiles or puts down new sets from its rack (the
  candidate turns of ``legal_actions`` that keep every set), the most tiles first,
  and one turn in four draws although it could play.
- ``normal`` plays the engine's first candidate turn: the solver's quick pass
  (many tiles, the table rearranged), otherwise draws.
- ``hard`` is the exact solver plus strategy (``Hard``): among turns of equally
  many tiles it takes the one that sheds the most penalty points; it also tries
  rearranging the sets that hold jokers (kept when the joker rules allow it); it
  opens without a joker when it can and plays a joker only when the joker places
  another number tile; near going out it holds back the sets it could lay from
  its rack alone, to go out in one turn; and when an opponent's rack gets small
  (or the pool is empty) it holds nothing back and sheds jokers and high tiles.
- ``greedy`` (a yardstick for docs/games.md, never offered at the table; see
  ``YARDSTICKS``): the exact solver's most-tiles turn, every turn.

Thinking is sliced: the solver yields every ``turns.SOLVER_SLICE_WORK`` of its own work
units (``base.SLICE_UNITS`` slices, 40 solver units to one), so no slice runs long in the
browser. ``hard`` (the Hint's adviser too) thinks at most ``Hard.most_slices`` slices a turn:
past them it keeps what it has (``Allowance``), so a large rack's search never explodes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, TypeVar

from ...engine.core import JsonDict, Rules
from ...engine.games.rummikub.actions import Draw, Pass, Play, RummikubAction
from ...engine.games.rummikub.commit import commit_error, unchanged_sets
from ...engine.games.rummikub.solver import opening_value
from ...engine.games.rummikub.state import Meld
from ...engine.games.rummikub.tidy import changed_sets, smallest_rearrangement
from ...engine.games.rummikub.tiles import JOKER, Notation
from ...engine.games.rummikub.views import rummikub_view
from ...engine.rng import Rng
from ..base import Bot, BotFactory, Effort, Thinking
from .turns import SOLVER_SLICE_WORK, Seen, best_turn, jokers_in, own_sets, read, without

EASY_DRAWS_ONE_IN = 4


def _draw_or_pass(legal: list[RummikubAction]) -> RummikubAction:
    return next(a for a in legal if isinstance(a, (Draw, Pass)))


def _plays(legal: list[RummikubAction]) -> list[Play]:
    return [a for a in legal if isinstance(a, Play)]


class RummikubBot:
    """A level: ``plan`` turns what the bot sees into its action, in slices."""

    def __init__(self, level: str, rules: Rules[Any, Any], plan: Callable[..., Thinking]) -> None:
        self.level = level
        self.options = rules.options
        self.notation: Notation = getattr(rules, "notation")  # noqa: B009  (RummikubRules; the protocol has no notation)
        self._plan = plan

    def think(self, view: JsonDict, legal: list[Any], rng: Rng, effort: Effort | None = None) -> Thinking:
        """The solver counts its own work (the engine knows no ``Effort``): ``effort`` stays unused."""
        if len(legal) == 1:
            return legal[0]
        chosen = yield from self._plan(self, view, legal, rng)
        return _as_listed(chosen, legal)


def _as_listed(chosen: RummikubAction, legal: list[RummikubAction]) -> RummikubAction:
    """The engine's own listing of the same turn when it has one (the same tiles played and
    the same sets, in another order): a turn the legal list holds is the one played."""
    if not isinstance(chosen, Play):
        return chosen
    sets = Counter(meld.content() for meld in chosen.table)
    for action in legal:
        if isinstance(action, Play) and action.placed == chosen.placed:
            if Counter(meld.content() for meld in action.table) == sets:
                return action
    return chosen


# ---------------------------------------------------------------------- easy, normal


def _easy(bot: RummikubBot, view: JsonDict, legal: list[RummikubAction], rng: Rng) -> Thinking:
    seen = read(rummikub_view(view), bot.notation)
    plays = _plays(legal)
    if seen.melded:  # never a rearrangement: every set stays, or only grows
        plays = [p for p in plays if _only_adds(seen, p)]
    if not plays or rng.below(EASY_DRAWS_ONE_IN) == 0:
        return _draw_or_pass(legal)
    return max(plays, key=lambda p: len(p.placed))
    yield  # pragma: no cover - a generator


def _only_adds(seen: Seen, play: Play) -> bool:
    """Whether every old set is still there, or only gained tiles (a lay-off)."""
    missing, _ = unchanged_sets(seen.table, play.table)
    return all(any(not Counter(meld.tiles) - Counter(new.tiles) for new in play.table) for meld in missing)


def _normal(bot: RummikubBot, view: JsonDict, legal: list[RummikubAction], rng: Rng) -> Thinking:
    plays = _plays(legal)
    return plays[0] if plays else _draw_or_pass(legal)
    yield  # pragma: no cover - a generator


# ---------------------------------------------------------------------- greedy


def _greedy(bot: RummikubBot, view: JsonDict, legal: list[RummikubAction], rng: Rng) -> Thinking:
    seen = read(rummikub_view(view), bot.notation)
    play = yield from best_turn(seen, seen.rack, bot.options, bot.notation)
    return play if play is not None else _draw_or_pass(legal)


# ---------------------------------------------------------------------- hard


T = TypeVar("T")


@dataclass
class Allowance:
    """The slices a turn's thinking may still take. A stage run ``within`` it that outlasts
    them is dropped (``None``) and the plan keeps what it has: a Hint for a rack of 37 tiles
    searched for 40 s (issue 30, Rummikub round 6, 2). Counted in slices, never by the clock,
    so the same position gets the same answer on every device."""

    left: int
    ran_out: bool = False

    def within(self, thinking: Generator[None, None, T]) -> Generator[None, None, T | None]:
        while True:
            try:
                next(thinking)
            except StopIteration as done:
                found: T = done.value
                return found
            if self.left <= 0:
                thinking.close()
                self.ran_out = True
                return None
            self.left -= 1
            yield

    def renew(self, slices: int) -> None:
        """A further stage's own slices, once the last one ran out."""
        self.left, self.ran_out = slices, False


@dataclass(frozen=True)
class Hard:
    """The strategy and its thresholds; ``plan`` is the ``hard`` level's thinking."""

    danger: int = 4
    """An opponent with at most this many tiles may go out soon: shed, hold nothing."""
    joker_gain: int = 1
    """Play a joker only when it places at least this many more number tiles."""
    hold_most: int = 6
    """Hold sets back only while the rack keeps at most this many tiles (near going out)."""
    keep_jokers: bool = True
    hold_back: bool = True
    shed: bool = True
    """Among turns of equally many tiles, take the one that sheds the most penalty points."""
    free_table: bool = True
    """Also try rearranging the sets that hold jokers (kept when the joker rules allow it)."""
    tidy: bool = True
    """Lay the chosen tiles with as few of the table's sets changed as the solver finds (the
    hint must be a move a person can follow and lay by hand)."""
    most_slices: int = 500
    """The slices the exact search over the whole table may take (``Allowance``), about 0.7 s
    of CPython; past them, the search keeping the sets that hold a joker gets half as many,
    then the solver's quick pass (a beam, a slice or two) decides, and what is left of the
    slices tidies the turn. On racks of 37 tiles (issue 30, Rummikub round 6, 2) most turns
    took under 500 slices, the longest 1932 (2.5 s of CPython), nearly all of it the whole
    table's search."""

    def plan(self, bot: RummikubBot, view: JsonDict, legal: list[RummikubAction], rng: Rng) -> Thinking:
        allowance = Allowance(self.most_slices)
        chosen = yield from self._choose(bot, view, legal, allowance)
        if not isinstance(chosen, Play) or not self.tidy:
            return chosen
        tidied = yield from allowance.within(_tidied(bot, read(rummikub_view(view), bot.notation), chosen))
        return chosen if tidied is None else tidied

    def _choose(self, bot: RummikubBot, view: JsonDict, legal: list[RummikubAction], allowance: Allowance) -> Thinking:
        seen = read(rummikub_view(view), bot.notation)
        danger = seen.pool == 0 or min(seen.others) <= self.danger
        objective = "shed" if danger or self.shed else "tiles"
        full = yield from allowance.within(
            best_turn(seen, seen.rack, bot.options, bot.notation, objective, free_too=self.free_table)
        )
        if allowance.ran_out and self.free_table:
            # Nearly all of the work was the whole table's search: with the sets that hold a
            # joker kept as they are, the exact search takes a tenth of it.
            allowance.renew(self.most_slices // 2)
            full = yield from allowance.within(best_turn(seen, seen.rack, bot.options, bot.notation, objective))
        if allowance.ran_out:  # a good turn, not always the best, in a slice or two
            quick = best_turn(seen, seen.rack, bot.options, bot.notation, objective, exact=False, free_too=True)
            full = yield from quick
        full = _at_least_listed(full, legal)
        if full is None:
            return _draw_or_pass(legal)
        if len(full.placed) == len(seen.rack) or danger:
            return full  # going out, or someone else may: shed all it can
        chosen = full
        jokers = jokers_in(seen.rack)
        if jokers and (self.keep_jokers or not seen.melded):
            # Keep the jokers unless they let it place more number tiles.
            plain = yield from allowance.within(
                best_turn(seen, without(seen.rack, [JOKER] * jokers), bot.options, bot.notation, objective)
            )
            gained = len(full.placed) - jokers_in(full.placed) - (0 if plain is None else len(plain.placed))
            if plain is not None and gained < self.joker_gain:
                chosen = plain
        if seen.melded and self.hold_back:
            chosen = _held_back(bot, seen, chosen, self)
        return chosen


def _at_least_listed(found: Play | None, legal: list[RummikubAction]) -> Play | None:
    """The solver's turn, or the engine's listed turn placing the most tiles when that places
    more. Under ``swap_only`` the solver keeps the sets holding a joker as they are, so a tile
    that only fits such a set ([o7 … * o12] takes o6) was never played and the hint said
    "draw" (issue 30, Rummikub 1); the engine's candidate lay-offs include it."""
    listed = max(_plays(legal), key=lambda play: len(play.placed), default=None)
    if listed is not None and (found is None or len(listed.placed) > len(found.placed)):
        return listed
    return found


def _tidied(bot: RummikubBot, seen: Seen, play: Play) -> Generator[None, None, Play]:
    """``play``'s tiles with as few of the table's sets changed as the solver finds
    (``tidy``): the same tiles, so the same count and points; ``play`` itself when it
    changes no more sets, or the table only as a whole can take them."""
    if not seen.melded or not play.placed:
        return play

    def accepted(melds: tuple[Meld, ...]) -> bool:
        error = commit_error(
            seen.table, seen.rack, seen.melded, melds, play.placed, bot.options, bot.notation, opening_value
        )
        return error is None

    found = yield from smallest_rearrangement(seen.table, play.placed, accepted, SOLVER_SLICE_WORK)
    if found is None or changed_sets(seen.table, found) >= changed_sets(seen.table, play.table):
        return play
    return Play.of(found, play.placed)


def _held_back(bot: RummikubBot, seen: Seen, play: Play, strategy: Hard) -> Play:
    """``play`` without the sets it lays from the rack alone (they can wait for the turn
    that goes out), when something else still gets played and the rack stays small."""
    held = own_sets(seen, play)
    if not held:
        return play
    tiles = [t for meld in held for t in meld]
    placed = without(play.placed, tiles)
    if not placed or len(seen.rack) - len(placed) > strategy.hold_most:
        return play
    table = list(play.table)
    for meld in held:
        table.remove(next(m for m in table if m.tiles == meld))
    reduced = Play.of(table, placed)
    error = commit_error(
        seen.table, seen.rack, seen.melded, reduced.table, reduced.placed, bot.options, bot.notation, opening_value
    )
    return play if error is not None else reduced


HARD = Hard()


def _level(level: str, plan: Callable[..., Thinking]) -> BotFactory:
    def make(rules: Rules[Any, Any]) -> Bot:
        return RummikubBot(level, rules, plan)

    return make


LEVELS: dict[str, BotFactory] = {
    "easy": _level("easy", _easy),
    "normal": _level("normal", _normal),
    "hard": _level("hard", HARD.plan),
}
YARDSTICKS: dict[str, BotFactory] = {"greedy": _level("greedy", _greedy)}
DEFAULT_LEVEL = "normal"
HINT_LEVEL = "hard"
