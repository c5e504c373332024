"""The kinds of Santa's Game's table events (``SantasGameRules.step`` emits them; the table's
story says them). A leaf: it imports nothing of the game's rules.

Parameters are data (cards, colour words, seats, counts), never prose.
"""

from __future__ import annotations

from enum import StrEnum

from ...core import DEAL, HAND_END


class SantaEvent(StrEnum):
    """What happened at the table (seat = the mover unless said; str-valued: saves hold the word)."""

    COLOUR = "colour"  # colour: the dealer names the opening Santa Claus's colour
    PLAY = "play"  # card, and colour for Santa Claus, target for a Gift (also the event's target)
    SLEIGH = "sleigh"  # cards: the reindeer laid, those still on the pile after the move
    SNOWMAN = "snowman"
    ELF = "elf"  # a voluntary Elf
    DRAW = "draw"
    ACCEPT_GIFT = "accept_gift"  # count: the cards taken
    ACCEPT_SKIP = "accept_skip"
    # seat = a player strictly between a Gift's giver and its target: their turn is lost (§8.3);
    # by: the giver. Told right after the Gift.
    LOST_TURN = "lost_turn"
    PENALTY = "penalty"  # no announcement (announce_mode required): a card drawn
    WENT_OUT = "went_out"
    # Someone answered the Elf window while it stays open: what is secret until it closes.
    ELF_ANSWER = "elf_answer"
    # When the window closes, told alone (the answer that closes it is no news of its own,
    # and when a table's countdown ran out for a player it was no answer at all):
    RECALL = "recall"  # seat = the recaller; out (also the event's target): who went out
    NO_ELF = "no_elf"  # seat = who went out
    GOT = "got"  # cards that reached a hand (drawn, given, taken back): to their holder alone
    GAVE = "gave"  # cards a Gift took at random from the giver's hand: to the giver alone
    HAND_END = HAND_END  # seat = the round's winner; number, reason, placings, points
    DEAL = DEAL  # number: the next round is dealt; opening: the card turned up to start it
