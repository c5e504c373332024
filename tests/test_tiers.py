"""The test tiers: the inner loop (`-m "not slow"`) starts no browser, and the browser tests
come last in a full run (tests/e2e/conftest.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def collected(*args: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return [line for line in done.stdout.splitlines() if "::" in line]


def test_the_inner_loop_starts_no_browser_and_a_full_run_ends_with_them() -> None:
    # The inner loop's selection of the browser tests alone: none (collecting only tests/e2e
    # spares a second import of every test module).
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:xdist"]
        + ["-m", "not slow", "tests/e2e"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 5 and "deselected" in done.stdout, done.stdout  # 5: all deselected
    every = collected("tests")
    browser = [i for i, test in enumerate(every) if test.startswith("tests/e2e/")]
    assert browser and browser == list(range(len(every) - len(browser), len(every)))
