"""The Rummikub table (both profiles); ``TABLE`` is what the shared controller finds."""

from .table import RummikubTable

TABLE = RummikubTable()

__all__ = ["TABLE"]
