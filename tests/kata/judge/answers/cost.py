"""What a correct file costs, in a line or two after "correct": the queens its search
places against plain backtracking's (kata.judge.answers.known), its speed as a multiple of
bitmap.py's (CPU time, the median of a few rounds), and the next idea in the
teaching order where one fits."""

import ast
import statistics
from typing import List, Optional, Tuple

from ...basics import styles
from .known import known_count, safe_placements
from .pace import cpu_seconds
from ...guard.runner import Stopped, StyleProcess
from ..words.catalogue import Words, series, words

ROUNDS = 3
LINES_PER_SECOND = 200_000  # lines a traced run gets through in a CPU second, at least
FAST_N, SLOW_N = 8, 6  # the cost is told at n = 8, or at 6 where 8 would take long


def cost_n(process: StyleProcess, budget: float) -> Tuple[int, Optional[dict]]:
    """n = 8 if a traced run there (to count the queens) fits the budget, else 6,
    and the work counted at 6 where 6 it is. Decided by counts, not by the clock:
    the lines run at 6, grown to 8 as the file's own lines grew from 5 to 6."""
    smaller = process.ask("work", n=SLOW_N - 1)
    small = process.ask("work", n=SLOW_N)
    growth = (small["lines"] / max(smaller["lines"], 1)) ** (FAST_N - SLOW_N)
    if small["lines"] * growth <= budget * LINES_PER_SECOND:
        return FAST_N, None
    return SLOW_N, small


def speed(process: StyleProcess, n: int) -> Optional[float]:
    """The file's speed at n as a multiple of bitmap.py's: over rounds, the median of
    bitmap's CPU time over the file's."""
    ratios = []
    with StyleProcess(styles.path(styles.BASELINE)) as baseline:
        for _ in range(ROUNDS):
            mine = cpu_seconds(process, "solveNQueens", n)
            theirs = cpu_seconds(baseline, "solveNQueens", n)
            if not (mine and theirs):
                return None
            ratios.append(theirs / mine)
    return statistics.median(ratios)


def multiple(ratio: float) -> str:
    """0.0123 -> '0.012x', 1.04 -> '1x', 2.37 -> '2.4x'."""
    return f"{ratio:.2g}x" if ratio < 10 else f"{ratio:.0f}x"


def next_idea(
    source: str, nodes: Optional[int], plain: int, attacked=None
) -> Optional[Words]:
    """The next idea in the teaching order for a search like this one, or None. It
    says a search wastes work only where it was seen to: `attacked`, the queens
    it placed on squares an earlier queen attacks."""
    if nodes is None or nodes < plain:
        return None
    if nodes > plain:
        if not attacked:
            return None  # more nodes, none of them wasted that was seen: no judgement
        if "permutations" in source:
            return words("cost.idea_permutations")
        return words("cost.idea_prune")
    tree = ast.parse(source)
    if any(isinstance(node, ast.LShift) for node in ast.walk(tree)):
        return words("cost.idea_symmetry")
    if "set(" in source or "[False]" in source:
        return words("cost.idea_bits")
    return words("cost.idea_sets")


def measured(nodes: Optional[int], plain: int, ratio: Optional[float]) -> List[Words]:
    """What was measured at n: the queens placed against plain backtracking's, and
    the speed against bitmap.py's, each where it could be told."""
    said = []
    if nodes is not None:
        said.append(words("cost.nodes", nodes=nodes, plain=plain))
    if ratio:
        said.append(words("cost.speed", multiple=multiple(ratio)))
    return said or [words("cost.unmeasured")]


def lines(process: StyleProcess, budget: float) -> List[Words]:
    """The cost lines for a correct file ([] when it cannot be measured)."""
    try:
        n, work = cost_n(process, budget)
        work = work or process.ask("work", n=n)
    except Stopped:
        return []
    nodes = work["distinct"] or None  # 0: none were seen
    if work["solutions"] != known_count(n):  # the replay did not follow the search
        nodes = None
    ratio = speed(process, n)
    plain = safe_placements(n)
    told = [words("cost.head", n=n, measures=series(measured(nodes, plain, ratio)))]
    if nodes is None:
        told.append(words("cost.uncounted"))
    idea = next_idea(styles.source(process.path), nodes, plain, work["attacked"])
    return told + ([words("cost.next", idea=idea)] if idea else [])


WASTE_NET = 30.0  # CPU seconds for the count: a safety net only, far above its need


def wasted_work(process: StyleProcess, n: int) -> Optional[Words]:
    """Where a call ran out of time at n: the placements its search stood on at a
    smaller n (5 at most, which it answered in time untraced), against plain
    backtracking's, where it stood on many with a queen another attacks: counted
    in a process of its own, whose time limit is only a safety net (WASTE_NET), so
    the count is the same on a slow machine or a busy one; else None."""
    smaller = min(n - 1, 5)
    if smaller < 4:
        return None
    with process.fresh() as own:
        try:
            work = own.ask("work", n=smaller, seconds=WASTE_NET)
        except Stopped:
            return None
    plain = safe_placements(smaller)
    if not work["attacked"] or work["distinct"] < 2 * plain:
        return None
    return words(
        "cost.wasted",
        n=smaller,
        distinct=work["distinct"],
        attacked=work["attacked"],
        plain=plain,
    )
