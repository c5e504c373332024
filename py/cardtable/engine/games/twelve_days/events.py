"""What a 12 Days action did, as table events (``Rules.events``).

Kinds: ``play`` (seat, cards), ``pass`` (seat), ``trick_won`` (seat = winner, low,
returned: seats whose played cards went back to their empty hand), ``HAND_END``
(seat = winner, number, givers, gifts) and ``deal`` (hand number: new hands for all).
"""

from __future__ import annotations

from ...core import HAND_END, Event, PlayerId
from .rules import Action, Play, TwelveDaysState


def twelve_days_events(
    before: TwelveDaysState, seat: PlayerId, action: Action, after: TwelveDaysState
) -> tuple[Event, ...]:
    events: list[Event] = []
    if isinstance(action, Play):
        # The cards leave a hidden hand: new to everyone but the player.
        events.append(Event("play", seat, {"cards": [str(v) for v in action.values]}, reveals=True))
    else:
        events.append(Event("pass", seat))
    if after.last_trick is not before.last_trick and after.last_trick is not None:
        trick = after.last_trick
        events.append(Event("trick_won", trick.winner, {"low": trick.low, "returned": list(trick.returned)}))
    if after.last_hand is not before.last_hand and after.last_hand is not None:
        hand = after.last_hand
        events.append(
            Event(
                HAND_END,
                hand.winner,
                {"number": hand.number, "givers": list(hand.givers), "gifts": list(hand.gifts)},
            )
        )
        if after.hand_number != before.hand_number:
            events.append(Event("deal", None, {"number": after.hand_number}, reveals=True))
    return tuple(events)
