"""Seeded bot matches with a one-line JSON summary: how bot strength and speed are measured.

Works for any game with a bots module (``cardtable.bots.<game_id>``); a seat is one of
its levels or one of its yardsticks (``YARDSTICKS``: arena-only seat kinds). Seats are
rotated between games so every level plays from every seat equally often, and
each game's deal and every bot's ``rng`` derive from the arena seed alone, so a
run repeats exactly (timings apart), with any number of worker processes.

Also here: ``bench``, the engine's speed in whole random games per second.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots.base import Bot, arena_seat_kinds
from .engine import registry
from .engine.core import JsonDict, Rules
from .engine.rng import Rng

DEFAULT_LEVEL = "normal"


@dataclass(frozen=True)
class MatchSpec:
    """Everything needed to replay one arena game, in any process."""

    game_id: str
    options: Mapping[str, Any]
    levels: tuple[str, ...]  # per seat
    seed: int


@dataclass
class MatchRecord:
    """One finished game, plus how long each level thought."""

    levels: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)
    """Per level: the work time of each decision that had a real choice (≥ 2 legal actions)."""
    slice_seconds: dict[str, list[float]] = field(default_factory=dict)
    """Per level: every stretch of work between two yields (the browser's task lengths)."""


# ---------------------------------------------------------------------- one game


def play_match(spec: MatchSpec) -> MatchRecord:
    """Play one game to its end with the spec's bots; deterministic given the spec."""
    rules = registry.get(spec.game_id, spec.options)
    kinds = arena_seat_kinds(spec.game_id)
    bots = [kinds[level](rules) for level in spec.levels]
    rngs = [Rng.from_seed(spec.seed * 16 + seat) for seat in range(len(bots))]
    record = MatchRecord(spec.levels, (), ())
    state = rules.new_game(len(bots), seed=spec.seed)
    for _ in range(rules.info.max_game_length):
        acting = rules.to_act(state)
        if not acting:
            break
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        action = _timed_choice(bots[seat], rules.view(state, seat), legal, rngs[seat], record)
        state = rules.apply_action(state, seat, action)
    outcome = rules.outcome(state)
    if outcome is None:
        raise RuntimeError(f"{spec.game_id} did not end within {rules.info.max_game_length} decisions")
    record.scores = outcome.scores
    record.winners = outcome.winners
    return record


def _timed_choice(bot: Bot, view: JsonDict, legal: list[Any], rng: Rng, record: MatchRecord) -> Any:
    """Run the bot's thinking slice by slice, as the browser does, timing each slice.

    Times are CPU time of this process, so other programs on a shared machine do
    not inflate them (under Pyodide the clock is the page's own time).
    """
    thinking = bot.think(view, legal, rng)
    slices = record.slice_seconds.setdefault(bot.level, [])
    total = 0.0
    while True:
        started = time.process_time()
        try:
            next(thinking)
        except StopIteration as done:
            action = done.value
            break
        finally:
            spent = time.process_time() - started
            total += spent
            slices.append(spent)
    if len(legal) > 1:
        record.decision_seconds.setdefault(bot.level, []).append(total)
    return action


# ---------------------------------------------------------------------- many games


def match_specs(
    game_id: str, seats: Sequence[str], games: int, seed: int, options: Mapping[str, Any]
) -> list[MatchSpec]:
    """Game ``i`` seats ``seats`` rotated by ``i`` and gets its own seed drawn from ``seed``."""
    seeds = Rng.from_seed(seed)
    specs = []
    for index in range(games):
        shift = index % len(seats)
        levels = tuple(seats[shift:]) + tuple(seats[:shift])
        specs.append(MatchSpec(game_id, dict(options), levels, seeds.next_u32()))
    return specs


def run_arena(
    game_id: str,
    *,
    games: int,
    seed: int,
    players: int | None = None,
    seats: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    jobs: int = 1,
) -> JsonDict:
    """Play ``games`` seeded games and summarise them (see ``summarise``)."""
    options = dict(options or {})
    rules = registry.get(game_id, options)  # validates the game and its options early
    seats = list(seats or [DEFAULT_LEVEL] * (players or default_players(rules)))
    if players is not None and players != len(seats):
        raise ValueError(f"--players {players} but {len(seats)} seats were given")
    if not rules.info.min_players <= len(seats) <= rules.info.max_players:
        raise ValueError(f"{game_id} takes {rules.info.min_players} to {rules.info.max_players} players")
    kinds = arena_seat_kinds(game_id)
    unknown = sorted(set(seats) - set(kinds))
    if unknown:
        raise ValueError(f"{game_id} has no bot level {', '.join(unknown)}; try {', '.join(kinds)}")
    specs = match_specs(game_id, seats, games, seed, options)
    if jobs > 1:
        # Imported here: the browser build never needs it (and Pyodide cannot fork).
        import multiprocessing

        with multiprocessing.Pool(jobs) as pool:
            records = pool.map(play_match, specs, chunksize=max(1, len(specs) // (jobs * 8)))
    else:
        records = [play_match(spec) for spec in specs]
    summary = summarise(game_id, seats, records)
    summary.update(seed=seed, options=options)
    return summary


def default_players(rules: Rules[Any, Any]) -> int:
    """Four at the table when the game allows it, else the nearest count it does."""
    return min(max(4, rules.info.min_players), rules.info.max_players)


def summarise(game_id: str, seats: Sequence[str], records: Sequence[MatchRecord]) -> JsonDict:
    """The arena's JSON line.

    ``wins`` counts each winning seat (a shared win counts for every winner);
    ``win_share`` gives a shared win 1/k to each of its k winners and divides by
    the games, so the shares add up to 1; ``parity`` is the share a level would
    take if every seat were equally strong (its number of seats / players).
    ``mean_scores`` is the mean final score of the level's seats.
    ``decision_ms`` times the decisions with a real choice (≥ 2 legal actions);
    ``slice_ms`` every stretch of bot work between two yields (CPU time, ms).
    """
    levels = sorted(set(seats), key=list(seats).index)
    wins = dict.fromkeys(levels, 0)
    shares = dict.fromkeys(levels, 0.0)
    score_sums = dict.fromkeys(levels, 0.0)
    times: dict[str, list[float]] = {level: [] for level in levels}
    slices: dict[str, list[float]] = {level: [] for level in levels}
    for record in records:
        for seat in record.winners:
            level = record.levels[seat]
            wins[level] += 1
            shares[level] += 1 / len(record.winners)
        for level, score in zip(record.levels, record.scores):
            score_sums[level] += score
        for level, spent in record.decision_seconds.items():
            times[level].extend(spent)
        for level, spent in record.slice_seconds.items():
            slices[level].extend(spent)
    games = len(records)
    return {
        "game": game_id,
        "games": games,
        "players": len(seats),
        "seats": list(seats),
        "wins": wins,
        "win_share": {level: round(shares[level] / games, 4) for level in levels},
        "parity": {level: round(seats.count(level) / len(seats), 4) for level in levels},
        "mean_scores": {level: round(score_sums[level] / (games * seats.count(level)), 3) for level in levels},
        "decision_ms": {level: _percentiles_ms(times[level], "decisions") for level in levels},
        "slice_ms": {level: _percentiles_ms(slices[level], "slices") for level in levels},
    }


def _percentiles_ms(seconds: list[float], counted: str) -> JsonDict:
    if not seconds:
        return {"p50": None, "p95": None, "p99": None, "max": None, counted: 0}
    ordered = sorted(seconds)

    def nearest_rank(p: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000, 2)

    return {
        "p50": nearest_rank(0.50),
        "p95": nearest_rank(0.95),
        "p99": nearest_rank(0.99),
        "max": round(ordered[-1] * 1000, 2),
        counted: len(ordered),
    }


# ---------------------------------------------------------------------- engine speed


def random_games_per_second(
    game_id: str, players: int, games: int, seed: int, options: Mapping[str, Any] | None = None
) -> float:
    """Whole games between uniformly random players, through the checked public protocol.

    Timed in CPU time of this process, so a busy shared machine does not skew it.
    """
    rules = registry.get(game_id, options)
    rng = Rng.from_seed(seed)
    started = time.process_time()
    for _ in range(games):
        state = rules.new_game(players, seed=rng.next_u32())
        while acting := rules.to_act(state):
            seat = acting[0]
            state = rules.apply_action(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return games / (time.process_time() - started)


def bench(
    game_id: str,
    *,
    players: int | None = None,
    games: int,
    runs: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
) -> JsonDict:
    """Engine speed: the median over ``runs`` of random games per second.

    ``players`` defaults to the game's own count (``default_players``).
    """
    rules = registry.get(game_id, options)
    if players is None:
        players = default_players(rules)
    if not rules.info.min_players <= players <= rules.info.max_players:
        raise ValueError(f"{game_id} takes {rules.info.min_players} to {rules.info.max_players} players")
    rates = [random_games_per_second(game_id, players, games, seed + run, options) for run in range(runs)]
    return {
        "game": game_id,
        "players": players,
        "games_per_run": games,
        "runs": runs,
        "games_per_second": round(statistics.median(rates), 2),
        "all_runs": [round(rate, 2) for rate in rates],
    }
