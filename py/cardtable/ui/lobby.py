"""The lobby: choose a game, its options and seats; continue or manage saved games.

Also pre-rendered at build time (``ui/prerender.py``) so it paints before Python is up.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from ..app.games import playable_game_ids
from ..app.i18n import LANGUAGE_NAMES, Translator, and_list, has_text, translator
from ..app.lessons import lesson_for
from ..app.links import option_to_text
from ..app.saves import SaveSummary, SetAside
from ..app.session import MAX_NAME_LENGTH, Seat
from ..app.settings import Settings
from ..app.timeline import PACE_FACTORS
from ..bots.base import default_level, levels
from ..engine import registry
from ..engine.core import FIRST_PLAYER, OptionSpec
from .kit import option_key, table_for, title_key
from .markup import Markup, classes, h, join
from .table import language_picker

HUMAN = "human"


def default_game() -> str:
    return playable_game_ids()[0]


def remembered_draft(settings: Settings) -> LobbyDraft:
    """A fresh lobby opens on the game chosen last time (kept in the settings)."""
    return LobbyDraft(settings.game) if settings.game in playable_game_ids() else LobbyDraft()


@dataclass(frozen=True)
class LobbyDraft:
    """The game being set up in the lobby."""

    game: str = field(default_factory=default_game)
    options: dict[str, Any] = field(default_factory=dict)
    seats: tuple[Seat, ...] = ()
    practice: bool = False
    # The last rule setting that could not be taken: (option, message), shown beside it.
    option_error: tuple[str, str] | None = None
    # The player count last chosen for each other game, which it opens with again.
    counts: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        if not self.seats:  # a fresh lobby: one person against bots
            count = _default_count(self.game)
            seats = (Seat("Player 1"),) + tuple(_bot_seat(self.game, i) for i in range(1, count))
            object.__setattr__(self, "seats", seats)
            if not self.options:
                object.__setattr__(self, "options", dict(table_for(self.game).lobby_options))

    def with_game(self, game: str) -> LobbyDraft:
        """The draft for another game: the same people and bots in their seats, as many as that
        game had when it was last set up here (else its default), never another game's count."""
        counts = {**dict(self.counts), self.game: len(self.seats)}
        available = levels(game)
        seats = tuple(
            seat if seat.bot is None or seat.bot in available else replace(seat, bot=default_level(game))
            for seat in self.seats
        )
        options = dict(table_for(game).lobby_options)
        drafted = LobbyDraft(game, options, seats, self.practice, counts=tuple(sorted(counts.items())))
        return drafted.with_player_count(counts.get(game, _default_count(game)))

    def with_player_count(self, count: int) -> LobbyDraft:
        info = registry.rules_class(self.game).info
        count = max(info.min_players, min(info.max_players, count))
        seats = self.seats[:count]
        while len(seats) < count:
            seats += (_bot_seat(self.game, len(seats)),)
        options = dict(self.options)
        if isinstance(options.get("first_player"), int) and options["first_player"] >= count:
            options.pop("first_player")
        return replace(self, seats=seats, options=options)


SHORT_RANGE = 12
"""A whole-number option with fewer values than this, beside named choices, lists them all."""
NUMBER = "number"
"""The list entry that stands for "a number" in an option with named choices and a range."""


def _select(data: dict[str, Any], choices: list[tuple[str, str]], value: Any) -> Markup:
    return h(
        "select", data, [h("option", {"value": v, "selected": v == option_to_text(value)}, text) for v, text in choices]
    )


def _number_field(data: dict[str, Any], spec: OptionSpec, value: Any) -> Markup:
    attributes = {"type": "number", "inputmode": "numeric", "min": spec.minimum, "max": spec.maximum, "value": value}
    return h("input", {**data, **attributes})


def _default_count(game: str) -> int:
    """A game's first player count: as many seats as fit 4."""
    info = registry.rules_class(game).info
    return max(info.min_players, min(info.max_players, 4))


def _bot_seat(game: str, index: int) -> Seat:
    return Seat(f"Bot {index + 1}", default_level(game))


def default_name(index: int, bot: bool, t: Translator) -> str:
    return t("lobby.default_bot" if bot else "lobby.default_player", number=index + 1)


def localise_names(draft: LobbyDraft, t: Translator) -> LobbyDraft:
    """Seats still called by a default name ("Player 2", "Бот 3" …, in any language)
    take the default of the language and of the seat's kind; names people typed stay."""
    seats = tuple(
        replace(seat, name=localised_name(seat, i, len(draft.seats), t)) for i, seat in enumerate(draft.seats)
    )
    return replace(draft, seats=seats)


def localised_name(seat: Seat, index: int, seats: int, t: Translator) -> str:
    """A seat's name as the page's language says it: a default name ("Joueur 1", in any
    language) is the language's own default for that seat; a name someone typed stays."""
    if seat.name in _default_names(seats):
        return default_name(index, seat.bot is not None, t)
    return seat.name


def localised_names(names: Sequence[str], seats: int, t: Translator) -> list[str]:
    """Names kept without their seats (a save's list of players, its winners) as the page's
    language says them: a default name is the language's own for the seat it names."""
    return [default_name(*_default_names(seats)[name], t) if name in _default_names(seats) else name for name in names]


@cache
def _default_names(seats: int) -> dict[str, tuple[int, bool]]:
    """Every language's default names for ``seats`` seats, each with the seat and kind it names."""
    return {
        default_name(i, bot, translator(lang)): (i, bot)
        for lang in LANGUAGE_NAMES
        for i in range(seats)
        for bot in (False, True)
    }


def render_lobby(
    draft: LobbyDraft,
    settings: Settings,
    t: Translator,
    *,
    saves: list[SaveSummary] | None = None,
    aside: list[SetAside] | None = None,
    ready: bool = True,
    message: str = "",
    message_kind: str = "info",
    message_actions: tuple[tuple[str, str], ...] = (),
) -> Markup:
    return h(
        "div",
        {"class": "screen lobby"},
        h(
            "header",
            {"class": "top-bar"},
            # Where the focus goes when the control that had it is gone (the match's summary,
            # closed from the keyboard, leads here): never <body>.
            h("h1", {"tabindex": "-1", "data-focus-home": True}, "Cardtable"),
            language_picker(settings.lang, t),
            h(
                "label",
                {"class": "lang"},
                h("span", {"class": "sr-only"}, t("lobby.pace")),
                h(
                    "select",
                    {"data-action": "set-pace", "id": "pace", "aria-label": t("lobby.pace")},
                    [
                        h("option", {"value": pace, "selected": pace == settings.pace}, t(f"lobby.pace.{pace}"))
                        for pace in PACE_FACTORS
                    ],
                ),
            ),
            h(
                "label",
                {"class": "lang four-colour-toggle"},
                h(
                    "input",
                    {
                        "type": "checkbox",
                        "id": "four-colour",
                        "data-action": "set-four-colour",
                        "checked": settings.four_colour,
                    },
                ),
                h("span", {}, t("settings.four_colour")),
            ),
            h(
                "label",
                {"class": "lang four-colour-toggle"},
                h(
                    "input",
                    {
                        "type": "checkbox",
                        "id": "large-cards",
                        "data-action": "set-large-cards",
                        "checked": settings.large_cards,
                    },
                ),
                h("span", {}, t("settings.large_cards")),
            ),
        ),
        h("p", {"class": "tagline"}, t("lobby.tagline")),
        message
        and h(
            "p",
            {"class": classes("status", f"is-{message_kind}"), "role": "alert"},
            message,
            [
                (" ", h("button", {"type": "button", "data-action": action, "data-autofocus": not index}, label))
                for index, (action, label) in enumerate(message_actions)
            ],
        ),
        h(
            "div",
            {"class": "lobby-columns"},
            _new_game_panel(draft, t, ready),
            _saves_panel(saves or [], aside or [], t),
        ),
    )


def _new_game_panel(draft: LobbyDraft, t: Translator, ready: bool) -> Markup:
    return h(
        "section",
        {"class": "panel new-game", "aria-labelledby": "new-game-title"},
        h("h2", {"id": "new-game-title"}, t("lobby.new_game")),
        h(
            "div",
            {"class": "game-picker", "role": "radiogroup", "aria-label": t("lobby.choose_game")},
            [
                h("div", {"class": "game-choice"}, _game_tile(gid, draft, t), _learn_button(gid, t))
                for gid in playable_game_ids()
            ],
        ),
        _options(draft, t),
        _seats(draft, t),
        h(
            "label",
            {"class": "practice-toggle"},
            h(
                "input",
                {"type": "checkbox", "id": "practice", "data-action": "set-practice", "checked": draft.practice},
            ),
            h(
                "span",
                {},
                h("strong", {}, t("lobby.practice")),
                " ",
                h("span", {"class": "help"}, t("lobby.practice.help")),
            ),
        ),
        h(
            "div",
            {"class": "lobby-actions"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "primary big",
                    "data-action": "start",
                    "id": "start",
                    "disabled": not ready,
                },
                t("lobby.start") if ready else t("lobby.loading"),
            ),
            h("button", {"type": "button", "data-action": "rules", "disabled": not ready}, t("table.rules")),
        ),
    )


def _game_tile(gid: str, draft: LobbyDraft, t: Translator) -> Markup:
    return h(
        "button",
        {
            "type": "button",
            "role": "radio",
            "aria-checked": "true" if gid == draft.game else "false",
            "tabindex": "0" if gid == draft.game else "-1",  # the group is one Tab stop
            "class": classes("game-tile", gid == draft.game and "is-selected"),
            "data-action": "pick-game",
            "data-game": gid,
        },
        h(
            "img",
            {
                "class": "game-cover",
                "src": f"img/{gid}/cover.svg",
                "alt": "",
                "width": "150",
                "height": "100",
                "loading": "lazy",
            },
        ),
        h("span", {"class": "game-name"}, t(title_key(gid))),
        h("span", {"class": "game-players"}, _players_range(gid, t)),
        h("span", {"class": "game-how"}, t(f"{gid}.blurb")),
    )


def _learn_button(gid: str, t: Translator) -> Markup | None:
    """Beside each game that has a lesson: its guided first game (``?learn=<game>`` by link)."""
    if lesson_for(gid) is None:
        return None
    return h(
        "button",
        {
            "type": "button",
            "class": "learn",
            "data-action": "learn",
            "data-game": gid,
            "aria-label": t("lesson.learn_label", game=t(title_key(gid))),
        },
        t("lesson.learn"),
    )


def _options(draft: LobbyDraft, t: Translator) -> Markup:
    cls = registry.rules_class(draft.game)
    try:  # the values in force: presets and defaults filled in
        shown = dict(cls(options=dict(draft.options)).options)
    except ValueError:
        shown = {spec.name: spec.default for spec in cls.option_specs}
    secondary = table_for(draft.game).folded_options
    offered = [spec for spec in cls.option_specs if spec.applies_to(len(draft.seats))]
    main = [_option(draft, spec, shown[spec.name], t) for spec in offered if spec.name not in secondary]
    more = [_option(draft, spec, shown[spec.name], t) for spec in offered if spec.name in secondary]
    # The rules fold away (the rulebook's are the defaults, as a fresh lobby sets them: a
    # game's ``lobby_options`` are standard too); the summary says how many settings differ
    # from them, so a changed game is never a surprise.
    standard = {spec.name: spec.default for spec in cls.option_specs} | dict(table_for(draft.game).lobby_options)
    changed = sum(1 for spec in cls.option_specs if shown[spec.name] != standard[spec.name])
    return h(
        "details",
        {"class": "options", "open": draft.option_error is not None or None},
        h(
            "summary",
            {},
            t("lobby.options"),
            " · ",
            t("lobby.rules_changed", count=changed) if changed else t("lobby.rules_standard"),
        ),
        main,
        more
        and h(
            "details",
            {"class": "more-options", "open": draft.option_error is not None and draft.option_error[0] in secondary},
            h("summary", {}, t("lobby.more_options")),
            more,
        ),
    )


def _choice_label(draft: LobbyDraft, spec: OptionSpec, choice: Any, t: Translator) -> str:
    if isinstance(choice, bool):
        return t("opt.yes") if choice else t("opt.no")
    own = f"{option_key(draft.game, spec.name)}.{choice}"
    if isinstance(choice, int):  # a seat where the option names one (who deals), else a number (a penalty)
        if spec.seat_index_allowed and choice < len(draft.seats):
            return draft.seats[choice].name
        if not has_text(own):
            return str(choice)
    return t(f"{option_key(draft.game, spec.name)}.{choice}")  # a game may word its numbers ("60 seconds")


def _option(draft: LobbyDraft, spec: OptionSpec, value: Any, t: Translator) -> Markup:
    key = option_key(draft.game, spec.name)
    control_id = f"opt-{spec.name}"
    data = {
        "id": control_id,
        "data-action": "set-option",
        "data-option": spec.name,
        "aria-describedby": f"{control_id}-help",
    }
    error = draft.option_error[1] if draft.option_error and draft.option_error[0] == spec.name else None
    if error:
        data["aria-invalid"] = "true"
        data["aria-describedby"] = f"{control_id}-error {control_id}-help"
    if spec.name == FIRST_PLAYER.name:
        label, help_text = t("opt.first_player"), t("opt.first_player.help")
        # The shared "random", a game's own ways to choose (Rummikub's draw for the highest
        # tile), then each seat by name.
        named = [c for c in spec.choices if isinstance(c, str)]
        choices = [
            (c, t("opt.first_player.random") if c == "random" else _choice_label(draft, spec, c, t)) for c in named
        ]
        choices += [(str(i), s.name) for i, s in enumerate(draft.seats)]
    else:
        label = t(key)
        help_text = t(f"{key}.help")
        choices = [(option_to_text(c), _choice_label(draft, spec, c, t)) for c in spec.choices]
    worded = [choice for choice in choices if not choice[0].lstrip("-").isdigit()]
    if spec.minimum is not None and worded and spec.maximum is not None and spec.maximum - spec.minimum < SHORT_RANGE:
        # Named choices and a few numbers (automatic, or 1 to 6): one list.
        numbers = [(str(n), str(n)) for n in range(spec.minimum, spec.maximum + 1)]
        control = _select(data, worded + numbers, value)
    elif spec.minimum is not None and worded:
        # Named choices or any number (play to a score, or a single hand): a list whose last
        # entry is "a number", and the number's own field beside it when one is in force.
        numbered = not isinstance(value, str)
        control = join(
            [
                _select(data, [*worded, (NUMBER, t("opt.a_number"))], NUMBER if numbered else value),
                numbered and _number_field({**data, "id": f"{control_id}-number", "aria-label": label}, spec, value),
            ]
        )
    elif spec.minimum is not None and not isinstance(value, str):
        control = _number_field(data, spec, value)
    else:
        control = h(
            "select",
            data,
            [h("option", {"value": v, "selected": v == option_to_text(value)}, text) for v, text in choices],
        )
    return h(
        "div",
        {"class": "option"},
        h("label", {"for": control_id}, label),
        control,
        error and h("p", {"class": "option-error", "id": f"{control_id}-error", "role": "alert"}, error),
        help_text and h("p", {"class": "help", "id": f"{control_id}-help"}, help_text),
    )


def _seats(draft: LobbyDraft, t: Translator) -> Markup:
    info = registry.rules_class(draft.game).info
    count = len(draft.seats)
    rows = [
        h(
            "li",
            {"class": "seat-row"},
            h("label", {"for": f"seat-name-{i}", "class": "sr-only"}, t("lobby.seat_name", number=i + 1)),
            h(
                "input",
                {
                    "id": f"seat-name-{i}",
                    "type": "text",
                    "maxlength": str(MAX_NAME_LENGTH),
                    "aria-describedby": "name-limit",
                    "value": seat.name,
                    "data-action": "set-name",
                    "data-seat": str(i),
                    "autocomplete": "off",
                },
            ),
            h("label", {"for": f"seat-kind-{i}", "class": "sr-only"}, t("lobby.seat_kind", number=i + 1)),
            h(
                "select",
                {"id": f"seat-kind-{i}", "data-action": "set-seat-kind", "data-seat": str(i)},
                [
                    h("option", {"value": k, "selected": (seat.bot or HUMAN) == k}, t(f"kind.{k}"))
                    for k in (HUMAN, *levels(draft.game))
                ],
            ),
        )
        for i, seat in enumerate(draft.seats)
    ]
    return h(
        "fieldset",
        {"class": "players"},
        h("legend", {}, t("lobby.players")),
        # No stepper where the game fixes the number of players.
        info.min_players < info.max_players
        and h(
            "div",
            {"class": "count"},
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "player-count",
                    "data-count": str(count - 1),
                    "disabled": count <= info.min_players,
                    "aria-label": t("lobby.fewer"),
                },
                "−",
            ),
            h("span", {"aria-live": "polite"}, t("lobby.player_count", count=count)),
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "player-count",
                    "data-count": str(count + 1),
                    "disabled": count >= info.max_players,
                    "aria-label": t("lobby.more"),
                },
                "+",
            ),
        ),
        h("ol", {"class": "seat-rows"}, rows),
        # The field stops at the limit; said here, a name is never cut without a word.
        h("p", {"class": "help", "id": "name-limit"}, t("lobby.name_limit", limit=MAX_NAME_LENGTH)),
    )


def _saves_panel(saves: list[SaveSummary], aside: list[SetAside], t: Translator) -> Markup:
    items = [
        h(
            "li",
            {"class": "save"},
            h(
                "div",
                {"class": "save-info"},
                h(
                    "strong",
                    {},
                    t(title_key(s.game)),
                    s.lesson and [" ", h("span", {"class": "badge"}, t("lesson.badge"))],
                ),
                h("span", {}, ", ".join(localised_names(s.players, len(s.players), t))),
                h("span", {"class": "muted"}, _date(s.updated), " · ", _save_progress(s, t)),
            ),
            h(
                "div",
                {"class": "save-buttons"},
                s.over
                and h(
                    "button",
                    {"type": "button", "class": "primary", "data-action": "replay", "data-save": s.id},
                    t("saves.replay"),
                ),
                not s.over
                and h(
                    "button",
                    {"type": "button", "class": "primary", "data-action": "resume", "data-save": s.id},
                    t("saves.resume"),
                ),
                h("button", {"type": "button", "data-action": "export", "data-save": s.id}, t("saves.export")),
                h(
                    "button",
                    {
                        "type": "button",
                        "data-action": "delete-save",
                        "data-save": s.id,
                        "aria-label": t("saves.delete_named", game=t(title_key(s.game))),
                    },
                    t("saves.delete"),
                ),
            ),
        )
        for s in saves
    ]
    problems = [
        h(
            "li",
            {"class": "save is-aside"},
            h(
                "div",
                {"class": "save-info"},
                h(
                    "strong",
                    {},
                    t("saves.unreadable_game", game=t(title_key(a.game))) if a.game else t("saves.unreadable"),
                ),
                h("span", {}, t(f"saves.reason.{a.reason}")),
            ),
            h(
                "div",
                {"class": "save-buttons"},
                h("button", {"type": "button", "data-action": "export", "data-save": a.id}, t("saves.export")),
                h("button", {"type": "button", "data-action": "delete-save", "data-save": a.id}, t("saves.delete")),
            ),
        )
        for a in aside
    ]
    return h(
        "section",
        {"class": "panel saves", "aria-labelledby": "saves-title"},
        h("h2", {"id": "saves-title"}, t("saves.title")),
        h("ul", {"class": "save-list"}, items + problems)
        if items or problems
        else h("p", {"class": "muted"}, t("saves.none")),
        h(
            "label",
            {"class": "button import"},
            t("saves.import"),
            h(
                "input",
                {
                    "type": "file",
                    "accept": ".json,application/json",
                    "data-action": "import",
                    "id": "import-file",
                    "class": "sr-only",
                },
            ),
        ),
    )


def _players_range(game: str, t: Translator) -> str:
    info = registry.rules_class(game).info
    if info.min_players == info.max_players:
        return t("lobby.player_count", count=info.min_players)
    return t("lobby.players_range", low=info.min_players, high=info.max_players)


def _save_progress(save: SaveSummary, t: Translator) -> str:
    if not save.over:
        return table_for(save.game).describe_progress(save.view, localised_names(save.players, len(save.players), t), t)
    winners = localised_names(save.winners, len(save.players), t)
    return t("saves.finished_won", names=and_list(winners, t)) if winners else t("saves.finished")


def _date(timestamp: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(timestamp))
