"""Fixtures for the UI tests."""

from __future__ import annotations

import pytest
from fake_platform import FakePlatform


@pytest.fixture
def platform() -> FakePlatform:
    return FakePlatform()
