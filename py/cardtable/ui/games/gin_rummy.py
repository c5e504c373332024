"""The Gin Rummy table: pure functions from a view to markup.

Your hand is shown grouped as the engine arranges it (melds first, then
deadwood) with a live deadwood count. Tap the stock or the upcard to draw; tap
a card, then Discard. Knock, Gin, melds and layoffs appear only when legal.
"""

from __future__ import annotations

from typing import Any

from ...app.i18n import Translator
from ..markup import Markup, classes, h, join
from ..table import TableContext

SUITS = {"s": ("♠", "spades"), "h": ("♥", "hearts"), "d": ("♦", "diamonds"), "c": ("♣", "clubs")}
RANKS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}


def rank_label(card: str) -> str:
    return RANKS.get(card[0], card[0])


def card_label(card: str, t: Translator) -> str:
    return t("gin.card", rank=rank_label(card), suit=t(f"gin.suit.{SUITS[card[1]][1]}"))


def card(code: str, t: Translator, attrs: dict[str, Any] | None = None, small: bool = False) -> Markup:
    symbol, suit = SUITS[code[1]]
    tag = "button" if attrs is not None else "span"
    base: dict[str, Any] = {
        "class": classes("card", "std", f"suit-{suit}", small and "small"),
        "aria-label": card_label(code, t),
    }
    if tag == "button":
        base["type"] = "button"
    return h(
        tag,
        {**base, **(attrs or {})},
        h("span", {"class": "rank", "aria-hidden": "true"}, rank_label(code)),
        h("span", {"class": "suit", "aria-hidden": "true"}, symbol),
    )


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


def render_table(view: dict[str, Any], ctx: TableContext, t: Translator) -> Markup:
    return join([_seats(view, ctx, t), _centre(view, ctx, t), _hand(view, ctx, t) if view.get("seat") is not None else None])


def _seats(view: dict[str, Any], ctx: TableContext, t: Translator) -> Markup:
    items = []
    for seat in (0, 1):
        acting = seat in view["to_act"]
        items.append(
            h(
                "li",
                {"class": classes("seat", acting and "is-turn", seat == view.get("seat") and "is-me"), "aria-current": "true" if acting else None},
                h("span", {"class": "seat-name"}, ctx.names[seat]),
                ctx.levels[seat] and h("span", {"class": "badge"}, t(f"level.{ctx.levels[seat]}")),
                h(
                    "span",
                    {"class": "seat-stats"},
                    h("span", {"class": "stat"}, t("gin.cards", count=view["hand_sizes"][seat])),
                    h("span", {"class": "stat"}, t("gin.points", count=view["scores"][seat])),
                    h("span", {"class": "stat"}, t("gin.hands_won", count=view["hands_won"][seat])),
                ),
                seat == view.get("dealer") and h("span", {"class": "badge"}, t("gin.dealer")),
                acting and h("span", {"class": "turn-mark"}, t("td.to_act")),
            )
        )
    return h("ol", {"class": "seats"}, items)


def _centre(view: dict[str, Any], ctx: TableContext, t: Translator) -> Markup:
    legal = view["legal"]
    upcard = view.get("upcard")
    stock_button = h(
        "button",
        {"type": "button", "class": "pile stock", "data-action": "act", "data-move": "draw stock", "disabled": "draw stock" not in legal, "id": "stock"},
        h("span", {"class": "card back", "aria-hidden": "true"}, ""),
        t("gin.stock", count=view["stock_size"]),
    )
    take = "take upcard" if "take upcard" in legal else None
    upcard_part = (
        h(
            "button",
            {"type": "button", "class": "pile upcard", "data-action": "act", "data-move": "take upcard", "disabled": take is None, "id": "upcard"},
            card(upcard, t),
            t("gin.take_upcard") if take else t("gin.upcard"),
        )
        if upcard
        else h("span", {"class": "pile empty"}, t("gin.no_upcard"))
    )
    knocked = view.get("knocker")
    declared = None
    if view.get("melds"):
        declared = h(
            "div",
            {"class": "declared"},
            h("h3", {}, t("gin.melds_of", name=ctx.names[knocked] if knocked is not None else "")),
            h("div", {"class": "meld-list"}, [cards_row(m, t) for m in view["melds"]]),
            view.get("layoffs") and h("p", {}, t("gin.laid_off"), " ", cards_row(view["layoffs"], t)),
        )
    return h(
        "section",
        {"class": "trick gin-centre", "aria-label": t("gin.table")},
        h("p", {"class": "hand-info"}, t("gin.hand_no", number=view["hand_number"]), " · ", t("gin.knock_limit", limit=view["knock_limit"])),
        h("h2", {}, t(f"gin.phase.{view['phase']}")),
        h("div", {"class": "piles"}, stock_button, upcard_part),
        declared,
    )


def _hand(view: dict[str, Any], ctx: TableContext, t: Translator) -> Markup:
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
                    "data-action": "toggle-card",
                    "data-index": str(i),
                    "aria-pressed": "true" if i in ctx.selection else "false",
                    "disabled": not (can_discard and legal_discard),
                    "class": classes(
                        "card std", f"suit-{SUITS[code[1]][1]}",
                        code in meld_of and f"in-meld meld-{meld_of[code] % 4}",
                        code in meld_ends and "meld-end",
                        i in ctx.selection and "is-selected",
                        legal_discard and "is-legal",
                    ),
                },
            )
        )
    chosen = action_for_selection(view, ctx.selection)
    actions = []
    if can_discard:
        actions.append(
            h(
                "button",
                {"type": "button", "class": "primary", "data-action": "play", "id": "discard", "disabled": chosen is None},
                t("gin.discard_card", card=card_label(chosen.split()[1], t)) if chosen else t("gin.choose_discard"),
            )
        )
    for action in legal:
        if action.startswith(("discard ", "take upcard", "draw stock")) and action != "take upcard and knock":
            continue
        words = action.split()
        label: Any
        if words[0] == "meld":
            label = [t("gin.act.meld"), " ", cards_row(words[1:], t)]
        elif words[0] == "layoff":
            label = [t("gin.act.layoff"), " ", cards_row(words[1:], t)]
        elif action == "knock" and len((view.get("arrangement") or {}).get("deadwood", [None, None])) <= 1:
            label = t("gin.act.knock_gin")  # discarding the one unmatched card leaves none: gin
        else:
            text = t(f"gin.act.{action.replace(' ', '_')}")
            label = text[:1].upper() + text[1:]
        actions.append(
            h("button", {"type": "button", "data-action": "act", "data-move": action, "class": classes(action in ("knock", "big gin") and "primary")}, label)
        )
    deadwood = view.get("deadwood")
    return h(
        "section",
        {"class": "my-hand", "aria-label": t("td.your_hand", name=ctx.names[view["seat"]])},
        h("p", {"class": "deadwood", "aria-live": "polite"}, t("gin.deadwood", count=deadwood, limit=view["knock_limit"])),
        h("div", {"class": "hand-cards", "role": "group"}, buttons),
        h("div", {"class": "hand-actions"}, actions),
    )


# ---------------------------------------------------------------------- log and summaries


def describe_action(action: str, t: Translator) -> str:
    words = action.split()
    if words[0] in ("discard", "layoff"):
        return t(f"gin.act.{words[0]}_card", card=card_label(words[1], t))
    if words[0] == "meld":
        return t("gin.act.meld") + " " + " ".join(words[1:])
    return t(f"gin.act.{action.replace(' ', '_')}")


def describe_move(seat_name: str, action: str, t: Translator) -> str:
    return t("gin.log.move", name=seat_name, action=describe_action(action, t))


def describe_events(before: dict[str, Any], after: dict[str, Any], names: list[str], t: Translator) -> list[str]:
    result = after.get("last_hand")
    if result and result != before.get("last_hand"):
        return [_hand_line(result, names, t)]
    return []


def _hand_line(result: dict[str, Any], names: list[str], t: Translator) -> str:
    if result["winner"] < 0:
        return t("gin.log.void", number=result["number"], end=t(f"gin.end.{result['end']}"))
    return t(
        "gin.log.hand",
        number=result["number"],
        name=names[result["winner"]],
        points=result["points"],
        end=t(f"gin.end.{result['end']}"),
    )


def _lines_table(lines: list[dict[str, Any]], names: list[str], t: Translator) -> Markup:
    return h(
        "table",
        {"class": "summary"},
        h("tbody", {}, [
            h("tr", {}, h("th", {"scope": "row"}, t(f"gin.line.{line['item']}")), h("td", {}, names[line["seat"]] if line["seat"] >= 0 else ""), h("td", {}, str(line["points"])))
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
            melds and h("div", {"class": "declared"}, h("h3", {}, t("gin.melds_of", name=names[result["knocker"]] if result["knocker"] >= 0 else "")), [cards_row(m, t) for m in melds]),
            result.get("layoffs") and h("p", {}, t("gin.laid_off"), " ", cards_row(result["layoffs"], t)),
            _lines_table(result["lines"], names, t),
            hands,
            h("p", {}, t("gin.match_score", a=names[0], b=names[1], x=view["scores"][0], y=view["scores"][1])),
        ]
    )


def render_game_summary(outcome: dict[str, Any], view: dict[str, Any], names: list[str], t: Translator) -> Markup:
    winners = ", ".join(names[s] for s in outcome["winners"])
    return join(
        [
            h("p", {"class": "winner-line"}, t("td.game_won", names=winners)),
            _lines_table(view.get("final") or [], names, t),
        ]
    )
