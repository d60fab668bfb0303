"""Why a file is wrong at its first wrong n: each cause named where it can be read
and checked (state kept between calls, a slip of the search, a wrong cache, slow
told from endless), and where to watch the search when it is at fault."""

from typing import Dict, List

from ..basics import styles
from ..basics.boards import plural
from ..basics.styles import METHODS
from ..guard.runner import StyleProcess
from . import count_notes, pace, search_clues, state_clues, verdict
from .answers import known_count


def explained(
    process: StyleProcess, n: int, found: Dict[str, str], methods=METHODS
) -> List[str]:
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
    count_alone = set(found) == {"totalNQueens"} and "solveNQueens" in methods
    if count_alone and process.stopped.get("totalNQueens") is None:
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
