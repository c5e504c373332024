"""The status line of Santa's Game says the step the person is at: a round opened by Santa Claus
asks its dealer for a colour, no card (issue 30, Santa 1, round 6: it said "Your turn")."""

from __future__ import annotations

import re

from controller_helpers import open_link

from cardtable.app.session import MatchSetup, Seat


def test_the_opening_santa_asks_its_dealer_for_a_colour_on_the_status_line() -> None:
    # Seed 68: the first round opens on Santa Claus, dealt by Me.
    controller, platform = open_link(MatchSetup("santas_game", (Seat("Me", None), Seat("Bot", "easy")), 68))
    session = controller.session
    assert session is not None and session.view(0)["phase"] == "colour" and session.to_act() == (0,)
    status = re.search(r'<p class="status"[^>]*>([^<]*)', platform.html)
    assert status is not None and status.group(1) == "Name the colour for the opening Santa Claus."
    assert "Name the colour for the opening Santa Claus." in platform.announced
