"""The same seed deals the same cards under CPython and under Pyodide (the browser's Python).

One snippet runs here and inside the real Pyodide from node_modules (under Node, through
tools/pyodide_run.mjs); the JSON results must be equal: for every registered game, several
seeds, the fewest and the most players: the new state, a short seeded playout, and PRNG draws.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tools" / "pyodide_run.mjs"
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"

pytestmark = pytest.mark.slow  # real Pyodide under Node

SNIPPET = """
from cardtable.engine import registry
from cardtable.engine.rng import Rng

SEEDS = [0, 1, 7, 42, 2**40 + 3, -5]
PLAYOUT = 40  # actions per game: enough to cross a trick or two, cheap under Node

def playout(rules, state, seed):
    rng = Rng.from_seed(seed)
    actions = []
    for _ in range(PLAYOUT):
        seats = rules.to_act(state)
        if not seats:
            break
        legal = rules.legal_actions(state, seats[0])
        action = legal[rng.below(len(legal))]
        actions.append(rules.action_to_str(action))
        state = rules.apply_action(state, seats[0], action)
    return actions, rules.state_to_dict(state)

result = {"rng": {}, "games": {}}
for seed in SEEDS:
    rng = Rng.from_seed(seed)
    result["rng"][str(seed)] = [rng.next_u32(), rng.below(52), rng.below(1000003), rng.random()]
for game in registry.game_ids():
    rules = registry.get(game)
    for players in sorted({rules.info.min_players, rules.info.max_players}):
        for seed in SEEDS:
            key = f"{game}/{players}/{seed}"
            try:
                state = rules.new_game(players, seed=seed)
                actions, final = playout(rules, state, seed)
                result["games"][key] = {"new": rules.state_to_dict(state), "actions": actions, "final": final}
            except Exception as error:  # a broken game is the conformance suite's to report
                result["games"][key] = {"error": repr(error)}
"""


def run_cpython() -> object:
    scope: dict[str, object] = {}
    exec(SNIPPET, scope)
    return json.loads(json.dumps(scope["result"]))  # tuples -> lists, as on the Pyodide side


def run_pyodide() -> object:
    node = shutil.which("node")
    if node is None or not PYODIDE.exists():
        pytest.skip("needs node and node_modules/pyodide (python3 tools/test.py sets both up)")
    done = subprocess.run([node, str(RUNNER)], input=SNIPPET, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_same_seed_same_game_in_cpython_and_pyodide() -> None:
    expected = run_cpython()
    actual = run_pyodide()
    assert actual["rng"] == expected["rng"]
    assert actual["games"].keys() == expected["games"].keys()
    for key, value in expected["games"].items():
        assert actual["games"][key] == value, key
    assert expected["games"], "no game registered"
