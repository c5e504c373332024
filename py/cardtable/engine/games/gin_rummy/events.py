"""What a Gin Rummy move did, as table events: their kinds (``GinEvent``, which the
table's story reads too) and the events the transitions in ``rules`` emit, in order.

Kinds (seat = the mover unless said): ``pass``; ``take_upcard`` (card); ``draw_stock``
(public) with ``drew`` (card, to the drawer alone); ``discard`` (card; named to the
other seat unless the hand ends void, whose hands stay unseen); ``knock`` and
``big_gin`` (target = the other seat); ``knock_discard`` (face down: the card to the knocker alone); ``meld``
(cards); ``declared`` (deadwood: the knocker is done laying melds) and, when the
defender may lay off, ``lay_off_turn`` (seat = defender, knocker); ``lay_off``
(card); ``defender_done``; ``HAND_END`` (seat = winner or None, number, end, points)
and ``deal`` (number) when a new hand is dealt.

A leaf module: it knows the card notation, not the rules. The events of the moves a
bot's search plays most (draws, discards, passes) are built once, per seat and card:
a move then costs a look-up, not a new event.
"""

from __future__ import annotations

from enum import StrEnum

from ... import core
from ...core import Event, PlayerId
from .cards import NUM_CARDS, card_to_str, mask_to_strs


class GinEvent(StrEnum):
    """The kinds of Gin Rummy's events (``Event.kind``); each has its sentence in the story."""

    PASS = "pass"
    TAKE_UPCARD = "take_upcard"
    DRAW_STOCK = "draw_stock"
    DREW = "drew"
    DISCARD = "discard"
    KNOCK = "knock"
    BIG_GIN = "big_gin"
    KNOCK_DISCARD = "knock_discard"
    MELD = "meld"
    DECLARED = "declared"
    LAY_OFF_TURN = "lay_off_turn"
    LAY_OFF = "lay_off"
    DEFENDER_DONE = "defender_done"
    HAND_END = core.HAND_END
    DEAL = core.DEAL


_SEATS = (0, 1)
_PASSED = tuple(Event(GinEvent.PASS, seat) for seat in _SEATS)
# A knock aims at the other player, who must answer it: the timeline holds it as a move done to
# them, long enough to read "Bob knocks!" (issue 30, Gin 2, round 7).
_KNOCKED = tuple(Event(GinEvent.KNOCK, seat, target=1 - seat) for seat in _SEATS)
_TOOK = tuple(
    tuple(Event(GinEvent.TAKE_UPCARD, seat, {"card": card_to_str(card)}) for card in range(NUM_CARDS))
    for seat in _SEATS
)
_DREW = tuple(
    tuple(
        (
            Event(GinEvent.DRAW_STOCK, seat),
            Event(GinEvent.DREW, seat, {"card": card_to_str(card)}, audience=(seat,), reveals=True),
        )
        for card in range(NUM_CARDS)
    )
    for seat in _SEATS
)
_DISCARDED = tuple(
    tuple(Event(GinEvent.DISCARD, seat, {"card": card_to_str(card)}, reveals=True) for card in range(NUM_CARDS))
    for seat in _SEATS
)


def passed(seat: PlayerId) -> Event:
    return _PASSED[seat]


def took_upcard(seat: PlayerId, card: int) -> Event:
    return _TOOK[seat][card]


def drew_from_stock(seat: PlayerId, card: int) -> tuple[Event, Event]:
    """The draw everyone sees, then the card, which its drawer alone sees."""
    return _DREW[seat][card]


def discarded(seat: PlayerId, card: int) -> Event:
    return _DISCARDED[seat][card]


def discarded_unseen(seat: PlayerId, card: int) -> tuple[Event, Event]:
    """A discard that ends the hand void: the hands stay unseen, so the card is named to
    its player alone."""
    return Event(GinEvent.DISCARD, seat), Event(GinEvent.DISCARD, seat, {"card": card_to_str(card)}, audience=(seat,))


def knocked(seat: PlayerId) -> Event:
    return _KNOCKED[seat]


def big_gin(seat: PlayerId) -> Event:
    return Event(GinEvent.BIG_GIN, seat, target=1 - seat)


def knock_discard(seat: PlayerId, card: int) -> tuple[Event, Event]:
    """The knocker's discard, face down: the fact to everyone, the card to the knocker."""
    return (
        Event(GinEvent.KNOCK_DISCARD, seat),
        Event(GinEvent.KNOCK_DISCARD, seat, {"card": card_to_str(card)}, audience=(seat,)),
    )


def melded(seat: PlayerId, meld: int) -> Event:
    return Event(GinEvent.MELD, seat, {"cards": mask_to_strs(meld)}, reveals=True)


def declared(knocker: PlayerId, deadwood: int) -> Event:
    """The knocker is done laying melds; the hand lies open."""
    return Event(GinEvent.DECLARED, knocker, {"deadwood": deadwood}, reveals=True)


def lay_off_turn(defender: PlayerId, knocker: PlayerId) -> Event:
    """The defender lays off now, on the knocker's melds."""
    return Event(GinEvent.LAY_OFF_TURN, defender, {"knocker": knocker}, target=knocker)


def laid_off(seat: PlayerId, card: int) -> Event:
    return Event(GinEvent.LAY_OFF, seat, {"card": card_to_str(card)}, reveals=True)


def defender_done(seat: PlayerId) -> Event:
    return Event(GinEvent.DEFENDER_DONE, seat)


def hand_ended(number: int, winner: int, end: str, points: int, void: bool) -> Event:
    """The hand is scored (``winner`` -1: nobody scored). A showdown opens both hands and
    the face-down discard; a void hand shows nothing."""
    seat = winner if winner >= 0 else None
    return Event(GinEvent.HAND_END, seat, {"number": number, "end": end, "points": points}, reveals=not void)


def dealt(number: int) -> Event:
    return Event(GinEvent.DEAL, None, {"number": number}, reveals=True)
