"""The Rummikub table (and My Rummy's): the working copy of the table, composed by taps
or drags, committed with one Done.

Tap a tile (rack or table), then where it goes: a set, a tile of a set (a number tile
on a joker swaps them), "New set", or the rack (only for a tile played this turn:
a table tile stays on the table, §8 C1). Tap a set's handle to pick up the whole set
and tap another set to join them; a picked tile of a set offers "Split here". The
same moves work by dragging (``data-drag`` onto ``data-drop``) and by keyboard (the
tiles are buttons). Each invalid set is outlined with the engine's reason; Done is
marked blocked, with the engine's reason, until ``commit.commit_error`` accepts the
copy (pressed anyway, the engine refuses it and says why: once, by Done). Esc puts down
what is picked up, else puts the table back as the turn began (as c and Reset), and says
what it undid. The set an edit changed is scrolled into sight above the rack.

What others did shows on the table: the sets the last play made or changed are
marked, the tiles it placed carry a dot; every rack's size and the pool's size are
in the seat strip.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator, Iterable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any, cast

from ....app.i18n import Translator, and_list
from ....bots.rummikub.turns import best_turn, read
from ....engine.core import IllegalActionError, JsonDict
from ....engine.games.rummikub.actions import ActionKind, Timeout
from ....engine.games.rummikub.events import RummikubEvent
from ....engine.games.rummikub.options import NO_LIMIT, OPTION_SPECS
from ....engine.games.rummikub.sets import (
    SET_PROBLEMS,  # each said on the set itself: rummikub.why_set.<code>
    joker_representations,
    missing_colours,
)
from ....engine.games.rummikub.state import Meld, Phase
from ....engine.games.rummikub.tiles import Notation
from ....engine.games.rummikub.tiles import tile as tile_of
from ....engine.games.rummikub.views import RummikubMove, RummikubView, read_move, rummikub_view
from ... import keymap
from ...kit import Say, Submit, TableContext, TypedTable
from ...markup import Markup, classes, h, join
from ...parts import last_hand, standings, summary_table
from ...seats import SeatLine, seat_strip
from ...table import decision_bar, turn_clock, unavailable
from . import work as w
from .coach import next_touches
from .faces import CARD_LETTERS, COLOUR_NAMES, short_text, tile, tiles_row, tiles_text
from .story import BUILT_KEYS, SETS_SHOWN, describe_event

WHY_KEYS = (
    "pick_first",
    "table_to_rack",
    "nothing_to_undo",
    "nothing_to_reset",
    "table_before_opening",
    "draw_after_laying",
    "joker_set_locked",
)
"""Why a move could not be made (``work.Refusal``): ``rummikub.why.<key>``."""


SORT_KEY = "r"  # the rack's order; no other table uses r
ARROWS = "←  →"  # the shared row's own label, so that this table's row replaces it


def _mine(view: RummikubView) -> bool:
    """The viewer composes a turn now."""
    return view.get("seat") is not None and view["seat"] in view["to_act"] and view["phase"] == Phase.PLAY.value


def _work(view: RummikubView, ui: Any) -> w.Work:
    return ui if isinstance(ui, w.Work) else w.start(view)


def _laid(view: RummikubView, work: w.Work) -> bool:
    """The table differs from the turn's start (tiles laid or moved): drawing now would throw
    that away unasked, so Draw waits for Reset or Done (issue 30, Rummikub round 8, 1)."""
    return work.sets != w.start(view, work.sort).sets


def _draw_move(view: RummikubView) -> RummikubMove | None:
    """The viewer's draw, or its pass once the pool is empty (``None``: not its turn)."""
    return next((m for m in view["moves"] if m["kind"] in (ActionKind.DRAW, ActionKind.PASS)), None)


def _move_for(view: RummikubView, action: str) -> RummikubMove:
    """``action`` taken apart: the view's own listing of it, else the engine's reading
    (a hint or a move played may be a table the view does not list)."""
    listed = next((m for m in view["moves"] if m["action"] == action), None)
    return listed if listed is not None else read_move(action, w.notation_of(view))


# ---------------------------------------------------------------------- what the last move did


def others_plays(ctx: TableContext, viewer: int | None) -> tuple[dict[int, int], list[str]]:
    """The set ids the other seats' latest plays made or changed, each with the seat that
    did it last, and the tiles those plays placed. A mark stays until that seat moves again,
    the viewer's own turn included: marked for the last move only, a bot's rebuild was gone
    when the next bot drew, before anyone could read it (issue 30, Rummikub round 4, 2)."""
    by: dict[int, int] = {}
    placed: list[str] = []
    for move in ctx.moves:
        if move.seat == viewer:
            continue
        for event in move.of_kind(RummikubEvent.PLAY):
            by.update(dict.fromkeys(event["params"]["sets"], move.seat))
            placed += event["params"]["tiles"]
    return by, placed


def own_sets(ctx: TableContext, seat: int | None) -> set[int]:
    """The set ids ``seat``'s latest play made or changed: the engine files a turn's sets
    among the others, so the player's own are marked where they went (issue 30, Rummikub
    playtest 7/10, 6)."""
    ids: set[int] = set()
    for move in ctx.moves:
        if move.seat == seat:  # the latest of the seat's moves wins
            ids = {set_id for event in move.of_kind(RummikubEvent.PLAY) for set_id in event["params"]["sets"]}
    return ids


def open_tiles(cards: list[str], t: Translator) -> Markup:
    """Tiles in either notation as a row: a rack shown open in a replay."""
    cards_set = any(text[:1] in "SCDH" for text in cards if text != "*")
    return tiles_row(cards, "cards" if cards_set else "numbers", t)


# ---------------------------------------------------------------------- seats and pool


def _seats(view: RummikubView, work: w.Work, ctx: TableContext, t: Translator) -> Markup:
    sizes = view.get("rack_sizes")
    if sizes is not None and view.get("seat") is not None:
        # The player's own count is their rack as it stands now, tiles laid out this turn
        # gone from it, as the rack's title says: "20 tiles" on the seat beside "Your rack:
        # 14 tiles" read as two counts (issue 30, Rummikub playtest 7/10, 4).
        sizes = [len(work.rack) if seat == view["seat"] else size for seat, size in enumerate(sizes)]
    lines = [
        SeatLine(
            stats=[
                sizes is not None
                and h("span", {"class": "stat rack-size"}, t("rummikub.rack_size", count=sizes[seat])),
                h("span", {"class": "stat"}, _points(view["scores"][seat], t)),
                not view["has_melded"][seat] and h("span", {"class": "stat not-melded"}, t("rummikub.not_opened")),
            ]
        )
        for seat in range(view["num_players"])
    ]
    return seat_strip(view, lines, ctx, t, t("lobby.players"))


def _points(score: int, t: Translator) -> str:
    """A score in words: the plural form chosen by its size, the sign kept ("-31 очко";
    ngettext given -31 picks "очков")."""
    text = t("rummikub.points", count=abs(score))
    return f"{MINUS}{text}" if score < 0 else text


MINUS = "\u2212"
"""A loss is written with the minus sign, not a hyphen ("−62", issue 30, Rummikub round 5, 6)."""


def signed(number: int, plus: bool = False) -> str:
    """``number`` with the minus sign, and a plus before a gain where ``plus``."""
    if number < 0:
        return f"{MINUS}{-number}"
    return f"+{number}" if plus and number > 0 else str(number)


def _pool_line(view: RummikubView, t: Translator) -> Markup:
    return h(
        "p",
        {"class": "pool-line"},
        h("img", {"class": "pool-icon", "src": "img/rummikub/back.svg", "alt": ""}),
        h("span", {"class": "pool-size"}, t("rummikub.pool", count=view["pool_size"])),
        " · ",
        t("rummikub.round_no", number=view["round"]),
    )


# ---------------------------------------------------------------------- the table


def _joker_notes(view: RummikubView, tiles: tuple[w.Tile, ...], notation: Any) -> list[str | None]:
    """What each joker of a set stands for (from the engine's reading), in tile order: a
    run's tile; in a group, its number in the colour the group lacks, or the colours it
    may be (the number alone did not say which colour: issue 30, Rummikub round 4, 9)."""
    ids = tuple(notation.from_str(text) for text, _ in tiles)
    meld = Meld.of(ids)
    if meld.kind is None and w.misfit(ids) is not None:
        # A tile laid before a run that does not take it: the run's jokers keep what they
        # stand for (issue 30, Rummikub round 9, 2: the badge went with the tile's arrival).
        return [None, *_joker_notes(view, tiles[1:], notation)]
    if meld.kind is None:
        return [None] * len(tiles)
    reps = iter(joker_representations(ids, meld.kind))
    lacking = missing_colours(ids)
    own_colour = len(lacking) == sum(text == "*" for text, _ in tiles)  # each joker one colour, in order
    colours = iter(lacking)
    notes: list[str | None] = []
    for text, _ in tiles:
        if text != "*":
            notes.append(None)
            continue
        kind, what = next(reps)
        if kind == "run":
            notes.append(notation.to_str(what))
        elif own_colour:
            notes.append(notation.to_str(tile_of(next(colours), what)))
        else:
            notes.append(" ".join(notation.to_str(tile_of(colour, what)) for colour in lacking))
    return notes


def _suggested(view: RummikubView, ui: w.Work) -> tuple[frozenset[int], frozenset[int]]:
    """The rack tiles and sets the hint shown (not laid) uses."""
    if not ui.suggested or not _mine(view):
        return frozenset(), frozenset()
    return w.suggestion_marks(ui, _move_for(view, ui.suggested))


def _named_set(problem: IllegalActionError | None) -> int | None:
    """The set (0-based) Done's reason is about: the engine counts sets from 1 (``index``)."""
    index = getattr(problem, "params", {}).get("index") if problem is not None else None
    return index - 1 if isinstance(index, int) else None


def _table(
    view: RummikubView, ui: w.Work, ctx: TableContext, t: Translator, editing: bool, named: int | None = None
) -> Markup:
    """The sets; ``named`` is the one Done's reason is about, marked: the reason names it by
    its tiles, the table shows no numbers (issue 30, Rummikub round 7, 2)."""
    notation = w.notation_of(view)
    suggested_sets = _suggested(view, ui)[1]
    start_sets = {tuple(m["tiles"]) for m in view["table"]}
    ids = [m["id"] for m in view["table"]]
    changed_by, others_placed = others_plays(ctx, view.get("seat"))
    mine = own_sets(ctx, view.get("seat"))
    id_of = {tuple(m["tiles"]): m["id"] for m in view["table"]}
    others_left = list(others_placed)
    boxes = []
    for s, tiles in enumerate(ui.sets):
        texts = tuple(text for text, _ in tiles)
        problem = w.set_problem(tiles, ui.kinds[s], notation)
        untouched = texts in start_sets and not any(from_rack for _, from_rack in tiles)
        # While the player edits, a set still as it was keeps its marks.
        set_id = (ids[s] if s < len(ids) else None) if not editing else id_of.get(texts) if untouched else None
        changer = changed_by.get(set_id) if set_id is not None else None
        by_others = changer is not None
        yours = set_id in mine and not by_others
        notes = _joker_notes(view, tiles, notation)
        cells = []
        for i, (text, from_rack) in enumerate(tiles):
            marked = by_others and text in others_left
            if marked:
                others_left.remove(text)
            picked = ui.picked in (("set", s, i), ("whole", s))
            attrs: dict[str, Any] = {
                "class": classes(from_rack and "is-placed", marked and "is-theirs", picked and "is-picked")
            }
            if editing:
                attrs.update(
                    {
                        "data-action": "input",
                        "data-input": "tile",
                        "data-where": "set",
                        "data-set": str(s),
                        "data-index": str(i),
                        "data-drag": "tile",
                        "data-drop": "tile",
                        "aria-pressed": "true" if picked else "false",
                    }
                )
            if editing and ui.picked == ("set", s, i) and i > 0:
                cells.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class": "split",
                            "data-action": "input",
                            "data-input": "split",
                            "data-set": str(s),
                            "data-index": str(i),
                            "aria-label": t("rummikub.split_label", tile=short_text(text, notation, t)),
                        },
                        "✂",
                    )
                )
            cells.append(tile(text, notation, t, tag="button" if editing else "span", attrs=attrs, stands_for=notes[i]))
        reason = problem and t(f"rummikub.why_set.{problem[0]}", **_params(problem[1], notation, t))
        box_attrs: dict[str, Any] = {
            "class": classes(
                "set",
                problem and "is-invalid",
                editing and not untouched and "is-edited",
                by_others and "is-changed",
                yours and "is-yours",
                ui.picked == ("whole", s) and "is-picked",
                s in suggested_sets and "is-suggested",
                s == named and "is-named",
            ),
            # A list item named by its tiles (a role of its own would break the list).
            "aria-label": t("rummikub.set_label", number=s + 1, tiles=tiles_text(list(texts), notation, t)),
        }
        if editing and ui.reveal == s:
            # The set just changed, brought into sight once (ui/dom.py): the value tells this
            # edit from the next (edits made, the set, the tiles on the table).
            box_attrs["data-reveal"] = f"{len(ui.past)}.{s}.{sum(len(tiles) for tiles in ui.sets)}"
        if editing:
            box_attrs.update(
                {
                    "data-action": "input",
                    "data-input": "set",
                    "data-where": "set",
                    "data-set": str(s),
                    "data-drop": "set",
                }
            )
        handle = editing and h(
            "button",
            {
                "type": "button",
                "class": classes("set-handle", ui.picked == ("whole", s) and "is-picked"),
                "data-action": "input",
                "data-input": "pick-set",
                "data-where": "whole",
                "data-set": str(s),
                "data-drag": "set",
                "aria-pressed": "true" if ui.picked == ("whole", s) else "false",
                "aria-label": t("rummikub.pick_set", number=s + 1),
            },
            "⠿",
        )
        boxes.append(
            h(
                "li",
                box_attrs,
                handle,
                h("span", {"class": "set-tiles"}, cells),
                changer is not None and h("span", {"class": "set-by"}, ctx.names[changer]),
                reason and h("span", {"class": "set-why"}, reason),
            )
        )
    new_set = editing and h(
        "li",
        {"class": "set new-set-slot"},
        h(
            "button",
            {
                "type": "button",
                "class": "new-set",
                "data-action": "input",
                "data-input": "new-set",
                "data-where": "new",
                "data-drop": "new",
                **({} if ui.picked else unavailable(t("rummikub.why.pick_first"))),
            },
            t("rummikub.new_set"),
        ),
    )
    empty = not ui.sets and h("p", {"class": "empty-table"}, t("rummikub.empty_table"))
    return h(
        "section",
        {"class": "rk-table", "aria-label": t("rummikub.table")},
        empty,
        h("ul", {"class": "sets"}, boxes, new_set),
        editing and _targets_in_sight(ui),
    )


def _targets_in_sight(ui: w.Work) -> Markup | None:
    """A tile picked from the rack brings the table's end into sight above the pinned rack
    (ui/dom.py scrolls a ``data-reveal`` into view): "New set" and the last sets sat under
    the rack on a phone until the player scrolled (issue 30, Rummikub round 9, 1). The mark
    is below "New set", so that the scroll takes the header wholly away rather than stop
    with "New set" half covered."""
    if ui.picked[:1] != ("rack",) or ui.reveal is not None:
        return None
    return h(
        "span",
        {
            "class": "sets-end",
            "aria-hidden": "true",
            "data-reveal": f"pick.{len(ui.past)}.{ui.picked[1]}.{len(ui.rack)}",
        },
    )


def _params(params: Mapping[str, Any], notation: Any, t: Translator) -> dict[str, Any]:
    """An engine error's parameters in the player's symbols ("[r3 r4]" -> "[3◆ 4◆]")."""
    shown = dict(params)
    for key in ("set", "tiles", "tile", "joker"):
        value = shown.get(key)
        if isinstance(value, str) and value:
            words = value.strip("[]").split()
            if all(word in notation.ids for word in words):
                text = tiles_text(words, notation, t)
                shown[key] = f"[{text}]" if value.startswith("[") else text
    return shown


# ---------------------------------------------------------------------- the rack and the decision


def _rack(
    view: RummikubView, ui: w.Work, ctx: TableContext, t: Translator, editing: bool, decision: list[Markup | None]
) -> Markup:
    notation = w.notation_of(view)
    drawn = list(view.get("drawn") or [])
    suggested = _suggested(view, ui)[0]
    cells = []
    for i, text in enumerate(ui.rack):
        new = text in drawn
        if new:
            drawn.remove(text)
        picked = ui.picked == ("rack", i)
        attrs: dict[str, Any] = {
            "class": classes(new and "is-new", picked and "is-picked", i in suggested and "is-suggested")
        }
        if editing:
            attrs.update(
                {
                    "data-action": "input",
                    "data-input": "tile",
                    "data-where": "rack",
                    "data-index": str(i),
                    "data-drag": "tile",
                    "aria-pressed": "true" if picked else "false",
                }
            )
        if new:
            attrs["aria-label"] = t("rummikub.new_tile", tile=short_text(text, notation, t))
        cells.append(
            tile(
                text,
                notation,
                t,
                tag="button" if editing else "span",
                attrs=attrs,
                badge=h("span", {"class": "new-tag", "aria-hidden": "true"}, t("rummikub.new")) if new else None,
            )
        )
    # "Back to the rack" only for what may go back: tiles played this turn (§8 C1).
    may_go_back = ui.picked[:1] in (("set",), ("whole",)) and w.played_this_turn(ui, ui.picked)
    sorts = h(
        "div",
        {"class": "rack-sort", "role": "group", "aria-label": t("rummikub.sort")},
        [
            h(
                "button",
                {
                    "type": "button",
                    "data-action": "input",
                    "data-input": "sort",
                    "data-value": sort,
                    "aria-pressed": "true" if ui.sort == sort else "false",
                },
                t(f"rummikub.sort.{sort}"),
            )
            for sort in w.SORTS
        ],
    )
    rack_attrs: dict[str, Any] = {
        "class": "rack",
        "role": "group",
        "aria-label": t("rummikub.rack"),
        "data-keep-scroll": "rack",  # a long rack stays scrolled where it was, redraw after redraw
    }
    if editing:
        rack_attrs.update({"data-where": "rack", "data-drop": "rack", "data-action": "input", "data-input": "rack"})
    return h(
        "div",
        {"class": "my-hand rack-area", "aria-label": t("rummikub.rack"), "data-pinned-bottom": "rack"},
        h(
            "div",
            {"class": "rack-head"},
            h("h2", {}, t("rummikub.rack_title", count=len(ui.rack))),
            editing and turn_clock(ctx.seconds_left, t),
            sorts,
        ),
        h("div", rack_attrs, cells),
        editing
        and may_go_back
        and h(
            "button",
            {"type": "button", "class": "to-rack", "data-action": "input", "data-input": "to-rack"},
            t("rummikub.to_rack"),
        ),
        join(decision),
    )


def _decision(
    view: RummikubView, ui: w.Work, ctx: TableContext, t: Translator, problem: IllegalActionError | None
) -> list[Markup | None]:
    """The lines above the buttons (opening, proposal, why Done waits) and the buttons;
    ``problem``: what the engine would say to Done now."""
    notation = w.notation_of(view)
    lines: list[Markup | None] = []
    seat = view["seat"]
    assert seat is not None, "only the seat to act composes a turn"
    if not view["has_melded"][seat]:
        lines.append(
            h(
                "p",
                {"class": "opening", "aria-live": "polite"},
                t("rummikub.opening", value=w.opening_worth(view, ui), minimum=view["options"]["initial_meld_min"]),
            )
        )
    if ui.suggested:
        move = _move_for(view, ui.suggested)
        lines.append(
            h(
                "p",
                {"class": "suggestion"},
                t("rummikub.suggestion", points=move["points"]),
                " ",
                h(
                    "button",
                    {"type": "button", "class": "lay-hint", "data-action": "input", "data-input": "lay-hint"},
                    t("rummikub.lay_hint"),
                ),
            )
        )
    if ui.proposal:
        count, points = ui.proposal_worth
        # The hint replaced what the player had laid this turn: one Undo step brings it back.
        own = bool(ui.past) and ui.past[-1][0] != w.start(view, ui.sort).sets
        lines.append(
            h(
                "p",
                {"class": "proposal"},
                t("rummikub.proposal", count=count, points=points),
                own and " " + t("rummikub.proposal_over_own"),
            )
        )
    changed = bool(ui.past) or ui.sets != w.start(view, ui.sort).sets
    # A refusal is shown once, here by Done (the status line, far up a long table, keeps it
    # only for screen readers: css/games/rummikub.css): Done's own reason when it is the
    # refusal (Done pressed anyway), else a line of its own.
    refusal = ctx.message if ctx.message and ctx.message_kind == "error" else ""
    done_why: tuple[str, ...] = ()  # Done's reason, in tile symbols and as the engine's refusal words it
    if problem is not None and changed:
        raw = getattr(problem, "params", {})
        done_why = (
            t(f"rummikub.error.{problem.code}", **_params(w.misfit_named(raw, notation), notation, t)),
            t(f"rummikub.error.{problem.code}", **raw),
        )
        said = classes("done-why", refusal in done_why and "is-said")
        lines.append(h("p", {"class": said, "id": "done-why"}, done_why[0]))
    if refusal and refusal not in done_why:
        lines.append(h("p", {"class": "why", "aria-hidden": "true"}, refusal))
    draw = _draw_move(view)
    assert draw is not None, "the seat to act may always draw or pass"
    blocked = problem is not None
    # No Undo of its own: the toolbar's Undo takes back the last edit first (``undo_edit``);
    # two Undo buttons at once, one per kind of step, puzzled newcomers (issue 30, Rummikub
    # round 4, 7).
    buttons = [
        h(
            "button",
            {
                "type": "button",
                "data-action": "input",
                "data-input": "reset",
                **({} if changed else unavailable(t("rummikub.why.nothing_to_reset"))),
            },
            t("rummikub.reset"),
        ),
        h(
            "button",
            {
                "type": "button",
                "data-action": "act",
                "data-move": draw["action"],
                "id": "draw",
                **(unavailable(t("rummikub.why.draw_after_laying")) if _laid(view, ui) else {}),
            },
            t(f"rummikub.act.{draw['kind']}"),
        ),
        h(
            "button",
            {
                "type": "button",
                "class": classes("primary", blocked and "is-blocked"),
                "id": "done",
                "data-action": "input",
                "data-input": "done",
                "aria-disabled": "true" if blocked else None,
                "aria-describedby": "done-why" if blocked and changed else None,
            },
            t("rummikub.done"),
        ),
    ]
    return [*lines, decision_bar(buttons)]


def render_table(view: RummikubView, ui: Any, ctx: TableContext, t: Translator) -> Markup:
    work = _work(view, ui)
    editing = _mine(view)
    mine = view.get("seat") is not None
    problem = w.commit_problem(view, work) if editing else None
    changed = bool(work.past) or work.sets != w.start(view, work.sort).sets
    return h(
        "div",
        {"class": classes("rk", editing and "is-editing")},
        _seats(view, work, ctx, t),
        _pool_line(view, t),
        _table(view, work, ctx, t, editing, _named_set(problem) if changed else None),
        mine and _rack(view, work, ctx, t, editing, _decision(view, work, ctx, t, problem) if editing else []),
    )


# ---------------------------------------------------------------------- input


def _where(data: Mapping[str, str], prefix: str = "") -> w.Pick | None:
    """What an element's data names: a rack tile, a table tile, a whole set, a new set, the rack."""
    where = data.get(f"{prefix}where", "")
    index = data.get(f"{prefix}index", "")
    s = data.get(f"{prefix}set", "")
    if where == "rack":
        return ("rack", int(index)) if index.isdigit() else ("rack",)
    if where == "set" and s.isdigit():
        return ("set", int(s), int(index)) if index.isdigit() else ("set", int(s))
    if where == "whole" and s.isdigit():
        return ("whole", int(s))
    if where == "new":
        return ("new",)
    return None


def _answer(result: w.Work | w.Refusal, ui: w.Work) -> w.Work | Say:
    if isinstance(result, w.Refusal):
        return Say(result.key)
    return result


def _tap_tile(view: RummikubView, ui: w.Work, what: w.Pick) -> w.Work | Say:
    notation = w.notation_of(view)
    if ui.picked == what:
        return w.pick(ui, what)
    if what[0] == "rack":
        if w.played_this_turn(ui, ui.picked):
            return _answer(w.move(ui, ("rack",), notation), ui)
        return w.pick(ui, what)  # a table tile picked: the rack tile is picked instead
    # A table tile: picked up, or where the picked tile goes (onto a joker: a swap).
    if not ui.picked or (ui.picked[0] == "set" and ui.picked[1] == what[1]):
        return w.pick(ui, what)
    return _answer(w.move(ui, ("tile", what[1], what[2]), notation), ui)


def _back_to_rack(ui: w.Work, notation: Notation) -> w.Work | Say:
    """What is picked up on the table, then the rack tapped (between its tiles): back on the
    rack if played this turn; else the refusal says why (§8 C1) and puts it down. The tap did
    nothing, without a word (issue 30, Rummikub round 6, 5)."""
    moved = w.move(ui, ("rack",), notation)
    if isinstance(moved, w.Refusal):
        return Say(moved.key, ui=replace(ui, picked=()))
    return moved


def _before_opening(view: RummikubView, work: w.Work, name: str, data: Mapping[str, str]) -> Say | None:
    """Before the first meld the table's sets stay as they are (§8 C4: the opening is new
    sets from the rack alone): a tap on a tile or set that was on the table says so at once
    (issue 30, Rummikub 3: the tap was silent), not only Done later."""
    seat = view["seat"]
    options = view["options"]
    if seat is None or view["has_melded"][seat] or options["initial_turn_may_extend"]:
        return None
    touched = [data.get("set", "")] if name in ("tile", "set", "pick-set", "split") else []
    if name == "drop":
        touched = [data.get(f"{end}set", "") for end in ("from-", "to-") if data.get(f"{end}where") in ("set", "whole")]
    if name == "tile" and data.get("where") != "set":
        touched = []
    for s in (int(text) for text in touched if text.isdigit()):
        if s < len(work.sets) and not all(from_rack for _, from_rack in work.sets[s]):
            return Say("rummikub.why.table_before_opening", {"minimum": options["initial_meld_min"]})
    return None


def _from_locked_set(view: RummikubView, work: w.Work, name: str, data: Mapping[str, str]) -> Say | None:
    """Under locked joker sets (§9.3, the classic rules) a tile of a set that held a joker at
    the turn's start may not leave it: a tap picking one up (or a drag from it) says so at
    once. The set turned invalid and Done named the gap ("12▲ does not fit… needs an 11"), not
    the rule the Rules page states (issue 30, Rummikub round 8, 5)."""
    options = view["options"]
    if not options["joker_set_locked"] or options["joker_rule"] != "swap_only":
        return None
    if name == "drop" and data.get("from-where") == "set":
        where = (data.get("from-set", ""), data.get("from-index", ""))
    elif (
        name == "tile"
        and data.get("where") == "set"
        and (not work.picked or work.picked[:2] == ("set", _int(data.get("set"))))
    ):
        where = (data.get("set", ""), data.get("index", ""))
    else:
        return None
    if not all(text.isdigit() for text in where):
        return None
    s, i = int(where[0]), int(where[1])
    if s >= len(work.sets) or i >= len(work.sets[s]) or work.sets[s][i][1] or work.sets[s][i][0] == "*":
        return None
    if work.picked == ("set", s, i):
        return None  # putting it down again
    table_tiles = Counter(text for text, from_rack in work.sets[s] if not from_rack)
    text = work.sets[s][i][0]
    for meld in view["table"]:
        if "*" in meld["tiles"] and text in meld["tiles"] and not Counter(meld["tiles"]) - table_tiles:
            return Say("rummikub.why.joker_set_locked")
    return None


def _int(text: str | None) -> int | None:
    return int(text) if text and text.isdigit() else None


def handle_input(view: RummikubView, ui: Any, name: str, data: Mapping[str, str]) -> w.Work | Submit | Say:
    work = _work(view, ui)
    notation = w.notation_of(view)
    if name == "sort":
        return w.resort(work, data.get("value", ""), notation)
    if not _mine(view):
        return work
    if name == "lay-hint":
        return w.from_move(view, work, _move_for(view, work.suggested)) if work.suggested else work
    locked = _before_opening(view, work, name, data) or _from_locked_set(view, work, name, data)
    if locked is not None:
        return locked
    if name == "tile":
        what = _where(data)
        return _tap_tile(view, work, what) if what is not None and len(what) == 2 + (what[0] == "set") else work
    if name == "set" and data.get("set", "").isdigit():
        return _answer(w.move(work, ("set", int(data["set"])), notation), work) if work.picked else work
    if name == "pick-set" and data.get("set", "").isdigit():
        return w.pick(work, ("whole", int(data["set"])))
    if name == "new-set":
        return _answer(w.move(work, ("new",), notation), work)
    if name == "to-rack":
        return _answer(w.move(work, ("rack",), notation), work)
    if name == "rack":  # a tap on the rack itself, between its tiles
        return _back_to_rack(work, notation) if work.picked[:1] in (("set",), ("whole",)) else work
    if name == "split" and data.get("set", "").isdigit() and data.get("index", "").isdigit():
        return w.split(work, int(data["set"]), int(data["index"]))
    if name == "undo-edit":
        return w.undo(work)
    if name == "reset":
        return reset(view, work)
    if name == "done":
        return done(view, work)
    if name == "drop":
        return _drop(view, work, data)
    return work


def _drop(view: RummikubView, work: w.Work, data: Mapping[str, str]) -> w.Work | Say:
    """A drag released: the dragged tile (or set) picked up, then put where it was dropped."""
    notation = w.notation_of(view)
    source = _where(data, "from-")
    target = _where(data, "to-")
    if source is None or target is None or source[0] == "new" or len(source) < 2:
        return work
    lifted = replace(work, picked=source)
    if target[0] == "set" and len(target) == 3:
        target = ("tile", target[1], target[2])
    if target[0] == "rack":
        target = ("rack",)
    return _answer(w.move(lifted, target, notation), work)


def clear_choice(view: RummikubView, work: w.Work) -> Say:
    """Esc: what is picked up is put down (the moves made stay); with nothing picked up, the
    table as the turn began, as with c. Either way the status line says what was undone."""
    if work.picked:
        key = "rummikub.cleared.set" if work.picked[0] == "whole" else "rummikub.cleared.tile"
        return Say(key, kind="info", ui=replace(work, picked=()))
    return reset(view, work)


def reset(view: RummikubView, work: w.Work) -> Say:
    """c: the table as the turn began, said with how many tiles went back to the rack."""
    fresh = w.start(view, work.sort)
    if (work.sets, work.kinds, work.rack) == (fresh.sets, fresh.kinds, fresh.rack):
        return Say("rummikub.why.nothing_to_reset", kind="info", ui=fresh)
    back = len(fresh.rack) - len(work.rack)
    if not back:
        return Say("rummikub.cleared.table", kind="info", ui=fresh)
    return Say("rummikub.cleared.tiles", {"count": back}, kind="info", ui=fresh)


def time_up(view: RummikubView, ui: Any) -> Submit:
    """The turn timer ran out: ``timeout`` with the working copy, for the engine's policy
    (§11: a valid copy may be committed, a changed one is put back), or a bare ``timeout``
    when nothing changed."""
    work = _work(view, ui)
    fresh = w.start(view, work.sort)
    notation = w.notation_of(view)
    if (work.sets, work.kinds) == (fresh.sets, fresh.kinds):
        return Submit(Timeout.of().describe(notation))
    return Submit(Timeout.of(w.melds(work, notation), w.placed(view, work, notation)).describe(notation))


def review(view: RummikubView, action: str) -> Generator[None, None, Say | None]:
    """Practice: after a play (or a draw), the solver's most-tiles turn from the same
    position, in slices; a ``Say`` when it placed more than the player did."""
    notation = w.notation_of(view)
    played = _move_for(view, action)
    if played["kind"] not in (ActionKind.PLAY, ActionKind.DRAW):
        return None
    seen = read(view, notation)
    best = yield from best_turn(seen, seen.rack, view["options"], notation, "tiles", free_too=True)
    possible = 0 if best is None else len(best.placed)
    placed = len(played["cards"])
    if possible <= placed:
        return None
    if placed:
        return Say("rummikub.review.more", {"count": placed, "possible": possible}, kind="info")
    return Say("rummikub.review.drew", {"count": possible}, kind="info")


def done(view: RummikubView, work: w.Work) -> Submit | Say:
    """Commit the copy. When the engine would refuse it, it is submitted all the same: the
    refusal is the engine's, with its reason (the copy stays as it is). With no tile played
    Done says what a turn needs, the engine's words for it: on an empty table the copy's text
    is a bare ``play``, which the engine cannot read, and its answer was a generic "not a
    move" (issue 30, Rummikub 4)."""
    if not w.placed(view, work, w.notation_of(view)):
        return Say("rummikub.error.no_tile_played")
    return Submit(w.action_text(view, work))


# ---------------------------------------------------------------------- words


def _table_tiles(view: RummikubView) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(meld["tiles"]) for meld in view["table"])


def from_layout(view: RummikubView, work: w.Work, move: RummikubMove) -> dict[str, Any]:
    """The hinted ``move`` as steps from the table as the player has laid it this turn (the
    hint had said "add 7▲ to [7● 7■ 7◆]" with 7▲ already there: issue 30, Rummikub round 8,
    2): the rack tiles it still plays from there, ``BEFORE`` the layout; ``DONE`` when the
    layout is already as good (Done accepts it and it plays as many tiles). A layout using
    tiles the hint keeps is told from the turn's start, as the hint's whole turn."""
    notation = w.notation_of(view)
    laid = Counter(notation.to_str(tile) for tile in w.placed(view, work, notation))
    hinted = Counter(move["cards"])
    if laid - hinted:
        return {**move, BEFORE: [list(tiles) for tiles in _table_tiles(view)]}
    if sum(laid.values()) >= sum(hinted.values()) and w.commit_problem(view, work) is None:
        return {**move, DONE: True}
    layout = [[text for text, _ in tiles] for tiles in work.sets]
    return {**move, "cards": list((hinted - laid).elements()), BEFORE: layout}


def describe_move(move: RummikubMove, t: Translator) -> str:
    """A hinted move in words: what it does to the table (``BEFORE``, the table it starts
    from, is there), else how many tiles it places, for how many points."""
    if cast(Mapping[str, Any], move).get(DONE):
        return t("rummikub.hint.press_done")
    if move["kind"] == ActionKind.PLAY:
        before = cast(Mapping[str, Any], move).get(BEFORE)
        if before is not None:
            return play_steps(before, move, t)
        return t("rummikub.act.play", count=len(move["cards"]), points=move["points"])
    return t(f"rummikub.act.{move['kind']}")


BEFORE = "before"
"""The key under which ``move_for`` gives a move the table it starts from (set tile texts)."""
DONE = "done"
"""The key under which ``move_for`` says the player's layout is already as good as the hint."""


def play_steps(before: list[list[str]], move: RummikubMove, t: Translator) -> str:
    """A play as the steps a person would take, in one line: "add 7● to [4● 5● 6●]; lay
    down [9■ 9● 9▲]"; sets taken apart and built anew are one step, "rearrange … into …"."""
    after = [list(meld["tiles"]) for meld in move["table"]]
    notation = w.notation_of_tiles([text for tiles in before + after for text in tiles])

    def shown(tiles: list[str]) -> str:
        return f"[{tiles_text(tiles, notation, t)}]"

    old = Counter(tuple(sorted(tiles)) for tiles in before)
    gone, new = [], []  # sets of ``before`` not on the table after; sets new after
    for tiles in after:
        key = tuple(sorted(tiles))
        if old[key]:
            old[key] -= 1
        else:
            new.append(tiles)
    for tiles in before:
        key = tuple(sorted(tiles))
        if old[key]:
            old[key] -= 1
            gone.append(tiles)
    many = len(gone) + len(new) > SETS_SHOWN
    placed = Counter(move["cards"])
    steps: list[str] = []
    rebuilt: list[list[str]] = []
    grown_count = laid_count = 0
    for tiles in new:
        grown = next(
            (g for g in gone if not Counter(g) - Counter(tiles) and not (Counter(tiles) - Counter(g)) - placed), None
        )
        if grown is not None:
            extra = list((Counter(tiles) - Counter(grown)).elements())
            placed -= Counter(extra)
            gone.remove(grown)
            grown_count += 1
            steps.append(t("rummikub.hint.add", tiles=tiles_text(extra, notation, t), set=shown(grown)))
        elif not Counter(tiles) - placed:
            placed -= Counter(tiles)
            laid_count += 1
            steps.append(t("rummikub.hint.lay", set=shown(tiles)))
        else:
            rebuilt.append(tiles)
    if many:
        # A rebuild of many sets, set by set, made a line a phone's status box cut off; "play 12
        # tiles as outlined" said nothing of what it does (issue 30, Rummikub round 7, 3): the
        # line counts the steps, the sets themselves are outlined on the table.
        counts = {"add": grown_count, "lay": laid_count, "rearrange": len(gone) or len(rebuilt)}
        parts = [t(f"rummikub.hint.part.{step}", count=count) for step, count in counts.items() if count]
        return t("rummikub.hint.short", count=len(move["cards"]), parts=", ".join(parts))
    if rebuilt or gone:
        sets = " ".join(shown(tiles) for tiles in gone)
        steps.append(t("rummikub.hint.rearrange", sets=sets, into=" ".join(shown(tiles) for tiles in rebuilt)))
    line = steps[0] if steps else ""
    for step in steps[1:]:
        line = t("rummikub.hint.then", first=line, then=step)
    return line


def render_hand_summary(view: RummikubView, names: list[str], t: Translator) -> Markup:
    result = view.get("last_round")
    if not result:
        return join([])
    notation_name = view["options"]["tile_set"]
    winners = and_list([names[s] for s in result["winners"]], t)
    headline = (
        t("rummikub.round_out", number=result["number"], names=winners)
        if result["reason"] == "out"
        else t("rummikub.round_blocked", number=result["number"], names=winners)
    )
    rows = [
        h(
            "tr",
            {"class": classes(seat in result["winners"] and "winner")},
            h("th", {"scope": "row"}, names[seat]),
            h(
                "td",
                {"class": "rack-left"},
                tiles_row(result["racks"][seat], notation_name, t) if result["racks"][seat] else "—",
            ),
            h("td", {"class": "num"}, str(result["rack_values"][seat])),
            h("td", {"class": "num"}, signed(result["points"][seat], plus=True)),
            h("td", {"class": "num total"}, signed(view["scores"][seat])),
        )
        for seat in range(len(names))
    ]
    return join(
        [
            h("p", {"class": "winner-line"}, headline),
            summary_table(
                "rk-round",
                [
                    t("rummikub.col.player"),
                    t("rummikub.col.rack"),
                    t("rummikub.col.penalty"),
                    t("rummikub.col.round"),
                    t("rummikub.col.total"),
                ],
                rows,
                scoped=True,
            ),
            h("p", {"class": "zero-sum"}, t("rummikub.zero_sum")),
        ]
    )


def render_game_summary(outcome: Mapping[str, Any], view: RummikubView, names: list[str], t: Translator) -> Markup:
    winners = and_list([names[s] for s in outcome["winners"]], t)
    order = sorted(range(len(names)), key=lambda s: -view["scores"][s])
    return join(
        [
            h("p", {"class": "winner-line"}, t("summary.won", names=winners)),
            standings(order, lambda s: t("rummikub.standing", name=names[s], points=signed(view["scores"][s]))),
            last_hand(view.get("last_round"), t("rummikub.last_round"), lambda: render_hand_summary(view, names, t)),
        ]
    )


class RummikubTable(TypedTable[RummikubView]):
    """The ``GameTable`` of Rummikub and My Rummy."""

    folded_options: frozenset[str] = frozenset(
        {
            "jokers",
            "rack_size",
            "initial_turn_may_extend",
            "joker_rule",
            "joker_set_locked",
            "joker_swap_source",
            "group3_needs_both",
            "joker_penalty",
            "timeout_policy",
            "first_player",
            "target_score",
            "show_rack_counts",
            "face_values",
        }
    )
    hand_over_key = "rummikub.round_over"
    # A newcomer starts with no turn timer: two minutes ran out on people still learning the
    # sets (issue 30, Rummikub round 4, 4). The lobby offers every limit the rules do.
    lobby_options = MappingProxyType({"turn_time_limit_s": NO_LIMIT})

    def __init__(self) -> None:
        self.places: dict[int, tuple[float, tuple[str, ...]]] = {}
        """Each set's place on the table (by set id, with its tiles): the table is shown in
        this order, not the engine's, so that sets stay where they were (``in_place``)."""
        self.shown: list[int] = []
        """The set ids of the table last shown."""
        self.asked: tuple[str, tuple[tuple[str, ...], ...], w.Work] | None = None
        """The hint last asked for (its action, the turn's table, the player's layout then): its
        line is told from that layout, not from the turn's start (``move_for``)."""
        self.laid: list[tuple[str, ...]] | None = None
        """The player's layout as submitted (each set's sorted tiles, in the order shown): the
        table that comes back from it is shown in that order (``in_place``)."""
        self.sorts: dict[int | None, str] = {}
        """Each seat's chosen rack order: every turn (a move, a timeout, an undo) starts from
        ``new_ui``, which took the default order back (issue 30, Rummikub 6). A preference:
        a next match in the same page starts with it too."""
        super().__init__(
            self.in_place, render_table, open_tiles, render_hand_summary, render_game_summary, describe_event
        )

    def in_place(self, view: JsonDict) -> RummikubView:
        """The typed view, its table in the order the sets were shown: a set kept keeps its
        place, one made from sets gone takes the place of the one it took most from, one laid
        from the rack goes at the end. A bot's play listed every set in its solver's order
        and the table re-sorted between turns (issue 30, Rummikub round 7, 7)."""
        typed = rummikub_view(view)
        table = typed["table"]
        tiles = {meld["id"]: tuple(sorted(meld["tiles"])) for meld in table}
        if not table or any(self.places.get(i, (0, found))[1] != found for i, found in tiles.items()):
            self.places, self.shown = {}, []  # a new round, or another match: places start again
        new = [i for i in tiles if i not in self.places]
        if new and self.laid is not None and sorted(self.laid) == sorted(tiles.values()):
            # The player's own play: every set where they laid it, a changed one where it was,
            # a new one at the end (issue 30, Rummikub round 8, 3: a new set holding a tile
            # taken from the first set jumped next to it).
            order = list(self.laid)
            for set_id, found in tiles.items():
                self.places[set_id] = (float(order.index(found)), found)
                order[order.index(found)] = ()
            self.laid = None
        elif new:
            gone = [self.places[i] for i in self.shown if i not in tiles]
            end = max((place for place, _ in self.places.values()), default=-1.0) + 1
            for set_id, place in zip(new, w.new_places(gone, [tiles[i] for i in new], end)):
                self.places[set_id] = (place, tiles[set_id])
        self.shown = list(tiles)
        ordered = sorted(table, key=lambda meld: self.places[meld["id"]][0])
        return cast(RummikubView, {**typed, "table": ordered})

    def new_ui(self, view: JsonDict) -> w.Work:
        typed = self.typed(view)
        return w.start(typed, self.sorts.get(typed.get("seat"), w.SORTS[0]))

    def _sorted(self, view: RummikubView, answer: Any) -> Any:
        """``answer`` to an input, its rack order remembered for the seat's next turns."""
        chosen = answer.ui if isinstance(answer, Say) else answer
        if isinstance(chosen, w.Work):
            self.sorts[view.get("seat")] = chosen.sort
        return answer

    def turn_seconds(self, view: JsonDict) -> int | None:
        """The option's turn limit while the viewer composes a turn (§11)."""
        typed = self.typed(view)
        limit = typed["options"]["turn_time_limit_s"]
        return None if limit == NO_LIMIT or not _mine(typed) else int(limit)

    def _submitted(self, view: RummikubView, ui: Any, answer: Any) -> Any:
        """``answer``; when it plays the layout, the layout's order remembered (``laid``)."""
        if isinstance(answer, Submit):
            self.laid = [tuple(sorted(text for text, _ in tiles)) for tiles in _work(view, ui).sets]
        return answer

    def on_time_up(self, view: JsonDict, ui: Any) -> Submit:
        typed = self.typed(view)
        return cast(Submit, self._submitted(typed, ui, time_up(typed, ui)))

    def on_escape(self, view: JsonDict, ui: Any) -> Say | None:
        typed = self.typed(view)
        return clear_choice(typed, _work(typed, ui)) if _mine(typed) else None

    def undo_edit(self, view: JsonDict, ui: Any) -> w.Work | None:
        """The toolbar's Undo at the player's turn: the last edit taken back (the hint laid
        on the table is one step); with none, the match's last move."""
        typed = self.typed(view)
        work = _work(typed, ui)
        return w.undo(work) if _mine(typed) and work.past else None

    def coach_targets(self, view: JsonDict, ui: Any, action: str) -> tuple[str, ...]:
        """A lesson's play: the next tap that builds it on the working copy (``coach``), one
        tile or button at a time, then Done; a draw is its own button."""
        typed = self.typed(view)
        touches = next_touches(typed, _work(typed, ui), action) if _mine(typed) else None
        return touches if touches is not None else super().coach_targets(view, ui, action)

    def review_move(self, view: JsonDict, action: str) -> Generator[None, None, Say | None]:
        return review(self.typed(view), action)

    def on_input(self, view: JsonDict, ui: Any, name: str, data: Mapping[str, str]) -> Any:
        typed = self.typed(view)
        return self._submitted(typed, ui, self._sorted(typed, handle_input(typed, ui, name, data)))

    def on_key(self, view: JsonDict, ui: Any, key: str) -> Any:
        typed = self.typed(view)
        work = _work(typed, ui)
        if not _mine(typed):
            return None
        if key in (keymap.PLAY, "Enter"):
            # As Done: a table the engine refuses is submitted all the same, and the refusal is
            # said in the tiles' symbols (``error_fields``), by Done; said here from the engine's
            # fields, it showed tile codes ("b13", issue 30, Rummikub round 9, 3).
            return self._submitted(typed, work, done(typed, work))
        if key == keymap.DRAW:
            if _laid(typed, work):
                return Say("rummikub.why.draw_after_laying")
            draw = _draw_move(typed)
            return Submit(draw["action"]) if draw is not None else None
        if key == keymap.CLEAR:
            return reset(typed, work)
        if key == "z":
            return w.undo(work)
        if key == SORT_KEY:
            return self._sorted(typed, w.resort(work, w.SORTS[1 - w.SORTS.index(work.sort)], w.notation_of(typed)))
        return None

    def shortcuts(self) -> list[tuple[str, str]]:
        shared = keymap.SHARED_MEANINGS
        return [
            (keymap.PLAY, shared[keymap.PLAY]),  # Done: the turn set up on the table
            (keymap.DRAW, shared[keymap.DRAW]),
            (keymap.CLEAR, shared[keymap.CLEAR]),  # Reset: the table as the turn began
            ("z", "rummikub.key.undo_edit"),
            (SORT_KEY, "rummikub.key.sort"),
            (ARROWS, "rummikub.key.arrows"),  # replaces the shared row, which says "cards"
        ]

    def ui_for_hint(self, view: JsonDict, ui: Any, action: str) -> w.Work:
        typed = self.typed(view)
        work = _work(typed, ui)
        move = _move_for(typed, action)
        if move["kind"] != ActionKind.PLAY:
            return work
        # The hint only shows the suggestion (its tiles and sets outlined, with its line);
        # "Lay it out" lays it, one step that Undo takes back. Asked again, it shows the same:
        # a second tap on a slow Hint laid the whole turn on the table by surprise (issue 30,
        # Rummikub round 6, 2).
        self.asked = (action, _table_tiles(typed), work)
        if from_layout(typed, work, move).get(DONE):
            # The layout already is as good: the hint says "press Done", and a suggestion to
            # lay out (with nothing outlined) would contradict it (issue 30, Rummikub lesson
            # round 2).
            return replace(work, suggested="", picked=())
        return replace(work, suggested=action, picked=())

    def move_for(self, view: JsonDict, action: str) -> JsonDict | None:
        """A hint may be a table the view does not list: the engine reads it. The move
        carries the table it starts from, to be told as steps (``describe_move``)."""
        typed = self.typed(view)
        move = _move_for(typed, action)
        asked = self.asked
        if asked is not None and asked[:2] == (action, _table_tiles(typed)) and move["kind"] == ActionKind.PLAY:
            return from_layout(typed, asked[2], move)
        return {**cast(JsonDict, move), BEFORE: [list(m["tiles"]) for m in typed["table"]]}

    def describe_move(self, move: JsonDict, names: list[str], t: Translator) -> str:
        return describe_move(cast(RummikubMove, move), t)

    def error_fields(self, params: Mapping[str, Any], t: Translator) -> Mapping[str, Any]:
        """The engine's refusal in the player's tile symbols ("[k13 b13]" on the status line,
        issue 30, Rummikub round 9, 3), a broken run's first tile named where it is the one
        out of place (``work.misfit_named``), as Done's own line says it."""
        words = [word for value in params.values() if isinstance(value, str) for word in value.strip("[]").split()]
        notation = w.notation_of_tiles(words)
        return _params(w.misfit_named(dict(params), notation), notation, t)

    def describe_progress(self, view: JsonDict, names: list[str], t: Translator) -> str:
        typed = self.typed(view)
        scores = ", ".join(f"{names[s]} {typed['scores'][s]}" for s in range(len(names)))
        return f"{t('rummikub.round_no', number=typed['round'])} · {scores}"

    def text_keys(self) -> Iterable[str]:
        yield from BUILT_KEYS
        yield from (f"rummikub.why_set.{code}" for code in SET_PROBLEMS)
        yield from (f"rummikub.why.{key}" for key in WHY_KEYS)
        yield from (f"rummikub.cleared.{what}" for what in ("tile", "set", "table", "tiles"))  # Esc and c
        yield from (f"rummikub.hint.{step}" for step in ("add", "lay", "rearrange", "then", "press_done"))
        yield from (f"rummikub.hint.part.{step}" for step in ("add", "lay", "rearrange"))  # a big one, counted
        yield from ("rummikub.review.more", "rummikub.review.drew")  # practice: ``review``
        yield from (f"rummikub.colour.{name}" for names in COLOUR_NAMES.values() for name in names)
        yield from (f"rummikub.tile.{name}" for name in COLOUR_NAMES)
        # Number choices the lobby names by their own texts ("30 points", "60 seconds").
        yield from (
            f"rummikub.opt.{spec.name}.{choice}"
            for spec in OPTION_SPECS
            for choice in spec.choices
            if isinstance(choice, int) and not isinstance(choice, bool)
        )
        yield from (f"rummikub.sort.{sort}" for sort in w.SORTS)
        yield from (f"card.letter.{letter}" for letter in CARD_LETTERS.values())
        yield from (f"rummikub.act.{kind}" for kind in (ActionKind.DRAW, ActionKind.PASS, ActionKind.TIMEOUT))
