"""The 12 Days of Christmas table; ``TABLE`` is what the shared controller finds."""

from .table import TwelveDaysTable

TABLE = TwelveDaysTable()

__all__ = ["TABLE"]
