"""Rummikub options (spec §15) and the ``classic`` and ``my_rummy`` profiles.

``profile`` picks a set of defaults; options given explicitly beside it win.

=========================== ================= ================= =======================================
option                      ``classic``       ``my_rummy``      allowed
=========================== ================= ================= =======================================
``profile``                 ``"classic"``     ``"my_rummy"``    the two profiles (§15, §16)
``tile_set``                ``"numbers"``     ``"cards"``       faces: ``r7`` or ``H7`` (§2)
``jokers``                  2                 2                 0..4 (§15 ``tile_set``: "jokers 0-4")
``rack_size``               14                14                14 (§3; no alternative)
``initial_meld_min``        30                30                30, 50, or any 0..200 (§8 C4)
``initial_turn_may_extend`` False             False             True (§8 C4, §18 #7, #20)
``joker_rule``              ``"swap_only"``   ``"swap_only"``   ``"free"`` (§9.2, §9.4, §18 #2)
``joker_set_locked``        True              False             either (§9.3, §18 #1)
``joker_swap_source``       ``"rack_or_table"`` same            ``"rack_only"`` (§9.2, §18 #3)
``group3_needs_both``       False             False             True (§9.2)
``joker_penalty``           30                30                25, or any 0..100 (§13)
``turn_time_limit_s``       120               60                ``"none"``, 30, 45, 60, 90, 120 (§11)
``timeout_policy``          ``"sabra"``       ``"revert_draw3"`` ``"none"`` (§11, §18 #8)
``first_player``            ``"draw_high"``   ``"draw_high"``   ``"random"``, a seat (§3.3, §18 #14)
``rounds_per_game``         ``"players"``     ``"players"``     1..20 (§14, §18 #12)
``target_score``            ``"none"``        ``"none"``        1..10000; replaces ``rounds_per_game`` (§14, §18 #21)
``show_rack_counts``        True              True              False ("Rummikub Experience", §18 #18)
``face_values``             ``"rank"``        ``"rank"``        ``"rank"`` only: A=1 .. K=13 (§2.2, §18 #15)
=========================== ================= ================= =======================================

The engine never reads a clock: ``turn_time_limit_s`` is for the table, which
sends a ``timeout`` action when a turn runs out (accepted only when the option
sets a limit). ``"players"`` means one round per player, so each seat starts once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import OptionSpec
from .groups import MAX_JOKERS

NO_LIMIT = "none"
PER_PLAYER = "players"
NO_TARGET = "none"
MAX_ROUNDS = 50
"""Most rounds in a match with ``target_score`` (rounds can end with no points)."""

FIRST_PLAYER = OptionSpec("first_player", "draw_high", ("draw_high", "random"), seat_index_allowed=True)
"""§3.3: the default is the draw for the highest tile, not the other games' ``random``."""

OPTION_SPECS: tuple[OptionSpec, ...] = (
    # A preset: chosen in the lobby, the other rules start again from it (My Rummy's minute
    # replaces the newcomer's "no timer" the lobby starts with).
    OptionSpec("profile", "classic", ("classic", "my_rummy"), preset=True),
    OptionSpec("tile_set", "numbers", ("numbers", "cards")),
    OptionSpec("jokers", 2, minimum=0, maximum=MAX_JOKERS),
    OptionSpec("rack_size", 14, (14,)),
    OptionSpec("initial_meld_min", 30, (30, 50), minimum=0, maximum=200),
    OptionSpec("initial_turn_may_extend", False, (False, True)),
    OptionSpec("joker_rule", "swap_only", ("swap_only", "free")),
    OptionSpec("joker_set_locked", True, (True, False)),
    OptionSpec("joker_swap_source", "rack_or_table", ("rack_or_table", "rack_only")),
    OptionSpec("group3_needs_both", False, (False, True)),
    OptionSpec("joker_penalty", 30, (30, 25), minimum=0, maximum=100),
    OptionSpec("turn_time_limit_s", 120, (NO_LIMIT, 30, 45, 60, 90, 120)),
    OptionSpec("timeout_policy", "sabra", ("sabra", "revert_draw3", "none")),
    FIRST_PLAYER,
    OptionSpec("rounds_per_game", PER_PLAYER, (PER_PLAYER,), minimum=1, maximum=20),
    OptionSpec("target_score", NO_TARGET, (NO_TARGET,), minimum=1, maximum=10_000),
    OptionSpec("show_rack_counts", True, (True, False)),
    OptionSpec("face_values", "rank", ("rank",)),
)

PROFILES: Mapping[str, Mapping[str, Any]] = {
    "classic": {},
    # §16: card faces, 60-second turns that revert and draw 3, joker sets not locked.
    "my_rummy": {
        "tile_set": "cards",
        "joker_set_locked": False,
        "turn_time_limit_s": 60,
        "timeout_policy": "revert_draw3",
    },
}

SOLVER_PROFILE: Mapping[str, Any] = {
    "joker_rule": "free",
    "joker_set_locked": False,
    "initial_turn_may_extend": True,
}
"""§17: the options under which our legality matches rummikub-solver's model."""


def expand_profile(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The profile's settings under the explicitly given options (an unknown profile
    passes through untouched so that validation reports it)."""
    given = dict(options or {})
    profile = given.get("profile", "classic")
    base = PROFILES.get(profile, {}) if isinstance(profile, str) else {}
    return {**base, **given}
