"""Stepped cooldown for providers that answered 429 or 5xx: 1 → 5 → 25 minutes, reset on success.

A cooling provider is skipped by the chain with its reason recorded in the Result metadata, instead of
being hammered on every request. A longer Retry-After from the provider wins over the step. A provider
that hangs costs the whole timeout on every request, so `TIMEOUT_STRIKES` consecutive timeouts count as
one such failure too (one timeout alone may be a slow moment). State is per process (each replica learns
on its own).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["COOLDOWNS", "STEPS", "TIMEOUT_STRIKES", "Cooldowns"]

#: Cooldown after the 1st, 2nd, 3rd+ consecutive failure, seconds.
STEPS: tuple[float, ...] = (60.0, 300.0, 1500.0)
#: Consecutive timeouts that cool a provider down like one 429/5xx.
TIMEOUT_STRIKES = 2


@dataclass
class _State:
    strikes: int
    until: float
    reason: str


class Cooldowns:
    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        steps: tuple[float, ...] = STEPS,
        timeout_strikes: int = TIMEOUT_STRIKES,
    ) -> None:
        self._clock = clock
        self._steps = steps
        self._timeout_strikes = max(1, timeout_strikes)
        self._state: dict[str, _State] = {}
        self._timeouts: dict[str, int] = {}
        self._lock = threading.Lock()

    def blocked(self, provider: str) -> str:
        """Why `provider` is cooling down ('' when it may be called)."""
        with self._lock:
            state = self._state.get(provider)
            if state is None:
                return ""
            left = state.until - self._clock()
            if left <= 0:
                return ""
            return f"cooling down for {left:.0f}s after {state.reason}"

    def strike(self, provider: str, reason: str, retry_after: float | None = None) -> float:
        """Record a 429/5xx failure; returns the cooldown in seconds."""
        with self._lock:
            previous = self._state.get(provider)
            strikes = (previous.strikes if previous else 0) + 1
            step = self._steps[min(strikes, len(self._steps)) - 1]
            seconds = max(step, retry_after or 0.0)
            self._state[provider] = _State(strikes, self._clock() + seconds, reason)
            return seconds

    def timed_out(self, provider: str, reason: str) -> float:
        """Record a timeout; the `timeout_strikes`-th in a row strikes. Returns the cooldown (0 = none)."""
        with self._lock:
            count = self._timeouts.get(provider, 0) + 1
            self._timeouts[provider] = count
        if count < self._timeout_strikes:
            return 0.0
        with self._lock:
            self._timeouts[provider] = 0
        return self.strike(provider, f"{count} timeouts in a row ({reason})")

    def clear(self, provider: str) -> None:
        """A success resets the steps and the timeout count."""
        with self._lock:
            self._state.pop(provider, None)
            self._timeouts.pop(provider, None)

    def strikes(self, provider: str) -> int:
        with self._lock:
            state = self._state.get(provider)
            return state.strikes if state else 0

    def reset(self) -> None:
        with self._lock:
            self._state.clear()
            self._timeouts.clear()


COOLDOWNS = Cooldowns()
