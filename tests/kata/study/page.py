"""`make page`'s figures: two styles' searches step by step, their work and their speed.

Each style runs in its own guarded process (kata.guard.runner): first a plain call of
each method, so a runaway file is stopped in seconds; then `make work`'s counts;
then the worker's "page" job (kata.watch.page_steps: `make trace`'s events, with the line
running and the style's own variables at each move); then a small timing at n as
`make compare` does it (kata.study.timing, ROUNDS interleaved rounds). What comes back is
turned into the frames the page steps through, one per queen placed, taken back or
solution, with `make trace`'s words; where the left file is wrong, the frame its
first finding names is marked, and the page opens there (kata.study.page_opening).
kata.study.page_html writes the page.
"""

from contextlib import ExitStack
from typing import Dict, List, Sequence

from . import page_opening, report, timing
from ..basics import styles
from ..basics.styles import METHODS
from ..basics.boards import plural
from ..guard.runner import StyleProcess
from ..watch.events import rejections
from .trace import attacked, closing, following, rejected_line

ROUNDS = 5  # as `make compare`: a rough figure, quick to make
STEPS_SECONDS = 60.0  # two traced runs of solveNQueens: a roomier limit
WORK_SECONDS = 120.0  # counting every line is slow (as `make work`)


def one_line(text: str) -> str:
    """`make trace`'s words without its wrapping: the page wraps them itself."""
    return " ".join(part.strip() for part in text.splitlines())


def words_of(events: Sequence[dict], i: int, step: int, n: int) -> List[str]:
    """What `make trace` says of event i, the step-th queen placed or taken back."""
    event = events[i]
    row, col = event["row"], event["col"]
    if event["event"] == "solution":
        if n == 0:
            return ["solution 1: the empty board, with no row to fill"]
        return [f"solution {event['number']}: all {n} rows hold a queen"]
    if event["event"] == "backtrack":
        return [f"step {step}: take back the queen at row {row}, col {col}"]
    words = [f"step {step}: queen at row {row}, col {col}"]
    if "attack" in event:
        words.append(
            f"! an attacked square: {attacked(event)}; the code let it through, "
            "so a check is missing"
        )
    if len(event["queens"]) < n:
        found = following(events, i)
        words.append(one_line(rejected_line(len(event["queens"]), found, n)))
    return words


def picture(kind: str, queens: Sequence[int], n: int, words: List[str]) -> dict:
    """One picture: the queens, the rejected squares of the row to fill, the words."""
    shaded = rejections(queens, n) if len(queens) < n else []
    return {
        "kind": kind,
        "queens": list(queens),
        "shaded": [[e["row"], e["col"], e["lines"]] for e in shaded],
        "words": words,
        "line": None,
        "state": None,
        "ahead": 0,
    }


def pictures(events: Sequence[dict], reads, n: int) -> List[dict]:
    """The start, one frame per move (with its read line and variables), the end."""
    start, end = events[0], events[-1]
    found = [picture("start", [], n, [f"{start['file']}, n = {n}: an empty board"])]
    step = 0
    for i, event in enumerate(events):
        if event["event"] not in ("placed", "backtrack", "solution"):
            continue
        step += event["event"] != "solution"
        found.append(
            picture(event["event"], event["queens"], n, words_of(events, i, step, n))
        )
        if reads:
            found[-1].update(reads[len(found) - 2])
    found.append(picture("end", [], n, closing(end, start).splitlines()))
    return found


def work_of(process: StyleProcess, n: int) -> Dict[str, int]:
    """`make work`'s counts at n, after a plain call of each method (as it does)."""
    for method in METHODS:
        process.ask("call", method=method, n=n)
    return process.ask("work", n=n, seconds=WORK_SECONDS)


def speed_of(processes: Dict[str, StyleProcess], n: int) -> dict:
    """`make compare`'s cells at n: each method's time per call and speed."""
    names = list(processes)
    baseline = styles.BASELINE if styles.BASELINE in names else names[0]
    cases = [("boards", n), ("counts", n)]
    found = timing.run(processes, cases, [baseline], 1.0, ROUNDS)
    cells = {
        name: {p: report.cell_text(found, p, name, n) for p, _ in cases}
        for name in names
    }
    wrong = list(dict.fromkeys(found.wrong.values()))
    return {"baseline": baseline, "cells": cells, "wrong": wrong}


def half_of(name: str, found: dict, counts: dict, n: int) -> dict:
    """One style's half of the page: its frames, its figures, its file."""
    events, reads = found["events"], found["reads"]
    end = events[-1]
    return {
        "name": name,
        "file": f"{name}.py",
        "bits": bool(end["bits"]),
        "read": reads is not None,
        "frames": pictures(events, reads, n),
        "work": counts,
        "returned": end["returned"],
        "solutions": end["solutions"],
    }


def gather(names: Sequence[str], n: int, progress=print, wrong=None) -> dict:
    """Everything the page shows for the styles at n; Stopped if one fails. `wrong`
    is the first finding on the left file at n (None where it is right): the page
    opens at the step it names (kata.study.page_opening)."""
    with ExitStack() as stack:
        processes = {
            name: stack.enter_context(StyleProcess(styles.path(name)))
            for name in dict.fromkeys(names)
        }
        sides, traces = [], []
        for name in names:
            process = processes[name]
            progress(f"  {name}.py: its search step by step, its work counted")
            counts = work_of(process, n)
            found = process.ask("page", n=n, seconds=STEPS_SECONDS)
            sides.append(half_of(name, found, counts, n))
            traces.append(found["events"])
        rounds = plural(ROUNDS, "round")
        progress(f"  both timed at n = {n}, {rounds} (make compare's way)")
        speed = speed_of(processes, n)
    opening = page_opening.opening(wrong, traces[0])
    page_opening.marked(sides[0]["frames"], opening)
    return {
        "n": n,
        "sides": sides,
        "speed": speed,
        "machine": report.machine(),
        "opening": opening,
    }
