"""The frame around every game's table: top bar, status line, log, dialogs.

The game-specific middle comes from ``cardtable.ui.games.<game_id>``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ..app.i18n import Translator
from .markup import Markup, classes, h, join


@dataclass(frozen=True)
class TableContext:
    """What the table needs besides the engine's view: names, levels, UI-only state."""

    names: list[str]
    levels: list[str | None]
    selection: list[int] = field(default_factory=list)
    status: str = ""
    message: str = ""
    message_kind: str = "info"  # info | error
    hint: str = ""
    log: list[str] = field(default_factory=list)
    can_undo: bool = False
    can_hint: bool = False
    show_log: bool = False
    dialog: Markup | None = None


def game_ui(game_id: str) -> ModuleType:
    return importlib.import_module(f"cardtable.ui.games.{game_id}")


def render_table_screen(game_id: str, view: dict[str, Any], ctx: TableContext, t: Translator) -> Markup:
    middle = game_ui(game_id).render_table(view, ctx, t)
    return h(
        "div",
        {"class": classes("screen table-screen", f"game-{game_id}")},
        _top_bar(game_id, ctx, t),
        h(
            "p",
            {"class": classes("status", ctx.message and f"is-{ctx.message_kind}"), "role": "status", "aria-live": "polite", "id": "status"},
            ctx.message or ctx.status,
            ctx.hint and h("span", {"class": "hint", "data-hint": ctx.hint}, " ", t("hint.says", action=game_ui(game_id).describe_action(ctx.hint, t))),
        ),
        h("div", {"class": "table-body"}, middle),
        _log(ctx, t),
        ctx.dialog,
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
        h("h1", {}, t(f"game.{game_id}")),
        h(
            "nav",
            {"class": "tools", "aria-label": t("table.tools")},
            button("undo", t("table.undo"), ctx.can_undo, "u"),
            button("hint", t("table.hint"), ctx.can_hint, "h"),
            button("toggle-log", t("table.log")),
            button("share", t("table.share")),
            button("rules", t("table.rules")),
            button("to-lobby", t("table.lobby")),
        ),
    )


def _log(ctx: TableContext, t: Translator) -> Markup:
    return h(
        "aside",
        {"class": classes("log", ctx.show_log and "is-open"), "aria-label": t("table.log"), "hidden": not ctx.show_log},
        h("h2", {}, t("table.log")),
        h("ol", {"class": "log-lines"}, [h("li", {}, line) for line in ctx.log]),
    )


def dialog(title: str, body: Markup | str, buttons: list[Markup], t: Translator, *, dialog_id: str = "dialog") -> Markup:
    """A modal panel drawn over the table (the controller keeps it open until a button)."""
    return h(
        "div",
        {"class": "overlay"},
        h(
            "section",
            {"class": "dialog", "role": "dialog", "aria-modal": "true", "aria-labelledby": f"{dialog_id}-title", "id": dialog_id},
            h("h2", {"id": f"{dialog_id}-title"}, title),
            h("div", {"class": "dialog-body"}, body),
            h("div", {"class": "dialog-buttons"}, buttons),
        ),
    )


def action_button(action: str, label: str, *, primary: bool = False, **data: str) -> Markup:
    attrs: dict[str, Any] = {"type": "button", "data-action": action, "class": classes(primary and "primary")}
    for key, value in data.items():
        attrs[f"data-{key}"] = value
    return h("button", attrs, label)


def privacy_screen(name: str, t: Translator) -> Markup:
    """Hands the device over before a hidden hand is shown (hot-seat)."""
    return h(
        "div",
        {"class": "screen privacy-screen"},
        h(
            "section",
            {"class": "privacy", "role": "dialog", "aria-labelledby": "privacy-title"},
            h("h2", {"id": "privacy-title"}, t("privacy.pass_to", name=name)),
            h("p", {}, t("privacy.explain", name=name)),
            action_button("reveal", t("privacy.show", name=name), primary=True),
        ),
    )


def rules_help(game_id: str, t: Translator) -> Markup:
    paragraphs = t(f"help.{game_id}").split("\n\n")
    return join(h("p", {}, p) for p in paragraphs)
