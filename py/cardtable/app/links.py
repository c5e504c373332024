"""Share links: a URL query that starts the identical match on any device.

``?game=<id>&seed=81234&seat=human:Anna&seat=bot:hard:Robo&o.<option>=<value>&lang=ru``

A link may also carry ``pos=<text>``: a position to start from ("play this turn again"),
the game's own compact text (``Rules.position_to_text``), which only the game reads
(``Rules.new_game_from_position``): the seed then deals what the position leaves open.

Everything in a link is untrusted text: it is parsed strictly, names are cleaned
to plain text, and anything wrong gives a ``LinkError`` whose message the lobby
shows.

>>> game = playable_game_ids()[0]
>>> setup = MatchSetup(game, (Seat("Anna"), Seat("Robo", "hard")), 81234)
>>> query = to_query(setup, "ru")
>>> query == f"?game={game}&seed=81234&seat=human%3AAnna&seat=bot%3Ahard%3ARobo&lang=ru"
True
>>> parsed, lang = from_query(query)
>>> parsed == setup, lang
(True, 'ru')
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlencode

from ..engine import registry
from ..engine.core import OptionSpec
from .games import playable_game_ids
from .session import MatchSetup, Seat, clean_name

LANGUAGES = ("en", "ru", "cs", "fr")
MAX_QUERY_CHARS = 4000


class LinkError(ValueError):
    """The link cannot start a game; the message says why, in plain words. ``cut_off``: the
    link lost its end on the way (a message that wraps or truncates long URLs)."""

    def __init__(self, message: str, *, cut_off: bool = False) -> None:
        super().__init__(message)
        self.cut_off = cut_off


def to_query(setup: MatchSetup, lang: str) -> str:
    pairs: list[tuple[str, str]] = [("game", setup.game), ("seed", str(setup.seed))]
    for seat in setup.seats:
        pairs.append(("seat", f"bot:{seat.bot}:{seat.name}" if seat.bot else f"human:{seat.name}"))
    defaults = {spec.name: spec.default for spec in registry.rules_class(setup.game).option_specs}
    for name, value in sorted(setup.options.items()):
        if value != defaults.get(name):
            pairs.append((f"o.{name}", option_to_text(value)))
    if setup.practice:
        pairs.append(("practice", "1"))
    if setup.position:
        pairs.append(("pos", setup.position))
    pairs.append(("lang", lang))
    return "?" + urlencode(pairs)


def is_game_link(query: str) -> bool:
    return "game=" in query


def from_query(query: str) -> tuple[MatchSetup, str]:
    """Parse a share link's query; raise ``LinkError`` when anything is off."""
    if len(query) > MAX_QUERY_CHARS:
        raise LinkError("This link is too long to be a Cardtable game link.")
    pairs = parse_qsl(query.lstrip("?#"), keep_blank_values=True)
    try:
        return _parse_pairs(pairs)
    except LinkError:
        # ``lang`` is the last pair a link is written with: a bad link without it lost its end
        # on the way (a chat that cut a long URL), and saying so tells the player what to do.
        if "lang" not in dict(pairs):
            raise LinkError("This link was cut off: its end is missing.", cut_off=True) from None
        raise


def _parse_pairs(pairs: list[tuple[str, str]]) -> tuple[MatchSetup, str]:
    single: dict[str, str] = {}
    seats: list[Seat] = []
    options_text: dict[str, str] = {}
    for key, value in pairs:
        if key == "seat":
            seats.append(_seat_from_text(value, len(seats)))
        elif key.startswith("o."):
            options_text[key[2:]] = value
        else:
            single[key] = value
    game = single.get("game", "")
    if game not in playable_game_ids():
        raise LinkError(f"This link names a game that is not here ({game[:30]!r}).")
    specs = {spec.name: spec for spec in registry.rules_class(game).option_specs}
    options: dict[str, Any] = {}
    for name, text in options_text.items():
        if name not in specs:
            raise LinkError(f"This link has an unknown rule option ({name[:30]!r}).")
        try:
            options[name] = option_from_text(specs[name], text)
        except ValueError as error:
            raise LinkError(f"This link has a bad rule option: {error}.") from None
    seed_text = single.get("seed", "")
    if not seed_text.isdigit() or len(seed_text) > 16:
        raise LinkError("This link has no valid deal number (seed).")
    lang = single.get("lang", "en")
    if lang not in LANGUAGES:
        lang = "en"
    try:
        setup = MatchSetup(
            game, tuple(seats), int(seed_text), options, single.get("practice") == "1", single.get("pos", "")
        )
        rules = setup.rules()  # validates the options together
        first = options.get("first_player")
        if isinstance(first, int) and not isinstance(first, bool) and first >= len(seats):
            raise ValueError("the first player is not one of the seats")
    except ValueError as error:
        raise LinkError(f"This link cannot start a game: {error}.") from None
    if setup.position:
        try:  # the game reads its position strictly, and says what is wrong with a bad one
            setup.first_state(rules)
        except ValueError as error:
            raise LinkError(f"This link's position cannot be played: {str(error).rstrip('.')}.") from None
    return setup, lang


def _seat_from_text(text: str, index: int) -> Seat:
    kind, _, rest = text.partition(":")
    if kind == "human":
        return Seat(clean_name(rest, f"Player {index + 1}"))
    if kind == "bot":
        level, _, name = rest.partition(":")
        if not (level.isascii() and level.isalpha() and len(level) <= 20):
            raise LinkError(f"This link has an unknown bot level ({level[:20]!r}).")
        # Whether the game has that level is checked with the game (MatchSetup).
        return Seat(clean_name(name, f"Bot {index + 1}"), level)
    raise LinkError("This link has a seat that is neither a person nor a bot.")


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
