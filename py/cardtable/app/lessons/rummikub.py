"""Rummikub's lesson: open with 30 points, extend a set, draw when nothing fits, split a run
with a tile of your own, reuse a tile of the table, swap a joker and empty your rack.

Your short rack holds 10 black, 10 blue, 10 orange (a group worth 30: just enough to open),
a red 4, a blue 9, the orange 11 and 12 and the black 12 and 13. The bot opens with the red run
5 to 9: your red 4 goes in front of it. With nothing to play you draw, and the pool gives you a
red 7 (every tile is there twice): it splits the long red run in two. The bot adds a red 10 to
your 10s: a group of four may give one away, and its orange 10 starts a run with your orange 11
and 12 (the key skill: tiles on the table are anyone's to rearrange). The bot lays blue 7, blue
8 and a joker; your blue 9 takes the joker's place, and the joker with your black 12 and 13
empties your rack: you win the round.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...engine.core import Rules
from ...engine.games.rummikub.events import RummikubEvent
from ...engine.games.rummikub.tiles import NUMBERS, full_set
from . import PERSON, Beat, Lesson, rearranged, stock_after

BOT = 1
SEED = 7
YOUR_RACK = ["k10", "k12", "k13", "b9", "b10", "o10", "o11", "o12", "r4"]
BOT_RACK = ["k1", "k5", "b2", "b7", "b8", "o3", "r5", "r6", "r7", "r8", "r9", "*"]
# The bot's draw (the red 10 it adds to your 10s), yours (the red 7 that splits the run), the bot's.
DRAWS = ["r10", "r7", "k3"]


def deal(rules: Rules[Any, Any]) -> Any:
    # Each number tile is in the set twice: the pool keeps the copy a rack does not take.
    pool = stock_after([NUMBERS.to_str(tile) for tile in full_set(2)], [*YOUR_RACK, *BOT_RACK], DRAWS)
    # You play first: no draw for the first seat (its tiles would not be these).
    return rearranged(
        rules, 2, SEED, to_move=PERSON, round_starter=PERSON, racks=[YOUR_RACK, BOT_RACK], pool=pool, first_draws=[]
    )


TABLE_1 = "[k10 b10 o10]"
RUN = "[r5 r6 r7 r8 r9]"
LONGER = "[r4 r5 r6 r7 r8 r9]"
SPLIT = "[r4 r5 r6 r7] [r7 r8 r9]"
FOUR = "[k10 b10 o10 r10]"
THREE = "[k10 b10 r10]"
ORANGE = "[o10 o11 o12]"

LESSON = Lesson(
    game="rummikub",
    players=2,
    seed=SEED,
    deal=deal,
    beats=(
        Beat(PERSON, f"play {TABLE_1} from k10 b10 o10", "rummikub.lesson.opening"),
        Beat(BOT, f"play {TABLE_1} {RUN} from r5 r6 r7 r8 r9"),
        Beat(PERSON, f"play {TABLE_1} {LONGER} from r4", "rummikub.lesson.extend"),
        Beat(BOT, "draw"),
        Beat(PERSON, "draw", "rummikub.lesson.draw"),
        Beat(BOT, "draw"),
        Beat(PERSON, f"play {TABLE_1} {SPLIT} from r7", "rummikub.lesson.split"),
        Beat(BOT, f"play {FOUR} {SPLIT} from r10"),
        Beat(PERSON, f"play {THREE} {SPLIT} {ORANGE} from o11 o12", "rummikub.lesson.reuse"),
        Beat(BOT, f"play {THREE} {SPLIT} {ORANGE} [b7 b8 *] from b7 b8 *"),
        Beat(
            PERSON,
            f"play {THREE} {SPLIT} {ORANGE} [b7 b8 b9] [* k12 k13] from k12 k13 b9",
            "rummikub.lesson.joker",
        ),
    ),
    learnt="rummikub.lesson.learnt",
    teaches=(
        (RummikubEvent.OPENING, {"value": 30}),
        # A set extended: the red 4 added to the run, which stays one set.
        (RummikubEvent.PLAY, {"tiles": ["r4"], "changed": [["r4", "r5", "r6", "r7", "r8", "r9"]]}),
        (RummikubEvent.DRAW, {"count": 1}),
        # A run split: the red 7 makes two runs of the long one.
        (RummikubEvent.PLAY, {"tiles": ["r7"], "changed": [["r4", "r5", "r6", "r7"], ["r7", "r8", "r9"]]}),
        # A tile of the table reused: the orange 10 taken from the group of four into a new run.
        (RummikubEvent.PLAY, {"tiles": ["o11", "o12"], "changed": [["k10", "b10", "r10"], ["o10", "o11", "o12"]]}),
        (RummikubEvent.JOKER_FREED, {"set_kind": "run", "tile": "b9"}),
        (RummikubEvent.HAND_END, {"reason": "out", "winners": [PERSON]}),
    ),
    options=MappingProxyType({"turn_time_limit_s": "none"}),
)
