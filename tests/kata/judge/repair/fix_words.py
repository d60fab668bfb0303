"""A tried fix in words: where it goes, the line as written and what Python does
with it, then the change, said as the lesson's one line (`said`). A change to a
block of lines is said line by line, as the lines it adds and the lines it
writes anew (`block_steps`)."""

import difflib
from typing import List, Optional

from ..words.findings import line_numbers
from ..operators.edit import Edit, changed_part, holds, indent_of

RANGE = range(1, 10)  # LeetCode's n


def said(name: str, edit: Edit, lines: List[str], why: bool = True) -> tuple:
    """('sets.py, line 9: ', '`...`: why. With `...` in its place, every answer
    ...'): where the fix goes, and the words, chosen by the edit's kind."""
    before, change = CHANGES[edit.kind](edit, lines)
    checked = (
        f"every answer for n = {RANGE[0]}..{RANGE[-1]} is right (tried on this run)."
    )
    where = f"lines {edit.line}-{edit.last}" if edit.last else f"line {edit.line}"
    if edit.also and edit.last:
        span = edit.last - edit.line
        where = line_numbers(
            [f"{k}-{k + span}" for k in sorted((edit.line, *edit.also))]
        )
    elif edit.also:
        where = line_numbers(sorted((edit.line, *edit.also)))
        before, change = on_each(edit, lines, before, change)
    if not why:
        return f"{name}.py, {where}: ", f"{change[0].lower()}{change[1:]}, {checked}"
    because = f": {edit.why}" if edit.why else "."
    return f"{name}.py, {where}: ", f"`{before}`{because} {change}, {checked}"


def replaced(edit: Edit, lines: List[str]) -> tuple:
    """(the line as written, the change): lines written anew; a block said line by
    line where it can be."""
    before = edit.before.strip()
    if edit.last and (by_line := block_steps(lines, edit)):
        changed, change = by_line
        return "`, `".join(changed), change
    if "\n" in edit.new:
        steps = "`, then `".join(step.strip() for step in edit.new.splitlines())
        return before, f"With `{steps}` in its place"
    return before, f"With `{edit.new.strip()}` in its place"


def inserted(edit: Edit, lines: List[str]) -> tuple:
    added = edit.new.splitlines()[-1]
    out = len(indent_of(added)) < len(indent_of(edit.before))
    where = f"the {block_left(lines, edit.line)} it ends" if out else "it"
    return edit.before.strip(), f"With `{added.strip()}` added after {where}"


def inserted_before(edit: Edit, lines: List[str]) -> tuple:
    first = edit.new.splitlines()[0].strip()
    return edit.before.strip(), f"With `{first}` added before it"


def deleted(edit: Edit, lines: List[str]) -> tuple:
    if edit.last:  # lines left out: the statement they hold, on one line
        before = " ".join(line.strip() for line in lines[edit.line - 1 : edit.last])
        return before, "Without them" if edit.also else "Without it"
    # a block's one statement left out would leave it empty
    alone_here = alone(lines, edit.line)
    return edit.before.strip(), (
        "With `pass` in its place" if alone_here else "Without it"
    )


def moved(edit: Edit, lines: List[str]) -> tuple:
    if edit.to == edit.last:
        return (
            edit.before.strip(),
            f"With it moved into the loop of line {edit.to}, first",
        )
    return edit.before.strip(), f"With `{edit.new.strip()}` moved before it"


def dedented(edit: Edit, lines: List[str]) -> tuple:
    change = f"With it one level out, after the {block_left(lines, edit.line)}"
    return edit.before.strip(), change


CHANGES = {  # each kind of edit (words.edits.KINDS): its line and its change, said
    "replace": replaced,
    "wrap": replaced,
    "insert": inserted,
    "insert_before": inserted_before,
    "delete": deleted,
    "move": moved,
    "dedent": dedented,
}


def on_each(edit: Edit, lines: List[str], before: str, change: str) -> tuple:
    """The line and the change, said for an edit made on its `also` lines too."""
    change += " on each"
    if edit.pieces and not all(lines[k - 1].strip() == before for k in edit.also):
        before = "`, `".join(old for old, _ in edit.pieces)
        news = " and ".join(f"`{new}`" for _, new in edit.pieces)
        each = all(
            holds(lines[k - 1], old) for k in edit.also for old, _ in edit.pieces
        )
        places = "in their places" if len(edit.pieces) > 1 else "in its place"
        change = f"With {news} {places}" + (" on each" if each else "")
    elif not all(lines[k - 1].strip() == before for k in edit.also):
        old, new = changed_part(edit.before, edit.after_in(lines))
        before = old.strip()
        key = f" as `{edit.held}`'s key" if edit.held else ""
        change = f"With `{new.strip()}` in its place{key} on each"
    return before, change


def alone(lines: List[str], number: int) -> bool:
    """Is line `number` the one statement of its block (a `:` line above it, and
    nothing more as deep below it)?"""
    depth = indent_of(lines[number - 1])
    above = [line for line in lines[: number - 1] if line.strip()]
    below = [line for line in lines[number:] if line.strip()]
    opens = bool(above) and above[-1].rstrip().endswith(":")
    return opens and (not below or len(indent_of(below[0])) < len(depth))


def block_left(lines: List[str], number: int) -> str:
    """What a line moved one level out comes after: "loop" or "`if`"."""
    line = lines[number - 1]
    depth = len(line) - len(line.lstrip())
    for above in reversed(lines[: number - 1]):
        if above.strip() and len(above) - len(above.lstrip()) < depth:
            return "loop" if above.lstrip().startswith(("for ", "while ")) else "`if`"
    return "`if`"


def block_steps(lines: List[str], edit: Edit) -> Optional[tuple]:
    """A change to a block of lines, said line by line: (the lines written anew, as
    they were; "With `A` added before line 30, `B` for line 33 and `C` for line
    34"); None where a line is taken out, or a line stays as it was in none."""
    old = [line.strip() for line in lines[edit.line - 1 : edit.last]]
    new = [line.strip() for line in edit.new.splitlines()]
    steps, changed = [], []
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, start, end, put, put_end in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag == "delete" or (tag == "replace" and end - start != put_end - put):
            return None
        for at, step in enumerate(new[put:put_end]):
            number = edit.line + start + at
            if tag == "insert":
                steps.append(f"`{step}` added before line {edit.line + start}")
            else:
                steps.append(f"`{step}` for line {number}")
                changed.append(old[start + at])
    if not changed or len(steps) == len(new):
        return None
    listed = ", ".join(steps[:-1]) + f" and {steps[-1]}" if len(steps) > 1 else steps[0]
    return changed, f"With {listed}"
