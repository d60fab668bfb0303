"""A version of a learner's file: its source with one Edit written in (the version
``judge.repair.fixes`` tries, and a gallery case's fixed version, an anchor of
``judge.repair.anchors``)."""

from ..operators.edit import written_alike
from ..words.edits import Edit


def written(source: str, edit: Edit) -> str:
    """The source with the edit made, by its kind, on its line(s) and on each of
    its `also` lines (a block left out, left out at each)."""
    lines = source.splitlines(keepends=True)
    if edit.kind == "delete" and edit.last:  # the same block left out on each
        span = edit.last - edit.line
        for start in sorted((edit.line, *edit.also), reverse=True):
            lines = edit._replace(line=start, last=start + span).written(lines)
        return "".join(lines)
    after = edit.after_in(source.splitlines())
    for number in edit.also:
        line = lines[number - 1]
        body = line.rstrip("\r\n")
        lines[number - 1] = written_alike(body, edit, after) + line[len(body) :]
    return "".join(edit.written(lines))
