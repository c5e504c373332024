"""The screen's assembly: from the controller's state to the markup of the lobby, a
replay, the privacy screen or the table with its dialog. Reads the controller, never
changes it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..app.i18n import has_text
from ..app.timeline import dealt, visible_events
from ..engine.core import Event
from . import dialogs
from . import lobby as lobby_ui
from . import table as table_ui
from .kit import LastMove, TableContext
from .markup import Markup
from .share import GAME_LINK, RETRY_LINK, share_dialog

if TYPE_CHECKING:
    from .controller import Controller


def assemble(c: Controller) -> Markup:
    """The whole screen: the lobby, a replay, the privacy screen or the table with its dialog."""
    if c.session is None:
        saves, aside = c.store.summaries()
        lobby = lobby_ui.render_lobby(
            c.draft,
            c.settings,
            c.t,
            saves=saves,
            aside=aside,
            message=c.message,
            message_kind=c.message_kind,
            message_action=c.message_action,
        )
        if c.dialog == "rules":
            lobby = Markup(lobby + dialogs.rules(c.draft.game, c.t))
        return lobby
    if c.replay_step is not None:
        return _replay(c, c.replay_step)
    pending = c._privacy_needed()
    if pending is not None:
        return table_ui.privacy_screen(c.session.seats[pending].name, c.t, c.table)
    viewer = c.viewer()
    view, ui = c.session.view(viewer), c.ui
    finishing = hand_finishing(c)
    if finishing:
        # The deciding play on the finished hand: nothing of the next deal shows yet, and nobody
        # is to act on it any more (no "to play" mark, no move offered).
        view = {**c.session.rules.view(c.session.states[-2], viewer), "to_act": [], "legal": []}
        ui = c.table.new_ui(view)
    ctx = TableContext(
        names=c.names(),
        levels=[s.bot for s in c.session.seats],
        status=_status(c, viewer),
        message=c.message,
        message_kind=c.message_kind,
        message_action=c.message_action,
        hint=c.hint,
        log=list(reversed(c.log)),  # newest first
        can_undo=c.session.undo_point() is not None,
        undo_reason=c._undo_reason(c.session.undo_blocker()[1]),
        practice=c.session.setup.practice,
        lang=c.settings.lang,
        four_colour=c.settings.four_colour,
        can_hint=viewer is not None and viewer in c.session.to_act() and not c.paused(),
        show_log=c.show_log,
        dialog=_dialog(c),
        moves=seat_moves(c.moves, viewer, finishing),
        recent=tuple(c.recent),
        playing=not c.timeline.idle(),
        seconds_left=c.seconds_left() if c.clock is not None and c.clock.seat == viewer else None,
    )
    return table_ui.render_table_screen(c.session.setup.game, c.table, view, ui, ctx, c.t)


def seat_moves(
    moves: Sequence[tuple[int, tuple[Event, ...]]], viewer: int | None, finishing: bool
) -> tuple[LastMove, ...]:
    """Each seat's latest move since the deal, oldest first, as ``viewer`` may see it (the
    events are filtered here, at each render: in hot-seat the viewer changes). A move that
    dealt the next hand leaves the table empty, unless the finished hand is still on show."""
    if moves and not finishing and dealt(moves[-1][1]):
        return ()
    latest: dict[int, tuple[Event, ...]] = {}
    for seat, events in moves:
        latest.pop(seat, None)  # moving again puts the seat last
        latest[seat] = events
    return tuple(
        LastMove(seat, tuple(event.to_dict() for event in visible_events(events, viewer)))
        for seat, events in latest.items()
    )


def hand_finishing(c: Controller) -> bool:
    """From a hand's deciding play until Continue on its summary."""
    assert c.session is not None
    due = c.dialog_due == "hand" or c.dialog in ("hand", "hand_table")
    return due and len(c.session.states) > 1


def _replay(c: Controller, step: int) -> Markup:
    assert c.session is not None
    session, names = c.session, c.names()
    rules, state = session.rules, session.states[step]
    moves: tuple[LastMove, ...] = ()
    said = c.t("replay.start")
    if step > 0:
        move = session.log[step - 1]
        events = visible_events(session.events(step - 1), None)
        moves = (LastMove(move.seat, tuple(event.to_dict() for event in events)),)
        said = " ".join(c.table.describe_event(event.to_dict(), names, None, c.t) for event in events)
    hands = [rules.view(state, seat).get("hand") for seat in range(len(names))]
    ctx = TableContext(
        names=names,
        levels=[s.bot for s in session.seats],
        status=said,
        moves=moves,
        lang=c.settings.lang,
        practice=session.setup.practice,
        four_colour=c.settings.four_colour,
    )
    return table_ui.render_replay_screen(
        session.setup.game, c.table, rules.view(state, None), hands, step, len(session.log), ctx, c.t
    )


def _dialog(c: Controller) -> Markup | None:
    assert c.session is not None
    session, t = c.session, c.t
    if c.dialog == "hand":
        return dialogs.hand_over(c.table, session.view(None), c.names(), t)
    if c.dialog == "game":
        outcome = session.rules.outcome(session.state)
        assert outcome is not None
        return dialogs.game_over(
            c.table, outcome.to_dict(), session.view(None), c.names(), t, practice=session.setup.practice
        )
    if c.dialog == "rules":
        return dialogs.rules(session.setup.game, t)
    if c.dialog == "keys":
        return dialogs.keys(c.table.shortcuts(), t)
    if c.dialog == "switch" and c.pending_link is not None:
        return dialogs.switch_game(c.pending_link.game, [s.name for s in c.pending_link.seats], t)
    if c.dialog == "share":
        # Practice: the link that plays the reviewed turn again; else the game's own.
        texts = RETRY_LINK if c.sharing_retry else GAME_LINK
        return share_dialog(c._share_url(), t, can_share=c.platform.can_share(), texts=texts, said=c.message)
    return None


def _status(c: Controller, viewer: int | None) -> str:
    assert c.session is not None
    acting = c.session.to_act()
    if not acting:
        return c.t("status.over")
    if hand_finishing(c):
        return c.t(getattr(c.table, "hand_over_key", "dialog.hand_over"))
    if viewer in acting:
        # A game may name the step its phase stands for ("Knock: lay down your melds").
        step = f"{c.session.setup.game}.status.{c.session.view(viewer).get('phase')}"
        if has_text(step):
            return c.t(step)
        if len(acting) > 1:  # a window everyone answers at once: not a turn, the next to play may be a bot
            return c.t("status.answer_now")
        if len(c.session.human_seats()) > 1:  # hot-seat: say whose turn it is
            return c.t("status.your_turn_named", name=c.session.seats[viewer].name)
        return c.t("status.your_turn")
    if len(acting) > 1:  # a window in which several seats may act (votes, out-of-turn plays)
        return c.t("status.waiting_for_several", names=", ".join(c.session.seats[s].name for s in acting))
    seat = acting[0]
    name = c.session.seats[seat].name
    return c.t("status.bot_thinking", name=name) if c.session.seats[seat].bot else c.t("status.waiting", name=name)
