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

Design notes (see the README section): the engine has no clock, so every Elf window
asks every active player but the one who went out (non-holders may only ``decline``);
``timed`` and ``wait`` differ only at the table (a countdown that answers ``decline`` by
itself, or a wait for every button), and ``off`` opens no window at all (Elves are
then played only voluntarily). ``time_limit`` is left to the players for the same
reason. ``first_player`` names the first seat to decide: the dealer sits to its right,
except that after an opening Santa Claus that seat is the dealer (it names the colour).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from ...core import (
    FIRST_PLAYER,
    ILLEGAL_ACTION,
    WRONG_PHASE,
    DeckSpec,
    Event,
    GameInfo,
    IllegalActionError,
    InvalidActionError,
    JsonDict,
    OptionSpec,
    Outcome,
    PlayerId,
    Rules,
)
from ...rng import Rng, RngState, state_from_json
from .cards import COLOUR_LETTERS, COLOUR_NAMES, COLOURS, DECK, colour, is_card, kind, value

HAND_SIZE = 7
DISTINCT = tuple(sorted(set(DECK)))
_DECK = DeckSpec(DECK, str, str, "the whole 110-card deck")
COLOUR_WORDS = tuple(COLOUR_NAMES[c] for c in COLOURS)
PUT_DOWN = ("play", "sleigh", "snowman", "elf", "recall")
# Answers in an Elf window: "" not asked, "?" still to answer, then the answer.
ASKED, NO, RECALL, RECALL_SAID = "?", "no", "recall", "recall!"

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


class Phase(StrEnum):
    """The part of a round (str-valued: views and saves hold the plain text)."""

    COLOUR = "colour"  # the dealer names the colour of an opening Santa Claus
    TURN = "turn"
    ELF = "elf"  # the Elf window after someone went out
    OVER = "over"


class Pending(StrEnum):
    """What the top card still asks of the seat to act (str-valued, as in saves)."""

    NONE = "none"
    SKIP = "skip"  # a Tree: counter with a Tree or a Snowman, or accept
    GIFT = "gift"  # a Gift: counter with a Gift or a Snowman, or accept
    SLEIGH = "sleigh"  # the opening Sleigh wants a reindeer


@dataclass(frozen=True)
class Action:
    """One action; ``str()`` is its text (see the module docstring)."""

    kind: str  # play sleigh snowman elf draw accept colour recall decline
    cards: tuple[str, ...] = ()
    target: int = -1
    colour: str = ""  # a colour word, for Santa Claus and the opening colour
    announce: bool = False

    def __str__(self) -> str:
        words = [self.kind, *self.cards]
        if self.kind == "play" and self.target >= 0:
            words += ["to", str(self.target)]
        if self.colour:
            words.append(self.colour)
        if self.announce:
            words.append("announce")
        return " ".join(words)


DRAW = Action("draw")
ACCEPT = Action("accept")


@dataclass(frozen=True)
class RoundResult:
    """A scored round (public): the placings first to last, points, totals, why it ended."""

    number: int
    placings: tuple[int, ...]
    points: tuple[int, ...]  # per seat
    totals: tuple[int, ...]  # per seat, after the round
    reason: str  # out | stalemate | cap
    next_dealer: int
    # The cards whose play ended the round (the table shows them finished): "" none.
    last_play: tuple[str, ...] = ()


@dataclass(frozen=True)
class GiftPart:
    """One contributor's share of a resolved Gift: cards taken from their hand and drawn."""

    giver: int  # -1: the draw pile (opening Gift with opening_gift_source=deck)
    taken: tuple[str, ...]  # seen only by the giver and the target (D27)
    drawn: int


@dataclass(frozen=True)
class SantaState:
    num_players: int
    phase: Phase
    round: int
    dealer: PlayerId
    turn: PlayerId  # who holds the turn (to act in TURN and COLOUR; waiting during ELF)
    hands: tuple[tuple[str, ...], ...]  # each sorted; hidden
    draw: tuple[str, ...]  # top first; hidden
    discard: tuple[str, ...]  # bottom first; public
    elf_areas: tuple[int, ...]
    active: tuple[bool, ...]
    finished: tuple[int, ...]  # the order of going out this round
    top_colour: str  # colour letter in force, "" for the opening Sleigh
    top_kind: str  # reindeer gift tree santa sleigh
    top_value: int  # a reindeer's value, else 0
    pending: Pending
    contributors: tuple[int, ...]  # the Gift chain, one entry per Gift played
    window: int  # the seat that went out (ELF phase), else -1
    answers: tuple[str, ...]  # per seat, hidden from the others
    actions: int  # turn actions this round (D25)
    dry_draws: int  # consecutive draws that gave no card (§9)
    scores: tuple[int, ...]
    wins: tuple[int, ...]  # rounds placed first
    last_gift_target: int  # the last resolved Gift (-1: none this round)
    last_gift: tuple[GiftPart, ...]
    last_recall: tuple[int, int]  # (who went out, who recalled them) or (-1, -1)
    last_round: RoundResult | None
    rng: RngState


def points_for(place: int, num_players: int) -> int:
    """Placing points (§12.2, D22): 20, 10, 5, then 1; the last player always 0.

    >>> [points_for(i, 5) for i in range(5)], [points_for(i, 4) for i in range(4)]
    ([20, 10, 5, 1, 0], [20, 10, 5, 0])
    """
    if place == num_players - 1:
        return 0
    return (20, 10, 5)[place] if place < 3 else 1


def _max_decisions() -> int:
    # Every round hands out at least 30 points (20 with two players), so the largest
    # target (200) is met within 10 * 200 / 30 + 1 rounds (200 / 20 + 1 with two); a
    # round is at most the action cap plus its Elf windows (at most 11 of 9 answers).
    rounds = max(10 * 200 // 30, 200 // 20) + 2
    return rounds * (2000 + 11 * 9 + 1)


class _Work:
    """A mutable copy of a state while an action is applied."""

    def __init__(self, s: SantaState) -> None:
        self.n = s.num_players
        self.hands = [list(h) for h in s.hands]
        self.draw = list(s.draw)
        self.discard = list(s.discard)
        self.elf_areas = list(s.elf_areas)
        self.active = list(s.active)
        self.finished = list(s.finished)
        self.answers = list(s.answers)
        self.scores = list(s.scores)
        self.wins = list(s.wins)
        self.rng = Rng(s.rng)
        self.s = s
        self.f: dict[str, Any] = {}

    def set(self, **fields: Any) -> None:
        self.f.update(fields)

    def get(self, name: str) -> Any:
        return self.f[name] if name in self.f else getattr(self.s, name)

    def freeze(self) -> SantaState:
        return replace(
            self.s,
            hands=tuple(tuple(sorted(h)) for h in self.hands),
            draw=tuple(self.draw),
            discard=tuple(self.discard),
            elf_areas=tuple(self.elf_areas),
            active=tuple(self.active),
            finished=tuple(self.finished),
            answers=tuple(self.answers),
            scores=tuple(self.scores),
            wins=tuple(self.wins),
            rng=self.rng.state,
            **self.f,
        )

    def next_active(self, seat: int) -> int:
        for step in range(1, self.n + 1):
            other = (seat + step) % self.n
            if self.active[other] and other != seat:
                return other
        return seat

    def kept(self) -> int:
        """How many cards of the discard pile a reshuffle keeps (D14): the Snowmen on top
        and the card under them that defines the top."""
        index = len(self.discard) - 1
        while index > 0 and self.discard[index] == "snowman":
            index -= 1
        return len(self.discard) - index

    def can_draw(self) -> bool:
        return bool(self.draw) or len(self.discard) > self.kept()

    def draw_cards(self, count: int) -> list[str]:
        """Up to ``count`` cards from the draw pile, rebuilt from the discards when empty (§9)."""
        got: list[str] = []
        for _ in range(count):
            if not self.draw:
                keep = self.kept()
                rest = self.discard[: len(self.discard) - keep]
                if not rest:
                    break
                self.discard = self.discard[len(self.discard) - keep :]
                self.rng.shuffle(rest)
                self.draw = rest
            got.append(self.draw.pop(0))
        return got

    def take(self, seat: int, count: int) -> None:
        self.hands[seat].extend(self.draw_cards(count))

    def active_count(self) -> int:
        return sum(self.active)


class SantasGameRules(Rules[SantaState, Action]):
    info = GameInfo(
        id="santas_game",
        title="Santa's Game",
        min_players=2,
        max_players=10,
        menu_order=20,
        hidden_information=True,
        simultaneous_decisions=True,
        max_game_length=_max_decisions(),
    )
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
        FIRST_PLAYER,
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
            top_kind="",
            top_value=0,
            pending=Pending.NONE,
            contributors=(),
            window=-1,
            answers=("",) * num_players,
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
        w = _Work(blank)
        opening = self._deal(w, order)
        if choice == "random":
            dealer = w.rng.below(num_players)
        elif kind(opening) == "santa":
            dealer = int(choice)  # the first decision is the dealer's colour (D23)
        else:
            dealer = (int(choice) - 1) % num_players
        self._open(w, opening, dealer, 1)
        return w.freeze()

    def _deal(self, w: _Work, order: list[str]) -> str:
        """Deal 7 each in blocks, then turn the opening card (§4.2)."""
        n = w.n
        w.hands = [order[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n)]
        w.draw = order[n * HAND_SIZE :]
        w.discard = []
        while w.draw[0] in ("elf", "snowman"):
            w.rng.shuffle(w.draw)  # put it back and reshuffle (§4.2 (3))
        return w.draw.pop(0)

    def _open(self, w: _Work, opening: str, dealer: int, number: int) -> None:
        n = w.n
        first = (dealer + 1) % n
        w.discard = [opening]
        w.elf_areas = [0] * n
        w.active = [True] * n
        w.finished = []
        w.answers = [""] * n
        k = kind(opening)
        fields: dict[str, Any] = dict(
            round=number,
            dealer=dealer,
            turn=first,
            phase=Phase.TURN,
            top_colour=colour(opening),
            top_kind=k,
            top_value=value(opening) or 0,
            pending=Pending.NONE,
            contributors=(),
            window=-1,
            actions=0,
            dry_draws=0,
            last_gift_target=-1,
            last_gift=(),
            last_recall=(-1, -1),
        )
        if k == "tree":
            fields["pending"] = Pending.SKIP
        elif k == "gift":
            fields["pending"] = Pending.GIFT
            fields["contributors"] = (dealer if self.options["opening_gift_source"] == "dealer_hand" else -1,)
        elif k == "santa":
            fields.update(phase=Phase.COLOUR, turn=dealer, top_colour="")
        elif k == "sleigh":
            fields.update(pending=Pending.SLEIGH, top_colour="")
        w.set(**fields)

    def _cap(self) -> int:
        return int(self.options["max_actions_per_round"])

    # ------------------------------------------------------------------ turns

    def to_act(self, state: SantaState) -> tuple[PlayerId, ...]:
        if state.phase == Phase.OVER:
            return ()
        if state.phase == Phase.ELF:
            return tuple(s for s, a in enumerate(state.answers) if a == ASKED)
        return (state.turn,)

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
            return [Action("colour", colour=word) for word in COLOUR_WORDS]
        if state.phase == Phase.ELF:
            answers = [Action("recall")] if "elf" in hand else []
            return self._announced(answers) + [Action("decline")]
        distinct = sorted(set(hand))
        others = [s for s in range(state.num_players) if state.active[s] and s != seat]
        out: list[Action] = []
        if state.pending is Pending.SKIP:
            out += [Action("play", (c,)) for c in distinct if kind(c) == "tree"]
        elif state.pending is Pending.GIFT:
            out += [Action("play", (c,), t) for c in distinct if kind(c) == "gift" for t in others]
        else:
            for c in distinct:
                k = kind(c)
                if k == "reindeer" and (state.pending is Pending.SLEIGH or self._matches(state, c)):
                    out.append(Action("play", (c,)))
                elif state.pending is Pending.NONE and k in ("gift", "tree") and self._matches(state, c):
                    if k == "gift":
                        out += [Action("play", (c,), t) for t in others]
                    else:
                        out.append(Action("play", (c,)))
            if state.pending is Pending.NONE and "santa" in hand:
                out += [Action("play", ("santa",), colour=word) for word in COLOUR_WORDS]
            if "sleigh" in hand:
                out += [Action("sleigh", combo) for combo in self._sleighs(state, hand)]
        if "snowman" in hand:
            out.append(Action("snowman"))
        if state.pending in (Pending.NONE, Pending.SLEIGH):
            if "elf" in hand:
                out.append(Action("elf"))
            out.append(DRAW)
        else:
            out.append(ACCEPT)
        return self._announced(out)

    def _matches(self, state: SantaState, card: str) -> bool:
        k = kind(card)
        if colour(card) == state.top_colour:
            return True
        if k == "reindeer":
            return state.top_kind == "reindeer" and value(card) == state.top_value
        return state.top_kind == k

    def _sleigh_colours(self, state: SantaState) -> tuple[str, ...]:
        if self.options["sleigh_must_follow_demand"] and state.top_kind == "santa" and state.pending is Pending.NONE:
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

    def check(self, state: SantaState, seat: PlayerId, action: Action) -> None:
        self.check_seat(state, seat)
        if not isinstance(action, Action):
            raise IllegalActionError(f"{action!r} is not a Santa's Game action.", ILLEGAL_ACTION)
        if action.announce and self.options["announce_mode"] != "required":
            raise IllegalActionError("Announcing is automatic in this game.", ANNOUNCE_OFF)
        hand = state.hands[seat]
        k = action.kind
        if state.phase == Phase.COLOUR:
            if k != "colour":
                raise IllegalActionError("Name the colour of the opening Santa Claus first.", WRONG_PHASE)
            return
        if state.phase == Phase.ELF:
            if k == "decline":
                return
            if k != "recall":
                raise IllegalActionError("Someone went out: answer the Elf window first.", WRONG_PHASE)
            if "elf" not in hand:
                raise IllegalActionError("You hold no Elf.", NO_ELF)
            return
        if k in ("colour", "recall", "decline"):
            raise IllegalActionError("That answer belongs to another moment of the game.", WRONG_PHASE)
        need = list(action.cards) + (["sleigh"] if k == "sleigh" else []) + ([k] if k in ("snowman", "elf") else [])
        left = list(hand)
        for card in need:
            if card not in left:
                raise IllegalActionError(f"You do not hold {card}.", CARD_NOT_HELD, card=card)
            left.remove(card)
        pending = state.pending
        if k == "accept":
            if pending not in (Pending.SKIP, Pending.GIFT):
                raise IllegalActionError("There is nothing to accept.", NOTHING_TO_ACCEPT)
            return
        if k == "snowman":
            return
        if pending is Pending.SKIP and not (k == "play" and kind(action.cards[0]) == "tree"):
            raise IllegalActionError("You are skipped: counter with a Tree or a Snowman, or accept.", ANSWER_TREE)
        if pending is Pending.GIFT and not (k == "play" and kind(action.cards[0]) == "gift"):
            raise IllegalActionError(
                "A Gift is coming to you: counter with a Gift or a Snowman, or accept.", ANSWER_GIFT
            )
        if k in ("draw", "elf"):
            return
        if k == "sleigh":
            if not action.cards or any(kind(c) != "reindeer" for c in action.cards):
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
            return
        if k != "play" or len(action.cards) != 1:
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        card = action.cards[0]
        ck = kind(card)
        if ck == "sleigh":
            raise IllegalActionError("A Sleigh is never played alone.", SLEIGH_RIDERS)
        if ck in ("snowman", "elf"):
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        if pending is Pending.SLEIGH and ck != "reindeer":
            raise IllegalActionError("The opening Sleigh wants a reindeer.", OPENING_SLEIGH)
        if ck == "gift":
            if not (0 <= action.target < state.num_players and state.active[action.target] and action.target != seat):
                raise IllegalActionError("A Gift goes to another player still in the round.", BAD_TARGET)
        elif action.target >= 0:
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        if (ck == "santa") != bool(action.colour):
            raise IllegalActionError(f"{action} is not a Santa's Game action.", ILLEGAL_ACTION)
        if ck == "santa" or pending in (Pending.GIFT, Pending.SKIP):
            return  # counters may be of any colour
        if pending is Pending.SLEIGH:
            return
        if not self._matches(state, card):
            raise IllegalActionError(f"{card} does not match the top card.", DOES_NOT_MATCH, card=card)

    # ------------------------------------------------------------------ applying

    def apply_action(self, state: SantaState, seat: PlayerId, action: Action) -> SantaState:
        self.check(state, seat, action)
        w = _Work(state)
        k = action.kind
        if state.phase == Phase.COLOUR:
            w.set(phase=Phase.TURN, top_colour=COLOUR_LETTERS[action.colour], turn=w.next_active(seat))
            return w.freeze()
        if state.phase == Phase.ELF:
            w.answers[seat] = NO if k == "decline" else (RECALL_SAID if action.announce else RECALL)
            if ASKED not in w.answers:
                self._close_window(w)
            return w.freeze()
        w.set(actions=state.actions + 1)
        hand = w.hands[seat]
        if k == "draw":
            got = w.draw_cards(1)
            hand.extend(got)
            w.set(turn=w.next_active(seat), dry_draws=0 if got else state.dry_draws + 1)
            if not got and state.dry_draws + 1 >= w.active_count():
                self._end_round(w, "stalemate")
            elif state.actions + 1 >= self._cap():
                self._end_round(w, "cap")
            return w.freeze()
        w.set(dry_draws=0)
        if k == "accept":
            if state.pending is Pending.GIFT:
                self._resolve_gift(w, seat)
            w.set(pending=Pending.NONE, contributors=(), turn=w.next_active(seat))
            if state.actions + 1 >= self._cap():
                self._end_round(w, "cap")
            return w.freeze()
        # A card goes down.
        if k == "sleigh":
            hand.remove("sleigh")
            w.discard.append("sleigh")
            for card in action.cards:
                hand.remove(card)
                w.discard.append(card)
            last = action.cards[-1]
            w.set(
                top_colour=colour(last),
                top_kind="reindeer",
                top_value=value(last) or 0,
                pending=Pending.NONE,
                contributors=(),
                turn=w.next_active(seat),
            )
        elif k == "snowman":
            hand.remove("snowman")
            w.discard.append("snowman")
            w.set(turn=w.next_active(seat))
        elif k == "elf":
            hand.remove("elf")
            w.elf_areas[seat] += 1
            w.set(turn=w.next_active(seat))
        else:
            card = action.cards[0]
            hand.remove(card)
            w.discard.append(card)
            ck = kind(card)
            top = dict(top_colour=colour(card), top_kind=ck, top_value=value(card) or 0)
            if ck == "santa":
                top["top_colour"] = COLOUR_LETTERS[action.colour]
            w.set(**top)
            if ck == "gift":
                chain = state.contributors if state.pending is Pending.GIFT else ()
                w.set(pending=Pending.GIFT, contributors=chain + (seat,), turn=action.target)
            elif ck == "tree":
                w.set(pending=Pending.SKIP, contributors=(), turn=w.next_active(seat))
            else:
                w.set(pending=Pending.NONE, contributors=(), turn=w.next_active(seat))
        if self.options["announce_mode"] == "required" and not action.announce:
            w.take(seat, 1)  # §11: the penalty card comes before the going-out check
        capped = state.actions + 1 >= self._cap()
        if not hand:
            if capped:
                self._end_round(w, "cap", out_first=seat)
            else:
                self._went_out(w, seat)
        elif capped:
            self._end_round(w, "cap")
        after = w.freeze()
        if after.round != state.round or after.phase == Phase.OVER:
            assert after.last_round is not None
            shown = action.cards if k in ("play", "sleigh") else ()
            after = replace(after, last_round=replace(after.last_round, last_play=shown))
        return after

    def _resolve_gift(self, w: _Work, target: int) -> None:
        """§8.3: 2 cards per Gift, from each giver's hand by its size now (D7, D9)."""
        parts: list[GiftPart] = []
        for giver in w.get("contributors"):
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
            w.hands[target].extend(taken + drawn)
            parts.append(GiftPart(giver, tuple(sorted(taken)), len(drawn)))
        w.set(last_gift_target=target, last_gift=tuple(parts))

    def _went_out(self, w: _Work, seat: int) -> None:
        """§10: open the Elf window, unless there is none or no card could be drawn (D24)."""
        if self.options["elf_window"] == "off" or not w.can_draw():
            self._finish(w, seat)
            return
        w.answers = [ASKED if w.active[s] and s != seat else "" for s in range(w.n)]
        w.set(phase=Phase.ELF, window=seat)

    def _close_window(self, w: _Work) -> None:
        out = w.get("window")
        recaller, said = -1, False
        for step in range(1, w.n):
            s = (out + step) % w.n
            if w.answers[s] in (RECALL, RECALL_SAID):
                recaller, said = s, w.answers[s] == RECALL_SAID
                break
        w.answers = [""] * w.n
        w.set(phase=Phase.TURN, window=-1)
        if recaller < 0:
            self._finish(w, out)
            return
        w.hands[recaller].remove("elf")
        w.elf_areas[recaller] += 1
        w.take(out, 2)  # Clarifications: the recalled player draws first
        if self.options["announce_mode"] == "required" and not said:
            w.take(recaller, 1)
        w.set(last_recall=(out, recaller))
        if not w.hands[recaller]:
            self._went_out(w, recaller)

    def _finish(self, w: _Work, seat: int) -> None:
        w.active[seat] = False
        w.finished.append(seat)
        if w.get("turn") == seat:
            w.set(turn=w.next_active(seat))  # Clarifications: the role passes on
        if w.active_count() <= 1:
            self._end_round(w, "out")

    def _end_round(self, w: _Work, reason: str, out_first: int = -1) -> None:
        """§12: place the rest, score, then end the game or deal the next round."""
        n = w.n
        if out_first >= 0:
            w.active[out_first] = False
            w.finished.append(out_first)
        turn = w.get("turn")
        rest = [s for s in range(n) if w.active[s]]
        # Fewest cards first; ties in turn order from the player who would act next.
        rest.sort(key=lambda s: (len(w.hands[s]), (s - turn) % n))
        placings = tuple(w.finished + rest)
        points = [0] * n
        for place, s in enumerate(placings):
            points[s] = points_for(place, n)
            w.scores[s] += points[s]
        w.wins[placings[0]] += 1
        number = w.get("round")
        result = RoundResult(number, placings, tuple(points), tuple(w.scores), reason, placings[-1])
        w.set(last_round=result)
        max_rounds = self.options["max_rounds"]
        if max(w.scores) >= self.options["target"] or (max_rounds != "off" and number >= int(max_rounds)):
            w.set(phase=Phase.OVER, window=-1)
            w.answers = [""] * n
            return
        order = list(DECK)
        w.rng.shuffle(order)
        opening = self._deal(w, order)
        self._open(w, opening, placings[-1], number + 1)

    # ------------------------------------------------------------------ results

    def outcome(self, state: SantaState) -> Outcome | None:
        if state.phase != Phase.OVER:
            return None
        best = max(state.scores)
        winners = [s for s, v in enumerate(state.scores) if v == best]
        reason = "target"
        if self.options["tiebreak"] == "most_wins" and len(winners) > 1:
            most = max(state.wins[s] for s in winners)
            winners = [s for s in winners if state.wins[s] == most]
            reason = "most_wins" if len(winners) == 1 else reason
        return Outcome(scores=state.scores, winners=tuple(winners), reason=reason)

    def all_cards(self, state: SantaState) -> list[str]:
        cards = list(state.draw) + list(state.discard)
        for hand in state.hands:
            cards += hand
        cards += ["elf"] * sum(state.elf_areas)
        return sorted(cards)

    def events(self, before: SantaState, seat: PlayerId, action: Action, after: SantaState) -> tuple[Event, ...]:
        from .events import santa_events  # the events module builds on this one

        return santa_events(self, before, seat, action, after)

    def hands_scored(self, state: SantaState) -> int:
        return state.last_round.number if state.last_round is not None else 0

    # ------------------------------------------------------------------ views

    def view(self, state: SantaState, seat: PlayerId | None) -> JsonDict:
        n = state.num_players
        window: JsonDict | None = None
        if state.phase == Phase.ELF:
            window = {
                "out": state.window,
                "asked": [s for s in range(n) if state.answers[s]],
                "seconds": self.options["elf_seconds"],
                "mode": self.options["elf_window"],
            }
        view: JsonDict = {
            "game": self.info.id,
            "seat": seat,
            "num_players": n,
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "scores": list(state.scores),
            "legal": [],
            "hand": [],
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
            "top": {"colour": state.top_colour, "kind": state.top_kind, "value": state.top_value},
            "pending": {
                "kind": state.pending.value,
                "contributors": list(state.contributors),
                "cards": 2 * len(state.contributors) if state.pending is Pending.GIFT else 0,
            },
            "window": window,
            "my_answer": "",
            "actions": state.actions,
            "dry_draws": state.dry_draws,
            "wins": list(state.wins),
            "last_gift": _gift_json(state, seat),
            "last_recall": list(state.last_recall),
            "last_round": _round_json(state.last_round),
        }
        if seat is not None:
            view["hand"] = list(state.hands[seat])
            view["legal"] = [str(a) for a in self.legal_actions(state, seat)]
            view["my_answer"] = state.answers[seat]
        return view

    def sample_state(self, view: JsonDict, rng: Rng) -> SantaState:
        """Deal the unseen cards at random; everything public (and this seat's own) is kept."""
        seat = view["seat"]
        n = view["num_players"]
        left = Counter(DECK)
        left.subtract(view["hand"])
        left.subtract(view["discard"])
        left["elf"] -= sum(view["elf_areas"])
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
        answers = [""] * n
        if window is not None:
            for s in window["asked"]:
                answers[s] = ASKED if s in view["to_act"] else NO
            if seat is not None and view["my_answer"]:
                answers[seat] = view["my_answer"]
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
            top_kind=top["kind"],
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
            last_round=_round_from_json(view["last_round"]),
            rng=rng.spawn().state,
        )

    # ------------------------------------------------------------------ notation

    def action_to_str(self, action: Action) -> str:
        return str(action)

    def action_from_str(self, text: str) -> Action:
        words = str(text).split()
        bad = InvalidActionError(
            f"{text!r} is not a Santa's Game action; say e.g. 'play r5', 'play rG to 2', "
            "'play santa red', 'sleigh b1 b2', 'snowman', 'elf', 'draw', 'accept'"
        )
        if not words:
            raise bad
        announce = False
        if len(words) > 1 and words[-1] == "announce":
            announce = True
            words = words[:-1]
        head, rest = words[0], words[1:]
        if announce and head not in PUT_DOWN:
            raise bad
        if head in ("snowman", "elf", "draw", "accept", "recall", "decline") and not rest:
            return Action(head, announce=announce)
        if head == "colour" and len(rest) == 1 and rest[0] in COLOUR_WORDS:
            return Action("colour", colour=rest[0])
        if head == "sleigh" and rest and all(is_card(c) for c in rest):
            return Action("sleigh", tuple(rest), announce=announce)
        if head == "play" and rest and is_card(rest[0]) and kind(rest[0]) not in ("snowman", "elf", "sleigh"):
            card = rest[0]
            if kind(card) == "santa":
                if len(rest) == 2 and rest[1] in COLOUR_WORDS:
                    return Action("play", (card,), colour=rest[1], announce=announce)
                raise bad
            if kind(card) == "gift":
                if len(rest) == 3 and rest[1] == "to" and rest[2].isdigit() and len(rest[2]) <= 2:
                    return Action("play", (card,), int(rest[2]), announce=announce)
                raise bad
            if len(rest) == 1:
                return Action("play", (card,), announce=announce)
        raise bad

    def state_to_dict(self, state: SantaState) -> JsonDict:
        return {
            "num_players": state.num_players,
            "phase": state.phase.value,
            "round": state.round,
            "dealer": state.dealer,
            "turn": state.turn,
            "hands": [list(h) for h in state.hands],
            "draw": list(state.draw),
            "discard": list(state.discard),
            "elf_areas": list(state.elf_areas),
            "active": list(state.active),
            "finished": list(state.finished),
            "top": [state.top_colour, state.top_kind, state.top_value],
            "pending": state.pending.value,
            "contributors": list(state.contributors),
            "window": state.window,
            "answers": list(state.answers),
            "actions": state.actions,
            "dry_draws": state.dry_draws,
            "scores": list(state.scores),
            "wins": list(state.wins),
            "last_gift_target": state.last_gift_target,
            "last_gift": [[p.giver, list(p.taken), p.drawn] for p in state.last_gift],
            "last_recall": list(state.last_recall),
            "last_round": _round_json(state.last_round),
            "rng": list(state.rng),
        }

    def state_from_dict(self, data: JsonDict) -> SantaState:
        """Rebuild a state, refusing one whose cards do not add up to the deck."""
        try:
            top = data["top"]
            state = SantaState(
                num_players=int(data["num_players"]),
                phase=Phase(data["phase"]),
                round=int(data["round"]),
                dealer=int(data["dealer"]),
                turn=int(data["turn"]),
                hands=tuple(tuple(str(c) for c in h) for h in data["hands"]),
                draw=tuple(str(c) for c in data["draw"]),
                discard=tuple(str(c) for c in data["discard"]),
                elf_areas=tuple(int(x) for x in data["elf_areas"]),
                active=tuple(bool(x) for x in data["active"]),
                finished=tuple(int(x) for x in data["finished"]),
                top_colour=str(top[0]),
                top_kind=str(top[1]),
                top_value=int(top[2]),
                pending=Pending(data["pending"]),
                contributors=tuple(int(x) for x in data["contributors"]),
                window=int(data["window"]),
                answers=tuple(str(x) for x in data["answers"]),
                actions=int(data["actions"]),
                dry_draws=int(data["dry_draws"]),
                scores=tuple(int(x) for x in data["scores"]),
                wins=tuple(int(x) for x in data["wins"]),
                last_gift_target=int(data["last_gift_target"]),
                last_gift=tuple(GiftPart(int(p[0]), tuple(str(c) for c in p[1]), int(p[2])) for p in data["last_gift"]),
                last_recall=(int(data["last_recall"][0]), int(data["last_recall"][1])),
                last_round=_round_from_json(data["last_round"]),
                rng=state_from_json(data["rng"]),
            )
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise ValueError(f"not a Santa's Game state: {error}") from None
        n = state.num_players
        if not 2 <= n <= 10 or len(state.hands) != n or len(state.scores) != n or len(state.answers) != n:
            raise ValueError("not a Santa's Game state: the seats do not match the player count")
        if self.all_cards(state) != sorted(DECK):
            raise ValueError("not a Santa's Game state: the cards do not add up to the deck")
        if state.phase not in (Phase.COLOUR, Phase.TURN, Phase.ELF, Phase.OVER) or not 0 <= state.turn < n:
            raise ValueError("not a Santa's Game state: bad phase or turn")
        return state


def _gift_json(state: SantaState, seat: PlayerId | None) -> JsonDict | None:
    """The last resolved Gift; the cards taken from a hand only for the giver and the target."""
    if state.last_gift_target < 0:
        return None
    parts = []
    for p in state.last_gift:
        part: JsonDict = {"giver": p.giver, "count": len(p.taken), "drawn": p.drawn}
        if seat is not None and seat in (p.giver, state.last_gift_target):
            part["taken"] = list(p.taken)
        parts.append(part)
    return {"target": state.last_gift_target, "parts": parts}


def _round_json(result: RoundResult | None) -> JsonDict | None:
    if result is None:
        return None
    return {
        "number": result.number,
        "placings": list(result.placings),
        "points": list(result.points),
        "totals": list(result.totals),
        "reason": result.reason,
        "next_dealer": result.next_dealer,
        "last_play": list(result.last_play),
    }


def _round_from_json(data: JsonDict | None) -> RoundResult | None:
    if data is None:
        return None
    return RoundResult(
        int(data["number"]),
        tuple(int(s) for s in data["placings"]),
        tuple(int(p) for p in data["points"]),
        tuple(int(t) for t in data["totals"]),
        str(data["reason"]),
        int(data["next_dealer"]),
        tuple(str(c) for c in data.get("last_play", ())),  # absent in saves made before it
    )
