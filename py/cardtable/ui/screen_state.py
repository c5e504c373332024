"""What the screen shows besides the match itself, as one frozen value: the open dialog,
the summary that is due, the status line's message, the hint, the log panel, the replay
step. Every change makes a new value through the small pure functions here."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum


class Dialog(StrEnum):
    HAND = "hand"  # a hand's summary
    GAME = "game"  # the match's summary
    HAND_TABLE = "hand_table"  # the hand's summary put away: the finished table waits for Continue
    GAME_TABLE = "game_table"  # the match's summary put away: the finished table
    RULES = "rules"
    SHARE = "share"
    KEYS = "keys"
    SWITCH = "switch"  # a shared link arrived while a game is in progress
    MOMENT = "moment"  # hot seat: a reveal everyone at the device sees together (GameTable.moment)


# × or Esc on a summary shows the table behind it; a button brings the summary back.
PUT_AWAY = {Dialog.HAND: Dialog.HAND_TABLE, Dialog.GAME: Dialog.GAME_TABLE}
# Dialogs that Esc (or their own ×) simply close.
PLAIN = (Dialog.RULES, Dialog.SHARE, Dialog.KEYS)


@dataclass(frozen=True)
class Message:
    """The status line: a text, its kind (info | error | progress: work under way, which its
    result replaces), and the buttons beside it (data-action, label): a button never outlives
    the message it belongs to."""

    text: str = ""
    kind: str = "info"
    actions: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class ScreenState:
    dialog: Dialog | None = None
    due: Dialog | None = None  # a summary that opens once the timeline has played its events
    message: Message = Message()
    hint: str = ""
    show_log: bool = False
    replay_step: int | None = None  # watching a saved match: how many moves are shown
    sharing_retry: bool = False  # the share dialog shows the link that plays a reviewed turn again
    # What a plain dialog (rules, keys, share) was opened over, back when it closes: the rules
    # read from a finished hand's table closed onto the next deal, unasked (Canasta playtest).
    beneath: Dialog | None = None
    # What was last said aloud (the live region): the status line's message, and the person's turn.
    said: tuple[str, str] = ("", "")

    @property
    def paused(self) -> bool:
        """A dialog is open or about to open: bots wait, and the table takes no input."""
        return self.dialog is not None or self.due is not None

    @property
    def hand_on_show(self) -> bool:
        """A hand's summary is due, open, or put away: the finished hand stays on the table."""
        return self.due is Dialog.HAND or Dialog.HAND_TABLE in (self.dialog, self.beneath) or self.dialog is Dialog.HAND


def say(screen: ScreenState, text: str, kind: str = "info", actions: tuple[tuple[str, str], ...] = ()) -> ScreenState:
    return replace(screen, message=Message(text, kind, actions))


def quiet(screen: ScreenState) -> ScreenState:
    """No message (one said again after this is said aloud again)."""
    return replace(screen, message=Message(), said=("", screen.said[1]))


def at_table(screen: ScreenState) -> ScreenState:
    """A table drawn afresh (a new match, a resumed save, an undo): nothing open or due."""
    return replace(screen, dialog=None, due=None, hint="", replay_step=None, sharing_retry=False, beneath=None)


def open_due(screen: ScreenState) -> ScreenState:
    """The timeline has played: the summary that waited for it opens."""
    if screen.due is None:
        return screen
    return replace(screen, dialog=screen.due, due=None)


def show_summary(screen: ScreenState) -> ScreenState:
    """The summary put away with × comes back."""
    for summary, put_away in PUT_AWAY.items():
        if screen.dialog is put_away:
            return quiet(replace(screen, dialog=summary))
    return screen


def toggle_log(screen: ScreenState) -> ScreenState:
    return replace(screen, show_log=not screen.show_log)


def open_plain(screen: ScreenState, dialog: Dialog) -> ScreenState:
    """Open a plain dialog over what is open now (kept in ``beneath``)."""
    beneath = screen.beneath if screen.dialog in PLAIN else screen.dialog
    return replace(screen, dialog=dialog, beneath=beneath)


def close_plain(screen: ScreenState) -> ScreenState:
    """Close a plain dialog: what it was opened over is open again."""
    return replace(screen, dialog=screen.beneath, beneath=None)


def open_rules(screen: ScreenState) -> ScreenState:
    return open_plain(screen, Dialog.RULES)


def toggle_keys(screen: ScreenState) -> ScreenState:
    return close_plain(screen) if screen.dialog is Dialog.KEYS else open_plain(screen, Dialog.KEYS)
