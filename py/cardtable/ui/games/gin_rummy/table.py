"""The Gin Rummy table: pure functions from a view to markup.

Your hand is shown grouped as the engine arranges it (melds first, then
deadwood) with a live deadwood count. Tap the stock or the upcard to draw; tap
a card, then Discard. Knock, Gin, melds and layoffs appear only when legal.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ....app.i18n import Translator
from ....engine.games.gin_rummy import actions as gin_actions
from ....engine.games.gin_rummy.scoring import SCORE_ITEMS
from ....engine.games.gin_rummy.state import HandEnd, Phase
from ...cards import french_card
from ...kit import Say, Submit, TableContext
from ...markup import Markup, classes, h, join

Selection = tuple[int, ...]
"""The table's UI state: the index (in display order) of the card chosen to discard."""
# Keys that play a move as it is (the rest compose: tap a card, then d).
_KEY_MOVES = {"s": str(gin_actions.DRAW_STOCK), "t": str(gin_actions.TAKE_UPCARD), "k": str(gin_actions.KNOCK), "p": str(gin_actions.PASS)}
# Moves drawn as their own buttons, by their action text; the rest are composed or drawn as piles.
_SIMPLE_MOVES = tuple(
    str(a) for a in (gin_actions.TAKE_UPCARD, gin_actions.DRAW_STOCK, gin_actions.PASS, gin_actions.KNOCK,
                     gin_actions.TAKE_UPCARD_AND_KNOCK, gin_actions.BIG_GIN, gin_actions.DONE)
)

SUITS = {"s": ("♠", "spades"), "h": ("♥", "hearts"), "d": ("♦", "diamonds"), "c": ("♣", "clubs")}
RANKS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}


def rank_label(card: str) -> str:
    return RANKS.get(card[0], card[0])


def card_label(card: str, t: Translator) -> str:
    return t("gin_rummy.card", rank=rank_label(card), suit=t(f"gin_rummy.suit.{SUITS[card[1]][1]}"))


def card(code: str, t: Translator, attrs: dict[str, Any] | None = None, small: bool = False) -> Markup:
    return french_card(code, t, label=card_label(code, t), attrs=attrs, small=small)


def cards_row(codes: list[str], t: Translator) -> Markup:
    return h("span", {"class": "cards-row"}, [card(c, t, small=True) for c in codes])


def display_order(view: dict[str, Any]) -> list[str]:
    """Hand cards in the order shown: each meld of the best arrangement, then deadwood."""
    arrangement = view.get("arrangement") or {"melds": [], "deadwood": view.get("hand", [])}
    order = [c for meld in arrangement["melds"] for c in meld] + list(arrangement["deadwood"])
    rest = [c for c in view.get("hand", []) if c not in order]
    return order + rest


def action_for_selection(view: dict[str, Any], selection: list[int]) -> str | None:
    cards = display_order(view)
    if len(selection) == 1 and 0 <= selection[0] < len(cards):
        action = f"discard {cards[selection[0]]}"
        if action in view["legal"]:
            return action
    return None


def selection_for_action(view: dict[str, Any], action: str) -> list[int]:
    if action.startswith("discard "):
        cards = display_order(view)
        code = action.split()[1]
        return [cards.index(code)] if code in cards else []
    return []


def render_table(view: dict[str, Any], selection: Selection, ctx: TableContext, t: Translator) -> Markup:
    return join([_seats(view, ctx, t), _centre(view, ctx, t), _hand(view, list(selection), ctx, t) if view.get("seat") is not None else None])


def _seats(view: dict[str, Any], ctx: TableContext, t: Translator) -> Markup:
    items = []
    for seat in (0, 1):
        acting = seat in view["to_act"]
        items.append(
            h(
                "li",
                {"class": classes("seat", acting and "is-turn", seat == view.get("seat") and "is-me",
                                  ctx.last_move is not None and ctx.last_move.seat == seat and "just-moved"),
                 "aria-current": "true" if acting else None},
                h("span", {"class": "seat-name"}, ctx.names[seat]),
                ctx.levels[seat] and h("span", {"class": "badge"}, t(f"level.{ctx.levels[seat]}")),
                h(
                    "span",
                    {"class": "seat-stats"},
                    h("span", {"class": "stat"}, t("gin_rummy.cards", count=view["hand_sizes"][seat])),
                    h("span", {"class": "stat"}, t("gin_rummy.points", count=view["scores"][seat])),
                    h("span", {"class": "stat"}, t("gin_rummy.hands_won", count=view["hands_won"][seat])),
                ),
                seat == view.get("dealer") and h("span", {"class": "badge"}, t("gin_rummy.dealer")),
                acting and h("span", {"class": "turn-mark"}, t("table.to_act")),
            )
        )
    return h("ol", {"class": "seats"}, items)


def _last_move_caption(ctx: TableContext, t: Translator) -> tuple[str | None, Markup | None]:
    """Which pile the last move touched, and what it was in words, shown at the piles."""
    move = ctx.last_move
    if move is None:
        return None, None
    name, words = ctx.names[move.seat], move.action.split()
    if move.action == "draw stock":
        return "stock", h("p", {"class": "move-caption"}, t("gin_rummy.seen.drew_stock", name=name))
    if move.action.startswith("take upcard") and move.before.get("upcard"):
        return "upcard", h("p", {"class": "move-caption"}, t("gin_rummy.seen.took", name=name), " ", cards_row([move.before["upcard"]], t))
    if words[0] == "discard" and move.before.get("phase") != Phase.KNOCK_DISCARD.value:
        return "upcard", h("p", {"class": "move-caption"}, t("gin_rummy.seen.discarded", name=name), " ", cards_row([words[1]], t))
    return None, h("p", {"class": "move-caption"}, describe_move(name, move.action, t))


def _centre(view: dict[str, Any], ctx: TableContext, t: Translator) -> Markup:
    legal = view["legal"]
    upcard = view.get("upcard")
    touched, caption = _last_move_caption(ctx, t)
    stock_button = h(
        "button",
        {"type": "button", "class": classes("pile stock", touched == "stock" and "just-moved"), "data-action": "act", "data-move": "draw stock", "disabled": "draw stock" not in legal, "id": "stock"},
        h("span", {"class": "card back", "aria-hidden": "true"}, ""),
        t("gin_rummy.stock", count=view["stock_size"]),
    )
    take = "take upcard" if "take upcard" in legal else None
    upcard_part = (
        h(
            "button",
            {"type": "button", "class": classes("pile upcard", touched == "upcard" and "just-moved"), "data-action": "act", "data-move": "take upcard", "disabled": take is None, "id": "upcard"},
            card(upcard, t),
            t("gin_rummy.take_upcard") if take else t("gin_rummy.upcard"),
        )
        if upcard
        else h("span", {"class": "pile empty"}, t("gin_rummy.no_upcard"))
    )
    knocked = view.get("knocker")
    declared = None
    if view.get("melds"):
        declared = h(
            "div",
            {"class": "declared"},
            h("h3", {}, t("gin_rummy.melds_of", name=ctx.names[knocked] if knocked is not None else "")),
            h("div", {"class": "meld-list"}, [cards_row(m, t) for m in view["melds"]]),
            view.get("layoffs") and h("p", {}, t("gin_rummy.laid_off"), " ", cards_row(view["layoffs"], t)),
        )
    return h(
        "section",
        {"class": "trick gin-centre", "aria-label": t("gin_rummy.table")},
        h("p", {"class": "hand-info"}, t("gin_rummy.hand_no", number=view["hand_number"]), " · ", t("gin_rummy.knock_limit", limit=view["knock_limit"])),
        h("h2", {}, t(f"gin_rummy.phase.{view['phase']}")),
        h("div", {"class": "piles"}, stock_button, upcard_part),
        caption,
        declared,
    )


def _hand(view: dict[str, Any], selection: list[int], ctx: TableContext, t: Translator) -> Markup:
    legal = view["legal"]
    order = display_order(view)
    melds = (view.get("arrangement") or {}).get("melds", [])
    meld_of = {c: i for i, meld in enumerate(melds) for c in meld}
    meld_ends = {meld[-1] for meld in melds}  # a gap after each meld groups the hand visibly
    can_discard = any(a.startswith("discard ") for a in legal)
    buttons = []
    for i, code in enumerate(order):
        legal_discard = f"discard {code}" in legal
        buttons.append(
            card(
                code,
                t,
                {
                    "data-action": "input",
                    "data-input": "toggle-card",
                    "data-index": str(i),
                    "aria-pressed": "true" if i in selection else "false",
                    "disabled": not (can_discard and legal_discard),
                    "class": classes(
                        "card std", f"suit-{SUITS[code[1]][1]}",
                        code in meld_of and f"in-meld meld-{meld_of[code] % 4}",
                        code in meld_ends and "meld-end",
                        i in selection and "is-selected",
                        legal_discard and "is-legal",
                    ),
                },
            )
        )
    chosen = action_for_selection(view, selection)
    actions = []
    if can_discard:
        actions.append(
            h(
                "button",
                {"type": "button", "class": "primary", "data-action": "input", "data-input": "discard", "id": "discard", "disabled": chosen is None},
                t("gin_rummy.discard_card", card=card_label(chosen.split()[1], t)) if chosen else t("gin_rummy.choose_discard"),
            )
        )
    for action in legal:
        if action.startswith(("discard ", "take upcard", "draw stock")) and action != "take upcard and knock":
            continue
        words = action.split()
        label: Any
        if words[0] == "meld":
            label = [t("gin_rummy.act.meld"), " ", cards_row(words[1:], t)]
        elif words[0] == "layoff":
            label = [t("gin_rummy.act.layoff"), " ", cards_row(words[1:], t)]
        elif action == "knock" and len((view.get("arrangement") or {}).get("deadwood", [None, None])) <= 1:
            label = t("gin_rummy.act.knock_gin")  # discarding the one unmatched card leaves none: gin
        else:
            text = t(f"gin_rummy.act.{action.replace(' ', '_')}")
            label = text[:1].upper() + text[1:]
        actions.append(
            h("button", {"type": "button", "data-action": "act", "data-move": action, "class": classes(action in ("knock", "big gin") and "primary")}, label)
        )
    deadwood = view.get("deadwood")
    return h(
        "section",
        {"class": "my-hand", "aria-label": t("table.your_hand", name=ctx.names[view["seat"]])},
        h("p", {"class": "deadwood", "aria-live": "polite"}, t("gin_rummy.deadwood", count=deadwood, limit=view["knock_limit"])),
        h("div", {"class": "hand-cards", "role": "group"}, buttons),
        h("div", {"class": "hand-actions"}, actions),
    )


# ---------------------------------------------------------------------- log and summaries


def describe_action(action: str, t: Translator) -> str:
    words = action.split()
    if words[0] in ("discard", "layoff"):
        return t(f"gin_rummy.act.{words[0]}_card", card=card_label(words[1], t))
    if words[0] == "meld":
        return t("gin_rummy.act.meld") + " " + " ".join(words[1:])
    return t(f"gin_rummy.act.{action.replace(' ', '_')}")


def describe_move(seat_name: str, action: str, t: Translator) -> str:
    return t("gin_rummy.log.move", name=seat_name, action=describe_action(action, t))


def describe_events(before: dict[str, Any], after: dict[str, Any], names: list[str], t: Translator) -> list[str]:
    result = after.get("last_hand")
    if result and result != before.get("last_hand"):
        return [_hand_line(result, names, t)]
    return []


def _hand_line(result: dict[str, Any], names: list[str], t: Translator) -> str:
    if result["winner"] < 0:
        return t("gin_rummy.log.void", number=result["number"], end=t(f"gin_rummy.end.{result['end']}"))
    return t(
        "gin_rummy.log.hand",
        number=result["number"],
        name=names[result["winner"]],
        points=result["points"],
        end=t(f"gin_rummy.end.{result['end']}"),
    )


def _lines_table(lines: list[dict[str, Any]], names: list[str], t: Translator) -> Markup:
    return h(
        "table",
        {"class": "summary"},
        h("tbody", {}, [
            h("tr", {}, h("th", {"scope": "row"}, t(f"gin_rummy.line.{line['item']}")), h("td", {}, names[line["seat"]] if line["seat"] >= 0 else ""), h("td", {}, str(line["points"])))
            for line in lines
        ]),
    )


def render_hand_summary(view: dict[str, Any], names: list[str], t: Translator) -> Markup:
    result = view["last_hand"]
    hands = [
        h("div", {"class": "revealed"}, h("strong", {}, names[seat]), " ", cards_row(cards, t))
        for seat, cards in enumerate(result.get("hands") or [])
    ]
    melds = result.get("melds") or []
    return join(
        [
            h("p", {"class": "winner-line"}, _hand_line(result, names, t)),
            melds and h("div", {"class": "declared"}, h("h3", {}, t("gin_rummy.melds_of", name=names[result["knocker"]] if result["knocker"] >= 0 else "")), [cards_row(m, t) for m in melds]),
            result.get("layoffs") and h("p", {}, t("gin_rummy.laid_off"), " ", cards_row(result["layoffs"], t)),
            _lines_table(result["lines"], names, t),
            hands,
            h("p", {}, t("gin_rummy.match_score", a=names[0], b=names[1], x=view["scores"][0], y=view["scores"][1])),
        ]
    )


def render_game_summary(outcome: dict[str, Any], view: dict[str, Any], names: list[str], t: Translator) -> Markup:
    winners = ", ".join(names[s] for s in outcome["winners"])
    return join(
        [
            h("p", {"class": "winner-line"}, t("summary.won", names=winners)),
            _lines_table(view.get("final") or [], names, t),
            view.get("last_hand") and h("h3", {}, t("gin_rummy.last_hand")),
            view.get("last_hand") and render_hand_summary(view, names, t),
        ]
    )


class GinRummyTable:
    """The ``GameTable`` of Gin Rummy: tap the stock or the upcard, tap a card then Discard."""

    folded_options: frozenset[str] = frozenset({
        "gin_bonus", "undercut_bonus", "undercut_on_tie", "may_discard_taken_upcard", "wall_size",
        "wall_rule", "big_gin_bonus", "game_bonus", "line_bonus", "shutout_bonus", "shutout_mode",
        "next_dealer", "first_dealer", "openspiel_quirks",
    })

    def new_ui(self, view: dict[str, Any]) -> Selection:
        return ()

    def render(self, view: dict[str, Any], ui: Selection, ctx: TableContext, t: Translator) -> Markup:
        return render_table(view, ui, ctx, t)

    def on_input(self, view: dict[str, Any], ui: Selection, name: str, data: Mapping[str, str]) -> Selection | Submit | Say:
        if name == "toggle-card" and data.get("index", "").isdigit():
            index = int(data["index"])
            return () if ui == (index,) else (index,)
        if name == "discard":
            action = action_for_selection(view, list(ui))
            return Submit(action) if action is not None else Say("gin_rummy.choose_discard")
        return ui

    def on_key(self, view: dict[str, Any], ui: Selection, key: str) -> Selection | Submit | Say | None:
        if key in ("d", "Enter") and ui:
            return self.on_input(view, ui, "discard", {})
        move = _KEY_MOVES.get(key)
        if move is not None and move in view.get("legal", []):
            return Submit(move)
        return None

    def shortcuts(self) -> list[tuple[str, str]]:
        return [("s", "gin_rummy.key.stock"), ("t", "gin_rummy.key.upcard"), ("d", "gin_rummy.key.discard"),
                ("k", "gin_rummy.key.knock"), ("p", "gin_rummy.key.pass")]

    def ui_for_hint(self, view: dict[str, Any], ui: Selection, action: str) -> Selection:
        return tuple(selection_for_action(view, action))

    def describe_action(self, action: str, t: Translator) -> str:
        return describe_action(action, t)

    def describe_move(self, name: str, action: str, before: dict[str, Any], t: Translator) -> str:
        if before.get("phase") == Phase.KNOCK_DISCARD.value:
            return t("gin_rummy.log.face_down", name=name)  # the knocker's discard stays secret
        return describe_move(name, action, t)

    def describe_events(self, before: dict[str, Any], after: dict[str, Any], names: list[str], t: Translator) -> list[str]:
        return describe_events(before, after, names, t)

    def hand_ended(self, before: dict[str, Any], after: dict[str, Any]) -> bool:
        return bool(after.get("last_hand")) and after.get("last_hand") != before.get("last_hand")

    def render_cards(self, cards: list[str], t: Translator) -> Markup:
        return cards_row(cards, t)

    def describe_progress(self, view: dict[str, Any], names: list[str], t: Translator) -> str:
        score = t("gin_rummy.match_score", a=names[0], b=names[1], x=view["scores"][0], y=view["scores"][1])
        return f'{t("gin_rummy.hand_no", number=view["hand_number"])} · {score}'

    def render_hand_summary(self, view: dict[str, Any], names: list[str], t: Translator) -> Markup:
        return render_hand_summary(view, names, t)

    def render_game_summary(self, outcome: dict[str, Any], view: dict[str, Any], names: list[str], t: Translator) -> Markup:
        return render_game_summary(outcome, view, names, t)

    def text_keys(self) -> Iterable[str]:
        yield from (f"gin_rummy.phase.{phase.value}" for phase in Phase)
        yield from (f"gin_rummy.end.{end.value}" for end in HandEnd)
        yield from (f"gin_rummy.line.{item}" for item in SCORE_ITEMS)
        yield from (f"gin_rummy.suit.{name}" for _, name in SUITS.values())
        yield from (f"gin_rummy.act.{text.replace(' ', '_')}" for text in _SIMPLE_MOVES)
        yield from ("gin_rummy.act.discard_card", "gin_rummy.act.layoff_card")
