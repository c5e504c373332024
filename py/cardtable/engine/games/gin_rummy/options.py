"""Gin Rummy options (spec §11) and the ``modern`` and ``openspiel`` presets (§11, §12).

``preset`` picks a set of defaults; options given explicitly beside it win.

| option | default | allowed |
|---|---|---|
| ``preset`` | ``"default"`` | ``"default"`` (the seed figures), ``"modern"``, ``"openspiel"`` |
| ``knock_limit`` | 10 | 0..10 (0: gin only) |
| ``oklahoma`` | False | True: the first upcard's value is the hand's knock limit; an ace means gin only |
| ``gin_bonus`` | 20 | 1..100 (modern, OpenSpiel: 25) |
| ``undercut_bonus`` | 10 | 1..100 (modern, OpenSpiel: 25) |
| ``undercut_on_tie`` | True | False: a tie scores 0 for both (OpenSpiel) |
| ``may_discard_taken_upcard`` | False | True (OpenSpiel) |
| ``wall_size`` | 2 | 1..10 stock cards that are never drawn |
| ``wall_rule`` | ``"void"`` | ``"pickup_to_knock"`` (the "50th card" rule, OpenSpiel) |
| ``big_gin`` / ``big_gin_bonus`` | False / 31 | True / 1..100 |
| ``game_target`` | 100 | any 1..1000 (150 and 250 are usual), or ``"none"`` (one hand, as OpenSpiel) |
| ``game_bonus`` | 100 | 0..1000 |
| ``line_bonus`` | 20 | 0..100 (modern: 25) |
| ``shutout_bonus`` / ``shutout_mode`` | 100 / ``"add"`` | 0..1000 / ``"double"``, ``"none"`` |
| ``next_dealer`` | ``"winner"`` | ``"alternate"``, ``"loser"`` |
| ``first_dealer`` | ``"cut_high"`` | ``"random"``, seat 0 or 1 |
| ``openspiel_quirks`` | False | True: every behaviour marked (Q) in §12 |
| ``first_player`` | ``"random"`` | a seat: the non-dealer of the first hand (overrides ``first_dealer``) |

Bonuses start at 1 so that the player who scores a hand always gets at least
one point (§7: "won a hand" and "scored in the hand" are the same thing).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import FIRST_PLAYER, OptionSpec

NO_TARGET = "none"

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("preset", "default", ("default", "modern", "openspiel"), preset=True),
    OptionSpec("knock_limit", 10, minimum=0, maximum=10),
    OptionSpec("oklahoma", False, (False, True)),
    OptionSpec("gin_bonus", 20, minimum=1, maximum=100),
    OptionSpec("undercut_bonus", 10, minimum=1, maximum=100),
    OptionSpec("undercut_on_tie", True, (True, False)),
    OptionSpec("may_discard_taken_upcard", False, (False, True)),
    OptionSpec("wall_size", 2, minimum=1, maximum=10),
    OptionSpec("wall_rule", "void", ("void", "pickup_to_knock")),
    OptionSpec("big_gin", False, (False, True)),
    OptionSpec("big_gin_bonus", 31, minimum=1, maximum=100),
    # Any whole number, not a short list: 100, 150 and 250 are the usual figures.
    OptionSpec("game_target", 100, (NO_TARGET,), minimum=1, maximum=1000),
    OptionSpec("game_bonus", 100, minimum=0, maximum=1000),
    OptionSpec("line_bonus", 20, minimum=0, maximum=100),
    OptionSpec("shutout_bonus", 100, minimum=0, maximum=1000),
    OptionSpec("shutout_mode", "add", ("add", "double", "none")),
    OptionSpec("next_dealer", "winner", ("winner", "alternate", "loser")),
    OptionSpec("first_dealer", "cut_high", ("cut_high", "random", 0, 1)),
    OptionSpec("openspiel_quirks", False, (False, True)),
    FIRST_PLAYER,
)

PRESETS: Mapping[str, Mapping[str, Any]] = {
    "default": {},
    "modern": {"gin_bonus": 25, "undercut_bonus": 25, "line_bonus": 25},
    # §12, last paragraph; knock_limit 10, oklahoma off and big_gin off are the defaults.
    "openspiel": {
        "gin_bonus": 25,
        "undercut_bonus": 25,
        "undercut_on_tie": False,
        "may_discard_taken_upcard": True,
        "wall_rule": "pickup_to_knock",
        "game_target": NO_TARGET,
        "openspiel_quirks": True,
    },
}


def expand_preset(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The preset's settings under the explicitly given options (unknown presets pass
    through untouched so that validation reports them)."""
    given = dict(options or {})
    preset = given.get("preset", "default")
    base = PRESETS.get(preset, {}) if isinstance(preset, str) else {}
    return {**base, **given}
