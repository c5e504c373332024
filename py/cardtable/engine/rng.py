"""The engine's own pseudo-random generator: xoshiro128** seeded by splitmix32.

Why not ``random``: Python only promises that ``random.random()`` repeats for a
seed; ``shuffle``/``randrange`` may change between versions, and Pyodide ships
its own CPython. A shared deal link and a replayed save must give the same cards
everywhere, so the engine carries its generator state in the game state as four
32-bit integers (JSON-safe, and exact in JavaScript too).

>>> rng = Rng.from_seed(7)
>>> [rng.below(10) for _ in range(5)]
[3, 3, 1, 2, 4]
>>> Rng(rng.state).below(10) == rng.below(10)
True
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any, TypeVar

_MASK = 0xFFFFFFFF
T = TypeVar("T")

RngState = tuple[int, int, int, int]


def _splitmix32(x: int) -> tuple[int, int]:
    """One step of a splitmix-style mixer: (next counter, output)."""
    x = (x + 0x9E3779B9) & _MASK
    z = x
    z = ((z ^ (z >> 16)) * 0x85EBCA6B) & _MASK
    z = ((z ^ (z >> 13)) * 0xC2B2AE35) & _MASK
    return x, z ^ (z >> 16)


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (32 - k))) & _MASK


def state_from_json(data: Any) -> RngState:
    """A generator state from its JSON form, four integers (as saved in a game state).

    Raises:
        ValueError: when ``data`` is not four 32-bit unsigned integers, not all zero.
    """
    try:
        words = tuple(int(word) for word in data)
    except (TypeError, ValueError):
        raise ValueError("an RNG state is four 32-bit unsigned integers") from None
    if len(words) != 4:
        raise ValueError("an RNG state is four 32-bit unsigned integers")
    return Rng(words).state  # checks the range, and that the words are not all zero


class Rng:
    """A small mutable generator. Copy its ``state`` into a frozen game state."""

    __slots__ = ("_s",)

    def __init__(self, state: RngState | list[int] | tuple[int, ...]) -> None:
        if len(state) != 4 or not all(isinstance(v, int) and 0 <= v <= _MASK for v in state):
            raise ValueError("an RNG state is four 32-bit unsigned integers")
        if not any(state):
            raise ValueError("an all-zero RNG state never changes")
        self._s = list(state)

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """Any integer seed (negative and big ones too) gives a well-mixed state."""
        words = []
        x = 0
        # Fold every 32-bit chunk of the seed into the mixer so distinct seeds differ.
        seed = int(seed)
        chunks = [seed & _MASK, (seed >> 32) & _MASK, 1 if seed < 0 else 0]
        for chunk in chunks:
            x = (x ^ chunk) & _MASK
            x, _ = _splitmix32(x)
        for _ in range(4):
            x, out = _splitmix32(x)
            words.append(out)
        if not any(words):  # pragma: no cover - astronomically unlikely
            words[0] = 1
        return cls((words[0], words[1], words[2], words[3]))

    @property
    def state(self) -> RngState:
        s = self._s
        return (s[0], s[1], s[2], s[3])

    def next_u32(self) -> int:
        s = self._s
        result = (_rotl((s[1] * 5) & _MASK, 7) * 9) & _MASK
        t = (s[1] << 9) & _MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 11)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias (rejection sampling)."""
        if not 0 < n <= 1 << 32:
            raise ValueError("below() takes 1..2**32")
        limit = (1 << 32) - ((1 << 32) % n)
        while True:
            value = self.next_u32()
            if value < limit:
                return value % n

    def random(self) -> float:
        """A float in ``[0, 1)`` with 32 bits of resolution."""
        return self.next_u32() / 4294967296.0

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.below(len(items))]

    def spawn(self) -> Rng:
        """An independent generator derived from this one (for bots and samplers)."""
        return Rng.from_seed(self.next_u32() | (self.next_u32() << 32))
