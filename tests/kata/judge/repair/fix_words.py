"""A tried fix in words: where it goes, the line as written and what Python does
with it, then the change, said as the lesson's one line (`said`). The change's
words follow from the edit's kind (CHANGES: a key of TEMPLATES and its fields),
each sentence a template with named parameters. A change to a block of lines is
said line by line, as the lines it adds and the lines it writes anew
(`block_steps`)."""

import difflib
from typing import List, Optional

from ..words.findings import line_numbers
from ..operators.edit import Edit, changed_part, holds, indent_of

RANGE = range(1, 10)  # LeetCode's n


TEMPLATES = {  # every sentence of a fix, by its key, with its parameters named
    "where": "{name}.py, {where}: ",
    "checked": "every answer for n = {first}..{last} is right (tried on this run).",
    "told": "`{before}`{because} {change}, {checked}",  # `because`: ": why" or "."
    "told_short": "{change}, {checked}",  # where a clue already says why
    "replace": "With `{new}` in its place",  # lines written as one: "A`, then `B"
    "block": "With {steps}",  # a block said line by line, the steps listed
    "block_added": "`{new}` added before line {line}",
    "block_for": "`{new}` for line {line}",
    "insert": "With `{new}` added after it",
    "insert_out": "With `{new}` added after the {block} it ends",  # block: loop, `if`
    "insert_before": "With `{new}` added before it",
    "delete": "Without it",
    "delete_alone": "With `pass` in its place",  # a block's one statement
    "delete_each": "Without them",
    "move_before": "With `{new}` moved before it",
    "move_into": "With it moved into the loop of line {to}, first",
    "dedent": "With it one level out, after the {block}",
    "on_each": "{change} on each",
    "each": "With `{new}` in its place on each",  # where the lines differ
    "each_key": "With `{new}` in its place as `{held}`'s key on each",
    "pieces": "With {news} in their places",  # several changes on the line
    "pieces_each": "With {news} in their places on each",
}


def words(key: str, **fields) -> str:
    """The sentence of TEMPLATES under `key`, its parameters filled in."""
    return TEMPLATES[key].format(**fields)


def said(name: str, edit: Edit, lines: List[str], why: bool = True) -> tuple:
    """('sets.py, line 9: ', '`...`: why. With `...` in its place, every answer
    ...'): where the fix goes, and the words, chosen by the edit's kind."""
    before, key, fields = CHANGES[edit.kind](edit, lines)
    change = words(key, **fields)
    checked = words("checked", first=RANGE[0], last=RANGE[-1])
    where = f"lines {edit.line}-{edit.last}" if edit.last else f"line {edit.line}"
    if edit.also and edit.last:
        span = edit.last - edit.line
        where = line_numbers(
            [f"{k}-{k + span}" for k in sorted((edit.line, *edit.also))]
        )
    elif edit.also:
        where = line_numbers(sorted((edit.line, *edit.also)))
        before, change = on_each(edit, lines, before, change)
    head = words("where", name=name, where=where)
    if not why:
        change = f"{change[0].lower()}{change[1:]}"
        return head, words("told_short", change=change, checked=checked)
    because = f": {edit.why}" if edit.why else "."
    told = words("told", before=before, because=because, change=change, checked=checked)
    return head, told


def replaced(edit: Edit, lines: List[str]) -> tuple:
    """(the line as written, the key of its words, their fields): lines written
    anew; a block said line by line where it can be (so too a wrap)."""
    if edit.last and (by_line := block_steps(lines, edit)):
        changed, steps = by_line
        return "`, `".join(changed), "block", {"steps": steps}
    steps = "`, then `".join(step.strip() for step in edit.new.splitlines())
    return edit.before.strip(), "replace", {"new": steps}


def inserted(edit: Edit, lines: List[str]) -> tuple:
    added = edit.new.splitlines()[-1]
    fields = {"new": added.strip()}
    if len(indent_of(added)) < len(indent_of(edit.before)):  # after the block
        return (
            edit.before.strip(),
            "insert_out",
            {**fields, "block": block_left(lines, edit.line)},
        )
    return edit.before.strip(), "insert", fields


def inserted_before(edit: Edit, lines: List[str]) -> tuple:
    first = edit.new.splitlines()[0].strip()
    return edit.before.strip(), "insert_before", {"new": first}


def deleted(edit: Edit, lines: List[str]) -> tuple:
    if edit.last:  # lines left out: the statement they hold, on one line
        before = " ".join(line.strip() for line in lines[edit.line - 1 : edit.last])
        return before, "delete_each" if edit.also else "delete", {}
    # a block's one statement left out would leave it empty
    key = "delete_alone" if alone(lines, edit.line) else "delete"
    return edit.before.strip(), key, {}


def moved(edit: Edit, lines: List[str]) -> tuple:
    if edit.to == edit.last:
        return edit.before.strip(), "move_into", {"to": edit.to}
    return edit.before.strip(), "move_before", {"new": edit.new.strip()}


def dedented(edit: Edit, lines: List[str]) -> tuple:
    return edit.before.strip(), "dedent", {"block": block_left(lines, edit.line)}


CHANGES = {  # each kind of edit (words.edits.KINDS): its line, and the key and the
    # fields of its change's words
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
    if all(lines[k - 1].strip() == before for k in edit.also):
        return before, words("on_each", change=change)
    if edit.pieces:
        before = "`, `".join(old for old, _ in edit.pieces)
        each = all(
            holds(lines[k - 1], old) for k in edit.also for old, _ in edit.pieces
        )
        if len(edit.pieces) == 1:
            new = edit.pieces[0][1]
            return before, words("each" if each else "replace", new=new)
        news = " and ".join(f"`{new}`" for _, new in edit.pieces)
        return before, words("pieces_each" if each else "pieces", news=news)
    old, new = changed_part(edit.before, edit.after_in(lines))
    if edit.held:
        return old.strip(), words("each_key", new=new.strip(), held=edit.held)
    return old.strip(), words("each", new=new.strip())


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
    they were; "`A` added before line 30, `B` for line 33 and `C` for line 34");
    None where a line is taken out, or a line stays as it was in none."""
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
                steps.append(words("block_added", new=step, line=edit.line + start))
            else:
                steps.append(words("block_for", new=step, line=number))
                changed.append(old[start + at])
    if not changed or len(steps) == len(new):
        return None
    listed = ", ".join(steps[:-1]) + f" and {steps[-1]}" if len(steps) > 1 else steps[0]
    return changed, listed
