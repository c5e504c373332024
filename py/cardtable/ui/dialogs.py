"""The dialogs drawn over the lobby or the table: hand over, game over, rules, share.

Each is a pure function to markup; the controller only decides which one is open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..app.i18n import Translator
from .kit import GameTable, LastMove, title_key
from .markup import Markup, h, join
from .table import action_button


def dialog(
    title: str,
    body: Markup | str,
    buttons: list[Markup],
    t: Translator,
    *,
    dialog_id: str = "dialog",
    close_action: str = "close-dialog",
    summary: bool = False,
    coach: str = "",
) -> Markup:
    """A modal panel drawn over the table (the controller keeps it open until a button).

    Every dialog closes with its × in the corner (always at hand, even at the top of rules
    3,000 px long on a phone) and Esc, both the ``close_action``; all but a ``summary`` also
    with a tap on the dimmed page around it (``data-dismiss`` tells the page's handler which
    control such a tap and Esc stand for). A summary says how a hand or a match ended: a stray
    tap beside it must not close it and deal on."""
    close = h(
        "button",
        {
            "type": "button",
            "class": "dialog-close",
            "data-action": close_action,
            "data-dismiss": True,
            "aria-label": t("dialog.close"),
            "title": t("dialog.close"),
        },
        "×",
    )
    return h(
        "div",
        {"class": "overlay", "data-outside": not summary},
        h(
            "section",
            {
                "class": "dialog",
                "role": "dialog",
                "aria-modal": "true",
                "aria-labelledby": f"{dialog_id}-title",
                "id": dialog_id,
            },
            h("div", {"class": "dialog-head"}, h("h2", {"id": f"{dialog_id}-title"}, title), close),
            # A lesson's coach speaks in the summary too: the panel it speaks from is behind it.
            coach and h("p", {"class": "coach-note"}, coach),
            h("div", {"class": "dialog-body"}, body),
            h("div", {"class": "dialog-buttons", "data-arrows": True}, buttons),
        ),
    )


def rules_help(game_id: str, t: Translator) -> Markup:
    """A game's whole rules from its ``<id>.help`` text: blocks split by blank lines;
    "## " starts a heading, lines of "- " make a list, a block that starts with the
    language's word for "Example" is shown as an example; the rest are paragraphs."""
    example = t("help.example")
    blocks: list[Markup] = []
    for block in t(f"{game_id}.help").split("\n\n"):
        lines = block.strip().split("\n")
        if block.startswith("## "):
            blocks.append(h("h3", {}, block[3:].strip()))
        elif all(line.startswith("- ") for line in lines):
            blocks.append(h("ul", {}, [h("li", {}, line[2:]) for line in lines]))
        elif block.startswith(example):
            blocks.append(h("p", {"class": "example"}, block))
        else:
            blocks.append(h("p", {}, block))
    return h("div", {"class": "rules-help"}, blocks)


def rules(game_id: str, t: Translator) -> Markup:
    close = action_button("close-dialog", t("dialog.continue"), primary=True)
    return dialog(t(title_key(game_id)), rules_help(game_id, t), [close], t)


def moment(title: str, body: Markup, t: Translator) -> Markup:
    """Hot seat: a reveal everyone at the device sees together; Continue plays on."""
    return dialog(title, body, [action_button("close-dialog", t("dialog.continue"), primary=True)], t, summary=True)


def hand_over(
    table: GameTable,
    view: dict[str, Any],
    names: list[str],
    t: Translator,
    moves: Sequence[LastMove] = (),
    coach: str = "",
) -> Markup:
    close = action_button("close-dialog", t("dialog.continue"), primary=True)
    # A table whose deals have another name (rounds) says so with ``hand_over_key``.
    title = t(table.hand_over_key)
    # × and Esc put the summary away to look at the finished table; only Continue deals on.
    # What the hand's moves did comes first (``hand_story``): a summary of scores alone cannot say why.
    body = join([table.hand_story(moves, names, t), table.render_hand_summary(view, names, t)])
    return dialog(title, body, [close], t, close_action="look-at-table", summary=True, coach=coach)


def game_over(
    table: GameTable,
    outcome: dict[str, Any],
    view: dict[str, Any],
    names: list[str],
    t: Translator,
    *,
    practice: bool = False,
    moves: Sequence[LastMove] = (),
    coach: str = "",
) -> Markup:
    again = action_button("new-game-same-seats", t("dialog.play_again"), primary=True)
    lobby = action_button("to-lobby", t("table.lobby"))
    body = join(
        [
            practice and h("p", {"class": "practice-note"}, t("summary.practice")),
            # Who won comes first (issue 30, Divide round 7, 6: a screen reader read the last hand
            # before the winner); then the match's last hand, told as every hand's summary tells
            # its own (``hand_story``, ``moves`` since its deal).
            table.render_game_summary(outcome, view, names, t),
            table.hand_story(moves, names, t),
        ]
    )
    return dialog(
        t("dialog.game_over"), body, [again, lobby], t, close_action="look-at-table", summary=True, coach=coach
    )


# The keys every table has (the controller and the page's handler take them). A label that
# names a key differently in each language is a text key (``keys.cap.*``).
SHARED_KEYS = (
    ("←  →", "keys.arrows"),
    ("keys.cap.activate", "keys.activate"),
    ("h", "keys.hint"),
    ("u", "keys.undo"),
    ("l", "keys.log"),
    ("?", "keys.keys"),
    ("keys.cap.escape", "keys.escape"),
    ("Tab", "keys.tab"),
)


def key_rows(table_keys: Sequence[tuple[str, str]], t: Translator) -> list[tuple[str, str]]:
    """The "?" list: (key as the player's keyboard names it, what it does), each key once —
    a table's own meaning of a shared key (the arrows move a divider) replaces the shared row."""
    own = {label for label, _ in table_keys}
    caps = {"keys.cap.activate": t("keys.cap.activate"), "keys.cap.escape": t("keys.cap.escape")}
    shared = [(caps.get(label, label), t(text)) for label, text in SHARED_KEYS if label not in own]
    return [*((label, t(text)) for label, text in table_keys), *shared]


def switch_game(game_id: str, players: list[str], t: Translator) -> Markup:
    """A shared link was opened while a game is in progress here."""
    switch = action_button("switch-to-link", t("switch.open"), primary=True)
    stay = action_button("close-dialog", t("switch.stay"))
    body = join(
        [
            h("p", {}, t("switch.explain", game=t(title_key(game_id)), players=", ".join(players))),
            h("p", {}, t("switch.kept")),
        ]
    )
    return dialog(t("switch.title"), body, [switch, stay], t)


def keys(table_keys: Sequence[tuple[str, str]], t: Translator) -> Markup:
    """The "?" overlay: every keyboard shortcut of this table, and what the blue outline on the
    table marks (every table draws it: css/table.css ``.just-moved``)."""
    close = action_button("close-dialog", t("dialog.continue"), primary=True)
    rows = [
        h("tr", {}, h("th", {"scope": "row"}, h("kbd", {}, key)), h("td", {}, text))
        for key, text in key_rows(table_keys, t)
    ]
    legend = h(
        "p", {"class": "legend"}, h("span", {"class": "legend-swatch", "aria-hidden": "true"}), t("legend.just_moved")
    )
    body = join([h("table", {"class": "summary keys"}, h("tbody", {}, rows)), legend])
    return dialog(t("keys.title"), body, [close], t)
