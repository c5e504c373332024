"""The kinds of what a Rummikub turn did (``RummikubEvent``), as ``RummikubRules.step``
emits them (``emit`` builds each ``Event``) and the table's story says them.

=============== ======== ========================================================== =========
kind            audience params                                                     reveals
=============== ======== ========================================================== =========
``timeout``     all      ``outcome`` (``committed``, ``unchanged``, ``reverted``),   no
                         ``penalty``: the tiles the policy asks for (§11),
                         ``drawn``: the tiles taken (fewer when the pool runs out)
``opening``     all      ``value``: the new sets' worth (the first play of a round)  no
``play``        all      ``tiles`` played from the rack, ``count``, ``sets``: the    yes
                         ids of the sets they went into; the new sets' tiles:
                         ``changed`` (sets holding tiles from the table: added to
                         or rearranged) and ``laid`` (made of rack tiles alone);
                         ``rearranged``: ids of the sets that were there before
                         and changed, ``before``: those sets' tiles
``rearrange``   all      no longer emitted (its ids are the play's ``rearranged``);  no
                         games saved before keep it: ``sets``, ``into``
``joker_freed`` all      what the freed table joker stood for (§20): ``set_kind``    no
                         ``run`` and its ``tile``, or ``group`` and its ``number``
``draw``        all      ``count``: tiles taken from the pool                        no
``drawn``       drawer   ``tiles``: the tiles taken                                  yes
``pass``        all      -                                                           no
``HAND_END``    all      ``round``, ``reason`` (``out``, ``blocked``), ``winners``,  yes
                         ``rack_values`` (each rack's penalty), ``points`` (the
                         round scores: the penalties and the winner's gain),
                         ``racks``, ``table`` (the last table, as set texts)
``deal``        each     ``round``, ``tiles``: the seat's new rack                   yes
``round_start`` all      ``round``, ``starter``                                      no
=============== ======== ========================================================== =========

Tiles played from a rack go onto the public table, so ``play`` is public; the
drawn tile is the drawer's alone (``drawn``), while everyone learns that a draw
happened. A round's end shows every rack; a new round deals each seat a rack seen
by that seat alone.

A leaf: it imports nothing of the game, so the engine and the table both name
the kinds from here.
"""

from __future__ import annotations

from enum import StrEnum

from ...core import HAND_END


class RummikubEvent(StrEnum):
    """Every kind of event a Rummikub turn emits (the text ``rummikub.event.<kind>``)."""

    TIMEOUT = "timeout"
    OPENING = "opening"
    PLAY = "play"
    REARRANGE = "rearrange"
    JOKER_FREED = "joker_freed"
    DRAW = "draw"
    DRAWN = "drawn"
    PASS = "pass"
    HAND_END = HAND_END
    DEAL = "deal"
    ROUND_START = "round_start"
