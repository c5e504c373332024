"""12 Days of Christmas (Gordon Hamilton, 2015): a shedding game where the lowest card wins.

Contract: ``shared/rules/twelve-days.md``; section numbers (§) and decisions (D#)
below refer to it.

Options:
    length: ``"full"`` (default, 12 gifts, 12 hands) | ``"short_half"`` (6 gifts)
        | ``"short_gifted"`` (everyone starts with 1 gift; supply 3).
    reply_threshold: ``"lead_low"`` (default: a reply's low card must be at most
        the lead's low card) | ``"current_low"`` (at most the lowest card played
        so far in the trick).
    first_player: ``"random"`` (default) or the seat that leads the first trick.
    auto_pass: ``False`` (default) | ``True``: a person's table passes for them when passing is
        their only legal move (no reply in hand). A table setting, not a rule: the engine only
        keeps it with the match (the lobby sets it on for a new match).

Notation: a card is its value as a decimal string (``"8"``); a stacked deck is
78 such strings, top first (seat 0 gets the first hand-size cards, seat 1 the
next …; the rest stay undealt). Actions: ``pass`` and ``play <values ascending>``
(``play 8 8``, ``play 2 3 4``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any, cast

from ... import core
from ...codec import Codec, enum_value, generator, nested, number_in, seat_numbers, table_seat, table_seats
from ...core import ILLEGAL_ACTION, Event, IllegalActionError, InvalidActionError, JsonDict, OptionSpec, PlayerId
from ...rng import Rng, RngState
from ...states import evolve
from ...untrusted import each, numbers, whole_number
from . import combos
from .actions import PASS, Action, ActionKind, Pass, Play
from .combos import Counts, Kind
from .events import TwelveDaysEvent
from .views import TwelveDaysHandResult, TwelveDaysMove, TwelveDaysTrickResult, TwelveDaysTurn, TwelveDaysView

# §4.1: cards dealt to each player, by player count.
HAND_SIZE = {2: 12, 3: 12, 4: 12, 5: 12, 6: 12, 7: 11, 8: 9}
# §4.2: supply gifts and gifts each player starts with, per length.
_GIFT_SETUP = {"full": (12, 0), "short_half": (6, 0), "short_gifted": (3, 1)}
TOTAL_GIFTS = 12


def _max_decisions() -> int:
    # §8: a hand lasts at most N*cards - N + 1 tricks of N decisions each, and a
    # game has at most 12 hands (one supply gift per hand).
    return 12 * max(n * (n * c - n + 1) for n, c in HAND_SIZE.items())


class Phase(str, Enum):
    LEAD = "lead"  # the lead must play a combination
    REPLY = "reply"  # the next seat may reply or pass (one lap, D2)
    OVER = "over"


__all__ = ["PASS", "Action", "Pass", "Phase", "Play", "TwelveDaysRules", "TwelveDaysState"]


@dataclass(frozen=True)
class Turn:
    """One seat's turn in a trick: the cards played, or ``()`` for a pass."""

    seat: PlayerId
    values: tuple[int, ...]


@dataclass(frozen=True)
class TrickResult:
    """A resolved trick (public), kept so the table can show what just happened."""

    turns: tuple[Turn, ...]
    winner: PlayerId
    low: int
    returned: tuple[PlayerId, ...]  # seats that emptied their hand but lost (§8.3)


@dataclass(frozen=True)
class HandResult:
    """A finished hand (public): who won it and which gifts moved (§9)."""

    number: int
    winner: PlayerId
    cards_left: tuple[int, ...]  # per seat, after the return rule
    givers: tuple[PlayerId, ...]  # seats that gave the winner a gift
    gifts: tuple[int, ...]  # per seat, after the transfers


@dataclass(frozen=True)
class TwelveDaysState:
    num_players: int
    phase: Phase
    hand_number: int  # 1-based
    dealer: PlayerId
    turn: PlayerId  # the seat to act (meaningless when OVER)
    hands: tuple[Counts, ...]  # hidden
    undealt: Counts  # hidden from everyone (D7)
    trick: tuple[Turn, ...]  # the current trick, lead first
    discard: Counts  # public (§11)
    gifts: tuple[int, ...]
    supply: int
    out_of_game: int
    last_trick: TrickResult | None
    last_hand: HandResult | None
    rng: RngState  # hidden: deals of later hands


class TwelveDaysRules(core.Rules[TwelveDaysState, Action]):
    info = core.GameInfo(
        id="twelve_days",
        title="12 Days of Christmas",
        min_players=min(HAND_SIZE),  # the counts §4.1 deals for
        max_players=max(HAND_SIZE),
        menu_order=10,
        max_game_length=_max_decisions(),
    )
    quick_options = MappingProxyType({"length": "short_gifted"})
    view_type = TwelveDaysView
    option_specs = (
        OptionSpec("length", "full", ("full", "short_half", "short_gifted")),
        OptionSpec("reply_threshold", "lead_low", ("lead_low", "current_low")),
        core.FIRST_PLAYER,
        OptionSpec("auto_pass", False, (False, True)),
    )
    # The rules a player can break (§7); each code has a text in every language.
    error_codes = (
        "lead_cannot_pass",  # §7.1: the lead must play
        "cards_not_held",  # params: cards
        "not_a_combination",  # §6; params: cards
        "reply_single",  # §7.2: reply with the kind that was led; params: kind
        "reply_set",
        "reply_straight",
        "reply_too_high",  # §7.2: lowest card at most the lead's; params: threshold, low
        "reply_too_high_in_trick",  # D1 option current_low; params: threshold, low
    )

    # ------------------------------------------------------------------ set-up

    def new_game(self, num_players: int, *, seed: int, deck: Sequence[str] | None = None) -> TwelveDaysState:
        stacked = self.check_new_game(num_players, deck, _DECK)
        rng = Rng.from_seed(seed)
        lead = core.resolve_first_player(self.options["first_player"], num_players, rng)
        supply, each = _GIFT_SETUP[self.options["length"]]
        out_of_game = TOTAL_GIFTS - supply - each * num_players
        order = stacked if stacked is not None else _shuffled(rng)
        hands, undealt = _deal(order, num_players)
        return TwelveDaysState(
            num_players=num_players,
            phase=Phase.LEAD,
            hand_number=1,
            dealer=(lead - 1) % num_players,  # §4.3: the first lead sits left of the dealer
            turn=lead,
            hands=hands,
            undealt=undealt,
            trick=(),
            discard=(0,) * 12,
            gifts=(each,) * num_players,
            supply=supply,
            out_of_game=out_of_game,
            last_trick=None,
            last_hand=None,
            rng=rng.state,
        )

    # ------------------------------------------------------------------ turns

    def to_act(self, state: TwelveDaysState) -> tuple[PlayerId, ...]:
        return () if state.phase is Phase.OVER else (state.turn,)

    def is_to_act(self, state: TwelveDaysState, seat: PlayerId) -> bool:
        return seat == state.turn and state.phase is not Phase.OVER

    def is_over(self, state: TwelveDaysState) -> bool:
        return state.phase is Phase.OVER

    def legal_actions(self, state: TwelveDaysState, seat: PlayerId) -> list[Action]:
        if not self.is_to_act(state, seat):
            return []
        hand = state.hands[seat]
        if state.phase is Phase.LEAD:
            return [Play(v) for v in combos.combinations(hand)]
        kind, threshold = self._reply_terms(state)
        replies: list[Action] = [PASS]
        replies.extend(Play(v) for v in combos.combinations(hand, kind, threshold))
        return replies

    def check(self, state: TwelveDaysState, seat: PlayerId, action: Action) -> None:
        self.check_seat(state, seat)
        if isinstance(action, Pass):
            if state.phase is Phase.LEAD:
                raise IllegalActionError("The lead must play; passing is not allowed.", "lead_cannot_pass")
            return
        if not isinstance(action, Play):
            raise IllegalActionError(f"{action!r} is not a 12 Days action.", ILLEGAL_ACTION)
        values = action.values
        cards = " ".join(map(str, values))  # the player's own claim: nothing hidden
        if not combos.contains(state.hands[seat], values):
            raise IllegalActionError("You do not hold those cards.", "cards_not_held", cards=cards)
        kind = combos.classify(values)
        if kind is None:
            raise IllegalActionError(
                f"{cards} is not a combination: play a single card, "
                "a set of equal cards, or a straight of consecutive cards.",
                "not_a_combination",
                cards=cards,
            )
        if state.phase is Phase.REPLY:
            lead_kind, threshold = self._reply_terms(state)
            if kind != lead_kind:
                message = (
                    f"This trick was led with {combos.KIND_NAMES[lead_kind]}; "
                    f"reply with {combos.KIND_NAMES[lead_kind]} or pass."
                )
                # One code per kind, so that each language names the kind in its own words.
                if lead_kind == "single":
                    raise IllegalActionError(message, "reply_single", kind=lead_kind)
                if lead_kind == "set":
                    raise IllegalActionError(message, "reply_set", kind=lead_kind)
                raise IllegalActionError(message, "reply_straight", kind=lead_kind)
            if values[0] > threshold:
                if self.options["reply_threshold"] == "lead_low":
                    raise IllegalActionError(
                        f"Your lowest card must be at most {threshold}, the lead's lowest card.",
                        "reply_too_high",
                        threshold=threshold,
                        low=values[0],
                    )
                raise IllegalActionError(
                    f"Your lowest card must be at most {threshold}, the lowest card played in this trick.",
                    "reply_too_high_in_trick",
                    threshold=threshold,
                    low=values[0],
                )

    def step(self, state: TwelveDaysState, seat: PlayerId, action: Action) -> core.Step[TwelveDaysState]:
        self.check(state, seat, action)
        if isinstance(action, Play):
            values = action.values
            # The cards leave a hidden hand: new to everyone but the player.
            events = [Event(TwelveDaysEvent.PLAY, seat, {"cards": [str(v) for v in values]}, reveals=True)]
        else:
            values = ()
            events = [Event(TwelveDaysEvent.PASS, seat)]
        hands = list(state.hands)
        hands[seat] = combos.without(hands[seat], values)
        trick = state.trick + (Turn(seat, values),)
        if len(trick) < state.num_players:
            after = evolve(
                state, hands=tuple(hands), trick=trick, phase=Phase.REPLY, turn=(seat + 1) % state.num_players
            )
        else:
            after = self._resolve_trick(evolve(state, hands=tuple(hands), trick=trick), events)
            if after.last_hand is not state.last_hand and after.phase is not Phase.OVER:
                # The hand is over and the game is not: the next deal, with the finished hand
                # told apart for the table to show behind its summary.
                return core.Step(self._deal_next(after, events), tuple(events), hand_end=after)
        return core.Step(after, tuple(events))

    def _reply_terms(self, state: TwelveDaysState) -> tuple[Kind, int]:
        """The kind a reply must match and the highest low card it may have (§7.2, D1)."""
        lead = state.trick[0].values
        kind = combos.classify(lead)
        assert kind is not None
        if self.options["reply_threshold"] == "current_low":
            return kind, min(t.values[0] for t in state.trick if t.values)
        return kind, lead[0]

    # ------------------------------------------------------------------ resolution

    def _resolve_trick(self, state: TwelveDaysState, events: list[Event]) -> TwelveDaysState:
        """The trick just completed goes to its winner (``events`` gets what happened)."""
        plays = [t for t in state.trick if t.values]
        low = min(t.values[0] for t in plays)
        # §8.2 / D9: among those who played the lowest card, the latest wins.
        winner = [t.seat for t in plays if low in t.values][-1]
        hands = list(state.hands)
        discard = state.discard
        returned = []
        cards_back = []  # how many cards each returned seat took back: the log says "card" or "cards"
        for t in plays:
            if t.seat != winner and not any(hands[t.seat]):
                # §8.3 / D8: only the trick winner may empty their hand for good.
                hands[t.seat] = combos.counts_of(t.values)
                returned.append(t.seat)
                cards_back.append(len(t.values))
            else:
                discard = combos.add(discard, combos.counts_of(t.values))
        result = TrickResult(state.trick, winner, low, tuple(returned))
        events.append(
            Event(TwelveDaysEvent.TRICK_WON, winner, {"low": low, "returned": returned, "cards_back": cards_back})
        )
        state = evolve(state, hands=tuple(hands), discard=discard, trick=(), last_trick=result)
        if any(hands[winner]):
            return evolve(state, phase=Phase.LEAD, turn=winner)
        return self._end_hand(state, winner, events)

    def _end_hand(self, state: TwelveDaysState, winner: PlayerId, events: list[Event]) -> TwelveDaysState:
        """The hand is over, ``winner`` out of cards: gifts move, and the game ends or waits for
        the next deal (``_deal_next``)."""
        gifts = list(state.gifts)
        gifts[winner] += 1  # §9.1 / D16: the supply gift first
        cards_left = tuple(sum(h) for h in state.hands)
        most = max(n for seat, n in enumerate(cards_left) if seat != winner)
        givers = []
        for seat, n in enumerate(cards_left):
            # §9.2 / D10: every player tied for most cards gives a gift, if they have one.
            if seat != winner and n == most and gifts[seat] > 0:
                gifts[seat] -= 1
                gifts[winner] += 1
                givers.append(seat)
        result = HandResult(state.hand_number, winner, cards_left, tuple(givers), tuple(gifts))
        events.append(
            Event(
                TwelveDaysEvent.HAND_END, winner, {"number": state.hand_number, "givers": givers, "gifts": list(gifts)}
            )
        )
        # The winner, out of cards, is to lead the next hand (D4); nothing is legal until it is dealt.
        state = evolve(
            state, gifts=tuple(gifts), supply=state.supply - 1, last_hand=result, phase=Phase.LEAD, turn=winner
        )
        if state.supply == 0:
            return evolve(state, phase=Phase.OVER)  # D11: after the penalty transfers
        return state

    def _deal_next(self, state: TwelveDaysState, events: list[Event]) -> TwelveDaysState:
        """§5 / D3: every hand reshuffles all 78 cards; the hand's winner leads (D4)."""
        rng = Rng(state.rng)
        hands_, undealt = _deal(_shuffled(rng), state.num_players)
        events.append(Event(TwelveDaysEvent.DEAL, None, {"number": state.hand_number + 1}, reveals=True))
        return evolve(
            state,
            phase=Phase.LEAD,
            hand_number=state.hand_number + 1,
            hands=hands_,
            undealt=undealt,
            discard=(0,) * 12,
            rng=rng.state,
        )

    # ------------------------------------------------------------------ results

    def outcome(self, state: TwelveDaysState) -> core.Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        best = max(state.gifts)
        winners = tuple(s for s, g in enumerate(state.gifts) if g == best)  # D12: ties share
        return core.Outcome(scores=state.gifts, winners=winners, reason="gifts_exhausted")

    def all_cards(self, state: TwelveDaysState) -> list[str]:
        total = combos.add(state.undealt, state.discard)
        for hand in state.hands:
            total = combos.add(total, hand)
        for turn in state.trick:
            total = combos.add(total, combos.counts_of(turn.values))
        return sorted(str(v) for v in combos.values_of(total))

    def hands_scored(self, state: TwelveDaysState) -> int:
        return state.last_hand.number if state.last_hand is not None else 0

    # ------------------------------------------------------------------ views

    def view(self, state: TwelveDaysState, seat: PlayerId | None) -> JsonDict:
        view: TwelveDaysView = {
            "game": self.info.id,
            "seat": seat,
            "num_players": state.num_players,
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "scores": list(state.gifts),
            "hand_number": state.hand_number,
            "hands_in_game": _GIFT_SETUP[self.options["length"]][0],
            "dealer": state.dealer,
            "supply": state.supply,
            "out_of_game": state.out_of_game,
            "hand_sizes": [sum(h) for h in state.hands],
            "undealt_count": sum(state.undealt),
            "trick": [_turn_to_json(t) for t in state.trick],
            "discard": list(combos.values_of(state.discard)),
            "last_trick": _trick_result_to_json(state.last_trick),
            "last_hand": _hand_result_to_json(state.last_hand),
            "legal": [],
            "moves": [],
        }
        if state.trick:
            kind, threshold = self._reply_terms(state)
            plays = [t for t in state.trick if t.values]
            low = min(t.values[0] for t in plays)
            view["trick_kind"] = kind
            view["reply_max_low"] = threshold
            view["winning"] = [t.seat for t in plays if low in t.values][-1]
        if seat is not None:
            view["hand"] = [str(v) for v in combos.values_of(state.hands[seat])]
            moves = [_move_json(action) for action in self.legal_actions(state, seat)]
            view["legal"] = [move["action"] for move in moves]
            view["moves"] = moves
        return cast(JsonDict, view)

    def sample_state(self, view: JsonDict, rng: Rng) -> TwelveDaysState:
        """Deal the cards this seat cannot see at random; everything public is kept."""
        seat = view["seat"]
        n = view["num_players"]
        own = combos.counts_of(int(v) for v in view["hand"])
        table = {"num_players": n}
        trick = tuple(TURN.read(t, table) for t in view["trick"])
        discard = combos.counts_of(view["discard"])
        seen = combos.add(own, discard)
        for turn in trick:
            seen = combos.add(seen, combos.counts_of(turn.values))
        unseen = list(combos.values_of(combos.subtract(combos.FULL_DECK, seen)))
        rng.shuffle(unseen)
        hands: list[Counts] = []
        for other, size in enumerate(view["hand_sizes"]):
            if other == seat:
                hands.append(own)
            else:
                hands.append(combos.counts_of(unseen[:size]))
                del unseen[:size]
        return TwelveDaysState(
            num_players=n,
            phase=Phase(view["phase"]),
            hand_number=view["hand_number"],
            dealer=view["dealer"],
            turn=view["to_act"][0] if view["to_act"] else view["last_hand"]["winner"],
            hands=tuple(hands),
            undealt=combos.counts_of(unseen),
            trick=trick,
            discard=discard,
            gifts=tuple(view["scores"]),
            supply=view["supply"],
            out_of_game=view["out_of_game"],
            last_trick=None if view["last_trick"] is None else TRICK_RESULT.read(view["last_trick"], table),
            last_hand=None if view["last_hand"] is None else HAND_RESULT.read(view["last_hand"], table),
            rng=rng.spawn().state,
        )

    # ------------------------------------------------------------------ notation

    def action_from_str(self, text: str) -> Action:
        words = str(text).split()
        if words == ["pass"]:
            return PASS
        if len(words) >= 2 and words[0] == "play":
            try:
                values = tuple(sorted(int(w) for w in words[1:]))
            except ValueError:
                raise InvalidActionError(f"{text!r}: card values are numbers 1 to 12") from None
            if all(1 <= v <= 12 for v in values):
                return Play(values)
            raise InvalidActionError(f"{text!r}: card values are numbers 1 to 12")
        raise InvalidActionError(f"{text!r} is not a 12 Days action; say 'pass' or 'play 8 8'")

    def state_codec(self) -> Codec[TwelveDaysState]:
        return STATE

    def check_state(self, state: TwelveDaysState) -> None:
        _checked(state)


# ---------------------------------------------------------------------- reading a state


def _checked(state: TwelveDaysState) -> TwelveDaysState:
    """``state`` when its cards and gifts add up and its trick fits its phase."""
    phase = state.phase
    # Every zone holds at most v copies of value v, so these sums stay small.
    total = combos.add(state.undealt, state.discard)
    for hand in state.hands:
        total = combos.add(total, hand)
    for turn in state.trick:
        total = combos.add(total, combos.counts_of(turn.values))
    if total != combos.FULL_DECK:
        raise ValueError("the cards do not add up to the deck")
    if sum(state.gifts) + state.supply + state.out_of_game != TOTAL_GIFTS:
        raise ValueError("the gifts do not add up to 12")
    if (phase is Phase.OVER) != (state.supply == 0):
        raise ValueError("the phase does not fit the supply of gifts")
    if phase is not Phase.OVER:
        _check_trick(state)
    elif state.trick:
        raise ValueError("a finished game has no trick on the table")
    return state


def _check_trick(state: TwelveDaysState) -> None:
    """The trick under way: a lead, then replies of its kind in seat order; the seat to act
    is the next one, and holds cards (every seat still to play in a trick does)."""
    n, trick = state.num_players, state.trick
    if (state.phase is Phase.LEAD) != (not trick):
        raise ValueError("the phase does not fit the trick")
    if trick:
        kind = combos.classify(trick[0].values)
        if kind is None:
            raise ValueError("the trick is not led with a combination")
        for turn in trick[1:]:
            if turn.values and combos.classify(turn.values) != kind:
                raise ValueError("a reply is not of the kind led")
        lead = trick[0].seat
        if any(turn.seat != (lead + i) % n for i, turn in enumerate(trick)):
            raise ValueError("the trick's turns are not in seat order")
        if state.turn != (lead + len(trick)) % n:
            raise ValueError("the turn is not the trick's next seat")
    played = {turn.seat for turn in trick}
    if any(not any(state.hands[s]) for s in range(n) if s not in played):
        raise ValueError("a seat still to play holds no cards")


def _read_counts(data: Any) -> Counts:
    """A count vector: at most v copies of each value v (the deck's own count)."""
    counts = numbers(data, 12, 0, 12, "a count of cards")
    if any(count > value for value, count in zip(combos.VALUES, counts)):
        raise ValueError("a count holds more cards of a value than the deck has")
    return counts


def _read_values(data: Any) -> tuple[int, ...]:
    """Card values played at once, ascending: a combination (at most 12 cards), or none."""
    values = each(data, "the cards played", 12, lambda v: whole_number(v, 1, 12, "a card value"))
    if list(values) != sorted(values) or (values and combos.classify(values) is None):
        raise ValueError("the cards played are not a combination")
    return values


TURN = Codec(
    Turn,
    what="a turn",
    keys={"values": "cards"},
    read={
        "seat": table_seat("a turn's seat"),
        "values": lambda value, _: _read_values(value),
    },
)

TRICK_RESULT = Codec(
    TrickResult,
    what="the last trick",
    read={
        "turns": lambda value, got: each(
            value,
            "the last trick's turns",
            got["num_players"],
            lambda turn: TURN.read(turn, got),
            min_length=got["num_players"],
        ),
        "winner": table_seat("the last trick's winner"),
        "low": number_in(1, 12, "the last trick's low card"),
        "returned": table_seats("the seats given their cards back", "a returned seat"),
    },
    write={"turns": lambda turns: [TURN.write(turn) for turn in turns]},
)

HAND_RESULT = Codec(
    HandResult,
    what="the last hand",
    read={
        "number": number_in(1, TOTAL_GIFTS, "the last hand's number"),
        "winner": table_seat("the last hand's winner"),
        "cards_left": seat_numbers(0, combos.DECK_SIZE, "the cards left"),
        "givers": table_seats("the givers", "a giver"),
        "gifts": seat_numbers(0, TOTAL_GIFTS, "the gifts after the hand"),
    },
)

STATE = Codec(
    TwelveDaysState,
    read={
        "num_players": number_in(min(HAND_SIZE), max(HAND_SIZE), "the player count"),
        "phase": enum_value(Phase, "the phase"),
        "hand_number": number_in(1, TOTAL_GIFTS, "the hand number"),
        "dealer": table_seat("the dealer"),
        "turn": table_seat("the turn"),
        "hands": lambda value, got: each(
            value, "the hands", got["num_players"], _read_counts, min_length=got["num_players"]
        ),
        "undealt": lambda value, _: _read_counts(value),
        "trick": lambda value, got: each(value, "the trick", got["num_players"] - 1, lambda t: TURN.read(t, got)),
        "discard": lambda value, _: _read_counts(value),
        "gifts": seat_numbers(0, TOTAL_GIFTS, "the gifts"),
        "supply": number_in(0, TOTAL_GIFTS, "the supply"),
        "out_of_game": number_in(0, TOTAL_GIFTS, "the gifts out of the game"),
        "last_trick": nested(TRICK_RESULT),
        "last_hand": nested(HAND_RESULT),
        "rng": generator(),
    },
    write={
        "trick": lambda turns: [TURN.write(turn) for turn in turns],
        "last_trick": TRICK_RESULT.write,
    },
)
"""A state from untrusted JSON: every number is checked against the deck and the table
before it sizes anything (``_checked`` then sees that the cards and gifts add up)."""


# ---------------------------------------------------------------------- helpers


def _shuffled(rng: Rng) -> list[int]:
    deck = list(combos.values_of(combos.FULL_DECK))
    rng.shuffle(deck)
    return deck


def _card_value(text: str) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        raise ValueError("a stacked deck lists card values 1 to 12 as strings") from None


_DECK = core.DeckSpec(
    whole=tuple(combos.values_of(combos.FULL_DECK)),
    parse=_card_value,
    name=str,
    described="the whole 78-card deck: v copies of each value v from 1 to 12",
)


def _deal(order: list[int], num_players: int) -> tuple[tuple[Counts, ...], Counts]:
    size = HAND_SIZE[num_players]
    hands = tuple(combos.counts_of(order[i * size : (i + 1) * size]) for i in range(num_players))
    return hands, combos.counts_of(order[num_players * size :])


def _move_json(action: Action) -> TwelveDaysMove:
    if isinstance(action, Pass):
        return {"action": str(action), "kind": ActionKind.PASS.value, "cards": [], "combination": ""}
    kind = combos.classify(action.values)
    assert kind is not None, "a legal play is a combination"
    cards = [str(v) for v in action.values]
    return {"action": str(action), "kind": ActionKind.PLAY.value, "cards": cards, "combination": kind}


def _turn_to_json(turn: Turn) -> TwelveDaysTurn:
    return cast(TwelveDaysTurn, TURN.write(turn))


def _trick_result_to_json(result: TrickResult | None) -> TwelveDaysTrickResult | None:
    return None if result is None else cast(TwelveDaysTrickResult, TRICK_RESULT.write(result))


def _hand_result_to_json(result: HandResult | None) -> TwelveDaysHandResult | None:
    return None if result is None else cast(TwelveDaysHandResult, HAND_RESULT.write(result))
