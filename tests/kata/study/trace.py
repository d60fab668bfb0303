"""The search, step by step, as text and as frames: `make trace` and the animation
show the events that ``kata.watch.events.record`` takes down in the style's process."""

import textwrap
from itertools import zip_longest
from typing import Dict, List, Sequence

from ..judge.answers import attack_notes, notes, skip_notes
from ..judge.words.catalogue import render as said_text
from ..basics.boards import binary, grid, plural, render
from ..watch.events import masks, rejections
from ..watch.decisions import Skip

REASONS = {"cols": "column", "diag": "`\\` diagonal", "anti": "`/` diagonal"}
SHORT = {"cols": "column", "diag": "\\", "anti": "/"}  # in a picture's caption
WIDTH = 88


def said(rejected: dict, names: Dict[str, str] = REASONS) -> str:
    """'col 2 (column, `\\` diagonal)': a rejected square and its lines."""
    lines = ", ".join(names[line] for line in rejected["lines"])
    return f"col {rejected['col']} ({lines})"


def uses_bits(events: Sequence[dict]) -> bool:
    """Did the search keep int masks named cols, diag and anti?"""
    return any(event.get("bits") for event in events if event["event"] == "end")


def mask_lines(queens: Sequence[int], n: int) -> List[str]:
    """The masks for the next row, and its free squares, one line each."""
    values = masks(queens, n)
    values["free"] = (1 << n) - 1 & ~(values["cols"] | values["diag"] | values["anti"])
    return [f"{name:<4}  {binary(values[name], n)}" for name in values]


def beside(left: List[str], right: List[str], indent: str = "    ") -> List[str]:
    """Two blocks of lines side by side."""
    width = max((len(line) for line in left), default=0) + 4
    pairs = zip_longest(left, right, fillvalue="")
    return [(indent + a.ljust(width) + b).rstrip() for a, b in pairs]


def legend(start: dict, bits: bool) -> List[str]:
    """What the trace shows, said once at its top."""
    lines = [
        f"{start['file']}, n = {start['n']}: the search step by step, at most "
        f"{plural(start['steps'], 'step')}",
        "(a step is a queen placed or taken back).",
        "Q is a queen. Under each board, the rules' view of the next row (worked out",
        "here, not read from the code): a square is attacked when a queen above shares",
        "its column, its `\\` diagonal (row - col) or its `/` diagonal (row + col).",
        "! marks where the code and the rules disagree: an attacked square the code let",
        "through, or a free square it never tried.",
    ]
    if bits:
        lines += [
            "Beside the board: bitmap.py's masks for the next row, bit 0 on the LEFT",
            "(under col 0). A 1 in cols, diag or anti blocks the square; free is what is left.",
        ]
    return lines + [""]


def rejected_line(row: int, found: List[dict], n: int) -> str:
    """One line for the attacked squares of a row, by the rules, and the free ones."""
    taken = {event["col"] for event in found}
    free = [str(col) for col in range(n) if col not in taken]
    left = f"free: col {', '.join(free)}" if free else "free: none, so back up"
    if not found:
        return f"  row {row}, by the rules: {left}"
    items = [said(event) for event in found]
    start = f"  row {row}, by the rules: attacked"
    return wrap(start, [*items[:-1], items[-1] + ";", left])


def skipped_lines(found: List[dict]) -> List[str]:
    """A warning for each free square the code never tried."""
    lines = []
    for event in found:
        skip = Skip(*(event[field] for field in Skip._fields))
        text = f"! row {skip.row}, col {skip.col} is free, but the code skipped it"
        if skip.tried():
            text = f"! row {skip.row}, col {skip.col} is free: the code came to it, but went no further"
        why = said_text(skip_notes.why(skip))
        text += f": {why}" if why else ""
        for said in (text, said_text(skip_notes.there(skip))):
            if said:
                lines.append(
                    textwrap.fill(
                        said, WIDTH, initial_indent="  ", subsequent_indent="    "
                    )
                )
    return lines


def wrap(start: str, items: List[str], indent: str = "    ") -> str:
    """The items after `start`, separated by ', ', wrapped between whole items."""
    lines, line = [], start
    for i, item in enumerate(items):
        sep = "" if i == 0 or items[i - 1].endswith(";") else ","
        if len(line) + len(sep) + 1 + len(item) > WIDTH and line.strip():
            lines.append(line + sep)
            line, sep = indent + item, ""
        else:
            line += sep + " " + item
    return "\n".join(lines + [line])


def closing(end: dict, start: dict) -> str:
    """The closing line: what was counted, and how to see more if cut short."""
    text = (
        f"{plural(end['nodes'], 'queen')} placed, {end['backtracks']} taken back, "
        f"{plural(end['solutions'], 'solution')} reached"
    )
    steps = start["steps"]
    if end["stopped"]:
        return textwrap.fill(
            f"stopped after {plural(steps, 'step')} ({text}): STEPS={steps * 5} "
            "shows more",
            WIDTH,
        )
    text = f"done: {text}, {end['lines']} lines run in {start['file']}"
    if end["returned"] != end["solutions"] and not end["nodes"]:
        text += (
            f"\nsolveNQueens returned {plural(end['returned'], 'board')}, but no queen "
            "of its search could be read here"
        )
    elif end["returned"] != end["solutions"]:
        text += (
            f"\nsolveNQueens returned {plural(end['returned'], 'board')}, and its search "
            f"was seen to reach {end['solutions']}: a style that builds\nboards from "
            "others (mirror images, rotations) returns boards its search never reached"
        )
    return text


def as_text(events: Sequence[dict], n: int, bits: bool) -> str:
    """The events as text: a board per queen placed, a line per other step."""
    lines, step = legend(events[0], bits), 0
    crowded = events[-1].get("crowded")
    if crowded:
        lines.append(
            textwrap.fill(
                f"! {said_text(notes.crowded_said(crowded))}; below, each row is read by its "
                "first queen",
                WIDTH,
                initial_indent="  ",
                subsequent_indent="    ",
            )
        )
    for i, event in enumerate(events):
        kind = event["event"]
        if kind == "start":
            lines.extend(skipped_lines(of_kind_after(events, i, "skipped")))
        if kind in ("placed", "backtrack"):
            step += 1
        if kind == "placed":
            lines.append(
                f"step {step}: queen at row {event['row']}, col {event['col']}"
            )
            if "attack" in event:
                warning = (
                    f"! an attacked square: {attacked(event)}; the code let it "
                    "through, so a check is missing"
                )
                lines.append(
                    textwrap.fill(
                        warning, WIDTH, initial_indent="  ", subsequent_indent="    "
                    )
                )
            lines.extend(board_lines(event["queens"], n, bits))
            if len(event["queens"]) < n:
                lines.append(
                    rejected_line(len(event["queens"]), following(events, i), n)
                )
                lines.extend(skipped_lines(of_kind_after(events, i, "skipped")))
        elif kind == "backtrack":
            lines.append(
                f"step {step}: take back the queen at row {event['row']}, col {event['col']}"
            )
        elif kind == "solution":
            lines.append(f"  solution {event['number']}: every row holds a queen")
            if n == 0:
                lines[-1] = "solution 1: the empty board, with no row to fill"
        elif kind == "end":
            lines.append(closing(event, events[0]))
    return "\n".join(lines)


def board_lines(queens: Sequence[int], n: int, bits: bool) -> List[str]:
    """The board drawn as `make show` draws it, the masks beside it for bit styles."""
    board = grid(render(queens, n) + ["." * n] * (n - len(queens)))
    right = mask_lines(queens, n) if bits and len(queens) < n else []
    return beside(board, right)


def following(events: Sequence[dict], i: int) -> List[dict]:
    """The "rejected" events right after event i."""
    return of_kind_after(events, i, "rejected")


def of_kind_after(events: Sequence[dict], i: int, kind: str) -> List[dict]:
    """The events of one kind among the "rejected" and "skipped" right after event i."""
    found = []
    for event in events[i + 1 :]:
        if event["event"] not in ("rejected", "skipped"):
            break
        if event["event"] == kind:
            found.append(event)
    return found


def caption(event: dict, found: List[dict]) -> str:
    """What an event did, and the rejections of the row to fill, for one frame."""
    if event["event"] == "solution":
        return f"solution {event['number']} found"
    did = "placed at" if event["event"] == "placed" else "taken back from"
    text = f"row {event['row']}: queen {did} col {event['col']}"
    if found:
        text += f"\nrow {found[0]['row']} rejected: "
        text += ", ".join(said(rejected, SHORT) for rejected in found)
    return text


def frames(events: Sequence[dict], n: int) -> List[dict]:
    """One picture per step or solution: queens, shaded squares, caption.

    The squares shaded are the rejected ones of the row to fill next, each with its
    lines; after a queen is taken back, that row's rejections are shown again.
    """
    shown = []
    for event in events:
        if event["event"] not in ("placed", "backtrack", "solution"):
            continue
        queens = event["queens"]
        found = rejections(queens, n) if len(queens) < n else []
        shown.append(
            {
                "queens": list(queens),
                "shaded": [(e["row"], e["col"], e["lines"]) for e in found],
                "caption": caption(event, found),
            }
        )
    return shown


def attacked(event: dict) -> str:
    """The words on the attack a "placed" event holds."""
    return said_text(attack_notes.said(attack_notes.of_event(event["attack"])))
