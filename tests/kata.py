"""What the tests and the make targets share: the styles, the known answers, the notes.

- Styles: every ``*.py`` in ``solutions/`` is one, loaded on its own from its path.
- Known answers: OEIS A000170 for the counts, and the boards of a small reference
  search that is none of the solutions (checked against explicit boards below).
- Notes: a wrong answer is explained the way a teacher would: which n, which board
  is missing, extra or broken, drawn as a grid.
"""

import importlib.util
import itertools
import random
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import List, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "solutions"

# OEIS A000170: the number of ways to place n non-attacking queens on an n x n board,
# n = 0, 1, 2, ... (https://oeis.org/A000170).
A000170 = (
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
    14772512, 95815104, 666090624, 4968057848, 39029188884, 314666222712,
)  # fmt: skip

# Whole answers written out by hand: LeetCode's own examples (n = 1 and n = 4),
# and n = 6, whose four boards are easy to check on paper.
EXPLICIT_BOARDS = {
    0: [[]],
    1: [["Q"]],
    2: [],
    3: [],
    4: [
        [".Q..", "...Q", "Q...", "..Q."],
        ["..Q.", "Q...", "...Q", ".Q.."],
    ],
    6: [
        [".Q....", "...Q..", ".....Q", "Q.....", "..Q...", "....Q."],
        ["..Q...", ".....Q", ".Q....", "....Q.", "Q.....", "...Q.."],
        ["...Q..", "Q.....", "....Q.", ".Q....", ".....Q", "..Q..."],
        ["....Q.", "..Q...", "Q.....", ".....Q", "...Q..", ".Q...."],
    ],
}

STYLE_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")

# The styles this repository comes with, each listed in the README and problems/
# (a style of your own is tested all the same, listed or not).
SHIPPED = (
    "full_scan", "queen_columns", "permutation_swap", "sets", "diagonal_arrays",
    "bitmap", "explicit_stack", "bitmap_symmetry", "bitmap_dihedral",
)  # fmt: skip

# The styles this run of the tests is about (all, unless `--style` narrows it).
SELECTED: List[str] = []


class KataError(Exception):
    """A mistake in what the user asked for: shown as one line, exit status 2."""


# --- the styles ---------------------------------------------------------------


def style_names() -> List[str]:
    """Every style in solutions/, by file name without '.py', sorted."""
    return sorted(path.stem for path in SOLUTIONS.glob("*.py"))


def style_path(name: str) -> Path:
    return SOLUTIONS / f"{name}.py"


def check_style_name(name: str) -> str:
    """The name, if it is a valid style name (snake_case), else a KataError."""
    if not STYLE_NAME.match(name):
        raise KataError(
            f"'{name}' is not a style name: use lower-case letters, digits and "
            "underscores, starting with a letter (e.g. my_idea)"
        )
    return name


def choose_styles(names: Sequence[str] = ()) -> List[str]:
    """The styles asked for (all when none are), or a KataError naming the unknown."""
    known = style_names()
    if not names:
        return known
    unknown = [name for name in names if name not in known]
    if unknown:
        raise KataError(
            f"unknown style {', '.join(repr(name) for name in unknown)}; "
            f"the styles are: {', '.join(known)}"
        )
    return list(dict.fromkeys(names))


def split_names(text: Optional[str]) -> List[str]:
    """'sets bitmap' or 'sets,bitmap' -> ['sets', 'bitmap']."""
    return [name for name in re.split(r"[\s,]+", text or "") if name]


def load_solution(name: str) -> type:
    """The class Solution of solutions/<name>.py, loaded from that file alone."""
    path = style_path(name)
    spec = importlib.util.spec_from_file_location(f"kata_style_{name}", path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except SyntaxError as error:
        raise KataError(f"{path.name}, line {error.lineno}: {error.msg}") from None
    solution = getattr(module, "Solution", None)
    if not isinstance(solution, type):
        raise KataError(f"{path.name} defines no class Solution")
    return solution


def ask(name: str, instance, method: str, n: int):
    """instance.method(n), turning 'not written yet' into a KataError that says so."""
    function = getattr(instance, method, None)
    if function is None:
        raise KataError(f"{name}.py has no method {method}: write it in class Solution")
    try:
        return function(n)
    except NotImplementedError:
        raise KataError(
            f"{name}.py, n = {n}: {method} is not written yet (it raises NotImplementedError)"
        ) from None


# --- the known answers ----------------------------------------------------------


def known_count(n: int) -> int:
    if not 0 <= n < len(A000170):
        raise KataError(f"n = {n} is outside the known counts (0..{len(A000170) - 1})")
    return A000170[n]


@lru_cache(maxsize=None)
def reference_boards(n: int) -> frozenset:
    """All boards for n, as tuples of row strings, by a small breadth-first search.

    Deliberately unlike every solution: it grows the list of all partial placements
    a row at a time and keeps the ones where the new queen is safe.
    """
    placements = [()]
    for row in range(n):
        placements = [
            queens + (col,)
            for queens in placements
            for col in range(n)
            if all(col != c and abs(col - c) != row - r for r, c in enumerate(queens))
        ]
    return frozenset(render(queens) for queens in placements)


def render(queens: Sequence[int]) -> tuple:
    n = len(queens)
    return tuple("." * col + "Q" + "." * (n - col - 1) for col in queens)


# --- drawing -------------------------------------------------------------------


def draw(boards: Sequence[Sequence[str]], most: int = 6) -> str:
    """Boards side by side as grids ('Q' and '.', spaced out), at most `most` of them."""
    shown = [list(board) for board in list(boards)[:most]]
    if not shown:
        return ""
    grids = [[" ".join(str(line)) for line in board] or ["(empty)"] for board in shown]
    width = max(len(line) for grid in grids for line in grid)
    height = max(len(grid) for grid in grids)
    lines = []
    for i in range(height):
        cells = [(grid[i] if i < len(grid) else "").ljust(width) for grid in grids]
        lines.append("    " + "   ".join(cells).rstrip())
    more = len(boards) - len(shown)
    if more > 0:
        lines.append(f"    ... and {more} more")
    return "\n".join(lines)


def seconds(value: float) -> str:
    """A duration in a short human unit: '812 us', '3.41 ms', '1.20 s'."""
    if value < 1e-3:
        return f"{value * 1e6:.0f} us"
    if value < 1:
        return f"{value * 1e3:.3g} ms"
    return f"{value:.3g} s"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


# --- the notes -----------------------------------------------------------------


def count_note(name: str, n: int, count) -> Optional[str]:
    """None if `count` is the right answer for n, else a note saying what is wrong."""
    where = f"{name}.py, n = {n}"
    if type(count) is not int:
        return f"{where}: totalNQueens returned {count!r} ({type(count).__name__}), not an int"
    expected = known_count(n)
    if count != expected:
        return (
            f"{where}: totalNQueens returned {count}, but there "
            f"{'is' if expected == 1 else 'are'} {plural(expected, 'way')} "
            "to place the queens (OEIS A000170)"
        )
    return None


def board_fault(n: int, board: Sequence[str]) -> Optional[str]:
    """None if `board` (a sequence of strings) solves n queens, else what breaks it."""
    if len(board) != n:
        return f"it has {plural(len(board), 'row')}, not {n}"
    for row, line in enumerate(board):
        if len(line) != n or set(line) - {"Q", "."}:
            return f"row {row} is {line!r}: a row is {plural(n, 'square')}, each 'Q' or '.'"
        if line.count("Q") != 1:
            return f"row {row} holds {plural(line.count('Q'), 'queen')}, not 1"
    queens = [line.index("Q") for line in board]
    for (r1, c1), (r2, c2) in itertools.combinations(enumerate(queens), 2):
        if c1 == c2:
            return f"the queens in rows {r1} and {r2} share column {c1}"
        if abs(c1 - c2) == r2 - r1:
            return f"the queens at (row {r1}, col {c1}) and (row {r2}, col {c2}) share a diagonal"
    return None


def boards_note(name: str, n: int, boards, most: int = 3) -> Optional[str]:
    """None if `boards` is exactly the set of solutions for n, else a teacher's note:
    the boards missing or extra (at most `most` of the extra drawn), or repeated."""
    where = f"{name}.py, n = {n}"
    if not isinstance(boards, list):
        return f"{where}: solveNQueens returned a {type(boards).__name__}, not a list of boards"
    for index, board in enumerate(boards):
        if not isinstance(board, list) or not all(
            isinstance(line, str) for line in board
        ):
            return (
                f"{where}: board {index + 1} is {board!r}; "
                "each board should be a list of row strings"
            )
    found = Counter(tuple(board) for board in boards)
    repeated = [board for board, times in found.items() if times > 1]
    if repeated:
        return (
            f"{where}: {plural(len(repeated), 'board')} returned more than once "
            f"(each belongs in the answer once):\n{draw(repeated)}"
        )
    # Distinct valid boards, as many as there are solutions, are all the solutions.
    if len(found) == known_count(n) and not any(board_fault(n, b) for b in found):
        return None
    expected = reference_boards(n)
    missing = sorted(expected - found.keys())
    extra = [board for board in found if board not in expected]
    if not missing and not extra:
        return None
    counts = [f"{plural(len(missing), 'board')} missing"] if missing else []
    counts += [f"{len(extra)} extra"] if extra else []
    lines = [f"{where}: {', '.join(counts)}"]
    if missing:
        lines.append(
            f"  missing, each a solution that was not returned:\n{draw(missing)}"
        )
    for board in extra[:most]:
        lines.append(f"  extra, {board_fault(n, board)}:\n{draw([board])}")
    if len(extra) > most:
        lines.append(f"  ... and {len(extra) - most} more extra")
    return "\n".join(lines)


def agreement_note(name: str, n: int, count, boards) -> Optional[str]:
    """None if totalNQueens(n) is the number of boards solveNQueens(n) returned."""
    if isinstance(boards, list) and count != len(boards):
        return (
            f"{name}.py, n = {n}: totalNQueens says {count}, but solveNQueens "
            f"returned {plural(len(boards), 'board')}"
        )
    return None


def notes_for(name: str, n: int, count, boards) -> List[str]:
    """Every note on one n's answers: each right, and the two agreeing."""
    notes = (
        count_note(name, n, count),
        boards_note(name, n, boards),
        agreement_note(name, n, count, boards),
    )
    return [note for note in notes if note]


# --- running a style the way LeetCode does -----------------------------------

# LeetCode's Python 3 editor star-imports these modules into the solution's namespace.
LEETCODE_MODULES = (
    "string re datetime collections heapq bisect copy math random statistics "
    "itertools functools operator io sys json typing"
).split()
LEETCODE_PREAMBLE = "".join(
    f"import {m}\nfrom {m} import *\n" for m in LEETCODE_MODULES
)

# Appended to a solution file run on its own: every n fresh, then one instance reused
# over the same n in shuffled order, each answer printed as one JSON line.
DRIVER = """
import json as _json
import random as _random

_order = list(range({n_max} + 1))
for _n in _order:
    _solution = Solution()
    print(_json.dumps(["fresh", _n, _solution.totalNQueens(_n), _solution.solveNQueens(_n)]))
_random.Random(52).shuffle(_order)
_solution = Solution()
for _n in _order + _order[::-1]:
    print(_json.dumps(["reused", _n, _solution.totalNQueens(_n), _solution.solveNQueens(_n)]))
"""


def standalone_script(name: str, leetcode: bool, n_max: int = 9) -> str:
    """solutions/<name>.py as one script, optionally under LeetCode's preamble."""
    source = style_path(name).read_text()
    return (LEETCODE_PREAMBLE if leetcode else "") + source + DRIVER.format(n_max=n_max)


def sweep(name: str, solution: type, ns: Sequence[int] = range(10)) -> Optional[str]:
    """The first note on n = 0, 1, ... asked of fresh instances, then of one instance
    reused over the same n twice in shuffled order, as LeetCode may call it."""
    for n in ns:
        notes = notes_for(name, n, *answers(name, solution(), n))
        if notes:
            return notes[0]
    order = list(ns) * 2
    random.Random(52).shuffle(order)
    reused = solution()
    for n in order:
        notes = notes_for(name, n, *answers(name, reused, n))
        if notes:
            return f"{notes[0]}\n  (asked of one instance reused over many n)"
    return None


def answers(name: str, instance, n: int) -> tuple:
    """(totalNQueens(n), solveNQueens(n)) of one instance."""
    count = ask(name, instance, "totalNQueens", n)
    return count, ask(name, instance, "solveNQueens", n)
