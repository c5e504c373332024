"""Hot-seat: several people share one device. Whose hand is on screen, who holds the
device, and when the privacy screen must hide a hand before the next person looks."""

from __future__ import annotations

from dataclasses import dataclass

from ..app.session import MatchSession


@dataclass
class HotSeat:
    revealed: int | None = None  # whose hand is on screen
    holder: int | None = None  # the person who has the device (the last to reveal)

    def viewer(self, session: MatchSession) -> int | None:
        """Whose hand is on screen: the only human, or the hot-seat player who revealed."""
        humans = session.human_seats()
        if len(humans) == 1:
            return humans[0]
        if self.revealed is None and acting_human(session) == self.holder:
            return self.holder  # nobody else had the device since: no handover to oneself
        return self.revealed

    def privacy_needed(self, session: MatchSession) -> int | None:
        """The person whose turn it is, when their hand must wait behind the privacy screen."""
        if len(session.human_seats()) < 2:
            return None
        acting = acting_human(session)
        if acting is not None and acting not in (self.revealed, self.holder):
            return acting
        return None

    def reveal(self, session: MatchSession) -> None:
        """The person whose turn it is shows their hand (and now holds the device)."""
        self.revealed = self.holder = acting_human(session)

    def moved(self, session: MatchSession, seat: int) -> None:
        """After ``seat``'s move: hide that hand before the next player looks. A player who acts
        again (a knock laid down step by step) keeps the device."""
        if len(session.human_seats()) > 1 and seat not in session.to_act():
            self.revealed = None


def acting_human(session: MatchSession) -> int | None:
    return next((s for s in session.to_act() if session.seats[s].is_human), None)
