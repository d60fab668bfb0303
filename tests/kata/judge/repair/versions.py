"""A version of a learner's file: its source with one Edit written in (the version
``judge.repair.fixes`` tries, and a gallery case's fixed version, an anchor of
``judge.repair.anchors``)."""

from ..operators.edit import Edit, written_alike


def written(source: str, edit: Edit) -> str:
    lines = source.splitlines(keepends=True)
    if edit.last and edit.also and not edit.after:  # the same block left out on each
        span = edit.last - edit.line + 1
        for start in sorted((edit.line, *edit.also), reverse=True):
            del lines[start - 1 : start - 1 + span]
        return "".join(lines)
    for number in edit.also:
        line = lines[number - 1]
        body = line.rstrip("\r\n")
        lines[number - 1] = written_alike(body, edit) + line[len(body) :]
    ending = lines[edit.line - 1][len(lines[edit.line - 1].rstrip("\r\n")) :]
    lines[edit.line - 1 : max(edit.line, edit.last)] = [edit.after + ending]
    return "".join(lines)
