"""Gin Rummy for two, played as a match (to 100 by default) or as a single hand.

Contract: ``shared/rules/gin-rummy.md``; § numbers below refer to it. Card notation
(``Ts``, ``Kh``) and card ids: see ``cards``. Action text: see ``actions``.

Options (§11; defaults, ranges and presets in ``options``): ``preset`` (``default``,
``modern``, ``openspiel``), ``knock_limit``, ``oklahoma``, ``gin_bonus``,
``undercut_bonus``, ``undercut_on_tie``, ``may_discard_taken_upcard``, ``wall_size``,
``wall_rule``, ``big_gin``, ``big_gin_bonus``, ``game_target``, ``game_bonus``,
``line_bonus``, ``shutout_bonus``, ``shutout_mode``, ``next_dealer``, ``first_dealer``,
``openspiel_quirks``, ``first_player``.

Beyond the spec, two engine bounds keep every match finite: the 50th normal-turn
take of an upcard voids the hand (OpenSpiel's rule, applied in every profile, since
otherwise two players can pass one card back and forth for ever) and a match
stops after ``MAX_HANDS`` hands (void hands can repeat for ever).

A stacked ``deck`` (52 cards, top first) is dealt in blocks as OpenSpiel deals
(§3): the non-dealer's 10 cards, the dealer's 10, the upcard, then the stock
from its top down. It applies to the first deal; later deals are shuffled with
the state's own generator.

Turn procedure (§6). The knocker acts in steps, exactly as OpenSpiel does, so
that every decision lines up with it: ``knock``, then the face-down ``discard``,
then one ``meld`` at a time (each must belong to an arrangement within the knock
limit), then ``done``. The defender then lays off one card at a time and says
``done``; without ``openspiel_quirks`` the engine then arranges the defender's
remaining cards to the least deadwood reachable (further layoffs included, §6.3
item 5); with them, the defender lays own melds one at a time and the unlaid
cards count (§12). After a hand ends the next one is dealt at once; the last
hand's public record (both hands, melds, layoffs, score lines) stays in the
state for the table to explain.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import cast

from ... import core
from ...cards import deal_blocks, deck_spec, new_deck
from ...codec import Codec
from ...core import IllegalActionError, JsonDict, PlayerId, Transcript
from ...rng import Rng
from ...states import evolve
from . import events as gin_events
from . import state as state_json
from .actions import (
    BIG_GIN,
    DISCARDS,
    DONE,
    DRAW_STOCK,
    KNOCK,
    LAYOFFS,
    PASS,
    TAKE_UPCARD,
    TAKE_UPCARD_AND_KNOCK,
    BigGin,
    Discard,
    Done,
    DrawStock,
    GinAction,
    Knock,
    LayOff,
    Meld,
    Pass,
    TakeUpcard,
    TakeUpcardAndKnock,
    action_from_str,
    discards_of,
)
from .cards import (
    NO_CARD,
    NUM_CARDS,
    VALUES,
    card_to_str,
    cards_of,
    mask_of,
    mask_to_strs,
    mask_value,
    rank_of,
)
from .melds import (
    ANY_RUN,
    OPENSPIEL_RUN,
    best_defence,
    best_melds,
    can_knock,
    declarable_melds,
    is_meld,
    is_run,
    knock_discards,
    layoff_spots,
    melds_in,
    min_deadwood,
    openspiel_deadwood_11,
    undeclared,
)
from .options import NO_TARGET, OPTION_SPECS, expand_preset
from .records import GinScoreLine
from .scoring import match_totals, score_knock, single_hand_totals
from .state import (
    MAX_HANDS,
    MAX_UPCARD_DRAWS,
    VOID_ENDS,
    GinState,
    HandEnd,
    HandResult,
    Phase,
    ScoreLine,
    score_line_record,
)
from .views import GinRummyView, layoff_advice, sample_state, view_of

HAND_SIZE = 10
_DECK = deck_spec()

# Decisions in one hand, at most: the first-upcard offer (pass, pass, forced draw) and
# its discard; then a draw and a discard per turn, and turns are bounded by the stock
# draws (52 - 21 dealt - at least 1 in the wall) plus the upcard draws; a wall decision;
# the knocker's knock, discard, up to 3 melds and done; the defender's up to 10 layoffs,
# done, up to 3 own melds and done.
_MAX_DECISIONS_PER_HAND = (3 + 1) + 2 * ((NUM_CARDS - 21 - 1) + MAX_UPCARD_DRAWS) + 1 + 6 + 15

_PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.FIRST_UPCARD: (TakeUpcard, Pass),
    Phase.FORCED_STOCK: (DrawStock,),
    Phase.DRAW: (TakeUpcard, DrawStock),
    Phase.DISCARD: (Discard, Knock, BigGin),
    Phase.WALL: (TakeUpcardAndKnock, Pass),
    Phase.KNOCK_DISCARD: (Discard,),
    Phase.DECLARE: (Meld, Done),
    Phase.LAYOFF: (LayOff, Done),
    Phase.DEFENDER_MELDS: (Meld, Done),
    Phase.GAME_OVER: (),
}
# In a phase that allows them, these actions are always legal.
_ALWAYS_ALLOWED = (TakeUpcard, DrawStock, Pass)


# The refusal of an action that belongs to another phase: what to do now instead (code, message).
# GAME_OVER never needs one: check_seat refuses first.
_PHASE_HINTS: dict[Phase, tuple[str, str]] = {
    Phase.FIRST_UPCARD: ("first_upcard", "First take the first upcard or pass it."),
    Phase.FORCED_STOCK: ("draw_from_stock", "Both players passed the first upcard: draw from the stock."),
    Phase.DRAW: ("draw_first", "Draw first: take the upcard or draw from the stock."),
    Phase.DISCARD: ("discard_or_knock", "You hold 11 cards: discard one or knock."),
    Phase.WALL: ("wall_knock_or_pass", "The stock is down to the wall: take the last discard to knock, or pass."),
    Phase.KNOCK_DISCARD: ("knock_discard", "You knocked: choose the card to discard face down."),
    Phase.DECLARE: ("lay_melds", "You knocked: lay your melds, then say done."),
    Phase.LAYOFF: ("lay_off_or_done", "Lay off cards on the knocker's melds, or say done."),
    Phase.DEFENDER_MELDS: ("lay_own_melds", "Lay your own melds, or say done."),
}


def _phase_hint(phase: Phase) -> IllegalActionError:
    code, message = _PHASE_HINTS[phase]
    return IllegalActionError(message, code)


def _with(pair: tuple[int, int], seat: int, value: int) -> tuple[int, int]:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _upcard_taken(state: GinState, seat: int) -> GinState:
    """``seat`` takes the upcard into its hand; it is one of the cards it picked up (public)."""
    upcard = state.discard[-1]
    bit = 1 << upcard
    return evolve(
        state,
        hands=_with(state.hands, seat, state.hands[seat] | bit),
        picked=_with(state.picked, seat, state.picked[seat] | bit),
        discard=state.discard[:-1],
        taken=upcard,
    )


def _cards_gone(state: GinState, seat: int, cards: int) -> GinState:
    """The cards of the mask ``cards`` leave ``seat``'s hand, and its picked-up cards."""
    return evolve(
        state,
        hands=_with(state.hands, seat, state.hands[seat] & ~cards),
        picked=_with(state.picked, seat, state.picked[seat] & ~cards),
    )


@dataclass(frozen=True)
class GinRummyRules(core.Rules[GinState, GinAction]):
    """Gin Rummy under fixed options (see ``options`` for the list and the presets)."""

    info = core.GameInfo(
        id="gin_rummy",
        title="Gin Rummy",
        min_players=2,
        max_players=2,
        menu_order=40,
        # A match stops after MAX_HANDS hands, each bounded as computed above.
        max_game_length=MAX_HANDS * _MAX_DECISIONS_PER_HAND,
    )
    option_specs = OPTION_SPECS
    quick_options = MappingProxyType({"game_target": 10})
    view_type = GinRummyView
    # The rules a player can break; each code has a text in every language.
    error_codes = (
        # An action of another phase (§6): what to do now instead.
        "first_upcard",
        "draw_from_stock",
        "draw_first",
        "discard_or_knock",
        "wall_knock_or_pass",
        "knock_discard",
        "lay_melds",
        "lay_off_or_done",
        "lay_own_melds",
        # Rules within a phase.
        "card_not_in_hand",
        "discard_just_taken",  # §6.2; params: card
        "knock_discard_over_limit",  # §6.2; params: card, limit
        "knock_over_limit",  # §6.2; params: limit
        "big_gin_not_played",  # §11 option big_gin
        "big_gin_needs_all_melded",
        "wall_pickup_needs_knock",  # §8 pickup_to_knock; params: limit
        "meld_cards_not_available",
        "run_too_long",  # §12 (Q); params: max_run
        "meld_over_limit",  # §6.2; params: limit
        "declare_more_melds",  # §6.2; params: limit
        "layoff_does_not_fit",  # §6.3; params: card
        "not_a_meld",  # a malformed meld (InvalidActionError); params: cards
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", expand_preset(self.options))
        super().__post_init__()
        # The options read on every action, as plain attributes.
        object.__setattr__(self, "quirks", bool(self.options["openspiel_quirks"]))
        object.__setattr__(self, "_may_discard_taken", bool(self.options["may_discard_taken_upcard"]))
        object.__setattr__(self, "_wall_size", int(self.options["wall_size"]))

    # Derived from ``options`` in __post_init__; not compared, not passed in.
    quirks: bool = field(init=False, repr=False, compare=False)
    """Option ``openspiel_quirks``: reproduce the behaviours marked (Q) in §12."""
    _may_discard_taken: bool = field(init=False, repr=False, compare=False)
    _wall_size: int = field(init=False, repr=False, compare=False)

    @property
    def max_run(self) -> int:
        """Longest run one ``meld`` action may lay (OpenSpiel's meld ids stop at five)."""
        return OPENSPIEL_RUN if self.quirks else ANY_RUN

    def _forbidden(self, state: GinState) -> int:
        """The card that may not be discarded this turn (§6.2), as a mask."""
        if state.taken == NO_CARD or self._may_discard_taken:
            return 0
        return 1 << state.taken

    # ----------------------------------------------------------------- new game and deals

    def new_game(self, num_players: int, *, seed: int, deck: Sequence[str] | None = None) -> GinState:
        stacked = self.check_new_game(num_players, deck, _DECK)
        rng = Rng.from_seed(seed)
        dealer, cut = self._first_dealer(rng)
        if stacked is None:
            order = new_deck()
            rng.shuffle(order)
        else:
            order = stacked
        return self._deal(dealer, order, rng, hand_number=1, scores=(0, 0), hands_won=(0, 0), cut=cut, last_hand=None)

    def _first_dealer(self, rng: Rng) -> tuple[int, tuple[int, ...]]:
        """(first dealer, the deciding cut's cards or ()); ``first_player`` wins over ``first_dealer``."""
        first_player = self.options["first_player"]
        if first_player != "random":
            return 1 - core.resolve_first_player(first_player, 2, rng), ()
        choice = self.options["first_dealer"]
        if choice == "random":
            return rng.below(2), ()
        if choice != "cut_high":
            return int(choice), ()
        # §3.2: each cuts a card, the higher rank deals (K high, A low); equal ranks re-cut.
        while True:
            first = rng.below(NUM_CARDS)
            second = rng.below(NUM_CARDS - 1)
            second += second >= first
            if rank_of(first) != rank_of(second):
                return (0 if rank_of(first) > rank_of(second) else 1), (first, second)

    def _deal(
        self,
        dealer: int,
        order: list[int],
        rng: Rng,
        *,
        hand_number: int,
        scores: tuple[int, int],
        hands_won: tuple[int, int],
        cut: tuple[int, ...],
        last_hand: HandResult | None,
    ) -> GinState:
        """§3: hand ``hand_number`` of the match, from ``order`` (top first), dealt in blocks,
        non-dealer first; the match so far (scores, hands won, the first cut, the last hand's
        record) goes on."""
        nondealer = 1 - dealer
        (first, second, (upcard,)), stock = deal_blocks(order, (HAND_SIZE, HAND_SIZE, 1))
        hands = [0, 0]
        hands[nondealer] = mask_of(first)
        hands[dealer] = mask_of(second)
        limit = self.options["knock_limit"]
        if self.options["oklahoma"]:
            limit = VALUES[upcard] if rank_of(upcard) else 0  # an ace means gin only
        return GinState(
            num_players=2,
            phase=Phase.FIRST_UPCARD,
            to_move=nondealer,
            dealer=dealer,
            hand_number=hand_number,
            hands=(hands[0], hands[1]),
            stock=tuple(stock),
            discard=(upcard,),
            knock_limit=limit,
            taken=NO_CARD,
            picked=(0, 0),
            upcard_draws=0,
            prev_upcard=NO_CARD,
            thrown_back=False,
            knocker=-1,
            big_gin=False,
            knock_discard=NO_CARD,
            melds=(),
            layoffs=(),
            defender_melds=(),
            scores=scores,
            hands_won=hands_won,
            rng=rng.state,
            cut=cut,
            last_hand=last_hand,
            drawn=NO_CARD,
        )

    # ----------------------------------------------------------------- whose turn, what is legal

    def to_act(self, state: GinState) -> tuple[PlayerId, ...]:
        return () if state.phase is Phase.GAME_OVER else (state.to_move,)

    def legal_actions(self, state: GinState, seat: PlayerId) -> list[GinAction]:
        if state.phase is Phase.GAME_OVER or seat != state.to_move:
            return []
        phase = state.phase
        hand = state.hands[seat]
        if phase is Phase.DRAW:
            return [TAKE_UPCARD, DRAW_STOCK]
        if phase is Phase.DISCARD:
            legal = discards_of(hand & ~self._forbidden(state))
            if self._may_knock(state):
                legal.append(KNOCK)
            if self._may_big_gin(state):
                legal.append(BIG_GIN)
            return legal
        if phase is Phase.FIRST_UPCARD:
            return [TAKE_UPCARD, PASS]
        if phase is Phase.FORCED_STOCK:
            return [DRAW_STOCK]
        if phase is Phase.WALL:
            return [TAKE_UPCARD_AND_KNOCK, PASS] if self._may_knock_at_wall(state) else [PASS]
        if phase is Phase.KNOCK_DISCARD:
            legal_discards = knock_discards(hand, state.knock_limit, self._forbidden(state))
            return [DISCARDS[card] for card in cards_of(legal_discards)]
        if phase is Phase.DECLARE:
            remaining = undeclared(hand, state.melds)
            limit = self._declare_limit(state)
            declare: list[GinAction] = [Meld(meld) for meld in declarable_melds(remaining, limit, self.max_run)]
            if mask_value(remaining) <= limit:
                declare.append(DONE)
            return declare
        if phase is Phase.LAYOFF:
            spots = layoff_spots(state.melds, mask_of(state.layoffs), self.quirks) & hand
            layoffs: list[GinAction] = [LAYOFFS[card] for card in cards_of(spots)]
            return [*layoffs, DONE]
        # Phase.DEFENDER_MELDS
        remaining = undeclared(hand, state.defender_melds)
        own: list[GinAction] = [Meld(meld) for meld in melds_in(remaining, OPENSPIEL_RUN)]
        return [*own, DONE]

    def _may_knock(self, state: GinState) -> bool:
        hand = state.hands[state.to_move]
        if not can_knock(hand, state.knock_limit, self._forbidden(state)):
            return False
        # §12 (Q): OpenSpiel offers Knock by its own (inexact) 11-card deadwood.
        return not self.quirks or openspiel_deadwood_11(hand) <= state.knock_limit

    def _may_big_gin(self, state: GinState) -> bool:
        return bool(self.options["big_gin"]) and min_deadwood(state.hands[state.to_move]) == 0

    def _may_knock_at_wall(self, state: GinState) -> bool:
        upcard = state.discard[-1]
        hand = state.hands[state.to_move] | 1 << upcard
        forbidden = 0 if self._may_discard_taken else 1 << upcard
        if not can_knock(hand, state.knock_limit, forbidden):
            return False
        return not self.quirks or openspiel_deadwood_11(hand) <= state.knock_limit

    def _declare_limit(self, state: GinState) -> int:
        return 0 if state.big_gin else state.knock_limit

    # ----------------------------------------------------------------- checks

    def is_to_act(self, state: GinState, seat: PlayerId) -> bool:
        return seat == state.to_move  # -1 once the match is over

    def is_over(self, state: GinState) -> bool:
        return state.phase is Phase.GAME_OVER

    def check(self, state: GinState, seat: PlayerId, action: GinAction) -> None:
        self.check_seat(state, seat)
        if type(action) not in _PHASE_ACTIONS[state.phase]:
            raise _phase_hint(state.phase)
        refusal = self._refusal(state, seat, action)
        if refusal is not None:
            raise refusal

    def _refusal(self, state: GinState, seat: int, action: GinAction) -> IllegalActionError | None:
        """Why ``action`` breaks a rule now, as the error to raise (``None`` when legal).

        Parameters name a card only when it is the player's own or public: a card
        that is not in the player's hand is never named (it may be the other player's).
        """
        if type(action) in _ALWAYS_ALLOWED:
            return None
        phase = state.phase
        hand = state.hands[seat]
        limit = state.knock_limit
        if isinstance(action, Discard):
            if not hand >> action.card & 1:
                return IllegalActionError("That card is not in your hand.", "card_not_in_hand")
            card = card_to_str(action.card)
            if self._forbidden(state) >> action.card & 1:
                return IllegalActionError(
                    "You may not discard the card you just took from the discard pile.",
                    "discard_just_taken",
                    card=card,
                )
            if phase is Phase.KNOCK_DISCARD and min_deadwood(hand & ~(1 << action.card)) > limit:
                return IllegalActionError(
                    f"After that discard your deadwood would be over the knock limit of {limit}.",
                    "knock_discard_over_limit",
                    card=card,
                    limit=limit,
                )
            return None
        if isinstance(action, Knock) and not self._may_knock(state):
            return IllegalActionError(
                f"You may knock only if, after your discard, your deadwood is at most {limit}.",
                "knock_over_limit",
                limit=limit,
            )
        if isinstance(action, BigGin) and not self._may_big_gin(state):
            if not self.options["big_gin"]:
                return IllegalActionError("Big gin is not played under these rules.", "big_gin_not_played")
            return IllegalActionError("Big gin needs all 11 of your cards in melds.", "big_gin_needs_all_melded")
        if isinstance(action, TakeUpcardAndKnock) and not self._may_knock_at_wall(state):
            return IllegalActionError(
                "At the wall you may take the last discard only to knock at once,"
                " and it does not give you a legal knock.",
                "wall_pickup_needs_knock",
                limit=limit,
            )
        if isinstance(action, Meld):
            declared = state.melds if phase is Phase.DECLARE else state.defender_melds
            remaining = undeclared(hand, declared)
            if action.cards & remaining != action.cards:
                return IllegalActionError(
                    "A meld can only use cards from your hand that are not already laid.",
                    "meld_cards_not_available",
                )
            if is_run(action.cards) and action.cards.bit_count() > self.max_run:
                return IllegalActionError(
                    f"Runs longer than {self.max_run} cards are laid as two melds here.",
                    "run_too_long",
                    max_run=self.max_run,
                )
            if phase is Phase.DECLARE:
                declare_limit = self._declare_limit(state)
                if min_deadwood(remaining & ~action.cards) > declare_limit:
                    return IllegalActionError(
                        f"With that meld your deadwood could not get down to {declare_limit}.",
                        "meld_over_limit",
                        limit=declare_limit,
                    )
            return None
        if isinstance(action, Done) and phase is Phase.DECLARE:
            declare_limit = self._declare_limit(state)
            if mask_value(undeclared(hand, state.melds)) > declare_limit:
                return IllegalActionError(
                    f"Your undeclared cards count more than {declare_limit}: lay more melds first.",
                    "declare_more_melds",
                    limit=declare_limit,
                )
        if isinstance(action, LayOff):
            if not hand >> action.card & 1:
                return IllegalActionError("That card is not in your hand.", "card_not_in_hand")
            if not layoff_spots(state.melds, mask_of(state.layoffs), self.quirks) >> action.card & 1:
                return IllegalActionError(
                    "That card does not fit any of the knocker's melds.",
                    "layoff_does_not_fit",
                    card=card_to_str(action.card),
                )
        return None

    # ----------------------------------------------------------------- transitions

    def step(self, state: GinState, seat: PlayerId, action: GinAction) -> core.Step[GinState]:
        events: Transcript[GinState] = Transcript()
        return events.step(self._play(state, seat, action, events))

    def apply_action(self, state: GinState, seat: PlayerId, action: GinAction) -> GinState:
        """``step``'s next state. The same transition: its events are emitted (mostly shared
        instances) and dropped, without the ``Step`` around them (bots search through many
        states)."""
        return self._play(state, seat, action, Transcript())

    def _play(self, state: GinState, seat: PlayerId, action: GinAction, events: Transcript[GinState]) -> GinState:
        """Check, then play ``action``: the next state; its events go to ``events``, in order."""
        phase = state.phase
        kind = type(action)
        # The same checks as ``check``, in the order that is cheapest for legal actions
        # (this runs on every action of every bot search); ``check`` then explains a refusal.
        if (
            seat != state.to_move
            or kind not in _PHASE_ACTIONS[phase]
            or (kind not in _ALWAYS_ALLOWED and self._refusal(state, seat, action) is not None)
        ):
            self.check(state, seat, action)
        if phase is Phase.DRAW or phase is Phase.FIRST_UPCARD or phase is Phase.FORCED_STOCK:
            if isinstance(action, TakeUpcard):
                return self._take_upcard(state, seat, events)
            if isinstance(action, DrawStock):
                return self._draw_stock(state, seat, events)
            events.append(gin_events.passed(seat))
            if seat == state.dealer:  # both passed the first upcard (§6.1)
                return evolve(state, phase=Phase.FORCED_STOCK, to_move=1 - seat)
            return evolve(state, to_move=1 - seat)
        if phase is Phase.DISCARD:
            if isinstance(action, Discard):
                return self._discard(state, seat, action.card, events)
            if isinstance(action, Knock):
                events.append(gin_events.knocked(seat))
                return evolve(state, phase=Phase.KNOCK_DISCARD, knocker=seat)
            events.append(gin_events.big_gin(seat))
            return evolve(state, phase=Phase.DECLARE, knocker=seat, big_gin=True)
        if phase is Phase.WALL:
            if isinstance(action, Pass):
                events.append(gin_events.passed(seat))
                return self._end_void(state, HandEnd.WALL, events)
            events += (gin_events.took_upcard(seat, state.discard[-1]), gin_events.knocked(seat))
            return evolve(_upcard_taken(state, seat), phase=Phase.KNOCK_DISCARD, knocker=seat)
        if phase is Phase.KNOCK_DISCARD:
            assert isinstance(action, Discard)  # the only action of this phase
            card = action.card
            events += gin_events.knock_discard(seat, card)
            return evolve(_cards_gone(state, seat, 1 << card), phase=Phase.DECLARE, knock_discard=card, drawn=NO_CARD)
        if phase is Phase.DECLARE:
            if isinstance(action, Meld):
                events.append(gin_events.melded(seat, action.cards))
                return evolve(state, melds=(*state.melds, action.cards))
            return self._declared(state, events)
        if phase is Phase.LAYOFF:
            if isinstance(action, LayOff):
                card = action.card
                events.append(gin_events.laid_off(seat, card))
                return evolve(_cards_gone(state, seat, 1 << card), layoffs=(*state.layoffs, card))
            if not self.quirks:
                state = self._finish_layoffs(state, seat, events)
            events.append(gin_events.defender_done(seat))
            if self.quirks:
                return evolve(state, phase=Phase.DEFENDER_MELDS)
            return self._score_showdown(state, events)
        # Phase.DEFENDER_MELDS
        if isinstance(action, Meld):
            events.append(gin_events.melded(seat, action.cards))
            return evolve(state, defender_melds=(*state.defender_melds, action.cards))
        events.append(gin_events.defender_done(seat))
        return self._score_showdown(state, events)

    def _finish_layoffs(self, state: GinState, seat: int, events: Transcript[GinState]) -> GinState:
        """Done lays off, for the defender, the rest of the best defence (§6.3 item 5: the engine scores
        the least deadwood reachable), each card told as a layoff: they went unsaid, so the log
        read "has nothing more to lay off" over a 5♦ laid off on a run (issue 30, Gin 5, round 5)."""
        more = best_defence(state.hands[seat], state.melds, mask_of(state.layoffs))[1]
        for card in more:
            events.append(gin_events.laid_off(seat, card))
        return evolve(_cards_gone(state, seat, mask_of(more)), layoffs=(*state.layoffs, *more))

    def _take_upcard(self, state: GinState, seat: int, events: Transcript[GinState]) -> GinState:
        upcard = state.discard[-1]
        events.append(gin_events.took_upcard(seat, upcard))
        draws = state.upcard_draws
        if state.phase is Phase.DRAW:
            draws += 1
            if draws == MAX_UPCARD_DRAWS:  # §12 (Q): the hand ends, the card is not taken
                return self._end_void(state, HandEnd.UPCARD_LIMIT, events)
        return evolve(
            _upcard_taken(state, seat), phase=Phase.DISCARD, upcard_draws=draws, prev_upcard=upcard, drawn=NO_CARD
        )

    def _draw_stock(self, state: GinState, seat: int, events: Transcript[GinState]) -> GinState:
        card = state.stock[0]
        events += gin_events.drew_from_stock(seat, card)
        return evolve(
            state,
            phase=Phase.DISCARD,
            stock=state.stock[1:],
            taken=NO_CARD,
            drawn=card,
            hands=_with(state.hands, seat, state.hands[seat] | 1 << card),
            prev_upcard=state.discard[-1],
        )

    def _discard(self, state: GinState, seat: int, card: int, events: Transcript[GinState]) -> GinState:
        # §12 (Q): throwing back the card just taken twice in a row ends the hand as a draw.
        throw_back = card == state.prev_upcard
        if throw_back and state.thrown_back and self.quirks:
            events += gin_events.discarded_unseen(seat, card)
            return self._end_void(state, HandEnd.THROWN_BACK, events)
        after = evolve(
            _cards_gone(state, seat, 1 << card),
            phase=Phase.DRAW,
            to_move=1 - seat,
            taken=NO_CARD,
            drawn=NO_CARD,
            thrown_back=throw_back,
            discard=(*state.discard, card),
        )
        if len(state.stock) <= self._wall_size:  # §8: the wall
            if self.options["wall_rule"] == "void":
                events += gin_events.discarded_unseen(seat, card)
                return self._end_void(after, HandEnd.WALL, events)
            events.append(gin_events.discarded(seat, card))
            return evolve(after, phase=Phase.WALL)
        events.append(gin_events.discarded(seat, card))
        return after

    def _declared(self, state: GinState, events: Transcript[GinState]) -> GinState:
        """The knocker said done: gin goes straight to scoring (no layoffs after gin)."""
        knocker = state.knocker
        knocker_deadwood = mask_value(undeclared(state.hands[knocker], state.melds))
        events.append(gin_events.declared(knocker, knocker_deadwood))
        defender = 1 - knocker
        if knocker_deadwood > 0:
            events.append(gin_events.lay_off_turn(defender, knocker))
            return evolve(state, phase=Phase.LAYOFF, to_move=defender)
        if self.quirks:
            return evolve(state, phase=Phase.DEFENDER_MELDS, to_move=defender)
        return self._score_showdown(state, events)

    # ----------------------------------------------------------------- ends of hands and matches

    def _score_showdown(self, state: GinState, events: Transcript[GinState]) -> GinState:
        knocker = state.knocker
        defender = 1 - knocker
        knocker_deadwood = mask_value(undeclared(state.hands[knocker], state.melds))
        held = state.hands[defender]
        layoffs = state.layoffs
        if self.quirks:
            own_melds = state.defender_melds
            defender_deadwood = mask_value(undeclared(held, own_melds))
        else:
            if knocker_deadwood > 0:
                defender_deadwood, more = best_defence(held, state.melds, mask_of(layoffs))
                layoffs = (*layoffs, *more)
                held &= ~mask_of(more)
            own_melds = best_melds(held)[1]
            defender_deadwood = mask_value(undeclared(held, own_melds))
        end, winner, points, lines = score_knock(
            knocker, knocker_deadwood, defender_deadwood, state.big_gin, self.options
        )
        hands = _with(state.hands, defender, held)
        result = HandResult(
            number=state.hand_number,
            dealer=state.dealer,
            end=end,
            winner=winner,
            points=points,
            knocker=knocker,
            knocker_deadwood=knocker_deadwood,
            defender_deadwood=defender_deadwood,
            melds=state.melds,
            layoffs=layoffs,
            defender_melds=own_melds,
            hands=hands,
            knock_discard=state.knock_discard,
            lines=lines,
        )
        scores, hands_won = state.scores, state.hands_won
        if winner >= 0:
            scores = _with(scores, winner, scores[winner] + points)
            hands_won = _with(hands_won, winner, hands_won[winner] + 1)
        # Cards the engine laid off for the defender move to the layoff pile too.
        finished = evolve(state, hands=hands, layoffs=layoffs, scores=scores, hands_won=hands_won)
        return self._next_hand(finished, result, events)

    def _end_void(self, state: GinState, end: HandEnd, events: Transcript[GinState]) -> GinState:
        """§8: nobody scores; the hands stay unseen."""
        result = HandResult(
            number=state.hand_number,
            dealer=state.dealer,
            end=end,
            winner=-1,
            points=0,
            knocker=-1,
            knocker_deadwood=0,
            defender_deadwood=0,
            melds=(),
            layoffs=(),
            defender_melds=(),
            hands=(0, 0),
            knock_discard=NO_CARD,
            lines=(),
        )
        return self._next_hand(state, result, events)

    def _next_hand(self, state: GinState, result: HandResult, events: Transcript[GinState]) -> GinState:
        """§9, §3.5: the hand is scored; end the match, or deal the next hand with the right dealer."""
        void = result.end in VOID_ENDS
        events.append(gin_events.hand_ended(result.number, result.winner, result.end.value, result.points, void))
        target = self.options["game_target"]
        over = target == NO_TARGET or max(state.scores) >= target or state.hand_number >= MAX_HANDS
        if over:
            return evolve(state, phase=Phase.GAME_OVER, to_move=-1, last_hand=result)
        dealer = state.dealer
        if result.winner >= 0 and not void:
            rule = self.options["next_dealer"]
            if rule == "winner":
                dealer = result.winner
            elif rule == "loser":
                dealer = 1 - result.winner
            else:
                dealer = 1 - dealer
        events.hand_end = evolve(state, last_hand=result, to_move=-1)
        rng = Rng(state.rng)
        order = new_deck()
        rng.shuffle(order)
        dealt = self._deal(
            dealer,
            order,
            rng,
            hand_number=state.hand_number + 1,
            scores=state.scores,
            hands_won=state.hands_won,
            cut=state.cut,
            last_hand=result,
        )
        events.append(gin_events.dealt(dealt.hand_number))
        return dealt

    def outcome(self, state: GinState) -> core.Outcome | None:
        if state.phase is not Phase.GAME_OVER:
            return None
        totals, reason = self.final_totals(state)
        best = max(totals)
        winners = tuple(seat for seat in (0, 1) if totals[seat] == best)
        return core.Outcome(scores=totals, winners=winners, reason=reason)

    def final_totals(self, state: GinState) -> tuple[tuple[int, int], str]:
        """The match result with every bonus (§9), and why the match ended."""
        totals, _, reason = self._final(state)
        return totals, reason

    def final_lines(self, state: GinState) -> list[GinScoreLine]:
        """The match result explained line by line (empty while the match goes on)."""
        if state.phase is not Phase.GAME_OVER:
            return []
        return [score_line_record(line) for line in self._final(state)[1]]

    def _final(self, state: GinState) -> tuple[tuple[int, int], tuple[ScoreLine, ...], str]:
        target = self.options["game_target"]
        result = state.last_hand
        if target == NO_TARGET:
            assert result is not None
            totals, lines = single_hand_totals(result.winner, result.points)
            return totals, lines, "single_hand"
        reached = [seat for seat in (0, 1) if state.scores[seat] >= target]
        winner = reached[0] if reached else -1
        totals, lines = match_totals(state.scores, state.hands_won, winner, self.options)
        return totals, lines, "target_reached" if reached else "hand_limit"

    # ----------------------------------------------------------------- views and sampling

    def view(self, state: GinState, seat: PlayerId | None) -> JsonDict:
        legal = [] if seat is None else self.legal_actions(state, seat)
        layoffs = [a.card for a in legal if isinstance(a, LayOff)]
        quirks = bool(self.options["openspiel_quirks"])
        view = view_of(
            state,
            seat,
            self.options,
            scores=list(self.final_totals(state)[0]) if state.phase is Phase.GAME_OVER else list(state.scores),
            final=self.final_lines(state),
            legal=legal,
            advice=layoff_advice(state, layoffs, quirks) if state.phase is Phase.LAYOFF and legal else None,
        )
        return cast(JsonDict, view)

    def sample_state(self, view: JsonDict, rng: Rng) -> GinState:
        return sample_state(view, rng)

    # ----------------------------------------------------------------- notation and serialisation

    def state_codec(self) -> Codec[GinState]:
        return state_json.STATE

    def check_state(self, state: GinState) -> None:
        """Each of the 52 cards must be there once and the phase must hold."""
        if sorted(self._all_card_ids(state)) != list(range(NUM_CARDS)):
            raise ValueError("a Gin Rummy state must hold each of the 52 cards exactly once")
        _check_phase(state)

    def action_from_str(self, text: str) -> GinAction:
        return action_from_str(text)

    def all_cards(self, state: GinState) -> list[str]:
        return mask_to_strs(mask_of(self._all_card_ids(state)))

    @staticmethod
    def _all_card_ids(state: GinState) -> list[int]:
        cards = cards_of(state.hands[0]) + cards_of(state.hands[1])
        cards += [*state.stock, *state.discard, *state.layoffs]
        if state.knock_discard != NO_CARD:
            cards.append(state.knock_discard)
        return cards

    def hands_scored(self, state: GinState) -> int:
        return state.last_hand.number if state.last_hand is not None else 0


# Phases by the cards the player to move holds: ten before the draw, eleven after it.
_TEN_CARDS = (Phase.FIRST_UPCARD, Phase.FORCED_STOCK, Phase.DRAW, Phase.WALL)
_ELEVEN_CARDS = (Phase.DISCARD, Phase.KNOCK_DISCARD)
_KNOCKER_ACTS = (Phase.KNOCK_DISCARD, Phase.DECLARE)
_DEFENDER_ACTS = (Phase.LAYOFF, Phase.DEFENDER_MELDS)


def _check_phase(state: GinState) -> None:
    """What the phase needs: a player to move (none once over, with the last hand's record),
    ten or eleven cards in hand, an upcard to take, a stock to draw from, a knocker and
    melds of the knocker's cards once somebody knocked."""
    phase, mover = state.phase, state.to_move
    if phase is Phase.GAME_OVER:
        if mover != -1 or state.last_hand is None:
            raise ValueError("a finished match has a player to move or no last hand")
    elif mover < 0:
        raise ValueError("the match goes on with nobody to move")
    last = state.last_hand
    if last is not None and last.number != state.hand_number - (phase is not Phase.GAME_OVER):
        raise ValueError("the last hand is not the hand before this one")
    if last is None and state.hand_number != 1:
        raise ValueError("a hand after the first has no last hand")
    if sum(state.hands_won) > state.hand_number:
        raise ValueError("more hands are won than were played")
    if any(hand.bit_count() > HAND_SIZE + 1 for hand in state.hands):
        raise ValueError("a hand holds more than eleven cards")
    if phase in _TEN_CARDS and state.hands[mover].bit_count() != HAND_SIZE:
        raise ValueError("the player to draw does not hold ten cards")
    if phase in _ELEVEN_CARDS and state.hands[mover].bit_count() != HAND_SIZE + 1:
        raise ValueError("the player to discard does not hold eleven cards")
    if phase in (Phase.FIRST_UPCARD, Phase.DRAW, Phase.WALL) and not state.discard:
        raise ValueError("there is no upcard to take")
    if phase in (Phase.FORCED_STOCK, Phase.DRAW) and not state.stock:
        raise ValueError("there is no stock to draw from")
    # (At the end of the match the showdown's own layoffs may have taken a picked card.)
    if phase is not Phase.GAME_OVER and any(picked & ~hand for picked, hand in zip(state.picked, state.hands)):
        raise ValueError("a card picked up is not in its player's hand")
    knocked = phase in _KNOCKER_ACTS or phase in _DEFENDER_ACTS
    if knocked:
        if state.knocker != (mover if phase in _KNOCKER_ACTS else 1 - mover):
            raise ValueError("the knocker is not the player the phase needs")
    elif phase is not Phase.GAME_OVER and (
        state.knocker >= 0 or state.melds or state.layoffs or state.defender_melds or state.big_gin
    ):
        raise ValueError("melds are laid before anybody knocked")
    for melds, owner in ((state.melds, state.knocker), (state.defender_melds, 1 - state.knocker)):
        laid = 0
        for meld in melds:
            if not is_meld(meld) or meld & laid or owner not in (0, 1) or meld & ~state.hands[owner]:
                raise ValueError("a meld laid is not a meld of its player's cards")
            laid |= meld
