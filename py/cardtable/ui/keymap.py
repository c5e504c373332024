"""One key map for every game: a letter means the same thing at every table.

Tables take their keys from here and list them with these text keys in the "?"
overlay, so ``p`` plays in every game (never passes in one and plays in another).
A key that a game has no use for is simply not listed at its table; a game's own
moves (knock, Elf, announce…) take letters that no shared meaning uses, and digits always
pick the numbered choice (a colour, a part of the row, a joker's number).
"""

from __future__ import annotations

PLAY = "p"
"""Play what is chosen: the selected cards, the chosen discard, the split set up."""
PASS = "n"
"""Pass, or say no (decline an offer, an Elf window)."""
DRAW = "d"
"""Draw a card from the deck (the stock)."""
CLEAR = "c"
"""Clear the choice being composed."""

SHARED_MEANINGS: dict[str, str] = {PLAY: "keys.play", PASS: "keys.pass", DRAW: "keys.draw", CLEAR: "keys.clear"}
"""Key -> the text key that says what it does, the same at every table."""


def layout_free(key: str, code: str) -> str:
    """The key a shortcut reads: a letter or digit key that types a non-Latin character in the
    player's keyboard layout reads as the key it is on a Latin (US) keyboard, so "o" is "o" under
    a Russian layout too, where the key types "щ" (issue 30, Divide round 5, 8), and a Czech
    keyboard's top row ("ě", "š"…) gives its digits. Latin characters keep the layout's own
    reading (a German keyboard's "z" is "z")."""
    if len(key) != 1 or key.isascii():
        return key
    if len(code) == 4 and code.startswith("Key") and code[3].isalpha():
        return code[3].lower()
    if len(code) == 6 and code.startswith("Digit") and code[5].isdigit():
        return code[5]
    return key
