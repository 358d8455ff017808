"""Small deterministic helpers shared by the gen_<schema>.py data generators."""

from __future__ import annotations

import datetime as dt
import random


def day(rng: random.Random, start: str, end: str) -> dt.date:
    """A uniformly random date in [start, end] (ISO strings)."""
    first = dt.date.fromisoformat(start)
    span = (dt.date.fromisoformat(end) - first).days
    return first + dt.timedelta(days=rng.randint(0, span))


def iso(value: dt.date | dt.datetime | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    return value.isoformat()


def unique_int(rng: random.Random, low: int, high: int, taken: set[int], step: int = 1) -> int:
    """A random multiple of step in [low, high] not in taken, so top-N questions have no ties."""
    while True:
        value = rng.randint(low // step, high // step) * step
        if value not in taken:
            taken.add(value)
            return value
