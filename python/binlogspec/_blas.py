"""numpy's OpenBLAS threads, which ``import pyarrow`` starts (``pyarrow.lib`` imports numpy):
once started, each waits for work by spinning for 2**28 cycles (about 0.1 s of a core here)
before it sleeps. Nothing here gives them work, and the spin takes the core the fast decoder's
second thread wants: a fresh process's Arrow read of the bench binlog took 0.39 s with it and
0.37 s without (median of 8 each, interleaved), about 0.1 s of CPU less.

Imported (``binlogspec.arrow`` imports it before pyarrow), it sets ``OPENBLAS_THREAD_TIMEOUT``
to its least (2**4 cycles) so that they sleep at once when idle, unless the variable is set
already or numpy is imported: a program that wants the spin sets the variable itself. It
changes when an idle BLAS thread sleeps, not what any BLAS call computes; one that comes later
wakes them (microseconds)."""

import os
import sys


def sleep_when_idle() -> None:
    """Make OpenBLAS's idle threads sleep at once (see the module documentation)."""
    if "numpy" not in sys.modules:
        os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "4")


sleep_when_idle()
