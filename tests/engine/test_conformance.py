"""The protocol every registered game must keep, checked over hundreds of seeded random games.

A game is covered the day it registers: nothing here names a game.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable.engine import registry
from cardtable.engine.core import IllegalActionError, InvalidActionError, Rules
from cardtable.engine.rng import Rng

GAMES = registry.game_ids()
GAMES_PER_ID = 120
# Expensive checks (every legal action, JSON, views) run on every k-th decision.
DEEP_CHECK_EVERY = 7


def random_options(rules_cls: type[Rules[Any, Any]], rng: Rng) -> dict[str, Any]:
    """A random choice for every listed option (ranges stay at their default)."""
    chosen = {}
    for spec in rules_cls.option_specs:
        if spec.choices and spec.name != "first_player":
            chosen[spec.name] = rng.choice(spec.choices)
    return chosen


def new_random_game(game_id: str, index: int) -> tuple[Rules[Any, Any], Any, Rng]:
    rng = Rng.from_seed(1000 + index)
    cls = registry.rules_class(game_id)
    options = random_options(cls, rng)
    n = cls.info.min_players + rng.below(cls.info.max_players - cls.info.min_players + 1)
    if rng.below(2):
        options["first_player"] = rng.below(n)
    rules = registry.get(game_id, options)
    return rules, rules.new_game(n, seed=index), rng


def roundtrip(rules: Rules[Any, Any], state: Any) -> Any:
    return rules.state_from_dict(json.loads(json.dumps(rules.state_to_dict(state))))


def check_views(rules: Rules[Any, Any], state: Any, rng: Rng) -> None:
    for seat in list(range(rules.num_players(state))) + [None]:
        view = rules.view(state, seat)
        assert json.loads(json.dumps(view)) == view, "views are plain JSON"
        for key in ("phase", "to_act", "scores"):
            assert key in view
        assert "rng" not in view
        if seat is None:
            continue
        # A state dealt at random from this view must look the same to this seat:
        # the view depends on nothing the seat cannot know, and sampling is consistent.
        sampled = rules.sample_state(view, rng.spawn())
        assert rules.view(sampled, seat) == view
        assert rules.all_cards(sampled) == rules.all_cards(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_keep_the_protocol(game_id: str) -> None:
    for index in range(GAMES_PER_ID):
        rules, state, rng = new_random_game(game_id, index)
        deck = rules.all_cards(state)
        for decision in range(rules.info.max_game_length + 1):
            acting = rules.to_act(state)
            if not acting:
                break
            assert decision < rules.info.max_game_length, "the game must end within its bound"
            assert rules.outcome(state) is None
            seat = rng.choice(acting)
            legal = rules.legal_actions(state, seat)
            assert legal, f"{game_id}: seat {seat} must act but has no legal action"
            texts = [rules.action_to_str(a) for a in legal]
            assert len(set(texts)) == len(texts), "each legal action is listed once"
            if decision % DEEP_CHECK_EVERY == 0:
                deep_check(rules, state, seat, legal, rng)
            action = rng.choice(legal)
            state = rules.apply_action(state, seat, action)
            assert rules.all_cards(state) == deck, "no card is created or lost"
        outcome = rules.outcome(state)
        assert outcome is not None and outcome.winners
        assert rules.legal_actions(state, 0) == []
        with pytest.raises(IllegalActionError) as error:
            rules.apply_action(state, 0, legal[0])
        assert error.value.code == "game_over"


def deep_check(rules: Rules[Any, Any], state: Any, seat: int, legal: list[Any], rng: Rng) -> None:
    snapshot = rules.state_to_dict(state)
    for action in legal:
        rules.check(state, seat, action)
        text = rules.action_to_str(action)
        assert rules.action_from_str(text) == action, "action text round-trips"
        rules.apply_action(state, seat, action)
    assert rules.state_to_dict(state) == snapshot, "apply_action never mutates its input"
    assert roundtrip(rules, state) == state
    check_views(rules, state, rng)
    for other in range(rules.num_players(state)):
        if other not in rules.to_act(state):
            with pytest.raises(IllegalActionError) as error:
                rules.apply_action(state, other, legal[0])
            assert error.value.code == "not_your_turn"
    for garbage in ("", "fly away", "play", "discard ZZ", "\u202e<b>", "9" * 40):
        with pytest.raises(InvalidActionError):
            rules.action_from_str(garbage)


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_is_deterministic_whatever_global_random_does(game_id: str) -> None:
    for index in range(5):
        rules, state, rng = new_random_game(game_id, index)
        initial = state
        log = []
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            action = rng.choice(rules.legal_actions(state, seat))
            log.append((seat, rules.action_to_str(action)))
            state = rules.apply_action(state, seat, action)
        replayed = rules.state_from_dict(rules.state_to_dict(initial))
        for step, (seat, text) in enumerate(log):
            random.seed(step)  # disturb the global generator between steps
            random.random()
            replayed = rules.apply_action(replayed, seat, rules.action_from_str(text))
        assert replayed == state


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_deal_different_seed_different_deal(game_id: str) -> None:
    cls = registry.rules_class(game_id)
    rules = registry.get(game_id)
    n = cls.info.min_players
    assert rules.new_game(n, seed=42) == rules.new_game(n, seed=42)
    deals = {json.dumps(rules.state_to_dict(rules.new_game(n, seed=s))) for s in range(20)}
    assert len(deals) == 20


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_inputs_are_refused_clearly(game_id: str) -> None:
    cls = registry.rules_class(game_id)
    with pytest.raises(ValueError):
        registry.get(game_id, {"no_such_option": 1})
    with pytest.raises(ValueError):
        registry.get(game_id, {"first_player": "left"})
    rules = registry.get(game_id)
    with pytest.raises(ValueError):
        rules.new_game(cls.info.max_players + 1, seed=1)
    with pytest.raises(ValueError):
        rules.new_game(cls.info.min_players, seed=1, deck=["nonsense"])
    with pytest.raises(ValueError):
        registry.get(game_id, {"first_player": cls.info.min_players}).new_game(
            cls.info.min_players, seed=1
        )
    state = rules.new_game(cls.info.min_players, seed=3)
    data = rules.state_to_dict(state)
    for key in list(data):
        broken = dict(data)
        del broken[key]
        with pytest.raises(ValueError):
            rules.state_from_dict(broken)


@pytest.mark.parametrize("game_id", GAMES)
def test_first_player_option_sets_the_first_decision(game_id: str) -> None:
    cls = registry.rules_class(game_id)
    for n in (cls.info.min_players, cls.info.max_players):
        for seat in range(n):
            rules = registry.get(game_id, {"first_player": seat})
            assert rules.to_act(rules.new_game(n, seed=seat)) == (seat,)
