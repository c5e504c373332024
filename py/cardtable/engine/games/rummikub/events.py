"""What a Rummikub turn did, as core ``Event``s (``RummikubRules.events``).

=============== ======== ========================================================== =========
kind            audience params                                                     reveals
=============== ======== ========================================================== =========
``timeout``     all      ``outcome`` (``committed``, ``unchanged``, ``reverted``),   no
                         ``penalty``: the tiles the policy asks for (§11),
                         ``drawn``: the tiles taken (fewer when the pool runs out)
``opening``     all      ``value``: the new sets' worth (the first play of a round)  no
``play``        all      ``tiles`` played from the rack, ``count``, ``sets``: the    yes
                         ids of the sets they went into
``rearrange``   all      ``sets``: ids of the sets that were there before and        no
                         changed; ``into``: ids of the sets that replaced them
``joker_freed`` all      ``joker``: what the freed table joker stood for (§20)        no
``draw``        all      ``count``: tiles taken from the pool                        no
``drawn``       drawer   ``tiles``: the tiles taken                                  yes
``pass``        all      -                                                           no
``HAND_END``    all      ``round``, ``reason`` (``out``, ``blocked``), ``winners``,  yes
                         ``rack_values`` (each rack's penalty), ``points`` (the
                         round scores: the penalties and the winner's gain),
                         ``racks``, ``table`` (the last table, as set texts)
``deal``        each     ``round``, ``tiles``: the seat's new rack                   yes
``round_start`` all      ``round``, ``starter``                                      no
=============== ======== ========================================================== =========

Tiles played from a rack go onto the public table, so ``play`` is public; the
drawn tile is the drawer's alone (``drawn``), while everyone learns that a draw
happened. A round's end shows every rack; a new round deals each seat a rack seen
by that seat alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import HAND_END, Event
from .actions import Play, RummikubAction, Timeout
from .commit import freed_jokers, rep_text, unchanged_sets
from .sets import value
from .state import Meld, RummikubState
from .tiles import Notation


def turn_events(
    before: RummikubState,
    seat: int,
    action: RummikubAction,
    after: RummikubState,
    committed: bool,
    options: Mapping[str, Any],
    notation: Notation,
) -> tuple[Event, ...]:
    """The events of ``seat`` playing ``action`` on ``before`` (giving ``after``);
    ``committed``: a ``Play``, or a ``Timeout`` whose working copy was committed."""
    events: list[Event] = []
    round_over = after.round_number != before.round_number or after.to_move == -1
    drawn = len(before.pool) - len(after.pool) if not round_over else 0
    if isinstance(action, Timeout):
        events.append(_timeout(before, action, committed, options, max(0, drawn)))
    if committed:
        assert isinstance(action, (Play, Timeout)) and action.table is not None
        events += _commit(before, seat, action.table, action.placed, notation)
    if drawn > 0:
        taken = before.pool[:drawn]  # the pool is drawn from the top
        events.append(Event("draw", seat, {"count": drawn}))
        events.append(
            Event("drawn", seat, {"tiles": [notation.to_str(t) for t in taken]}, audience=(seat,), reveals=True)
        )
    elif not committed:
        events.append(Event("pass", seat))
    if round_over:
        events += _round_end(after, notation)
    return tuple(events)


def _timeout(before: RummikubState, action: Timeout, committed: bool, options: Mapping[str, Any], drawn: int) -> Event:
    """What became of the working copy, the penalty the policy asks for and the tiles
    taken for it (§11: as many as the pool still has)."""
    changed = action.table is not None and (bool(action.placed) or any(unchanged_sets(before.table, action.table)))
    policy = options["timeout_policy"]
    if committed:
        outcome, penalty = "committed", 1
    else:
        outcome = "reverted" if changed else "unchanged"
        penalty = {"none": 1, "revert_draw3": 3}.get(policy, 3 if changed else 1)
    return Event("timeout", before.to_move, {"outcome": outcome, "penalty": penalty, "drawn": drawn})


def _commit(
    before: RummikubState, seat: int, table: tuple[Meld, ...], placed: tuple[int, ...], notation: Notation
) -> list[Event]:
    """The opening, the tiles played, the sets changed and the jokers freed."""
    events: list[Event] = []
    old_ids = dict(zip(before.table, before.set_ids))
    missing, new = unchanged_sets(before.table, table)
    first_new = before.next_set_id
    new_ids = list(range(first_new, first_new + len(new)))
    if not before.has_melded[seat]:
        worth = sum(value(meld.tiles, meld.kind) for meld in new if meld.kind is not None)
        events.append(Event("opening", seat, {"value": worth}))
    events.append(
        Event(
            "play",
            seat,
            {
                "tiles": [notation.to_str(t) for t in placed],
                "count": len(placed),
                "sets": new_ids,
            },
            reveals=True,
        )
    )
    if missing:
        changed = [old_ids[meld] for meld in missing if meld in old_ids]
        events.append(Event("rearrange", seat, {"sets": changed, "into": new_ids}))
    for rep in sorted(freed_jokers(before.table, table).elements()):
        events.append(Event("joker_freed", seat, {"joker": rep_text(rep, notation)}))
    return events


def _round_end(after: RummikubState, notation: Notation) -> list[Event]:
    result = after.last_round
    assert result is not None
    events = [
        Event(
            HAND_END,
            None,
            {
                "round": result.number,
                "reason": result.reason,
                "winners": list(result.winners),
                "rack_values": list(result.rack_values),
                "points": list(result.points),
                "racks": [[notation.to_str(t) for t in rack] for rack in result.racks],
                "table": [_meld_text(meld, notation) for meld in result.table],
            },
            reveals=True,
        )
    ]
    if after.to_move == -1:
        return events
    events.append(Event("round_start", None, {"round": after.round_number, "starter": after.round_starter}))
    for other in range(after.num_players):
        events.append(
            Event(
                "deal",
                other,
                {
                    "round": after.round_number,
                    "tiles": [notation.to_str(t) for t in after.racks[other]],
                },
                audience=(other,),
                reveals=True,
            )
        )
    return events


def _meld_text(meld: Meld, notation: Notation) -> str:
    return "[" + notation.tiles_to_str(meld.tiles) + "]"
