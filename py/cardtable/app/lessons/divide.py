"""Let's Divide's lesson: the last four rounds of a game of three. Everyone chooses a part in
secret, you cut a row, a part two players choose is shared out again, a part nobody chooses is
thrown away, and at the end whoever has the most of a number scores its value (tied players
all score).

Round 7: Bot 3 cuts 6 6 4 | 8 8 | 5 5; you choose the two 5s, which make you the leader of the
5s (the scoring rule is said on this first, easy step). Round 8: you lead and cut the row
7 J | 8 8 | 6 4 4 so that each player wants a different part; your 7 ties Bot 3's 7s (both
score), and the joker on your 7s makes you their only leader. Round 9: Bot 2 cuts
9 9 | 8 10 10 | 7 4; you and Bot 3 both choose the two 9s, so they are halved and you get one
each, and nobody chose 7 4. Round 10: Bot 3 cuts 9 | 6 6 | 10 10 10 8; the 9 makes you the
only leader of the 9s, and the game is scored: you win 25 to 20.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.core import Rules
from ...engine.games.divide.events import DivideEvent
from ...engine.games.divide.rules import FULL_DECK
from . import PERSON, Beat, Lesson, rearranged

BOT_2, BOT_3 = 1, 2  # the seats the lesson names "Bot 2" and "Bot 3" (its players are numbered from 1)
SEED = 8
ROUND = 7  # of 10: the lesson plays the game's last four rows
ROWS = (
    ["6", "6", "4", "8", "8", "5", "5"],  # Bot 3 cuts it; your first step is a plain choice
    ["7", "J", "8", "8", "6", "4", "4"],  # yours to cut
    ["9", "9", "8", "10", "10", "7", "4"],  # Bot 2 cuts it
    ["9", "6", "6", "10", "10", "10", "8"],  # Bot 3 cuts it
)
# What each seat collected in the first six rounds, by value.
COLLECTED = (
    {1: 1, 3: 2, 5: 1, 7: 2, 9: 2, 10: 2},
    {2: 2, 5: 2, 8: 1, 10: 3},
    {3: 1, 6: 1, 7: 3, 9: 2},
)


def _counts(collected: dict[int, int]) -> list[int]:
    return [collected.get(value, 0) for value in range(1, 11)]


def deal(rules: Rules[Any, Any]) -> Any:
    row, deck = ROWS[0], [card for later in ROWS[1:] for card in later]
    held = Counter(row) + Counter(deck)
    for collected in COLLECTED:
        held.update({str(value): count for value, count in collected.items()})
    # The rest of the deck went out in the first six rounds: parts nobody took.
    discards = list((Counter(FULL_DECK) - held).elements())
    return rearranged(
        rules,
        3,
        SEED,
        round=ROUND,
        leader=BOT_3,
        deck=deck,
        node={"path": "", "cards": row, "claimants": [0, 1, 2], "parts": [], "discarded": ""},
        numbers=[_counts(collected) for collected in COLLECTED],
        discards=discards,
    )


LESSON = Lesson(
    game="divide",
    players=3,
    seed=SEED,
    deal=deal,
    beats=(
        # Round 7: Bot 3 leads; everyone takes a part of their own.
        Beat(BOT_3, "split 3 5"),
        Beat(BOT_2, "vote B"),
        Beat(BOT_3, "vote W"),
        Beat(PERSON, "vote K", "divide.lesson.goal"),
        # Round 8: you lead.
        Beat(PERSON, "split 2 4", "divide.lesson.split"),
        Beat(BOT_2, "vote B"),
        Beat(BOT_3, "vote K"),
        Beat(PERSON, "vote W", "divide.lesson.vote"),
        Beat(PERSON, "attach 7", "divide.lesson.joker"),
        # Round 9: Bot 2 leads; Bot 3 wants the 9s too.
        Beat(BOT_2, "split 2 5"),
        Beat(BOT_2, "vote B"),
        Beat(BOT_3, "vote W"),
        Beat(PERSON, "vote W", "divide.lesson.secret"),
        Beat(BOT_3, "vote B"),
        Beat(PERSON, "vote W", "divide.lesson.again"),
        # Round 10, the last: Bot 3 leads.
        Beat(BOT_3, "split 1 3"),
        Beat(BOT_2, "vote K"),
        Beat(BOT_3, "vote B"),
        Beat(PERSON, "vote W", "divide.lesson.majority"),
    ),
    learnt="divide.lesson.learnt",
    teaches=(
        (DivideEvent.AWARD, {"path": "K"}),  # round 7: the scoring rule, on a plain choice
        (DivideEvent.SPLIT, {"path": ""}),
        (DivideEvent.VOTES, {"path": ""}),
        (DivideEvent.ATTACH, {"value": 7}),
        (DivideEvent.HALVES, {"path": "W"}),
        (DivideEvent.AWARD, {"path": "WW"}),
        (DivideEvent.UNCLAIMED, {}),
        (DivideEvent.HAND_END, {"rounds": 10}),
    ),
)
