"""Replay OpenSpiel ``gin_rummy`` hands in our engine (preset ``openspiel``) and compare.

A trace is one OpenSpiel hand: ``deck`` lists card ids in the order OpenSpiel's
chance node dealt them (player 0's 10 cards, player 1's 10, the upcard, then the
stock from the top; undealt cards may follow or be left out), ``history`` the
players' action ids in order (chance outcomes excluded), ``returns`` the final
returns. A file of traces is JSON ``{"traces": [{"deck": [...], "history": [...],
"returns": [...]}]}``; point ``CARDTABLE_OPENSPIEL_TRACES`` at one to check it.

Player 0 is OpenSpiel's first to act, so our seat 0 is the non-dealer of the hand
(``first_player = 0``) and the deck stacks in the same block order. At every
decision the replay compares the acting seat and the set of legal actions (ours
mapped to OpenSpiel ids), then applies the recorded action to both engines; at the
end it compares the returns. ``pyspiel`` is needed for the legal sets; without it
only the actions' legality in our engine and the returns are checked.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardtable.engine import registry
from cardtable.engine.games.gin_rummy.actions import (
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
)
from cardtable.engine.games.gin_rummy.cards import NUM_CARDS, card_to_str, cards_of
from cardtable.engine.games.gin_rummy.melds import is_set
from cardtable.engine.games.gin_rummy.rules import GinRummyRules
from cardtable.engine.games.gin_rummy.state import GinState, Phase

DRAW_UPCARD_ID, DRAW_STOCK_ID, PASS_ID, KNOCK_ID, MELD_BASE_ID = 52, 53, 54, 55, 56
_RANKS, _SET_IDS = 13, 65
_RUN_ID_BASE = {3: 65, 4: 65 + 44, 5: 65 + 44 + 40}  # runs by length, then suit, then rank


@dataclass(frozen=True)
class Trace:
    deck: tuple[int, ...]
    history: tuple[int, ...]
    returns: tuple[float, float]

    def to_dict(self) -> dict[str, Any]:
        return {
            "deck": list(self.deck),
            "history": list(self.history),
            "returns": list(self.returns),
        }


# --------------------------------------------------------------------------- ids


def meld_id(meld: int) -> int:
    """OpenSpiel's ``MeldToInt`` for a meld bitmask."""
    cards = cards_of(meld)
    rank = cards[0] % _RANKS
    if is_set(meld):
        if len(cards) == 4:
            return rank * 5 + 4
        missing = next(suit for suit in range(4) if not meld >> (suit * _RANKS + rank) & 1)
        return rank * 5 + missing
    suit = cards[0] // _RANKS
    return _RUN_ID_BASE[len(cards)] + suit * (_RANKS - len(cards) + 1) + rank


_MELD_BY_ID: dict[int, int] = {}


def meld_from_id(identifier: int) -> int:
    if not _MELD_BY_ID:
        for rank in range(_RANKS):
            quad = sum(1 << (suit * _RANKS + rank) for suit in range(4))
            _MELD_BY_ID[meld_id(quad)] = quad
            for suit in range(4):
                triple = quad & ~(1 << (suit * _RANKS + rank))
                _MELD_BY_ID[meld_id(triple)] = triple
        for length in (3, 4, 5):
            for suit in range(4):
                for rank in range(_RANKS - length + 1):
                    run = ((1 << length) - 1) << (suit * _RANKS + rank)
                    _MELD_BY_ID[meld_id(run)] = run
    return _MELD_BY_ID[identifier]


def to_openspiel(action: GinAction) -> int:
    if isinstance(action, (Discard, LayOff)):
        return action.card
    if isinstance(action, TakeUpcard):
        return DRAW_UPCARD_ID
    if isinstance(action, DrawStock):
        return DRAW_STOCK_ID
    if isinstance(action, (Pass, Done)):
        return PASS_ID
    if isinstance(action, (Knock, TakeUpcardAndKnock)):
        return KNOCK_ID
    if isinstance(action, Meld):
        return MELD_BASE_ID + meld_id(action.cards)
    assert not isinstance(action, BigGin), "OpenSpiel has no big gin"
    raise ValueError(f"no OpenSpiel id for {action}")


def from_openspiel(state: GinState, identifier: int) -> GinAction:
    phase = state.phase
    if identifier < NUM_CARDS:
        return LAYOFFS[identifier] if phase is Phase.LAYOFF else DISCARDS[identifier]
    if identifier == DRAW_UPCARD_ID:
        return TAKE_UPCARD
    if identifier == DRAW_STOCK_ID:
        return DRAW_STOCK
    if identifier == PASS_ID:
        return PASS if phase in (Phase.FIRST_UPCARD, Phase.WALL) else DONE
    if identifier == KNOCK_ID:
        return TAKE_UPCARD_AND_KNOCK if phase is Phase.WALL else KNOCK
    return Meld(meld_from_id(identifier - MELD_BASE_ID))


# --------------------------------------------------------------------------- our side


def openspiel_rules() -> GinRummyRules:
    rules = registry.get("gin_rummy", {"preset": "openspiel", "first_player": 0})
    assert isinstance(rules, GinRummyRules)
    return rules


def full_deck(deck: tuple[int, ...]) -> list[int]:
    """The dealt order completed with the undealt cards (their order never matters)."""
    seen = set(deck)
    return [*deck, *(card for card in range(NUM_CARDS) if card not in seen)]


def replay(trace: Trace, game: Any = None) -> list[str]:
    """Mismatches between our engine and OpenSpiel on one trace ([] when they agree).

    ``game`` is a ``pyspiel`` gin_rummy game to run in lockstep (legal sets, players);
    without it only our legality of each action and the returns are checked.
    """
    rules = openspiel_rules()
    deck = full_deck(trace.deck)
    state = rules.new_game(2, seed=0, deck=[card_to_str(card) for card in deck])
    theirs = game.new_initial_state() if game is not None else None
    dealt = 0
    problems: list[str] = []
    for step, identifier in enumerate(trace.history):
        if theirs is not None:
            while theirs.is_chance_node():
                theirs.apply_action(deck[dealt])
                dealt += 1
        acting = rules.to_act(state)
        if not acting:
            return [f"step {step}: our hand is over, OpenSpiel's goes on"]
        seat = acting[0]
        ours = sorted(to_openspiel(action) for action in rules.legal_actions(state, seat))
        if theirs is not None:
            if theirs.current_player() != seat:
                problems.append(f"step {step}: OpenSpiel's player {theirs.current_player()} acts, ours {seat}")
            expected = sorted(theirs.legal_actions())
            if ours != expected:
                only_ours = sorted(set(ours) - set(expected))
                only_theirs = sorted(set(expected) - set(ours))
                problems.append(
                    f"step {step} ({state.phase.value}): only ours {only_ours}, only OpenSpiel {only_theirs}"
                )
            theirs.apply_action(identifier)
        if identifier not in ours:
            problems.append(f"step {step}: action {identifier} is illegal in our engine")
            return problems
        state = rules.apply_action(state, seat, from_openspiel(state, identifier))
    outcome = rules.outcome(state)
    if outcome is None:
        problems.append("our hand is not over at the end of the trace")
    elif [float(score) for score in outcome.scores] != list(trace.returns):
        problems.append(f"returns: ours {list(outcome.scores)}, OpenSpiel {list(trace.returns)}")
    if theirs is not None and not theirs.is_terminal():
        problems.append("OpenSpiel's hand is not over at the end of the trace")
    return problems


# --------------------------------------------------------------------------- traces


def load_traces(path: str | Path) -> list[Trace]:
    data = json.loads(Path(path).read_text())
    return [
        Trace(
            tuple(item["deck"]),
            tuple(item["history"]),
            (float(item["returns"][0]), float(item["returns"][1])),
        )
        for item in data["traces"]
    ]


Policy = Callable[[Any, int], int]
"""(pyspiel state, player) -> action id."""


def play_hand(game: Any, deck: list[int], policies: tuple[Policy, Policy]) -> Trace:
    """Play one OpenSpiel hand on ``deck`` (chance outcomes in order) and record it."""
    state = game.new_initial_state()
    dealt, history = 0, []
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(deck[dealt])
            dealt += 1
            continue
        action = policies[state.current_player()](state, state.current_player())
        history.append(action)
        state.apply_action(action)
    returns = state.returns()
    return Trace(tuple(deck[:dealt]), tuple(history), (returns[0], returns[1]))


def record_traces(
    game: Any, count: int, make_policies: Callable[[int], tuple[Policy, Policy]], seed: int
) -> Iterator[Trace]:
    """Play ``count`` OpenSpiel hands on seeded shuffled decks."""
    shuffler = random.Random(seed)
    for index in range(count):
        deck = list(range(NUM_CARDS))
        shuffler.shuffle(deck)
        yield play_hand(game, deck, make_policies(index))


def random_policy(rng: random.Random) -> Policy:
    return lambda state, player: rng.choice(state.legal_actions())


def simple_bot_policy(game: Any, player: int, rng: random.Random | None = None) -> Policy:
    """OpenSpiel's simple bot; with ``rng``, random choices once somebody has knocked
    (so that declarations, layoffs and own melds vary)."""
    import pyspiel

    bot = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), player)
    showdown = (pyspiel.gin_rummy.Phase.KNOCK, pyspiel.gin_rummy.Phase.LAYOFF)

    def choose(state: Any, _: int) -> int:
        if rng is not None and state.current_phase() in showdown:
            return rng.choice(state.legal_actions())
        return int(bot.step(state))

    return choose


def greedy_policy(rng: random.Random) -> Policy:
    """Keeps the least deadwood and never knocks in the discard step, so hands reach
    the wall with good cards (wall knocks) and often hold near-knocks (the §12 knock
    test); random choices once somebody has knocked."""
    import pyspiel

    from cardtable.engine.games.gin_rummy.melds import min_deadwood

    phases = pyspiel.gin_rummy.Phase

    def choose(state: Any, player: int) -> int:
        legal = state.legal_actions()
        phase = state.current_phase()
        hand = 0
        for card in state.hands()[player]:
            hand |= 1 << card
        if phase == phases.DRAW:
            upcard = state.upcard()
            with_upcard = hand | 1 << upcard
            best_after = min(min_deadwood(with_upcard & ~(1 << card)) for card in state.hands()[player])
            return DRAW_UPCARD_ID if best_after < min_deadwood(hand) else DRAW_STOCK_ID
        if phase == phases.DISCARD:
            discards = [card for card in legal if card < NUM_CARDS]
            return min(discards, key=lambda card: (min_deadwood(hand & ~(1 << card)), rng.random()))
        if phase == phases.WALL and KNOCK_ID in legal:
            return KNOCK_ID
        return rng.choice(legal)

    return choose


def scripted_policy(script: list[int], then: Policy) -> Policy:
    """Plays ``script`` (both players' actions, in turn order), then hands over to ``then``."""
    remaining = list(script)

    def choose(state: Any, player: int) -> int:
        return remaining.pop(0) if remaining else then(state, player)

    return choose


def stacked_deck(first: str, second: str, upcard: str, seed: int) -> list[int]:
    """Player 0's cards, player 1's, the upcard, then the rest shuffled by ``seed``."""
    from cardtable.engine.games.gin_rummy.cards import card_from_str

    dealt = [card_from_str(text) for text in (*first.split(), *second.split(), upcard)]
    rest = [card for card in range(NUM_CARDS) if card not in dealt]
    random.Random(seed).shuffle(rest)
    return dealt + rest


def record_scripted(game: Any, deck: list[int], script: list[int], seed: int) -> Trace:
    """One OpenSpiel hand on ``deck``: ``script`` first, then random play."""
    policy = scripted_policy(script, random_policy(random.Random(seed)))
    return play_hand(game, deck, (policy, policy))
