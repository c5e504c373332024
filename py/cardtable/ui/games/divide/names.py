"""Names of Let's Divide's parts in the player's language (a leaf module: the table and its
story both name the parts and the paths to them)."""

from __future__ import annotations

from ....app.i18n import Translator


def part_name(label: str, t: Translator) -> str:
    return t(f"divide.label.{label}")


def path_name(path: str, t: Translator) -> str:
    """``""`` the row; ``"K"`` black; ``"KW"`` "white from black": a re-split part is named by
    the part it came from, in words ("white → white" read as a riddle, issue 30, Divide 3)."""
    if not path:
        return t("divide.the_row")
    if len(path) == 1:
        return part_name(path, t)
    return t("divide.path.from", part=part_name(path[-1], t), outer=_source_name(path[:-1], t))


def _source_name(path: str, t: Translator) -> str:
    """The part a piece came from, in the form the word "from" takes (Czech, Russian: genitive)."""
    name = t(f"divide.label_from.{path[-1]}")
    return name if len(path) == 1 else t("divide.path.from", part=name, outer=_source_name(path[:-1], t))
