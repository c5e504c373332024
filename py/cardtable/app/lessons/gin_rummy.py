"""Gin Rummy's lesson, two short hands: a knock, then Gin.

Hand 1: you hold the run 5♥ 6♥ 7♥ and the set 9♣ 9♦ 9♠; the upcard 8♥ extends the run. The
bot throws the Q♠ you do not want, the stock gives you the A♣, and the Q♦ goes face down with
your knock (6 deadwood). The bot lays the 4♥ and the 9♥ off on your melds; your knock still wins.

Hand 2 is dealt by the deal's random state (``NEXT_DEAL``, found by a search: you deal, so the
bot speaks first): you hold three 8s, three 5s, K♠ K♥, the 2♦ and the 9♥. The bot passes the
upcard K♣, which makes your kings three; you could knock at once with 2, but you throw the 2♦
instead; the bot throws the 8♠, your fourth 8, and with every card but the 9♥ melded you go Gin.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...engine.core import Rules
from ...engine.games.gin_rummy.cards import NUM_CARDS, card_to_str
from ...engine.games.gin_rummy.events import GinEvent
from ...engine.rng import Rng
from . import PERSON, Beat, Lesson, rearranged, stock_after

BOT = 1
SEED = 5
YOUR_HAND = ["5h", "6h", "7h", "9c", "9d", "9s", "Ks", "Qd", "2c", "3d"]
BOT_HAND = ["9h", "4h", "Jc", "Jd", "Js", "2s", "7c", "8c", "Kd", "Td"]
UPCARD = "8h"
NEXT_DEAL = 320  # the seed of the random state that deals hand 2 (see above)


def deal(rules: Rules[Any, Any]) -> Any:
    deck = [card_to_str(card) for card in range(NUM_CARDS)]
    stock = stock_after(deck, [*YOUR_HAND, *BOT_HAND, UPCARD], ["Qs", "Ac"])
    # The bot deals, so you play first: the upcard is yours to take.
    return rearranged(
        rules,
        2,
        SEED,
        dealer=BOT,
        to_move=PERSON,
        hands=[YOUR_HAND, BOT_HAND],
        discard=[UPCARD],
        stock=stock,
        rng=list(Rng.from_seed(NEXT_DEAL).state),
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
        # The melds in the order the table's Lay down button lays them (its best plan).
        Beat(PERSON, "meld 9s 9c 9d", "gin_rummy.lesson.lay_down"),
        Beat(PERSON, "meld 5h 6h 7h 8h", "gin_rummy.lesson.lay_down"),
        Beat(PERSON, "done", "gin_rummy.lesson.lay_down"),
        Beat(BOT, "layoff 4h"),
        Beat(BOT, "layoff 9h"),
        Beat(BOT, "done"),
        # Hand 2: the bot deals nothing (you deal), so it speaks first.
        Beat(BOT, "pass"),
        Beat(PERSON, "take upcard", "gin_rummy.lesson.take_king"),
        Beat(PERSON, "discard 2d", "gin_rummy.lesson.wait_for_gin"),
        Beat(BOT, "draw stock"),
        Beat(BOT, "discard 8s"),
        Beat(PERSON, "take upcard", "gin_rummy.lesson.take_eight"),
        Beat(PERSON, "knock", "gin_rummy.lesson.gin"),
        Beat(PERSON, "discard 9h", "gin_rummy.lesson.gin_discard"),
        Beat(PERSON, "meld 5c 5d 5h", "gin_rummy.lesson.gin_lay_down"),
        Beat(PERSON, "meld 8s 8c 8d 8h", "gin_rummy.lesson.gin_lay_down"),
        Beat(PERSON, "meld Ks Kc Kh", "gin_rummy.lesson.gin_lay_down"),
        Beat(PERSON, "done", "gin_rummy.lesson.gin_lay_down"),
    ),
    learnt="gin_rummy.lesson.learnt",
    # Two hands score past 100: the match goes on after the lesson, into a real third hand.
    options=MappingProxyType({"game_target": 250, "gin_bonus": 20}),  # the 20 its last sentence names
    teaches=(
        (GinEvent.TAKE_UPCARD, {}),
        (GinEvent.DRAW_STOCK, {}),
        (GinEvent.MELD, {}),
        (GinEvent.KNOCK, {}),
        (GinEvent.LAY_OFF, {}),
        (GinEvent.HAND_END, {"end": "knock"}),
        (GinEvent.HAND_END, {"end": "gin"}),
    ),
)
