"""The styles a study command can show: a style not written yet (a method raises
NotImplementedError, as `make new` leaves it) is skipped in one line, and a command
left with none to show says so in one line, exit status 2, never an empty table."""

from typing import List, Sequence

from ..basics import styles, tables
from ..basics.boards import plural
from ..basics.errors import KataError
from ..guard.runner import StyleProcess
from ..judge.answers import stop_notes


def written(names: Sequence[str], what: str) -> List[str]:
    """The styles among `names` whose methods are written, in order; each other one
    said in its "skipped" line; nothing_to(what, names) when none is left."""
    left = []
    for name in names:
        with StyleProcess(styles.path(name)) as process:
            note = stop_notes.unwritten(process)
        if note:
            print(tables.wrapped(f"skipped {note}"), flush=True)
        else:
            left.append(name)
    if not left:
        raise nothing_to(what, names)
    return left


def nothing_to(what: str, names: Sequence[str]) -> KataError:
    """The one line of a command whose styles are all not written yet."""
    if len(names) == 1:
        return KataError(f"nothing to {what}: {names[0]}.py is not written yet")
    asked = plural(len(names), "style")
    return KataError(f"nothing to {what}: none of the {asked} asked for is written yet")
