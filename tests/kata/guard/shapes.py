"""What a style returned, made fit to cross a process boundary: the value as plain
lists, with the facts the crossing would lose (its type, which boards are one
object, which changed after they were appended)."""

import types

from ..watch.tracer import FileTracer


def plain(value, depth: int = 0):
    """Lists, strings and numbers as they are; tuples and generators as lists."""
    if isinstance(value, (str, int, float)) or value is None:
        return value
    if depth < 3 and isinstance(value, (list, tuple, types.GeneratorType, map)):
        return [plain(item, depth + 1) for item in value]
    return repr(value)


def describe(value, appended=None) -> dict:
    """{"answer": the plain value, "facts": what the plain value cannot tell}."""
    facts = {"type": type(value).__name__}
    if isinstance(value, list):
        facts["item_types"] = sorted({type(item).__name__ for item in value})
        facts["row_types"] = sorted(
            {
                type(row).__name__
                for item in value
                if isinstance(item, (list, tuple))
                for row in item
            }
        )
        facts["same_object"] = len(value) - len({id(item) for item in value})
        if appended is not None:
            changed = changed_after_append(value, appended)
            facts["changed"] = len(changed)
            facts["first_changed"] = changed[0] if changed else None
    return {"answer": plain(value), "facts": facts}


def changed_after_append(boards: list, appended: dict) -> list:
    """[(the board as appended, as returned)] for each board that changed since:
    the very objects appended to this very list (``AppendWatcher`` holds them, so
    no id of theirs is another object's)."""
    owner, then = appended.get(id(boards), (None, {}))
    if owner is not boards:
        return []
    return [
        (then[id(board)][1], plain(board))
        for board in boards
        if then.get(id(board), (None,))[0] is board
        and plain(board) != then[id(board)][1]
    ]


class AppendWatcher(FileTracer):
    """Notes each item the file appends to a list, as it was at that moment:
    {id(list): (the list, {id(item): (the item, the item as it was then)})}
    (list.append is a C function: its return is seen with the list it appended
    to). It holds each list and item, so that while the search runs no id of one
    is given to a later object: a partial board freed and a returned board made
    in its place are not taken for one board changed."""

    TRACE, PROFILE = False, True

    def __init__(self, filename: str):
        super().__init__(filename)
        self.appended = {}

    def c_returned(self, frame, function) -> None:
        owner = getattr(function, "__self__", None)
        if getattr(function, "__name__", "") == "append" and type(owner) is list:
            if owner:
                item = owner[-1]
                _, kept = self.appended.setdefault(id(owner), (owner, {}))
                kept.setdefault(id(item), (item, plain(item)))


def watch_appends(function, n: int, path: str):
    """function(n), and each item appended to a list by the file at `path`, as it
    was then (AppendWatcher)."""
    watcher = AppendWatcher(path)
    value = watcher.run(function, n)
    return value, watcher.appended
