"""The screen's assembly: from the stage, the match and the saves to the markup of the
lobby, a replay, the privacy screen or the table with its dialog. Reads, never changes."""

from __future__ import annotations

from collections.abc import Sequence

from ..app.i18n import Translator, and_list, has_text
from ..app.timeline import dealt, visible_events
from ..engine.core import Event, JsonDict
from . import coach as coach_ui
from . import dialogs
from . import lobby as lobby_ui
from . import table as table_ui
from .kit import LastMove, TableContext
from .library import SaveLibrary
from .markup import Markup
from .match import Match
from .screen_state import Dialog, ScreenState
from .share import GAME_LINK, RETRY_LINK, share_dialog
from .sharing import Sharing
from .stage import Stage


def assemble(stage: Stage, match: Match | None, library: SaveLibrary, sharing: Sharing) -> Markup:
    """The whole screen: the lobby, a replay, the privacy screen or the table with its dialog."""
    screen, t = stage.screen, stage.t
    if match is None:
        saves, aside = library.store.summaries()
        message = screen.message
        lobby = lobby_ui.render_lobby(
            stage.draft,
            stage.settings,
            t,
            saves=saves,
            aside=aside,
            message=message.text,
            message_kind=message.kind,
            message_actions=message.actions,
        )
        if screen.dialog is Dialog.RULES:
            lobby = Markup(lobby + dialogs.rules(stage.draft.game, t))
        return lobby
    if screen.replay_step is not None:
        return _replay(stage, match, screen.replay_step)
    session = match.session
    pending = match.privacy_needed()
    if pending is not None:
        return table_ui.privacy_screen(match.names()[pending], t, match.table, session.view(None))
    viewer = match.viewer()
    view, ui = session.view(viewer), match.ui
    finishing = hand_finishing(screen, match)
    if finishing:
        # The hand as its deciding move left it: nothing of the next deal shows yet, and nobody
        # is to act on it any more (no "to play" mark, no move offered).
        view = {**session.rules.view(session.finished_hand(), viewer), "to_act": [], "legal": [], "moves": []}
        ui = match.table.new_ui(view)
    undo_point, undo_blocked = match.undo_blocker()
    coaching = coach_ui.coaching(match, screen, t)
    ctx = TableContext(
        names=match.names(),
        levels=[s.bot for s in session.seats],
        status=_status(screen, match, viewer, t),
        message=screen.message.text,
        message_kind=screen.message.kind,
        message_actions=screen.message.actions,
        hint=screen.hint,
        log=list(match.story.log),
        can_undo=undo_point is not None or match.undo_edit() is not None,
        undo_reason=match.undo_reason(undo_blocked),
        practice=session.setup.practice,
        lang=stage.settings.lang,
        four_colour=stage.settings.four_colour,
        large_cards=stage.settings.large_cards,
        can_hint=viewer is not None and viewer in session.to_act() and not screen.paused,
        show_log=screen.show_log,
        dialog=_dialog(stage, match, sharing, coaching.says if coaching is not None else ""),
        moves=seat_moves(match.story.moves, viewer, finishing),
        # The match's last hand stays on the table once it is over: no deal follows it.
        since_deal=since_deal(match.story.moves, viewer, finishing or session.is_over()),
        recent=tuple(match.story.recent),
        # Skip only while others' moves keep the viewer waiting: on their own turn the move on
        # show does not hold them up, and Skip there read as a playback that was not (Santa 6).
        playing=not match.story.timeline.idle() and viewer not in session.to_act(),
        seconds_left=match.timer.seconds_left(viewer),
        showing=_showing(match),
        coach=coach_ui.panel(coaching, t) if coaching is not None else None,
        coach_targets=coach_ui.targets_attribute(coaching),
    )
    return table_ui.render_table_screen(session.setup.game, match.table, view, ui, ctx, t)


def _showing(match: Match) -> JsonDict | None:
    """The event the timeline has on show, if it plays one."""
    beat = match.story.timeline.current()
    return beat.event.to_dict() if beat is not None else None


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


def since_deal(
    moves: Sequence[tuple[int, tuple[Event, ...]]], viewer: int | None, finishing: bool
) -> tuple[LastMove, ...]:
    """Every move since the deal, oldest first, as ``viewer`` may see it (none once the next
    hand is dealt, unless the finished hand is still on show)."""
    if moves and not finishing and dealt(moves[-1][1]):
        return ()
    return tuple(LastMove(seat, tuple(e.to_dict() for e in visible_events(events, viewer))) for seat, events in moves)


def hand_finishing(screen: ScreenState, match: Match) -> bool:
    """From a hand's deciding play until Continue on its summary."""
    return screen.hand_on_show and len(match.session.states) > 1


def _replay(stage: Stage, match: Match, step: int) -> Markup:
    session, names, t = match.session, match.names(), stage.t
    rules, state = session.rules, session.states[step]
    hand_end = session.hand_end(step - 1) if step > 0 else None
    if hand_end is not None:
        state = hand_end  # a hand's deciding move is watched on its own table, not the next deal's
    moves: tuple[LastMove, ...] = ()
    said = t("replay.start")
    if step > 0:
        move = session.log[step - 1]
        events = visible_events(session.events(step - 1), None)
        moves = (LastMove(move.seat, tuple(event.to_dict() for event in events)),)
        said = " ".join(match.table.describe_event(event.to_dict(), names, None, t) for event in events)
    hand: list[tuple[int, tuple[Event, ...]]] = []
    for index in range(step):  # the moves of the hand on show, up to this step
        events_of = session.events(index)
        hand = [] if hand and dealt(hand[-1][1]) else hand
        hand.append((session.log[index].seat, events_of))
    hands = [rules.view(state, seat).get("hand") for seat in range(len(names))]
    ctx = TableContext(
        names=names,
        levels=[s.bot for s in session.seats],
        status=said,
        moves=moves,
        since_deal=since_deal(hand, None, hand_end is not None),
        lang=stage.settings.lang,
        practice=session.setup.practice,
        four_colour=stage.settings.four_colour,
        large_cards=stage.settings.large_cards,
    )
    return table_ui.render_replay_screen(
        session.setup.game, match.table, rules.view(state, None), hands, step, len(session.log), ctx, t
    )


def _dialog(stage: Stage, match: Match, sharing: Sharing, coach: str = "") -> Markup | None:
    session, t, dialog, table = match.session, stage.t, stage.screen.dialog, match.table
    if dialog is Dialog.HAND:
        moves = since_deal(match.story.moves, None, True)
        # One person at the table: the summary speaks to them ("You won the last trick"); at a
        # hot-seat table it is everyone's, told by name.
        humans = session.human_seats()
        reader = humans[0] if len(humans) == 1 else None
        return dialogs.hand_over(table, session.view(reader), match.names(), t, moves, coach)
    moment = match.moment() if dialog is Dialog.MOMENT else None
    if moment is not None:
        return dialogs.moment(*moment, t)
    if dialog is Dialog.GAME:
        outcome = session.rules.outcome(session.state)
        assert outcome is not None
        view = session.view(None)
        last_hand = since_deal(match.story.moves, None, True)
        return dialogs.game_over(
            table,
            outcome.to_dict(),
            view,
            match.names(),
            t,
            practice=session.setup.practice,
            moves=last_hand,
            coach=coach,
        )
    if dialog is Dialog.RULES:
        return dialogs.rules(session.setup.game, t)
    if dialog is Dialog.KEYS:
        return dialogs.keys(table.shortcuts(), t)
    if dialog is Dialog.SWITCH and sharing.pending_link is not None:
        return dialogs.switch_game(sharing.pending_link.game, [s.name for s in sharing.pending_link.seats], t)
    if dialog is Dialog.SHARE:
        # Practice: the link that plays the reviewed turn again; else the game's own.
        texts = RETRY_LINK if stage.screen.sharing_retry else GAME_LINK
        can_share = sharing.platform.can_share()
        return share_dialog(sharing.url(), t, can_share=can_share, texts=texts, said=stage.screen.message.text)
    return None


def to_say_aloud(stage: Stage, match: Match | None) -> tuple[list[str], tuple[str, str]]:
    """What the live region must say after a render, and what was then said: a new message on
    the status line ("Move taken back.", why undo is not possible), and the person's turn when it
    comes. The status node itself is drawn afresh with the screen, and a screen reader may never
    read a node that was replaced."""
    message = stage.screen.message.text
    turn = ""
    if match is not None and stage.screen.replay_step is None and match.privacy_needed() is None:
        viewer = match.viewer()
        if viewer is not None and viewer in match.session.to_act() and not stage.screen.paused:
            turn = f"{len(match.session.log)}:" + _status(stage.screen, match, viewer, stage.t)
        coaching = coach_ui.coaching(match, stage.screen, stage.t)
        if coaching is not None and (turn or coaching.learnt):  # a lesson: the coach says the step
            spoken = " ".join(part for part in (turn.partition(":")[2], coaching.says) if part)
            turn = f"{len(match.session.log)}:{spoken}"
    last_message, last_turn = stage.screen.said
    lines = [message] if message and message != last_message else []
    if turn and turn != last_turn:
        lines.append(turn.partition(":")[2])
    return lines, (message, turn)


def _status(screen: ScreenState, match: Match, viewer: int | None, t: Translator) -> str:
    session, names = match.session, match.names()  # default names in the page's language
    acting = session.to_act()
    if not acting:
        return t("status.over")
    if screen.due is Dialog.HAND and screen.dialog is None and session.log:
        # The hand's deciding move still plays out on the table: "Round over" would say the end
        # before it is seen (Rummikub playtest 7/10, 3). The summary then says it.
        # A game may say what the move does as it plays out ("Revealing the votes…"), by the
        # kind of the move's first event (its own deed), never by reading its action text.
        last, said = session.log[-1], session.events(len(session.log) - 1)
        showing = f"{session.setup.game}.status.showing.{said[0].kind if said else ''}"
        return t(showing if has_text(showing) else "status.showing_move", name=names[last.seat])
    if hand_finishing(screen, match):
        return t(match.table.hand_over_key)
    own = match.table.status(session.view(viewer), names, t)
    if own:
        return own
    if viewer in acting:
        # A game may name the step its phase stands for ("Knock: lay down your melds").
        step = f"{session.setup.game}.status.{session.view(viewer).get('phase')}"
        if has_text(step):
            return t(step)
        hot_seat = len(session.human_seats()) > 1  # hot-seat: say whose hand is on screen
        if len(acting) > 1:  # a window everyone answers at once: not a turn, the next to play may be a bot
            return t("status.answer_now_named", name=names[viewer]) if hot_seat else t("status.answer_now")
        if hot_seat:
            return t("status.your_turn_named", name=names[viewer])
        return t("status.your_turn")
    if len(acting) > 1:  # a window in which several seats may act (votes, out-of-turn plays)
        return t("status.waiting_for_several", names=and_list([names[s] for s in acting], t))
    seat = acting[0]
    name = names[seat]
    return t("status.bot_thinking", name=name) if session.seats[seat].bot else t("status.waiting", name=name)
