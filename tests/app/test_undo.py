"""Undo: back to the latest point that shows the person nothing new; practice undoes anything."""

from __future__ import annotations

import pytest

from cardtable.app.games import playable_game_ids
from cardtable.app.session import MatchSession, MatchSetup, Seat, UndoBlock
from cardtable.bots.base import levels
from cardtable.engine import registry
from cardtable.engine.core import ActionError
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


def shown(s: MatchSession, index: int, me: int) -> bool:
    """Whether move ``index`` showed ``me`` something new, by the engine's events."""
    return any(event.reveals_to(me) for event in s.events(index))


def surprised(s: MatchSession, index: int, me: int, samples: int = 4) -> bool:
    """Whether move ``index`` showed ``me`` something they could not have known, found
    without the events: replayed on states dealt at random from what ``me`` knew just
    before it, the same move leaves ``me`` looking at something else."""
    move = s.log[index]
    action = s.rules.action_from_str(move.action)
    known = s.rules.view(s.states[index], me)
    actual = s.rules.view(s.states[index + 1], me)
    for sample in range(samples):
        guess = s.rules.sample_state(known, Rng.from_seed(sample))
        try:
            after = s.rules.apply_action(guess, move.seat, action)
        except ActionError:
            continue  # the move needs a hidden card this guess did not deal
        if s.rules.view(after, me) != actual:
            return True
    return False


@pytest.mark.parametrize("game", GAMES)
def test_nothing_to_undo_before_the_first_move_of_a_person(game: str) -> None:
    s = session(game)
    while s.to_act() and not s.seats[s.to_act()[0]].is_human:
        play_random(s, 1, Rng.from_seed(1))
    point, blocked = s.undo_blocker()
    assert point is None and blocked is not None
    # Not "Bot 4's move showed you something": there is no move of the person's to take back
    # (12 Days playtest, round 5: Undo tapped on the very first turn).
    assert blocked.reason == "nothing"


def test_nothing_to_undo_before_the_first_move_even_when_bots_moves_showed_cards() -> None:
    s = session("twelve_days", seed=3)
    s = MatchSession(MatchSetup("twelve_days", s.setup.seats, 3, {"first_player": 1}, False))
    while s.to_act() and not s.seats[s.to_act()[0]].is_human:
        play_random(s, 1, Rng.from_seed(1))
    assert any(shown(s, i, 0) for i in range(len(s.log)))  # a bot's lead showed its cards
    assert s.undo_blocker() == (None, UndoBlock("nothing", None))


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
    checked = 0
    for seed in range(6):
        s = session(game, seed=seed)
        play_random(s, 30, Rng.from_seed(seed))
        point = s.undo_point()
        if point is None:
            continue
        checked += 1
        me = s.human_seats()[0]
        for index in range(point, len(s.log)):
            assert not shown(s, index, me)
    assert checked, "no seed left a move to undo: nothing was checked"


@pytest.mark.parametrize("game", GAMES)
def test_undo_never_goes_back_past_what_the_person_could_not_know(game: str) -> None:
    """Checked without the engine's events: from the undo point on, no move showed the
    person anything that a random deal of what they knew would not have shown them too
    (a drawn card, a new deal, secret votes revealed, their own completing vote included)."""
    checked = 0
    for seed in range(8):
        s = session(game, seed=seed)
        rng = Rng.from_seed(seed)
        for moves in range(1, 30):
            play_random(s, moves - len(s.log), rng)
            point = s.undo_point()
            if point is None:
                continue
            checked += 1
            me = s.human_seats()[0]
            assert not any(surprised(s, index, me) for index in range(point, len(s.log))), (seed, len(s.log), point)
    assert checked, "no position had a move to undo: nothing was checked"


def test_divide_a_vote_cannot_be_taken_back_once_the_votes_are_revealed() -> None:
    """The bug seen at the table: undo after the reveal let the player vote again
    knowing the bots' votes."""
    s = MatchSession(MatchSetup("divide", (Seat("Me"), Seat("B1", "easy"), Seat("B2", "easy")), 2, {"first_player": 1}))
    s.submit(1, "split 3 5")  # the leader splits the row of 7: W has 3 cards
    s.submit(0, "vote W")
    assert s.undo_point() == 1  # nothing revealed yet: my secret vote can be changed
    s.submit(1, "vote W")
    s.submit(2, "vote K")  # the last vote: all three are revealed; W is contested, the round goes on
    assert s.state.round == 1 and s.to_act()
    point, blocked = s.undo_blocker()
    assert point is None and blocked is not None and (blocked.reason, blocked.seat) == ("seen", 2)


def test_divide_my_completing_vote_shows_me_the_votes() -> None:
    rules = registry.get("divide", {"first_player": 1})
    s = MatchSession(MatchSetup("divide", (Seat("Me"), Seat("B1", "easy"), Seat("B2", "easy")), 2, {"first_player": 1}))
    s.submit(1, rules.legal_actions(s.state, 1)[0])
    s.submit(1, "vote B")
    s.submit(2, "vote K")
    s.submit(0, "vote W")
    revealed = [event for event in s.events(3) if event.kind == "votes"]
    assert revealed and revealed[0].reveals_to(0) and revealed[0].params["votes"] == ["W", "B", "K"]
    assert s.undo_blocker()[1] is not None and s.undo_blocker()[1].reason == "seen"  # type: ignore[union-attr]


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


def test_undo_past_a_new_deal_says_a_new_hand_was_dealt() -> None:
    """Issue 30 (12 Days replay playtest, 2): the refusal blamed "Bot 4's move", a pass, when
    what showed new cards was the next hand that move dealt."""
    from cardtable.engine.core import DEAL

    setup = MatchSetup("twelve_days", (Seat("Ann", None), Seat("Bob", "easy"), Seat("Cy", "easy")), seed=3)
    session = MatchSession(setup)
    while session.to_act():
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[0])
        point, blocked = session.undo_blocker()
        if blocked is not None and any(event.kind == DEAL for event in session.events(len(session.log) - 1)):
            assert blocked.reason == "dealt" and point is None
            return
    raise AssertionError("no deal in a whole match")
