"""One file judged the way a teacher would, lesson first.

Correctness first, on LeetCode's range (n = 1..9), smallest failing n first, with
the evidence drawn and the cause named where it can be read (state kept between
calls first); then one instance reused, n = 0, n = 10..12 where the file is fast
enough, and LeetCode's imports; for a correct file, what it costs. The house rules
(black, the docstring, the imports) come only after the verdict, one line each with
its fix. Exit status 0 only when all is well.
"""

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from ..basics import styles
from ..basics.styles import METHODS
from . import (
    count_notes,
    cost,
    house_rules,
    notes,
    pace,
    search_clues,
    state_clues,
    verdict,
)
from .answers import known_count
from ..basics.boards import plural
from ..guard.runner import MEMORY, SECONDS, StyleProcess
from ..basics.growth import guess

LEETCODE_RANGE = range(1, 10)
REUSED_RANGE = range(1, 7)  # state kept between calls shows at small n already
IMPORTS_RANGE = range(1, 6)  # a name LeetCode's imports clash with, likewise
BEYOND = range(10, 13)  # past LeetCode's range, where a file is fast enough
WIDTH = 100


def correctness(process: StyleProcess) -> List[str]:
    """The lesson of the first thing wrong as LeetCode asks, checked in the order a
    learner needs it; [] when all is right."""
    for n in LEETCODE_RANGE:
        found = verdict.judged(process, n)
        if found:
            return explained(process, n, found)
    reused = verdict.reused_note(process, REUSED_RANGE)
    if reused:
        return named(process, state_clues.kept_state) + [reused]
    zero = [verdict.boards_note(process, 0), verdict.count_note(process, 0)]
    if any(zero):
        problems = [first_line(note) for note in zero if note]
        return [notes.zero_note(process.name, problems)]
    return []


def beyond(process: StyleProcess, times: Dict[str, dict]) -> Tuple[List[str], int]:
    """n = 10..12, as far as the file answers each within a budget (guessed from the
    CPU `times` of each method at n = 8 and 9): LeetCode stops at 9, the kata goes
    on. The lesson of the first wrong n ([] if none), and the last n checked."""
    budget = min(process.seconds / 4, 1.0)
    reached = 9
    for n in BEYOND:
        if any(guess(times[m], n) > budget for m in METHODS):
            break
        found = verdict.judged(process, n)
        if found:
            lines = explained(process, n, found)
            lines.insert(
                1,
                "  (LeetCode stops at n = 9 and would accept this file; the kata goes "
                f"on to n = {BEYOND[-1]}, where this shows)",
            )
            return lines + named(process, state_clues.answer_table), n
        reached = n
    return [], reached


def explained(process: StyleProcess, n: int, found: Dict[str, str]) -> List[str]:
    """The notes at the first wrong n, each cause named where it can be told: a time
    limit told slow or endless, state kept between calls first, a wrong cache after
    a count that alone is wrong, and where to watch the search when it is at fault."""
    for method, stop in process.stopped.items():
        if method in found and stop.kind == "time":
            found[method] = pace.time_out_note(
                process.path, method, n, process.seconds, loop_at(process, stop.reply)
            )
    state = named(process, state_clues.kept_state)
    if state and any(right_when_first(process, n, method) for method in found):
        return state + list(dict.fromkeys(found.values()))
    slips = named(process, search_clues.search_slips)
    if slips:
        return slips + list(dict.fromkeys(found.values()))
    if set(found) == {"totalNQueens"} and process.stopped.get("totalNQueens") is None:
        count = count_notes.count_only(found["totalNQueens"], n, known_count(n))
        return [count] + named(process, state_clues.caches)
    lines = list(dict.fromkeys(found.values()))
    short = f"extra, it has {plural(n - 1, 'row')}, not {n}"
    if n and any(short in note for note in lines):
        lines += named(process, search_clues.early_records)
    return lines + watch_hint(process, n, lines)


def loop_at(process: StyleProcess, reply: dict) -> str:
    """' (line 24: while row >= 0:)': the outermost `while` around the line a call
    was stopped at (the line itself if none), where an endless loop would be."""
    if not reply.get("line"):
        return ""
    source = process.path.read_text()
    line = search_clues.outer_while(source, reply["line"]) or reply["line"]
    return f" (line {line}: {source.splitlines()[line - 1].strip()})"


def right_when_first(process: StyleProcess, n: int, method: str) -> bool:
    """Is method(n) right when it is the first call of a fresh process? Then what was
    wrong came from the calls before it: state kept between calls."""
    if method not in METHODS:
        return False
    with StyleProcess(
        process.path, memory=process.memory, seconds=process.seconds
    ) as own:
        note_of = (
            verdict.boards_note if method == "solveNQueens" else verdict.count_note
        )
        return note_of(own, n) is None


def named(process: StyleProcess, finder) -> List[str]:
    """A line for each clue the finder reads in the file, the lines of the same
    clue named together."""
    source = process.path.read_text()
    lines_of: Dict[str, List[int]] = {}
    for clue in finder(source):
        lines_of.setdefault(clue.text, []).append(clue.line)
    return [
        f"{process.name}.py, {line_numbers(lines)}: {text}"
        for text, lines in lines_of.items()
    ]


def line_numbers(lines: List[int]) -> str:
    """'line 9', 'lines 9 and 24', 'lines 3, 9 and 24'."""
    if len(lines) == 1:
        return f"line {lines[0]}"
    return f"lines {', '.join(map(str, lines[:-1]))} and {lines[-1]}"


def watch_hint(process: StyleProcess, n: int, lines: List[str]) -> List[str]:
    """Where the search itself is at fault (boards missing, or an attacked one let
    through), how to watch it make them."""
    text = "\n".join(lines)
    heads = [line for line in lines if "missing" in line.splitlines()[0]]
    at_fault = "not a solution:" in text or any("extra" not in h for h in heads)
    if process.path.parent != styles.SOLUTIONS or not at_fault:
        return []
    return [
        f"Watch your search place its queens: make trace N={n} STYLE={process.name}"
    ]


def first_line(note: str) -> str:
    return note.splitlines()[0].split(": ", 1)[-1]


def under_leetcode(path: Path, seconds: float, memory: int) -> List[str]:
    """Notes from a run after LeetCode's star-imports (only a name clash shows here)."""
    with StyleProcess(path, leetcode=True, memory=memory, seconds=seconds) as process:
        for n in IMPORTS_RANGE:
            found = verdict.notes_at(process, n)
            if found:
                return [
                    f"{found[0]}\n  (only after LeetCode's `from typing import *` and the rest)"
                ]
    return []


def judge(
    path: Path, seconds: float = SECONDS, memory: int = MEMORY
) -> Tuple[List[str], bool]:
    """The correctness lesson: what is wrong, or "correct" and what it costs; and
    whether something is wrong."""
    with StyleProcess(path, memory=memory, seconds=seconds) as process:
        wrong = correctness(process) or under_leetcode(path, seconds, memory)
        if not wrong:
            times = {
                "solveNQueens": pace.timed(process, "solveNQueens", [8, 9]),
                "totalNQueens": pace.timed(process, "totalNQueens", [9]),
            }
            wrong, reached = beyond(process, times)
        if wrong:
            again = f"Fix this first, then run `make test STYLE={path.stem}` again."
            return wrong + [again], True
        spent = cost.lines(process, times["solveNQueens"], budget=seconds / 3)
    checked = "n = 10" + (f"..{reached}" if reached > 10 else "")
    further = (
        f", then {checked} (LeetCode stops at 9; the kata goes further)"
        if reached > 9
        else ""
    )
    correct = (
        f"{path.name}: correct. n = 1..9 as LeetCode asks{further}, fresh and reused "
        "instances, n = 0, and under LeetCode's imports."
    )
    return [correct, *spent], False


def fit(lines: List[str], width: int = WIDTH) -> str:
    """The lines as text, each wrapped within `width` columns under its own indent."""
    out = []
    for line in "\n".join(lines).splitlines():
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        if len(line) <= width:
            out.append(line)
            continue
        out += textwrap.wrap(
            line, width, subsequent_indent=indent, break_on_hyphens=False
        )
    return "\n".join(out)


def lesson(
    path: Path, seconds: float = SECONDS, memory: int = MEMORY
) -> Tuple[str, int]:
    """The whole lesson for the file, and the exit status."""
    told, wrong = judge(path, seconds, memory)
    rules = house_rules.notes_for(path)
    lines = list(told)
    if rules:
        lines.append(
            "House rules, after correctness (`make test` checks them on every file):"
        )
        lines += [f"  {rule}" for rule in rules]
    elif not wrong:
        lines.append(
            "House rules kept: black's formatting, the docstring's Time and Space, "
            "standard-library imports."
        )
    return fit(lines), int(wrong or bool(rules))
