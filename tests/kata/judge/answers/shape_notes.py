"""What is wrong with the answer's shape rather than its boards: a tuple or a
generator where LeetCode wants a list, rows that are not strings, and one board
object appended again and changed after."""

from typing import Optional

from ...basics.boards import draw, plural

NAMED_TYPES = {"tuple": "a tuple", "generator": "a generator", "map": "a map object"}


def shape_note(boards, facts: dict) -> Optional[str]:
    """What is wrong with the answer's shape (not its boards), if anything."""
    kind = facts["type"]
    if kind in NAMED_TYPES:
        return (
            f"solveNQueens returned {NAMED_TYPES[kind]}, not a list: "
            "LeetCode wants a list of boards (wrap it in list(...))"
        )
    if kind != "list":
        return f"solveNQueens returned {boards!r:.60} ({kind}), not a list of boards"
    if "tuple" in facts["item_types"]:
        return "a board is a tuple; each board should be a list of row strings (append list(...))"
    others = set(facts["item_types"]) - {"list"}
    named = [NAMED_TYPES[kind] for kind in sorted(others) if kind in NAMED_TYPES]
    if named:
        return f"a board is {named[0]}; each board should be a list of row strings"
    if others:
        return (
            f"board 1 is {boards[0]!r:.60}; each board should be a list of row strings"
        )
    if "int" in facts["row_types"]:
        return (
            f"board 1 is {boards[0]!r:.40}, a column number for each row: "
            "draw each row from its column instead, "
            "'.' * col + 'Q' + '.' * (n - col - 1)"
        )
    if set(facts["row_types"]) - {"str"}:
        return (
            f"a row is a {'/'.join(t for t in facts['row_types'] if t != 'str')}, "
            "not a string: join its squares into one, e.g. ''.join(row)"
        )
    return None


ONE_OBJECT = "the boards are one list object"
COPY_ADVICE = (
    ". Append a copy: boards.append(board[:]), or build a new list for each board"
)


def sharing_note(boards: list, facts: dict) -> Optional[tuple]:
    """The two ways one board object ends up wrong in the answer, as parts."""
    if facts.get("same_object"):
        return (
            (
                "head",
                f"{ONE_OBJECT}, appended {len(boards)} times; it changed "
                "after each append, so every copy shows its last state",
            ),
            ("fix", COPY_ADVICE),
        )
    if facts.get("changed"):
        one = facts["changed"] == 1
        then, now = facts["first_changed"]
        return (
            (
                "head",
                f"{plural(facts['changed'], 'board')} changed after "
                f"{'it was' if one else 'they were'} appended (the search went on "
                f"changing {'it' if one else 'them'}). Append a copy, "
                "boards.append(board[:]), or a new list of strings for each board",
            ),
            ("decided", "\n  when appended:"),
            ("board", f"\n{draw([then])}"),
            ("decided", "\n  as returned:"),
            ("board", f"\n{draw([now])}"),
        )
    return None
