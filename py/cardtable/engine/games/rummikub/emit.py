"""The ``Event``s of a Rummikub turn, built where ``RummikubRules.step`` decides what
happens (see ``events`` for the kinds, their parameters, audiences and reveals).

Each function builds the events of one part of a transition from the facts that part
holds: the table before and the table committed, the tiles drawn, the round's record.
Parameters are data: tile texts in the profile's notation, set ids, counts, codes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...core import Event
from .commit import freed_jokers, unchanged_sets
from .events import RummikubEvent
from .sets import RUN, value
from .state import Meld, RoundResult, RummikubState
from .tiles import Notation


def timeout(seat: int, outcome: str, penalty: int, drawn: int) -> Event:
    """What became of the working copy (``committed``, ``unchanged``, ``reverted``), the
    penalty the policy asks for and the tiles taken for it (§11)."""
    return Event(RummikubEvent.TIMEOUT, seat, {"outcome": outcome, "penalty": penalty, "drawn": drawn})


def commit(
    before: RummikubState, seat: int, table: tuple[Meld, ...], placed: tuple[int, ...], notation: Notation
) -> list[Event]:
    """The opening, the tiles played with the sets they changed or made, and the jokers freed
    (one play event: the table tells a turn in one line)."""
    events: list[Event] = []
    missing, new = unchanged_sets(before.table, table)
    first_new = before.next_set_id
    new_ids = list(range(first_new, first_new + len(new)))
    if not before.has_melded[seat]:
        worth = sum(value(meld.tiles, meld.kind) for meld in new if meld.kind is not None)
        events.append(Event(RummikubEvent.OPENING, seat, {"value": worth}))
    grown, laid = _changed_and_laid(new, placed)
    old_ids = dict(zip(before.table, before.set_ids))
    events.append(
        Event(
            RummikubEvent.PLAY,
            seat,
            {
                "tiles": [notation.to_str(t) for t in placed],
                "count": len(placed),
                "sets": new_ids,
                "changed": [[notation.to_str(t) for t in meld.tiles] for meld in grown],
                "laid": [[notation.to_str(t) for t in meld.tiles] for meld in laid],
                "rearranged": [old_ids[meld] for meld in missing if meld in old_ids],
                # The sets as they were before this turn changed them: with ``changed`` the
                # story tells a rebuild as "before → after" (issue 30, Rummikub 2).
                "before": [[notation.to_str(t) for t in meld.tiles] for meld in missing],
            },
            reveals=True,
        )
    )
    for kind, what in sorted(freed_jokers(before.table, table).elements()):
        # A run's joker stood for one tile; a group's for its number in any missing colour.
        stood_for = {"tile": notation.to_str(what)} if kind == RUN else {"number": what}
        events.append(Event(RummikubEvent.JOKER_FREED, seat, {"set_kind": kind, **stood_for}))
    return events


def _changed_and_laid(new: Sequence[Meld], placed: tuple[int, ...]) -> tuple[list[Meld], list[Meld]]:
    """The turn's new sets told apart: those holding tiles that were on the table (a set
    added to or rearranged), and those laid down from the rack alone."""
    left = Counter(placed)
    changed: list[Meld] = []
    laid: list[Meld] = []
    for meld in new:
        own = Counter(meld.tiles)
        if own <= left:
            left -= own
            laid.append(meld)
        else:
            changed.append(meld)
    return changed, laid


def draw(seat: int, taken: tuple[int, ...], notation: Notation) -> tuple[Event, Event]:
    """A draw: the count for everyone, the tiles for the drawer alone."""
    tiles = [notation.to_str(t) for t in taken]
    return (
        Event(RummikubEvent.DRAW, seat, {"count": len(taken)}),
        Event(RummikubEvent.DRAWN, seat, {"tiles": tiles}, audience=(seat,), reveals=True),
    )


def passed(seat: int) -> Event:
    return Event(RummikubEvent.PASS, seat)


def round_end(result: RoundResult, notation: Notation) -> Event:
    """The round scored: every rack shown, the points, the last table."""
    return Event(
        RummikubEvent.HAND_END,
        None,
        {
            "round": result.number,
            "reason": result.reason,
            "winners": list(result.winners),
            "rack_values": list(result.rack_values),
            "points": list(result.points),
            "racks": [[notation.to_str(t) for t in rack] for rack in result.racks],
            "table": ["[" + notation.tiles_to_str(meld.tiles) + "]" for meld in result.table],
        },
        reveals=True,
    )


def new_round(dealt: RummikubState, notation: Notation) -> list[Event]:
    """The next round's start, and each seat's new rack to that seat alone."""
    events = [Event(RummikubEvent.ROUND_START, None, {"round": dealt.round_number, "starter": dealt.round_starter})]
    for seat in range(dealt.num_players):
        events.append(
            Event(
                RummikubEvent.DEAL,
                seat,
                {"round": dealt.round_number, "tiles": [notation.to_str(t) for t in dealt.racks[seat]]},
                audience=(seat,),
                reveals=True,
            )
        )
    return events
