"""What a Gin Rummy action did, as table events (``Rules.events``).

Kinds (seat = the mover unless said): ``pass``; ``take_upcard`` (card); ``draw_stock``
(public) with ``drew`` (card, to the drawer alone); ``discard`` (card; named to the
other seat unless the hand ends void, whose hands stay unseen); ``knock`` and
``big_gin``; ``knock_discard`` (face down: the card to the knocker alone); ``meld``
(cards); ``declared`` (deadwood: the knocker is done laying melds) and, when the
defender may lay off, ``lay_off_turn`` (seat = defender, knocker); ``lay_off``
(card); ``defender_done``; ``HAND_END`` (seat = winner or None, number, end, points)
and ``deal`` (number) when a new hand is dealt.
"""

from __future__ import annotations

from ...core import HAND_END, Event, PlayerId
from .actions import BigGin, Discard, Done, DrawStock, GinAction, Knock, LayOff, Meld, Pass, TakeUpcard
from .cards import card_to_str, mask_to_strs, mask_value
from .melds import undeclared
from .state import VOID_ENDS, GinState, Phase


def gin_events(before: GinState, seat: PlayerId, action: GinAction, after: GinState) -> tuple[Event, ...]:
    ended = after.last_hand is not before.last_hand and after.last_hand is not None
    void = ended and after.last_hand is not None and after.last_hand.end in VOID_ENDS
    events = list(_move_events(before, seat, action, after, void))
    if ended and after.last_hand is not None:
        hand = after.last_hand
        winner = hand.winner if hand.winner >= 0 else None
        # The showdown opens both hands (and the face-down discard).
        params = {"number": hand.number, "end": hand.end.value, "points": hand.points}
        events.append(Event(HAND_END, winner, params, reveals=not void))
        if after.phase is not Phase.GAME_OVER:
            events.append(Event("deal", None, {"number": after.hand_number}, reveals=True))
    return tuple(events)


def _move_events(before: GinState, seat: PlayerId, action: GinAction, after: GinState, void: bool) -> list[Event]:
    phase = before.phase
    if isinstance(action, DrawStock):
        return [
            Event("draw_stock", seat),
            Event("drew", seat, {"card": card_to_str(before.stock[0])}, audience=(seat,), reveals=True),
        ]
    if isinstance(action, TakeUpcard):
        return [Event("take_upcard", seat, {"card": card_to_str(before.discard[-1])})]
    if isinstance(action, Pass):
        return [Event("pass", seat)]
    if isinstance(action, (Knock, BigGin)):
        return [Event("big_gin" if isinstance(action, BigGin) else "knock", seat)]
    if isinstance(action, Discard):
        card = {"card": card_to_str(action.card)}
        if phase is Phase.KNOCK_DISCARD:
            return [Event("knock_discard", seat), Event("knock_discard", seat, card, audience=(seat,))]
        if void:
            return [Event("discard", seat), Event("discard", seat, card, audience=(seat,))]
        return [Event("discard", seat, card, reveals=True)]
    if isinstance(action, Meld):
        return [Event("meld", seat, {"cards": mask_to_strs(action.cards)}, reveals=True)]
    if isinstance(action, LayOff):
        return [Event("lay_off", seat, {"card": card_to_str(action.card)}, reveals=True)]
    if isinstance(action, Done) and phase is Phase.DECLARE:
        deadwood = mask_value(undeclared(before.hands[seat], before.melds))
        events = [Event("declared", seat, {"deadwood": deadwood}, reveals=True)]
        if after.phase is Phase.LAYOFF:
            events.append(Event("lay_off_turn", 1 - seat, {"knocker": seat}, target=seat))
        return events
    if isinstance(action, Done):
        return [Event("defender_done", seat)]
    # The wall: take the last discard to knock.
    return [Event("take_upcard", seat, {"card": card_to_str(before.discard[-1])}), Event("knock", seat)]


def hands_scored(state: GinState) -> int:
    return state.last_hand.number if state.last_hand is not None else 0
