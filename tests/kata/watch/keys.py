"""What a search's sets (or flag lists) of taken lines held when a test turned a
square away, checked against the keys the queens placed really have: a key no queen
on the board has (left from a queen no longer there), or both diagonals' keys in
one set, where a square's key met a queen's key of the other kind."""

import re
from typing import Dict, List, Optional

# The names learners give the taken columns and diagonals, kept as sets or flags.
LINE_NAMES = re.compile(
    r"(diag|anti|col|taken|used|hill|dale|slash|left|right|up|down|pos|neg)"
    r"|^(d\d?|a|ld|rd|c\d)$",
    re.IGNORECASE,
)


def held_keys(value) -> Optional[set]:
    """The keys a set of ints holds, or the indexes a list of flags has set; else
    None."""
    if isinstance(value, (set, frozenset)) and all(type(v) is int for v in value):
        return set(value)
    if isinstance(value, list) and value and all(type(v) is bool for v in value):
        return {i for i, flag in enumerate(value) if flag}
    return None


def queen_keys(placed: tuple, n) -> Dict[int, List[tuple]]:
    """Every key a line's set may hold for the queens placed: key -> [(kind, queen)],
    the kinds being col, row - col, col - row, row + col and row - col + n - 1."""
    found = {}
    for row, col in enumerate(placed):
        kinds = {"col": col, "row - col": row - col, "col - row": col - row}
        kinds["row + col"] = row + col
        if isinstance(n, int):
            kinds["row - col + n - 1"] = row - col + n - 1
        for kind, key in kinds.items():
            found.setdefault(key, []).append((kind, (row, col)))
    return found


def left_keys(frame, placed: tuple, col=None) -> str:
    """What a line's set (or flags) held that the queens placed do not account for,
    checked against their own keys: a key no queen has, left from a queen taken
    back; or, where every key is a placed queen's but of two kinds (`\\` and `/`
    in one set), the key the square met; else '' (nothing checked to say)."""
    names = frame.f_locals
    keys = queen_keys(placed, names.get("n"))
    for name, value in sorted(names.items()):
        held = held_keys(value) if LINE_NAMES.search(name) else None
        if held is None or len(held) <= len(placed):
            continue
        stale = sorted(key for key in held if key not in keys)
        if stale and isinstance(value, list):
            return (
                f"`{name}[{stale[0]}]` was set, though no queen on the board is on "
                "that line: left from a queen no longer there, never cleared"
            )
        if stale:
            return (
                f"`{name}` held the key {stale[0]}, though no queen on the board has "
                "it: left from a queen no longer there, never removed"
            )
        return mixed_kinds(name, held, placed, col)
    return ""


KEY_OF = {
    "row - col": lambda row, col: row - col,
    "col - row": lambda row, col: col - row,
    "row + col": lambda row, col: row + col,
}


def mixed_kinds(name: str, held: set, placed: tuple, col) -> str:
    """Where the set holds exactly the keys of both diagonals of the queens placed
    (a `\\` kind and `/`), the queen whose key of one kind the square's key of the
    other met; or '' where that is not what the keys show."""
    row = len(placed)
    for kind in ("row - col", "col - row"):
        both = {kind: KEY_OF[kind], "row + col": KEY_OF["row + col"]}
        keys = {key(r, c) for key in both.values() for r, c in enumerate(placed)}
        if col is None or keys != held:
            continue
        for mine, other in ((kind, "row + col"), ("row + col", kind)):
            key = both[mine](row, col)
            queens = [(r, c) for r, c in enumerate(placed) if both[other](r, c) == key]
            if queens:
                return (
                    f"`{name}` holds both diagonals' keys: this square's {mine} = "
                    f"{key} is the {other} of the queen at {queens[0]}, so the square "
                    "was turned away by a diagonal it is not on; keep `\\` and `/` keys "
                    "in two sets"
                )
    return ""
