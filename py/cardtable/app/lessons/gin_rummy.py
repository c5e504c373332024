"""Gin Rummy's lesson, two short hands: the bot knocks and you lay off and undercut it; then Gin.

Hand 1: you hold the run 5♥ 6♥ 7♥ and the set 9♣ 9♦ 9♠; the upcard 8♥ extends the run. The
bot throws the Q♠ you do not want, the stock gives you the A♣, and you throw the Q♦ (the bot
threw a queen: it cannot use it). The bot draws the 4♥ and knocks with the 5♦ (its K♦ face
down); you lay your J♥ off on its jacks, and your 4 (3♦ A♣) undercut its 5. You win the hand,
so you deal the next: hand 2's deal is the one the seed below always gave.

Hand 2 is dealt by the deal's random state (``NEXT_DEAL``, found by a search: you deal, so the
bot speaks first): you hold three 8s, three 5s, K♠ K♥, the 2♦ and the 9♥. The bot passes the
upcard K♣, which makes your kings three; you could knock at once with 2 (throwing the 9♥), but
you throw the 9♥ and wait; the bot throws the 8♠, your fourth 8, and with every card but the
2♦ melded you go Gin.
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
YOUR_HAND = ["5h", "6h", "7h", "9c", "9d", "9s", "Ks", "Qd", "Jh", "3d"]
BOT_HAND = ["Jc", "Jd", "Js", "2s", "3s", "4s", "4c", "4d", "Kd", "5d"]
UPCARD = "8h"
NEXT_DEAL = 320  # the seed of the random state that deals hand 2 (see above)


def deal(rules: Rules[Any, Any]) -> Any:
    deck = [card_to_str(card) for card in range(NUM_CARDS)]
    stock = stock_after(deck, [*YOUR_HAND, *BOT_HAND, UPCARD], ["Qs", "Ac", "4h"])
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
        Beat(PERSON, "discard Qd", "gin_rummy.lesson.safe_discard"),
        Beat(BOT, "draw stock"),
        Beat(BOT, "knock"),
        Beat(BOT, "discard Kd"),
        Beat(BOT, "meld Js Jc Jd"),
        Beat(BOT, "meld 2s 3s 4s"),
        Beat(BOT, "meld 4c 4d 4h"),
        Beat(BOT, "done"),
        Beat(PERSON, "layoff Jh", "gin_rummy.lesson.lay_off"),
        Beat(PERSON, "done", "gin_rummy.lesson.undercut"),
        # Hand 2: you won hand 1, so you deal, and the bot speaks first.
        Beat(BOT, "pass"),
        Beat(PERSON, "take upcard", "gin_rummy.lesson.take_king"),
        Beat(PERSON, "discard 9h", "gin_rummy.lesson.wait_for_gin"),
        Beat(BOT, "draw stock"),
        Beat(BOT, "discard 8s"),
        Beat(PERSON, "take upcard", "gin_rummy.lesson.take_eight"),
        Beat(PERSON, "knock", "gin_rummy.lesson.gin"),
        Beat(PERSON, "discard 2d", "gin_rummy.lesson.gin_discard"),
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
        (GinEvent.HAND_END, {"end": "undercut"}),
        (GinEvent.HAND_END, {"end": "gin"}),
    ),
)
