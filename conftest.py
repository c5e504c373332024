"""Set-up for every test, under tests/ and the doctests of py/cardtable alike: the texts.

The app reads its gettext catalogs compiled (``<lang>.mo``, app/i18n.py); in the browser they
come in cardtable.zip (tools/build.py). Here each ``.po`` is compiled beside itself, by the
same code and the same pinned Babel as the build (tools/catalogs.py), before any test module
is imported, so the tests read exactly the texts the site ships. Only changed files are
written, each swapped in whole, so parallel workers never see half a file; git ignores them.
"""

import catalogs  # tools/ (pyproject.toml's pytest `pythonpath`)

catalogs.compile_in_place()
