"""Canasta options (spec §15) and the numbers fixed by the player count (§14, §18).

| option | default | allowed |
|---|---|---|
| ``game_target`` | 5000 | 50..100000 (7500 for cut-throat), or ``"one_hand"``: a single deal, for a quick game or a lesson (beyond the spec) |
| ``canastas_to_go_out`` | ``"auto"``: 1, with 2 players 2 | ``"auto"`` or 1..6 |
| ``wild_not_exceed_natural`` | False | True: a meld never has more wild cards than naturals |
| ``black_three_freezes`` | True | False: a black three only stops the next player |
| ``upcard_turn_on`` | ``"wild_and_threes"`` | ``"wild_and_red_three"`` |
| ``take_pile_natural_plus_wild`` | True | False |
| ``take_pile_onto_existing_meld`` | True | False |
| ``red_three_bonus`` / ``all_four_red_threes`` | 100 / 800 | 0..1000 / 0..4000 |
| ``red_three_minus_if_no_meld`` | True | False: red threes always score plus |
| ``natural_canasta_bonus`` / ``mixed_canasta_bonus`` | 500 / 300 | 0..2000 |
| ``going_out_bonus`` / ``concealed_bonus`` | 100 / 100 | 0..1000 |
| ``permission_asking`` | True | False (only 4 players ask at all) |
| ``failed_permission_penalty`` | 100 | 0 |
| ``forced_take_after_stock_out`` | True | False: with the stock gone, taking is never forced |
| ``first_dealer`` | ``"random"`` | a seat |
| ``first_player`` | ``"random"`` | a seat: the first player of the first hand (the dealer sits before it) |

``players`` (§15) is the ``num_players`` of ``new_game``; ``hand_size``, ``draw_count``,
``wild_limit`` and the minimum-count table are fixed by it (§18 "Fixed parameters").
"""  # noqa: E501

from __future__ import annotations

from ...core import FIRST_PLAYER, OptionSpec

AUTO = "auto"
ONE_HAND = "one_hand"

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("game_target", 5000, (ONE_HAND,), minimum=50, maximum=100_000),
    OptionSpec("canastas_to_go_out", AUTO, (AUTO,), minimum=1, maximum=6),
    OptionSpec("wild_not_exceed_natural", False, (False, True)),
    OptionSpec("black_three_freezes", True, (True, False)),
    OptionSpec("upcard_turn_on", "wild_and_threes", ("wild_and_threes", "wild_and_red_three")),
    OptionSpec("take_pile_natural_plus_wild", True, (True, False)),
    OptionSpec("take_pile_onto_existing_meld", True, (True, False)),
    OptionSpec("red_three_bonus", 100, minimum=0, maximum=1000),
    OptionSpec("all_four_red_threes", 800, minimum=0, maximum=4000),
    OptionSpec("red_three_minus_if_no_meld", True, (True, False)),
    OptionSpec("natural_canasta_bonus", 500, minimum=0, maximum=2000),
    OptionSpec("mixed_canasta_bonus", 300, minimum=0, maximum=2000),
    OptionSpec("going_out_bonus", 100, minimum=0, maximum=1000),
    OptionSpec("concealed_bonus", 100, minimum=0, maximum=1000),
    OptionSpec("permission_asking", True, (True, False), players=(4,)),  # a partner to ask (§10.2)
    OptionSpec("failed_permission_penalty", 100, (100, 0), players=(4,)),
    OptionSpec("forced_take_after_stock_out", True, (True, False)),
    OptionSpec("first_dealer", "random", ("random",), seat_index_allowed=True),
    FIRST_PLAYER,
)

HAND_SIZE = {2: 15, 3: 13, 4: 11}
"""§14: cards dealt to each player."""
DRAW_COUNT = {2: 2, 3: 1, 4: 1}
"""§14: cards drawn from the stock per turn."""


def minimum_count(score: int) -> int:
    """§6 with §16 #5's half-open ranges: the initial meld's minimum for a cumulative score.

    >>> [minimum_count(s) for s in (-5, 0, 1495, 1500, 2999, 3000)]
    [15, 50, 50, 90, 90, 120]
    """
    if score < 0:
        return 15
    if score < 1500:
        return 50
    if score < 3000:
        return 90
    return 120
