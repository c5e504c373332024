"""Santa's Game (Santova hra, Holender Team 2016): a Prší-style shedding game, 2–10 players.

Contract: ``shared/rules/christmas-shedding.md``; § and D# below refer to it, and
"Clarifications" to its §17.

Cards (see ``cards``): ``r5`` a red reindeer 5, ``bG`` a blue Gift, ``yT`` a yellow
Christmas Tree, and the grey ``santa``, ``sleigh``, ``snowman``, ``elf``. A stacked
``deck`` lists all 110 cards, top first: seat 0 is dealt the first 7, seat 1 the
next 7 …, the rest is the draw pile, whose top card is the opening card.

Action texts (seats are numbers from 0, colours ``red blue green yellow``):

* ``play r5`` / ``play rT`` — a reindeer or a Tree (a Tree also counters a Tree threat);
* ``play rG to 2`` — a Gift and its target (also the counter to a pending Gift);
* ``play santa green`` — Santa Claus, naming the colour;
* ``sleigh b1 b8 b2`` — a Sleigh with its reindeer, laid in this order (the last one
  is the new top card; legal lists give the others in sorted order);
* ``snowman`` — pass the situation on; ``elf`` — a voluntary Elf on your turn;
* ``draw`` — draw one card (ends the turn); ``accept`` — take a Tree skip or a Gift;
* ``colour red`` — the dealer names the colour of an opening Santa Claus (D23);
* ``recall`` / ``decline`` — an answer in the Elf window (§10.2).

With ``announce_mode = required`` each action that puts a card down (``play``,
``sleigh``, ``snowman``, ``elf``, ``recall``) may end with the word ``announce``;
without it the player draws a penalty card (§11). With ``auto`` the word is refused.

Options: ``target`` (50–200, default 50), ``max_rounds`` (``off`` default, ``1`` ``2`` ``3`` ``5`` ``10``),
``tiebreak`` (``shared`` | ``most_wins``), ``elf_window`` (``timed`` default | ``wait`` |
``off``) with ``elf_seconds`` (5), ``announce_mode`` (``auto`` | ``required``),
``bot_forget_rate`` (percent, 0), ``opening_gift_source`` (``dealer_hand`` | ``deck``),
``sleigh_must_follow_demand`` (false | true), ``max_actions_per_round`` (``2000`` default,
``100`` ``300`` ``1000``) and
``first_player``.

Design notes (docs/games.md, "Santa's Game"): the engine has no clock, so every Elf window
asks every active player but the one who went out (non-holders may only ``decline``);
``timed`` and ``wait`` differ only at the table (a countdown that answers ``decline`` by
itself, or a wait for every button), and ``off`` opens no window at all (Elves are
then played only voluntarily). ``time_limit`` is left to the players for the same
reason. ``first_player`` names the first seat to decide: the dealer sits to its right,
except that after an opening Santa Claus that seat is the dealer (it names the colour).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, cast

from ... import core
from ...codec import (
    Codec,
    enum_value,
    generator,
    nested,
    number_in,
    per_seat,
    seat_flags,
    seat_numbers,
    table_seat,
    table_seats,
)
from ...core import ILLEGAL_ACTION, WRONG_PHASE, Event, IllegalActionError, JsonDict, OptionSpec, PlayerId
from ...rng import Rng
from ...states import evolve
from ...untrusted import each, items, numbers, seat_index, text, whole_number
from .cards import COLOUR_LETTERS, COLOUR_NAMES, COLOURS, DECK, CardKind, colour, kind, value
from .events import SantaEvent
from .state import (
    ACCEPT,
    COLOUR_WORDS,
    DRAW,
    PUT_DOWN,
    Action,
    ActionKind,
    Answer,
    EndReason,
    GiftPart,
    Pending,
    Phase,
    RoundResult,
    SantaState,
    parse_action,
)
from .views import SantaGift, SantaGiftPart, SantaMove, SantaRound, SantaView, SantaWindow, santa_view
from .work import WorkState

HAND_SIZE = 7
DISTINCT = tuple(sorted(set(DECK)))
_DECK = core.DeckSpec(DECK, str, str, "the whole 110-card deck")


# The game's own error codes (each has a text in every language).
CARD_NOT_HELD = "card_not_held"  # params: card
DOES_NOT_MATCH = "does_not_match"  # params: card
ANSWER_TREE = "answer_tree"  # a Tree threat: counter with a Tree or a Snowman, or accept
ANSWER_GIFT = "answer_gift"  # a Gift: counter with a Gift or a Snowman, or accept
OPENING_SLEIGH = "opening_sleigh"  # the opening Sleigh wants a reindeer
SLEIGH_RIDERS = "sleigh_riders"  # a Sleigh carries one or more reindeer and nothing else
SLEIGH_ONE_COLOUR = "sleigh_one_colour"
SLEIGH_DEMAND = "sleigh_demand"  # option sleigh_must_follow_demand; params: colour
BAD_TARGET = "bad_target"  # a Gift goes to another active player
NOTHING_TO_ACCEPT = "nothing_to_accept"
NO_ELF = "no_elf"
ANNOUNCE_OFF = "announce_off"


def points_for(place: int, num_players: int) -> int:
    """Placing points (§12.2, D22): 20, 10, 5, then 1; the last player always 0.

    >>> [points_for(i, 5) for i in range(5)], [points_for(i, 4) for i in range(4)]
    ([20, 10, 5, 1, 0], [20, 10, 5, 0])
    """
    if place == num_players - 1:
        return 0
    return (20, 10, 5)[place] if place < 3 else 1


MAX_ROUNDS = max(10 * 200 // 30, 200 // 20) + 2
"""Every round hands out at least 30 points (20 with two players), so the largest target
(200) is met within 10 * 200 / 30 + 1 rounds (200 / 20 + 1 with two)."""
MAX_SCORE = 200 + 20
"""A score below the largest target, plus a round's most points."""
_MAX_ACTIONS = 2000
"""The largest choice of ``max_actions_per_round``."""


MAX_PLAYERS = 10


def _max_decisions() -> int:
    # A round is at most the action cap plus its Elf windows (at most 11, each answered by
    # every player but the one who went out).
    return MAX_ROUNDS * (_MAX_ACTIONS + 11 * (MAX_PLAYERS - 1) + 1)


class SantasGameRules(core.Rules[SantaState, Action]):
    info = core.GameInfo(
        id="santas_game",
        title="Santa's Game",
        min_players=2,
        max_players=MAX_PLAYERS,
        menu_order=20,
        simultaneous_decisions=True,
        max_game_length=_max_decisions(),
    )
    view_type = SantaView
    """The shape of every view (``views.SantaView``)."""
    quick_options = MappingProxyType({"max_rounds": "1"})
    option_specs = (
        OptionSpec("target", 50, minimum=50, maximum=200),
        OptionSpec("max_rounds", "off", ("off", "1", "2", "3", "5", "10")),
        OptionSpec("tiebreak", "shared", ("shared", "most_wins")),
        OptionSpec("elf_window", "timed", ("timed", "wait", "off")),
        OptionSpec("elf_seconds", 5, minimum=1, maximum=30),
        OptionSpec("announce_mode", "auto", ("auto", "required")),
        OptionSpec("bot_forget_rate", 0, minimum=0, maximum=100),
        OptionSpec("opening_gift_source", "dealer_hand", ("dealer_hand", "deck")),
        OptionSpec("sleigh_must_follow_demand", False, (False, True)),
        OptionSpec("max_actions_per_round", "2000", ("2000", "100", "300", "1000")),
        core.FIRST_PLAYER,
    )
    error_codes = (
        CARD_NOT_HELD,
        DOES_NOT_MATCH,
        ANSWER_TREE,
        ANSWER_GIFT,
        OPENING_SLEIGH,
        SLEIGH_RIDERS,
        SLEIGH_ONE_COLOUR,
        SLEIGH_DEMAND,
        BAD_TARGET,
        NOTHING_TO_ACCEPT,
        NO_ELF,
        ANNOUNCE_OFF,
    )

    # ------------------------------------------------------------------ set-up

    def new_game(self, num_players: int, *, seed: int, deck: Sequence[str] | None = None) -> SantaState:
        stacked = self.check_new_game(num_players, deck, _DECK)
        rng = Rng.from_seed(seed)
        choice = self.options["first_player"]
        if stacked is not None:
            order = stacked
        else:
            order = list(DECK)
            rng.shuffle(order)
        blank = SantaState(
            num_players=num_players,
            phase=Phase.TURN,
            round=0,
            dealer=0,
            turn=0,
            hands=(),
            draw=(),
            discard=(),
            elf_areas=(0,) * num_players,
            active=(True,) * num_players,
            finished=(),
            top_colour="",
            top_kind=CardKind.REINDEER,  # placeholder: _open sets the top from the opening card
            top_value=0,
            pending=Pending.NONE,
            contributors=(),
            window=-1,
            answers=(Answer.NOT_ASKED,) * num_players,
            actions=0,
            dry_draws=0,
            scores=(0,) * num_players,
            wins=(0,) * num_players,
            last_gift_target=-1,
            last_gift=(),
            last_recall=(-1, -1),
            last_round=None,
            rng=rng.state,
        )
        w = WorkState(blank)
        opening = self._deal(w, order)
        if choice == "random":
            dealer = w.rng.below(num_players)
        elif kind(opening) is CardKind.SANTA:
            dealer = int(choice)  # the first decision is the dealer's colour (D23)
        else:
            dealer = (int(choice) - 1) % num_players
        self._open(w, opening, dealer, 1)
        return w.freeze()

    def _deal(self, w: WorkState, order: list[str]) -> str:
        """Deal 7 each in blocks, then turn the opening card (§4.2)."""
        n = w.n
        w.hands = [order[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n)]
        w.draw = order[n * HAND_SIZE :]
        w.discard = []
        while kind(w.draw[0]) in (CardKind.ELF, CardKind.SNOWMAN):
            w.rng.shuffle(w.draw)  # put it back and reshuffle (§4.2 (3))
        return w.draw.pop(0)

    def _open(self, w: WorkState, opening: str, dealer: int, number: int) -> None:
        """Start round ``number`` on ``opening`` (§4.2): its effect is pending for the first seat."""
        n = w.n
        w.discard = [opening]
        w.elf_areas = [0] * n
        w.active = [True] * n
        w.finished = []
        w.answers = [Answer.NOT_ASKED] * n
        w.round, w.dealer, w.turn, w.phase = number, dealer, (dealer + 1) % n, Phase.TURN
        w.set_top(opening)
        w.pending, w.contributors, w.window = Pending.NONE, (), -1
        w.actions = w.dry_draws = 0
        w.last_gift_target, w.last_gift, w.last_recall = -1, (), (-1, -1)
        k = w.top_kind
        if k is CardKind.TREE:
            w.pending = Pending.SKIP
        elif k is CardKind.GIFT:
            w.pending = Pending.GIFT
            w.contributors = (dealer if self.options["opening_gift_source"] == "dealer_hand" else -1,)
        elif k is CardKind.SANTA:
            w.phase, w.turn, w.top_colour = Phase.COLOUR, dealer, ""
        elif k is CardKind.SLEIGH:
            w.pending, w.top_colour = Pending.SLEIGH, ""

    def _cap(self) -> int:
        return int(self.options["max_actions_per_round"])

    # ------------------------------------------------------------------ turns

    def to_act(self, state: SantaState) -> tuple[PlayerId, ...]:
        if state.phase == Phase.OVER:
            return ()
        if state.phase == Phase.ELF:
            return tuple(s for s, a in enumerate(state.answers) if a is Answer.ASKED)
        return (state.turn,)

    def is_to_act(self, state: SantaState, seat: PlayerId) -> bool:
        if state.phase == Phase.ELF:
            return state.answers[seat] is Answer.ASKED
        return state.phase != Phase.OVER and seat == state.turn

    def is_over(self, state: SantaState) -> bool:
        return state.phase == Phase.OVER  # an open Elf window always asks someone

    def _announced(self, actions: list[Action]) -> list[Action]:
        if self.options["announce_mode"] != "required":
            return actions
        out: list[Action] = []
        for a in actions:
            if a.kind in PUT_DOWN:
                out += [Action(a.kind, a.cards, a.target, a.colour, True), a]
            else:
                out.append(a)
        return out

    def legal_actions(self, state: SantaState, seat: PlayerId) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        hand = state.hands[seat]
        if state.phase == Phase.COLOUR:
            return [Action(ActionKind.COLOUR, colour=word) for word in COLOUR_WORDS]
        if state.phase == Phase.ELF:
            answers = [Action(ActionKind.RECALL)] if CardKind.ELF in hand else []
            return self._announced(answers) + [Action(ActionKind.DECLINE)]
        distinct = sorted(set(hand))
        others = [s for s in range(state.num_players) if state.active[s] and s != seat]
        play = ActionKind.PLAY
        out: list[Action] = []
        if state.pending is Pending.SKIP:
            out += [Action(play, (c,)) for c in distinct if kind(c) is CardKind.TREE]
        elif state.pending is Pending.GIFT:
            out += [Action(play, (c,), t) for c in distinct if kind(c) is CardKind.GIFT for t in others]
        else:
            for c in distinct:
                k = kind(c)
                if k is CardKind.REINDEER and (state.pending is Pending.SLEIGH or self._matches(state, c)):
                    out.append(Action(play, (c,)))
                elif state.pending is Pending.NONE and k in (CardKind.GIFT, CardKind.TREE) and self._matches(state, c):
                    if k is CardKind.GIFT:
                        out += [Action(play, (c,), t) for t in others]
                    else:
                        out.append(Action(play, (c,)))
            if state.pending is Pending.NONE and CardKind.SANTA in hand:
                out += [Action(play, (CardKind.SANTA.value,), colour=word) for word in COLOUR_WORDS]
            if CardKind.SLEIGH in hand:
                out += [Action(ActionKind.SLEIGH, combo) for combo in self._sleighs(state, hand)]
        if CardKind.SNOWMAN in hand:
            out.append(Action(ActionKind.SNOWMAN))
        if state.pending in (Pending.NONE, Pending.SLEIGH):
            if CardKind.ELF in hand:
                out.append(Action(ActionKind.ELF))
            out.append(DRAW)
        else:
            out.append(ACCEPT)
        return self._announced(out)

    def _matches(self, state: SantaState, card: str) -> bool:
        k = kind(card)
        if colour(card) == state.top_colour:
            return True
        if k is CardKind.REINDEER:
            return state.top_kind is CardKind.REINDEER and value(card) == state.top_value
        return state.top_kind is k

    def _sleigh_colours(self, state: SantaState) -> tuple[str, ...]:
        demand = state.top_kind is CardKind.SANTA and state.pending is Pending.NONE
        if self.options["sleigh_must_follow_demand"] and demand:
            return (state.top_colour,)
        return COLOURS

    def _sleighs(self, state: SantaState, hand: tuple[str, ...]) -> list[tuple[str, ...]]:
        """Every Sleigh combo: a set of one colour's reindeer and which of them goes last."""
        combos: list[tuple[str, ...]] = []
        for c in self._sleigh_colours(state):
            counts = [hand.count(f"{c}{v}") for v in range(1, 10)]
            subsets: list[list[int]] = [[]]
            for v, count in enumerate(counts, start=1):
                subsets = [s + [v] * k for s in subsets for k in range(count + 1)]
            for subset in subsets:
                if not subset:
                    continue
                for last in sorted(set(subset)):
                    rest = list(subset)
                    rest.remove(last)
                    combos.append(tuple(f"{c}{v}" for v in [*rest, last]))
        return combos

    # ------------------------------------------------------------------ checking

    def check(self, state: SantaState, seat: PlayerId, action: Action) -> None:
        """§7: whether ``seat`` may take ``action`` now; each step below refuses with its own code."""
        self.check_seat(state, seat)
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not a Santa's Game action.", ILLEGAL_ACTION)
        if action.announce and self.options["announce_mode"] != "required":
            raise IllegalActionError("Announcing is automatic in this game.", ANNOUNCE_OFF)
        if state.phase == Phase.COLOUR:
            self._check_colour(action)
        elif state.phase == Phase.ELF:
            self._check_elf_answer(state, seat, action)
        else:
            self._check_turn(state, seat, action)

    def _check_colour(self, action: Action) -> None:
        """§4.2, D23: an opening Santa Claus waits for the dealer to name its colour."""
        if action.kind is not ActionKind.COLOUR:
            raise IllegalActionError("Name the colour of the opening Santa Claus first.", WRONG_PHASE)

    def _check_elf_answer(self, state: SantaState, seat: PlayerId, action: Action) -> None:
        """§10.2: in the Elf window a seat declines, or recalls with an Elf it holds."""
        if action.kind is ActionKind.DECLINE:
            return
        if action.kind is not ActionKind.RECALL:
            raise IllegalActionError("Someone went out: answer the Elf window first.", WRONG_PHASE)
        if CardKind.ELF not in state.hands[seat]:
            raise IllegalActionError("You hold no Elf.", NO_ELF)

    def _check_turn(self, state: SantaState, seat: PlayerId, action: Action) -> None:
        """§7: a turn action, checked in the order the spec's tables read (held, pending, shape)."""
        k = action.kind
        if k in (ActionKind.COLOUR, ActionKind.RECALL, ActionKind.DECLINE):
            raise IllegalActionError("That answer belongs to another moment of the game.", WRONG_PHASE)
        self._check_held(state.hands[seat], action)
        if k is ActionKind.ACCEPT:
            self._check_accept(state)
        elif k is not ActionKind.SNOWMAN:  # §8.6: a Snowman answers anything
            self._check_pending_answer(state, action)
            if k is ActionKind.SLEIGH:
                self._check_sleigh(state, action)
            elif k not in (ActionKind.DRAW, ActionKind.ELF):
                self._check_play(state, seat, action)

    def _check_held(self, hand: tuple[str, ...], action: Action) -> None:
        """§7: every card the action puts down is in the hand (a Sleigh, a Snowman, an Elf too)."""
        named = action.kind in (ActionKind.SLEIGH, ActionKind.SNOWMAN, ActionKind.ELF)
        left = list(hand)
        for card in [*action.cards, *([action.kind.value] if named else [])]:
            if card not in left:
                raise IllegalActionError(f"You do not hold {card}.", CARD_NOT_HELD, card=card)
            left.remove(card)

    def _check_accept(self, state: SantaState) -> None:
        """§7.2, §7.3: only a Tree threat or a Gift can be accepted."""
        if state.pending not in (Pending.SKIP, Pending.GIFT):
            raise IllegalActionError("There is nothing to accept.", NOTHING_TO_ACCEPT)

    def _check_pending_answer(self, state: SantaState, action: Action) -> None:
        """§7.2, §7.3: a Tree threat is countered by a Tree, a Gift by a Gift (or a Snowman, or accept)."""
        played = kind(action.cards[0]) if action.kind is ActionKind.PLAY and action.cards else None
        if state.pending is Pending.SKIP and played is not CardKind.TREE:
            raise IllegalActionError("You are skipped: counter with a Tree or a Snowman, or accept.", ANSWER_TREE)
        if state.pending is Pending.GIFT and played is not CardKind.GIFT:
            raise IllegalActionError(
                "A Gift is coming to you: counter with a Gift or a Snowman, or accept.", ANSWER_GIFT
            )

    def _check_sleigh(self, state: SantaState, action: Action) -> None:
        """§8.5: a Sleigh carries reindeer of one colour (Santa's, with sleigh_must_follow_demand)."""
        if not action.cards or any(kind(c) is not CardKind.REINDEER for c in action.cards):
            raise IllegalActionError("A Sleigh carries one or more reindeer, nothing else.", SLEIGH_RIDERS)
        colours = {colour(c) for c in action.cards}
        if len(colours) > 1:
            raise IllegalActionError("The reindeer on a Sleigh are all of one colour.", SLEIGH_ONE_COLOUR)
        if colours.pop() not in self._sleigh_colours(state):
            raise IllegalActionError(
                "A Sleigh on Santa's demand carries reindeer of the named colour.",
                SLEIGH_DEMAND,
                colour=COLOUR_NAMES[state.top_colour],
            )

    def _check_play(self, state: SantaState, seat: PlayerId, action: Action) -> None:
        """§7.1, §7.5, §8.1–8.4: one card played; it matches the top unless it counters or is Santa."""
        if action.kind is not ActionKind.PLAY or len(action.cards) != 1:
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        card = action.cards[0]
        ck = kind(card)
        if ck is CardKind.SLEIGH:
            raise IllegalActionError("A Sleigh is never played alone.", SLEIGH_RIDERS)
        if ck in (CardKind.SNOWMAN, CardKind.ELF):
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        pending = state.pending
        if pending is Pending.SLEIGH and ck is not CardKind.REINDEER:
            raise IllegalActionError("The opening Sleigh wants a reindeer.", OPENING_SLEIGH)
        if ck is CardKind.GIFT:
            target = action.target
            if not (0 <= target < state.num_players and state.active[target] and target != seat):
                raise IllegalActionError("A Gift goes to another player still in the round.", BAD_TARGET)
        elif action.target >= 0:
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        if (ck is CardKind.SANTA) != bool(action.colour):
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        if ck is CardKind.SANTA or pending is not Pending.NONE:
            return  # counters may be of any colour; the opening Sleigh takes any reindeer
        if not self._matches(state, card):
            raise IllegalActionError(f"{card} does not match the top card.", DOES_NOT_MATCH, card=card)

    # ------------------------------------------------------------------ applying

    def step(self, state: SantaState, seat: PlayerId, action: Action) -> core.Step[SantaState]:
        """§6–§12: check the action, then apply it with the step for its moment and kind; the
        events are noted as it goes (``WorkState``) and told in order (``_told``)."""
        self.check(state, seat, action)
        w = WorkState(state)
        if state.phase == Phase.COLOUR:
            self._apply_colour(w, seat, action)
        elif state.phase == Phase.ELF:
            self._apply_elf_answer(w, seat, action)
        else:
            w.actions += 1
            if action.kind is ActionKind.DRAW:
                self._apply_draw(w, seat)
            elif action.kind is ActionKind.ACCEPT:
                self._apply_accept(w, seat)
            else:
                self._apply_put_down(w, seat, action)
        hand_end = w.hand_end
        if w.ending and w.last_round is not None:
            # The round just ended: keep the cards whose play ended it (the table shows them).
            shown = action.cards if action.kind in (ActionKind.PLAY, ActionKind.SLEIGH) else ()
            w.last_round = evolve(w.last_round, last_play=shown)
            if hand_end is not None:
                hand_end = evolve(hand_end, last_round=w.last_round)
        return core.Step(w.freeze(), _told(w), hand_end)

    def _apply_colour(self, w: WorkState, seat: PlayerId, action: Action) -> None:
        """§4.2, D23: the dealer names the opening Santa Claus's colour; the next seat plays."""
        w.phase, w.top_colour, w.turn = Phase.TURN, COLOUR_LETTERS[action.colour], w.next_active(seat)
        w.said.append(Event(SantaEvent.COLOUR, seat, {"colour": action.colour}))

    def _apply_elf_answer(self, w: WorkState, seat: PlayerId, action: Action) -> None:
        """§10.2: record a secret answer; the window closes once everyone asked has answered
        (the answer that closes it is told only as what the window came to)."""
        if action.kind is ActionKind.DECLINE:
            w.answers[seat] = Answer.NO
        else:
            w.answers[seat] = Answer.RECALL_SAID if action.announce else Answer.RECALL
        if Answer.ASKED not in w.answers:
            self._close_window(w)
        else:
            w.said.append(Event(SantaEvent.ELF_ANSWER, seat))

    def _apply_draw(self, w: WorkState, seat: PlayerId) -> None:
        """§9: draw one card and end the turn; a lap of dry draws is a stalemate, D25 the cap."""
        w.said.append(Event(SantaEvent.DRAW, seat))
        got = w.draw_cards(1)
        w.receive(seat, got)
        w.turn = w.next_active(seat)
        w.dry_draws = 0 if got else w.dry_draws + 1
        if not got and w.dry_draws >= w.active_count():
            self._end_round(w, EndReason.STALEMATE)
        elif w.actions >= self._cap():
            self._end_round(w, EndReason.CAP)

    def _apply_accept(self, w: WorkState, seat: PlayerId) -> None:
        """§7.2, §7.3, §8.3: take the Tree's skip or the Gift's cards; the turn passes on."""
        w.dry_draws = 0
        if w.pending is Pending.GIFT:
            w.said.append(Event(SantaEvent.ACCEPT_GIFT, seat, {"count": 2 * len(w.contributors)}))
            self._resolve_gift(w, seat)
        else:
            w.said.append(Event(SantaEvent.ACCEPT_SKIP, seat))
        w.pending, w.contributors, w.turn = Pending.NONE, (), w.next_active(seat)
        if w.actions >= self._cap():
            self._end_round(w, EndReason.CAP)

    def _apply_put_down(self, w: WorkState, seat: PlayerId, action: Action) -> None:
        """§8, §11, §10.1: a card goes down, then the announce penalty, going out, the cap.

        The card is told once the move is done: a penalty draw that reshuffles the pile takes
        a Sleigh's reindeer but the top one out of sight, unless the round ended on them."""
        w.dry_draws = 0
        passed_over = _passed_over(w, seat, action)
        if action.kind is ActionKind.SLEIGH:
            self._lay_sleigh(w, seat, action.cards)
        elif action.kind is ActionKind.SNOWMAN:
            self._lay_snowman(w, seat)
        elif action.kind is ActionKind.ELF:
            self._lay_elf(w, seat)
        else:
            self._lay_card(w, seat, action)
        penalty = self.options["announce_mode"] == "required" and not action.announce
        if penalty:
            w.take(seat, 1)  # §11: the penalty card comes before the going-out check
        capped = w.actions >= self._cap()
        if not w.hands[seat]:
            # Gone out: told as such when no penalty was owed (a penalty that found no card to draw
            # leaves the hand empty, told so only while the round goes on).
            w.emptied.append(seat)
            if capped:
                self._end_round(w, EndReason.CAP, out_first=seat)
            else:
                self._went_out(w, seat)
        elif capped:
            self._end_round(w, EndReason.CAP)
        w.said.append(_put_down_event(w, seat, action))
        if not w.ending:  # a round that ended on the Gift takes no more turns
            w.said.extend(Event(SantaEvent.LOST_TURN, s, {"by": seat}) for s in passed_over)
        if penalty:
            w.said.append(Event(SantaEvent.PENALTY, seat))
        if w.ending and w.emptied and not penalty:
            w.said.append(Event(SantaEvent.WENT_OUT, seat))

    def _lay_sleigh(self, w: WorkState, seat: PlayerId, riders: tuple[str, ...]) -> None:
        """§8.5: the Sleigh, then its reindeer in order; the last one is the new top card."""
        for card in (CardKind.SLEIGH.value, *riders):
            w.hands[seat].remove(card)
            w.discard.append(card)
        w.set_top(riders[-1])
        w.pending, w.contributors, w.turn = Pending.NONE, (), w.next_active(seat)

    def _lay_snowman(self, w: WorkState, seat: PlayerId) -> None:
        """§8.6: a Snowman passes the situation on unchanged to the next player."""
        w.hands[seat].remove(CardKind.SNOWMAN)
        w.discard.append(CardKind.SNOWMAN.value)
        w.turn = w.next_active(seat)

    def _lay_elf(self, w: WorkState, seat: PlayerId) -> None:
        """§8.7: a voluntary Elf goes to the player's Elf area and ends the turn."""
        w.hands[seat].remove(CardKind.ELF)
        w.elf_areas[seat] += 1
        w.turn = w.next_active(seat)

    def _lay_card(self, w: WorkState, seat: PlayerId, action: Action) -> None:
        """§8.1–8.4: a reindeer, Tree, Gift or Santa Claus becomes the top card with its effect."""
        card = action.cards[0]
        w.hands[seat].remove(card)
        w.discard.append(card)
        w.set_top(card)
        if w.top_kind is CardKind.SANTA:
            w.top_colour = COLOUR_LETTERS[action.colour]
        if w.top_kind is CardKind.GIFT:
            chain = w.contributors if w.pending is Pending.GIFT else ()
            w.pending, w.contributors, w.turn = Pending.GIFT, (*chain, seat), action.target
        elif w.top_kind is CardKind.TREE:
            w.pending, w.contributors, w.turn = Pending.SKIP, (), w.next_active(seat)
        else:
            w.pending, w.contributors, w.turn = Pending.NONE, (), w.next_active(seat)

    def _resolve_gift(self, w: WorkState, target: int) -> None:
        """§8.3: 2 cards per Gift, from each giver's hand by its size now (D7, D9)."""
        parts: list[GiftPart] = []
        for giver in w.contributors:
            taken: list[str] = []
            if giver == target or giver < 0:
                from_hand = 0
            else:
                size = len(w.hands[giver])
                from_hand = 2 if size >= 3 else (1 if size == 2 else 0)
            for _ in range(from_hand):
                giver_hand = sorted(w.hands[giver])
                card = giver_hand[w.rng.below(len(giver_hand))]
                w.hands[giver].remove(card)
                taken.append(card)
            drawn = w.draw_cards(2 - from_hand)
            w.receive(target, taken + drawn)
            if taken:
                w.gave.setdefault(giver, []).extend(taken)
            parts.append(GiftPart(giver, tuple(sorted(taken)), len(drawn)))
        w.last_gift_target, w.last_gift = target, tuple(parts)

    def _went_out(self, w: WorkState, seat: int) -> None:
        """§10: open the Elf window, unless there is none or no card could be drawn (D24)."""
        if self.options["elf_window"] == "off" or not w.can_draw():
            self._finish(w, seat)
            return
        w.answers = [Answer.ASKED if w.active[s] and s != seat else Answer.NOT_ASKED for s in range(w.n)]
        w.phase, w.window = Phase.ELF, seat

    def _close_window(self, w: WorkState) -> None:
        out = w.window
        recaller, said = -1, False
        for step in range(1, w.n):
            s = (out + step) % w.n
            if w.answers[s] in (Answer.RECALL, Answer.RECALL_SAID):
                recaller, said = s, w.answers[s] is Answer.RECALL_SAID
                break
        w.answers = [Answer.NOT_ASKED] * w.n
        w.phase, w.window = Phase.TURN, -1
        if recaller < 0:
            w.said.append(Event(SantaEvent.NO_ELF, out, reveals=True))
            self._finish(w, out)
            return
        w.said.append(Event(SantaEvent.RECALL, recaller, {"out": out}, reveals=True, target=out))
        w.hands[recaller].remove(CardKind.ELF)
        w.elf_areas[recaller] += 1
        w.take(out, 2)  # Clarifications: the recalled player draws first
        if self.options["announce_mode"] == "required" and not said:
            w.take(recaller, 1)
        w.last_recall = (out, recaller)
        if not w.hands[recaller]:
            w.emptied.append(recaller)
            self._went_out(w, recaller)

    def _finish(self, w: WorkState, seat: int) -> None:
        w.active[seat] = False
        w.finished.append(seat)
        if w.turn == seat:
            w.turn = w.next_active(seat)  # Clarifications: the role passes on
        if w.active_count() <= 1:
            self._end_round(w, EndReason.OUT)

    def _end_round(self, w: WorkState, reason: EndReason, out_first: int = -1) -> None:
        """§12: place the rest, score, then end the game or deal the next round."""
        n = w.n
        if out_first >= 0:
            w.active[out_first] = False
            w.finished.append(out_first)
        turn = w.turn
        rest = [s for s in range(n) if w.active[s]]
        # Fewest cards first; ties in turn order from the player who would act next.
        rest.sort(key=lambda s: (len(w.hands[s]), (s - turn) % n))
        placings = tuple(w.finished + rest)
        points = [0] * n
        for place, s in enumerate(placings):
            points[s] = points_for(place, n)
            w.scores[s] += points[s]
        w.wins[placings[0]] += 1
        number = w.round
        left = tuple(len(hand) for hand in w.hands)
        w.last_round = RoundResult(number, placings, tuple(points), tuple(w.scores), reason, placings[-1], left=left)
        scored = {"number": number, "reason": reason.value, "placings": list(placings), "points": points}
        w.ending.append(Event(SantaEvent.HAND_END, placings[0], scored))
        max_rounds = self.options["max_rounds"]
        if max(w.scores) >= self.options["target"] or (max_rounds != "off" and number >= int(max_rounds)):
            w.phase, w.window = Phase.OVER, -1
            w.answers = [Answer.NOT_ASKED] * n
            return
        w.hand_end = w.freeze()
        order = list(DECK)
        w.rng.shuffle(order)
        opening = self._deal(w, order)
        self._open(w, opening, placings[-1], number + 1)
        w.ending.append(Event(SantaEvent.DEAL, None, {"number": number + 1, "opening": opening}, reveals=True))

    # ------------------------------------------------------------------ results

    def outcome(self, state: SantaState) -> core.Outcome | None:
        if state.phase != Phase.OVER:
            return None
        best = max(state.scores)
        winners = [s for s, v in enumerate(state.scores) if v == best]
        reason = "target"
        if self.options["tiebreak"] == "most_wins" and len(winners) > 1:
            most = max(state.wins[s] for s in winners)
            winners = [s for s in winners if state.wins[s] == most]
            reason = "most_wins" if len(winners) == 1 else reason
        return core.Outcome(scores=state.scores, winners=tuple(winners), reason=reason)

    def all_cards(self, state: SantaState) -> list[str]:
        cards = list(state.draw) + list(state.discard)
        for hand in state.hands:
            cards += hand
        cards += [CardKind.ELF.value] * sum(state.elf_areas)
        return sorted(cards)

    def hands_scored(self, state: SantaState) -> int:
        return state.last_round.number if state.last_round is not None else 0

    # ------------------------------------------------------------------ views

    def view(self, state: SantaState, seat: PlayerId | None) -> JsonDict:
        n = state.num_players
        window: SantaWindow | None = None
        if state.phase == Phase.ELF:
            window = {
                "out": state.window,
                "asked": [s for s in range(n) if state.answers[s]],
                "seconds": self.options["elf_seconds"],
                "mode": self.options["elf_window"],
            }
        legal = self.legal_actions(state, seat) if seat is not None else []
        view: SantaView = {
            "game": self.info.id,
            "seat": seat,
            "num_players": n,
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "scores": list(state.scores),
            "legal": [str(a) for a in legal],
            "moves": [_move_view(a) for a in legal],
            "hand": list(state.hands[seat]) if seat is not None else [],
            "round": state.round,
            "dealer": state.dealer,
            "turn": state.turn,
            "target": self.options["target"],
            "max_rounds": self.options["max_rounds"],
            "announce_mode": self.options["announce_mode"],
            "elf_window": self.options["elf_window"],
            "hand_sizes": [len(h) for h in state.hands],
            "draw_count": len(state.draw),
            "discard": list(state.discard),
            "elf_areas": list(state.elf_areas),
            "active": list(state.active),
            "finished": list(state.finished),
            "top": {
                "colour": state.top_colour,
                "kind": state.top_kind.value,
                "value": state.top_value,
                "card": _top_card(state.discard),
                "snowmen": _snowmen_on_top(state.discard),
            },
            "pending": {
                "kind": state.pending.value,
                "contributors": list(state.contributors),
                "cards": 2 * len(state.contributors) if state.pending is Pending.GIFT else 0,
            },
            "window": window,
            "my_answer": state.answers[seat].value if seat is not None else "",
            "actions": state.actions,
            "dry_draws": state.dry_draws,
            "wins": list(state.wins),
            "last_gift": _gift_json(state, seat),
            "last_recall": list(state.last_recall),
            "last_round": _round_json(state.last_round),
        }
        return cast(JsonDict, view)

    def sample_state(self, data: JsonDict, rng: Rng) -> SantaState:
        """Deal the unseen cards at random; everything public (and this seat's own) is kept."""
        view = santa_view(data)
        seat = view["seat"]
        n = view["num_players"]
        left = Counter(DECK)
        left.subtract(view["hand"])
        left.subtract(view["discard"])
        left[CardKind.ELF.value] -= sum(view["elf_areas"])
        unseen = [card for card in DISTINCT for _ in range(left[card])]
        rng.shuffle(unseen)
        hands: list[tuple[str, ...]] = []
        for other, size in enumerate(view["hand_sizes"]):
            if other == seat:
                hands.append(tuple(view["hand"]))
            else:
                hands.append(tuple(sorted(unseen[:size])))
                del unseen[:size]
        window = view["window"]
        answers = [Answer.NOT_ASKED] * n
        if window is not None:
            for s in window["asked"]:
                answers[s] = Answer.ASKED if s in view["to_act"] else Answer.NO
            if seat is not None and view["my_answer"]:
                answers[seat] = Answer(view["my_answer"])
        gift = view["last_gift"]
        parts = []
        for part in gift["parts"] if gift else []:
            taken = part.get("taken")
            parts.append(
                GiftPart(part["giver"], tuple(taken) if taken is not None else ("?",) * part["count"], part["drawn"])
            )
        top = view["top"]
        return SantaState(
            num_players=n,
            phase=Phase(view["phase"]),
            round=view["round"],
            dealer=view["dealer"],
            turn=view["turn"],
            hands=tuple(hands),
            draw=tuple(unseen),
            discard=tuple(view["discard"]),
            elf_areas=tuple(view["elf_areas"]),
            active=tuple(view["active"]),
            finished=tuple(view["finished"]),
            top_colour=top["colour"],
            top_kind=CardKind(top["kind"]),
            top_value=top["value"],
            pending=Pending(view["pending"]["kind"]),
            contributors=tuple(view["pending"]["contributors"]),
            window=window["out"] if window else -1,
            answers=tuple(answers),
            actions=view["actions"],
            dry_draws=view["dry_draws"],
            scores=tuple(view["scores"]),
            wins=tuple(view["wins"]),
            last_gift_target=gift["target"] if gift else -1,
            last_gift=tuple(parts),
            last_recall=(view["last_recall"][0], view["last_recall"][1]),
            last_round=None if view["last_round"] is None else ROUND.read(view["last_round"], {"num_players": n}),
            rng=rng.spawn().state,
        )

    # ------------------------------------------------------------------ notation

    def action_from_str(self, text: str) -> Action:
        return parse_action(text)

    def state_codec(self) -> Codec[SantaState]:
        return STATE

    def check_state(self, state: SantaState) -> None:
        _checked(state)


# ---------------------------------------------------------------------- reading a state

_DECK_COUNTS = Counter(DECK)
_ELVES = _DECK_COUNTS[CardKind.ELF.value]
_GIFTS = sum(1 for card in DECK if kind(card) is CardKind.GIFT)


def _read_answer(data: Any) -> Answer:
    return Answer(text(data, "an answer", [a.value for a in Answer]))


def _read_placings(value: Any, got: Mapping[str, Any]) -> tuple[int, ...]:
    n = got["num_players"]
    placings = each(value, "the placings", n, lambda s: seat_index(s, n, "a placing"), min_length=n)
    if len(set(placings)) != n:
        raise ValueError("the placings name a seat twice")
    return placings


ROUND = Codec(
    RoundResult,
    what="the last round",
    optional=("last_play",),
    sparse=("left",),  # left out while empty: saves made before it write back as they were
    read={
        "number": number_in(1, MAX_ROUNDS, "the last round's number"),
        "placings": _read_placings,
        "points": lambda value, got: numbers(
            value, got["num_players"], 0, points_for(0, got["num_players"]), "the last round's points"
        ),
        "totals": seat_numbers(0, MAX_SCORE, "the totals"),
        "reason": enum_value(EndReason, "why the round ended"),
        "next_dealer": table_seat("the next dealer"),
        # Absent in saves made before it.
        "last_play": lambda value, _: _read_cards(value, "the last play"),
        "left": lambda value, got: numbers(value, got["num_players"], 0, len(DECK), "the cards left"),
    },
)

GIFT_PART = Codec(
    GiftPart,
    what="a part of the last Gift",
    array=True,
    read={
        "giver": table_seat("a giver", none=-1),
        "taken": lambda value, _: each(value, "the cards given", 2, lambda card: text(card, "a card", _DECK_COUNTS)),
        "drawn": number_in(0, 2, "the cards drawn for a Gift"),
    },
)

STATE = Codec(
    SantaState,
    groups={"top": ("the top card", ("top_colour", "top_kind", "top_value"))},
    read={
        "num_players": lambda value, _: whole_number(
            value, SantasGameRules.info.min_players, MAX_PLAYERS, "the player count"
        ),
        "phase": enum_value(Phase, "the phase"),
        "round": number_in(1, MAX_ROUNDS, "the round"),
        "dealer": table_seat("the dealer"),
        "turn": table_seat("the turn"),
        "hands": per_seat("the hands", lambda h: _read_cards(h, "a hand")),
        "draw": lambda value, _: _read_cards(value, "the draw pile"),
        "discard": lambda value, _: _read_cards(value, "the discard pile"),
        "elf_areas": seat_numbers(0, _ELVES, "the Elf areas"),
        "active": seat_flags("the seats still in the round"),
        "finished": lambda value, got: each(
            value,
            "the seats gone out",
            got["num_players"],
            lambda s: seat_index(s, got["num_players"], "a seat gone out"),
        ),
        "top_colour": lambda value, _: text(value, "the colour in force", ("", *COLOURS)),
        "top_kind": enum_value(CardKind, "the top card's kind"),
        "top_value": number_in(0, 9, "the top card's value"),
        "pending": enum_value(Pending, "what is pending"),
        "contributors": table_seats("the Gift chain", "a giver", none=-1, max_length=_GIFTS),
        "window": table_seat("the seat gone out", none=-1),
        "answers": per_seat("the answers", _read_answer),
        "actions": number_in(0, _MAX_ACTIONS, "the actions this round"),
        "dry_draws": lambda value, got: whole_number(value, 0, got["num_players"], "the draws that gave no card"),
        "scores": seat_numbers(0, MAX_SCORE, "the scores"),
        "wins": seat_numbers(0, MAX_ROUNDS, "the rounds won"),
        "last_gift_target": table_seat("the last Gift's target", none=-1),
        "last_gift": lambda value, got: each(value, "the last Gift", _GIFTS, lambda p: GIFT_PART.read(p, got)),
        "last_recall": lambda value, got: _read_recall(value, got["num_players"]),
        "last_round": nested(ROUND),
        "rng": generator(),
    },
    write={"last_gift": lambda parts: [GIFT_PART.write_row(part) for part in parts], "last_round": ROUND.write},
)
"""A state from untrusted JSON: every count and seat is checked against the deck and the
table before it sizes anything (``_checked`` then sees that the cards add up and the phase
holds)."""


def _checked(state: SantaState) -> SantaState:
    """``state`` when its cards add up to the deck and its round's facts agree."""
    cards = Counter(state.draw) + Counter(state.discard)
    for hand in state.hands:
        cards.update(hand)
    cards[CardKind.ELF.value] += sum(state.elf_areas)
    if cards != _DECK_COUNTS:
        raise ValueError("the cards do not add up to the deck")
    _check_round(state)
    return state


def _check_round(state: SantaState) -> None:
    """The round's facts agree: who is out, what is pending, the Elf window."""
    n = state.num_players
    out = set(state.finished)
    if len(out) != len(state.finished) or out != {s for s in range(n) if not state.active[s]}:
        raise ValueError("the seats gone out are not the seats out of the round")
    if state.phase is not Phase.OVER and sum(state.active) < 2:
        raise ValueError("a round goes on with fewer than two players in it")
    if (state.pending is Pending.GIFT) != bool(state.contributors):
        raise ValueError("the Gift chain does not fit what is pending")
    if state.top_kind is CardKind.REINDEER and not 1 <= state.top_value <= 9:
        raise ValueError("the top reindeer has no value")
    asked = [s for s, answer in enumerate(state.answers) if answer is not Answer.NOT_ASKED]
    if state.phase is Phase.ELF:
        if state.window < 0 or Answer.ASKED not in state.answers:
            raise ValueError("an Elf window is open with nobody to answer")
        if any(s == state.window or not state.active[s] for s in asked):
            raise ValueError("an Elf window asks a seat it cannot ask")
    elif asked or state.window >= 0:
        raise ValueError("an Elf window is open outside its phase")
    if state.phase is Phase.COLOUR and (state.top_kind is not CardKind.SANTA or state.top_colour):
        raise ValueError("a colour is asked for with no Santa Claus to name it")


def _read_cards(data: Any, what: str) -> tuple[str, ...]:
    return each(data, what, len(DECK), lambda card: text(card, "a card", _DECK_COUNTS))


def _read_recall(data: Any, n: int) -> tuple[int, int]:
    out, recaller = items(data, "the last recall", 2, 2)
    return seat_index(out, n, "the seat recalled", none=-1), seat_index(recaller, n, "the recalling seat", none=-1)


def _passed_over(w: WorkState, seat: PlayerId, action: Action) -> list[int]:
    """§8.3: the players still in the round strictly between a Gift's giver and its target
    (clockwise), who lose this turn; none for any other move."""
    if action.kind is not ActionKind.PLAY or action.target < 0:
        return []
    between = [(seat + step) % w.n for step in range(1, (action.target - seat) % w.n)]
    return [s for s in between if w.active[s]]


def _put_down_event(w: WorkState, seat: PlayerId, action: Action) -> Event:
    """The card (or Sleigh) ``seat`` put down, once the move is done (``_apply_put_down``)."""
    k = action.kind
    if k is ActionKind.PLAY:
        params: dict[str, str | int] = {"card": action.cards[0]}
        if action.colour:
            params["colour"] = action.colour
        aimed = action.target if action.target >= 0 else None
        if aimed is not None:
            params["target"] = aimed
        return Event(SantaEvent.PLAY, seat, params, reveals=True, target=aimed)
    if k is ActionKind.SLEIGH:
        # A penalty draw that reshuffled the pile took all but the top card out of sight; a
        # round that ended on them shows them all (``RoundResult.last_play``).
        shown = list(action.cards) if w.ending else [card for card in action.cards if card in w.discard]
        return Event(SantaEvent.SLEIGH, seat, {"cards": shown}, reveals=True)
    return Event(SantaEvent.SNOWMAN if k is ActionKind.SNOWMAN else SantaEvent.ELF, seat, reveals=True)


def _told(w: WorkState) -> tuple[Event, ...]:
    """The move's events in order: the move itself (``said``); then, while the round goes on,
    the cards that reached or left each hand, to their holder alone, seat by seat, and who
    went out; or the round's end (``ending``: scored, and the next deal)."""
    if w.ending:
        return (*w.said, *w.ending)
    events = list(w.said)
    for seat in sorted({*w.got, *w.gave}) if w.gave else sorted(w.got):
        got, gave = w.got.get(seat), w.gave.get(seat)
        if got:
            events.append(Event(SantaEvent.GOT, seat, {"cards": sorted(got)}, audience=(seat,), reveals=True))
        if gave:
            events.append(Event(SantaEvent.GAVE, seat, {"cards": sorted(gave)}, audience=(seat,), reveals=True))
    for seat in sorted(w.emptied):
        events.append(Event(SantaEvent.WENT_OUT, seat))
    return tuple(events)


def _move_view(action: Action) -> SantaMove:
    """A legal action taken apart for the table: the cards it puts down, where, which colour."""
    k = action.kind
    if k is ActionKind.SLEIGH:
        cards = [CardKind.SLEIGH.value, *action.cards]
    elif k in (ActionKind.SNOWMAN, ActionKind.ELF):
        cards = [k.value]
    elif k is ActionKind.RECALL:
        cards = [CardKind.ELF.value]
    else:
        cards = list(action.cards)
    return {
        "action": str(action),
        "kind": k.value,
        "cards": cards,
        "target": action.target,
        "colour": COLOUR_LETTERS[action.colour] if action.colour else "",
        "announce": action.announce,
    }


def _snowmen_on_top(discard: tuple[str, ...]) -> int:
    """How many Snowmen lie on the card that defines the top (§8.6: they pass it on unchanged)."""
    count = 0
    while count < len(discard) and discard[-1 - count] == CardKind.SNOWMAN:
        count += 1
    return count


def _top_card(discard: tuple[str, ...]) -> str | None:
    """The card under the Snowmen on top of the pile (a pile of Snowmen alone: its top one)."""
    if not discard:
        return None
    snowmen = _snowmen_on_top(discard)
    return discard[-1 - snowmen] if snowmen < len(discard) else discard[-1]


def _gift_json(state: SantaState, seat: PlayerId | None) -> SantaGift | None:
    """The last resolved Gift; the cards taken from a hand only for the giver and the target."""
    if state.last_gift_target < 0:
        return None
    parts: list[SantaGiftPart] = []
    for p in state.last_gift:
        part: SantaGiftPart = {"giver": p.giver, "count": len(p.taken), "drawn": p.drawn}
        if seat is not None and seat in (p.giver, state.last_gift_target):
            part["taken"] = list(p.taken)
        parts.append(part)
    return {"target": state.last_gift_target, "parts": parts}


def _round_json(result: RoundResult | None) -> SantaRound | None:
    return None if result is None else cast(SantaRound, ROUND.write(result))
