"""Let's Divide from round to round (issue 30, Divide round 5): the round's steps name the
round's own leader before, during and after it; the last round is told at the match's end."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from cardtable.app.i18n import translator
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.app.timeline import Timeline
from cardtable.ui.games.divide import TABLE
from cardtable.ui.kit import TableContext
from cardtable.ui.screen import since_deal
from cardtable.ui.story import Story

T = translator("en")
NAMES = ["Ann", "Bob", "Cleo"]


def row_lines(html: str) -> list[str]:
    """The "… turns up the row." lines of the round's steps on the table."""
    return re.findall(r'class="step ev-row[^"]*"[^>]*><span class="step-text">([^<]*)<', html)


def played(players: int, seed: int) -> Iterator[tuple[MatchSession, Story]]:
    """A bots' match, move by move: after each move, the session and the table's story."""
    names = NAMES[:players]
    session = MatchSession(MatchSetup("divide", tuple(Seat(name, "easy") for name in names), seed=seed))
    story = Story(Timeline(None))
    while not session.is_over():
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[-1])
        story.told(seat, session.events(len(session.log) - 1), None, lambda event: "")
        yield session, story


def render(session: MatchSession, story: Story, finishing: bool) -> str:
    names = NAMES[: len(session.seats)]
    view = session.view(None)
    if finishing:  # the finished round behind its summary, as the screen draws it
        view = {**session.rules.view(session.finished_hand(), None), "to_act": [], "legal": [], "moves": []}
    ctx = TableContext(
        names=names, levels=["easy"] * len(names), since_deal=since_deal(story.moves, None, finishing)
    )
    return TABLE.render(view, TABLE.new_ui(view), ctx, T)


@pytest.mark.parametrize("players", [2, 3])
def test_the_round_on_show_names_its_own_leader_every_round(players: int) -> None:
    """Defect 1: behind a round's summary the steps named the player seated before the round's
    leader (the next round's row counted as one more round back); during a round they were right."""
    rounds_seen = 0
    for session, story in played(players, seed=7):
        if session.is_over():
            break
        round_moves = since_deal(story.moves, None, True)
        leader_of_round = round_moves[0].seat  # the round's first move is its leader's split
        if any(event["kind"] == "hand_end" for event in round_moves[-1].events):
            rounds_seen += 1
            lines = row_lines(render(session, story, finishing=True))
            assert lines[:1] == [T("divide.ev.row", name=NAMES[leader_of_round])]
        else:
            lines = row_lines(render(session, story, finishing=False))
            assert lines == [T("divide.ev.row", name=NAMES[session.view(None)["leader"]])]
    assert rounds_seen >= 4
