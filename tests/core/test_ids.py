"""`agentsearch.ids.random_hex`: ids as long and as random as `uuid4().hex`, also across a fork."""

from __future__ import annotations

import os
import re
import sys

import pytest

from agentsearch.ids import random_hex


def test_ids_are_hex_of_the_asked_length_and_never_repeat() -> None:
    ids = [random_hex() for _ in range(20_000)]  # several refills of the buffer
    assert all(re.fullmatch(r"[0-9a-f]{32}", i) for i in ids)
    assert len(set(ids)) == len(ids)
    assert re.fullmatch(r"[0-9a-f]{16}", random_hex(8))


def test_a_request_larger_than_the_buffer_is_served() -> None:
    assert len(random_hex(10_000)) == 20_000


@pytest.mark.skipif(sys.platform == "win32", reason="fork")
def test_a_forked_child_does_not_repeat_the_parents_ids() -> None:
    random_hex()  # the buffer is filled: a child that kept it would hand out the parent's next ids
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.write(write, random_hex().encode())
        os._exit(0)
    os.close(write)
    os.waitpid(pid, 0)
    child = os.read(read, 64).decode()
    os.close(read)
    assert child != random_hex()
