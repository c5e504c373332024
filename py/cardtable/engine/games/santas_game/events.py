"""What a Santa's Game action did, as table events (``Rules.events``).

Kinds (seat = the mover unless said): ``colour`` (colour: the dealer names the opening
Santa Claus's colour); ``play`` (card, and colour for Santa Claus, target for a Gift);
``sleigh`` (cards); ``snowman``; ``elf``; ``draw``; ``accept_gift`` (count of
cards taken) and ``accept_skip``; ``penalty`` (no announcement: a card drawn);
``went_out``; ``elf_answer`` (someone answered the Elf window while it stays open: what
is secret until it closes); ``recall`` (seat = the recaller, out) or ``no_elf`` (seat =
who went out) when the window closes, told alone: the answer that closes it is not news
of its own, and when a table's countdown ran out for a player it was no answer at all;
``got`` (cards, to their new holder alone: drawn, given, taken back) and ``gave`` (cards
a Gift took at random from the giver's hand, to the giver alone); ``HAND_END`` (seat =
the round's winner, number, reason, placings, points) and ``deal`` (number) when the
next round is dealt.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...core import HAND_END, Event, PlayerId
from .state import Action, ActionKind, Answer, Pending, Phase, SantaState

if TYPE_CHECKING:
    from .rules import SantasGameRules


def santa_events(
    rules: SantasGameRules, before: SantaState, seat: PlayerId, action: Action, after: SantaState
) -> tuple[Event, ...]:
    round_over = after.round != before.round or after.phase == Phase.OVER
    if before.phase == Phase.ELF and (after.phase != Phase.ELF or after.window != before.window or round_over):
        events = [_window_closed(before, seat, action)]
    else:
        events = _move_events(rules, before, seat, action, after if not round_over else None)
    if not round_over:
        events.extend(_cards_changing_hands(before, seat, action, after))
        events.extend(
            Event("went_out", other)
            for other in range(before.num_players)
            if before.hands[other] and not after.hands[other]
        )
    else:
        penalty = any(event.kind == "penalty" for event in events)
        if _left_after(before, seat, action) == 0 and not penalty:
            events.append(Event("went_out", seat))
        result = after.last_round
        assert result is not None
        params = {
            "number": result.number,
            "reason": result.reason,
            "placings": list(result.placings),
            "points": list(result.points),
        }
        events.append(Event(HAND_END, result.placings[0], params))
        if after.phase != Phase.OVER:
            events.append(Event("deal", None, {"number": after.round}, reveals=True))
    return tuple(events)


def _move_events(
    rules: SantasGameRules, before: SantaState, seat: PlayerId, action: Action, after: SantaState | None
) -> list[Event]:
    k = action.kind
    if before.phase == Phase.COLOUR:
        return [Event("colour", seat, {"colour": action.colour})]
    if before.phase == Phase.ELF:
        return [Event("elf_answer", seat)]
    if k is ActionKind.DRAW:
        return [Event("draw", seat)]
    if k is ActionKind.ACCEPT:
        if before.pending is Pending.GIFT:
            return [Event("accept_gift", seat, {"count": 2 * len(before.contributors)})]
        return [Event("accept_skip", seat)]
    events: list[Event] = []
    if k is ActionKind.PLAY:
        params: dict[str, str | int] = {"card": action.cards[0]}
        if action.colour:
            params["colour"] = action.colour
        if action.target >= 0:
            params["target"] = action.target
        aimed = action.target if action.target >= 0 else None
        events.append(Event("play", seat, params, reveals=True, target=aimed))
    elif k is ActionKind.SLEIGH:
        # A penalty draw that reshuffles the pile takes all but the top card out of sight.
        shown = [card for card in action.cards if after is None or card in after.discard]
        events.append(Event("sleigh", seat, {"cards": shown}, reveals=True))
    else:  # a Snowman or an Elf: the kind names the card
        events.append(Event(k.value, seat, reveals=True))
    if rules.options["announce_mode"] == "required" and not action.announce:
        events.append(Event("penalty", seat))
    return events


def _window_closed(before: SantaState, seat: PlayerId, action: Action) -> Event:
    """The answers were secret until now: who recalled the player who went out, if anyone."""
    out = before.window
    answers = list(before.answers)
    answers[seat] = Answer.NO if action.kind is ActionKind.DECLINE else Answer.RECALL
    for step in range(1, before.num_players):
        other = (out + step) % before.num_players
        if answers[other] not in (Answer.NOT_ASKED, Answer.ASKED, Answer.NO):
            return Event("recall", other, {"out": out}, reveals=True, target=out)
    return Event("no_elf", out, reveals=True)


def _cards_changing_hands(before: SantaState, seat: PlayerId, action: Action, after: SantaState) -> list[Event]:
    """Cards that reached a hand (drawn, given, a recalled player's two), and cards a
    Gift took at random from a giver's hand: to the holder alone, who learns which."""
    events = []
    for other in range(before.num_players):
        gained = Counter(after.hands[other]) - Counter(before.hands[other])
        if gained:
            cards = sorted(gained.elements())
            events.append(Event("got", other, {"cards": cards}, audience=(other,), reveals=True))
        put_down = Counter(action.cards) + Counter([action.kind.value]) if other == seat else Counter()
        taken = Counter(before.hands[other]) - Counter(after.hands[other]) - put_down
        if taken and before.phase == Phase.TURN and action.kind is ActionKind.ACCEPT:
            cards = sorted(taken.elements())
            events.append(Event("gave", other, {"cards": cards}, audience=(other,), reveals=True))
    return events


def _left_after(before: SantaState, seat: PlayerId, action: Action) -> int:
    """How many cards the mover holds once this action's cards are down (before penalties)."""
    if before.phase != Phase.TURN or action.kind in (ActionKind.DRAW, ActionKind.ACCEPT):
        return -1
    down = 1 + len(action.cards) if action.kind is ActionKind.SLEIGH else 1
    return len(before.hands[seat]) - down
