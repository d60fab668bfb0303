"""A KeyError's key or an IndexError's index, said from what the run showed of it
(``watch.crash_keys``, asked in the guarded child): for a set or a dict, each write
of the key since it last came in (put in again where it already was, then taken
out twice), or what the object held where the run showed none; for a list, its
length, the `[x] * e` that made it, and the index asked. Words only: the data is
the child's."""

from typing import List, Optional

from ..words.catalogue import Words, series, words

AGAIN = {"add": "add_again", "set": "set_again"}


def said(crash: Optional[dict], line: int) -> Optional[Words]:
    """The words on the crash at `line`, or None where the run showed nothing of
    it there."""
    if not crash or crash.get("line") != line:
        return None
    if crash["type"] == "IndexError":
        return index_said(crash)
    return key_said(crash)


def key_said(crash: dict) -> Words:
    does = crash_does(crash)
    head = {
        "held": crash["held"],
        "asked": crash["key"],
        "code": crash["key_code"],
        "line": crash["line"],
        "did": words(f"crash.did.{does}"),
        "at": at(crash["square"], named=True),
    }
    writes = before_the_crash(crash, does)
    if writes:
        aliased = any(w["through"] != crash["held"] for w in writes)
        phrases = [write_said(w, crash["kind"], aliased) for w in writes]
        return words("crash.gone", **head, writes=series(phrases, "list.semi"))
    others = crash.get("others", [])
    if not others:
        return words("crash.held_none", **head)
    keys = listed(others)
    if crash.get("more"):
        return words("crash.held_more", **head, keys=keys, more=crash["more"])
    return words("crash.held", **head, keys=keys)


def crash_does(crash: dict) -> str:
    """What the crash's own access did: the last write kept at its line, where it
    is the one that found the key out; else a read."""
    writes = crash.get("writes", [])
    if writes and writes[-1]["line"] == crash["line"] and not writes[-1]["there"]:
        return writes[-1]["does"]
    return "read"


def before_the_crash(crash: dict, does: str) -> List[dict]:
    """The writes since the key last came in, the crash's own left out."""
    writes = crash.get("writes", [])
    return writes[:-1] if does != "read" else writes


def write_said(write: dict, kind: str, aliased: bool) -> Words:
    does = write["does"]
    if write["there"] and does in AGAIN:
        does = AGAIN[does]
    through = (
        words("crash.through", name=write["through"]) if aliased else words("nothing")
    )
    params = {"line": write["line"], "through": through, "at": at(write["square"])}
    if does in AGAIN.values():
        params["kind"] = kind
    return words(f"crash.write.{does}", **params)


def index_said(crash: dict) -> Words:
    made = words("nothing")
    if crash.get("made"):
        made = words(
            "crash.made",
            line=crash["made"],
            code=crash["made_code"],
            names=names_said(crash["made_names"]),
        )
    plain = crash["key_code"] in crash["names"]  # the index is one name
    return words(
        "crash.index",
        held=crash["held"],
        held_names=names_said(crash.get("held_names", {}), "crash.names_aside"),
        size=crash["size"],
        s="" if crash["size"] == 1 else "s",
        made=made,
        line=crash["line"],
        asked=crash["key"],
        code=crash["key_code"],
        names=words("nothing") if plain else names_said(crash["names"]),
        at=at(crash["square"], named=True),
    )


def names_said(names: dict, key: str = "crash.names") -> Words:
    """', n = 2, r = 0' (or ' (i = 1)', by `key`): the names and their values;
    nothing where none."""
    if not names:
        return words("nothing")
    said = [words("crash.name_is", name=n, value=v) for n, v in names.items()]
    return words(key, names=series(said))


def at(square, named: bool = False) -> Words:
    """' at (row, col) = (0, 1)' (named) or ' at (0, 1)'; nothing where the frame
    named no square."""
    if not square:
        return words("nothing")
    (row_name, col_name), (row, col) = square
    if named:
        shown = words(
            "crash.square_named", row_name=row_name, col_name=col_name, row=row, col=col
        )
    else:
        shown = words("square", row=row, col=col)
    return words("crash.at", square=shown)


def listed(keys: list):
    """'0, 1 and 2': the keys, said one after the other."""
    if len(keys) == 1:
        return keys[0]
    return words("crash.and", some=series(keys[:-1]), last=keys[-1])
