"""What a lesson's coach points at on the Rummikub table (``RummikubTable.coach_targets``).

A Rummikub turn is one ``play`` action, the whole new table, composed by many taps on the
working copy (``work``): pick a rack tile, then the set it joins or "New set"; pick a table
tile, then the scissors to split its set there, or the set (or "New set") it moves to; drop a
rack tile on a joker to free it. From the copy as it stands and the table the lesson's ``play``
asks for, ``next_touches`` finds the next tap, one at a time, in the order a person would make
them: a joker is freed first, then a run split, a table tile taken from a set that keeps enough
without it, then each tile goes where it belongs (a set that is part of its target first, a
new set last); once the copy is the play, Done. A copy that strays from every way to the play
(a tile put somewhere else) is put back with Reset.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ....engine.games.rummikub.actions import Play, action_from_str
from ....engine.games.rummikub.views import RummikubView
from ...markup import selector
from . import work as w

Texts = Sequence[str]

DONE = selector(data_input="done")
RESET = selector(data_input="reset")
NEW_SET = selector(data_input="new-set")


def part_of(tiles: Texts, target: Texts) -> bool:
    """``tiles`` can grow into ``target``: each of its tiles is in the target, in the target's order."""
    if Counter(tiles) - Counter(target):
        return False
    rest = iter(target)
    return all(any(text == other for other in rest) for text in tiles)


def rack_tile(index: int) -> str:
    return selector(data_input="tile", data_where="rack", data_index=str(index))


def table_tile(s: int, i: int) -> str:
    return selector(data_input="tile", data_where="set", data_set=str(s), data_index=str(i))


def onto_set(work: w.Work, s: int) -> str:
    """Where to tap to put the picked tile on set ``s``: the set itself, or, when it holds a
    joker among other tiles, one of its number tiles (a tile tapped onto a joker swaps them)."""
    texts = [text for text, _ in work.sets[s]]
    if "*" in texts and len(texts) > 1:
        return table_tile(s, max(i for i, text in enumerate(texts) if text != "*"))
    return selector(data_input="set", data_set=str(s))


def put_down(picked: w.Pick) -> str:
    """What to tap to put down what is picked: the same tile, or the set's handle."""
    if picked[0] == "rack":
        return rack_tile(picked[1])
    if picked[0] == "whole":
        return selector(data_input="pick-set", data_set=str(picked[1]))
    return table_tile(picked[1], picked[2])


class Plan:
    """The copy beside the play's target table: which of the copy's sets are already a target
    set (``done``), and which target sets are still to make (``todo``)."""

    def __init__(self, work: w.Work, target: list[list[str]]) -> None:
        self.work = work
        self.sets = [[text for text, _ in tiles] for tiles in work.sets]
        self.todo = list(target)
        self.loose: list[int] = []  # the copy's sets not yet a target set
        for s, texts in enumerate(self.sets):
            if texts in self.todo:
                self.todo.remove(texts)
            else:
                self.loose.append(s)

    def growing(self, s: int) -> list[str] | None:
        """The target set the copy's set ``s`` grows into, if any."""
        return next((target for target in self.todo if part_of(self.sets[s], target)), None)

    def split_at(self, s: int) -> int | None:
        """Where set ``s`` must be cut in two, each part growing into a target set (the
        rightmost cut: the tile played then starts the second part, as it would by hand)."""
        texts = self.sets[s]
        if self.growing(s) is not None:
            return None
        cuts = [
            i
            for i in range(1, len(texts))
            if any(part_of(texts[:i], t) for t in self.todo) and any(part_of(texts[i:], t) for t in self.todo)
        ]
        return max(cuts, default=None)

    def lifted(self, s: int) -> int | None:
        """The tile to take out of set ``s`` for another set: the one without which the set
        grows into a target set (an end of a long run, a colour of a group of four)."""
        texts = self.sets[s]
        if s not in self.loose or len(texts) < 2 or self.growing(s) is not None:
            return None
        rest = (i for i in range(len(texts)) if any(part_of([*texts[:i], *texts[i + 1 :]], t) for t in self.todo))
        return next(rest, None)

    def place_for_table_tile(self, s: int, i: int) -> str:
        """Where a table tile taken out of set ``s`` goes: a set of the copy that grows into its
        target with it, else a new set."""
        text = self.sets[s][i]
        for other in self.loose:
            target = self.growing(other)
            if other != s and target is not None and part_of([*self.sets[other], text], target):
                return onto_set(self.work, other)
        return NEW_SET

    def waits(self, picked: w.Pick) -> bool:
        """A picked table tile that may stay picked: where its set is cut, the tile taken out of
        it for another set, or a joker just freed (alone in its set, the play's next tile joins
        it there)."""
        if picked[:1] != ("set",):
            return False
        s, i = picked[1], picked[2]
        if self.split_at(s) == i or self.lifted(s) == i:
            return True
        return self.sets[s] == ["*"] and s in self.loose and self.growing(s) is not None

    def swap_for(self, text: str) -> tuple[int, int] | None:
        """The joker (set, place) that the rack tile ``text`` replaces, if one does (a joker
        alone in its set, one just freed, stands for nothing: a tile joins it)."""
        for s in (s for s in self.loose if len(self.sets[s]) > 1):
            for i, other in enumerate(self.sets[s]):
                swapped = [*self.sets[s][:i], text, *self.sets[s][i + 1 :]]
                if other == "*" and any(part_of(swapped, t) for t in self.todo):
                    return s, i
        return None

    def place_for(self, text: str) -> str:
        """Where a picked rack tile goes: onto a joker it replaces, onto the set that grows
        into its target with it, else into a new set."""
        swap = self.swap_for(text)
        if swap is not None:
            return table_tile(*swap)
        for s in self.loose:
            target = self.growing(s)
            if target is not None and not Counter([*self.sets[s], text]) - Counter(target):
                return onto_set(self.work, s)
        return NEW_SET

    def swapping_tile(self) -> int | None:
        """The rack tile (its index) that frees a joker, if one does."""
        return next((i for i, text in enumerate(self.work.rack) if self.swap_for(text) is not None), None)

    def next_rack_tile(self) -> int | None:
        """The rack tile (its index) to play next: the next tile of a target set already begun,
        else of one still to begin."""
        rack = self.work.rack
        begun = [(self.growing(s), self.sets[s]) for s in self.loose]
        started: list[tuple[list[str], Texts]] = [(target, texts) for target, texts in begun if target is not None]
        fresh = [(target, ()) for target in self.todo if all(target is not t for t, _ in started)]
        for target, texts in [*started, *fresh]:
            for text in (Counter(target) - Counter(texts)).elements():
                if text in rack:
                    return rack.index(text)
        return None

    def play_rack_tile(self, index: int) -> str:
        """The rack tile ``index`` to pick, or where it goes once picked (a tile of the same face
        will do). Another rack tile picked is no matter: a tap on this one picks it instead."""
        picked = self.work.picked
        rack = self.work.rack
        if picked[:1] == ("rack",) and picked[1] < len(rack) and rack[picked[1]] == rack[index]:
            return self.place_for(rack[index])
        return rack_tile(index)


def next_touches(view: RummikubView, work: w.Work, action: str) -> tuple[str, ...] | None:
    """What to touch next so that the copy becomes ``action``; ``None`` when ``action`` is no
    play (a draw has a button of its own)."""
    notation = w.notation_of(view)
    play = action_from_str(action, notation)
    if not isinstance(play, Play):
        return None
    if w.action_text(view, work) == action:
        return (DONE,)
    plan = Plan(work, [notation.tiles_to_str(meld.tiles).split() for meld in play.table])
    picked = work.picked
    if picked[:1] in (("set",), ("whole",)) and not plan.waits(picked):
        return (put_down(picked),)  # a tap elsewhere would move it: it goes down where it is
    swap = plan.swapping_tile()  # a joker is freed before its set could look like one to split
    if swap is not None:
        return (plan.play_rack_tile(swap),)
    for s in plan.loose:
        cut = plan.split_at(s)
        if cut is None:
            continue
        if picked == ("set", s, cut):
            return (selector(data_input="split", data_set=str(s), data_index=str(cut)),)
        # A rack tile picked would go into the set at the tile tapped: it goes down first.
        return (put_down(picked) if picked else table_tile(s, cut),)
    for s in plan.loose:
        taken = plan.lifted(s)
        if taken is None:
            continue
        if picked == ("set", s, taken):
            return (plan.place_for_table_tile(s, taken),)
        return (put_down(picked) if picked else table_tile(s, taken),)
    if any(plan.growing(s) is None for s in plan.loose):
        return (RESET,)  # a set that is part of no set of the play: start the turn again
    wanted = plan.next_rack_tile()
    return (plan.play_rack_tile(wanted) if wanted is not None else RESET,)
