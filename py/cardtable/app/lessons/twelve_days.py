"""12 Days of Christmas's lesson: lead a straight, follow a set with a lower one, pass with
no reply, win a trick with the lowest card, lose a tie with your last card and take it back,
then win a trick with it and take the gifts.

Three players, 12 cards each, you lead first (the table names the bots Bot 2 and Bot 3, the
seats 1 and 2). Your straight 8 to 12 loses to Bot 3's shorter 4 5 6: the lowest card wins,
whatever the size. Bot 3 leads three 11s; your two 7s reply lower, Bot 2's two 4s go lower
still. Bot 2 leads the straight 2 3, which your 1 and 3 (not in a row) cannot reply to: you
pass. Bot 2 leads a 9, Bot 3 replies with a 6, and your 1, the lowest card of the deck, wins.
You lead your three 5s, and nobody goes lower. You lead your last card, the 3, and Bot 3 plays
the other 3 after it: the later of equal cards wins, and your 3 comes back to your hand (a
blind tester lost a real hand to both rules, never shown). Bot 3 leads a 10, your 3 replies
and nobody can go lower (the bots hold nothing that low): you win a trick with an empty hand,
the hand and a gift from the supply, and Bot 2, holding the most cards, gives you its gift.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...engine.core import Rules
from ...engine.games.twelve_days.combos import FULL_DECK, add, counts_of, subtract
from ...engine.games.twelve_days.events import TwelveDaysEvent
from . import PERSON, Beat, Lesson, rearranged

BOT_1, BOT_2 = 1, 2  # the seats the table names Bot 2 and Bot 3
SEED = 12
YOUR_HAND = (1, 3, 5, 5, 5, 7, 7, 8, 9, 10, 11, 12)
# No pair of 5 or lower and no card under 7 left once they played theirs: they truly cannot
# go lower than your last two leads.
BOT_1_HAND = (2, 3, 4, 4, 7, 8, 9, 10, 10, 12, 12, 12)
BOT_2_HAND = (3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 11, 11)  # the 3 ties your last card


def deal(rules: Rules[Any, Any]) -> Any:
    hands = [counts_of(hand) for hand in (YOUR_HAND, BOT_1_HAND, BOT_2_HAND)]
    undealt = subtract(FULL_DECK, add(add(hands[0], hands[1]), hands[2]))
    # The last seat deals, so you, on its left, lead the first trick.
    return rearranged(
        rules, 3, SEED, hands=[list(hand) for hand in hands], undealt=list(undealt), dealer=BOT_2, turn=PERSON
    )


LESSON = Lesson(
    game="twelve_days",
    players=3,
    seed=SEED,
    deal=deal,
    beats=(
        # Leading: any single card, set or straight; a straight sheds many cards at once.
        Beat(PERSON, "play 8 9 10 11 12", "twelve_days.lesson.lead"),
        Beat(BOT_1, "pass"),
        Beat(BOT_2, "play 4 5 6"),  # the lowest card wins: this bot leads next
        Beat(BOT_2, "play 11 11 11"),
        # Following lower: a set after a set, starting at 11 or lower.
        Beat(PERSON, "play 7 7", "twelve_days.lesson.follow"),
        Beat(BOT_1, "play 4 4"),
        Beat(BOT_1, "play 2 3"),
        Beat(BOT_2, "pass"),
        # Passing: no straight from 2 or lower in your hand.
        Beat(PERSON, "pass", "twelve_days.lesson.pass"),
        Beat(BOT_1, "play 9"),
        Beat(BOT_2, "play 6"),
        # Winning a trick: the 1 is the lowest card there is.
        Beat(PERSON, "play 1", "twelve_days.lesson.win"),
        # The winner leads; when nobody follows, the lead wins the trick.
        Beat(PERSON, "play 5 5 5", "twelve_days.lesson.lead_again"),
        Beat(BOT_1, "pass"),
        Beat(BOT_2, "pass"),
        # Your last card loses a tie (the later equal card wins) and comes back to your hand.
        Beat(PERSON, "play 3", "twelve_days.lesson.last_card"),
        Beat(BOT_1, "pass"),
        Beat(BOT_2, "play 3"),
        Beat(BOT_2, "play 10"),
        # The gifts: a trick won with an empty hand wins the hand.
        Beat(PERSON, "play 3", "twelve_days.lesson.tie"),
        Beat(BOT_1, "pass"),
    ),
    learnt="twelve_days.lesson.learnt",
    teaches=(
        (TwelveDaysEvent.PLAY, {"cards": ["8", "9", "10", "11", "12"]}),
        (TwelveDaysEvent.PLAY, {"cards": ["7", "7"]}),
        (TwelveDaysEvent.PASS, {}),
        (TwelveDaysEvent.TRICK_WON, {"low": 1}),
        (TwelveDaysEvent.TRICK_WON, {"low": 3, "returned": [PERSON]}),
        (TwelveDaysEvent.HAND_END, {"givers": [BOT_1], "gifts": [3, 0, 1]}),
    ),
    # The short game (3 hands, a gift each to start): the gifts move in the first hand. Pass is
    # the person's own tap, as the lesson asks for it.
    options=MappingProxyType({"length": "short_gifted", "auto_pass": False}),
)
