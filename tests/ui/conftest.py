"""Fixtures for the UI tests."""

from __future__ import annotations

import pytest
from fake_platform import FakePlatform


@pytest.fixture
def platform() -> FakePlatform:
    return FakePlatform()


@pytest.fixture(autouse=True)
def rummikub_rack_order_forgotten() -> None:
    """The Rummikub table remembers each seat's chosen rack order for the page's later turns
    and matches (issue 30, Rummikub 6); each test starts with none chosen, as a fresh page."""
    from cardtable.ui.games.rummikub import TABLE

    TABLE.sorts.clear()
    TABLE.places.clear()  # and no set's place on the table (issue 30, Rummikub round 7, 7)
    TABLE.shown.clear()
