"""ruff, pinned: the lint rules and the formatting of every Python file (``[tool.ruff]`` in pyproject.toml).

Fix with ``.venv/bin/ruff check --fix`` and ``.venv/bin/ruff format``; each test fails with ruff's report.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def ruff(*args: str) -> tuple[int, str]:
    done = subprocess.run([sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    return done.returncode, (done.stdout + done.stderr).strip()


def test_ruff_finds_nothing() -> None:
    code, report = ruff("check", "--no-fix", "--output-format", "concise", ".")
    assert code == 0, f"ruff check:\n{report}"


def test_every_file_is_formatted() -> None:
    code, report = ruff("format", "--check", ".")
    assert code == 0, f"ruff format --check (run `.venv/bin/ruff format` to fix):\n{report}"
