"""What each Canasta action did, as events for the table (``Rules.events``).

Kinds (texts ``canasta.event.<kind>``): ``draw`` (public: how many cards), ``drawn``
(to the drawer alone, ``reveals``: which cards), ``red_three`` (laid out; ``from_pile``
when found in a taken pile), ``take_pile`` (the pile's cards and what its top card was
melded with), ``meld`` (cards laid on the side's melds), ``canasta`` (a meld grown
into a canasta, natural or mixed), ``no_red_three`` (a player's first turn began without
one: that was hidden until then), ``discard``, ``ask``, ``answer``, ``decline``,
``go_out`` (``concealed``), ``HAND_END`` (the side scores and totals; it shows every
hand, so it ``reveals``; ``final``: the finished table, every hand, the melds, red threes, pile
and stock as the hand ended).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core import HAND_END, Event
from .actions import Add, Answer, Ask, CanastaAction, Decline, Discard, Draw, Take
from .actions import Meld as MeldAction
from .cards import KIND_TEXT, card_to_str, cards_to_strs, is_red_three
from .melds import Meld
from .state import CanastaState, HandEnd, side_of

if TYPE_CHECKING:
    from .rules import CanastaRules


def _added(after: Sequence[int], before: Sequence[int]) -> list[int]:
    return sorted((Counter(after) - Counter(before)).elements())


def _meld_cards(melds: Sequence[Meld]) -> list[int]:
    return [card for meld in melds for card in meld.cards]


def events_of(
    rules: CanastaRules, before: CanastaState, seat: int, action: CanastaAction, after: CanastaState
) -> tuple[Event, ...]:
    n = before.num_players
    result = after.last_hand
    ended = result is not None and result.number == before.hand_number
    melds_after = result.melds if ended and result is not None else after.melds
    reds_after = result.red_threes if ended and result is not None else after.red_threes
    events: list[Event] = []
    side = side_of(seat, n)

    if isinstance(action, Ask):
        events.append(Event("ask", seat))
    elif isinstance(action, Answer):
        events.append(Event("answer", seat, {"yes": action.yes}))
    elif isinstance(action, Decline):
        events.append(Event("decline", seat))
    elif isinstance(action, Take):
        events.append(
            Event(
                "take_pile",
                seat,
                {
                    "top": card_to_str(before.pile[-1]),
                    "cards": cards_to_strs(before.pile),
                    "count": len(before.pile),
                    "with": cards_to_strs(
                        _added(_meld_cards(melds_after[side]), [*_meld_cards(before.melds[side]), before.pile[-1]])
                    ),
                },
                reveals=True,
            )
        )  # the cards melded with the top card come from a hidden hand
    elif isinstance(action, (MeldAction, Add)):
        laid = _added(_meld_cards(melds_after[side]), _meld_cards(before.melds[side]))
        events.append(Event("meld", seat, {"cards": cards_to_strs(laid)}, reveals=True))
    elif isinstance(action, Discard):
        hands_after = result.hands if ended and result is not None else after.hands
        events.append(
            Event(
                "discard", seat, {"card": card_to_str(_added(before.hands[seat], hands_after[seat])[0])}, reveals=True
            )
        )

    # Cards that left the stock: the drawer's own turn, or the next player's first-turn replacements.
    drawer = (seat + 1) % n if isinstance(action, Discard) else seat
    consumed = 0
    if isinstance(action, (Draw, Discard)):
        consumed = len(before.stock) - len(after.stock)
        if ended and result is not None:
            consumed = len(before.stock) if result.end is HandEnd.STOCK_OUT else 0
        drawn = [card for card in before.stock[:consumed] if not is_red_three(card)]
        if drawn:
            events.append(Event("drawn", drawer, {"cards": cards_to_strs(drawn)}, audience=(drawer,), reveals=True))
            # To the others it shows that the stock's top held no more red threes than were laid.
            events.append(Event("draw", drawer, {"count": len(drawn)}, reveals=True))

    for each in range(len(reds_after)):
        new_reds = _added(reds_after[each], before.red_threes[each])
        if new_reds:
            events.append(
                Event(
                    "red_three",
                    # Whose they are: the drawer's (a discard lets the next player replace the red
                    # threes they were dealt); any other side's, told of the side as a whole.
                    drawer if each == side_of(drawer, n) else None,
                    {"side": each, "cards": cards_to_strs(new_reds), "from_pile": isinstance(action, Take)},
                    # Dealt or drawn from the stock, a red three was hidden until now; one in a
                    # taken pile lay face up.
                    reveals=not isinstance(action, Take),
                )
            )

    # A discard that starts the next player's first turn shows whether they were dealt red
    # threes: laid out above when they were, said here when they were not.
    if isinstance(action, Discard) and not ended:
        following = (seat + 1) % n
        if not before.had_turn[following] and after.had_turn[following]:
            own = side_of(following, n)
            if not _added(after.red_threes[own], before.red_threes[own]):
                events.append(Event("no_red_three", following, {}, reveals=True))

    for meld in melds_after[side]:
        old = next((m for m in before.melds[side] if m.rank == meld.rank), None)
        if meld.is_canasta and (old is None or not old.is_canasta):
            events.append(Event("canasta", seat, {"rank": KIND_TEXT[meld.rank], "state": meld.state(), "side": side}))

    if ended and result is not None:
        final_pile = list(before.pile)
        if isinstance(action, Discard):
            final_pile += _added(before.hands[seat], result.hands[seat])[:1]
        final_stock = len(before.stock) - consumed if isinstance(action, (Draw, Discard)) else len(before.stock)
        if result.went_out >= 0:
            events.append(Event("go_out", result.went_out, {"concealed": result.concealed}))
        events.append(
            Event(
                HAND_END,
                None,
                {
                    "number": result.number,
                    "end": result.end.value,
                    "points": list(result.points),
                    "totals": list(result.totals),
                    # The finished table (the screen shows it from the view before this move).
                    "final": {
                        "hands": [cards_to_strs(hand) for hand in result.hands],
                        "melds": [[meld.public for meld in melds] for melds in result.melds],
                        "red_threes": [cards_to_strs(reds) for reds in result.red_threes],
                        "pile": cards_to_strs(final_pile),
                        "stock_size": final_stock,
                    },
                },
                reveals=True,
            )
        )
    return tuple(events)
