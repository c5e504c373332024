"""Nothing a save holds can hurt the page: every text of a hostile corpus (tests/app/hostile_corpus.py)
is imported or refused with a reason, listed or set aside, in bounded work, and Python still runs
afterwards, under CPython and under the real Pyodide the site ships (where a JSON text nested too
deep used to stop Python for good: the browser's stack ran out before Python's recursion limit).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hostile_corpus import judge_corpus

from cardtable.app.games import playable_game_ids

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tools" / "pyodide_run.mjs"
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
CORPUS = Path(__file__).with_name("hostile_corpus.py")
# The bound: a file is judged within 1 s of work on a desktop, whatever it holds.
# CPU time (the process's own, not the wall clock), so a busy machine does not fail it.
MOST_WORK_S = 1.0


def check(report: dict[str, Any]) -> None:
    cases = report["cases"]
    crashed = {what: case for what, case in cases.items() if "crashed" in case["import"] + case["list"]}
    assert not crashed, crashed
    silent = {what: case["import"] for what, case in cases.items() if case["import"] == "refused silently"}
    assert not silent, silent
    slow = {what: round(case["cpu"], 2) for what, case in cases.items() if case["cpu"] > MOST_WORK_S}
    assert not slow, f"cases judged in more than {MOST_WORK_S} s of work: {slow}"
    assert cases["the real save"] == {"import": "imported", "list": "listed", "cpu": cases["the real save"]["cpu"]}
    for deep in ("arrays nested 200,000 deep", "objects nested 200,000 deep", "a field nested 200,000 deep"):
        assert cases[deep]["import"] == "refused:too_deep", (deep, cases[deep])
    assert cases["a million moves"]["import"] == "refused:too_large"
    assert cases["more moves than any game has"]["import"] == "refused:too_many_moves"
    assert report["settings_fallback"] == "fr" and report["still_runs"]


@pytest.mark.parametrize("game", playable_game_ids())
def test_hostile_saves_under_cpython(game: str) -> None:
    check(judge_corpus(game))


@pytest.mark.slow  # the real Pyodide under Node: about 10 s a game
@pytest.mark.parametrize("game", playable_game_ids())
def test_hostile_saves_under_pyodide(game: str) -> None:
    node = shutil.which("node")
    if node is None or not PYODIDE.exists():
        pytest.skip("needs node and node_modules/pyodide (python3 tools/test.py sets both up)")
    code = CORPUS.read_text(encoding="utf-8") + f"\nresult = judge_corpus({game!r})\n"
    done = subprocess.run([node, str(RUNNER)], input=code, capture_output=True, text=True, timeout=1500, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    check(json.loads(done.stdout))
