"""What a check read that it should not have, told: the data kata.watch found (a
dict, by its "kind": a row read before a queen is on it, a slot left from another
branch, the readings of ``kata.watch.keys``) and where the run wrote it
(``kata.watch.writes.Origins.origin``), each said from the catalogue (``read.*``)."""

from typing import Optional, Sequence

from ..words.catalogue import Words, series, words

NOTHING = words("nothing")


def said(read: Optional[dict]) -> Words:
    """What was read, in words; nothing where nothing was read."""
    if not read:
        return NOTHING
    return SAYERS[read["kind"]](read)


def unplaced(read: dict) -> Words:
    rows = read["rows"]
    above = words("read.range", rows=rows) if rows else words("read.rows_above")
    fields = {name: read[name] for name in ("values", "index", "at", "row")}
    return words("read.unplaced", **fields, above=above)


def start(read: dict) -> Words:
    branch = read["branch"]
    if branch:
        under = series([square(queen) for queen in branch["under"]])
        branch = words("read.branch", line=branch["line"], under=under)
    fields = {name: read[name] for name in ("values", "index", "held")}
    return words("read.start", **fields, branch=branch or NOTHING)


def one_object(read: dict) -> Words:
    name, value = read["name"], read["key"]
    if read["list"]:
        slot, kind = words("read.slot_set", name=name, value=value), words(
            "read.a_list"
        )
    else:
        slot = words("read.key_given", name=name, value=value)
        kind = words("read.a_set")
    bound = read["bound"]
    bound = words("read.binds", line=bound) if bound is not None else NOTHING
    return words(
        "read.one_object",
        slot=slot,
        put=put(read["put"]),
        name=name,
        other=read["other"],
        kind=kind,
        bound=bound,
    )


def wrapped(read: dict) -> Words:
    fields = {name: read[name] for name in ("name", "code", "theirs", "size")}
    fields["value"] = read["key"]
    return words(
        "read.wrapped", **fields, put=put(read["put"]), queen=square(read["queen"])
    )


def stale(read: dict) -> Words:
    name, value, where = read["name"], read["key"], put(read["put"])
    left = read["left"]
    if left:
        undone = words("read.cleared" if left["list"] else "read.removed")
        left = words("read.left", undone=undone, queen=square(left["queen"]))
    if read["list"]:
        return words(
            "read.stale_slot", name=name, value=value, put=where, left=left or NOTHING
        )
    where = words("read.put_in", put=where) if read["put"] else NOTHING
    return words(
        "read.stale_key", name=name, value=value, put=where, left=left or NOTHING
    )


def mixed(read: dict) -> Words:
    fields = {name: read[name] for name in ("name", "mine", "other")}
    fields["value"] = read["key"]
    where = words("read.put_in", put=put(read["put"])) if read["put"] else NOTHING
    return words("read.mixed", **fields, queen=square(read["queen"]), put=where)


def merged(read: dict) -> Words:
    fields = {name: read[name] for name in ("name", "code")}
    fields["value"] = read["key"]
    fields.update(queen=square(read["queen"]), square=square(read["square"]))
    if read["put"]:
        where = words("read.put_in", put=put(read["put"]))
        return words("read.merged_put", **fields, put=where)
    return words("read.merged", **fields)


def put(origin: Optional[dict]) -> Words:
    """' on line 23, through `anti`, when (0, 1) was placed': where the run put a
    key in; nothing where it showed no write that put it."""
    if origin is None:
        return NOTHING
    name, queen = origin["through"], origin["queen"]
    through = words("read.through", name=name) if name else NOTHING
    when = {"placed": "read.when_placed", "stood": "read.when_stood"}
    at = words(when[origin["when"]], queen=square(queen)) if origin["when"] else NOTHING
    return words("read.put", line=origin["line"], through=through, when=at)


def square(at: Sequence[int]) -> Words:
    """'(0, 1)': a square, (row, col)."""
    row, col = at
    return words("square", row=row, col=col)


SAYERS = {  # what was read, by its kind, and who says it
    "unplaced": unplaced,
    "start": start,
    "one_object": one_object,
    "wrapped": wrapped,
    "stale": stale,
    "mixed": mixed,
    "merged": merged,
}
