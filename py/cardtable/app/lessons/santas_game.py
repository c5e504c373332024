"""Santa's Game's lesson: match the top card, send a Gift, play a Tree and take the skip back,
follow Santa Claus's wish with a Sleigh, be called back by an Elf, pass a Gift on with a
Snowman, and win with a Santa Claus of your own.

Two players; the bot deals, so you play first on the red 5. Your yellow 5 matches it by its
number (grey cards would fit too). The bot plays its yellow 2; your yellow Gift makes it take
2 cards at random from your hand (the 2 cards the lesson does not need). Your yellow Tree
would skip the bot, but its blue Tree turns the skip back on you, and with no Tree or Snowman
left you accept it. The bot's Santa Claus wishes for red: your Sleigh carries your red 3, your
last cards. The bot's Elf calls you back with 2 cards, a Snowman and a Santa Claus, and sends
you its red Gift: your Snowman passes it back, so the bot takes 2 cards from the pile. Your
Santa Claus is your last card: you choose green, have no cards left and win the round.
"""

from __future__ import annotations

from typing import Any

from ...engine.core import Rules
from ...engine.games.santas_game.cards import DECK
from ...engine.games.santas_game.events import SantaEvent
from . import PERSON, Beat, Lesson, rearranged, stock_after

BOT = 1
# The seed's randomness picks the 2 cards your accepted Gift gives the bot from your hand: with
# this one, the blue 8 and the green 2, the cards the lesson does not need.
SEED = 3
OPENING = "r5"
YOUR_HAND = ["y5", "yG", "yT", "sleigh", "r3", "b8", "g2"]
BOT_HAND = ["y2", "bT", "santa", "elf", "rG", "r7", "g1"]
# The pile's top cards: the 2 cards the Elf brings you, then the 2 your Snowman sends the bot.
PILE_TOP = ["snowman", "santa", "b4", "y8"]


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
        Beat(BOT, "play y2"),
        Beat(PERSON, "play yG to 1", "santas_game.lesson.gift"),
        Beat(BOT, "accept"),
        Beat(PERSON, "play yT", "santas_game.lesson.tree"),
        Beat(BOT, "play bT"),
        Beat(PERSON, "accept", "santas_game.lesson.skipped"),
        Beat(BOT, "play santa red"),
        Beat(PERSON, "sleigh r3", "santas_game.lesson.sleigh"),
        Beat(BOT, "recall"),
        Beat(BOT, "play rG to 0"),
        Beat(PERSON, "snowman", "santas_game.lesson.snowman"),
        Beat(BOT, "accept"),
        Beat(PERSON, "play santa green", "santas_game.lesson.last_card"),
        Beat(BOT, "decline"),
    ),
    learnt="santas_game.lesson.learnt",
    teaches=(
        (SantaEvent.PLAY, {"card": "y5"}),  # a 5 on a 5: the same number matches
        (SantaEvent.PLAY, {"card": "yG", "target": BOT}),  # your Gift ...
        (SantaEvent.ACCEPT_GIFT, {"count": 2}),  # ... gives the bot 2 of your cards
        (SantaEvent.PLAY, {"card": "bT"}),  # a Tree answered with a Tree ...
        (SantaEvent.ACCEPT_SKIP, {}),  # ... skips you
        (SantaEvent.PLAY, {"card": "santa", "colour": "red"}),
        (SantaEvent.SLEIGH, {"cards": ["r3"]}),
        (SantaEvent.RECALL, {"out": PERSON}),
        (SantaEvent.SNOWMAN, {}),  # the bot's Gift passed back to it
        (SantaEvent.PLAY, {"card": "santa", "colour": "green"}),  # your own Santa Claus
        (SantaEvent.WENT_OUT, {}),
        (SantaEvent.HAND_END, {"reason": "out", "placings": [PERSON, BOT]}),
    ),
    # No countdown: the Elf window waits for its answers (the bot's, fixed by the lesson).
    options={"elf_window": "wait"},
)
