"""Let's Divide («Поделим», Igor Ganzha): I cut, we choose — secret votes on three parts of a row.

Contract: ``shared/rules/divide.md``; section numbers (§) and decisions (D#) below
refer to it, "C" to its §15 Clarifications.

Options:
    pending_joker_choice: ``"leftmost"`` (default, D8: a pending joker joins the
        leftmost number card of the next part its owner receives) | ``"player"``
        (the owner picks one of that part's number values for each pending joker).
    first_player: ``"random"`` (default) or the seat of the first leader (C).

Notation: a number card is its value as a decimal string, ``"1"`` … ``"10"``; a
joker is ``"J"``. The deck is 70 cards: value ``v`` has ``v`` copies, plus 15
jokers. A stacked deck lists all 70, top first; each round the leader turns the
row up from the top, the first card turned being the leftmost, so the rows are
consecutive slices of the deck (C). Rows have 7 cards (2–3 players) or 9
(4 players; the last row of 7 takes what is left, §4).

Parts are labelled left to right ``W`` (white), ``B`` (light blue), ``K`` (black)
(D2). A part's *path* names where it sits in the resolution tree: ``""`` is the
row, ``"K"`` its black part, ``"KW"`` the white sub-part of a re-split black part.

Actions (text forms):
    ``split I J``   the leader cuts the cards being split after positions I and J
                    (1-based, 1 ≤ I < J < length): W = 1..I, B = I+1..J, K = J+1..end.
                    ``split 3 5`` on a 9-card row gives parts of 3, 2 and 4 cards.
                    A contested part of 2 cards is halved without a move (D4).
    ``discard L``   two players, row level only: the non-leader discards part L
                    (``discard W``) (§6.3, D5).
    ``vote L``      a secret vote for the part labelled L among those offered
                    (``vote K``). Every voter of the vote is to act at once; the
                    votes stay out of every other seat's view until the last one is
                    in, then all are revealed together. The order of voting changes
                    nothing.
    ``attach V``    attach the acting seat's next unplaced joker to value V
                    (``attach 7``) (C: jokers carry no id). Only asked when there are
                    two or more values to choose from; a forced joker attaches itself.

Events: ``step`` emits each move's table events (``events.DivideEvent``) where the transition
decides what happens, in order; the state keeps no log of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any, cast

from ... import core
from ...codec import Codec, enum_value, number_in, per_seat, seat_flags, seat_numbers, table_seat, table_seats
from ...core import ILLEGAL_ACTION, WRONG_PHASE, Event, IllegalActionError, JsonDict, OptionSpec, PlayerId, Transcript
from ...rng import Rng
from ...states import evolve, replaced
from ...untrusted import each, numbers, text, whole_number
from .actions import LABELS, VALUES, Action, Attach, DiscardPart, Split, Vote, parse_action
from .events import DivideEvent
from .views import DivideMove, DivideNode, DivideTask, DivideView

__all__ = [
    "DECK_SIZE",
    "FULL_DECK",
    "JOKER",
    "LABELS",
    "VALUES",
    "Action",
    "Attach",
    "DiscardPart",
    "DivideRules",
    "DivideState",
    "Node",
    "Phase",
    "Split",
    "Task",
    "Vote",
    "majorities",
    "points",
    "rows_in_game",
]


JOKER = "J"
JOKERS = 15
FULL_DECK: tuple[str, ...] = tuple(str(v) for v in VALUES for _ in range(v)) + (JOKER,) * JOKERS
DECK_SIZE = len(FULL_DECK)  # 70
# §4: the standard row size per player count.
ROW_SIZE = {2: 7, 3: 7, 4: 9}


def rows_in_game(num_players: int) -> int:
    """How many rounds a game has: 10 with 2 or 3 players, 8 with 4 (§4, D17)."""
    size = ROW_SIZE[num_players]
    return -(-DECK_SIZE // size)


def _max_decisions() -> int:
    # Per round: the row split, the 2-player discard, the row vote (N votes), and at
    # most one split and N votes per further node of the tree; a row of c cards has
    # fewer than c contested nodes. Jokers: at most 15 choices in a game.
    return max(rows_in_game(n) * (2 + n + ROW_SIZE[n] * (1 + n)) for n in ROW_SIZE) + 15


class Phase(str, Enum):
    SPLIT = "split"  # the leader places the two dividers
    DISCARD = "discard"  # two players, row level: the non-leader discards a part
    VOTE = "vote"  # the claimants vote in secret, all at once
    ATTACH = "attach"  # a seat places a joker
    OVER = "over"


# ---------------------------------------------------------------------- state


@dataclass(frozen=True)
class Node:
    """Cards being divided among claimants: the row, or a contested part (§7)."""

    path: str
    cards: tuple[str, ...]
    claimants: tuple[PlayerId, ...]
    parts: tuple[tuple[str, ...], ...] = ()  # after the split, left to right
    discarded: str = ""  # the label the 2-player discard removed ("" none)

    @property
    def labels(self) -> tuple[str, ...]:
        """The labels that may be voted for."""
        return tuple(label for label in LABELS[: len(self.parts)] if label != self.discarded)


@dataclass(frozen=True)
class Task:
    """One joker to place: whose, and the values it may join (two or more)."""

    seat: PlayerId
    allowed: tuple[int, ...]


@dataclass(frozen=True)
class DivideState:
    num_players: int
    phase: Phase
    round: int  # 1-based
    leader: PlayerId
    deck: tuple[str, ...]  # hidden: top first
    node: Node  # the cards being split or voted on
    votes: tuple[str, ...]  # hidden until the reveal: per seat, "" = not yet
    queue: tuple[Node, ...]  # contested parts waiting, in resolution order (depth first)
    tasks: tuple[Task, ...]  # jokers waiting for a choice, in order
    numbers: tuple[tuple[int, ...], ...]  # per seat, count of each value 1..10
    jokers: tuple[tuple[int, ...], ...]  # per seat, jokers attached to each value
    loose: tuple[int, ...]  # per seat, jokers not attached (pending, or awaiting a choice)
    received: tuple[bool, ...]  # per seat: got a part this round
    discards: tuple[str, ...]  # public, in the order discarded


def count(state: DivideState, seat: PlayerId, value: int) -> int:
    """Cards of ``value`` for majorities: numbers plus attached jokers (D18)."""
    return state.numbers[seat][value - 1] + state.jokers[seat][value - 1]


def majorities(numbers: Sequence[Sequence[int]], jokers: Sequence[Sequence[int]]) -> list[list[int]]:
    """Per value 1..10, the seats that hold the most of it (none when nobody holds it, D11).

    >>> majorities([[1] + [0] * 9, [0] * 10], [[0] * 10, [0] * 10])[0]
    [0]
    """
    out = []
    for index in range(10):
        counts = [n[index] + j[index] for n, j in zip(numbers, jokers)]
        best = max(counts)
        out.append([seat for seat, c in enumerate(counts) if best and c == best])
    return out


def points(numbers: Sequence[Sequence[int]], jokers: Sequence[Sequence[int]]) -> tuple[list[int], list[int]]:
    """(victory points, values won) per seat under §10.2: every tied holder scores v."""
    n = len(numbers)
    scores, won = [0] * n, [0] * n
    for index, leaders in enumerate(majorities(numbers, jokers)):
        for seat in leaders:
            scores[seat] += index + 1
            won[seat] += 1
    return scores, won


# ---------------------------------------------------------------------- rules


class DivideRules(core.Rules[DivideState, Action]):
    info = core.GameInfo(
        id="divide",
        title="Let's Divide",
        min_players=min(ROW_SIZE),  # the counts §4 gives a row size for
        max_players=max(ROW_SIZE),
        menu_order=30,
        simultaneous_decisions=True,
        max_game_length=_max_decisions(),
    )
    option_specs = (
        OptionSpec("pending_joker_choice", "leftmost", ("leftmost", "player")),
        core.FIRST_PLAYER,
    )
    error_codes = (
        "bad_cuts",  # §6.1: 1 <= i < j < length; params: length
        "label_not_offered",  # D6: vote only for a part still offered; params: label
        "value_not_allowed",  # §8: a joker joins a value you own; params: value
    )
    quick_options = MappingProxyType({})  # the game is short already: 8–10 rounds
    view_type = DivideView

    # ------------------------------------------------------------------ set-up

    def new_game(self, num_players: int, *, seed: int, deck: Sequence[str] | None = None) -> DivideState:
        stacked = self.check_new_game(num_players, deck, _DECK)
        rng = Rng.from_seed(seed)
        leader = core.resolve_first_player(self.options["first_player"], num_players, rng)
        if stacked is None:
            order = list(FULL_DECK)
            rng.shuffle(order)
        else:
            order = stacked
        n = num_players
        state = DivideState(
            num_players=n,
            phase=Phase.SPLIT,
            round=0,
            leader=(leader - 1) % n,
            deck=tuple(order),
            node=Node("", (), ()),
            votes=("",) * n,
            queue=(),
            tasks=(),
            numbers=((0,) * 10,) * n,
            jokers=((0,) * 10,) * n,
            loose=(0,) * n,
            received=(False,) * n,
            discards=(),
        )
        return self._start_round(state, Transcript())  # the first row comes with the deal: no move's event

    def _start_round(self, state: DivideState, out: Transcript[DivideState]) -> DivideState:
        n = state.num_players
        size = min(ROW_SIZE[n], len(state.deck))
        leader = (state.leader + 1) % n  # §4: the leader passes clockwise
        row = state.deck[:size]
        state = evolve(
            state,
            round=state.round + 1,
            leader=leader,
            deck=state.deck[size:],
            node=Node("", row, tuple(range(n))),
            votes=("",) * n,
            queue=(),
            tasks=(),
            received=(False,) * n,
        )
        out.append(Event(DivideEvent.ROW, None, {"cards": list(row), "leader": leader}, reveals=True))
        if size >= 3:
            return evolve(state, phase=Phase.SPLIT)
        # D16 (never reached with the standard counts): one part per card, no discard.
        parts = tuple((card,) for card in row)
        return self._open_vote(evolve(state, node=evolve(state.node, parts=parts)), out, halved=True)

    # ------------------------------------------------------------------ turns

    def to_act(self, state: DivideState) -> tuple[PlayerId, ...]:
        phase = state.phase
        if phase is Phase.SPLIT:
            return (state.leader,)
        if phase is Phase.DISCARD:
            return ((state.leader + 1) % state.num_players,)
        if phase is Phase.VOTE:
            return tuple(s for s in state.node.claimants if not state.votes[s])
        if phase is Phase.ATTACH:
            return (state.tasks[0].seat,)
        return ()

    def is_to_act(self, state: DivideState, seat: PlayerId) -> bool:
        phase = state.phase
        if phase is Phase.SPLIT:
            return seat == state.leader
        if phase is Phase.DISCARD:
            return seat == (state.leader + 1) % state.num_players
        if phase is Phase.VOTE:
            return seat in state.node.claimants and not state.votes[seat]
        if phase is Phase.ATTACH:
            return seat == state.tasks[0].seat
        return False

    def is_over(self, state: DivideState) -> bool:
        return state.phase is Phase.OVER

    def legal_actions(self, state: DivideState, seat: PlayerId) -> list[Action]:
        if not self.is_to_act(state, seat):
            return []
        phase = state.phase
        if phase is Phase.SPLIT:
            length = len(state.node.cards)
            return [Split(i, j) for i in range(1, length - 1) for j in range(i + 1, length)]
        if phase is Phase.DISCARD:
            return [DiscardPart(label) for label in LABELS]
        if phase is Phase.VOTE:
            return [Vote(label) for label in state.node.labels]
        return [Attach(v) for v in state.tasks[0].allowed]

    def check(self, state: DivideState, seat: PlayerId, action: Action) -> None:
        self.check_seat(state, seat)
        phase = state.phase
        if isinstance(action, Split):
            if phase is not Phase.SPLIT:
                raise IllegalActionError("Only the leader splits, when cards are to be split.", WRONG_PHASE)
            length = len(state.node.cards)
            if not 1 <= action.first < action.second < length:
                raise IllegalActionError(
                    f"Cut between cards: 1 <= first < second < {length}, so that every part has a card.",
                    "bad_cuts",
                    length=length,
                )
        elif isinstance(action, DiscardPart):
            if phase is not Phase.DISCARD:
                raise IllegalActionError("A part is discarded only right after the row is split.", WRONG_PHASE)
        elif isinstance(action, Vote):
            if phase is not Phase.VOTE:
                raise IllegalActionError("There is no vote now.", WRONG_PHASE)
            if action.label not in state.node.labels:
                raise IllegalActionError(
                    f"Part {action.label} is not offered in this vote.", "label_not_offered", label=action.label
                )
        elif isinstance(action, Attach):
            if phase is not Phase.ATTACH:
                raise IllegalActionError("There is no joker to place now.", WRONG_PHASE)
            if action.value not in state.tasks[0].allowed:
                raise IllegalActionError(
                    f"This joker cannot join value {action.value}: it joins a value you own.",
                    "value_not_allowed",
                    value=action.value,
                )
        else:
            raise IllegalActionError(f"{action!r} is not a Let's Divide action.", ILLEGAL_ACTION)

    def step(self, state: DivideState, seat: PlayerId, action: Action) -> core.Step[DivideState]:
        self.check(state, seat, action)
        out: Transcript[DivideState] = Transcript()
        if isinstance(action, Split):
            cards = state.node.cards
            i, j = action.first, action.second
            parts = (cards[:i], cards[i:j], cards[j:])
            node = evolve(state.node, parts=parts)
            state = evolve(state, node=node)
            out.append(Event(DivideEvent.SPLIT, None, {"path": node.path, "parts": [list(p) for p in parts]}))
            if node.path == "" and state.num_players == 2:
                state = evolve(state, phase=Phase.DISCARD)  # §6.3: top level only (D5)
            else:
                state = self._open_vote(state, out)
        elif isinstance(action, DiscardPart):
            node = state.node
            part = node.parts[LABELS.index(action.label)]
            state = evolve(state, node=evolve(node, discarded=action.label), discards=state.discards + part)
            out.append(Event(DivideEvent.DISCARD_PART, seat, {"label": action.label, "cards": list(part)}))
            state = self._open_vote(state, out)
        elif isinstance(action, Vote):
            out.append(Event(DivideEvent.VOTE, seat))
            state = evolve(state, votes=replaced(state.votes, seat, action.label))
            if all(state.votes[s] for s in state.node.claimants):  # the last vote is in
                state = self._resolve(state, out)
        else:
            state = self._advance(self._attach(state, out, seat, action.value, auto=False, task_done=True), out)
        if state.phase is Phase.OVER:
            out.append(Event(DivideEvent.HAND_END, None, {"rounds": state.round}))
        return out.step(state)

    # ------------------------------------------------------------------ resolution (§7, §8)

    def _open_vote(self, state: DivideState, out: Transcript[DivideState], *, halved: bool = False) -> DivideState:
        """The claimants vote on the node's parts; ``halved``: parts made without a split (D4)."""
        if halved:
            node = state.node
            out.append(Event(DivideEvent.HALVES, None, {"path": node.path, "parts": [list(p) for p in node.parts]}))
        return evolve(state, phase=Phase.VOTE, votes=("",) * state.num_players)

    def _resolve(self, state: DivideState, out: Transcript[DivideState]) -> DivideState:
        """All votes are in: reveal them, award and discard, queue the contested parts."""
        node = state.node
        n = state.num_players
        out.append(Event(DivideEvent.VOTES, None, {"path": node.path, "votes": list(state.votes)}, reveals=True))
        contested: list[Node] = []
        for label in node.labels:
            part = node.parts[LABELS.index(label)]
            path = node.path + label
            claim = [s for s in node.claimants if state.votes[s] == label]
            if not claim:
                state = evolve(state, discards=state.discards + part)
                out.append(Event(DivideEvent.UNCLAIMED, None, {"path": path, "cards": list(part)}))
            elif len(claim) == 1:
                state = self._award(state, out, claim[0], path, part)
            else:
                contested.append(Node(path, part, tuple(claim)))
        # §8 / D10 / C: joker choices clockwise from the leader's left, a seat's all at once.
        order = {(state.leader + 1 + k) % n: k for k in range(n)}
        tasks = sorted(state.tasks, key=lambda task: order[task.seat])
        state = evolve(
            state,
            node=Node(node.path, (), ()),  # every card of it is now awarded, discarded or queued
            votes=("",) * n,
            tasks=tuple(tasks),
            queue=tuple(contested) + state.queue,  # depth first (C)
        )
        return self._advance(state, out)

    def _award(
        self, state: DivideState, out: Transcript[DivideState], seat: PlayerId, path: str, part: tuple[str, ...]
    ) -> DivideState:
        """§8: numbers first, then pending jokers, then the part's own jokers."""
        numbers = list(state.numbers[seat])
        part_values = [int(c) for c in part if c != JOKER]
        for v in part_values:
            numbers[v - 1] += 1
        new_jokers = part.count(JOKER)
        pending = state.loose[seat]
        state = evolve(
            state,
            numbers=replaced(state.numbers, seat, tuple(numbers)),
            loose=replaced(state.loose, seat, pending + new_jokers),
            received=replaced(state.received, seat, True),
        )
        out.append(Event(DivideEvent.AWARD, seat, {"path": path, "cards": list(part)}))
        tasks: list[Task] = []
        if pending and part_values:
            if self.options["pending_joker_choice"] == "leftmost":
                for _ in range(pending):  # D8: the leftmost number of this part
                    state = self._attach(state, out, seat, part_values[0], auto=True, task_done=False)
            else:
                allowed = tuple(sorted(set(part_values)))
                tasks.extend(Task(seat, allowed) for _ in range(pending))
        owned = tuple(v for v in VALUES if numbers[v - 1])
        if new_jokers and owned:
            tasks.extend(Task(seat, owned) for _ in range(new_jokers))  # D7, D9
        for task in tasks:
            if len(task.allowed) == 1:  # C: a forced joker is not a decision
                state = self._attach(state, out, seat, task.allowed[0], auto=True, task_done=False)
        state = evolve(state, tasks=state.tasks + tuple(t for t in tasks if len(t.allowed) > 1))
        if new_jokers and not owned:
            waiting = state.loose[seat] - sum(1 for t in state.tasks if t.seat == seat)
            out.append(Event(DivideEvent.PENDING, seat, {"value": waiting}))
        return state

    def _attach(
        self,
        state: DivideState,
        out: Transcript[DivideState],
        seat: PlayerId,
        value: int,
        *,
        auto: bool,
        task_done: bool,
    ) -> DivideState:
        jokers = list(state.jokers[seat])
        jokers[value - 1] += 1
        out.append(Event(DivideEvent.ATTACH, seat, {"label": "auto", "value": value} if auto else {"value": value}))
        return evolve(
            state,
            jokers=replaced(state.jokers, seat, tuple(jokers)),
            loose=replaced(state.loose, seat, state.loose[seat] - 1),
            tasks=state.tasks[1:] if task_done else state.tasks,
        )

    def _advance(self, state: DivideState, out: Transcript[DivideState]) -> DivideState:
        """Go on to the next decision: a joker, then the next contested part, else the next round."""
        if state.tasks:
            return evolve(state, phase=Phase.ATTACH)
        while state.queue:
            node, queue = state.queue[0], state.queue[1:]
            state = evolve(state, queue=queue, node=node)
            if len(node.cards) == 1:  # a contested single card: nobody gets it
                state = evolve(state, node=Node(node.path, (), ()), discards=state.discards + node.cards)
                out.append(Event(DivideEvent.CONTESTED, None, {"path": node.path, "cards": list(node.cards)}))
                continue
            if len(node.cards) == 2:  # D4: halved without a choice
                parts = ((node.cards[0],), (node.cards[1],))
                return self._open_vote(evolve(state, node=evolve(node, parts=parts)), out, halved=True)
            return evolve(state, phase=Phase.SPLIT)
        if not state.deck:
            return evolve(state, phase=Phase.OVER)
        # The round is scored-as-it-goes but ends with its summary before the next row (issue 30, 4).
        out.append(Event(DivideEvent.HAND_END, None, {"round": state.round}))
        # The finished round: every part given out, nothing on the table to split or vote on.
        out.hand_end = evolve(state, phase=Phase.SPLIT, node=Node("", (), ()), tasks=())
        return self._start_round(state, out)

    # ------------------------------------------------------------------ results

    def outcome(self, state: DivideState) -> core.Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        scores, won = points(state.numbers, state.jokers)
        best = max(zip(scores, won))
        winners = tuple(s for s in range(state.num_players) if (scores[s], won[s]) == best)  # §10.3, D12
        return core.Outcome(scores=tuple(scores), winners=winners, reason="deck_used_up")

    def all_cards(self, state: DivideState) -> list[str]:
        cards = list(state.deck) + list(state.discards) + _in_play(state.node, state.queue)
        for seat in range(state.num_players):
            cards += _collection(state.numbers[seat], state.jokers[seat], state.loose[seat])
        return sorted(cards)

    def hands_scored(self, state: DivideState) -> int:
        # Every round ends with its summary (a ``HAND_END``); the last one with the match's.
        return state.round if state.phase is Phase.OVER else state.round - 1

    # ------------------------------------------------------------------ views

    def view(self, state: DivideState, seat: PlayerId | None) -> JsonDict:
        n = state.num_players
        scores, won = points(state.numbers, state.jokers)
        voting = state.phase is Phase.VOTE
        view: DivideView = {
            "game": self.info.id,
            "seat": seat,
            "num_players": n,
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "scores": scores,
            "values_won": won,
            "round": state.round,
            "rounds": rows_in_game(n),
            "leader": state.leader,
            "deck_count": len(state.deck),
            "node": _node_to_json(state.node),
            "labels": list(state.node.labels) if state.node.parts else [],
            "voted": [s for s in range(n) if voting and state.votes[s]],
            "my_vote": state.votes[seat] if seat is not None and voting else "",
            "queue": [_node_to_json(q) for q in state.queue],
            "tasks": [_task_to_json(t) for t in state.tasks],
            "numbers": [list(x) for x in state.numbers],
            "jokers": [list(x) for x in state.jokers],
            "loose": list(state.loose),
            "received": list(state.received),
            "discards": list(state.discards),
            "majorities": majorities(state.numbers, state.jokers),
            "pending_joker_choice": self.options["pending_joker_choice"],
            "legal": [],
            "moves": [],
        }
        if seat is not None:
            legal = self.legal_actions(state, seat)
            view["legal"] = [str(a) for a in legal]
            view["moves"] = [_move_to_json(a) for a in legal]
        return cast(JsonDict, view)

    def sample_state(self, view: JsonDict, rng: Rng) -> DivideState:
        """Shuffle the unseen cards into the deck and guess the votes not yet revealed."""
        n = view["num_players"]
        table = {"num_players": view["num_players"]}
        node = NODE.read(view["node"], table)
        queue = tuple(NODE.read(q, table) for q in view["queue"])
        seen = list(view["discards"]) + _in_play(node, queue)
        for s in range(n):
            seen += _collection(view["numbers"][s], view["jokers"][s], view["loose"][s])
        unseen = _minus(FULL_DECK, seen)
        rng.shuffle(unseen)
        votes = [""] * n
        for s in view["voted"]:
            votes[s] = view["my_vote"] if s == view["seat"] else rng.choice(list(node.labels))
        return DivideState(
            num_players=n,
            phase=Phase(view["phase"]),
            round=view["round"],
            leader=view["leader"],
            deck=tuple(unseen),
            node=node,
            votes=tuple(votes),
            queue=queue,
            tasks=tuple(TASK.read(t, table) for t in view["tasks"]),
            numbers=tuple(tuple(x) for x in view["numbers"]),
            jokers=tuple(tuple(x) for x in view["jokers"]),
            loose=tuple(view["loose"]),
            received=tuple(view["received"]),
            discards=tuple(view["discards"]),
        )

    # ------------------------------------------------------------------ notation

    def action_from_str(self, text: str) -> Action:
        return parse_action(text)

    def state_codec(self) -> Codec[DivideState]:
        """Every count and seat is checked against the deck and the table. A state saved while
        the state kept its own log of the round's steps (``events``, ``last_events``) loads: the
        log is left unread, as the moves' events now tell it."""
        return STATE

    def check_state(self, state: DivideState) -> None:
        _checked(state)


# ---------------------------------------------------------------------- reading a state

_CARD_TEXTS = frozenset(FULL_DECK)
_DECK_COUNTS = Counter(FULL_DECK)
_MAX_PATH = max(ROW_SIZE.values())
"""A part's path is one label per level, and every level has fewer cards than the last."""


def _checked(state: DivideState) -> DivideState:
    """``state`` when its cards add up to the deck, its jokers to place are loose jokers
    and its phase holds."""
    n = state.num_players
    cards = Counter(state.deck) + Counter(state.discards) + Counter(_in_play(state.node, state.queue))
    for s in range(n):
        cards.update({str(v): state.numbers[s][v - 1] for v in VALUES})
        cards[JOKER] += sum(state.jokers[s]) + state.loose[s]
    if +cards != _DECK_COUNTS:
        raise ValueError("the cards do not add up to the deck")
    for s in range(n):
        if sum(1 for task in state.tasks if task.seat == s) > state.loose[s]:
            raise ValueError("a seat has more jokers to place than loose jokers")
    _check_phase(state)
    return state


def _check_phase(state: DivideState) -> None:
    """What the phase needs of the node: cards to split, parts to vote on, a voter still
    to vote, a joker to place."""
    phase, node, n = state.phase, state.node, state.num_players
    if phase is not Phase.VOTE and any(state.votes):
        raise ValueError("votes are cast outside a vote")
    if phase is Phase.SPLIT:
        if len(node.cards) < 3 or node.parts or node.discarded:
            raise ValueError("there are no cards to split")
    elif phase is Phase.DISCARD:
        if n != 2 or node.path or len(node.parts) != 3 or node.discarded:
            raise ValueError("there is no row to discard a part of")
    elif phase is Phase.VOTE:
        if not node.parts or not node.labels or not node.claimants:
            raise ValueError("there is nothing to vote on")
        if any(vote and (s not in node.claimants or vote not in node.labels) for s, vote in enumerate(state.votes)):
            raise ValueError("a vote is not for a part on offer")
        if all(state.votes[s] for s in node.claimants):
            raise ValueError("every vote is in, yet the vote is still open")
    elif phase is Phase.ATTACH:
        if not state.tasks:
            raise ValueError("there is no joker to place")


def _read_cards(data: Any, what: str, max_length: int) -> tuple[str, ...]:
    return each(data, what, max_length, lambda card: text(card, "a card", _CARD_TEXTS))


def _read_numbers(data: Any) -> tuple[int, ...]:
    """A seat's number cards: at most v of value v (the deck's own count)."""
    counts = numbers(data, 10, 0, max(VALUES), "a seat's number cards")
    if any(count > value for value, count in zip(VALUES, counts)):
        raise ValueError("a seat holds more cards of a value than the deck has")
    return counts


def _read_path(data: Any) -> str:
    path = text(data, "a part's path", max_length=_MAX_PATH)
    if any(label not in LABELS for label in path):
        raise ValueError("a part's path is not made of part labels")
    return path


def _checked_node(node: Node) -> Node:
    """A node whose parts hold its cards, with each claimant once."""
    if len(set(node.claimants)) != len(node.claimants):
        raise ValueError("a node names a claimant twice")
    if node.parts and (tuple(card for part in node.parts for card in part) != node.cards or not all(node.parts)):
        raise ValueError("a node's parts are not its cards")
    if node.discarded and node.discarded not in LABELS[: len(node.parts)]:
        raise ValueError("the discarded part is not a part")
    return node


def _read_allowed(value: Any) -> tuple[int, ...]:
    allowed = each(value, "a joker's values", len(VALUES), lambda v: whole_number(v, 1, 10, "a value"))
    if len(allowed) < 2 or list(allowed) != sorted(set(allowed)):
        raise ValueError("a joker to place has no choice of values")
    return allowed


NODE = Codec(
    Node,
    what="a node",
    read={
        "path": lambda value, _: _read_path(value),
        "cards": lambda value, got: _read_cards(value, "a node's cards", ROW_SIZE[got["num_players"]]),
        "claimants": table_seats("a node's claimants", "a claimant"),
        "parts": lambda value, got: each(
            value, "a node's parts", len(LABELS), lambda p: _read_cards(p, "a part", ROW_SIZE[got["num_players"]])
        ),
        "discarded": lambda value, _: text(value, "the discarded part", ("", *LABELS)),
    },
)
"""Cards being divided: at most a row, split into at most three parts that hold them all
(``_checked_node``)."""

TASK = Codec(
    Task,
    what="a joker to place",
    read={
        "seat": table_seat("a joker's seat"),
        "allowed": lambda value, _: _read_allowed(value),
    },
)

STATE = Codec(
    DivideState,
    read={
        "num_players": number_in(min(ROW_SIZE), max(ROW_SIZE), "the player count"),
        "phase": enum_value(Phase, "the phase"),
        "round": lambda value, got: whole_number(value, 1, rows_in_game(got["num_players"]), "the round"),
        "leader": table_seat("the leader"),
        "deck": lambda value, _: _read_cards(value, "the deck", DECK_SIZE),
        "node": lambda value, got: _checked_node(NODE.read(value, got)),
        "votes": per_seat("the votes", lambda v: text(v, "a vote", ("", *LABELS))),
        "queue": lambda value, got: each(
            value, "the contested parts", ROW_SIZE[got["num_players"]], lambda q: _checked_node(NODE.read(q, got))
        ),
        "tasks": lambda value, got: each(value, "the jokers to place", JOKERS, lambda t: TASK.read(t, got)),
        "numbers": per_seat("the number cards", _read_numbers),
        "jokers": per_seat("the jokers", lambda j: numbers(j, 10, 0, JOKERS, "a seat's jokers")),
        "loose": seat_numbers(0, JOKERS, "the loose jokers"),
        "received": seat_flags("the seats given a part"),
        "discards": lambda value, _: _read_cards(value, "the discards", DECK_SIZE),
    },
)
"""A state from untrusted JSON: every count and seat is checked against the deck and the
table before it sizes anything (``_checked`` then sees that the cards add up and the phase
holds). Written plainly: every field is a number, a text, a list or a node."""


# ---------------------------------------------------------------------- helpers


def _in_play(node: Node, queue: Sequence[Node]) -> list[str]:
    """Cards on the table: the node being split or voted on (less a discarded part) and
    the contested parts waiting."""
    if node.discarded:
        index = LABELS.index(node.discarded)
        cards = [c for k, part in enumerate(node.parts) if k != index for c in part]
    else:
        cards = list(node.cards)
    for waiting in queue:
        cards += waiting.cards
    return cards


def _collection(numbers: Sequence[int], jokers: Sequence[int], loose: int) -> list[str]:
    cards = [str(v) for index, v in enumerate(VALUES) for _ in range(numbers[index])]
    return cards + [JOKER] * (sum(jokers) + loose)


def _minus(pool: Sequence[str], taken: Sequence[str]) -> list[str]:
    left = list(pool)
    for card in taken:
        left.remove(card)
    return left


_DECK = core.DeckSpec(FULL_DECK, str, str, "the whole 70-card deck: v copies of each value v, and 15 J")


def _node_to_json(node: Node) -> DivideNode:
    return cast(DivideNode, NODE.write(node))


def _task_to_json(task: Task) -> DivideTask:
    return cast(DivideTask, TASK.write(task))


def _move_to_json(action: Action) -> DivideMove:
    """A legal action taken apart: what a table looks up instead of reading the text."""
    move: DivideMove = {
        "action": str(action),
        "kind": action.kind.value,
        "cards": [],
        "label": "",
        "cuts": [],
        "value": 0,
    }
    if isinstance(action, Split):
        move["cuts"] = [action.first, action.second]
    elif isinstance(action, Attach):
        move["value"] = action.value
    else:
        move["label"] = action.label
    return move
