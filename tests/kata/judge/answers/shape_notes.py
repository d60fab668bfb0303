"""What is wrong with the answer's shape rather than its boards: a tuple or a
generator where LeetCode wants a list, rows that are not strings, and one board
object appended again and changed after."""

from typing import Optional

from ...basics.boards import draw, plural
from ..words.catalogue import Words, words
from ..words.findings import Part

NAMED_TYPES = {"tuple": "a tuple", "generator": "a generator", "map": "a map object"}


def shape_note(boards, facts: dict) -> Optional[Words]:
    """What is wrong with the answer's shape (not its boards), if anything."""
    kind = facts["type"]
    if kind in NAMED_TYPES:
        return words("shape.named", named=NAMED_TYPES[kind])
    if kind != "list":
        return words("shape.other", answer=f"{boards!r:.60}", kind=kind)
    if "tuple" in facts["item_types"]:
        return words("shape.tuple_board")
    others = set(facts["item_types"]) - {"list"}
    named = [NAMED_TYPES[kind] for kind in sorted(others) if kind in NAMED_TYPES]
    if named:
        return words("shape.named_board", named=named[0])
    if others:
        return words("shape.other_board", board=f"{boards[0]!r:.60}")
    if "int" in facts["row_types"]:
        return words("shape.int_rows", board=f"{boards[0]!r:.40}")
    if set(facts["row_types"]) - {"str"}:
        kinds = "/".join(t for t in facts["row_types"] if t != "str")
        return words("shape.row_type", kinds=kinds)
    return None


def sharing_note(boards: list, facts: dict) -> Optional[tuple]:
    """The two ways one board object ends up wrong in the answer, as parts."""
    if facts.get("same_object"):
        return (
            Part("head", words("shape.one_object", times=len(boards))),
            Part("fix", words("shape.copy")),
        )
    if facts.get("changed"):
        one = facts["changed"] == 1
        then, now = facts["first_changed"]
        changed = words(
            "shape.changed",
            boards=plural(facts["changed"], "board"),
            were="it was" if one else "they were",
            them="it" if one else "them",
        )
        return (
            Part("head", changed),
            Part("decided", words("shape.when_appended"), line=True),
            Part("board", words("board.drawn", board=draw([then])), line=True),
            Part("decided", words("shape.as_returned"), line=True),
            Part("board", words("board.drawn", board=draw([now])), line=True),
        )
    return None
