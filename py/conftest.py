"""pytest's ``--doctest-modules`` over ``py/cardtable`` (pyproject.toml): every ``>>>`` example in
every module runs, a new module's the day it lands. The modules that only run in the browser
(they import ``pyscript``, ``js`` or ``pyodide``, which exist only under PyScript) are left out
here; any other module that cannot be imported is a collection error, so nothing is skipped
silently. This file lives beside the package, not in it, so it is never shipped in cardtable.zip.
"""

collect_ignore = [
    "main.py",  # the PyScript entry point
    "cardtable/ui/dom.py",  # the DOM platform: browser only by design
]

import cardtable.ui  # noqa: E402, F401  (registers the playable games, as in the browser: app/links.py's example uses one)
