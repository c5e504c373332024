"""Let's Divide at the table (issue 15 §7): a forced re-split plays itself, and the hot-seat
screen speaks of the vote, not of cards."""

from __future__ import annotations

import re

from controller_helpers import enter
from fake_platform import FakePlatform, run_async

from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.engine import registry
from cardtable.engine.games.divide.rules import FULL_DECK

ROW = "3 8 5 6 6 7 9".split()


def hot_seat(platform: FakePlatform):  # type: ignore[no-untyped-def]
    rest = list(FULL_DECK)
    for card in ROW:
        rest.remove(card)
    rules = registry.get("divide", {"first_player": 0})
    state = rules.new_game(2, seed=1, deck=ROW + rest)
    setup = MatchSetup("divide", (Seat("Ann"), Seat("Bob")), 1, {"first_player": 0})
    session = MatchSession(setup, initial=state)
    return enter(platform, session), session


def reveal_and_act(controller, platform: FakePlatform, seat: int, move: str) -> None:  # type: ignore[no-untyped-def]
    if "privacy-screen" in platform.html:
        controller.dispatch("reveal", {})
    assert controller.match.viewer() == seat
    controller.dispatch("act", {"move": move})


def play_out_the_timeline(platform: FakePlatform) -> None:
    """Let the table show what was queued (the votes revealed) and do what follows it: with no
    bot at the table, everything that follows happens with no time passing."""
    run_async(platform.run_until_idle())


def test_a_re_split_with_one_way_to_cut_plays_itself(platform: FakePlatform) -> None:
    controller, session = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 3 6")  # parts of 3, 3 and 1 cards
    reveal_and_act(controller, platform, 1, "discard K")  # two players: Bob puts one part aside
    reveal_and_act(controller, platform, 0, "vote W")
    reveal_and_act(controller, platform, 1, "vote W")  # both want the first part: Ann re-splits it
    play_out_the_timeline(platform)  # the forced move waits until the reveal has been shown
    controller.dispatch("close-dialog", {})  # and seen by everyone at the device
    play_out_the_timeline(platform)
    # Three cards can only be cut 1 | 1 | 1: nobody was asked, the split was made.
    assert [(m.seat, m.action) for m in session.log[-1:]] == [(0, "split 1 2")]
    assert session.view(None)["phase"] == "vote"


def test_a_step_with_several_choices_is_never_played_for_the_player(platform: FakePlatform) -> None:
    controller, session = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 2 4")
    assert session.view(None)["phase"] == "discard" and [m.action for m in session.log] == ["split 2 4"]


def test_the_privacy_screen_speaks_of_the_vote(platform: FakePlatform) -> None:
    controller, _session = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 2 4")
    reveal_and_act(controller, platform, 1, "discard K")
    reveal_and_act(controller, platform, 0, "vote B")
    assert "privacy-screen" in platform.html
    assert "vote" in platform.html and "cards" not in platform.html.split("privacy-screen")[1]
    assert "show my choice" in platform.html


def test_this_round_keeps_every_step_since_the_deal_after_later_moves(platform: FakePlatform) -> None:
    """The round's steps come from every move since the deal, not only each seat's latest one:
    the leader's split stays in "This round" after the leader has voted too."""
    controller, _session = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 3 6")
    reveal_and_act(controller, platform, 1, "discard K")
    reveal_and_act(controller, platform, 0, "vote W")  # Ann's latest move is now her vote
    play_out_the_timeline(platform)
    if "privacy-screen" in platform.html:
        controller.dispatch("reveal", {})
    assert 'class="step ev-split' in platform.html and 'class="step ev-discard' in platform.html


def test_hot_seat_shows_the_revealed_votes_to_everyone_before_the_next_privacy_screen(
    platform: FakePlatform,
) -> None:
    """Issue 30, 1: after the last secret vote the table shows every vote side by side, with
    Continue, before the next person's privacy screen."""
    controller, session = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 3 6")
    reveal_and_act(controller, platform, 1, "discard K")
    reveal_and_act(controller, platform, 0, "vote W")
    reveal_and_act(controller, platform, 1, "vote W")  # both want white: Ann re-splits it
    play_out_the_timeline(platform)
    assert "privacy-screen" not in platform.html
    assert "moment-votes" in platform.html and platform.html.count('class="vote-chip in-W"') >= 2
    assert "Ann" in platform.html.split("moment-votes")[1] and "Bob" in platform.html.split("moment-votes")[1]
    assert [m.action for m in session.log][-1] == "vote W"  # nothing plays on behind the reveal
    controller.dispatch("close-dialog", {})
    play_out_the_timeline(platform)
    assert "moment-votes" not in platform.html
    assert [m.action for m in session.log][-1] == "split 1 2"  # the forced re-split, once all saw


def test_a_round_ends_with_its_summary_before_the_next_round(platform: FakePlatform) -> None:
    """Issue 30, 4: the round's last move opens the round's summary; the next row waits."""
    controller, session = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 3 6")
    reveal_and_act(controller, platform, 1, "discard K")
    reveal_and_act(controller, platform, 0, "vote W")
    reveal_and_act(controller, platform, 1, "vote B")  # Ann takes white, Bob light blue: the round ends
    play_out_the_timeline(platform)
    controller.dispatch("close-dialog", {})  # the votes, seen by both
    play_out_the_timeline(platform)
    assert "Round over" in platform.html and "privacy-screen" not in platform.html
    controller.dispatch("close-dialog", {})
    play_out_the_timeline(platform)
    assert "Round over" not in platform.html
    assert session.view(None)["round"] == 2


def test_hot_seat_names_the_voter_and_the_round_summary_says_why_nobody_scored(platform: FakePlatform) -> None:
    """Issue 30, Divide 5, 1 and 2: the vote's status names whose hand is on screen, as the
    split's does; when both chose the same single card, the summary says so (not an empty
    board with no reason), and nothing behind it waits for nobody."""
    controller, _ = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 1 2")  # W [3], B [8], K [5, 6, 6, 7, 9]
    reveal_and_act(controller, platform, 1, "discard K")
    if "privacy-screen" in platform.html:
        controller.dispatch("reveal", {})
    assert "Your answer, Ann: everyone answers at the same time." in platform.html
    controller.dispatch("act", {"move": "vote W"})
    if "privacy-screen" in platform.html:
        controller.dispatch("reveal", {})
    status = re.search(r'id="status"[^>]*>([^<]*)', platform.html)
    assert status is not None and "Bob" in status.group(1)  # the last to vote: "Your turn, Bob."
    controller.dispatch("act", {"move": "vote W"})  # both chose the single 3
    play_out_the_timeline(platform)
    controller.dispatch("close-dialog", {})  # the votes, seen by both
    play_out_the_timeline(platform)
    assert "Round over" in platform.html
    assert "White is a single card chosen by several: discarded." in platform.html
    assert "Nobody chose light blue: discarded." in platform.html
    assert "Bob discards the black part." in platform.html
    assert "Nothing this round for: Ann and Bob." in platform.html
    assert "Waiting for: ." not in platform.html


def test_the_second_rounds_summary_tells_the_second_round_not_the_first() -> None:
    """Issue 30, Divide playtest 6/10, 1: after every round the summary told round 1 again. Let's
    Divide tells no deal (its next row comes with the move that ends a round), so the table's
    moves of the hand never started again; a hand's end now closes them, as a deal does."""
    from cardtable.app.timeline import Timeline
    from cardtable.engine.games.divide.events import DivideEvent
    from cardtable.ui.screen import since_deal
    from cardtable.ui.story import Story

    session = MatchSession(MatchSetup("divide", (Seat("A", "easy"), Seat("B", "easy"), Seat("C", "easy")), seed=4))
    story = Story(Timeline(None))
    rows: list[list[str]] = []  # each later round's row, turned up by the move that ended the round before
    ended = 0
    while ended < 2:
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[-1])
        events = session.events(len(session.log) - 1)
        story.told(seat, events, None, lambda event: "")
        ended += any(event.kind == "hand_end" for event in events)
        rows += [list(event.params["cards"]) for event in events if event.kind == DivideEvent.ROW]
    told = [event for move in since_deal(story.moves, None, True) for event in move.events]
    assert sum(event["kind"] == "hand_end" for event in told) == 1
    # What the summary tells was cut from the second round's row.
    splits = [
        event["params"]["parts"]
        for event in told
        if event["kind"] == DivideEvent.SPLIT and event["params"]["path"] == ""
    ]
    assert splits and [card for part in splits[0] for card in part] == rows[0]


def test_the_finished_round_behind_its_summary_has_nobody_placing_dividers() -> None:
    """Issue 30, Divide playtest 6/10, 2: behind the round's summary the table said the last
    round's leader "is placing the dividers"; the finished round has nothing left to split."""
    from cardtable.app.i18n import translator
    from cardtable.ui.games.divide.table import DivideTable
    from cardtable.ui.kit import TableContext

    session = MatchSession(MatchSetup("divide", (Seat("A", "easy"), Seat("B", "easy"), Seat("C", "easy")), seed=4))
    while not any(event.kind == "hand_end" for event in (session.log[-1].events if session.log else ())):
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[-1])
    t, table = translator("en"), DivideTable()
    view = {**session.rules.view(session.finished_hand(), None), "to_act": [], "legal": []}
    ctx = TableContext(names=["A", "B", "C"], levels=["easy"] * 3)
    html = table.render(view, table.new_ui(view), ctx, t)
    leader = ["A", "B", "C"][view["leader"]]
    assert t("divide.prompt.split_other", name=leader) not in html


def test_a_later_rounds_steps_start_with_its_row_and_its_leader() -> None:
    """Issue 30 (Let's Divide replay playtest, 2): the table's moves start at a round's start
    (a round's end closes them), so a later round's row, turned up by the move before them, is
    read back from its first split, with that round's leader."""
    from cardtable.app.i18n import translator
    from cardtable.app.timeline import Timeline
    from cardtable.ui.games.divide.table import DivideTable
    from cardtable.ui.kit import TableContext
    from cardtable.ui.screen import since_deal
    from cardtable.ui.story import Story

    names = ["A", "B", "C"]
    session = MatchSession(MatchSetup("divide", tuple(Seat(name, "easy") for name in names), seed=4))
    story, t, table = Story(Timeline(None)), translator("en"), DivideTable()
    while session.view(None)["round"] < 2 or not story.moves or len(story.moves) > 1:
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[-1])
        story.told(seat, session.events(len(session.log) - 1), None, lambda event: "")
    view = session.view(None)  # round 2, after its first move: the leader's split
    ctx = TableContext(names=names, levels=["easy"] * 3, moves=since_deal(story.moves, None, False))
    html = table.render(view, table.new_ui(view), ctx, t)
    assert t("divide.ev.row", name=names[view["leader"]]) in html


def test_a_vote_by_key_clears_the_refusal_of_the_key_before(platform: FakePlatform) -> None:
    """Issue 30, Divide round 6, 2: "1" for the discarded part said why, then "2" voted, and the
    refusal stayed on the status line (a key, unlike a tap, never cleared it)."""
    controller, session = hot_seat(platform)
    reveal_and_act(controller, platform, 0, "split 2 4")
    reveal_and_act(controller, platform, 1, "discard W")
    if "privacy-screen" in platform.html:
        controller.dispatch("reveal", {})
    controller.key("1")
    assert controller.screen.message.kind == "error" and "discarded" in controller.screen.message.text
    controller.key("2")
    assert session.log[-1].action == "vote B"
    assert controller.screen.message.text == ""
