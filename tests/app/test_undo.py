"""Undo: back to the latest point that shows the person nothing new; practice undoes anything."""

from __future__ import annotations

import pytest

from cardtable.app.games import playable_game_ids
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.bots.base import levels
from cardtable.engine import registry
from cardtable.engine.rng import Rng

GAMES = playable_game_ids()


def session(game: str, *, practice: bool = False, humans: int = 1, seed: int = 3) -> MatchSession:
    info = registry.rules_class(game).info
    bot = next(iter(levels(game)))
    seats = tuple(Seat(f"P{i}", None if i < humans else bot) for i in range(max(2, info.min_players)))
    return MatchSession(MatchSetup(game, seats, seed, dict(registry.rules_class(game).quick_options), practice))


def play_random(s: MatchSession, moves: int, rng: Rng) -> None:
    for _ in range(moves):
        if s.is_over():
            return
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))


@pytest.mark.parametrize("game", GAMES)
def test_nothing_to_undo_before_the_first_move_of_a_person(game: str) -> None:
    s = session(game)
    while s.to_act() and not s.seats[s.to_act()[0]].is_human:
        play_random(s, 1, Rng.from_seed(1))
    point, blocked = s.undo_blocker()
    assert point is None and blocked is not None
    assert blocked.reason == ("seen" if any(s.rules.reveals_hidden(s.states[i], m.seat, s.rules.action_from_str(m.action), 0) for i, m in enumerate(s.log)) else "nothing")


@pytest.mark.parametrize("game", GAMES)
def test_practice_undoes_past_anything_to_before_the_last_persons_move(game: str) -> None:
    s = session(game, practice=True)
    rng = Rng.from_seed(7)
    play_random(s, 40, rng)
    mine = [i for i, move in enumerate(s.log) if s.seats[move.seat].is_human]
    if not mine:
        pytest.skip("no move of a person in this short game")
    assert s.undo_point() == mine[-1]
    state_before = s.states[mine[-1]]
    assert s.undo() and s.state == state_before and len(s.log) == mine[-1]


@pytest.mark.parametrize("game", GAMES)
def test_without_practice_undo_never_crosses_a_move_that_showed_something_new(game: str) -> None:
    for seed in range(6):
        s = session(game, seed=seed)
        play_random(s, 30, Rng.from_seed(seed))
        point = s.undo_point()
        if point is None:
            continue
        me = s.human_seats()[0]
        for index in range(point, len(s.log)):
            move = s.log[index]
            assert not s.rules.reveals_hidden(s.states[index], move.seat, s.rules.action_from_str(move.action), me)


def test_hot_seat_undo_is_only_for_practice() -> None:
    game = GAMES[0]
    s = session(game, humans=2)
    play_random(s, 3, Rng.from_seed(2))
    assert s.undo_blocker()[1] is not None and s.undo_blocker()[1].reason == "several_people"  # type: ignore[union-attr]
    p = session(game, humans=2, practice=True)
    play_random(p, 3, Rng.from_seed(2))
    assert p.undo_point() is not None


def test_gin_a_mistaken_discard_after_a_stock_draw_can_be_taken_back() -> None:
    """The draw showed the card, so undo stops just after it: the discard is taken back."""
    rules = registry.get("gin_rummy", {"first_player": 0})
    s = MatchSession(MatchSetup("gin_rummy", (Seat("Me"), Seat("Bot", "easy")), 5, {"first_player": 0}))
    s.submit(0, "pass")
    s.submit(1, "pass")
    s.submit(0, "draw stock")
    after_draw = s.state
    discard = next(a for a in rules.legal_actions(s.state, 0) if str(a).startswith("discard"))
    s.submit(0, discard)
    assert s.undo_point() == 3 and s.undo() and s.state == after_draw
    # Once the bot has discarded (a card from its hidden hand), undo would be a peek.
    s.submit(0, discard)
    s.submit(1, "draw stock")
    bot_discard = next(a for a in rules.legal_actions(s.state, 1) if str(a).startswith("discard"))
    s.submit(1, bot_discard)
    point, blocked = s.undo_blocker()
    assert point is None and blocked is not None and (blocked.reason, blocked.seat) == ("seen", 1)
