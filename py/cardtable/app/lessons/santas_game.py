"""Santa's Game's lesson: match the top card, pass a Gift back, play a Tree and take one back,
follow Santa Claus's wish with a Sleigh, be called back by an Elf, and win with the last card.

Two players; the bot deals, so you play first on the red 5. Your yellow 5 matches it by its
number. The bot gives you a yellow Gift; your green Gift sends it back, and the bot takes 4
cards (2 from the pile, 2 from your hand). Your green Tree would skip the bot, but its blue
Tree turns the skip back on you. The bot's Santa Claus wishes for red: your Sleigh carries
your red 3, your last cards. The bot's Elf calls you back with 2 cards, the green 7 and the
green 9, and they take you out of the round first.
"""

from __future__ import annotations

from typing import Any

from ...engine.core import Rules
from ...engine.games.santas_game.cards import DECK
from ...engine.games.santas_game.events import SantaEvent
from . import PERSON, Beat, Lesson, rearranged, stock_after

BOT = 1
# The seed's randomness picks the 2 cards the bot's accepted Gift takes from your hand: with
# this one, the blue 8 and the green 2, the cards the lesson does not need.
SEED = 3
OPENING = "r5"
YOUR_HAND = ["y5", "gG", "gT", "sleigh", "r3", "b8", "g2"]
BOT_HAND = ["yG", "bT", "santa", "elf", "r7", "g1", "y2"]
# The pile's top cards: the bot's own share of the Gift chain, then the 2 cards the Elf brings you.
PILE_TOP = ["b4", "y8", "g7", "g9"]


def deal(rules: Rules[Any, Any]) -> Any:
    return rearranged(
        rules,
        2,
        SEED,
        phase="turn",
        dealer=BOT,
        turn=PERSON,  # the dealer's left plays first
        hands=[sorted(YOUR_HAND), sorted(BOT_HAND)],
        discard=[OPENING],
        top=["r", "reindeer", 5],
        draw=stock_after(list(DECK), [*YOUR_HAND, *BOT_HAND, OPENING], PILE_TOP),  # each reindeer twice
    )


LESSON = Lesson(
    game="santas_game",
    players=2,
    seed=SEED,
    deal=deal,
    beats=(
        Beat(PERSON, "play y5", "santas_game.lesson.match"),
        Beat(BOT, "play yG to 0"),
        Beat(PERSON, "play gG to 1", "santas_game.lesson.gift"),
        Beat(BOT, "accept"),
        Beat(PERSON, "play gT", "santas_game.lesson.tree"),
        Beat(BOT, "play bT"),
        Beat(PERSON, "accept", "santas_game.lesson.skipped"),
        Beat(BOT, "play santa red"),
        Beat(PERSON, "sleigh r3", "santas_game.lesson.sleigh"),
        Beat(BOT, "recall"),
        Beat(BOT, "play r7"),
        Beat(PERSON, "play g7", "santas_game.lesson.recalled"),
        Beat(BOT, "play g1"),
        Beat(PERSON, "play g9", "santas_game.lesson.last_card"),
        Beat(BOT, "decline"),
    ),
    learnt="santas_game.lesson.learnt",
    teaches=(
        (SantaEvent.PLAY, {"card": "y5"}),  # a 5 on a 5: the same number matches
        (SantaEvent.PLAY, {"card": "gG", "target": BOT}),  # a Gift passed back ...
        (SantaEvent.ACCEPT_GIFT, {"count": 4}),  # ... makes a chain of two: 4 cards
        (SantaEvent.PLAY, {"card": "bT"}),  # a Tree answered with a Tree ...
        (SantaEvent.ACCEPT_SKIP, {}),  # ... skips you
        (SantaEvent.PLAY, {"card": "santa", "colour": "red"}),
        (SantaEvent.SLEIGH, {"cards": ["r3"]}),
        (SantaEvent.RECALL, {"out": PERSON}),
        (SantaEvent.WENT_OUT, {}),
        (SantaEvent.HAND_END, {"reason": "out", "placings": [PERSON, BOT]}),
    ),
    # No countdown: the Elf window waits for its answers (the bot's, fixed by the lesson).
    options={"elf_window": "wait"},
)
