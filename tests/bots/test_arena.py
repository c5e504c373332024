"""The arena: its JSON line, split ties, seat rotation, reproducibility, and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.__main__ import main
from cardtable.app.games import playable_game_ids
from cardtable.arena import MatchRecord, match_specs, run_arena, summarise
from cardtable.bots import twelve_days as twelve_days_bots
from cardtable.bots.base import SimpleBot, arena_seat_kinds, levels, yardsticks
from cardtable.engine import registry

ROOT = Path(__file__).resolve().parents[2]
FIELDS = {"game", "games", "players", "seats", "wins", "win_share", "mean_scores", "decision_ms"}


def without_timings(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k not in ("decision_ms", "slice_ms")}


def test_summary_has_the_fields_and_splits_ties() -> None:
    records = [
        MatchRecord(("hard", "normal", "normal"), (5, 5, 2), (0, 1)),  # hard and normal share a win
        MatchRecord(("normal", "hard", "normal"), (1, 3, 3), (1, 2)),  # hard and normal share again
        MatchRecord(("normal", "normal", "hard"), (4, 4, 4), (0, 1, 2)),  # three-way tie
        MatchRecord(("hard", "normal", "normal"), (7, 2, 3), (0,)),
    ]
    records[0].decision_seconds = {"hard": [0.010, 0.030], "normal": [0.001]}
    records[0].slice_seconds = {"hard": [0.005, 0.020, 0.005], "normal": [0.001]}
    summary = summarise("twelve_days", ["hard", "normal", "normal"], records)
    assert set(summary) >= FIELDS
    assert summary["wins"] == {"hard": 4, "normal": 4}  # a shared win counts for each winner
    assert summary["win_share"] == {
        "hard": round((0.5 + 0.5 + 1 / 3 + 1) / 4, 4),
        "normal": round((0.5 + 0.5 + 2 / 3) / 4, 4),
    }
    assert sum(summary["win_share"].values()) == pytest.approx(1.0, abs=1e-3)
    assert summary["mean_scores"]["hard"] == pytest.approx((5 + 3 + 4 + 7) / 4)
    assert summary["decision_ms"]["hard"]["p95"] == 30.0
    assert summary["decision_ms"]["normal"]["decisions"] == 1
    assert summary["slice_ms"]["hard"]["max"] == 20.0 and summary["slice_ms"]["hard"]["slices"] == 3


def test_seats_rotate_between_games() -> None:
    specs = match_specs("twelve_days", ["hard", "normal", "easy"], 6, seed=1, options={})
    assert [spec.levels for spec in specs[:3]] == [
        ("hard", "normal", "easy"),
        ("normal", "easy", "hard"),
        ("easy", "hard", "normal"),
    ]
    assert len({spec.seed for spec in specs}) == 6


@pytest.mark.slow  # one of the longest tests (a long seeded sweep)
def test_arena_repeats_exactly_for_a_seed_with_any_number_of_jobs() -> None:
    kwargs = {"seats": ["hard", "easy"], "games": 2, "seed": 5, "options": {"length": "short_gifted"}}
    once = run_arena("twelve_days", jobs=1, **kwargs)
    again = run_arena("twelve_days", jobs=2, **kwargs)
    assert without_timings(once) == without_timings(again)


def test_arena_seed_changes_the_games() -> None:
    kwargs = {"seats": ["normal", "easy", "easy"], "games": 6, "options": {"length": "short_half"}}
    results = {
        json.dumps(without_timings(run_arena("twelve_days", seed=seed, **kwargs))["mean_scores"]) for seed in (1, 2, 3)
    }
    assert len(results) > 1


def test_arena_defaults_to_normal_bots_and_rejects_bad_seats() -> None:
    summary = run_arena("twelve_days", players=3, games=2, seed=1, options={"length": "short_gifted"})
    assert summary["seats"] == ["normal"] * 3
    assert summary["win_share"] == {"normal": 1.0}
    with pytest.raises(ValueError):
        run_arena("twelve_days", seats=["normal", "genius"], games=1, seed=1)
    with pytest.raises(ValueError):
        run_arena("twelve_days", players=3, seats=["normal", "normal"], games=1, seed=1)


def first_legal(view: dict, legal: list, rng: object) -> object:
    return legal[0]


def test_arena_seats_a_games_yardsticks_which_are_never_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        twelve_days_bots, "YARDSTICKS", {"first": lambda rules: SimpleBot("first", first_legal)}, raising=False
    )
    assert "first" not in levels("twelve_days"), "the table offers levels only"
    assert list(arena_seat_kinds("twelve_days")) == [*levels("twelve_days"), "first"]
    summary = run_arena(
        "twelve_days", seats=["easy", "first", "first"], games=3, seed=1, options={"length": "short_gifted"}
    )
    assert summary["seats"] == ["easy", "first", "first"] and set(summary["wins"]) == {"easy", "first"}
    monkeypatch.setattr(twelve_days_bots, "YARDSTICKS", {"hard": lambda rules: SimpleBot("hard", first_legal)})
    with pytest.raises(ValueError, match="reuse level names: hard"):
        run_arena("twelve_days", seats=["hard", "normal"], games=1, seed=1)


@pytest.mark.parametrize("game_id", playable_game_ids())
def test_yardsticks_are_named_apart_from_the_levels(game_id: str) -> None:
    assert not set(yardsticks(game_id)) & set(levels(game_id))


def test_santas_game_measures_its_levels_against_random_must_play() -> None:
    """The yardstick of docs/games.md runs through the shared arena (no arena-patching script)."""
    summary = run_arena("santas_game", seats=["hard", "random_must_play"], games=2, seed=1)
    assert summary["games"] == 2 and set(summary["mean_scores"]) == {"hard", "random_must_play"}


def test_command_line_prints_one_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    main(
        [
            "arena",
            "--game",
            "twelve_days",
            "--players",
            "2",
            "--games",
            "2",
            "--seed",
            "3",
            "--options",
            '{"length": "short_gifted"}',
        ]
    )
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert set(summary) >= FIELDS and summary["games"] == 2


def test_python_dash_m_runs_bench() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardtable",
            "bench",
            "--game",
            "twelve_days",
            "--players",
            "4",
            "--games",
            "1",
            "--runs",
            "2",
            "--options",
            '{"length": "short_gifted"}',
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    result = json.loads(done.stdout)
    assert result["games_per_second"] > 0 and len(result["all_runs"]) == 2


@pytest.mark.parametrize("game_id", playable_game_ids())
def test_bench_defaults_to_a_player_count_the_game_takes(game_id: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "bench", "--game", game_id, "--games", "1", "--runs", "1"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    info = registry.rules_class(game_id).info
    assert json.loads(done.stdout)["players"] == max(info.min_players, min(4, info.max_players))


def test_command_line_refuses_bad_input_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ["bench", "--game", "no_such_game"],
        ["bench", "--game", playable_game_ids()[0], "--players", "99"],
        ["arena", "--game", playable_game_ids()[0], "--games", "1", "--seed", "1", "--seats", "normal,genius"],
    ):
        with pytest.raises(SystemExit) as exit_:
            main(argv)
        assert exit_.value.code == 2
        error = capsys.readouterr().err
        assert error.count("\n") == 1 and "Traceback" not in error


def test_command_line_names_an_option_that_is_not_json(capsys: pytest.CaptureFixture[str]) -> None:
    """The sub-parser parses ``--options`` into the function's keyword, and names a bad one."""
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "--game", playable_game_ids()[0], "--options", "{length"])
    assert exit_.value.code == 2
    error = capsys.readouterr().err
    assert "--options" in error and "'{length'" in error and "Traceback" not in error
