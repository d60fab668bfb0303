"""n = 10, past LeetCode's n = 9, asked of a file only where each of its methods is
guessed to answer within a budget: guessed from the lines of the file it runs at
smaller n (work counted, the same under any load), and from its CPU time only where
that is clear by far."""

from typing import Dict, List, Tuple

from ..basics.growth import guess
from ..guard.runner import StyleProcess
from .answers import pace
from .causes import state_clues
from . import verdict
from .explain import explained, named
from .words.catalogue import words
from .words.findings import Finding, said

BEYOND = range(10, 11)  # past LeetCode's range (make check goes to 12)
BUDGET = 0.3  # CPU seconds a call at n = 10 may be guessed to take, to be asked
LINE_BUDGET = 10_000_000  # lines of the file it may be guessed to run (about 0.3 s)
CLEAR = 4  # how far a time guess must miss BUDGET for time alone to decide


def beyond(process: StyleProcess, methods) -> Tuple[List[Finding], int]:
    """n = 10 (BEYOND), as far as the file answers each within a budget: LeetCode
    stops at 9, the kata goes on. The lesson of the first wrong n ([] if none), and
    the last n checked."""
    times = timed(process, methods)
    reached = 9
    for n in BEYOND:
        if not all(
            fast_enough(process, method, times[method], n) for method in methods
        ):
            break
        found = verdict.judged(process, n, methods=methods)
        if found:
            lines = explained(process, n, found, methods)
            aside = words("further.aside", last=BEYOND[-1])
            lines.insert(1, said("beyond", aside, "decided", n=n))
            return lines + named(process, state_clues.answer_table), n
        reached = n
    return [], reached


def fast_enough(process: StyleProcess, method: str, times: dict, n: int) -> bool:
    """Is method(n) guessed to stay within the budget? Decided by the lines of the
    file it runs at n - 3 and n - 2, grown to n, which no load changes; by its CPU
    time at n - 2 and n - 1 (`times`) only where that misses the budget by CLEAR
    times or more, or where the file runs too few lines of its own to tell."""
    budget = min(process.seconds / 4, BUDGET)
    spent = guess(times, n)
    if spent > CLEAR * budget:
        return False
    if spent < budget / CLEAR:
        return True
    counted = pace.lines_run(process, method, [n - 3, n - 2])
    if len(counted) < 2 or min(counted.values()) < 1000:
        return spent <= budget
    return guess(counted, n) <= LINE_BUDGET * budget / BUDGET


def timed(process: StyleProcess, methods) -> Dict[str, dict]:
    spans = {"solveNQueens": [8, 9], "totalNQueens": [9]}
    return {method: pace.timed(process, method, spans[method]) for method in methods}
