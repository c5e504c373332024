"""The kinds of Canasta's events: what the engine emits (``events``) and the table's story
tells (``ui/games/canasta/story.py``). A leaf module: it imports nothing of the game."""

from __future__ import annotations

from enum import StrEnum


class CanastaEvent(StrEnum):
    """An event's ``kind`` (its text: ``canasta.event.<kind>``); the hand's end is the shared
    ``core.HAND_END``, the next hand's deal the shared ``core.DEAL``."""

    DRAW = "draw"  # public: how many cards the drawer took from the stock; to the drawer alone: which
    RED_THREE = "red_three"  # laid out: dealt, drawn, or found in a taken pile (``from_pile``)
    TAKE_PILE = "take_pile"
    MELD = "meld"  # cards laid on the side's melds
    SET_ASIDE = "set_aside"  # to the player alone: a meld set aside for the initial meld (``top``: a take's)
    NO_RED_THREE = "no_red_three"  # a first turn began without one
    CANASTA = "canasta"  # a meld grown into a canasta (``state``: natural or mixed)
    DISCARD = "discard"
    ASK = "ask"
    ANSWER = "answer"
    DECLINE = "decline"
    GO_OUT = "go_out"
    DEAL = "deal"  # core.DEAL: the next hand dealt, after the scored one (``number``)
