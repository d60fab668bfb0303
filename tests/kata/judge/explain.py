"""Why a file is wrong at its first wrong n: each cause named where it can be read
and checked (state kept between calls, a slip of the search, a wrong cache, slow
told from endless), and where to watch the search when it is at fault."""

import re
from typing import Dict, List, Optional

from ..basics import styles
from ..basics.boards import plural
from ..basics.styles import METHODS
from ..guard.runner import Stopped, StyleProcess
from ..watch.loop_lines import loop_around
from . import (
    count_notes,
    notes,
    pace,
    record_clues,
    search_clues,
    state_clues,
    verdict,
    width_clues,
)
from .answers import known_count

LOOP_STEPS = 200_000  # line events watched for a loop that repeats its state


def explained(
    process: StyleProcess, n: int, found: Dict[str, str], methods=METHODS
) -> List[str]:
    """The notes at the first wrong n, each cause named where it can be told: a time
    limit told slow or endless, state kept between calls first, a wrong cache after
    a count that alone is wrong, and where to watch the search when it is at fault."""
    for method, stop in process.stopped.items():
        if method in found and stop.kind == "time":
            at = loop_at(process, method, n, stop.reply)
            found[method] = pace.time_out_note(
                process.path, method, n, process.seconds, at
            )
            found[method] += "".join(
                f"\n{line}" for line in named(process, search_clues.every_column_choice)
            )
        if method in found and stop.kind == "memory":
            at = loop_at(process, method, n, {})  # a loop seen repeating, else ""
            if at:  # said in the line's place
                bare = Stopped(process.name, {**stop.reply, "line": None}, n, method)
                found[method] = bare.line() + at
    state = named(process, state_clues.kept_state)
    if state and any(right_when_first(process, n, method) for method in found):
        return state + list(dict.fromkeys(found.values()))
    slips = named(process, search_clues.search_slips)
    if slips:
        return slips + list(dict.fromkeys(found.values()))
    count_alone = set(found) == {"totalNQueens"} and "solveNQueens" in methods
    if count_alone and process.stopped.get("totalNQueens") is None:
        count = count_notes.count_only(found["totalNQueens"], n, known_count(n))
        said = re.search(r"totalNQueens returned (\d+),", found["totalNQueens"])
        early = said and int(said[1]) > known_count(n)
        slips = named(process, record_clues.early_records) if early else []
        if early and n % 2:
            slips += named(process, record_clues.doubled_middles)
        if said and not early and n % 2:
            slips += named(process, record_clues.missed_middles)
        if said and not early:
            slips += named(process, record_clues.counted_in_a_copy)
        return [count] + named(process, state_clues.caches) + slips
    lines = list(dict.fromkeys(found.values()))
    defaults = named(process, state_clues.shared_defaults)
    if defaults and any(notes.ONE_OBJECT in note for note in lines):
        lines = defaults + [note.replace(notes.COPY_ADVICE, "") for note in lines]
    if any("off the board (the columns are" in note for note in lines):
        lines += named(process, width_clues.wide_columns)
    if n % 2 and any("returned more than once" in note for note in lines):
        lines += named(process, lambda text: record_clues.doubled_middles(text, True))
    if n % 2 and any("missing" in note.splitlines()[0] for note in lines):
        lines += named(process, record_clues.missed_middles)
    short = f"extra, it has {plural(n - 1, 'row')}, not {n}"
    bare = f"extra, row {n - 1} holds 0 queens, not 1"  # its last row left empty
    if n and any(short in note or bare in note for note in lines):
        lines += named(process, record_clues.early_records)
    return lines + watch_hint(process, n, lines)


def loop_at(process: StyleProcess, method: str, n: int, reply: dict) -> str:
    """' (the loop on line 21, `while row >= 0:`, came back to its head with the same
    state: ...)': the loop seen going round the same state when the call is run once
    more (in a process of its own); else ' (line 21: while row >= 0:)', the loop
    around the line the call was stopped at, or the caller's loop where that line is
    in a function called from one; "" where there is no loop to name."""
    repeat = repeated_loop(process, method, n)
    if repeat:
        aside = (
            f", leaving {' and '.join(f'`{name}`' for name in repeat['aside'])} aside"
            if repeat["aside"]
            else ""
        )
        same = f": {', '.join(repeat['same'])}" if repeat["same"] else ""
        return (
            f" (the loop on line {repeat['line']}, `{repeat['code']}`, came back to its "
            f"head with the same state{aside}{same}: nothing moves it on)"
        )
    if not reply.get("line"):
        return ""
    source = styles.source(process.path)
    line = loop_around(source, reply["line"], method)
    return f" (line {line}: {source.splitlines()[line - 1].strip()})" if line else ""


def repeated_loop(process: StyleProcess, method: str, n: int) -> Optional[dict]:
    """The loop the call method(n) goes round with the same state, from its own run
    under the tracer (kata.watch.loops); None if none was seen."""
    if method not in METHODS:
        return None
    with process.fresh() as own:
        try:
            return own.ask("loops", method=method, n=n, steps=LOOP_STEPS)
        except Stopped:
            return None


def right_when_first(process: StyleProcess, n: int, method: str) -> bool:
    """Is method(n) right when it is the first call of a fresh process? Then what was
    wrong came from the calls before it: state kept between calls."""
    if method not in METHODS:
        return False
    with process.fresh(leetcode=False) as own:
        note_of = (
            verdict.boards_note if method == "solveNQueens" else verdict.count_note
        )
        return note_of(own, n) is None


def named(process: StyleProcess, finder) -> List[str]:
    """A line for each clue the finder reads in the file, the lines of the same
    clue named together."""
    source = styles.source(process.path)
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
