"""Canasta (classic): partnerships for four, and the 2- and 3-player games.

Contract: ``shared/rules/canasta.md``; § numbers below refer to it, §18 to its
Clarifications. Card kinds and values: ``cards``. Melds and canastas: ``melds``.
Action text: ``actions``. Options: ``options``. Scoring: ``scoring``. Views and
sampled states: ``views``. Events: ``events``.

**Notation.** Cards are the shared French-suited notation (``Ts``, ``Kh``, ``2c``,
joker ``X``), 108 of them (two packs and four jokers). Actions name kinds, not suits
(§18): ``K`` a king, ``2`` a two, ``X`` a joker, ``3`` a black three; ``Kh`` in an
action is read as ``K``.

**Actions** (every text round-trips; see ``actions``):

- ``draw``: draw from the stock (two with two players); red threes are laid out and
  replaced at once.
- ``take K K`` / ``take K 2`` / ``take K X`` / ``take``: take the discard pile by melding
  its top card with two naturals, a natural and a wild card, or onto the side's meld
  of its rank (§9.3). A side that has not melded takes with its initial meld: ``take K K``
  takes the pile when the top card's meld reaches the minimum, else it is set aside and
  melds from the hand follow until it does (``first_meld``).
- ``decline``: with the stock gone and no forced take, leave the pile: the hand ends (§11).
- ``meld K K 2`` one new meld; before the side's first meld, melds are set aside until they
  make the initial meld, which the last of them lays as one batch (§6, §18, ``first_meld``);
  ``meld 3 3 3`` black threes, only when going out. The batch texts ``meld K K K + A A X``
  and ``take K K + A A X`` are still accepted (older saves), never listed.
- ``add K: K 2``: add to the side's meld of that rank.
- ``discard K``: end the turn; discarding the last card goes out.
- ``ask``: "may I go out?" to the partner (4 players); ``answer yes`` / ``answer no``.

**Deal (§18).** From a shuffled or stacked deck (top first): seat 0 the first hand-size
cards, seat 1 the next, …; the rest is the stock, whose top card is turned as the
first upcard (and more while §4 says so). The player after the dealer plays first;
``first_player`` names that seat, ``first_dealer`` the dealer. Later hands shuffle
with the state's own generator; the deal passes to the left.

**Turn-start work** happens inside the action that ends the previous turn: a player's
first turn lays out dealt red threes and replaces them (§7), and with the stock gone a
player who cannot take the pile ends the hand (§11.3).

**Permission (§10.2, §18).** ``ask`` may be used once a turn, only while nothing has
been melded or added in the turn and the pile has not been taken: before drawing (a
forced take included) or after a stock draw; then only while holding two cards or more
(with one card left the only ways on are going out, which a "no" would forbid). ``to_act`` then moves to
the partner for the answer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, cast

from ... import core
from ...cards import deal_blocks, deck_spec, new_deck
from ...codec import Codec
from ...core import IllegalActionError, JsonDict, PlayerId
from ...rng import Rng
from ...states import evolve, replaced
from ...untrusted import same_multiset
from . import state as state_json
from .actions import (
    ASK,
    DECLINE,
    DISCARDS,
    DRAW,
    NO,
    YES,
    Add,
    Answer,
    Ask,
    CanastaAction,
    Decline,
    Discard,
    Draw,
    Take,
    action_from_str,
    make_meld,
    make_take,
    move_kind,
)
from .actions import (
    Meld as MeldAction,
)
from .cards import (
    BLACK_THREE,
    DECK_JOKERS,
    DECK_PACKS,
    JOKER_KIND,
    KIND_TEXT,
    RED_THREE,
    TWO,
    VALUES,
    card_to_str,
    cards_to_strs,
    is_natural,
    is_red_three,
    is_wild,
    kind_counts,
    kind_of,
    remove_cards,
    take_kind,
)
from .event_kinds import CanastaEvent
from .events import MoveStory
from .first_meld import OPEN_RANKS, Goal, completable, less
from .first_meld import legal as legal_batch
from .melds import CANASTA_SIZE, WILD_LIMIT, Meld, MeldLimits, MeldSpec
from .options import AUTO, DRAW_COUNT, HAND_SIZE, ONE_HAND, OPTION_SPECS, minimum_count
from .scoring import SCORE_ITEMS, game_over, side_lines
from .state import (
    DECK_SIZE,
    MAX_HANDS,
    CanastaState,
    HandEnd,
    HandResult,
    Phase,
    ScoreLine,
    num_sides,
    partner_of,
    side_of,
)
from .views import CanastaFirstMeld, CanastaMove, CanastaSetAside, CanastaView, public_view, view_of
from .views import sample_state as sample_from_view

_DECK = deck_spec(DECK_PACKS, DECK_JOKERS)
_WHOLE_DECK = Counter(new_deck(DECK_PACKS, DECK_JOKERS))
# Decisions in one hand, at most: a turn draws from the stock or takes the pile. Stock
# draws are fewer than the 108 cards, and every take lays the top card on the table for
# good, so turns are fewer than 2 x 108. A turn has at most five decisions besides
# melds (draw or take, ask, answer, discard, decline), every meld or addition lays
# at least one card for good (at most 108 in a hand), and a turn sets aside at most one
# meld of each of the 12 ranks for its initial meld.
_MAX_DECISIONS_PER_HAND = (5 + len(OPEN_RANKS)) * 2 * DECK_SIZE + DECK_SIZE


def _new_turn(state: CanastaState, phase: Phase, turn: int) -> CanastaState:
    """``state`` with ``turn``'s turn begun in ``phase``: nothing drawn, melded, asked or set aside."""
    return evolve(
        state,
        phase=phase,
        turn=turn,
        drew="",
        turn_melds=(),
        acted=False,
        asked=False,
        answer="",
        staged=(),
        taking=None,
    )


def _meld_of(melds: Sequence[Meld], rank: int) -> Meld | None:
    for meld in melds:
        if meld.rank == rank:
            return meld
    return None


def canastas(melds: Sequence[Meld]) -> int:
    return sum(1 for meld in melds if meld.is_canasta)


def _illegal(message: str, code: str, **params: str | int) -> IllegalActionError:
    return IllegalActionError(message, code, **params)


def _unfinished() -> IllegalActionError:
    return _illegal("Finish your first meld: lay more melds until it counts the minimum.", "finish_first_meld")


@dataclass(frozen=True)
class CanastaRules(core.Rules[CanastaState, CanastaAction]):
    """Canasta under fixed options (see ``options``)."""

    info = core.GameInfo(
        id="canasta",
        title="Canasta",
        min_players=min(HAND_SIZE),  # the counts §14 deals for
        max_players=max(HAND_SIZE),
        menu_order=60,
        # A game stops after MAX_HANDS hands, each bounded as computed above.
        max_game_length=MAX_HANDS * _MAX_DECISIONS_PER_HAND,
    )
    option_specs = OPTION_SPECS
    quick_options = MappingProxyType({"game_target": ONE_HAND})
    view_type = CanastaView
    error_codes = (
        # Actions of another phase.
        "draw_first",  # meld, add or discard before drawing
        "already_drew",  # a second draw or take in a turn
        "answer_first",  # the partner must answer "may I go out?"
        "nothing_asked",  # an answer with no question
        # Melds (§5, §6).
        "invalid_meld",  # params: meld
        "one_meld_per_action",
        "rank_already_melded",  # params: rank
        "no_such_meld",  # params: rank
        "invalid_addition",  # params: rank, cards
        "cards_not_in_hand",
        "below_minimum",  # params: points, minimum
        "black_threes_only_going_out",
        # Keeping a card and going out (§9.4, §10).
        "must_keep_a_card",  # params: canastas
        "partner_said_no",
        # The discard pile (§8, §9.3, §11).
        "pile_empty",
        "pile_stopped",  # params: card
        "one_card_one_pile",
        "take_wrong_rank",  # params: card
        "pile_frozen",  # params: card
        "take_method_off",
        "take_method",
        "take_extra_melds",
        "stock_not_empty",
        "must_take_pile",
        "take_needs_first_meld",  # params: card, minimum; a take with cards not held (§9.3, §6)
        "take_needs_frozen",  # params: card
        "take_needs_pair_or_wild",  # params: card
        "take_needs_pair",  # params: card
        # Permission (§10.2).
        "no_permission_asking",
        "already_asked",
        "ask_with_one_card",
        "ask_after_meld",  # a meld, an addition or a take this turn (§10.2, §18)
        # The initial meld, step by step (``first_meld``).
        "finish_first_meld",  # anything but its melds while one is under way
    )

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "limits", MeldLimits(bool(self.options["wild_not_exceed_natural"])))

    limits: MeldLimits = field(init=False, repr=False, compare=False)

    # ----------------------------------------------------------------- facts of a state

    @property
    def target(self) -> int | None:
        """The game's target score, or ``None`` for a single deal."""
        chosen = self.options["game_target"]
        return None if chosen == ONE_HAND else int(chosen)

    def canastas_needed(self, num_players: int) -> int:
        chosen = self.options["canastas_to_go_out"]
        if chosen == AUTO:
            return 2 if num_players == 2 else 1
        return int(chosen)

    def asking(self, num_players: int) -> bool:
        """Whether "may I go out?" exists (§10.2: partnerships only)."""
        return num_players == 4 and bool(self.options["permission_asking"])

    @staticmethod
    def minimum(state: CanastaState, side: int) -> int:
        """§6: the side's minimum count, from its total at the start of the hand."""
        return minimum_count(state.scores[side])

    @staticmethod
    def frozen_for(state: CanastaState, side: int) -> bool:
        """§8: the pile is frozen for a side that has not melded, or when flagged."""
        return state.pile_frozen or not state.melds[side]

    def forced_take(self, state: CanastaState, seat: int) -> bool:
        """§11.3: with the stock gone, a top card that fits the side's unfrozen meld must be taken."""
        side = side_of(seat, state.num_players)
        return (
            not state.stock
            and bool(self.options["forced_take_after_stock_out"])
            and bool(state.pile)
            and not self.frozen_for(state, side)
            and _meld_of(state.melds[side], kind_of(state.pile[-1])) is not None
        )

    def can_go_out(self, state: CanastaState, seat: int, melds: Sequence[Meld], hand: Sequence[int]) -> bool:
        """Whether ``seat``, holding ``hand`` with its side's ``melds``, may go out now or with
        its one last card (§10.1, §18's look-ahead of one card)."""
        if state.answer == "no" or len(hand) > 1:
            return False
        needed = self.canastas_needed(state.num_players)
        have = canastas(melds)
        if have >= needed:
            return True
        if not hand or have + 1 < needed:
            return False
        kind = kind_of(hand[0])
        for meld in melds:
            if len(meld.cards) == CANASTA_SIZE - 1:
                spec = (
                    MeldSpec(meld.rank, 1)
                    if kind == meld.rank
                    else (MeldSpec(meld.rank, 0, 1, 0) if kind == TWO else MeldSpec(meld.rank, 0, 0, 1))
                )
                if (kind == meld.rank or is_wild(kind)) and self.limits.may_add(meld, spec):
                    return True
        return False

    # ----------------------------------------------------------------- new game and deals

    def new_game(self, num_players: int, *, seed: int, deck: Sequence[str] | None = None) -> CanastaState:
        stacked = self.check_new_game(num_players, deck, _DECK)
        rng = Rng.from_seed(seed)
        dealer = self._first_dealer(num_players, rng)
        if stacked is None:
            order = new_deck(DECK_PACKS, DECK_JOKERS)
            rng.shuffle(order)
        else:
            order = stacked
        sides = num_sides(num_players)
        blank = CanastaState(
            num_players=num_players,
            phase=Phase.DRAW,
            turn=0,
            dealer=dealer,
            hand_number=0,
            hands=(),
            stock=(),
            pile=(),
            pile_frozen=False,
            melds=((),) * sides,
            red_threes=((),) * sides,
            had_turn=(False,) * num_players,
            has_melded=(False,) * num_players,
            drew="",
            turn_melds=(),
            acted=False,
            asked=False,
            answer="",
            penalties=(0,) * sides,
            scores=(0,) * sides,
            rng=rng.state,
            last_hand=None,
        )
        return self._deal(blank, dealer, order, rng)

    def _first_dealer(self, num_players: int, rng: Rng) -> int:
        first_player = self.options["first_player"]
        if first_player != "random":
            return (core.resolve_first_player(first_player, num_players, rng) - 1) % num_players
        chosen = self.options["first_dealer"]
        return rng.below(num_players) if chosen == "random" else int(chosen)

    def _deal(self, state: CanastaState, dealer: int, order: list[int], rng: Rng) -> CanastaState:
        """§4, §18: deal in blocks from seat 0, turn the upcard, start the first turn."""
        n = state.num_players
        hands, stock = deal_blocks(order, (HAND_SIZE[n],) * n)
        pile: list[int] = []
        frozen = False
        turn_on_black = self.options["upcard_turn_on"] == "wild_and_threes"
        while True:  # §4.3: turn cards until a natural is on top (the stock is far from empty)
            card = stock.pop(0)
            pile.append(card)
            kind = kind_of(card)
            if is_wild(kind) or kind == RED_THREE:
                frozen = True
                continue
            if kind == BLACK_THREE:
                frozen = frozen or bool(self.options["black_three_freezes"])
                if turn_on_black:
                    continue
            break
        sides = num_sides(n)
        first = (dealer + 1) % n
        dealt = evolve(
            _new_turn(state, Phase.DRAW, first),
            dealer=dealer,
            hand_number=state.hand_number + 1,
            hands=tuple(tuple(sorted(hand)) for hand in hands),
            stock=tuple(stock),
            pile=tuple(pile),
            pile_frozen=frozen,
            melds=((),) * sides,
            red_threes=((),) * sides,
            had_turn=(False,) * n,
            has_melded=(False,) * n,
            penalties=(0,) * sides,
            rng=rng.state,
        )
        return self._start_turn(dealt)

    # ----------------------------------------------------------------- turn start and stock draws

    def _start_turn(self, state: CanastaState, story: MoveStory | None = None) -> CanastaState:
        """§7, §11: a first turn lays out dealt red threes and replaces them; with the
        stock gone, a player who cannot take the pile ends the hand."""
        seat = state.turn
        if not state.had_turn[seat]:
            hand = state.hands[seat]
            reds = tuple(card for card in hand if is_red_three(card))
            state = evolve(state, had_turn=replaced(state.had_turn, seat, True))
            if story is not None:
                story.began = seat
            if reds:
                side = side_of(seat, state.num_players)
                state = evolve(
                    state,
                    hands=replaced(state.hands, seat, remove_cards(hand, reds)),
                    red_threes=replaced(state.red_threes, side, state.red_threes[side] + reds),
                )
                if story is not None:
                    story.red_threes(side, reds)
                state, ended = self._draw_cards(state, seat, len(reds), story)
                if ended:
                    return ended
        if not state.stock and not self._takes(state, seat):
            return self._end_hand(state, -1, story)
        return state

    def _draw_cards(
        self, state: CanastaState, seat: int, count: int, story: MoveStory | None
    ) -> tuple[CanastaState, CanastaState | None]:
        """Draw ``count`` cards from the stock into ``seat``'s hand, laying out and
        replacing red threes (§7). Returns (state, the next hand's state when the last
        stock card was a red three and the hand ended, §11.1)."""
        stock = list(state.stock)
        hand = list(state.hands[seat])
        side = side_of(seat, state.num_players)
        reds = list(state.red_threes[side])
        while count and stock:
            card = stock.pop(0)
            if is_red_three(card):
                reds.append(card)
                if story is not None:
                    story.red_threes(side, (card,))
                if not stock:
                    ended = evolve(
                        state,
                        stock=(),
                        hands=replaced(state.hands, seat, tuple(sorted(hand))),
                        red_threes=replaced(state.red_threes, side, tuple(reds)),
                    )
                    return ended, self._end_hand(ended, -1, story)
                continue
            hand.append(card)
            if story is not None:
                story.draw(card)
            count -= 1
        return (
            evolve(
                state,
                stock=tuple(stock),
                hands=replaced(state.hands, seat, tuple(sorted(hand))),
                red_threes=replaced(state.red_threes, side, tuple(reds)),
            ),
            None,
        )

    # ----------------------------------------------------------------- whose turn, what is legal

    def to_act(self, state: CanastaState) -> tuple[PlayerId, ...]:
        if state.phase is Phase.GAME_OVER:
            return ()
        if state.phase is Phase.ANSWER:
            return (partner_of(state.turn, state.num_players),)
        return (state.turn,)

    def legal_actions(self, state: CanastaState, seat: PlayerId) -> list[CanastaAction]:
        if not self.is_to_act(state, seat):
            return []
        if state.phase is Phase.ANSWER:
            return [YES, NO]
        if state.staged or state.taking is not None:
            # The initial meld under way is finished first: more melds, or more cards on its melds.
            return self._first_melds(state, seat) + self._set_aside_additions(state, seat)
        legal: list[CanastaAction] = []
        if state.phase is Phase.DRAW:
            if state.stock:
                legal.append(DRAW)
            takes = self._takes(state, seat)
            legal += takes
            # A player who cannot take (after a "no", say) ends the hand too (§11.3, §18).
            if not state.stock and (not takes or not self.forced_take(state, seat)):
                legal.append(DECLINE)
        else:
            side = side_of(seat, state.num_players)
            legal += self._melds(state, seat) if state.melds[side] else self._first_melds(state, seat)
            hand = state.hands[seat]
            counts = kind_counts(hand)
            for kind, count in enumerate(counts):
                if count and self._discard_refusal(state, seat, DISCARDS[kind]) is None:
                    legal.append(DISCARDS[kind])
        if self.asking(state.num_players) and not state.asked and self._ask_refusal(state, seat) is None:
            legal.append(ASK)
        return legal

    def _takes(self, state: CanastaState, seat: int) -> list[CanastaAction]:
        """Every legal way to take the pile now (§9.3), one per move. Before the side's
        first meld: every meld of the top card with hand cards that some melds from the hand
        can complete to a legal initial meld (``first_meld``)."""
        if not state.pile or not is_natural(kind_of(state.pile[-1])):
            return []
        rank = kind_of(state.pile[-1])
        side = side_of(seat, state.num_players)
        counts = kind_counts(state.hands[seat])
        if state.melds[side]:
            candidates = [make_take(None)] + [
                make_take(spec) for spec in (MeldSpec(rank, 2), MeldSpec(rank, 1, 1, 0), MeldSpec(rank, 1, 0, 1))
            ]
            return [take for take in candidates if self._take_refusal(state, seat, take) is None]
        if len(state.hands[seat]) == 1 and len(state.pile) == 1:
            return []  # §9.3: one card in hand never takes a pile of one
        goal = self._goal(state, seat)
        others = [other for other in OPEN_RANKS if other != rank]
        with_top = list(counts)
        with_top[rank] += 1
        found: list[CanastaAction] = []
        # The top card's meld: every meld with the top card and two naturals or more from the
        # hand (listed with the top card counted in, then taken out).
        for whole in self.limits.new_melds(with_top, rank, least=3):
            left = less(counts, MeldSpec(rank, whole.naturals - 1, whole.twos, whole.jokers))
            if legal_batch(goal, (whole,), left) or completable(goal, (whole,), left, others):
                found.append(make_take(MeldSpec(rank, whole.naturals - 1, whole.twos, whole.jokers)))
        return found

    def _melds(self, state: CanastaState, seat: int) -> list[CanastaAction]:
        """Every legal meld and addition now (one per move), the side having melded. The
        melds and additions listed are valid and held; one that keeps two cards and lays no
        black three is legal as it is (§9.4), the others are checked in full."""
        side = side_of(seat, state.num_players)
        counts = kind_counts(state.hands[seat])
        size = len(state.hands[seat])
        found: list[CanastaAction] = []
        melds = state.melds[side]
        for rank in OPEN_RANKS:
            if counts[rank] >= 2 and _meld_of(melds, rank) is None:
                for spec in self.limits.new_melds(counts, rank):
                    action = make_meld((spec,))
                    if (size - spec.size >= 2 and rank != BLACK_THREE) or self._meld_refusal(
                        state, seat, action
                    ) is None:
                        found.append(action)
        for meld in melds:
            for spec in self.limits.additions(counts, meld):
                add = Add(spec)
                if (size - spec.size >= 2 and meld.rank != BLACK_THREE) or self._add_refusal(state, seat, add) is None:
                    found.append(add)
        return found

    def _first_melds(self, state: CanastaState, seat: int) -> list[CanastaAction]:
        """The melds that build the side's initial meld, one meld a move (``first_meld``):
        every valid meld of a rank not yet set aside, from the cards not set aside, after
        which the batch is a legal initial meld (the move lays it) or can still become one
        (the move sets the meld aside). At most a few hundred, whatever the hand."""
        goal = self._goal(state, seat)
        batch, left = self._set_aside(state, seat)
        used = {spec.rank for spec in batch}
        found: list[CanastaAction] = []
        for rank in OPEN_RANKS:
            if rank in used or left[rank] < 2:
                continue
            others = [other for other in OPEN_RANKS if other != rank and other not in used]
            for spec in self.limits.new_melds(left, rank):
                rest = less(left, spec)
                if legal_batch(goal, (*batch, spec), rest) or completable(goal, (*batch, spec), rest, others):
                    found.append(make_meld((spec,)))
        return found

    def _goal(self, state: CanastaState, seat: int) -> Goal:
        """What the side's initial meld must do now (§6, §9.4, §10): in the draw step it is
        a take, whose pile's other cards join the hand."""
        side = side_of(seat, state.num_players)
        taking = state.phase is Phase.DRAW
        return Goal(
            self.limits,
            self.minimum(state, side),
            waived_when_out=not taking and state.drew == "stock",
            may_go_out=state.answer != "no",
            canastas_needed=self.canastas_needed(state.num_players),
            gained=tuple(kind_of(card) for card in state.pile[:-1] if not is_red_three(card)) if taking else (),
        )

    def _set_aside(self, state: CanastaState, seat: int) -> tuple[tuple[MeldSpec, ...], list[int]]:
        """The initial meld under way, as its melds would lie on the table (a take's meld
        with the pile's top card), and the kinds of the hand cards not in it."""
        left = less(kind_counts(state.hands[seat]), *state.staged)
        if state.taking is None:
            return state.staged, left
        take = state.taking
        left = less(left, take)
        return (MeldSpec(take.rank, take.naturals + 1, take.twos, take.jokers), *state.staged), left

    # ----------------------------------------------------------------- checks

    def is_to_act(self, state: CanastaState, seat: PlayerId) -> bool:
        if state.phase is Phase.GAME_OVER:
            return False
        if state.phase is Phase.ANSWER:
            return seat == partner_of(state.turn, state.num_players)
        return seat == state.turn

    def is_over(self, state: CanastaState) -> bool:
        return state.phase is Phase.GAME_OVER

    def refusal(self, state: CanastaState, seat: PlayerId, action: CanastaAction) -> IllegalActionError | None:
        """Why ``action`` breaks a rule now (``None`` when legal). Messages name only the
        player's own or public cards."""
        phase = state.phase
        if isinstance(action, Answer):
            if phase is not Phase.ANSWER:
                return _illegal("Nobody asked you whether they may go out.", "nothing_asked")
            return None
        if phase is Phase.ANSWER:
            return _illegal("Answer your partner first: may they go out?", "answer_first")
        if isinstance(action, Ask):
            return self._ask_refusal(state, seat)
        if isinstance(action, (Draw, Take, Decline)):
            if phase is not Phase.DRAW:
                return _illegal("You have already drawn this turn.", "already_drew")
            if state.taking is not None:
                return _unfinished()
            if isinstance(action, Draw):
                if not state.stock:
                    return _illegal("The stock is gone: take the pile or leave it.", "stock_not_empty")
                return None
            if isinstance(action, Decline):
                if state.stock:
                    return _illegal(
                        "Draw from the stock or take the pile; only with the stock gone may the pile be left.",
                        "stock_not_empty",
                    )
                if self.forced_take(state, seat) and self._takes(state, seat):
                    return _illegal(
                        "With the stock gone, you must take the pile: its top card fits your side's meld.",
                        "must_take_pile",
                    )
                return None
            refusal = self._take_refusal(state, seat, action)
            if refusal is None or action.others or action.top is None or not self._may_set_aside(refusal):
                return refusal
            return None if self._completes(state, seat, action.top, take=True) else refusal
        if isinstance(action, Add) and (state.staged or state.taking is not None):
            return self._set_aside_add_refusal(state, seat, action)
        if state.taking is not None:
            return self._first_meld_refusal(state, seat, action) if isinstance(action, MeldAction) else _unfinished()
        if phase is Phase.DRAW:
            return _illegal("Draw first: from the stock, or take the pile.", "draw_first")
        if isinstance(action, MeldAction):
            if not state.melds[side_of(seat, state.num_players)]:
                return self._first_meld_refusal(state, seat, action)
            return self._meld_refusal(state, seat, action)
        if isinstance(action, Add):
            return self._add_refusal(state, seat, action)
        assert isinstance(action, Discard)
        if state.staged:
            return _unfinished()
        return self._discard_refusal(state, seat, action)

    def _first_meld_refusal(self, state: CanastaState, seat: int, action: MeldAction) -> IllegalActionError | None:
        """A meld before the side's first: it lays the melds set aside with it when they make a
        legal initial meld, else it is set aside if they can still become one (``first_meld``).
        A whole batch (``meld K K K + A A X``) is still checked as a whole, as before."""
        if len(action.melds) > 1:
            if state.staged or state.taking is not None:
                return _unfinished()
            return self._meld_refusal(state, seat, action)
        whole = self._with_set_aside(state, action.melds[0])
        refusal = self._whole_refusal(state, seat, whole)
        if refusal is None or not self._may_set_aside(refusal):
            return refusal
        return None if self._completes(state, seat, action.melds[0], take=False) else refusal

    def _whole_refusal(self, state: CanastaState, seat: int, whole: Take | MeldAction) -> IllegalActionError | None:
        """Why the whole initial meld under way (a take or melds, with what is set aside) is refused."""
        if isinstance(whole, Take):
            return self._take_refusal(state, seat, whole)
        return self._meld_refusal(state, seat, whole)

    @staticmethod
    def _may_set_aside(refusal: IllegalActionError) -> bool:
        """Whether a batch is refused only as a whole (its count, the cards it keeps, going
        out), so that more melds may still make it a legal initial meld."""
        return refusal.code in ("below_minimum", "must_keep_a_card", "partner_said_no", "black_threes_only_going_out")

    def _with_set_aside(self, state: CanastaState, spec: MeldSpec) -> MeldAction | Take:
        """The whole initial meld ``spec`` would make with the melds set aside."""
        if state.taking is not None:
            return make_take(state.taking, (*state.staged, spec))
        return make_meld((*state.staged, spec))

    def _completes(self, state: CanastaState, seat: int, spec: MeldSpec, *, take: bool) -> bool:
        """Whether ``spec`` (a meld from the hand, or with ``take`` the hand cards melded with
        the pile's top card) may join the initial meld under way: with it the batch can still
        be completed to a legal initial meld."""
        batch, left = self._set_aside(state, seat)
        laid = MeldSpec(spec.rank, spec.naturals + 1, spec.twos, spec.jokers) if take else spec
        used = {meld.rank for meld in batch} | {spec.rank}
        return completable(
            self._goal(state, seat), (*batch, laid), less(left, spec), [r for r in OPEN_RANKS if r not in used]
        )

    def _lays(self, state: CanastaState, seat: int, spec: MeldSpec, *, take: bool) -> bool:
        """Whether ``spec`` (checked) makes the initial meld under way a legal one: then it is laid."""
        batch, left = self._set_aside(state, seat)
        laid = MeldSpec(spec.rank, spec.naturals + 1, spec.twos, spec.jokers) if take else spec
        return legal_batch(self._goal(state, seat), (*batch, laid), less(left, spec))

    # ----------------------------------------------------------------- more cards on a meld set aside

    @staticmethod
    def _grown(state: CanastaState, spec: MeldSpec) -> CanastaState | None:
        """``state`` with the cards of ``spec`` joined to the meld of its rank set aside for the
        initial meld under way (a take's meld, or a meld from the hand); ``None``: none of that
        rank. §9.3: more cards from the hand, natural or wild, may join the top card's meld;
        set aside, it could not take a wild card chosen after it (issue 30, Canasta round 9, 1)."""

        def plus(meld: MeldSpec) -> MeldSpec:
            return MeldSpec(meld.rank, meld.naturals + spec.naturals, meld.twos + spec.twos, meld.jokers + spec.jokers)

        if spec.size == 0:
            return None
        if state.taking is not None and state.taking.rank == spec.rank:
            return evolve(state, taking=plus(state.taking))
        if all(meld.rank != spec.rank for meld in state.staged):
            return None
        return evolve(state, staged=tuple(plus(meld) if meld.rank == spec.rank else meld for meld in state.staged))

    def _set_aside_additions(self, state: CanastaState, seat: int) -> list[CanastaAction]:
        """Every legal addition to a meld set aside (``_grown``): one per move, as additions are."""
        _, left = self._set_aside(state, seat)
        ranks = ([state.taking.rank] if state.taking is not None else []) + [meld.rank for meld in state.staged]
        found: list[CanastaAction] = []
        for rank in ranks:
            for naturals in range(left[rank] + 1):
                for twos in range(min(left[TWO], WILD_LIMIT) + 1):
                    for jokers in range(min(left[JOKER_KIND], WILD_LIMIT - twos) + 1):
                        add = Add(MeldSpec(rank, naturals, twos, jokers))
                        if add.spec.size and self._set_aside_add_refusal(state, seat, add) is None:
                            found.append(add)
        return found

    def _set_aside_add_refusal(self, state: CanastaState, seat: int, action: Add) -> IllegalActionError | None:
        """Why ``action`` may not join a meld set aside: as a whole initial meld, the melds set
        aside with it must be legal, or still completable (``_first_meld_refusal``)."""
        grown = self._grown(state, action.spec)
        if grown is None:
            return _illegal("Your side has no meld of that rank.", "no_such_meld", rank=KIND_TEXT[action.spec.rank])
        batch, left = self._set_aside(grown, seat)
        if min(left) < 0:
            return _illegal("You do not hold those cards.", "cards_not_in_hand")
        if not all(self.limits.valid(spec) for spec in batch):
            return _illegal(
                "Those cards would make the meld invalid.",
                "invalid_addition",
                rank=KIND_TEXT[action.spec.rank],
                cards=str(action.spec),
            )
        whole: Take | MeldAction = (
            make_take(grown.taking, grown.staged) if grown.taking is not None else make_meld(grown.staged)
        )
        refusal = self._whole_refusal(state, seat, whole)
        if refusal is None or not self._may_set_aside(refusal):
            return refusal
        used = [spec.rank for spec in batch]
        rest = [rank for rank in OPEN_RANKS if rank not in used]
        return None if completable(self._goal(state, seat), batch, left, rest) else refusal

    def _set_aside_lays(self, state: CanastaState, seat: int, action: Add) -> bool:
        """Whether ``action`` (checked) makes the initial meld under way a legal one: then it is laid."""
        grown = self._grown(state, action.spec)
        assert grown is not None
        batch, left = self._set_aside(grown, seat)
        return legal_batch(self._goal(state, seat), batch, left)

    def _ask_refusal(self, state: CanastaState, seat: int) -> IllegalActionError | None:
        if not self.asking(state.num_players):
            return _illegal("Asking to go out is not played here.", "no_permission_asking")
        if state.phase is Phase.ANSWER:
            return _illegal("Answer your partner first: may they go out?", "answer_first")
        if state.asked:
            return _illegal("You may ask only once a turn.", "already_asked")
        if state.staged or state.taking is not None:
            return _unfinished()
        if state.acted or state.drew == "pile":
            # §10.2, §18: only while nothing is melded this turn and the pile is not taken.
            return _illegal("You can ask only before you meld or take the pile this turn.", "ask_after_meld")
        if state.phase is Phase.MELD and len(state.hands[seat]) < 2:
            return _illegal("With one card left, go out or not without asking.", "ask_with_one_card")
        return None

    def _hand_after(
        self, hand: Sequence[int], specs: Sequence[MeldSpec]
    ) -> tuple[tuple[int, ...], list[tuple[int, ...]]] | None:
        """The hand less the cards of ``specs`` and those cards per spec; ``None`` when
        the hand lacks them."""
        counts = kind_counts(hand)
        for spec in specs:
            for kind in spec.kinds():
                counts[kind] -= 1
        if min(counts) < 0:
            return None
        rest = tuple(hand)
        taken: list[tuple[int, ...]] = []
        for spec in specs:
            cards: tuple[int, ...] = ()
            for kind, count in ((spec.rank, spec.naturals), (TWO, spec.twos), (JOKER_KIND, spec.jokers)):
                if count:
                    cards += take_kind(rest, kind, count)
                    rest = remove_cards(rest, cards[-count:])
            taken.append(cards)
        return rest, taken

    def _keeping(
        self, state: CanastaState, seat: int, melds: Sequence[Meld], hand: Sequence[int], black_threes: bool
    ) -> IllegalActionError | None:
        """§9.4, §10.1, §18: an action must leave two cards, or leave going out certain;
        black threes are melded only when it is."""
        if len(hand) >= 2 and not black_threes:
            return None
        if self.can_go_out(state, seat, melds, hand):
            return None
        if state.answer == "no":
            return _illegal("Your partner said no: you may not go out this turn.", "partner_said_no")
        if black_threes and len(hand) >= 2:
            return _illegal("Black threes are melded only when going out.", "black_threes_only_going_out")
        needed = self.canastas_needed(state.num_players)
        return _illegal(
            f"You must keep a card to discard: going out needs {needed} canasta(s).",
            "must_keep_a_card",
            canastas=needed,
        )

    def _meld_refusal(self, state: CanastaState, seat: int, action: MeldAction) -> IllegalActionError | None:
        side = side_of(seat, state.num_players)
        melds = state.melds[side]
        specs = action.melds
        initial = not melds
        if not initial and len(specs) > 1:
            return _illegal("Lay one meld at a time (only the initial meld is a batch).", "one_meld_per_action")
        ranks = [spec.rank for spec in specs]
        for spec in specs:
            if not self.limits.valid(spec):
                return _illegal(f"{spec} is not a valid meld.", "invalid_meld", meld=str(spec))
            if ranks.count(spec.rank) > 1 or _meld_of(melds, spec.rank) is not None:
                return _illegal(
                    "Your side has that rank already: add to its meld.",
                    "rank_already_melded",
                    rank=KIND_TEXT[spec.rank],
                )
        after = self._hand_after(state.hands[seat], specs)
        if after is None:
            return _illegal("You do not hold those cards.", "cards_not_in_hand")
        hand, taken = after
        new_melds = (*melds, *(Meld(spec.rank, tuple(sorted(cards))) for spec, cards in zip(specs, taken)))
        refusal = self._keeping(state, seat, new_melds, hand, BLACK_THREE in ranks)
        if refusal is not None:
            return refusal
        if initial:
            points = sum(spec.points for spec in specs)
            need = self.minimum(state, side)
            # §10.3: going out concealed after a stock draw needs no minimum count.
            concealed = state.drew == "stock" and len(hand) <= 1
            if points < need and not concealed:
                return _illegal(
                    f"Your side's first meld must count {need}; this counts {points}.",
                    "below_minimum",
                    points=points,
                    minimum=need,
                )
        return None

    def _add_refusal(self, state: CanastaState, seat: int, action: Add) -> IllegalActionError | None:
        side = side_of(seat, state.num_players)
        spec = action.spec
        meld = _meld_of(state.melds[side], spec.rank)
        if meld is None:
            return _illegal("Your side has no meld of that rank.", "no_such_meld", rank=KIND_TEXT[spec.rank])
        if not self.limits.may_add(meld, spec):
            return _illegal(
                "Those cards would make the meld invalid.",
                "invalid_addition",
                rank=KIND_TEXT[spec.rank],
                cards=str(spec),
            )
        after = self._hand_after(state.hands[seat], (spec,))
        if after is None:
            return _illegal("You do not hold those cards.", "cards_not_in_hand")
        hand, (cards,) = after
        melds = tuple(Meld(m.rank, tuple(sorted(m.cards + cards))) if m is meld else m for m in state.melds[side])
        return self._keeping(state, seat, melds, hand, spec.rank == BLACK_THREE)

    def _discard_refusal(self, state: CanastaState, seat: int, action: Discard) -> IllegalActionError | None:
        hand = state.hands[seat]
        if kind_counts(hand)[action.kind] == 0:
            return _illegal("You do not hold that card.", "cards_not_in_hand")
        if len(hand) == 1:
            side = side_of(seat, state.num_players)
            return self._keeping(state, seat, state.melds[side], (), False)
        return None

    def _take_refusal(self, state: CanastaState, seat: int, take: Take) -> IllegalActionError | None:
        """§9.3 and §6: whether ``take`` is a legal way to take the pile now."""
        if not state.pile:
            return _illegal("The discard pile is empty.", "pile_empty")
        top_card = state.pile[-1]
        rank = kind_of(top_card)
        top_text = card_to_str(top_card)
        if not is_natural(rank):
            return _illegal("A wild card or a three on top stops the pile.", "pile_stopped", card=top_text)
        hand = state.hands[seat]
        if len(hand) == 1 and len(state.pile) == 1:
            return _illegal("With one card in hand you may not take a pile of one card.", "one_card_one_pile")
        if take.top is not None and take.top.rank != rank:
            return _illegal(
                f"The top card is {top_text}: meld it with cards of its rank.", "take_wrong_rank", card=top_text
            )
        side = side_of(seat, state.num_players)
        melds = state.melds[side]
        existing = _meld_of(melds, rank)
        spec = take.top
        if melds:
            if take.others:
                return _illegal("Name only the cards that take the top card; meld more afterwards.", "take_extra_melds")
            frozen = self.frozen_for(state, side)
            if spec is None:
                if not self.options["take_pile_onto_existing_meld"]:
                    return _illegal("Taking the pile onto a meld is not played here.", "take_method_off")
                if existing is None:
                    return _illegal("Your side has no meld of that rank.", "no_such_meld", rank=KIND_TEXT[rank])
                if frozen:
                    return _illegal(
                        "The pile is frozen: take it with two natural cards of its rank.", "pile_frozen", card=top_text
                    )
            elif spec.naturals == 1 and spec.wilds == 1:
                if not self.options["take_pile_natural_plus_wild"]:
                    return _illegal("Taking the pile with a wild card is not played here.", "take_method_off")
                if frozen:
                    return _illegal(
                        "The pile is frozen: take it with two natural cards of its rank.", "pile_frozen", card=top_text
                    )
            elif not (spec.naturals == 2 and spec.wilds == 0):
                return _illegal(
                    "Take the pile with two naturals, a natural and a wild card, or onto your meld.", "take_method"
                )
            specs: tuple[MeldSpec, ...] = () if spec is None else (spec,)
        else:
            if spec is None or spec.naturals < 2:
                return _illegal(
                    "The pile is frozen for your side: take it with two natural cards of its rank.",
                    "pile_frozen",
                    card=top_text,
                )
            specs = (spec, *take.others)
        with_top = MeldSpec(rank, 1) if spec is None else MeldSpec(rank, spec.naturals + 1, spec.twos, spec.jokers)
        if existing is not None:
            if not self.limits.may_add(existing, with_top):
                return _illegal(
                    "Those cards would make the meld invalid.",
                    "invalid_addition",
                    rank=KIND_TEXT[rank],
                    cards=str(with_top),
                )
        elif not self.limits.valid(with_top):
            return _illegal(f"{with_top} is not a valid meld.", "invalid_meld", meld=str(with_top))
        ranks = [rank] + [other.rank for other in take.others]
        for other in take.others:
            if not self.limits.valid(other):
                return _illegal(f"{other} is not a valid meld.", "invalid_meld", meld=str(other))
            if ranks.count(other.rank) > 1:
                return _illegal("One meld per rank.", "rank_already_melded", rank=KIND_TEXT[other.rank])
        after = self._hand_after(hand, specs)
        if after is None:
            return self._take_needs(state, side, top_text)
        rest, taken = after
        if not melds:
            points = VALUES[rank] + sum(s.points for s in specs)
            need = self.minimum(state, side)
            if points < need:
                return _illegal(
                    f"Your side's first meld must count {need}; this counts {points}.",
                    "below_minimum",
                    points=points,
                    minimum=need,
                )
        new_melds = self._melds_after_take(
            melds, top_card, taken[0] if spec is not None else (), take.others, taken[1:]
        )
        gained = [card for card in state.pile[:-1] if not is_red_three(card)]
        return self._keeping(state, seat, new_melds, (*rest, *gained), BLACK_THREE in ranks)

    def _take_needs(self, state: CanastaState, side: int, top_text: str) -> IllegalActionError:
        """A take with cards the player does not hold: what taking this pile needs (§9.3, §6)."""
        if not state.melds[side]:
            need = self.minimum(state, side)
            return _illegal(
                f"To take the pile before your side has melded you need two natural cards of the {top_text}'s rank;"
                f" with the {top_text} (and any melds from your hand) they must count {need} or more.",
                "take_needs_first_meld",
                card=top_text,
                minimum=need,
            )
        if self.frozen_for(state, side):
            return _illegal(
                f"The pile is frozen: to take it you need two natural cards of the {top_text}'s rank.",
                "take_needs_frozen",
                card=top_text,
            )
        if self.options["take_pile_natural_plus_wild"]:
            return _illegal(
                f"To take the pile you need two natural cards of the {top_text}'s rank (or one and a wild card).",
                "take_needs_pair_or_wild",
                card=top_text,
            )
        return _illegal(
            f"To take the pile you need two natural cards of the {top_text}'s rank.", "take_needs_pair", card=top_text
        )

    @staticmethod
    def _melds_after_take(
        melds: tuple[Meld, ...],
        top: int,
        with_top: tuple[int, ...],
        others: Sequence[MeldSpec],
        other_cards: Sequence[tuple[int, ...]],
        story: MoveStory | None = None,
    ) -> tuple[Meld, ...]:
        rank = kind_of(top)
        cards = (top, *with_top)
        existing = _meld_of(melds, rank)
        if existing is not None:
            grown = Meld(rank, tuple(sorted(existing.cards + cards)))
            result = tuple(grown if m is existing else m for m in melds)
        else:
            grown = Meld(rank, tuple(sorted(cards)))
            result = (*melds, grown)
        new = tuple(Meld(s.rank, tuple(sorted(c))) for s, c in zip(others, other_cards))
        if story is not None:
            story.grew(existing, grown)
            for meld in new:
                story.grew(None, meld)
        return (*result, *new)

    # ----------------------------------------------------------------- transitions

    def step(self, state: CanastaState, seat: PlayerId, action: CanastaAction) -> core.Step[CanastaState]:
        self.check(state, seat, action)
        story = MoveStory(seat, state.num_players, num_sides(state.num_players))
        if (
            seat == state.turn
            and state.phase is Phase.DRAW
            and not (state.asked or state.staged or state.taking)  # not a first meld under way
            and sum(state.had_turn) == 1
        ):
            # The hand's first move: the first player's red threes were laid out at the deal (§7).
            side = side_of(seat, state.num_players)
            if state.red_threes[side]:
                story.laid_at_deal(seat, side, state.red_threes[side])
        after = self._play(state, seat, action, story)
        return core.Step(after, story.events(), story.hand_end)

    def _play(self, state: CanastaState, seat: int, action: CanastaAction, story: MoveStory) -> CanastaState:
        """The checked ``action``'s transition; ``story`` notes what it does on the way."""
        n = state.num_players
        if isinstance(action, Answer):
            story.say(CanastaEvent.ANSWER, {"yes": action.yes})
            back = Phase.DRAW if state.drew == "" else Phase.MELD
            return evolve(state, phase=back, answer="yes" if action.yes else "no")
        if isinstance(action, Ask):
            story.say(CanastaEvent.ASK)
            return evolve(state, phase=Phase.ANSWER, asked=True)
        if isinstance(action, Draw):
            drawn, ended = self._draw_cards(evolve(state, phase=Phase.MELD, drew="stock"), seat, DRAW_COUNT[n], story)
            return ended if ended is not None else drawn
        if isinstance(action, Decline):
            story.say(CanastaEvent.DECLINE)
            return self._end_hand(state, -1, story)
        side = side_of(seat, n)
        first = not state.melds[side]
        if isinstance(action, Add) and (state.staged or state.taking is not None):
            more = self._grown(state, action.spec)
            assert more is not None
            if not self._set_aside_lays(state, seat, action):
                return self._grow_set_aside(more, seat, action.spec.rank, story)
            if more.taking is not None:
                return self._take(more, seat, side, make_take(more.taking, more.staged), story)
            state, action = evolve(more, staged=()), make_meld(more.staged)
        if isinstance(action, Take):
            if first and action.top is not None and not action.others:
                if not self._lays(state, seat, action.top, take=True):
                    return self._set_meld_aside(state, seat, action.top, story, take=True)
            return self._take(state, seat, side, action, story)
        if isinstance(action, MeldAction):
            if first and len(action.melds) == 1:
                if not self._lays(state, seat, action.melds[0], take=False):
                    return self._set_meld_aside(state, seat, action.melds[0], story, take=False)
                whole = self._with_set_aside(state, action.melds[0])
                if isinstance(whole, Take):
                    return self._take(state, seat, side, whole, story)
                action = whole
            after = self._hand_after(state.hands[seat], action.melds)
            assert after is not None
            hand, taken = after
            new = tuple(Meld(spec.rank, tuple(sorted(cards))) for spec, cards in zip(action.melds, taken))
            params: dict[str, Any] = {"cards": cards_to_strs(sorted(c for cards in taken for c in cards))}
            if len(taken) > 1:  # several melds at once (a first meld): each one's cards, to tell them apart
                params["melds"] = [cards_to_strs(sorted(cards)) for cards in taken]
            story.say(CanastaEvent.MELD, params, True)
            for meld in new:
                story.grew(None, meld)
            state = evolve(
                state,
                hands=replaced(state.hands, seat, hand),
                melds=replaced(state.melds, side, state.melds[side] + new),
                turn_melds=state.turn_melds + tuple(spec.rank for spec in action.melds),
                acted=True,
                staged=(),
            )
            return self._end_hand(state, seat, story) if not hand else state
        if isinstance(action, Add):
            after = self._hand_after(state.hands[seat], (action.spec,))
            assert after is not None
            hand, (cards,) = after
            # ``to``: the meld it grew, so that an addition is told apart from a new meld (issue 30,
            # Canasta round 7, 5: French said "a posé" for both).
            story.say(
                CanastaEvent.MELD, {"cards": cards_to_strs(sorted(cards)), "to": KIND_TEXT[action.spec.rank]}, True
            )
            grown: list[Meld] = []
            for m in state.melds[side]:
                if m.rank == action.spec.rank:
                    bigger = Meld(m.rank, tuple(sorted(m.cards + cards)))
                    story.grew(m, bigger)
                    grown.append(bigger)
                else:
                    grown.append(m)
            state = evolve(
                state,
                hands=replaced(state.hands, seat, hand),
                melds=replaced(state.melds, side, tuple(grown)),
                acted=True,
            )
            return self._end_hand(state, seat, story) if not hand else state
        assert isinstance(action, Discard)
        return self._discard(state, seat, action.kind, story)

    def _take(self, state: CanastaState, seat: int, side: int, take: Take, story: MoveStory) -> CanastaState:
        specs = ((take.top,) if take.top is not None else ()) + take.others
        after = self._hand_after(state.hands[seat], specs)
        assert after is not None
        rest, taken = after
        top = state.pile[-1]
        with_top = taken[0] if take.top is not None else ()
        story.say(
            CanastaEvent.TAKE_PILE,
            {
                "top": card_to_str(top),
                "cards": cards_to_strs(state.pile),
                "count": len(state.pile),
                # The hand's cards melded with the top card; the take's other melds each apart
                # ("others"): a take that melds twice is told as two melds, not one list. (A save
                # from before "others" has every card in "with", told as before.)
                "with": cards_to_strs(sorted(with_top)),
                "others": [cards_to_strs(sorted(cards)) for cards in taken[1 if take.top is not None else 0 :]],
            },
            True,  # the cards melded with the top card come from a hidden hand
        )
        story.from_pile = True
        melds = self._melds_after_take(
            state.melds[side], top, with_top, take.others, taken[1 if take.top else 0 :], story
        )
        gained = state.pile[:-1]
        reds = tuple(card for card in gained if is_red_three(card))
        if reds:
            story.red_threes(side, reds)
        hand = tuple(sorted((*rest, *(card for card in gained if not is_red_three(card)))))
        started = () if _meld_of(state.melds[side], kind_of(top)) is not None else (kind_of(top),)
        state = evolve(
            state,
            phase=Phase.MELD,
            drew="pile",
            hands=replaced(state.hands, seat, hand),
            pile=(),
            pile_frozen=False,
            melds=replaced(state.melds, side, melds),
            red_threes=replaced(state.red_threes, side, state.red_threes[side] + reds),
            turn_melds=state.turn_melds + started + tuple(spec.rank for spec in take.others),
            staged=(),
            taking=None,
        )
        return self._end_hand(state, seat, story) if not hand else state

    def _set_meld_aside(
        self, state: CanastaState, seat: int, spec: MeldSpec, story: MoveStory, *, take: bool
    ) -> CanastaState:
        """Set ``spec`` aside for the initial meld under way (``first_meld``): nothing reaches
        the table, and only the player is told which of their cards it holds."""
        first = (state.taking,) if state.taking is not None else ()
        after = self._hand_after(state.hands[seat], (*first, *state.staged, spec))
        assert after is not None
        params: dict[str, Any] = {"cards": cards_to_strs(after[1][-1])}
        if take:
            params["top"] = card_to_str(state.pile[-1])
        story.say(CanastaEvent.SET_ASIDE, params, audience=(seat,))
        if take:
            return evolve(state, taking=spec)
        return evolve(state, staged=(*state.staged, spec))

    def _grow_set_aside(self, grown: CanastaState, seat: int, rank: int, story: MoveStory) -> CanastaState:
        """``grown`` (a meld set aside, with more cards): told to the player alone, as the meld
        it now is."""
        first = (grown.taking,) if grown.taking is not None else ()
        parts = (*first, *grown.staged)
        after = self._hand_after(grown.hands[seat], parts)
        assert after is not None
        index = next(i for i, spec in enumerate(parts) if spec.rank == rank)
        params: dict[str, Any] = {"cards": cards_to_strs(after[1][index])}
        if first and index == 0:
            params["top"] = card_to_str(grown.pile[-1])
        story.say(CanastaEvent.SET_ASIDE, params, audience=(seat,))
        return grown

    def _discard(self, state: CanastaState, seat: int, kind: int, story: MoveStory) -> CanastaState:
        hand = state.hands[seat]
        (card,) = take_kind(hand, kind, 1)
        params: dict[str, Any] = {"card": card_to_str(card)}
        if state.answer == "yes" and len(hand) > 1:  # the turn ends without going out: told with it
            params["penalty"] = int(self.options["failed_permission_penalty"])
        story.say(CanastaEvent.DISCARD, params, True)
        story.drawer = (seat + 1) % state.num_players  # a discard's draws are the next player's
        hand = remove_cards(hand, (card,))
        freezes = is_wild(kind) or (kind == BLACK_THREE and bool(self.options["black_three_freezes"]))
        state = evolve(
            state,
            hands=replaced(state.hands, seat, hand),
            pile=state.pile + (card,),
            pile_frozen=state.pile_frozen or freezes,
        )
        if not hand:
            return self._end_hand(state, seat, story)
        state = self._charge_failed_permission(state)
        n = state.num_players
        melded = state.has_melded[seat] or state.acted or state.drew == "pile"
        state = evolve(
            _new_turn(state, Phase.DRAW, (seat + 1) % n), has_melded=replaced(state.has_melded, seat, melded)
        )
        return self._start_turn(state, story)

    def _charge_failed_permission(self, state: CanastaState) -> CanastaState:
        """§10.2, §18: a "yes" binds; a turn that ends without going out costs the side."""
        if state.answer != "yes":
            return state
        side = side_of(state.turn, state.num_players)
        return evolve(state, penalties=replaced(state.penalties, side, state.penalties[side] + 1), answer="")

    # ----------------------------------------------------------------- ends of hands and the game

    def _end_hand(self, state: CanastaState, went_out: int, story: MoveStory | None) -> CanastaState:
        """§12: score both sides, then end the game (§13) or deal the next hand."""
        n = state.num_players
        if went_out < 0:
            state = self._charge_failed_permission(state)
        # §7, §16 #21: red threes of a player whose first turn never came are laid out now.
        hands = list(state.hands)
        reds = [list(side) for side in state.red_threes]
        for seat in range(n):
            found = tuple(card for card in hands[seat] if is_red_three(card))
            if found:
                hands[seat] = remove_cards(hands[seat], found)
                reds[side_of(seat, n)] += found
                if story is not None:
                    story.red_threes(side_of(seat, n), found)
        concealed = (
            went_out >= 0
            and not state.has_melded[went_out]
            and any(meld.is_canasta and meld.rank in state.turn_melds for meld in state.melds[side_of(went_out, n)])
        )
        sides = num_sides(n)
        lines: list[ScoreLine] = []
        points = []
        for side in range(sides):
            held = [card for seat in range(n) if side_of(seat, n) == side for card in hands[seat]]
            mine = went_out >= 0 and side_of(went_out, n) == side
            side_score = side_lines(
                side,
                state.melds[side],
                len(reds[side]),
                held,
                mine,
                mine and concealed,
                state.penalties[side],
                self.options,
            )
            lines += side_score
            points.append(sum(line.points for line in side_score))
        totals = tuple(total + gained for total, gained in zip(state.scores, points))
        result = HandResult(
            number=state.hand_number,
            dealer=state.dealer,
            end=HandEnd.WENT_OUT if went_out >= 0 else HandEnd.STOCK_OUT,
            went_out=went_out,
            concealed=concealed,
            hands=tuple(hands),
            melds=state.melds,
            red_threes=tuple(tuple(side) for side in reds),
            points=tuple(points),
            totals=totals,
            lines=tuple(lines),
        )
        if story is not None:
            story.ended(result)
        finished = evolve(
            state,
            hands=tuple(hands),
            red_threes=tuple(tuple(side) for side in reds),
            scores=totals,
            last_hand=result,
        )
        if game_over(totals, self.target) or state.hand_number >= MAX_HANDS:
            return _new_turn(finished, Phase.GAME_OVER, finished.turn)
        if story is not None:
            story.hand_end = finished
        rng = Rng(state.rng)
        order = new_deck(DECK_PACKS, DECK_JOKERS)
        rng.shuffle(order)
        if story is not None:
            story.dealt(state.hand_number + 1)
        return self._deal(finished, (state.dealer + 1) % n, order, rng)

    def outcome(self, state: CanastaState) -> core.Outcome | None:
        if state.phase is not Phase.GAME_OVER:
            return None
        n = state.num_players
        best = max(state.scores)
        winners = tuple(seat for seat in range(n) if state.scores[side_of(seat, n)] == best)
        target = self.target
        reason = "one_hand" if target is None else "target_reached" if best >= target else "hand_limit"
        return core.Outcome(scores=self.seat_scores(state), winners=winners, reason=reason)

    @staticmethod
    def seat_scores(state: CanastaState) -> tuple[int, ...]:
        """Every seat's side total, in seat order."""
        return tuple(state.scores[side_of(seat, state.num_players)] for seat in range(state.num_players))

    @staticmethod
    def margin(state: CanastaState) -> int:
        """§13, §18: the winner's lead over the next-highest total."""
        ranked = sorted(state.scores, reverse=True)
        return ranked[0] - ranked[1]

    # ----------------------------------------------------------------- views, events, notation

    def view(self, state: CanastaState, seat: PlayerId | None) -> JsonDict:
        n = state.num_players
        sides = range(num_sides(n))
        public = public_view(
            state,
            to_act=list(self.to_act(state)),
            scores=list(self.seat_scores(state)),
            minimum=[self.minimum(state, side) for side in sides],
            frozen_for=[self.frozen_for(state, side) for side in sides],
            forced_take=state.phase is Phase.DRAW and self.forced_take(state, state.turn),
            canastas_needed=self.canastas_needed(n),
            permission_asking=self.asking(n),
            permission_penalty=int(self.options["failed_permission_penalty"]) if self.asking(n) else 0,
        )
        moves = [] if seat is None else self._moves(state, seat, self.legal_actions(state, seat))
        first = None if seat is None else self._first_meld_view(state, seat)
        return cast(JsonDict, view_of(public, state, seat, moves, first))

    def _moves(self, state: CanastaState, seat: int, legal: list[CanastaAction]) -> list[CanastaMove]:
        """The legal actions taken apart for a table: each one's kind, the seat's cards it puts
        down (those the engine would pick), its rank and count, whether it lays or sets aside."""
        if not legal:
            return []
        hand = state.hands[seat]
        first = (state.taking,) if state.taking is not None else ()
        if first or state.staged:  # the seat to act is the one with the initial meld under way
            kept = self._hand_after(hand, (*first, *state.staged))
            assert kept is not None
            hand = kept[0]  # the cards set aside are not the moves' to use
        side = side_of(seat, state.num_players)
        highest: dict[int, list[int]] = {}  # each kind's cards, the highest first (as the engine picks)
        for card in reversed(hand):
            highest.setdefault(kind_of(card), []).append(card)

        def cards_of(spec: MeldSpec) -> tuple[int, ...]:
            return (
                *highest.get(spec.rank, ())[: spec.naturals],
                *highest.get(TWO, ())[: spec.twos],
                *highest.get(JOKER_KIND, ())[: spec.jokers],
            )

        moves: list[CanastaMove] = []
        for action in legal:
            cards: tuple[int, ...] = ()
            rank = ""
            points = 0
            lays = True
            if isinstance(action, Take):
                top = kind_of(state.pile[-1])
                rank, points = KIND_TEXT[top], VALUES[top]
                if action.top is not None:
                    cards = cards_of(action.top)
                    points += action.top.points
                    lays = bool(state.melds[side]) or self._lays(state, seat, action.top, take=True)
            elif isinstance(action, (MeldAction, Add)):
                spec = action.melds[0] if isinstance(action, MeldAction) else action.spec
                cards, rank, points = cards_of(spec), KIND_TEXT[spec.rank], spec.points
                if isinstance(action, MeldAction) and not state.melds[side]:
                    lays = self._lays(state, seat, spec, take=False)
                elif isinstance(action, Add) and (state.staged or state.taking is not None):
                    lays = self._set_aside_lays(state, seat, action)
            elif isinstance(action, Discard):
                cards = (highest[action.kind][0],)
                rank = KIND_TEXT[action.kind]
                points = VALUES[action.kind]
            moves.append(
                {
                    "action": str(action),
                    "kind": move_kind(action).value,
                    "cards": cards_to_strs(cards),
                    "rank": rank,
                    "points": points,
                    "lays": lays,
                    "yes": isinstance(action, Answer) and action.yes,
                }
            )
        return moves

    def _first_meld_view(self, state: CanastaState, seat: int) -> CanastaFirstMeld | None:
        """The seat's initial meld under way (its own eyes only): each meld set aside with the
        hand cards it holds, and the batch's count so far."""
        if seat != state.turn or not (state.staged or state.taking is not None):
            return None
        first = (state.taking,) if state.taking is not None else ()
        after = self._hand_after(state.hands[seat], (*first, *state.staged))
        assert after is not None
        held = after[1]
        batch, _ = self._set_aside(state, seat)
        shown: list[CanastaSetAside] = [
            {"rank": KIND_TEXT[laid.rank], "cards": cards_to_strs(cards), "points": laid.points}
            for laid, cards in zip(batch, held)
        ]
        return {
            "take": shown[0] if first else None,
            "top": card_to_str(state.pile[-1]) if first else None,
            "melds": shown[len(first) :],
            "points": sum(laid.points for laid in batch),
        }

    def sample_state(self, view: JsonDict, rng: Rng) -> CanastaState:
        return sample_from_view(view, rng)

    def hands_scored(self, state: CanastaState) -> int:
        return state.last_hand.number if state.last_hand is not None else 0

    def state_codec(self) -> Codec[CanastaState]:
        return state_json.STATE

    def check_state(self, state: CanastaState) -> None:
        """The cards must be the 108-card deck, the melds melds, and the phase hold."""
        same_multiset(self._card_list(state), _WHOLE_DECK, "the cards")
        last = state.last_hand
        for melds in (*state.melds, *(last.melds if last is not None else ())):
            for meld in melds:
                self._check_meld(meld)
        if last is not None:
            if last.totals != state.scores:
                raise ValueError("the last hand's totals are not the scores")
            if any(line.item not in SCORE_ITEMS for line in last.lines):
                raise ValueError("a score line is not one the game scores")
            if last.number != state.hand_number - (state.phase is not Phase.GAME_OVER):
                raise ValueError("the last hand is not the hand before this one")
        elif state.hand_number != 1:
            raise ValueError("a hand after the first has no last hand")
        n, phase = state.num_players, state.phase
        over = phase is Phase.GAME_OVER
        for seat, hand in enumerate(state.hands):
            if not over and not hand:
                raise ValueError("a hand goes on while a player holds no cards")
            if (over or state.had_turn[seat]) and any(is_red_three(card) for card in hand):
                raise ValueError("a red three is held after its player's first turn")
        if not over and not state.had_turn[state.turn]:
            raise ValueError("the player to act has not begun a turn")
        self._check_unmelded_hands(state)
        if state.answer and not state.asked:
            raise ValueError("an answer came with no question")
        if phase is Phase.DRAW and (state.drew or state.acted or state.turn_melds):
            raise ValueError("the player melded before drawing")
        if phase is Phase.MELD and not state.drew:
            raise ValueError("the player melds before drawing")
        if phase is Phase.ANSWER and not (self.asking(n) and state.asked and not state.answer):
            raise ValueError("an answer is awaited with no question")
        if state.staged or state.taking is not None:
            self._check_set_aside(state)

    def _check_set_aside(self, state: CanastaState) -> None:
        """An initial meld under way (``first_meld``): by a side that has not melded, in the
        meld step after a stock draw or, for a take, in the draw step with the pile's top card
        of its rank; valid melds of distinct ranks the hand holds, that can still be completed
        (else the player could not move) and are not yet a legal initial meld (else laid)."""
        seat = state.turn
        side = side_of(seat, state.num_players)
        taking = state.taking
        top = state.pile[-1] if state.pile else None
        if state.melds[side] or state.phase not in (Phase.DRAW, Phase.MELD):
            raise ValueError("melds are set aside with no initial meld under way")
        if state.phase is Phase.MELD and (taking is not None or state.drew != "stock"):
            raise ValueError("a take is under way after the draw")
        if state.phase is Phase.DRAW and (taking is None or top is None or kind_of(top) != taking.rank):
            raise ValueError("melds are set aside before the draw with no take under way")
        if taking is not None and not (
            taking.naturals >= 2
            and self.limits.valid(MeldSpec(taking.rank, taking.naturals + 1, taking.twos, taking.jokers))
        ):
            raise ValueError("the pile's top card is melded with cards that make no meld")
        ranks = [spec.rank for spec in state.staged] + ([taking.rank] if taking is not None else [])
        if len(set(ranks)) != len(ranks) or not all(self.limits.valid(spec) for spec in state.staged):
            raise ValueError("the melds set aside are not melds of distinct ranks")
        batch, left = self._set_aside(state, seat)
        if min(left) < 0:
            raise ValueError("the melds set aside hold cards the hand does not")
        goal = self._goal(state, seat)
        if legal_batch(goal, batch, left):
            raise ValueError("the melds set aside are a legal initial meld that was not laid")
        if not completable(goal, batch, left, [rank for rank in OPEN_RANKS if rank not in ranks]):
            raise ValueError("the melds set aside can no longer make an initial meld")

    @staticmethod
    def _check_unmelded_hands(state: CanastaState) -> None:
        """A side that has not melded has never taken the pile, so its hands grew only by
        stock draws: each turn draws ``DRAW_COUNT`` and discards one. With three or four
        players that leaves at most one card over the deal; with two, each card over the
        deal cost two from the stock (whose first size is at most the deck less the deal
        and one upcard). The bound keeps the initial melds a hand can list within reach."""
        n = state.num_players
        dealt, draw = HAND_SIZE[n], DRAW_COUNT[n]
        if draw == 1:
            most = dealt + 1
        else:
            first_stock = DECK_SIZE - n * dealt - 1
            most = dealt + 1 + max(0, first_stock - len(state.stock)) // 2
        for seat, hand in enumerate(state.hands):
            if not state.melds[side_of(seat, n)] and len(hand) > most:
                raise ValueError("a player whose side has not melded holds more cards than the draws allow")

    def _check_meld(self, meld: Meld) -> None:
        """A meld on the table: cards of its rank and wild cards, as many as a meld may hold."""
        counts = kind_counts(meld.cards)
        naturals, twos, jokers = counts[meld.rank], counts[TWO], counts[JOKER_KIND]
        if naturals + twos + jokers != len(meld.cards) or not self.limits.valid(
            MeldSpec(meld.rank, naturals, twos, jokers)
        ):
            raise ValueError(f"the {KIND_TEXT[meld.rank]} meld is not a meld")

    def action_from_str(self, text: str) -> CanastaAction:
        return action_from_str(text)

    def all_cards(self, state: CanastaState) -> list[str]:
        return sorted(cards_to_strs(self._card_list(state)))

    @staticmethod
    def _card_list(state: CanastaState) -> list[int]:
        cards = [card for hand in state.hands for card in hand]
        cards += [*state.stock, *state.pile]
        cards += [card for side in state.melds for meld in side for card in meld.cards]
        cards += [card for side in state.red_threes for card in side]
        return cards
