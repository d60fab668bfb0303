"""A tried fix in words: where it goes, the line as written and what Python does
with it, then the change, said as the lesson's one line (`said`). The change's
words follow from the edit's kind (CHANGES: the key of its template in
``kata.judge.words.fix_sentences`` and its parameters), each sentence a template
with named parameters, rendered only where it is said. A change to a block of
lines is said line by line, as the lines it adds and the lines it writes anew
(`block_steps`)."""

import difflib
from typing import List, Optional, Tuple

from ..words.catalogue import Words, series, words
from ..words.findings import lines_named
from ..words.fix_sentences import SHORT
from ..operators.edit import Edit, changed_part, holds, indent_of

RANGE = range(1, 10)  # LeetCode's n


def said(name: str, edit: Edit, lines: List[str], why: bool = True) -> Tuple:
    """(where the fix goes, 'sets.py, line 9: '; its words, '`...`: why. With `...`
    in its place, every answer ...'), as Words, chosen by the edit's kind; where not
    `why` (a clue already says why the line is wrong), the change alone, in short."""
    before, key, fields = CHANGES[edit.kind](edit, lines)
    short = "" if why else SHORT
    change = words(f"fix.{key}{short}", **fields)
    checked = words("fix.checked", first=RANGE[0], last=RANGE[-1])
    where = (
        words("fix.span", line=edit.line, last=edit.last)
        if edit.last
        else lines_named([edit.line])
    )
    if edit.also and edit.last:
        span = edit.last - edit.line
        spans = [
            words("fix.span_of", line=k, last=k + span)
            for k in sorted((edit.line, *edit.also))
        ]
        where = words("fix.spans", some=series(spans[:-1]), last=spans[-1])
    elif edit.also:
        where = lines_named(sorted((edit.line, *edit.also)))
        before, change = on_each(edit, lines, before, change, short)
    head = words("where.lines", file=f"{name}.py", lines=where)
    if not why:
        return head, words("fix.told_short", change=change, checked=checked)
    if not edit.why:
        return head, words("fix.told", before=before, change=change, checked=checked)
    told = words(
        "fix.told_why", before=before, why=edit.why, change=change, checked=checked
    )
    return head, told


def code_listed(pieces: List[str], between: str):
    """Lines of code said in one pair of backticks: "A`, `B" (`between`: the
    template that says the next, each piece the file's code as it is), or the one
    alone."""
    if len(pieces) == 1:
        return pieces[0]
    return series([words("fix.piece", code=piece) for piece in pieces], between)


def replaced(edit: Edit, lines: List[str]) -> tuple:
    """(the line as written, the key of its words, their fields): lines written
    anew; a block said line by line where it can be (so too a wrap)."""
    if edit.last and (by_line := block_steps(lines, edit)):
        changed, steps = by_line
        return code_listed(changed, "fix.code_more"), "block", {"steps": steps}
    steps = [step.strip() for step in edit.new.splitlines()]
    return edit.before.strip(), "replace", {"new": code_listed(steps, "fix.then_more")}


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


def on_each(
    edit: Edit, lines: List[str], before, change: Words, short: str = ""
) -> tuple:
    """The line and the change, said for an edit made on its `also` lines too (the
    change in short where `short`, fix_sentences.SHORT)."""
    if all(lines[k - 1].strip() == before for k in edit.also):
        return before, words("fix.on_each", change=change)
    if edit.pieces:
        before = code_listed([old for old, _ in edit.pieces], "fix.code_more")
        each = all(
            holds(lines[k - 1], old) for k in edit.also for old, _ in edit.pieces
        )
        if len(edit.pieces) == 1:
            new = edit.pieces[0][1]
            key = "fix.each" if each else "fix.replace"
            return before, words(key + short, new=new)
        coded = [words("code", code=new) for _, new in edit.pieces]
        key = "fix.pieces_each" if each else "fix.pieces"
        return before, words(key + short, news=series(coded, "fix.and_more"))
    old, new = changed_part(edit.before, edit.after_in(lines))
    if edit.held:
        key = "fix.each_key" + short
        return old.strip(), words(key, new=new.strip(), held=edit.held)
    return old.strip(), words("fix.each" + short, new=new.strip())


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
    they were; the words "`A` added before line 30, `B` for line 33 and `C` for line
    34");
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
                added = words("fix.block_added", new=step, line=edit.line + start)
                steps.append(added)
            else:
                steps.append(words("fix.block_for", new=step, line=number))
                changed.append(old[start + at])
    if not changed or len(steps) == len(new):
        return None
    if len(steps) == 1:
        return changed, steps[0]
    return changed, words("fix.and", some=series(steps[:-1]), last=steps[-1])
