"""Canasta's lesson (four players: you and your partner, Bot 3, against Bot 2 and Bot 4): a red
three, a first meld that counts the minimum, taking the pile, a frozen pile, a canasta, and
going out with your partner's "yes".

Your dealt red three lies in front of your side from the start (the coach names it as you
end your first turn). You lay down three aces (60 points: a first meld needs 50). Your partner takes the pile with
two nines, and the ace the last opponent throws goes onto your aces when you take the pile in
turn. You throw a 2, which freezes the pile; it comes back covered by a king, and your two
kings take it. That 2 and your other wild cards close the aces into a canasta; with the queen
you draw you ask your partner "may I go out?", and after the "yes" your queens and jacks empty
your hand (each with New meld). Eleven steps of the coach, thirty touches.
"""

from __future__ import annotations

from typing import Any

from ...engine.cards import new_deck
from ...engine.core import Rules
from ...engine.games.canasta.cards import DECK_JOKERS, DECK_PACKS, card_to_str
from ...engine.games.canasta.event_kinds import CanastaEvent
from . import PERSON, Beat, Lesson, rearranged, stock_after

OPPONENT, PARTNER, LAST = 1, 2, 3
SEED = 7
HANDS = [
    ["Ah", "Ad", "Ac", "Kh", "Kd", "2c", "2d", "X", "Qh", "Js", "6c"],
    ["9h", "Jc", "4c", "4s", "6d", "7s", "8h", "Tc", "Th", "5d", "Qc"],
    ["9s", "9c", "5s", "Jd", "8c", "8d", "7c", "7d", "Ts", "4d", "Kc"],
    ["As", "Ks", "5h", "6h", "6s", "7h", "8s", "Td", "4h", "Qc", "9d"],
]
UPCARD = "5c"
# The stock's top, in the order it is drawn: your queen first, the bots' cards, your last queen.
# Two packs and their jokers: one copy of a card placed leaves the other in the stock.
CANASTA_DECK = [card_to_str(card) for card in new_deck(DECK_PACKS, DECK_JOKERS)]
DRAWN = ["Qd", "4s", "6d", "7c", "Td", "8s", "5h", "4d", "6s", "Qs"]


RED_THREE = "3h"  # dealt to you: laid out and replaced at the deal, as a real first turn does


def deal(rules: Rules[Any, Any]) -> Any:
    # The seat before yours deals, so you play first; your red three is already laid out (your
    # eleven cards hold its replacement), the bots hold none.
    return rearranged(
        rules,
        4,
        SEED,
        dealer=LAST,
        turn=PERSON,
        hands=HANDS,
        stock=stock_after(CANASTA_DECK, [*(card for hand in HANDS for card in hand), UPCARD, RED_THREE], DRAWN),
        pile=[UPCARD],
        pile_frozen=False,
        red_threes=[[RED_THREE], []],
        had_turn=[True, False, False, False],
    )


def _round(*discards: str) -> tuple[Beat, ...]:
    """The three bots' turns after yours: each draws and throws the card given."""
    return tuple(
        beat
        for seat, card in zip((OPPONENT, PARTNER, LAST), discards)
        for beat in (Beat(seat, "draw"), Beat(seat, f"discard {card}"))
    )


LESSON = Lesson(
    game="canasta",
    players=4,
    seed=SEED,
    deal=deal,
    beats=(
        Beat(PERSON, "draw", "canasta.lesson.draw"),
        Beat(PERSON, "meld A A A", "canasta.lesson.first_meld"),
        Beat(PERSON, "discard 6", "canasta.lesson.discard"),
        Beat(OPPONENT, "draw"),
        Beat(OPPONENT, "discard 9"),
        Beat(PARTNER, "take 9 9"),
        Beat(PARTNER, "discard 5"),
        Beat(LAST, "draw"),
        Beat(LAST, "discard A"),
        Beat(PERSON, "take", "canasta.lesson.take"),
        Beat(PERSON, "discard 2", "canasta.lesson.freeze"),
        *_round("J", "J", "K"),
        Beat(PERSON, "take K K", "canasta.lesson.frozen"),
        Beat(PERSON, "add A: 2 2 X", "canasta.lesson.canasta"),
        Beat(PERSON, "discard 5", "canasta.lesson.discard_again"),
        *_round("5", "4", "6"),
        Beat(PERSON, "draw", "canasta.lesson.draw_again"),
        Beat(PERSON, "ask", "canasta.lesson.ask"),
        Beat(PARTNER, "answer yes"),
        Beat(PERSON, "meld Q Q Q", "canasta.lesson.go_out"),
        Beat(PERSON, "meld J J J", "canasta.lesson.go_out"),
    ),
    learnt="canasta.lesson.learnt",
    teaches=(
        (CanastaEvent.RED_THREE, {"cards": [RED_THREE]}),  # a red three is laid out by itself
        (CanastaEvent.MELD, {"cards": ["Ac", "Ad", "Ah"]}),  # a first meld of 60: the minimum is 50
        (CanastaEvent.TAKE_PILE, {"top": "As", "with": []}),  # its top card onto your aces
        (CanastaEvent.DISCARD, {"card": "2d"}),  # a wild card freezes the pile
        (CanastaEvent.TAKE_PILE, {"top": "Ks", "with": ["Kd", "Kh"]}),  # frozen: a natural pair takes it
        (CanastaEvent.CANASTA, {"rank": "A", "state": "mixed"}),
        (CanastaEvent.ASK, {}),
        (CanastaEvent.ANSWER, {"yes": True}),
        (CanastaEvent.GO_OUT, {"concealed": False}),
    ),
)
