"""The Santa's Game table: pure functions from a view to markup.

Opponents sit in a compact strip (10 seats fit a tablet); the middle shows the
discard pile with the colour in force (a symbol and its name, never colour alone)
and any pending effect spelled out; your hand is a row of card buttons.

Composing a move: tap a card. A reindeer, Tree, Snowman or Elf then shows Play; a
Gift shows a player picker; Santa Claus a colour picker; a Sleigh turns the hand into
a multi-select of one colour's reindeer (the order tapped is the order laid, the
last one on top). Draw and Accept are plain buttons. With ``announce_mode = required``
an Announce toggle must be on, or the move costs a penalty card.

The Elf window is the same banner for everybody still in the round, holder or not,
with the same countdown; a non-holder's Elf! button is there, looks disabled and says why.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, cast

from ....app.i18n import Translator
from ....engine.games.santas_game.cards import COLOUR_LETTERS, COLOUR_NAMES, COLOURS, CardKind, colour, kind, value
from ....engine.games.santas_game.events import SantaEvent
from ....engine.games.santas_game.state import Action, ActionKind, EndReason, Pending, Phase, parse_action
from ....engine.games.santas_game.views import SantaMove, SantaView, santa_view
from ... import keymap
from ...cards import card_name_attrs, named_content
from ...kit import LastMove, Say, Submit, TableContext, TypedTable
from ...markup import Markup, classes, h, join, selector
from ...parts import card_row, hand_cards, last_hand, my_hand, standings, summary_table, why_line
from ...seats import SeatLine, seat_strip, winner_line
from ...table import decision_bar, unavailable
from .names import ORDINAL_FORMS, card_name, colour_word, ordinal
from .story import BUILT_KEYS, deal_sentence, describe_event

IMG = "img/santas_game/"
KINDS = tuple(k.value for k in CardKind)
COLOUR_KEYS = (*COLOURS, "grey")
PENDING = tuple(p.value for p in Pending if p is not Pending.NONE)
REASONS = tuple(r.value for r in EndReason)


@dataclass(frozen=True)
class Ui:
    """The table's own state: the card tapped (hand index), the Sleigh's riders in order,
    and whether Announce is on."""

    card: int = -1
    riders: tuple[int, ...] = ()
    announce: bool = False


# ---------------------------------------------------------------------- cards


def symbol(c: str, t: Translator | None = None) -> Markup:
    """The colour's shape (heart, snowflake, fir twig, star, bell): a CSS mask."""
    return h("span", {"class": classes("sym", f"c-{c}"), "aria-hidden": "true"})


def figure(k: str) -> Markup:
    name = "reindeer" if k == "reindeer" else k
    return Markup(f'<svg class="fig" viewBox="0 0 60 84" aria-hidden="true"><use href="{IMG}{name}.svg#f"/></svg>')


def corner(card: str, t: Translator) -> str:
    """The corner mark: a reindeer's number, else the kind's letter in the player's language."""
    k = kind(card)
    if k == "reindeer":
        return str(value(card))
    return t(f"santas_game.letter.{k}")


def card_markup(
    card: str, t: Translator, attrs: dict[str, Any] | None = None, small: bool = False, extra: str = ""
) -> Markup:
    k = kind(card)
    c = colour(card)
    tag = "button" if attrs is not None else "span"
    base: dict[str, Any] = {
        "class": classes("card", "sg", f"c-{c}", f"k-{k}", small and "small", extra),
        **card_name_attrs(tag, card_name(card, t)),
    }
    merged = {**base, **(attrs or {})}
    if attrs and "class" in attrs:
        merged["class"] = classes(base["class"], attrs["class"])
    return h(
        tag,
        merged,
        h("span", {"class": "idx", "aria-hidden": "true"}, h("span", {"class": "num"}, corner(card, t)), symbol(c)),
        figure(k),
        h("span", {"class": "name", "aria-hidden": "true"}, t(f"santas_game.kind.{k}")),
        named_content(tag, card_name(card, t)),
    )


def cards_row(cards: list[str], t: Translator) -> Markup:
    return card_row(card_markup(c, t, small=True) for c in cards)


def colour_text(letter: str, t: Translator) -> Markup:
    return h(
        "span", {"class": classes("colour-tag", f"c-{letter}")}, symbol(letter), " ", t(f"santas_game.colour.{letter}")
    )


# ---------------------------------------------------------------------- legal moves
# The view's ``moves`` are the legal actions taken apart by the engine: the table looks
# moves up by their parts and submits their ``action`` text, never parsing one. The one text
# it builds is a probe (``probe_for_card``): a move no legal move matches, which the engine
# refuses with the rule it breaks.


def _plain(view: SantaView) -> list[SantaMove]:
    """The legal moves without the announcing twins (the Announce toggle picks the twin)."""
    return [m for m in view["moves"] if not m["announce"]]


def _of_kind(view: SantaView, kind_: str) -> SantaMove | None:
    return next((m for m in _plain(view) if m["kind"] == kind_), None)


def _same_move(a: SantaMove, b: SantaMove) -> bool:
    """Whether two moves differ at most in announcing."""
    return (a["kind"], a["cards"], a["target"], a["colour"]) == (b["kind"], b["cards"], b["target"], b["colour"])


def _with_announce(view: SantaView, move: SantaMove, ui: Ui) -> str:
    """The move's text, or its announcing twin's while the Announce toggle is on."""
    if ui.announce:
        for twin in view["moves"]:
            if twin["announce"] and _same_move(twin, move):
                return twin["action"]
    return move["action"]


def moves_for_card(view: SantaView, card: str) -> list[SantaMove]:
    """The legal moves (without the announce word) that put down ``card`` from the hand."""
    return [m for m in _plain(view) if m["cards"][:1] == [card] and m["kind"] != ActionKind.RECALL]


def probe_for_card(view: SantaView, card: str) -> str | None:
    """The move a tap on ``card`` asks for, when no legal move puts it down: handed to the
    engine, whose refusal says why (its error code, in the player's language). None for a
    Sleigh that is the only card held: no action text carries it without riders."""
    k = kind(card)
    if k is CardKind.GIFT:
        # Aimed at a seat that may receive it, so the refusal is about the card, not the target.
        others = [s for s in range(view["num_players"]) if s != view["seat"] and view["active"][s]]
        return str(Action(ActionKind.PLAY, (card,), target=others[0] if others else 0))
    if k is CardKind.SANTA:
        return str(Action(ActionKind.PLAY, (card,), colour=COLOUR_NAMES[COLOURS[0]]))
    if k is CardKind.SLEIGH:
        # A reindeer if there is one; else another card held, which the engine refuses as a
        # rider ("a Sleigh carries reindeer"); the Sleigh alone in the hand cannot be asked.
        riders = sorted(view["hand"], key=lambda c: kind(c) is not CardKind.REINDEER)
        riders.remove(card)
        return str(Action(ActionKind.SLEIGH, (riders[0],))) if riders else None
    if k in (CardKind.SNOWMAN, CardKind.ELF):
        return str(Action(ActionKind(k.value)))
    return str(Action(ActionKind.PLAY, (card,)))


def _sleigh_riders(move: SantaMove) -> list[str]:
    """A Sleigh move's reindeer in the order laid (its cards after the Sleigh itself)."""
    return move["cards"][1:]


def _riders(view: SantaView, ui: Ui) -> list[str]:
    hand = view["hand"]
    return [hand[i] for i in ui.riders if 0 <= i < len(hand)]


def sleigh_move(view: SantaView, ui: Ui) -> SantaMove | None:
    """The legal Sleigh that carries the riders tapped, the last one tapped on top."""
    riders = _riders(view, ui)
    if not riders:
        return None
    return next(
        (
            m
            for m in _plain(view)
            if m["kind"] == ActionKind.SLEIGH
            and Counter(_sleigh_riders(m)) == Counter(riders)
            and _sleigh_riders(m)[-1] == riders[-1]
        ),
        None,
    )


def _in_tapped_order(view: SantaView, sleigh: SantaMove, ui: Ui) -> str:
    """The legal Sleigh ``sleigh`` with its reindeer in the order tapped: the engine lists one
    order per set and top card, but lays them as the action says (§14 D26), and the log told
    "yellow 2, yellow 7, yellow 1" for 7, 2, 1 tapped (issue 30, Santa 5, round 8)."""
    announce = any(twin["announce"] and _same_move(twin, sleigh) for twin in view["moves"]) and ui.announce
    return str(Action(ActionKind.SLEIGH, tuple(_riders(view, ui)), announce=announce))


def rider_ok(view: SantaView, ui: Ui, index: int) -> bool:
    """Whether tapping this card keeps the Sleigh's riders part of some legal Sleigh."""
    chosen = Counter([*_riders(view, ui), view["hand"][index]])
    return any(not chosen - Counter(_sleigh_riders(m)) for m in _plain(view) if m["kind"] == ActionKind.SLEIGH)


# ---------------------------------------------------------------------- rendering


def _last_cards(move: LastMove | None) -> list[str]:
    """The cards a move put down (shown at the seat that played them)."""
    down = (SantaEvent.PLAY, SantaEvent.SLEIGH, SantaEvent.SNOWMAN, SantaEvent.ELF)
    for event in move.of_kind(*down) if move is not None else []:
        if event["kind"] == SantaEvent.PLAY:
            return [event["params"]["card"]]
        if event["kind"] == SantaEvent.SLEIGH:
            return [CardKind.SLEIGH.value, *event["params"]["cards"]]
        return [str(event["kind"])]  # a Snowman or an Elf: the kind names the card
    return []


def _wish_in_force(view: SantaView) -> bool:
    """Whether a Santa Claus's wish (or the opening colour) still stands on the pile: once met,
    the seat that made it no longer says it (issue 30, Santa 5)."""
    return view["top"]["kind"] == "santa" and bool(view["top"]["colour"])


def _window_answer(move: LastMove, ctx: TableContext, t: Translator) -> str | None:
    """An answer to the Elf window at its seat: secret while the window is open; once the window
    closed, nothing: the play went on, the log says how it ended, and "let the Elf window pass"
    stayed on the seat whose turn it was (issue 30, Santa playtest 7)."""
    since = ctx.moves[ctx.moves.index(move) :] if move in ctx.moves else (move,)
    if any(other.of_kind(SantaEvent.NO_ELF, SantaEvent.RECALL) for other in since):
        return None
    return t("santas_game.did.answered")


def _move_text(move: LastMove | None, view: SantaView, ctx: TableContext, t: Translator) -> str | None:
    """What a move was, in a word or two, shown at its seat."""
    for event in move.events if move is not None else ():
        kind, params = event["kind"], event["params"]
        if kind == SantaEvent.ACCEPT_GIFT:
            return t("santas_game.did.took", count=params["count"])
        if kind == SantaEvent.ACCEPT_SKIP:
            return t("santas_game.did.skipped")
        if kind == SantaEvent.DRAW:
            return t("santas_game.did.draw")
        if kind == SantaEvent.COLOUR and _wish_in_force(view):
            return t("santas_game.did.colour", colour=colour_word(params["colour"], t))
        if kind == SantaEvent.ELF_ANSWER and move is not None:
            return _window_answer(move, ctx, t)
        if kind == SantaEvent.PLAY and "target" in params:
            # Only while that Gift still waits on its target: accepted, countered or passed on,
            # the label no longer says what is happening (issue 30, Santa playtest 5).
            aimed = view["pending"]["kind"] == "gift" and view["turn"] == params["target"]
            return t("santas_game.did.gift_to", name=ctx.names[params["target"]]) if aimed else None
        if kind == SantaEvent.PLAY and params.get("colour") and _wish_in_force(view):
            return t("santas_game.did.santa", colour=t(f"santas_game.wish.{COLOUR_LETTERS[params['colour']]}"))
    return None


def _lost_turn(seat: int, ctx: TableContext) -> bool:
    """Whether a Gift passed over ``seat`` (§8.3: its turn is lost) since the seat last moved."""
    for move in reversed(ctx.since_deal):
        if any(e["kind"] == SantaEvent.LOST_TURN and e["seat"] == seat for e in move.events):
            return True
        if move.seat == seat:
            return False
    return False


def _window_result(seat: int, ctx: TableContext, t: Translator) -> str | None:
    """How the Elf window about ``seat`` (who went out) ended, at that seat until it moves
    again: the log alone told it, and the next moves took the middle's line away before anyone
    read it (issue 30, Santa 5, round 4)."""
    for move in reversed(ctx.since_deal):
        for event in move.of_kind(SantaEvent.RECALL, SantaEvent.NO_ELF):
            if event["kind"] == SantaEvent.NO_ELF and event["seat"] == seat:
                return t("santas_game.did.no_elf")
            if event["kind"] == SantaEvent.RECALL and event["params"]["out"] == seat:
                return t("santas_game.did.recalled", name=ctx.names[event["seat"]])
        if move.seat == seat:
            return None
    return None


def _seats(view: SantaView, ctx: TableContext, t: Translator) -> Markup:
    pending = view["pending"]
    window = view["window"]
    lines = []
    for seat in range(view["num_players"]):
        acting = seat in view["to_act"] and view["phase"] != "elf"
        place = view["finished"].index(seat) + 1 if seat in view["finished"] else 0
        mark = None
        if acting and pending["kind"] == "gift":
            mark = h("span", {"class": "mark gift-mark"}, t("santas_game.mark.gift", count=pending["cards"]))
        elif acting and pending["kind"] == "skip":
            mark = h("span", {"class": "mark skip-mark"}, t("santas_game.mark.skip"))
        if window and window["out"] == seat:
            mark = h("span", {"class": "mark out-mark"}, t("santas_game.mark.went_out"))
        move = ctx.move_of(seat)
        cards, words = _last_cards(move), _move_text(move, view, ctx, t)
        if acting and move is not None and move is not ctx.last_move:
            # Its turn again: what it did a round of turns ago is no longer the news; "drew a
            # card" stood beside "to play" (issue 30, Santa 2, round 7).
            cards, words = [], None
        if _lost_turn(seat, ctx):  # the seat's own last move is no longer the news at it
            # Once the turn is back at the seat, "turn lost" beside "to play" contradicted it
            # (issue 30, Santa 2, round 5).
            cards, words = [], None if acting else t("santas_game.did.lost_turn")
        result = _window_result(seat, ctx, t)
        if result:
            cards, words = [], result
        lines.append(
            SeatLine(
                stats=(
                    h("span", {"class": "stat cards"}, t("santas_game.cards_count", count=view["hand_sizes"][seat])),
                    h("span", {"class": "stat score"}, t("santas_game.points", count=view["scores"][seat])),
                    view["elf_areas"][seat] > 0
                    and h(
                        "span",
                        {"class": "stat elves"},
                        figure("elf"),
                        " ",
                        t("santas_game.elves_used", count=view["elf_areas"][seat]),
                    ),
                    place > 0 and h("span", {"class": "stat place"}, ordinal(place, t)),
                ),
                badges=(seat == view["dealer"] and h("span", {"class": "badge dealer"}, t("santas_game.dealer")),),
                mark=mark,
                acting=acting,
                state="is-out" if place > 0 else "",
                did=(cards or words)
                and join([cards and cards_row(cards, t), words and h("span", {"class": "did"}, words)]),
            )
        )
    return seat_strip(view, lines, ctx, t, t("santas_game.players"))


def pending_text(view: SantaView, names: list[str], t: Translator) -> str | None:
    pending = view["pending"]
    me = view["seat"]
    to_act = view["turn"]
    you = to_act == me
    if pending["kind"] == "gift":
        key = "santas_game.pending.gift_you" if you else "santas_game.pending.gift"
        return t(key, count=pending["cards"], name=names[to_act])
    if pending["kind"] == "skip":
        return t("santas_game.pending.skip_you" if you else "santas_game.pending.skip", name=names[to_act])
    if pending["kind"] == "sleigh":
        return t("santas_game.pending.sleigh_you" if you else "santas_game.pending.sleigh", name=names[to_act])
    if view["top"]["kind"] == "santa" and view["top"]["colour"]:
        return t("santas_game.pending.demand", colour=t(f"santas_game.wish.{view['top']['colour']}"))
    return None


def _middle(view: SantaView, ctx: TableContext, t: Translator, banner: Markup | None = None) -> Markup:
    top = view["top"]
    base, snowmen = top["card"], top["snowmen"]  # the engine applies §8.6 (Snowmen pass the top on)
    moved_here = bool(_last_cards(ctx.last_move))
    if moved_here and ctx.last_move is not None and ctx.last_move.of_kind(SantaEvent.HAND_END):
        # The finished round stays on the table in the view from before its last play:
        # the card that ended it goes on the pile here.
        base, snowmen = _last_cards(ctx.last_move)[-1], 0
    force = None
    if top["colour"]:
        # The label and its colour on one line, in every language (issue 30, Santa 5, round 6).
        label = h("span", {"class": "label"}, t("santas_game.in_force"))
        force = h("p", {"class": "in-force is-colour"}, label, " ", colour_text(top["colour"], t))
    elif view["phase"] == "colour":
        force = h("p", {"class": "in-force"}, t("santas_game.waiting_colour", name=ctx.names[view["dealer"]]))
    pending = pending_text(view, ctx.names, t)
    chain = None
    if view["pending"]["kind"] == "gift":
        givers = [ctx.names[s] if s >= 0 else t("santas_game.the_deck") for s in view["pending"]["contributors"]]
        chain = h(
            "p", {"class": "chain"}, t("santas_game.chain", givers=" → ".join(givers), name=ctx.names[view["turn"]])
        )
    news = [
        part
        for part in (
            banner,
            pending
            and h("p", {"class": classes("pending", f"p-{view['pending']['kind']}"), "role": "status"}, pending),
            chain,
            _recall_line(view, ctx, t),
            _gift_line(view, ctx, t),
        )
        if part
    ]
    return h(
        "section",
        # A new round opens at the page's top (ui/dom.py: data-scene).
        {"class": "middle", "aria-label": t("santas_game.pile"), "data-scene": f"round-{view['round']}"},
        h(
            "p",
            {"class": "round-info"},
            t("santas_game.round", number=view["round"]),
            " · ",
            t("santas_game.target", target=view["target"]),
        ),
        _opening_line(view, t),
        # The news beside the piles on a wide screen (under them on a phone): below them, a Gift
        # taken and a two-row hand put the Draw button under a laptop's bottom edge (issue 30,
        # Santa playtest 7).
        h(
            "div",
            {"class": "middle-row"},
            _piles(view, base, snowmen, moved_here, force, t),
            news and h("div", {"class": "news"}, news),
        ),
    )


def _piles(
    view: SantaView, base: str | None, snowmen: int, moved_here: bool, force: Markup | None, t: Translator
) -> Markup:
    return h(
        "div",
        {"class": "piles"},
        h(
            "div",
            {"class": "draw-pile", "aria-label": t("santas_game.draw_pile", count=view["draw_count"])},
            h("span", {"class": "back"}),
            h("span", {"class": "count"}, str(view["draw_count"])),
        ),
        h(
            "div",
            {"class": classes("discard", moved_here and "just-moved")},
            base and card_markup(base, t, extra="top-card"),
            snowmen > 0
            and h(
                "span",
                {"class": "snow-on-top"},
                card_markup("snowman", t, small=True),
                snowmen > 1 and f"×{snowmen}",
            ),
        ),
        force,
    )


def _opening_line(view: SantaView, t: Translator) -> Markup | None:
    """The card that opened the round, named while it lies alone on the pile (before anything
    is played on it; the next round's deal says it in the log and the recent moves too)."""
    if len(view["discard"]) != 1 or view["phase"] == "over":
        return None
    return h("p", {"class": "opening"}, deal_sentence(view["round"], view["discard"][0], t))


def _recall_line(view: SantaView, ctx: TableContext, t: Translator) -> Markup | None:
    """The Elf that called a player back, told with the move that did it: once play went on,
    the log keeps it (it stayed on the table into later turns: issue 30, Santa playtest 5)."""
    out, by = view["last_recall"]
    fresh = ctx.last_move is not None and bool(ctx.last_move.of_kind(SantaEvent.RECALL))
    if out < 0 or not fresh:
        return None
    return h(
        "p",
        {"class": "recall just-moved"},
        figure("elf"),
        " ",
        t("santas_game.recalled", name=ctx.names[by], out=ctx.names[out]),
    )


def _gift_line(view: SantaView, ctx: TableContext, t: Translator) -> Markup | None:
    gift = view["last_gift"]
    if not gift:
        return None
    fresh = ctx.last_move is not None and bool(ctx.last_move.of_kind(SantaEvent.ACCEPT_GIFT))
    if not fresh:
        return None
    target = gift["target"]
    parts = []
    for part in gift["parts"]:
        if part["giver"] >= 0:
            line = t("santas_game.gift_part", name=ctx.names[part["giver"]], taken=part["count"], drawn=part["drawn"])
        else:
            line = t("santas_game.gift_part_deck", drawn=part["drawn"])
        parts.append(h("li", {}, line, part.get("taken") and cards_row(part["taken"], t)))
    return h(
        "div",
        {"class": "gift-result just-moved"},
        h("p", {}, t("santas_game.gift_taken", name=ctx.names[target])),
        h("ul", {}, parts),
    )


READ_SECONDS = 3
"""Time to read the Elf banner before its countdown starts to run: the window opens in the
middle of play, and "Bot 3 went out! Elf?" has to be read before it can be answered."""


def elf_window_seconds(view: SantaView) -> int | None:
    """How long a timed Elf window stays open for the viewer, who must still answer it: reading
    time, then the countdown. The match's turn clock times it (``turn_seconds``): it runs only
    while the person can act, and answers No when it runs out (``on_time_up``)."""
    window, seat = view["window"], view["seat"]
    if not window or window["mode"] != "timed" or seat is None:
        return None
    if seat not in window["asked"] or seat not in view["to_act"]:
        return None
    return READ_SECONDS + int(window["seconds"])


def status_line(view: SantaView, names: list[str], t: Translator) -> str | None:
    """The status line during the Elf window, which is nobody's turn: everyone still in the
    round may call an Elf, and the viewer is told whether they hold one. None outside it: the
    frame says whose turn it is (it named a single bot still to answer as "thinking", and its
    turn, while everyone could answer: issue 30, Santa playtest 1)."""
    window, seat = view["window"], view["seat"]
    if view["phase"] != Phase.ELF or not window:
        return _aimed_at_you(view, t)
    if seat is not None and seat in view["to_act"]:
        if any(m["kind"] == ActionKind.RECALL for m in view["moves"]):
            return t("santas_game.status.elf_answer", name=names[window["out"]])
        return t("santas_game.status.elf_answer_none", name=names[window["out"]])
    if seat == window["out"]:
        return t("santas_game.status.elf_waiting_you")
    return t("santas_game.status.elf_waiting", name=names[window["out"]])


def _aimed_at_you(view: SantaView, t: Translator) -> str | None:
    """A Tree or a Gift waiting for the viewer's answer: the frame's "Your turn" told the very
    player being skipped that it was their turn (issue 30, Santa lesson tester)."""
    pending, seat = view["pending"], view["seat"]
    if seat is None or view["turn"] != seat or seat not in view["to_act"]:
        return None
    if pending["kind"] == "skip":
        return t("santas_game.status.skip_you")
    if pending["kind"] == "gift":
        return t("santas_game.status.gift_you")
    return None


def _countdown(seconds: int, left: int | None) -> Markup:
    """A bar that empties in ``seconds`` after the reading time, from what the clock has ``left``
    (SVG animation: no script, the same for everyone); a full bar that stands still while the
    clock is held (a dialog over the table, the others' moves still on show)."""
    animate = ""
    if left is not None:
        begin, shown = max(0, left - seconds), min(left, seconds)
        start = round(100 * shown / seconds) if seconds else 0
        animate = (
            f'<animate attributeName="width" from="{start}" to="0" begin="{begin}s" dur="{shown}s" fill="freeze"/>'
        )
    return Markup(
        f'<svg viewBox="0 0 100 8" preserveAspectRatio="none"><rect x="0" y="0" width="100" height="8">{animate}</rect></svg>'  # noqa: E501
    )


def _elf_banner(view: SantaView, ctx: TableContext, t: Translator) -> Markup | None:
    window = view["window"]
    if not window:
        return None
    seat = view["seat"]
    asked = seat is not None and seat in window["asked"]
    answered = asked and seat not in view["to_act"]
    recalls = [m for m in view["moves"] if m["kind"] == ActionKind.RECALL]
    # A window only bots answer closes as soon as they have (§10.2.4): "5 seconds for everyone"
    # and a bar that never ran were not what happened (issue 30, Santa 3, round 5).
    bots_only = all(ctx.levels[s] is not None for s in window["asked"])
    timed = window["mode"] == "timed" and not bots_only
    name = ctx.names[window["out"]]
    buttons = None
    if asked and not answered:
        # Announcing costs nothing: the button says the word whenever the game asks for it.
        # A non-holder's button looks disabled and says why when touched, but carries the plain
        # recall, so that the banner does not tell others who holds an Elf.
        plain_recall = str(Action(ActionKind.RECALL))
        recall = next(
            (m["action"] for m in recalls if m["announce"]), recalls[0]["action"] if recalls else plain_recall
        )
        decline = _of_kind(view, ActionKind.DECLINE)
        buttons = h(
            "div",
            {"class": "elf-buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "class": "primary",
                    "id": "elf-recall",
                    "data-action": "act",
                    "data-move": recall,
                    **({} if recalls else unavailable(t("santas_game.elf.none_held"))),
                },
                figure("elf"),
                t("santas_game.elf.recall"),
            ),
            h(
                "button",
                {
                    "type": "button",
                    "id": "elf-no",
                    "data-action": "act",
                    "data-move": decline["action"] if decline else str(Action(ActionKind.DECLINE)),
                },
                t("santas_game.elf.no"),
            ),
        )
    return h(
        "section",
        {"class": "elf-window", "role": "alert", "aria-label": t("santas_game.elf.title")},
        h("p", {"class": "elf-title"}, t("santas_game.elf.banner", name=name)),
        h(
            "p",
            {"class": "elf-help"},
            t("santas_game.elf.bots_only")
            if bots_only
            else t("santas_game.elf.timed", seconds=window["seconds"])
            if timed
            else t("santas_game.elf.wait"),
        ),
        timed
        and h(
            "div",
            {"class": "countdown", "aria-hidden": "true"},
            _countdown(int(window["seconds"]), ctx.seconds_left),  # None: the clock is held
        ),
        buttons,
        answered and h("p", {"class": "elf-answered"}, t("santas_game.elf.answered")),
    )


def _hand(view: SantaView, seat: int, ui: Ui, ctx: TableContext, t: Translator) -> Markup:
    hand = view["hand"]
    my_turn = bool(view["moves"]) and view["phase"] in ("turn", "colour")
    sleigh_mode = 0 <= ui.card < len(hand) and hand[ui.card] == CardKind.SLEIGH
    buttons = []
    for i, card in enumerate(hand):
        if sleigh_mode:
            playable = i == ui.card or i in ui.riders or rider_ok(view, ui, i)
        else:
            playable = my_turn and bool(moves_for_card(view, card))
        order = ui.riders.index(i) + 1 if i in ui.riders else 0
        buttons.append(
            card_markup(
                card,
                t,
                {
                    "data-action": "input",
                    "data-input": "card",
                    "data-index": str(i),
                    "aria-pressed": "true" if (i == ui.card or i in ui.riders) else "false",
                    # Not `disabled`: a tap on a dimmed card says why it cannot be played.
                    "aria-disabled": None if playable else "true",
                    "class": classes(
                        (i == ui.card or i in ui.riders) and "is-selected",
                        playable and "is-legal",
                        not playable and "is-unavailable",
                    ),
                    "data-order": str(order) if order else None,
                },
            )
        )
    title = t("table.your_hand", name=ctx.names[seat])
    # Why a tap did nothing goes in the decision bar, over its buttons: above the hand it pushed
    # the hand's last row under the bar pinned to a phone's screen (issue 30, Santa 5).
    # A prompt (a Gift's players, Santa's colours, the Sleigh's riders) makes the bar pinned to a
    # phone's screen taller, over the hand: the page brings the hand back into sight above it,
    # once per turn and per card chosen (issue 30, Santa 2, round 4).
    # A refusal is a line of that bar on a phone (css/games/santas_game.css): it brings the hand
    # back into sight too, or it covered a Sleigh's reindeer (issue 30, Santa 1, round 7).
    refusal = ctx.message if ctx.message_kind == "error" else ""
    in_sight = f"{view['round']}.{view['actions']}.{view['phase']}.{ui.card}.{refusal}" if my_turn else None
    return my_hand(
        title,
        h("div", {"class": "hand-in-sight", "data-reveal": in_sight}, hand_cards(buttons)),
        _out_of_round(view, seat, ctx, t),
        decision_bar(join([why_line(ctx), _actions(view, ui, ctx, t) if my_turn else None])),
        heading=True,
    )


def _out_of_round(view: SantaView, seat: int, ctx: TableContext, t: Translator) -> Markup | None:
    """Once the viewer is out of the round and only bots play on, nothing is left to watch:
    a button goes to the round's end (issue 30, Santa 1)."""
    ended = ctx.last_move is not None and bool(ctx.last_move.of_kind(SantaEvent.HAND_END))
    if seat not in view["finished"] or view["phase"] == "over" or ended:
        return None
    playing = [s for s in range(view["num_players"]) if s not in view["finished"]]
    bots_only = all(ctx.levels[s] is not None for s in playing) if len(ctx.levels) == view["num_players"] else False
    place = ordinal(view["finished"].index(seat) + 1, t)
    return h(
        "div",
        {"class": "out-of-round"},
        h("p", {}, t("santas_game.out_of_round", place=place)),
        bots_only
        and h(
            "button", {"type": "button", "id": "skip-round", "data-action": "skip-hand"}, t("santas_game.skip_round")
        ),
    )


def _actions(view: SantaView, ui: Ui, ctx: TableContext, t: Translator) -> Markup:
    hand = view["hand"]
    out: list[Any] = []
    if view["phase"] == "colour":
        out.append(h("p", {"class": "ask"}, t("santas_game.name_opening_colour")))
        colours = [m for m in _plain(view) if m["kind"] == ActionKind.COLOUR]
        out.append(_colour_picker(colours, view, ui, t))
        return join(out)
    card = hand[ui.card] if 0 <= ui.card < len(hand) else None
    if card is not None:
        moves = moves_for_card(view, card)
        k = kind(card)
        if k is CardKind.GIFT:
            out.append(h("p", {"class": "ask"}, t("santas_game.choose_target")))
            out.append(
                h(
                    "div",
                    {"class": "picker targets", "role": "group", "aria-label": t("santas_game.choose_target")},
                    [
                        h(
                            "button",
                            {
                                "type": "button",
                                "class": "target",
                                "data-action": "act",
                                "data-move": _with_announce(view, m, ui),
                                "data-target": str(m["target"]),
                            },
                            ctx.names[m["target"]],
                            " ",
                            h("small", {}, t("santas_game.cards_count", count=view["hand_sizes"][m["target"]])),
                        )
                        for m in moves
                    ],
                )
            )
        elif k is CardKind.SANTA:
            out.append(h("p", {"class": "ask"}, t("santas_game.choose_colour")))
            out.append(_colour_picker(moves, view, ui, t))
        elif k is CardKind.SLEIGH:
            sleigh = sleigh_move(view, ui)
            out.append(h("p", {"class": "ask"}, t("santas_game.choose_riders")))
            # A Play that cannot be used says why, beside it, to a screen reader and when
            # touched (issue 30).
            why = None
            if sleigh is None:
                why = t("santas_game.sleigh_why.riders") if ui.riders else t("santas_game.sleigh_why.none")
            out.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class": "primary",
                        "id": "play",
                        "data-action": "input",
                        "data-input": "play",
                        **(unavailable(why) if why else {}),
                        "title": why,
                        "aria-describedby": "sleigh-why" if why else None,
                    },
                    t("santas_game.play_sleigh", count=len(ui.riders)),
                )
            )
            if why:
                out.append(h("p", {"class": "sleigh-why", "id": "sleigh-why"}, why))
        elif moves:
            out.append(
                h(
                    "button",
                    {"type": "button", "class": "primary", "id": "play", "data-action": "input", "data-input": "play"},
                    t("santas_game.play_card", card=card_name(card, t)),
                )
            )
        out.append(
            h("button", {"type": "button", "data-action": "input", "data-input": "clear"}, t("santas_game.clear"))
        )
    draw, accept = _of_kind(view, ActionKind.DRAW), _of_kind(view, ActionKind.ACCEPT)
    accept_label = (
        t("santas_game.accept_gift", count=view["pending"]["cards"])
        if view["pending"]["kind"] == "gift"
        else t("santas_game.accept_skip")
    )
    if card is None:
        # The ask names the button there is (issue 30, Everywhere 9: under a Tree it said
        # "or draw" beside a lone "Accept the skip").
        if draw is not None:
            ask = t("santas_game.tap_a_card")
        elif accept is not None:
            ask = t("santas_game.tap_a_card_or", button=accept_label)
        else:
            ask = t("santas_game.tap_a_card_only")
        out.append(h("p", {"class": "ask"}, ask))
    if draw is not None:
        out.append(
            h(
                "button",
                {"type": "button", "id": "draw", "data-action": "act", "data-move": draw["action"]},
                t("santas_game.draw"),
            )
        )
    if accept is not None:
        move = accept["action"]
        out.append(
            h("button", {"type": "button", "id": "accept", "data-action": "act", "data-move": move}, accept_label)
        )
    if view["announce_mode"] == "required":
        out.append(
            h(
                "button",
                {
                    "type": "button",
                    "id": "announce",
                    "class": classes("announce", ui.announce and "is-on"),
                    "data-action": "input",
                    "data-input": "announce",
                    "aria-pressed": "true" if ui.announce else "false",
                },
                t("santas_game.announce"),
            )
        )
    return join(out)


def _colour_picker(moves: list[SantaMove], view: SantaView, ui: Ui, t: Translator) -> Markup:
    return h(
        "div",
        {"class": "picker colours", "role": "group", "aria-label": t("santas_game.choose_colour")},
        [
            h(
                "button",
                {
                    "type": "button",
                    "class": classes("colour-choice", f"c-{m['colour']}"),
                    "data-action": "act",
                    "data-move": _with_announce(view, m, ui),
                },
                symbol(m["colour"]),
                " ",
                t(f"santas_game.colour.{m['colour']}"),
            )
            for m in moves
        ],
    )


def render_table(view: SantaView, ui: Ui, ctx: TableContext, t: Translator) -> Markup:
    seat = view["seat"]
    if view["window"] and ctx.last_move is not None and ctx.last_move.of_kind(SantaEvent.HAND_END):
        # The finished round stays on show in the view from before its last move, which closed
        # the Elf window: no banner counts down on it (issue 30, Santa 6).
        view = cast(SantaView, {**view, "window": None})
    return join(
        [
            _seats(view, ctx, t),
            # The Elf window stands beside the piles on a wide screen: above them it pushed the
            # hand below a 1280x800 screen's bottom edge (issue 30, Santa 7, round 4).
            _middle(view, ctx, t, _elf_banner(view, ctx, t)),
            _hand(view, seat, ui, ctx, t) if seat is not None else None,
        ]
    )


# ---------------------------------------------------------------------- words


def describe_move(move: SantaMove, names: list[str] | None, t: Translator) -> str:
    """A legal move in words (the hint line): the table names the cards, the colour, the player."""
    kind_of_move = move["kind"]
    if kind_of_move == ActionKind.PLAY:
        card = move["cards"][0]
        if kind(card) is CardKind.GIFT:
            target = names[move["target"]] if names else t("santas_game.seat", number=move["target"] + 1)
            return t("santas_game.hint.gift", card=card_name(card, t), name=target)
        if kind(card) is CardKind.SANTA:
            return t("santas_game.hint.santa", colour=t(f"santas_game.wish.{move['colour']}"))
        return t("santas_game.hint.play", card=card_name(card, t))
    if kind_of_move == ActionKind.SLEIGH:  # the Sleigh, then its reindeer
        return t("santas_game.hint.sleigh", cards=", ".join(card_name(c, t) for c in move["cards"][1:]))
    if kind_of_move == ActionKind.COLOUR:
        return t("santas_game.hint.colour", colour=t(f"santas_game.colour.{move['colour']}"))
    return t(f"santas_game.hint.{kind_of_move}")


def render_round_summary(view: SantaView, names: list[str], t: Translator) -> Markup:
    result = view.get("last_round")  # the frame may ask before any view (an empty dict)
    if not result:
        return h("p", {}, "")
    # The cards each hand kept: what placed the players still in at a stalemate, and what the
    # last one was left with (issue 30, Santa 2, round 6). Absent from rounds saved before it.
    left = result.get("left")
    rows = [
        h(
            "tr",
            {"class": classes(place == 0 and "is-winner")},
            h("td", {}, ordinal(place + 1, t, short=True)),
            h("th", {"scope": "row"}, names[seat]),
            left and h("td", {"class": "cards-left"}, str(left[seat])),
            h("td", {}, f"+{result['points'][seat]}"),
            h("td", {}, str(result["totals"][seat])),
        )
        for place, seat in enumerate(result["placings"])
    ]
    last_play = result["last_play"]
    return join(
        [
            h("p", {}, t(f"santas_game.reason.{result['reason']}")),
            # The card that ended the round, seen in the summary (the next deal clears the pile).
            last_play and h("p", {"class": "last-play"}, t("santas_game.event.ended_on"), " ", cards_row(last_play, t)),
            summary_table(
                "santa-round",
                [
                    t("santas_game.placing"),
                    t("santas_game.player"),
                    *([t("santas_game.cards_left")] if left else []),
                    t("santas_game.round_points"),
                    t("santas_game.total"),
                ],
                rows,
            ),
            # The game's last round deals no next one.
            view["phase"] != "over"
            and h("p", {"class": "next-dealer"}, t("santas_game.next_dealer", name=names[result["next_dealer"]])),
        ]
    )


def render_game_summary(outcome: dict[str, Any], view: SantaView, names: list[str], t: Translator) -> Markup:
    # Equal totals share a place ("2. Bot 2: 25, 2. Bot 3: 25", then 4.): they read as 2nd and 3rd
    # (issue 30, Santa 4, round 8). A "most wins" tie-break puts its winner above the others.
    def rank(s: int) -> tuple[int, bool]:
        return outcome["scores"][s], s in outcome["winners"]

    order = sorted(range(len(names)), key=lambda s: (-outcome["scores"][s], s not in outcome["winners"]))
    return join(
        [
            winner_line(outcome["winners"], names, t),
            standings(order, lambda s: [names[s], ": ", t("santas_game.points", count=outcome["scores"][s])], rank),
            last_hand(view["last_round"], t("santas_game.last_round"), lambda: render_round_summary(view, names, t)),
        ]
    )


# ---------------------------------------------------------------------- the GameTable


class SantasGameTable(TypedTable[SantaView]):
    """The ``GameTable`` of Santa's Game."""

    hand_over_key = "santas_game.round_over"
    """The summary between deals is a round's in this game (the kit's default says "hand")."""

    def __init__(self) -> None:
        super().__init__(santa_view, render_table, cards_row, render_round_summary, render_game_summary, describe_event)

    def status(self, view: dict[str, Any], names: list[str], t: Translator) -> str | None:
        return status_line(santa_view(view), names, t)

    def turn_seconds(self, view: dict[str, Any]) -> int | None:
        return elf_window_seconds(santa_view(view))

    def on_time_up(self, view: dict[str, Any], ui: Ui) -> Submit | None:
        """A timed Elf window ran out: the answer is No."""
        decline = _of_kind(santa_view(view), ActionKind.DECLINE)
        return Submit(decline["action"]) if decline else None

    folded_options: frozenset[str] = frozenset(
        {
            "tiebreak",
            "elf_seconds",
            "bot_forget_rate",
            "opening_gift_source",
            "sleigh_must_follow_demand",
            "max_actions_per_round",
            "max_rounds",
        }
    )

    def new_ui(self, view: dict[str, Any]) -> Ui:
        return Ui()  # with announce_mode required, Announce must be pressed for every card (§11)

    def on_input(self, view: dict[str, Any], ui: Ui, name: str, data: Mapping[str, str]) -> Ui | Submit | Say:
        if name == "card" and data.get("index", "").isdigit():
            return self._tap(santa_view(view), ui, int(data["index"]))
        if name == "clear":
            return replace(ui, card=-1, riders=())
        if name == "announce":
            return replace(ui, announce=not ui.announce)
        if name == "play":
            return self._play(santa_view(view), ui)
        return ui

    def _tap(self, view: SantaView, ui: Ui, index: int) -> Ui | Submit | Say:
        hand = view["hand"]
        if not 0 <= index < len(hand):
            return ui
        card = hand[index]
        if 0 <= ui.card < len(hand) and hand[ui.card] == CardKind.SLEIGH and index != ui.card:
            if index in ui.riders:
                return replace(ui, riders=tuple(i for i in ui.riders if i != index))
            if rider_ok(view, ui, index):
                return replace(ui, riders=(*ui.riders, index))
            return Say("santas_game.not_a_rider")
        if index == ui.card:
            return replace(ui, card=-1, riders=())
        if not moves_for_card(view, card):
            probe = probe_for_card(view, card)
            if probe is None:
                return Say("santas_game.error.sleigh_riders")
            # Never a legal move (the legal list is complete): the engine refuses it and says why.
            legal = any(m["action"] == probe for m in view["moves"])
            return Say("santas_game.cannot_play_card") if legal else Submit(probe)
        return replace(ui, card=index, riders=())

    def _play(self, view: SantaView, ui: Ui) -> Submit | Say:
        hand = view["hand"]
        if not 0 <= ui.card < len(hand):
            return Say("santas_game.tap_a_card")
        card = hand[ui.card]
        if card == CardKind.SLEIGH:
            sleigh = sleigh_move(view, ui)
            return Submit(_in_tapped_order(view, sleigh, ui)) if sleigh else Say("santas_game.choose_riders")
        moves = moves_for_card(view, card)
        if len(moves) == 1:
            return Submit(_with_announce(view, moves[0], ui))
        if kind(card) is CardKind.GIFT:
            return Say("santas_game.choose_target")
        if kind(card) is CardKind.SANTA:
            return Say("santas_game.choose_colour")
        return Say("santas_game.cannot_play_card")

    def on_key(self, data: dict[str, Any], ui: Ui, key: str) -> Ui | Submit | Say | None:
        view = santa_view(data)
        for shortcut, move_kind in (
            (keymap.DRAW, ActionKind.DRAW),
            ("a", ActionKind.ACCEPT),
            (keymap.PASS, ActionKind.DECLINE),
        ):
            move = _of_kind(view, move_kind)
            if key == shortcut and move is not None:
                return Submit(move["action"])
        if key == "e":
            recalls = [m for m in view["moves"] if m["kind"] == ActionKind.RECALL]
            # Announcing costs nothing: the shortcut says the word whenever the game asks for it.
            recalls.sort(key=lambda m: not m["announce"])
            return Submit(recalls[0]["action"]) if recalls else None
        if key in (keymap.PLAY, "Enter") and ui.card >= 0:
            return self._play(view, ui)
        if key == keymap.CLEAR:
            return replace(ui, card=-1, riders=())
        if key == "s" and view["announce_mode"] == "required":
            return replace(ui, announce=not ui.announce)
        if key in ("1", "2", "3", "4"):
            hand = view["hand"]
            letter = COLOURS[int(key) - 1]
            if view["phase"] == "colour":
                options = [m for m in _plain(view) if m["kind"] == ActionKind.COLOUR]
            elif 0 <= ui.card < len(hand) and hand[ui.card] == CardKind.SANTA:
                options = moves_for_card(view, CardKind.SANTA)
            else:
                options = []
            for move in options:
                if move["colour"] == letter:
                    return Submit(_with_announce(view, move, ui))
        return None

    def shortcuts(self) -> list[tuple[str, str]]:
        shared = keymap.SHARED_MEANINGS
        return [
            (keymap.PLAY, shared[keymap.PLAY]),
            (keymap.DRAW, shared[keymap.DRAW]),
            ("a", "santas_game.key.accept"),
            ("e", "santas_game.key.elf"),
            (keymap.PASS, shared[keymap.PASS]),
            ("1–4", "santas_game.key.colour"),
            ("s", "santas_game.key.announce"),
            (keymap.CLEAR, shared[keymap.CLEAR]),
        ]

    def ui_for_hint(self, data: dict[str, Any], ui: Ui, action: str) -> Ui:
        view = santa_view(data)
        hand = view["hand"]
        move = next((m for m in view["moves"] if m["action"] == action), None)
        if move is None:
            return ui
        ui = replace(ui, announce=move["announce"])
        puts_down = (ActionKind.PLAY, ActionKind.SNOWMAN, ActionKind.ELF, ActionKind.SLEIGH)
        if move["kind"] not in puts_down or not move["cards"] or move["cards"][0] not in hand:
            return ui
        riders: list[int] = []
        for card in _sleigh_riders(move) if move["kind"] == ActionKind.SLEIGH else []:
            riders.append(next(i for i, c in enumerate(hand) if c == card and i not in riders))
        return replace(ui, card=hand.index(move["cards"][0]), riders=tuple(riders))

    def coach_targets(self, view: dict[str, Any], ui: Ui, action: str) -> tuple[str, ...]:
        """A lesson: the card a move puts down (a Sleigh, then its reindeer in the order laid),
        then what plays it: Play, the Gift's player or Santa's colour. Another card chosen is
        cleared first. Draw, Accept and the Elf window's answers are buttons of their own."""
        move = parse_action(action)
        if move.kind is ActionKind.SLEIGH:
            first, riders = CardKind.SLEIGH.value, list(move.cards)
        elif move.kind in (ActionKind.SNOWMAN, ActionKind.ELF):
            first, riders = move.kind.value, []
        elif move.kind is ActionKind.PLAY:
            first, riders = move.cards[0], []
        else:
            return super().coach_targets(view, ui, action)
        hand = santa_view(view)["hand"]
        chosen = ui.card if isinstance(ui, Ui) and 0 <= ui.card < len(hand) else -1
        if chosen < 0:
            return (selector(data_input="card", data_index=str(hand.index(first))),) if first in hand else ()
        laid = [hand[i] for i in ui.riders if 0 <= i < len(hand)]
        if hand[chosen] != first or laid != riders[: len(laid)]:
            return (selector(data_input="clear"),)
        if len(laid) < len(riders):
            free = [i for i, card in enumerate(hand) if card == riders[len(laid)] and i not in (chosen, *ui.riders)]
            return tuple(selector(data_input="card", data_index=str(i)) for i in free[:1])
        if move.target >= 0 or move.colour:  # the Gift's player, Santa's colour: the button plays it
            return super().coach_targets(view, ui, action)
        return (selector(data_input="play"),)

    def describe_move(self, move: dict[str, Any], names: list[str], t: Translator) -> str:
        return describe_move(cast(SantaMove, move), names, t)

    def describe_progress(self, data: dict[str, Any], names: list[str], t: Translator) -> str:
        view = santa_view(data)
        return (
            t("santas_game.round", number=view["round"])
            + " · "
            + ", ".join(f"{name} {score}" for name, score in zip(names, view["scores"]))
        )

    def text_keys(self) -> Iterable[str]:
        yield self.hand_over_key
        yield from BUILT_KEYS
        yield from (f"santas_game.colour.{c}" for c in COLOUR_KEYS)
        yield from (f"santas_game.tree_colour.{c}" for c in COLOURS)
        yield from (f"santas_game.wish.{c}" for c in COLOURS)
        yield from (f"santas_game.letter.{k}" for k in KINDS if k != "reindeer")
        yield from (f"santas_game.kind.{k}" for k in KINDS)
        yield from (f"santas_game.card.{k}" for k in KINDS)
        yield from (f"santas_game.reason.{r}" for r in REASONS)
        yield from (f"santas_game.{k}.{form}" for k in ("place", "place_short") for form in ORDINAL_FORMS)
        yield from (f"santas_game.hint.{k}" for k in ("snowman", "elf", "draw", "accept", "recall", "decline"))
        yield from (f"santas_game.did.{k}" for k in ("draw", "colour", "answered"))
        # The frame's status line names the opening colour as the step it is, not "Your turn"
        # (a card to play): ``<game>.status.<phase>`` (issue 30, Santa 1, round 6).
        yield f"santas_game.status.{Phase.COLOUR.value}"
        yield from (f"santas_game.pending.{k}{you}" for k in PENDING for you in ("", "_you"))
        yield from (
            f"santas_game.{k}"
            for k in (
                "not_a_rider",
                "cannot_play_card",
                "choose_riders",
                "tap_a_card",
                "choose_target",
                "choose_colour",
                "cards_left",
            )
        )
