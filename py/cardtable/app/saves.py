"""Saved games: versioned JSON documents under namespaced keys of a key-value storage.

A save is ``{schema, app, id, game, options, seats, seed, initial, log, state,
created, updated}`` (and ``position`` for a game started from a shared one). Loading
replays the log over ``initial`` and requires the result to equal the ``state``
snapshot, so a tampered or truncated save is caught.

A save that cannot be read is never dropped silently: it is moved aside under
its own key, reported with a reason, and can still be exported or deleted. One
bad save never hides the others.

The storage is anything with ``get``/``set``/``remove``/``keys`` (``MemoryStorage``
here; the browser's localStorage adapter lives in ``ui``). A full storage raises
``StorageFullError``; the session stays in memory and nothing is lost.
"""

from __future__ import annotations

import json
import re
import time
import unicodedata
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine import registry
from ..engine.core import JsonDict, Outcome
from .bounded_json import JsonRefused, loads_bounded
from .games import playable_game_ids
from .session import MatchSession, MatchSetup, Seat

SCHEMA = 1
APP = "cardtable"
PREFIX = f"{APP}:v{SCHEMA}:"
SAVE_PREFIX = PREFIX + "save:"
ASIDE_PREFIX = PREFIX + "aside:"
# Bounds that any save this app writes keeps far inside, so that a hostile file is judged in
# bounded time (docs/saves-and-links.md has the measured figures). The longest matches the bots
# play (Santa's Game with 10 players, Rummikub with 4) have about 3,300 moves in under 50 kB and
# nest 7 levels deep.
MAX_SAVE_CHARS = 1_000_000
MAX_SAVE_BYTES = 4 * MAX_SAVE_CHARS  # a file's size in UTF-8, before it is read
MAX_SAVE_DEPTH = 32
MAX_MOVES = 20_000
MAX_ACTION_CHARS = 4_000


class StorageFullError(Exception):
    """The storage refused a write because it is full."""


# Why a save cannot be used (``SaveError.reason``); the lobby has a text for each
# (``saves.reason.<reason>``, filled from ``SaveError.params``).
REASONS = (
    "corrupt",
    "foreign",
    "newer",
    "unknown_game",
    "missing",
    "duplicate",
    "too_large",
    "too_deep",
    "not_json",
    "too_many_moves",
    "illegal_move",
    "wrong_deal",
    "wrong_position",
)


class SaveError(ValueError):
    """A save cannot be used; ``reason`` is one of ``REASONS``, ``params`` the whole numbers its
    text needs (``move=12``), ``str()`` is for logs and tests."""

    def __init__(self, reason: str, message: str, **params: int) -> None:
        assert reason in REASONS, reason
        super().__init__(message)
        self.reason = reason
        self.params = params


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStorage:
    """A dict-backed storage (tests, and the fallback when localStorage is unavailable)."""

    def __init__(self, capacity: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.capacity = capacity

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.capacity is not None and used + len(key) + len(value) > self.capacity:
            raise StorageFullError("storage is full")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


# ---------------------------------------------------------------------- documents


def to_document(session: MatchSession, save_id: str, created: float, updated: float) -> dict[str, Any]:
    rules = session.rules
    return {
        "schema": SCHEMA,
        "app": APP,
        "id": save_id,
        **session.setup.to_dict(),
        "initial": rules.state_to_dict(session.initial),
        "log": [[m.seat, m.action] for m in session.log],
        "state": rules.state_to_dict(session.state),
        "created": created,
        "updated": updated,
    }


def from_document(doc: Any) -> MatchSession:
    """Rebuild a session from a save document, or raise ``SaveError`` saying why not.

    The document is untrusted: every field is checked before it sizes any work, and whatever
    else goes wrong in reading it (the game's own state checks included) is the save's
    refusal, never another exception.
    """
    game = _check_header(doc)
    try:
        setup = _setup_of(doc, game)
        rules = setup.rules()
        initial = rules.state_from_dict(doc["initial"])
        # The seed (and position) must be the deal's: a share link made from this game starts from them.
        if initial != setup.first_state(rules):
            raise SaveError("wrong_deal", "The save is damaged: its first deal does not match its seed.")
        session = MatchSession(setup, initial=initial)
        for number, (seat, action) in enumerate(_moves_of(doc), start=1):
            try:
                session.submit(seat, action)
            except ValueError:  # the engine's action errors, malformed or illegal
                raise SaveError("illegal_move", f"Move {number} of the save breaks the rules.", move=number) from None
        snapshot = rules.state_from_dict(doc["state"])
    except SaveError:
        raise
    except KeyError as error:
        raise SaveError("corrupt", f"The save is incomplete (missing {error}).") from None
    except Exception as error:  # a hostile file may trip any check: it is refused, never raised
        raise SaveError("corrupt", f"The save is damaged: {type(error).__name__}: {str(error)[:200]}") from None
    if snapshot != session.state:
        raise SaveError("wrong_position", "The save is damaged: its moves do not lead to its position.")
    return session


def _check_header(doc: Any) -> str:
    """The save's game, once the document is one of ours, of this version, for a game here."""
    if not isinstance(doc, dict) or doc.get("app") != APP:
        raise SaveError("foreign", "This is not a Cardtable save.")
    schema = doc.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError("corrupt", "The save has no version number.")
    if schema > SCHEMA:
        raise SaveError("newer", "This save was made by a newer version of Cardtable; update the page to open it.")
    if schema < SCHEMA:
        raise SaveError("corrupt", f"Save version {schema} is not supported.")
    game = doc.get("game")
    if not isinstance(game, str) or game not in playable_game_ids():
        raise SaveError("unknown_game", f"The game {str(game)[:40]!r} is not known here.")
    return game


def _setup_of(doc: dict[str, Any], game: str) -> MatchSetup:
    """The match's setup; ``ValueError`` (or ``KeyError``) when a field is off."""
    seats = doc["seats"]
    if not isinstance(seats, list) or len(seats) > registry.rules_class(game).info.max_players:
        raise ValueError("the seats are not a list of the game's size")
    seed, options, position = doc["seed"], doc.get("options") or {}, doc.get("position", "")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the seed is not a whole number")
    if not isinstance(options, dict) or not isinstance(position, str):
        raise ValueError("the options or the position are malformed")
    players = tuple(Seat.from_dict(seat, index) for index, seat in enumerate(seats))
    lesson = doc.get("lesson") is True
    return MatchSetup(game, players, seed, options, doc.get("practice") is True, position, lesson)


def _moves_of(doc: dict[str, Any]) -> list[tuple[int, str]]:
    """The save's moves as (seat, action text), checked for shape and size before any is played."""
    log = doc["log"]
    if not isinstance(log, list):
        raise ValueError("the moves are not a list")
    if len(log) > MAX_MOVES:
        raise SaveError("too_many_moves", f"The save has more than {MAX_MOVES} moves.")
    moves = []
    for entry in log:
        if not (isinstance(entry, list) and len(entry) == 2):
            raise ValueError("a move is not a [seat, action] pair")
        seat, action = entry
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(action, str):
            raise ValueError("a move's seat is not a number or its action not text")
        if len(action) > MAX_ACTION_CHARS:
            raise ValueError("a move's action text is too long")
        moves.append((seat, action))
    return moves


# ---------------------------------------------------------------------- the store


@dataclass(frozen=True)
class SaveSummary:
    id: str
    game: str
    players: tuple[str, ...]
    updated: float
    moves: int
    outcome: Outcome | None
    """The match result when it is over (from ``rules.outcome``), else None."""
    view: JsonDict
    """The spectator view of the saved position (the list says how far the match got)."""
    lesson: bool = False  # a lesson's match (the list says so)

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(self.players[seat] for seat in self.outcome.winners) if self.outcome else ()


@dataclass(frozen=True)
class SetAside:
    id: str
    reason: str
    message: str
    game: str | None = None  # the save's game, when that much can still be read


_GAME_FIELD = re.compile(r'"game"\s*:\s*"([a-z_]{1,40})"')


def readable_game(text: str | None) -> str | None:
    """The game of a save that cannot be opened, if its text still names a game played here.

    >>> game = playable_game_ids()[0]
    >>> readable_game('{"app": "cardtable", "game": "' + game + '", "log": [tru') == game
    True
    >>> readable_game("garbage"), readable_game('{"game": "chess"}')
    (None, None)
    """
    found = _GAME_FIELD.search(text or "")
    return found.group(1) if found and found.group(1) in playable_game_ids() else None


class SaveStore:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def write(self, save_id: str, session: MatchSession, now: float) -> None:
        """Autosave. Raises ``StorageFullError``; the session itself is untouched."""
        key = SAVE_PREFIX + save_id
        created = now
        old = self._read_json(key)
        if isinstance(old, dict) and isinstance(old.get("created"), (int, float)):
            created = old["created"]
        text = json.dumps(to_document(session, save_id, created, now), separators=(",", ":"))
        self.storage.set(key, text)

    def load(self, save_id: str) -> MatchSession:
        """Open a save; an unreadable one is moved aside and ``SaveError`` raised."""
        key = SAVE_PREFIX + save_id
        text = self.storage.get(key)
        if text is None:
            raise SaveError("missing", "That saved game no longer exists.")
        try:
            return from_document(_parse(text))
        except SaveError as error:
            if error.reason != "newer":  # a newer app can still open it: leave it in place
                self._set_aside(save_id, text)
            raise

    def delete(self, save_id: str) -> None:
        self.storage.remove(SAVE_PREFIX + save_id)
        self.storage.remove(ASIDE_PREFIX + save_id)

    def export_text(self, save_id: str) -> str:
        """The raw text of a save (or of one set aside), for a file download."""
        text = self.storage.get(SAVE_PREFIX + save_id) or self.storage.get(ASIDE_PREFIX + save_id)
        if text is None:
            raise SaveError("missing", "That saved game no longer exists.")
        return text

    def import_text(self, text: str, new_id: str, now: float) -> str:
        """Check an exported save and store it under a fresh id; raises ``SaveError``
        (reason ``duplicate`` when the very same match is already stored)."""
        session = from_document(_parse(text))
        same = self.find_same(session)
        if same is not None:
            raise SaveError("duplicate", "This game is already among the saved games.")
        self.write(new_id, session, now)
        return new_id

    def find_same(self, session: MatchSession) -> str | None:
        """The id of a stored save of the same match at the same move, if any."""
        wanted = _identity(to_document(session, "", 0, 0))
        for key in self.storage.keys():
            if key.startswith(SAVE_PREFIX):
                doc = self._read_json(key)
                if isinstance(doc, dict) and _identity(doc) == wanted:
                    return key[len(SAVE_PREFIX) :]
        return None

    def restore(self, save_id: str, text: str) -> None:
        """Put back a save that was just deleted (the lobby's Undo)."""
        self.storage.set(SAVE_PREFIX + save_id, text)

    def summaries(self) -> tuple[list[SaveSummary], list[SetAside]]:
        """Every save, newest first, and every save that could not be read (with why)."""
        found: list[SaveSummary] = []
        aside: list[SetAside] = []
        for key in self.storage.keys():
            if key.startswith(ASIDE_PREFIX):
                aside.append(
                    SetAside(
                        key[len(ASIDE_PREFIX) :],
                        "corrupt",
                        "This save is damaged.",
                        readable_game(self.storage.get(key)),
                    )
                )
            elif key.startswith(SAVE_PREFIX):
                save_id = key[len(SAVE_PREFIX) :]
                try:
                    found.append(self._summary(save_id, self.storage.get(key)))
                except SaveError as error:
                    aside.append(SetAside(save_id, error.reason, str(error), readable_game(self.storage.get(key))))
        found.sort(key=lambda s: s.updated, reverse=True)
        return found, aside

    # ------------------------------------------------------------------ internals

    def _summary(self, save_id: str, text: str | None) -> SaveSummary:
        """A quick look for the list: the header fields only (loading replays in full)."""
        doc = _parse(text or "")
        game = _check_header(doc)
        try:
            setup = _setup_of(doc, game)
            log, updated = doc["log"], doc["updated"]
            if not isinstance(log, list) or not isinstance(updated, (int, float)) or isinstance(updated, bool):
                raise ValueError("the moves or the time are malformed")
            # Whether it is over is the rules' word, never a phase name; the full
            # replay check waits until the save is opened.
            rules = setup.rules()
            state = rules.state_from_dict(doc["state"])
            return SaveSummary(
                save_id,
                game,
                tuple(seat.name for seat in setup.seats),
                float(updated),
                len(log),
                rules.outcome(state),
                rules.view(state, None),
                setup.lesson,
            )
        except Exception:  # a hostile save may trip any check: it is listed as damaged
            raise SaveError("corrupt", "This save is damaged.") from None

    def _set_aside(self, save_id: str, text: str) -> None:
        try:
            self.storage.set(ASIDE_PREFIX + save_id, text)
        except StorageFullError:
            return  # keep it where it is rather than lose it
        self.storage.remove(SAVE_PREFIX + save_id)

    def _read_json(self, key: str) -> Any:
        try:
            return _parse(self.storage.get(key) or "null")
        except SaveError:
            return None


def export_filename(text: str, save_id: str) -> str:
    """A file name that says what is inside: cardtable-<game>-<date>-<players>.json.

    >>> export_filename('{"game": "chess", "updated": 0, "seats": [{"name": "Zoë"}, {"name": "Bot 2"}]}', "7")
    'cardtable-chess-1970-01-01-zoe-bot-2.json'
    """
    try:
        doc = _parse(text)
        game = _slug(str(doc["game"]))
        day = time.strftime("%Y-%m-%d", time.gmtime(float(doc["updated"])))
        players = "-".join(_slug(str(seat.get("name", ""))) for seat in doc["seats"])[:60].strip("-")
        return f"cardtable-{game}-{day}-{players}.json"
    except (ValueError, KeyError, TypeError, AttributeError, OverflowError, OSError):
        return f"cardtable-{_slug(save_id)}.json"


def _slug(text: str) -> str:
    """ASCII letters and digits joined by hyphens (accents dropped, other scripts left out)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "game"


def _identity(doc: dict[str, Any]) -> tuple[Any, ...]:
    """What makes two save documents the same match at the same point (not ids or times)."""
    return tuple(
        json.dumps(doc.get(k), sort_keys=True)
        for k in ("game", "options", "seats", "seed", "practice", "position", "lesson", "log")
    )


def _parse(text: str) -> Any:
    try:
        return loads_bounded(text, max_chars=MAX_SAVE_CHARS, max_depth=MAX_SAVE_DEPTH)
    except JsonRefused as refused:
        raise SaveError(refused.reason, f"The save cannot be read: {refused}.") from None
