"""The frame around every game's table: top bar, status line, log, dialogs.

The game-specific middle comes from the game's ``GameTable`` (``ui/kit.py``).
"""

from __future__ import annotations

from typing import Any

from ..app.i18n import LANGUAGE_NAMES, Translator
from ..engine.core import JsonDict
from .kit import TABLE_LINE, GameTable, Headline, TableContext, ToYou, title_key
from .markup import Markup, classes, h


def _screen_classes(base: str, game_id: str, ctx: TableContext) -> str:
    """The table's classes: its game's (which scopes the game's stylesheet) and the player's
    card settings, which ``css/cards.css`` applies to every game's cards and tiles."""
    return classes(base, f"game-{game_id}", ctx.four_colour and "four-colour", ctx.large_cards and "large-cards")


def render_table_screen(
    game_id: str, table: GameTable, view: dict[str, Any], ui: Any, ctx: TableContext, t: Translator
) -> Markup:
    middle = table.render(view, ui, ctx, t)
    hinted = table.move_for(view, ctx.hint) if ctx.hint else None
    # A message keeps the status (whose turn, what to do) after it: Undo's "nothing to take
    # back" left no "Your turn" (12 Days replay). Where the table shows a refusal by the hand,
    # the status line shows the status alone (css/table.css). Work under way says nothing more.
    beside = bool(ctx.message) and bool(ctx.status) and ctx.message_kind != "progress"
    return h(
        "div",
        {"class": _screen_classes("screen table-screen", game_id, ctx), "data-coach-targets": ctx.coach_targets},
        _top_bar(game_id, ctx, t),
        ctx.coach,
        h(
            "p",
            {
                "class": classes("status", ctx.message and f"is-{ctx.message_kind}"),
                "role": "status",
                "aria-live": "polite",
                "id": "status",
            },
            h("span", {"class": "status-message"}, ctx.message) if beside else ctx.message or ctx.status,
            beside and h("span", {"class": "status-now"}, ctx.status),
            ctx.message
            and [
                h("button", {"type": "button", "class": "status-action", "data-action": action}, label)
                for action, label in ctx.message_actions
            ],
            hinted
            and h(
                "span",
                {"class": "hint", "data-hint": ctx.hint},
                " ",
                _ended(t("hint.says", action=table.describe_move(hinted, list(ctx.names), t))),
            ),
        ),
        _recent(ctx, t),
        h("div", {"class": "table-body"}, middle),
        _log(ctx, t),
        ctx.dialog,
    )


REPLAY_STEPS = ("first", "prev", "next", "last")


def render_replay_screen(
    game_id: str,
    table: GameTable,
    view: dict[str, Any],
    hands: list[Any],
    step: int,
    steps: int,
    ctx: TableContext,
    t: Translator,
) -> Markup:
    """A finished match, watched move by move with every hand open."""

    def step_button(step_name: str, label: str, enabled: bool, key: str) -> Markup:
        return h(
            "button",
            {
                "type": "button",
                "data-action": "replay-step",
                "data-step": step_name,
                "disabled": not enabled,
                "aria-keyshortcuts": key,
                "aria-label": t(f"replay.{step_name}"),
            },
            label,
        )

    return h(
        "div",
        {"class": _screen_classes("screen table-screen replay", game_id, ctx)},
        h(
            "header",
            {"class": "top-bar"},
            h("h1", {}, t(title_key(game_id)), h("span", {"class": "badge practice"}, t("replay.title"))),
            h(
                "nav",
                {"class": "tools", "aria-label": t("table.tools")},
                language_picker(ctx.lang, t),
                h("button", {"type": "button", "data-action": "to-lobby"}, t("table.lobby")),
            ),
        ),
        h(
            "div",
            {"class": "replay-controls", "data-arrows": True},
            # "|◀" and "▶|" from common glyphs: ⏮ and ⏭ are missing from many phone and Linux fonts.
            step_button("first", "|◀", step > 0, "Home"),
            step_button("prev", "◀", step > 0, "ArrowLeft"),
            h("span", {"class": "replay-count", "aria-live": "polite"}, t("replay.step", step=step, steps=steps)),
            step_button("next", "▶", step < steps, "ArrowRight"),
            step_button("last", "▶|", step < steps, "End"),
        ),
        # A long status scrolls inside its fixed height: the keyboard must reach it too.
        h("p", {"class": "status", "role": "status", "tabindex": "0"}, ctx.status),
        h("div", {"class": "table-body"}, table.render(view, table.new_ui(view), ctx, t)),
        h(
            "section",
            {"class": "open-hands", "aria-label": t("replay.hands")},
            h("h2", {}, t("replay.hands")),
            h(
                "ul",
                {},
                [
                    h("li", {}, h("strong", {}, ctx.names[seat]), " ", table.render_cards(hand, t))
                    for seat, hand in enumerate(hands)
                    if hand is not None
                ],
            ),
        ),
    )


def _top_bar(game_id: str, ctx: TableContext, t: Translator) -> Markup:
    def button(action: str, label: str, enabled: bool = True, key: str | None = None) -> Markup:
        return h(
            "button",
            {"type": "button", "data-action": action, "disabled": not enabled, "aria-keyshortcuts": key},
            label,
        )

    return h(
        "header",
        {"class": "top-bar"},
        # Where the focus goes when the control it was on is gone and no action waits
        # (a played card, now another seat's turn): the game's heading, never <body>.
        h(
            "h1",
            {"tabindex": "-1", "data-focus-home": True},
            t(title_key(game_id)),
            ctx.practice and h("span", {"class": "badge practice"}, t("table.practice")),
        ),
        h(
            "nav",
            {"class": "tools", "aria-label": t("table.tools")},
            # Undo stays pressable when unavailable: a tap puts why on the status line, as every
            # unavailable control does (a phone has no tooltip to show the title).
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "undo",
                    "aria-keyshortcuts": "u",
                    "aria-disabled": "true" if not ctx.can_undo else None,
                    "class": classes(not ctx.can_undo and "is-unavailable"),
                    "title": ctx.undo_reason or None,
                    **(unavailable(ctx.undo_reason) if not ctx.can_undo and ctx.undo_reason else {}),
                },
                t("table.undo"),
            ),
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "hint",
                    "aria-keyshortcuts": "h",
                    **({} if ctx.can_hint else unavailable(t("table.hint_not_now"))),
                },
                t("table.hint"),
            ),
            # On a phone the rest folds under one menu button, so the bar keeps one row
            # (on wider screens the button is hidden and the rest stands in the row).
            h(
                "button",
                {
                    "type": "button",
                    "class": "menu-toggle",
                    "data-menu": "tools-more",
                    "aria-expanded": "false",
                    "aria-controls": "tools-more",
                },
                t("table.menu"),
            ),
            h(
                "div",
                {"class": "tools-more", "id": "tools-more"},
                button("toggle-log", t("table.log")),
                button("share", t("table.share")),
                button("rules", t("table.rules")),
                # "?" in the row; in the phone's menu its name shows beside it.
                h(
                    "button",
                    {"type": "button", "data-action": "keys", "aria-keyshortcuts": "?", "title": t("keys.title")},
                    h("span", {"aria-hidden": "true"}, "?"),
                    h("span", {"class": "tool-name"}, t("keys.title")),
                ),
                language_picker(ctx.lang, t),
                button("to-lobby", t("table.lobby")),
            ),
        ),
    )


def _recent(ctx: TableContext, t: Translator) -> Markup | None:
    """What the other seats did since the viewer's last move, in order, and a Skip
    while the timeline still plays it."""
    if not ctx.recent and not ctx.playing:
        return None
    turns = _turns(ctx.recent)
    return h(
        "section",
        {"class": "recent", "aria-label": t("table.recent")},
        h(
            "ol",
            {"class": "recent-lines"},
            [
                # Each sentence of a turn (the draw, each meld, the discard) a part of its own,
                # which a table may set on lines of their own (Canasta round 7, 1).
                h(
                    "li",
                    {"data-seat": seat, "class": kept and "to-you"},
                    Markup(" ".join(h("span", {"class": "said"}, _ended(line)) for line in lines)),
                )
                for (seat, lines), kept in _drawn_turns(turns)
            ],
        ),
        # The strip shows the latest SHOWN_RECENT_LINES: the earlier ones are a tap away (a
        # trick "won with a 7" whose 7 had scrolled away: 12 Days playtest, round 5).
        len(turns) > SHOWN_RECENT_LINES
        and h(
            "button",
            {"type": "button", "class": "recent-earlier", "data-action": "toggle-log"},
            t("table.recent_earlier"),
        ),
        ctx.playing and h("button", {"type": "button", "data-action": "skip", "id": "skip"}, t("table.skip")),
    )


# The strip holds this many of the latest turns (the log keeps every sentence) and shows fewer
# (css/table.css hides the rest, and the strip offers the log).
RECENT_LINES = 6
SHOWN_RECENT_LINES = 3
KEPT_TO_YOU = 2  # earlier turns done to the viewer kept in sight besides the latest


def _drawn_turns(turns: list[tuple[int, list[str]]]) -> list[tuple[tuple[int, list[str]], bool]]:
    """The turns the strip draws: the latest RECENT_LINES, and the latest KEPT_TO_YOU turns done
    to the viewer (``ToYou``) before the SHOWN_RECENT_LINES it shows, each with whether it stays
    in sight though earlier than those (css/table.css hides the other earlier turns). None from
    before a line about the whole table (a hand's end, a deal): a new hand's strip kept the last
    hand's forced pass in gold (12 Days replay, stop 39)."""
    table_lines = [i for i, (seat, _) in enumerate(turns) if seat == TABLE_LINE]
    since = table_lines[-1] + 1 if table_lines else 0
    earlier = range(since, max(since, len(turns) - SHOWN_RECENT_LINES))
    kept = [i for i in earlier if any(isinstance(line, ToYou) for line in turns[i][1])][-KEPT_TO_YOU:]
    drawn = sorted(set(kept) | set(range(max(0, len(turns) - RECENT_LINES), len(turns))))
    return [(turns[i], i in kept) for i in drawn]


def _ended(sentence: str) -> str:
    """A sentence that ends in a list of cards ("…cut into three: 10, 3, 6") gets its full stop
    when another follows it on the line, so the next name does not read as one more card."""
    return sentence if sentence.rstrip().endswith((".", "!", "?", "…", ":", "»", '"', "—")) else f"{sentence}."


def _turns(recent: tuple[tuple[int, str], ...]) -> list[tuple[int, list[str]]]:
    """The sentences in a row about one seat as one line: a seat's turn (draw, melds, discard)
    is one line, so the strip keeps every turn since the viewer's last move (issue 30, Canasta 5).
    A sentence about the table (a hand's end, a deal) is a line of its own; a ``Headline`` starts one."""
    turns: list[tuple[int, list[str]]] = []
    for seat, line in recent:
        if turns and turns[-1][0] == seat != TABLE_LINE and not isinstance(line, Headline):
            turns[-1][1].append(line)
        else:
            turns.append((seat, [line]))
    return turns


def _log(ctx: TableContext, t: Translator) -> Markup:
    """The whole log, oldest first like the recent moves. Open, it is a panel of its own over
    the table's side (a sheet on a phone), so it is seen where it opens, with its newest lines
    in view (``css/table.css`` scrolls it from the end) and a button to close it."""
    return h(
        "aside",
        {"class": classes("log", ctx.show_log and "is-open"), "aria-label": t("table.log"), "hidden": not ctx.show_log},
        h(
            "div",
            {"class": "log-head"},
            h("h2", {}, t("table.log")),
            h("button", {"type": "button", "data-action": "toggle-log", "class": "log-close"}, t("dialog.close")),
        ),
        h("div", {"class": "log-scroll"}, h("ol", {"class": "log-lines"}, [h("li", {}, line) for line in ctx.log])),
    )


def language_picker(lang: str, t: Translator) -> Markup:
    """The language menu, in the lobby and at the table (the game goes on in the new language)."""
    return h(
        "label",
        {"class": "lang"},
        h("span", {"class": "sr-only"}, t("lobby.language")),
        h(
            "select",
            {"data-action": "set-lang", "id": "lang", "aria-label": t("lobby.language")},
            [h("option", {"value": code, "selected": code == lang}, name) for code, name in LANGUAGE_NAMES.items()],
        ),
    )


def decision_bar(controls: Markup | list[Markup] | None) -> Markup:
    """The actions of the player's current decision (play, pass, draw, take the cards…).
    Tables put their decision controls in this one bar; on a phone the frame pins it to
    the bottom of the screen, within reach of a thumb, whatever the table's length."""
    return h("div", {"class": "hand-actions decision-bar", "data-decision": True}, controls)


def turn_clock(seconds_left: int | None, t: Translator) -> Markup | None:
    """The viewer's countdown ("0:42" beside a drawn clock face), while their turn clock runs
    (``TableContext.seconds_left``); in the last ``LOW_SECONDS`` marked low, with a warning in
    words ("Time is nearly up"), which a colour alone did not give (issue 30, Rummikub round
    4, 4). A timer role: screen
    readers read it when asked, not every second. Each second the controller draws it anew
    in place (``Platform.patch``), not the whole table."""
    if seconds_left is None:
        return None
    left = max(0, seconds_left)
    return h(
        "p",
        {
            "class": classes("turn-clock", left <= LOW_SECONDS and "is-low"),
            "role": "timer",
            "aria-label": t("table.time_left", count=left),
            "data-seconds": left,
        },
        h("span", {"aria-hidden": "true"}, f"{left // 60}:{left % 60:02d}"),
        left <= LOW_SECONDS and h("span", {"class": "time-low"}, t("table.time_low")),
    )


# The countdown turns to a warning for the last seconds of a turn.
LOW_SECONDS = 15


def unavailable(why: str) -> dict[str, str]:
    """The attributes of a control that cannot be used now and says why when touched: it looks
    disabled and stays focusable; a tap or Enter puts ``why`` (a sentence in the player's
    language) on the status line instead of doing the control's action."""
    return {"aria-disabled": "true", "data-why": why}


def input_button(name: str, label: str, *, why: str | None = None, primary: bool = False, **attrs: str) -> Markup:
    """A table's button that hands ``name`` to its ``on_input``; with ``why``, unavailable and
    saying why when touched (``unavailable``)."""
    return h(
        "button",
        {
            "type": "button",
            "class": classes(primary and "primary"),
            "data-action": "input",
            "data-input": name,
            **attrs,
            **(unavailable(why) if why else {}),
        },
        label,
    )


def action_button(action: str, label: str, *, primary: bool = False, **data: str) -> Markup:
    # A primary button takes the focus when its dialog opens.
    attrs: dict[str, Any] = {
        "type": "button",
        "data-action": action,
        "class": classes(primary and "primary"),
        "data-autofocus": primary,
    }
    for key, value in data.items():
        attrs[f"data-{key}"] = value
    return h("button", attrs, label)


def privacy_screen(name: str, t: Translator, table: GameTable, view: JsonDict | None = None) -> Markup:
    """Hands the device over before a hidden hand is shown (hot-seat). A table whose secret is
    not a hand (a vote) words it with ``privacy_texts`` (from the public ``view``, when given):
    (explanation, button) text keys."""
    explain, show = table.privacy_keys if view is None else table.privacy_texts(view)
    return h(
        "div",
        {"class": "screen privacy-screen"},
        h(
            "section",
            {"class": "privacy", "role": "dialog", "aria-modal": "true", "aria-labelledby": "privacy-title"},
            h("h2", {"id": "privacy-title"}, t("privacy.pass_to", name=name)),
            h("p", {}, t(explain, name=name)),
            action_button("reveal", t(show, name=name), primary=True),
            # A way out that shows no hand: the lobby and the saved games (the game stays saved).
            action_button("to-lobby", t("privacy.to_lobby")),
        ),
    )
