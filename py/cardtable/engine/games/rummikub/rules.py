"""Rummikub and My Rummy for 2-4 players, played as a match of several rounds.

Contract: ``shared/rules/rummikub.md``; § numbers below refer to it. Tile ids and
notation (``r7 k13 *``, My Rummy ``S12 H1 *``): see ``tiles``. Sets and their
validity: ``sets``. Action text: ``actions``. Commit checks and refusal codes:
``commit``. Options and the ``classic`` / ``my_rummy`` profiles: ``options``.
The exact solver behind the candidate turns and the hints: ``solver``.

A turn is one action (§7): ``play`` the whole new table with the tiles taken
from the rack, ``draw`` (pool not empty), ``pass`` (pool empty), or ``timeout``
with the working copy when the table's turn timer runs out (§11; only when
``turn_time_limit_s`` sets one; never among ``legal_actions``, since nobody
chooses to run out of time, but accepted by ``check`` and ``apply_action``).
``legal_actions`` lists the draw or pass and the candidate turns of
``candidates`` (at most 11; every rearrangement of the table would be
astronomically many); ``check`` accepts any legal table.

Deal (§3, §20): all tiles are shuffled into the pool, each seat gets 14 in
blocks from the top (seat 0 the first 14), the rest is the pool, drawn from the
top. A stacked ``deck`` (every tile once, top first, in notation) replaces the
first shuffle; later rounds shuffle with the state's own generator. The first
player is drawn by high tile (``draw_high``, §3.3), chosen by the generator
(``random``) or fixed (a seat); later rounds start one seat after the previous
round's first player (§3.7, §18 #13).

Length bound: in a round every action draws a tile, plays one or passes. Draws
are at most the pool (80 tiles at most), plays at most the tiles there are
(108), and passes at most one cycle of passes between two plays and one more
(109 cycles of 4). So a round has at most 624 actions, and a match at most
``MAX_ROUNDS`` (50, a ``target_score`` match; ``rounds_per_game`` is at most 20)
rounds.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, cast

from ... import core
from ...codec import Codec
from ...core import IllegalActionError, JsonDict, PlayerId, Transcript
from ...rng import Rng
from ...states import evolve, replaced
from . import emit
from . import state as state_json
from .actions import DRAW, PASS, Draw, Pass, Play, RummikubAction, Timeout, action_from_str, action_to_str
from .candidates import candidate_plays
from .commit import commit_error, unchanged_sets
from .groups import MAX_JOKERS
from .options import MAX_ROUNDS, NO_LIMIT, NO_TARGET, OPTION_SPECS, PER_PLAYER, expand_profile
from .position import read as read_position
from .position import write as write_position
from .scoring import blocked, match_winners, out_of_tiles
from .sets import SET_PROBLEMS, is_valid
from .solver import opening_value
from .state import Meld, Phase, RoundResult, RummikubState
from .tiles import COPIES, JOKER, NOTATIONS, Notation, full_set, multiset_minus, number_of
from .views import RummikubView, move_of, rummikub_view, sample_state, view_of

MIN_PLAYERS, MAX_PLAYERS = 2, 4
RACK_SIZE = 14

_POOL_MOST = JOKER * COPIES + MAX_JOKERS - MIN_PLAYERS * RACK_SIZE
_PLAYS_MOST = JOKER * COPIES + MAX_JOKERS
MAX_ROUND_ACTIONS = _POOL_MOST + _PLAYS_MOST + (_PLAYS_MOST + 1) * MAX_PLAYERS
"""Actions in one round at most (see the module docstring): 624."""


@functools.lru_cache(maxsize=32)
def _checked_candidates(
    options_key: tuple[tuple[str, Any], ...], table: tuple[Meld, ...], rack: tuple[int, ...], melded: bool
) -> tuple[Play, ...]:
    """The candidate turns that pass the commit check, each once. Cached: they cost a
    solver run, and one decision asks for them several times (the legal list, the
    view's ``legal``, a bot's view)."""
    options = dict(options_key)
    notation = NOTATIONS[options["tile_set"]]
    found: list[Play] = []
    for play in candidate_plays(table, rack, melded, options):
        if (
            play not in found
            and commit_error(table, rack, melded, play.table, play.placed, options, notation, opening_value) is None
        ):
            found.append(play)
    return tuple(found)


@dataclass(frozen=True)
class RummikubRules(core.Rules[RummikubState, RummikubAction]):
    """Rummikub under fixed options (see ``options`` for the list and the profiles)."""

    info = core.GameInfo(
        id="rummikub",
        title="Rummikub",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        menu_order=50,
        max_game_length=MAX_ROUNDS * MAX_ROUND_ACTIONS,
    )
    option_specs = OPTION_SPECS
    quick_options = MappingProxyType({"rounds_per_game": 1})  # one round: the kit's whole-match tests
    view_type = RummikubView
    # The rules a turn can break (commit checks C1–C5, §9, §12) and why a set is not valid (§4.3).
    error_codes = (
        "no_tile_played",
        "not_on_rack",
        "tile_from_nowhere",
        "table_tile_missing",
        "played_tile_missing",
        "opening_too_low",
        "opening_table_changed",
        "opening_joker_taken",
        "joker_not_replaced",
        "joker_needs_both",
        "joker_set_locked",
        "pool_empty",
        "pool_not_empty",
        "no_turn_timer",
        *SET_PROBLEMS,
    )

    notation: Notation = field(init=False, repr=False, compare=False)
    """The tile notation of the options' ``tile_set``."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", expand_profile(self.options))
        super().__post_init__()
        object.__setattr__(self, "notation", NOTATIONS[self.options["tile_set"]])

    # ----------------------------------------------------------------- new game and rounds

    def new_game(self, num_players: int, *, seed: int, deck: Sequence[str] | None = None) -> RummikubState:
        tiles = full_set(int(self.options["jokers"]))
        described = f"every tile once: {len(tiles)} tiles, each number tile twice and {self.options['jokers']} jokers"
        stacked = self.check_new_game(
            num_players, deck, core.DeckSpec(tuple(tiles), self.notation.from_str, self.notation.to_str, described)
        )
        rng = Rng.from_seed(seed)
        starter, draws = self._first_player(num_players, rng, tiles)
        if stacked is None:
            order = list(tiles)
            rng.shuffle(order)
        else:
            order = stacked
        zero = (0,) * num_players
        blank = RummikubState(
            num_players=num_players,
            phase=Phase.PLAY,
            to_move=starter,
            round_number=0,
            round_starter=starter,
            pool=(),
            racks=((),) * num_players,
            table=(),
            set_ids=(),
            next_set_id=1,
            has_melded=(False,) * num_players,
            passes=0,
            scores=zero,
            rounds_won=zero,
            penalties=zero,
            rng=rng.state,
            first_draws=draws,
            last_round=None,
        )
        return self._deal(blank, order, starter, rng)

    def new_game_from_position(self, num_players: int, *, seed: int, position: str) -> RummikubState:
        """A match whose first turn is a shared position (``position``: the seat to move,
        its rack, the table, who has melded). The other racks (14 tiles each, or an equal
        share when fewer are left) and the pool are dealt with the seed from the tiles the
        position leaves; the scores start at zero. ``ValueError`` says what is wrong."""
        self.check_new_game(num_players)
        jokers = int(self.options["jokers"])
        seat, melded, rack, table = read_position(position, num_players, jokers, self.notation)
        rest = multiset_minus(full_set(jokers), [*rack, *(t for tiles, _ in table for t in tiles)])
        assert rest is not None, "read_position checked every tile's count"
        share = min(RACK_SIZE, len(rest) // (num_players - 1))
        if share == 0:
            raise ValueError("the position leaves too few tiles to deal the other racks")
        rng = Rng.from_seed(seed)
        order = list(rest)
        rng.shuffle(order)
        racks = []
        for s in range(num_players):
            if s == seat:
                racks.append(tuple(sorted(rack)))
            else:
                racks.append(tuple(sorted(order[:share])))
                order = order[share:]
        zero = (0,) * num_players
        return RummikubState(
            num_players=num_players,
            phase=Phase.PLAY,
            to_move=seat,
            round_number=1,
            round_starter=seat,
            pool=tuple(order),
            racks=tuple(racks),
            table=tuple(Meld(tiles, kind) for tiles, kind in table),
            set_ids=tuple(range(1, len(table) + 1)),
            next_set_id=len(table) + 1,
            has_melded=melded,
            passes=0,
            scores=zero,
            rounds_won=zero,
            penalties=zero,
            rng=rng.state,
            first_draws=(),
            last_round=None,
        )

    def position_to_text(self, view: JsonDict) -> str | None:
        """The turn the viewer is to play, as ``position`` writes it (``None`` for a
        spectator, another seat's turn or a finished match)."""
        typed = rummikub_view(view)
        seat = typed["seat"]
        if seat is None or typed["phase"] != Phase.PLAY.value or seat not in typed["to_act"] or not typed["hand"]:
            return None
        tile = self.notation.from_str
        return write_position(
            seat,
            typed["has_melded"],
            [tile(t) for t in typed["hand"]],
            [(tuple(tile(t) for t in meld["tiles"]), meld["kind"]) for meld in typed["table"]],
        )

    def _first_player(self, num_players: int, rng: Rng, tiles: list[int]) -> tuple[int, tuple[tuple[int, int], ...]]:
        """§3.3 and §20: the first seat, and the draws that decided it (public)."""
        choice = self.options["first_player"]
        if choice != "draw_high":
            return core.resolve_first_player(choice, num_players, rng), ()
        pool = list(tiles)
        rng.shuffle(pool)
        draws: list[tuple[int, int]] = []
        contenders = list(range(num_players))
        while True:
            drawn: dict[int, int] = {}
            for seat in contenders:
                while True:  # a joker is drawn again; the other draws stand
                    if not pool:  # pragma: no cover - 2..4 players never empty 106 tiles
                        return contenders[0], tuple(draws)
                    tile = pool.pop()
                    draws.append((seat, tile))
                    if tile != JOKER:
                        drawn[seat] = number_of(tile)
                        break
            high = max(drawn.values())
            contenders = [seat for seat in contenders if drawn[seat] == high]
            if len(contenders) == 1:
                return contenders[0], tuple(draws)

    def _deal(self, state: RummikubState, order: list[int], starter: int, rng: Rng) -> RummikubState:
        n = state.num_players
        racks = tuple(tuple(sorted(order[seat * RACK_SIZE : (seat + 1) * RACK_SIZE])) for seat in range(n))
        return evolve(
            state,
            phase=Phase.PLAY,
            to_move=starter,
            round_number=state.round_number + 1,
            round_starter=starter,
            pool=tuple(order[n * RACK_SIZE :]),
            racks=racks,
            table=(),
            set_ids=(),
            has_melded=(False,) * n,
            passes=0,
            rng=rng.state,
            drawn=(),
        )

    # ----------------------------------------------------------------- whose turn, what is legal

    def to_act(self, state: RummikubState) -> tuple[PlayerId, ...]:
        return () if state.phase is Phase.GAME_OVER else (state.to_move,)

    def legal_actions(self, state: RummikubState, seat: PlayerId) -> list[RummikubAction]:
        """The draw (or, with the pool empty, the pass) and the candidate turns of
        ``candidates``: not every legal turn, see the module docstring."""
        if state.phase is Phase.GAME_OVER or seat != state.to_move:
            return []
        turns = _checked_candidates(
            tuple(sorted(self.options.items())), state.table, state.racks[seat], state.has_melded[seat]
        )
        return [DRAW if state.pool else PASS, *turns]

    # ----------------------------------------------------------------- checks

    def is_to_act(self, state: RummikubState, seat: PlayerId) -> bool:
        return state.phase is not Phase.GAME_OVER and seat == state.to_move

    def is_over(self, state: RummikubState) -> bool:
        return state.phase is Phase.GAME_OVER

    def refusal(self, state: RummikubState, seat: PlayerId, action: RummikubAction) -> IllegalActionError | None:
        if isinstance(action, Draw):
            if not state.pool:
                return IllegalActionError("The pool is empty: pass instead.", "pool_empty")
            return None
        if isinstance(action, Pass):
            if state.pool:
                return IllegalActionError(
                    "You may pass only when the pool is empty; draw a tile instead.", "pool_not_empty"
                )
            return None
        if isinstance(action, Timeout):
            if self.options["turn_time_limit_s"] == NO_LIMIT:
                return IllegalActionError("This table plays without a turn timer.", "no_turn_timer")
            return None
        return self.commit_error(state, seat, action.table, action.placed)

    def commit_error(
        self, state: RummikubState, seat: int, table: Sequence[Meld], placed: Sequence[int]
    ) -> IllegalActionError | None:
        """Why committing ``table`` (having played ``placed``) breaks a rule, or ``None``.

        The table calls this for its live checks of the working copy."""
        return commit_error(
            state.table,
            state.racks[seat],
            state.has_melded[seat],
            table,
            placed,
            self.options,
            self.notation,
            opening_value,
        )

    # ----------------------------------------------------------------- transitions

    def step(self, state: RummikubState, seat: PlayerId, action: RummikubAction) -> core.Step[RummikubState]:
        """Check, then play ``action``: the next state, and the events the transition
        emits as it decides them (see ``events``), in the order they happen."""
        self.check(state, seat, action)
        events: Transcript[RummikubState] = Transcript()
        if isinstance(action, Play):
            after = self._after_commit(state, seat, action.table, action.placed, 0, events)
        elif isinstance(action, Draw):
            after = self._draw(state, seat, 1, events)
        elif isinstance(action, Pass):
            after = self._pass(state, seat, events)
        else:
            after = self._timeout(state, seat, action, events)
        return events.step(after)

    def _after_commit(
        self,
        state: RummikubState,
        seat: int,
        table: tuple[Meld, ...],
        placed: tuple[int, ...],
        penalty: int,
        events: Transcript[RummikubState],
    ) -> RummikubState:
        rack = multiset_minus(state.racks[seat], placed)
        assert rack is not None
        events += emit.commit(state, seat, table, placed, self.notation)
        set_ids, next_id = self._set_ids(state, table)
        after = evolve(
            state,
            table=table,
            set_ids=set_ids,
            next_set_id=next_id,
            racks=replaced(state.racks, seat, rack),
            has_melded=replaced(state.has_melded, seat, True),
            passes=0,
            drawn=replaced(state.drawn, seat, ()) if state.drawn else (),
        )
        if not rack:
            return self._end_round(after, "out", seat, events)
        if penalty and after.pool:  # a commit is never a pass, even with nothing to draw
            return self._draw(after, seat, penalty, events)
        return self._next_turn(after, seat)

    @staticmethod
    def _set_ids(state: RummikubState, table: tuple[Meld, ...]) -> tuple[tuple[int, ...], int]:
        """Unchanged sets keep their ids (compared by content, §20); new ones get new ids."""
        free: dict[tuple[Any, ...], list[int]] = {}
        for set_id, meld in zip(state.set_ids, state.table):
            free.setdefault(meld.content(), []).append(set_id)
        ids = []
        next_id = state.next_set_id
        for meld in table:
            kept = free.get(meld.content())
            if kept:
                ids.append(kept.pop(0))
            else:
                ids.append(next_id)
                next_id += 1
        return tuple(ids), next_id

    def _draw(self, state: RummikubState, seat: int, count: int, events: Transcript[RummikubState]) -> RummikubState:
        """Draw ``count`` tiles (as many as the pool has); drawing none is a pass (§11, §12)."""
        taken = state.pool[:count]
        if not taken:
            return self._pass(state, seat, events)
        events += emit.draw(seat, taken, self.notation)
        after = evolve(
            state,
            pool=state.pool[len(taken) :],
            racks=replaced(state.racks, seat, tuple(sorted(state.racks[seat] + taken))),
            passes=0,
            drawn=replaced(state.drawn or ((),) * state.num_players, seat, tuple(taken)),
        )
        return self._next_turn(after, seat)

    def _pass(self, state: RummikubState, seat: int, events: Transcript[RummikubState]) -> RummikubState:
        events.append(emit.passed(seat))
        passes = state.passes + 1
        after = evolve(state, passes=passes)
        if not state.pool and passes >= state.num_players:
            return self._end_round(after, "blocked", -1, events)
        return self._next_turn(after, seat)

    def _timeout(
        self, state: RummikubState, seat: int, action: Timeout, events: Transcript[RummikubState]
    ) -> RummikubState:
        """§11: what happens to the working copy, and the penalty draw; the ``timeout``
        event says which, and how many tiles the pool gave for it."""
        policy = self.options["timeout_policy"]
        table, placed = action.table, action.placed
        changed = table is not None and (bool(placed) or any(unchanged_sets(state.table, table)))
        if policy == "sabra" and table is not None and placed and self.commit_error(state, seat, table, placed) is None:
            out = len(placed) == len(state.racks[seat])  # the commit empties the rack: no penalty draw
            events.append(emit.timeout(seat, "committed", 1, 0 if out else min(1, len(state.pool))))
            return self._after_commit(state, seat, table, placed, 1, events)
        penalty = 3 if policy == "revert_draw3" or (policy == "sabra" and changed) else 1
        outcome = "reverted" if changed else "unchanged"
        events.append(emit.timeout(seat, outcome, penalty, min(penalty, len(state.pool))))
        return self._draw(state, seat, penalty, events)

    def _next_turn(self, state: RummikubState, seat: int) -> RummikubState:
        return evolve(state, to_move=(seat + 1) % state.num_players)

    # ----------------------------------------------------------------- ends of rounds and matches

    def _end_round(
        self, state: RummikubState, reason: str, winner: int, events: Transcript[RummikubState]
    ) -> RummikubState:
        penalty = int(self.options["joker_penalty"])
        if reason == "out":
            points, values = out_of_tiles(state.racks, winner, penalty)
            winners: tuple[int, ...] = (winner,)
        else:
            points, winners, values = blocked(state.racks, penalty)
        result = RoundResult(
            number=state.round_number,
            reason=reason,
            winners=winners,
            rack_values=values,
            racks=state.racks,
            points=points,
            table=state.table,
        )
        events.append(emit.round_end(result, self.notation))
        n = state.num_players
        scores = tuple(state.scores[s] + points[s] for s in range(n))
        rounds_won = tuple(state.rounds_won[s] + (s in winners) for s in range(n))
        penalties = tuple(state.penalties[s] + max(0, -points[s]) for s in range(n))
        after = evolve(state, scores=scores, rounds_won=rounds_won, penalties=penalties, last_round=result)
        if self._match_over(after):
            return evolve(after, phase=Phase.GAME_OVER, to_move=-1)
        events.hand_end = after
        rng = Rng(state.rng)
        order = full_set(int(self.options["jokers"]))
        rng.shuffle(order)
        dealt = self._deal(after, order, (state.round_starter + 1) % n, rng)
        events += emit.new_round(dealt, self.notation)
        return dealt

    def _match_over(self, state: RummikubState) -> bool:
        """§14: after the set number of rounds, or once a score reaches the target."""
        target = self.options["target_score"]
        if target != NO_TARGET:
            return max(state.scores) >= int(target) or state.round_number >= MAX_ROUNDS
        rounds = self.options["rounds_per_game"]
        return state.round_number >= (state.num_players if rounds == PER_PLAYER else int(rounds))

    def outcome(self, state: RummikubState) -> core.Outcome | None:
        if state.phase is not Phase.GAME_OVER:
            return None
        target = self.options["target_score"]
        if target == NO_TARGET:
            reason = "rounds_played"
        else:
            reason = "target_reached" if max(state.scores) >= int(target) else "round_limit"
        winners = match_winners(state.scores, state.rounds_won, state.penalties)
        return core.Outcome(scores=state.scores, winners=winners, reason=reason)

    # ----------------------------------------------------------------- views and sampling

    def view(self, state: RummikubState, seat: PlayerId | None) -> JsonDict:
        # The viewer's legal actions taken apart (the draw and the candidate turns of
        # legal_actions; none for others or a spectator).
        acting = seat is not None and self.is_to_act(state, seat)
        moves = (
            [move_of(a, self.notation) for a in self.legal_actions(state, seat)] if acting and seat is not None else []
        )
        view = view_of(state, seat, self.options, self.notation, num_players=self.num_players(state), moves=moves)
        return cast(JsonDict, view)

    def sample_state(self, view: JsonDict, rng: Rng) -> RummikubState:
        return sample_state(view, rng, self.options, self.notation, len(view["has_melded"]))

    # ----------------------------------------------------------------- notation and serialisation

    def state_codec(self) -> Codec[RummikubState]:
        """The tiles are written in the options' notation."""
        return state_json.json_forms(self.notation).state

    def check_state(self, state: RummikubState) -> None:
        """The tiles must be the tile set, the table's sets valid, the phase hold."""
        if sorted(self._tiles(state)) != full_set(int(self.options["jokers"])):
            raise ValueError("a Rummikub state must hold every tile of its tile set exactly once")
        if len(state.racks) != state.num_players or len(state.set_ids) != len(state.table):
            raise ValueError("a Rummikub state's racks or set ids do not match its seats or sets")
        _check_state(state)

    def action_to_str(self, action: RummikubAction) -> str:
        return action_to_str(action, self.notation)

    def action_from_str(self, text: str) -> RummikubAction:
        return action_from_str(text, self.notation)

    @staticmethod
    def _tiles(state: RummikubState) -> list[int]:
        return [*state.pool, *(t for rack in state.racks for t in rack), *(t for m in state.table for t in m.tiles)]

    def all_cards(self, state: RummikubState) -> list[str]:
        return sorted(self.notation.to_str(t) for t in self._tiles(state))

    def hands_scored(self, state: RummikubState) -> int:
        return state.last_round.number if state.last_round is not None else 0


def _check_state(state: RummikubState) -> None:
    """What the engine's states keep: valid sets on the table (and in the last round's
    record) with distinct ids below the next one, a seat to move while the match goes on
    (none after it), and each seat's marked draw still on its rack."""
    last = state.last_round
    for meld in (*state.table, *(last.table if last is not None else ())):
        if not is_valid(meld.tiles, meld.kind):
            raise ValueError("a set on the table is not a valid set")
    if len(set(state.set_ids)) != len(state.set_ids) or any(i >= state.next_set_id for i in state.set_ids):
        raise ValueError("the set ids are repeated or not below the next one")
    if (state.phase is Phase.GAME_OVER) != (state.to_move < 0):
        raise ValueError("the seat to move does not fit the phase")
    for drawn, rack in zip(state.drawn, state.racks):
        if multiset_minus(rack, drawn) is None:
            raise ValueError("a tile marked as drawn is not on its rack")
