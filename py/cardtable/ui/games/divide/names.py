"""Names of Let's Divide's parts in the player's language (a leaf module: the table and its
story both name the parts and the paths to them)."""

from __future__ import annotations

from ....app.i18n import Translator


def part_name(label: str, t: Translator) -> str:
    return t(f"divide.label.{label}")


def path_name(path: str, t: Translator) -> str:
    """``""`` the row; ``"K"`` black; ``"KW"`` black → white."""
    if not path:
        return t("divide.the_row")
    return " → ".join(part_name(label, t) for label in path)
