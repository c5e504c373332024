"""Shared test set-up.

``cardtable`` comes from the editable install (tools/test.py; pyproject.toml) and the build
tools from tools/ (pyproject.toml's pytest ``pythonpath``): nothing here touches ``sys.path``.

The front end is imported here because it is what registers the playable games and their
catalogs with the app (``cardtable.app.games.register``), as it does in the browser: the
app's tests see the same games and texts the page does.
"""

import cardtable.ui  # noqa: F401  (registers the playable games and their catalogs)
