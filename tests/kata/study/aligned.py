"""Two files' lines paired for reading side by side, as `make diff` and `make page`
show them."""

import difflib


def pairs(left, right):
    """(mark, left line, right line) for every line of the two files, in order."""
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        ones, twos = left[i1:i2], right[j1:j2]
        for k in range(max(len(ones), len(twos))):
            one = ones[k] if k < len(ones) else None
            two = twos[k] if k < len(twos) else None
            mark = (
                " "
                if op == "equal"
                else (
                    "|"
                    if one is not None and two is not None
                    else "<" if two is None else ">"
                )
            )
            yield mark, one or "", two or ""
