"""Gin Rummy's lesson: take the upcard into a run, discard deadwood, draw from the stock,
knock with 6 deadwood, lay the melds down, and watch the bot lay off on them.

You hold the run 5♥ 6♥ 7♥ and the set 9♣ 9♦ 9♠; the upcard 8♥ extends the run. The bot
throws the Q♠ you do not want, the stock gives you the A♣, and the Q♦ goes face down with
your knock. The bot lays the 4♥ and the 9♥ off on your melds, and your knock still wins.
"""

from __future__ import annotations

from typing import Any

from ...engine.core import Rules
from ...engine.games.gin_rummy.cards import NUM_CARDS, card_to_str
from ...engine.games.gin_rummy.events import GinEvent
from . import PERSON, Beat, Lesson, rearranged, stock_after

BOT = 1
SEED = 5
YOUR_HAND = ["5h", "6h", "7h", "9c", "9d", "9s", "Ks", "Qd", "2c", "3d"]
BOT_HAND = ["9h", "4h", "Jc", "Jd", "Js", "2s", "7c", "8c", "Kd", "Td"]
UPCARD = "8h"


def deal(rules: Rules[Any, Any]) -> Any:
    deck = [card_to_str(card) for card in range(NUM_CARDS)]
    stock = stock_after(deck, [*YOUR_HAND, *BOT_HAND, UPCARD], ["Qs", "Ac"])
    # The bot deals, so you play first: the upcard is yours to take.
    return rearranged(
        rules, 2, SEED, dealer=BOT, to_move=PERSON, hands=[YOUR_HAND, BOT_HAND], discard=[UPCARD], stock=stock
    )


LESSON = Lesson(
    game="gin_rummy",
    players=2,
    seed=SEED,
    deal=deal,
    beats=(
        Beat(PERSON, "take upcard", "gin_rummy.lesson.take_upcard"),
        Beat(PERSON, "discard Ks", "gin_rummy.lesson.discard"),
        Beat(BOT, "draw stock"),
        Beat(BOT, "discard Qs"),
        Beat(PERSON, "draw stock", "gin_rummy.lesson.draw_stock"),
        Beat(PERSON, "knock", "gin_rummy.lesson.knock"),
        Beat(PERSON, "discard Qd", "gin_rummy.lesson.knock_discard"),
        Beat(PERSON, "meld 9s 9c 9d", "gin_rummy.lesson.lay_down"),
        Beat(PERSON, "meld 5h 6h 7h 8h", "gin_rummy.lesson.lay_down"),
        Beat(PERSON, "done", "gin_rummy.lesson.lay_down"),
        Beat(BOT, "layoff 4h"),
        Beat(BOT, "layoff 9h"),
        Beat(BOT, "done"),
    ),
    learnt="gin_rummy.lesson.learnt",
    teaches=(
        (GinEvent.TAKE_UPCARD, {}),
        (GinEvent.DRAW_STOCK, {}),
        (GinEvent.MELD, {}),
        (GinEvent.KNOCK, {}),
        (GinEvent.LAY_OFF, {}),
        (GinEvent.HAND_END, {"end": "knock"}),
    ),
)
