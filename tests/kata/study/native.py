"""A plain bitmap search in C, for `make bench` to hold the fastest styles against.

The classic counting search (three masks, one bit per taken line, no symmetry), the
C twin of bitmap.py. Its source is written into a temporary folder and compiled
with gcc -O2 each time the bench runs, so nothing built is kept; where gcc is not
found, or does not compile it, the bench says so in one line and times without it.
A run is a whole process: its CPU time is the kernel's account of that process
(`os.wait4`), its start included (about a millisecond).
"""

import os
import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Tuple, Union

NAME = "C bitmap, gcc -O2"
FLAGS = ("-O2",)
SOURCE = r"""
#include <stdio.h>
#include <stdlib.h>

/* The boards that complete these masks: cols, diag and anti hold the squares of
   the next row that the queens placed attack, one bit per column. */
static long long count(unsigned full, unsigned cols, unsigned diag, unsigned anti)
{
    if (cols == full)
        return 1;
    long long total = 0;
    unsigned free = full & ~(cols | diag | anti);
    while (free) {
        unsigned bit = free & -free;
        free -= bit;
        total += count(full, cols | bit, (diag | bit) << 1, (anti | bit) >> 1);
    }
    return total;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 0;
    if (n < 1 || n > 31)
        return 2;
    printf("%lld\n", count((1u << n) - 1, 0, 0, 0));
    return 0;
}
"""


class CBitmap:
    """The compiled search: run(n) counts n in a process of its own."""

    def __init__(self, program: Path):
        self.program = program

    def run(self, n: int) -> Tuple[int, float]:
        """(the count it prints for n, the CPU seconds its process took)."""
        child = subprocess.Popen(
            [str(self.program), str(n)], stdout=subprocess.PIPE, text=True
        )
        printed = child.stdout.read()
        child.stdout.close()
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)  # reaped here
        if child.returncode != 0 or not printed.strip().isdigit():
            raise RuntimeError(f"{NAME} failed at n = {n} (exit {child.returncode})")
        return int(printed), usage.ru_utime + usage.ru_stime


def build(folder: Path, compiler: str) -> Union[CBitmap, str]:
    """The search compiled in `folder`, or one line saying why it could not be."""
    source = folder / "bitmap.c"
    source.write_text(SOURCE)
    program = folder / "bitmap"
    try:
        done = subprocess.run(
            [compiler, *FLAGS, "-o", str(program), str(source)],
            capture_output=True,
            text=True,
            timeout=120,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"{NAME}: not timed ({compiler} could not be run: {error})"
    if done.returncode != 0:
        first = (done.stderr.strip().splitlines() or ["no message"])[0]
        return f"{NAME}: not timed ({compiler} did not compile it: {first})"
    return CBitmap(program)


@contextmanager
def c_bitmap(compiler: str = "gcc") -> Iterator[Union[CBitmap, str]]:
    """The compiled search for the length of the block, in a temporary folder
    removed after it; or, where the compiler is not found, one line saying so."""
    found = shutil.which(compiler)
    if found is None:
        yield f"{NAME}: not timed ({compiler} is not found on this machine)"
        return
    with tempfile.TemporaryDirectory(prefix="kata-c-") as folder:
        yield build(Path(folder), found)
