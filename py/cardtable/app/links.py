"""Share links: a URL query that starts the identical match on any device.

``?lang=ru&game=<id>&seed=81234&seat=h:Anna&seat=b:hard&seat=b:hard:Robo&o.<option>=<value>&end=<check>``

A link may also carry ``pos=<text>``: a position to start from ("play this turn again"),
the game's own compact text (``Rules.position_to_text``), which only the game reads
(``Rules.new_game_from_position``): the seed then deals what the position leaves open.

Links get cut: a chat or a mail wraps a long URL, a person copies half of it. So the language
comes first (whatever is lost, the refusal is said in the link's language) and ``end``, a
short check over everything before it, comes last: a link cut anywhere lacks it or fails it,
and is refused as cut off instead of opening another game. Links made before ``end`` existed
(``game`` first, ``lang`` last) still open.

Everything in a link is untrusted text: it is parsed strictly, names are cleaned
to plain text, and anything wrong gives a ``LinkError`` whose ``code`` the lobby says
in the link's language.

>>> game = playable_game_ids()[0]
>>> setup = MatchSetup(game, (Seat("Anna"), Seat("Robo", "hard")), 81234)
>>> query = to_query(setup, "ru")
>>> query.startswith(f"?lang=ru&game={game}&seed=81234&seat=h:Anna&seat=b:hard:Robo&end=")
True
>>> parsed, lang = from_query(query)
>>> parsed == setup, lang
(True, 'ru')
>>> from_query(query[:-1])
Traceback (most recent call last):
...
cardtable.app.links.LinkError: This link was cut off: its end is missing.
"""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any
from urllib.parse import parse_qsl, urlencode

from ..bots import base as bots
from ..engine import registry
from ..engine.core import OptionSpec
from .games import playable_game_ids
from .i18n import LANGUAGES, translator
from .lessons import lesson_for
from .session import MatchSetup, Seat, clean_name

MAX_QUERY_CHARS = 4000
END = "end"  # the last pair: the check over all the pairs before it
PAGE_PARAMS = ("bot_delay",)  # read by the page itself, never part of a game link (tests add them)

# Why a link cannot start a game (``LinkError.code``); the lobby has a text for each,
# ``link.reason.<code>`` filled from ``LinkError.params``.
LINK_ERRORS = (
    "too_long",
    "cut_off",
    "changed",
    "unknown_game",
    "unknown_option",
    "bad_option",
    "no_seed",
    "bad_seat",
    "unknown_bot",
    "players",
    "players_exact",
    "bad_first_player",
    "bad_position",
    "bad_setup",
)


class LinkError(ValueError):
    """The link cannot start a game. ``code`` (one of ``LINK_ERRORS``) and ``params`` are for the
    person's text, ``str()`` is for logs and tests; ``lang`` is the link's language when it
    could be read (the refusal is said in it)."""

    def __init__(self, code: str, message: str, *, lang: str | None = None, **params: str | int) -> None:
        assert code in LINK_ERRORS, code
        super().__init__(message)
        self.code = code
        self.params = params
        self.lang = lang

    @property
    def cut_off(self) -> bool:
        """The link lost its end on the way (a message that wraps or truncates long URLs)."""
        return self.code == "cut_off"


def to_query(setup: MatchSetup, lang: str) -> str:
    pairs: list[tuple[str, str]] = [("lang", lang), ("game", setup.game), ("seed", str(setup.seed))]
    for index, seat in enumerate(setup.seats):
        pairs.append(("seat", _seat_to_text(seat, index, lang)))
    defaults = {spec.name: spec.default for spec in registry.rules_class(setup.game).option_specs}
    for name, value in sorted(setup.options.items()):
        if value != defaults.get(name):
            pairs.append((f"o.{name}", option_to_text(value)))
    if setup.practice:
        pairs.append(("practice", "1"))
    if setup.position:
        pairs.append(("pos", setup.position))
    # ":" needs no escape in a query: left as it is, each seat is 4 characters shorter.
    return "?" + urlencode([*pairs, (END, link_check(pairs))], safe=":")


def link_check(pairs: list[tuple[str, str]]) -> str:
    """Six letters that stand for the pairs: a link cut or changed anywhere no longer has them.

    They are taken over the decoded pairs, so a chat that re-escapes the URL's characters
    (``%3A`` for ``:``, ``+`` for a space) leaves them right.

    >>> link_check([("lang", "en"), ("game", "x")]) == link_check([("lang", "en"), ("game", "x")])
    True
    >>> link_check([("lang", "en"), ("game", "x")]) == link_check([("lang", "en"), ("game", "")])
    False
    """
    digest = hashlib.sha256(json.dumps(pairs, ensure_ascii=False).encode()).digest()
    return base64.b32encode(digest)[:6].decode().lower()


def _pairs(query: str) -> list[tuple[str, str]]:
    pairs = parse_qsl(query.lstrip("?#"), keep_blank_values=True)
    return [(key, value) for key, value in pairs if key not in PAGE_PARAMS]


def _is_new(pairs: list[tuple[str, str]]) -> bool:
    """A link written with its language first and its check last (old ones start with the game)."""
    return bool(pairs) and pairs[0][0] == "lang"


def is_game_link(query: str) -> bool:
    """Whether the page was opened with a game link (whole or not): anything past a lone ``lang``."""
    pairs = _pairs(query)
    return "game=" in query or (_is_new(pairs) and (len(pairs) > 1 or "&" in query))


LEARN = "learn"  # ?lang=fr&learn=<game>: that game's lesson, which a teacher can share


def lesson_link(game: str, lang: str) -> str:
    """The query that opens ``game``'s lesson in ``lang``.

    >>> lesson_link("some_game", "cs")
    '?lang=cs&learn=some_game'
    """
    return "?" + urlencode([("lang", lang), (LEARN, game)])


def lesson_of(query: str) -> str | None:
    """The game whose lesson the link opens, None when it is no lesson link; ``LinkError`` when
    it names a game without a lesson.

    >>> from .lessons import lesson_games
    >>> game = lesson_games()[0]
    >>> lesson_of(f"?lang=en&learn={game}") == game, lesson_of("?lang=en")
    (True, None)
    """
    pairs = dict(_pairs(query[:MAX_QUERY_CHARS]))
    if LEARN not in pairs:
        return None
    game = pairs[LEARN]
    if lesson_for(game) is None:
        raise LinkError("unknown_game", f"No lesson for {game[:30]!r}.", lang=language_of(query), game=game[:30])
    return game


def language_of(query: str) -> str | None:
    """The language a link asks for, if it names one Cardtable speaks (read even from a link
    that cannot start a game, so that its refusal is said in that language).

    >>> language_of("?lang=fr&game=nope"), language_of("?game=x&lang=xx"), language_of("?lang=cs")
    ('fr', None, 'cs')
    """
    lang = dict(_pairs(query)).get("lang")
    return lang if lang in LANGUAGES else None


def from_query(query: str) -> tuple[MatchSetup, str]:
    """Parse a share link's query; raise ``LinkError`` when anything is off."""
    lang = language_of(query[:MAX_QUERY_CHARS])
    if len(query) > MAX_QUERY_CHARS:
        raise LinkError("too_long", "This link is too long to be a Cardtable game link.", lang=lang)
    pairs = _pairs(query)
    if _is_new(pairs):
        _check_whole(pairs, lang)
        pairs = pairs[:-1]
    try:
        return _parse_pairs(pairs)
    except LinkError as error:
        # An old link is written with ``lang`` last: a bad one without it lost its end on the way.
        if not _is_new(pairs) and "lang" not in dict(pairs):
            raise LinkError("cut_off", "This link was cut off: its end is missing.", lang=lang) from None
        error.lang = lang
        raise


def _check_whole(pairs: list[tuple[str, str]], lang: str | None) -> None:
    """Refuse a link whose check is missing (cut off) or wrong (cut inside it, or changed)."""
    given = pairs[-1][1] if pairs[-1][0] == END else ""
    wanted = link_check(pairs[:-1]) if given else ""
    if not given or (given != wanted and wanted.startswith(given)):
        raise LinkError("cut_off", "This link was cut off: its end is missing.", lang=lang)
    if given != wanted:
        raise LinkError("changed", "This link was changed on the way: its check does not match.", lang=lang)


def _parse_pairs(pairs: list[tuple[str, str]]) -> tuple[MatchSetup, str]:
    lang = dict(pairs).get("lang", "en")
    if lang not in LANGUAGES:
        lang = "en"
    single: dict[str, str] = {}
    seats: list[Seat] = []
    options_text: dict[str, str] = {}
    for key, value in pairs:
        if key == "seat":
            seats.append(_seat_from_text(value, len(seats), lang))
        elif key.startswith("o."):
            options_text[key[2:]] = value
        else:
            single[key] = value
    game = single.get("game", "")
    if game not in playable_game_ids():
        raise LinkError("unknown_game", f"This link names a game that is not here ({game[:30]!r}).", game=game[:30])
    cls = registry.rules_class(game)
    specs = {spec.name: spec for spec in cls.option_specs}
    options: dict[str, Any] = {}
    for name, text in options_text.items():
        if name not in specs:
            raise LinkError(
                "unknown_option", f"This link has an unknown rule option ({name[:30]!r}).", option=name[:30]
            )
        try:
            options[name] = option_from_text(specs[name], text)
        except ValueError as error:
            raise LinkError("bad_option", f"This link has a bad rule option: {error}.", option=name) from None
    seed_text = single.get("seed", "")
    if not seed_text.isdigit() or len(seed_text) > 16:
        raise LinkError("no_seed", "This link has no valid deal number (seed).")
    low, high = cls.info.min_players, cls.info.max_players
    if not low <= len(seats) <= high:
        message = f"This link seats {len(seats)} players; the game takes {low} to {high}."
        raise LinkError("players" if low < high else "players_exact", message, low=low, high=high)
    for seat in seats:
        if seat.bot is not None and seat.bot not in bots.levels(game):
            raise LinkError("unknown_bot", f"This link has an unknown bot level ({seat.bot!r}).", level=seat.bot)
    first = options.get("first_player")
    if isinstance(first, int) and not isinstance(first, bool) and first >= len(seats):
        raise LinkError("bad_first_player", "This link's first player is not one of its seats.")
    try:
        setup = MatchSetup(
            game, tuple(seats), int(seed_text), options, single.get("practice") == "1", single.get("pos", "")
        )
        rules = setup.rules()  # validates the options together
    except ValueError as error:
        raise LinkError("bad_setup", f"This link cannot start a game: {error}.") from None
    if setup.position:
        try:  # the game reads its position strictly, and says what is wrong with a bad one
            setup.first_state(rules)
        except ValueError as error:
            raise LinkError(
                "bad_position", f"This link's position cannot be played: {str(error).rstrip('.')}."
            ) from None
    return setup, lang


# A link is read from a projected QR code, so seats are written short: ``h:Anna`` for a person,
# ``b:hard`` for a bot with the default name of its place in the link's language ("Бот 2"),
# ``b:hard:Robo`` for a named one. Links from before say ``human:`` and ``bot:``.
PERSON, BOT = ("h", "human"), ("b", "bot")


def _default_name(index: int, bot: bool, lang: str) -> str:
    return translator(lang)("lobby.default_bot" if bot else "lobby.default_player", number=index + 1)


def _seat_to_text(seat: Seat, index: int, lang: str) -> str:
    if seat.bot is None:
        return f"{PERSON[0]}:{seat.name}"
    named = seat.name != _default_name(index, True, lang)
    return f"{BOT[0]}:{seat.bot}:{seat.name}" if named else f"{BOT[0]}:{seat.bot}"


def _seat_from_text(text: str, index: int, lang: str) -> Seat:
    kind, _, rest = text.partition(":")
    if kind in PERSON:
        return Seat(clean_name(rest, _default_name(index, False, lang)))
    if kind in BOT:
        level, _, name = rest.partition(":")
        if not (level.isascii() and level.isalpha() and len(level) <= 20):
            raise LinkError("unknown_bot", f"This link has an unknown bot level ({level[:20]!r}).", level=level[:20])
        # Whether the game has that level is checked with the game (MatchSetup).
        return Seat(clean_name(name, _default_name(index, True, lang)), level)
    raise LinkError("bad_seat", "This link has a seat that is neither a person nor a bot.")


def option_to_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_from_text(spec: OptionSpec, text: str) -> Any:
    """Give the text the type the option wants; the spec validates it (``ValueError``)."""
    value: Any = text
    wants_int = (
        spec.seat_index_allowed
        or spec.minimum is not None
        or any(isinstance(c, int) and not isinstance(c, bool) for c in spec.choices)
    )
    if text in ("true", "false") and isinstance(spec.default, bool):
        value = text == "true"
    elif wants_int and text.lstrip("-").isdigit() and len(text) < 10:
        value = int(text)
    return spec.validate(value)
