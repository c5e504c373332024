"""The Canasta table; ``TABLE`` is what the shared controller finds."""

from .table import CanastaTable

TABLE = CanastaTable()

__all__ = ["TABLE"]
