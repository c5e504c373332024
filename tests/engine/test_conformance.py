"""The protocol every registered game must keep, checked over hundreds of seeded random games.

A game is covered the day it registers: nothing here names a game.
"""

from __future__ import annotations

import ast
import importlib
import json
import random
import re
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any, NotRequired, TypedDict

import pytest
from view_shapes import shape_check, typed_keys, view_shape_errors

from cardtable.engine import registry
from cardtable.engine.core import (
    GENERIC_ERROR_CODES,
    HAND_END,
    REQUIRED_VIEW_KEYS,
    VIEW_ENVELOPE,
    ActionError,
    Event,
    IllegalActionError,
    InvalidActionError,
    Rules,
    events_for,
)
from cardtable.engine.rng import Rng

GAMES = registry.game_ids()
# Each game's sweep is a budget of decisions (actions), not of matches: whole seeded random
# matches are played until it is spent, so a game of long matches (Rummikub, Santa's Game)
# costs about what a game of short ones does. The quick sweep is for the inner loop
# (`-m "not slow"`); the full one (slow) plays seeded matches from match 0, and at least
# FULL_MIN_MATCHES of them so that every game meets several option sets; the quick one plays
# other seeds. (A floor of 120 matches, the old sweep, made Santa's Game alone cost ~17 CPU
# minutes: 20,000 of its decisions are only 7 matches. Measured: 20,000 decisions cost 17-60
# CPU seconds per game.) The full sweep was 8,000 decisions and 5 matches, 255 s of the whole
# suite's two workers, its largest single cost after the browser: cut to fit the 15 minutes.
QUICK_ACTIONS = 1_500
FULL_ACTIONS = 5_000
FULL_MIN_MATCHES = 3
QUICK_FIRST_MATCH = 100_000
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


def is_int_list(value: Any) -> bool:
    return isinstance(value, list) and all(type(item) is int for item in value)


def all_views(rules: Rules[Any, Any], state: Any) -> dict[int | None, dict[str, Any]]:
    """The view of every seat and of a spectator (``None``)."""
    return {seat: rules.view(state, seat) for seat in [*range(rules.num_players(state)), None]}


def check_envelope(rules: Rules[Any, Any], state: Any, views: dict[int | None, dict[str, Any]]) -> None:
    """The shared keys of every view (``core.VIEW_ENVELOPE``), for every seat and a spectator."""
    n = rules.num_players(state)
    acting = list(rules.to_act(state))
    hands: set[bool] = set()
    for seat, view in views.items():
        missing = [key for key in REQUIRED_VIEW_KEYS if key not in view]
        assert not missing, f"view of seat {seat} lacks {missing}"
        assert view["game"] == rules.info.id
        assert isinstance(view["phase"], str) and view["phase"]
        assert is_int_list(view["to_act"]) and view["to_act"] == acting
        assert is_int_list(view["scores"]) and len(view["scores"]) == n
        assert type(view["num_players"]) is int and view["num_players"] == n
        assert view["seat"] == seat and (seat is None or type(view["seat"]) is int)
        legal = [] if seat is None else [rules.action_to_str(a) for a in rules.legal_actions(state, seat)]
        assert view["legal"] == legal
        if "hand" in view:
            assert isinstance(view["hand"], list) and all(isinstance(c, str) for c in view["hand"])
            if seat is None:
                assert view["hand"] == [], "a spectator holds no cards"
        if seat is not None:
            hands.add("hand" in view)
        if "teams" in view:
            teams = view["teams"]
            assert isinstance(teams, list) and all(is_int_list(team) and team for team in teams)
            assert sorted(s for team in teams for s in team) == list(range(n))
    assert len(hands) == 1, "a game with private hands shows every seat its hand"
    assert set(VIEW_ENVELOPE) >= set(REQUIRED_VIEW_KEYS)
    check_view_type(rules, views)


def check_view_type(rules: Rules[Any, Any], views: dict[int | None, dict[str, Any]]) -> None:
    """Every view has the keys of the game's ``view_type`` (the TypedDict its tables read),
    nested ones too, and no other: mypy checks the code, this checks the data."""
    if rules.view_type is None:
        return
    fits = shape_check(rules.view_type)
    for seat, view in views.items():
        if not fits(view):  # the quick check; the slow one says where
            errors = view_shape_errors(rules.view_type, view)
            assert not errors, f"the view of seat {seat} strays from {rules.view_type.__name__}: {errors}"


class _Trick(TypedDict):
    seat: int
    card: str


class _ToyView(TypedDict):
    phase: str
    trick: list[_Trick]
    last: _Trick | None
    bonus: NotRequired[int]


def test_the_view_shape_check_catches_an_undeclared_key_and_a_missing_one() -> None:
    """The check above can fail: a key added to a view but not to its TypedDict, a key
    removed from the view, at the top level and inside nested TypedDicts."""
    good: dict[str, Any] = {"phase": "play", "trick": [{"seat": 0, "card": "Qs"}], "last": None}
    assert view_shape_errors(_ToyView, good) == [] and shape_check(_ToyView)(good)
    assert view_shape_errors(_ToyView, {**good, "bonus": 3, "last": {"seat": 1, "card": "2h"}}) == []
    assert view_shape_errors(_ToyView, {**good, "secret": 1}) == ["view has 'secret', undeclared in _ToyView"]
    assert view_shape_errors(_ToyView, {"trick": [], "last": None}) == ["view lacks 'phase'"]
    assert view_shape_errors(_ToyView, {**good, "trick": [{"seat": 0}]}) == ["view.trick[0] lacks 'card'"]
    assert view_shape_errors(_ToyView, {**good, "last": {"seat": 0, "card": "Qs", "led": True}}) == [
        "view.last has 'led', undeclared in _Trick"
    ]
    assert view_shape_errors(_ToyView, {**good, "trick": [{"seat": True, "card": "Qs"}]}) == [
        "view.trick[0].seat is True, not int"
    ]
    for broken in (
        {**good, "secret": 1},
        {"trick": [], "last": None},
        {**good, "trick": [{"seat": 0}]},
        {**good, "last": {"seat": 0, "card": "Qs", "led": True}},
        {**good, "trick": [{"seat": True, "card": "Qs"}]},
    ):
        assert not shape_check(_ToyView)(broken), broken


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_types_its_view(game_id: str) -> None:
    """Its tables and bots are type-checked against the TypedDict, and the sweeps check every
    view against it (CONTRIBUTING.md: a game types its view)."""
    assert typing.is_typeddict(registry.rules_class(game_id).view_type)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_sweeps_view_type_check_fails_on_a_real_view_with_a_key_added_or_removed(game_id: str) -> None:
    """The check the sweeps run, on a real view of each typed game: a key the TypedDict
    does not declare fails it, and so does each required key missing."""
    rules = registry.get(game_id)
    state = rules.new_game(rules.info.min_players, seed=2)
    views = all_views(rules, state)
    check_view_type(rules, views)
    with pytest.raises(AssertionError, match="undeclared"):
        check_view_type(rules, {0: {**views[0], "undeclared_key": 1}})
    for key in typed_keys(rules.view_type)[1]:
        with pytest.raises(AssertionError, match=f"lacks '{key}'"):
            check_view_type(rules, {0: {name: value for name, value in views[0].items() if name != key}})


def check_views(rules: Rules[Any, Any], state: Any, rng: Rng) -> None:
    for seat in list(range(rules.num_players(state))) + [None]:
        view = rules.view(state, seat)
        assert json.loads(json.dumps(view)) == view, "views are plain JSON"
        assert "rng" not in view
        if seat is None:
            continue
        # A state dealt at random from this view must look the same to this seat:
        # the view depends on nothing the seat cannot know, and sampling is consistent.
        sampled = rules.sample_state(view, rng.spawn())
        assert rules.view(sampled, seat) == view
        assert rules.all_cards(sampled) == rules.all_cards(state)


def check_error(rules: Rules[Any, Any], error: ActionError) -> None:
    """An engine error a player may see: a known code, JSON-safe parameters, a message."""
    allowed = set(GENERIC_ERROR_CODES) | set(rules.error_codes)
    assert error.code in allowed, f"{rules.info.id} raised {error.code!r}, listed nowhere"
    assert str(error), "an error has a message"
    for name, value in error.params.items():
        assert isinstance(name, str) and type(value) in (str, int), (error.code, name, value)
    assert json.loads(json.dumps(error.to_dict())) == error.to_dict()


def try_illegal(rules: Rules[Any, Any], state: Any, seat: int, texts: list[str]) -> None:
    """Each action text that is not legal now must be refused with a known code."""
    legal = {rules.action_to_str(a) for a in rules.legal_actions(state, seat)}
    for text in texts:
        if text in legal:
            continue
        with pytest.raises(ActionError) as error:
            rules.apply_action(state, seat, rules.action_from_str(text))
        check_error(rules, error.value)


def tokens(value: Any) -> set[str]:
    """Every word of every text and every whole number inside ``value`` (a view, params)."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.update(word.strip("[](),:") for word in item.split())
        elif isinstance(item, int) and not isinstance(item, bool):
            found.add(str(item))
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


class ViewWords:
    """``tokens`` of the views met lately, each view's worked out once. A decision's views after
    its action are the next decision's views before, and a ten-seat game asks for eleven views'
    words on both sides of every action: the leak check spent most of Santa's sweep splitting
    the same views again. The views read are held, so that no id is reused while remembered."""

    def __init__(self, keep: int = 64) -> None:
        self._keep = keep
        self._words: dict[int, tuple[dict[str, Any], set[str]]] = {}

    def __call__(self, view: dict[str, Any]) -> set[str]:
        held = self._words.get(id(view))
        if held is None:
            if len(self._words) >= self._keep:
                del self._words[next(iter(self._words))]  # the oldest: dicts keep insertion order
            held = self._words[id(view)] = (view, tokens(view))
        return held[1]


def event_leaks(
    events: list[Event],
    cards: set[str],
    before: dict[int | None, dict[str, Any]],
    after: dict[int | None, dict[str, Any]],
    view_words: Callable[[dict[str, Any]], set[str]] = tokens,
) -> list[tuple[int | None, str, str]]:
    """(viewer, event kind, card) for each card an event shows a viewer that neither
    of the viewer's views, before and after the action, shows them."""
    shown = {id(event): tokens(dict(event.params)) & cards for event in events}
    leaks = []
    for viewer in before:
        named = {(event.kind, card) for event in events_for(events, viewer) for card in shown[id(event)]}
        if not named:
            continue  # most events name no card: spare the views' words
        known = view_words(before[viewer]) | view_words(after[viewer])
        leaks.extend((viewer, kind, card) for kind, card in sorted(named) if card not in known)
    return leaks


def check_events(
    rules: Rules[Any, Any],
    before: Any,
    seat: int,
    action: Any,
    after: Any,
    views_before: dict[int | None, dict[str, Any]],
    views_after: dict[int | None, dict[str, Any]],
    view_words: Callable[[dict[str, Any]], set[str]] = tokens,
) -> None:
    """Events are JSON, go to real seats, name no card their audience cannot see, and end
    a hand exactly when a hand was scored."""
    step = rules.step(before, seat, action)
    assert step.state == after
    events = list(step.events)
    n = rules.num_players(before)
    for event in events:
        assert isinstance(event.kind, str) and event.kind, event
        assert event.seat is None or 0 <= event.seat < n, event
        assert event.audience is None or all(0 <= s < n for s in event.audience), event
        assert json.loads(json.dumps(event.to_dict())) == event.to_dict(), event
    cards = set(rules.all_cards(before)) | set(rules.all_cards(after))
    leaks = event_leaks(events, cards, views_before, views_after, view_words)
    assert not leaks, leaks
    ended = sum(event.kind == HAND_END for event in events)
    assert ended == rules.hands_scored(after) - rules.hands_scored(before) <= 1, (ended, events)
    check_hand_end(rules, step.hand_end, before, after, redealt=bool(ended) and rules.outcome(after) is None)


def check_hand_end(rules: Rules[Any, Any], hand_end: Any, before: Any, after: Any, *, redealt: bool) -> None:
    """A move that finished a hand and dealt the next tells the position between the two
    (``Step.hand_end``, drawn behind the hand's summary): neither the position before the move
    nor the next deal, viewable by every seat. Every other move tells none."""
    if not redealt:
        assert hand_end is None, "only a move that finished a hand and dealt the next has a hand_end"
        return
    assert hand_end is not None, "a move that finished a hand and dealt the next must tell its hand_end"
    assert hand_end != before and hand_end != after
    for seat in [*range(rules.num_players(after)), None]:
        view = rules.view(hand_end, seat)
        assert json.loads(json.dumps(view)) == view


def test_the_event_leak_check_catches_a_hidden_card() -> None:
    """The check above can fail: an opponent's hidden card named in a public event."""
    rules = registry.get(GAMES[0])
    state = rules.new_game(rules.info.min_players, seed=4)
    views = all_views(rules, state)
    theirs = [card for card in views[1]["hand"] if card not in tokens(views[0])]
    assert theirs, "seat 1 holds a card seat 0 cannot see"
    cards = set(rules.all_cards(state))
    leaked = Event("play", 1, {"cards": theirs[:1]})
    assert (0, "play", theirs[0]) in event_leaks([leaked], cards, views, views)
    assert not event_leaks([Event("play", 1, {"cards": theirs[:1]}, audience=(1,))], cards, views, views)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_keep_the_protocol(game_id: str) -> None:
    played = sweep(game_id, first=QUICK_FIRST_MATCH, actions=QUICK_ACTIONS, matches=1)
    assert played >= 1


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_many_random_games_keep_the_protocol(game_id: str) -> None:
    played = sweep(game_id, first=0, actions=FULL_ACTIONS, matches=FULL_MIN_MATCHES)
    assert played >= FULL_MIN_MATCHES


def sweep(game_id: str, *, first: int, actions: int, matches: int) -> int:
    """Play seeded random matches from match ``first`` on, checking the protocol at every step,
    until at least ``actions`` decisions and ``matches`` matches are done; returns the matches."""
    seen: dict[str, None] = {}  # every action text met so far (ordered, for repeatable samples)
    index = first
    while index - first < matches or actions > 0:
        actions -= play_checked_match(game_id, index, seen)
        index += 1
    return index - first


def play_checked_match(game_id: str, index: int, seen: dict[str, None]) -> int:
    """One whole seeded random match, every protocol check on the way; returns its decisions."""
    rules, state, rng = new_random_game(game_id, index)
    deck = rules.all_cards(state)
    view_words = ViewWords()
    views_after = all_views(rules, state)
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
        views = views_after
        check_envelope(rules, state, views)
        seen.update(dict.fromkeys(texts))
        if decision % DEEP_CHECK_EVERY == 0:
            deep_check(rules, state, seat, legal, rng)
            pool = list(seen)
            try_illegal(rules, state, seat, [rng.choice(pool) for _ in range(6)])
        action = rng.choice(legal)
        before, state = state, rules.apply_action(state, seat, action)
        views_after = all_views(rules, state)
        check_events(rules, before, seat, action, state, views, views_after, view_words)
        assert rules.all_cards(state) == deck, "no card is created or lost"
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners
    check_envelope(rules, state, all_views(rules, state))
    assert rules.legal_actions(state, 0) == []
    with pytest.raises(IllegalActionError) as error:
        rules.apply_action(state, 0, legal[0])
    assert error.value.code == "game_over"
    return decision


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
    for garbage in ("", "fly away", "play", "discard ZZ", "meld 2s 9h Kd", "\u202e<b>", "9" * 40):
        with pytest.raises(InvalidActionError) as invalid:
            rules.action_from_str(garbage)
        check_error(rules, invalid.value)


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
        registry.get(game_id, {"first_player": cls.info.min_players}).new_game(cls.info.min_players, seed=1)
    state = rules.new_game(cls.info.min_players, seed=3)
    data = rules.state_to_dict(state)
    for key in list(data):
        broken = dict(data)
        del broken[key]
        with pytest.raises(ValueError):
            rules.state_from_dict(broken)


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_checks_the_player_count_the_first_player_and_a_stacked_deck(game_id: str) -> None:
    """``Rules.check_new_game``, which every game's ``new_game`` starts with."""
    info = registry.rules_class(game_id).info
    rules = registry.get(game_id)
    for n in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(ValueError, match=rf"^{re.escape(info.title)} (takes|is for exactly) \d"):
            rules.new_game(n, seed=1)
    n = info.min_players
    with pytest.raises(ValueError, match=rf"^first_player {n} is not a seat of a {n}-player game$"):
        registry.get(game_id, {"first_player": n}).new_game(n, seed=1)
    whole = rules.all_cards(rules.new_game(n, seed=5))
    rules.new_game(n, seed=1, deck=whole)  # the whole deck, in any order, is accepted
    with pytest.raises(ValueError, match=rf"^a stacked deck lists .*: {re.escape(whole[-1])} is missing$"):
        rules.new_game(n, seed=1, deck=whole[:-1])
    with pytest.raises(ValueError, match=rf"{re.escape(whole[0])} is there \d+ times, not \d+$"):
        rules.new_game(n, seed=1, deck=[*whole, whole[0]])
    with pytest.raises(ValueError, match="a list of card texts"):
        rules.new_game(n, seed=1, deck=" ".join(whole))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_shared_position_starts_that_turn_again_or_is_refused(game_id: str) -> None:
    """``Rules.position_to_text`` / ``new_game_from_position`` (a practice link's ``pos=``): the
    turn the acting seat sees, written and read back, starts a valid match on that turn with
    the same whole deck, the same for one seed; a game without them refuses any position."""
    for index in range(4):
        rules, state, rng = new_random_game(game_id, index)
        for _ in range(rng.below(20)):
            acting = rules.to_act(state)
            if not acting:
                break
            state = rules.apply_action(state, acting[0], rng.choice(rules.legal_actions(state, acting[0])))
        n = rules.num_players(state)
        if not rules.to_act(state):
            continue
        seat = rules.to_act(state)[0]
        text = rules.position_to_text(rules.view(state, seat))
        if text is None:
            with pytest.raises(ValueError, match="cannot start from a shared position"):
                rules.new_game_from_position(n, seed=1, position="1")
            continue
        started = rules.new_game_from_position(n, seed=11, position=text)
        assert rules.to_act(started) == (seat,)
        assert rules.position_to_text(rules.view(started, seat)) == text, "the position round-trips"
        assert rules.all_cards(started) == rules.all_cards(state), "the same whole deck"
        assert roundtrip(rules, started) == started
        assert rules.new_game_from_position(n, seed=11, position=text) == started
        for garbage in ("", "fly away", "\u202e<b>", "9" * 5000, text[:1]):
            with pytest.raises(ValueError):
                rules.new_game_from_position(n, seed=1, position=garbage)


@pytest.mark.parametrize("game_id", GAMES)
def test_first_player_option_sets_the_first_decision(game_id: str) -> None:
    cls = registry.rules_class(game_id)
    for n in (cls.info.min_players, cls.info.max_players):
        for seat in range(n):
            rules = registry.get(game_id, {"first_player": seat})
            assert rules.to_act(rules.new_game(n, seed=seat)) == (seat,)


# ---------------------------------------------------------------------- error codes in the source


def raised_codes(game_id: str) -> dict[str, list[str]]:
    """Every error code the game's source constructs, with where: each ``…ActionError(…)`` call.

    The code is the call's second argument or ``code=``: a text literal or a module
    constant (anything else fails, so that every code can be read from the source); a
    call without one has its class's generic code.
    """
    package = importlib.import_module(f"cardtable.engine.games.{game_id}")
    folder = Path(package.__file__).parent
    found: dict[str, list[str]] = {}
    for path in sorted(folder.glob("*.py")):
        module = importlib.import_module(f"{package.__name__}.{path.stem}")
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            made = getattr(module, name, None)
            if not (name.endswith("ActionError") or (isinstance(made, type) and issubclass(made, ActionError))):
                continue
            where = f"{path.name}:{node.lineno}"
            given = node.args[1] if len(node.args) > 1 else None
            for keyword in node.keywords:
                if keyword.arg == "code":
                    given = keyword.value
            if given is None:
                code = InvalidActionError.code if name.startswith("Invalid") else IllegalActionError.code
            elif isinstance(given, ast.Constant) and isinstance(given.value, str):
                code = given.value
            elif isinstance(given, ast.Name) and isinstance(getattr(module, given.id, None), str):
                code = getattr(module, given.id)
            else:
                continue  # a code computed elsewhere (a set's reason): checked when raised at run time
            found.setdefault(code, []).append(where)
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_error_code_in_the_source_is_listed_and_every_listed_code_is_used(game_id: str) -> None:
    rules_class = registry.rules_class(game_id)
    own = rules_class.error_codes
    assert len(set(own)) == len(own), "each code is listed once"
    assert not set(own) & set(GENERIC_ERROR_CODES), "a game's own codes are not generic ones"
    assert all(code.isidentifier() and code.islower() for code in own), "codes are snake_case"
    found = raised_codes(game_id)
    unlisted = {code: where for code, where in found.items() if code not in own and code not in GENERIC_ERROR_CODES}
    assert not unlisted, f"raised but not in {rules_class.__name__}.error_codes: {unlisted}"
    mentioned = {
        node.value
        for path in Path(importlib.import_module(f"cardtable.engine.games.{game_id}").__file__).parent.glob("*.py")
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    assert not set(own) - set(found) - mentioned, "listed but never raised"
