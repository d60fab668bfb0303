"""The styles: every ``*.py`` in ``solutions/`` is one, named by its file name.

A user names styles in STYLE=, STYLES=, A= and B=; this module checks those names.
A style may also be given as a path to a file elsewhere (the lesson gallery does).
"""

import keyword
import os
import re
import shutil
from pathlib import Path
from typing import List, Optional, Sequence

from .errors import KataError

ROOT = Path(__file__).resolve().parents[3]
# The kata's own tests (make check) point KATA_SOLUTIONS at a copy of the shipped
# styles, so that no file a learner adds to solutions/ can turn them red.
SOLUTIONS = Path(os.environ.get("KATA_SOLUTIONS") or ROOT / "solutions")
STYLE_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")

# The styles this repository comes with, in teaching order (README, "Where to
# start"); each is listed in the README and problems/. A style of your own is
# tested all the same, listed or not.
SHIPPED = (
    "full_scan", "queen_columns", "permutation_swap", "sets", "diagonal_arrays",
    "bitmap", "explicit_stack", "bitmap_symmetry", "bitmap_dihedral",
    "constellations_plain", "constellations", "exact_cover",
)  # fmt: skip
BASELINE = "bitmap"
METHODS = ("solveNQueens", "totalNQueens")  # what every style answers, in this order
RULE = "lower-case letters, digits and underscores, starting with a letter"


def is_style_name(name: str) -> bool:
    return bool(STYLE_NAME.match(name)) and not keyword.iskeyword(name)


def names(folder: Path = SOLUTIONS) -> List[str]:
    """Every style in the folder, by file name without '.py', sorted; a file whose
    name is no style name is left out (``misnamed`` says how to rename it)."""
    return sorted(p.stem for p in folder.glob("*.py") if is_style_name(p.stem))


def misnamed(folder: Path = SOLUTIONS) -> List[str]:
    """A line for each file of the folder whose name no command could name."""
    return [
        f"{folder.name}/{p.name} is skipped: {how_to_rename(p.stem)}"
        for p in sorted(folder.glob("*.py"))
        if not is_style_name(p.stem)
    ]


def how_to_rename(name: str, verb: str = "rename it") -> str:
    """Why `name` is no style's and what to call it instead, said once for every
    command that meets it (`verb`: what to do, for a file yet to be made)."""
    return (
        f"a style's file name is {RULE}, and not a Python keyword: {verb} "
        f"(e.g. {suggested(name)}.py)"
    )


def suggested(name: str) -> str:
    """A valid style name close to `name`: 'My-Idea' -> 'my_idea'."""
    close = re.sub(r"[^a-z0-9_]+", "_", name.lower()).strip("_")
    close = close if close[:1].isalpha() else f"style_{close}"
    return f"{close}_" if keyword.iskeyword(close) else close


def source(file: Path) -> str:
    """A style file's text; bytes that are not UTF-8 come out replaced, so a file
    saved in another encoding is judged (Python names the bad byte), not a crash."""
    return Path(file).read_bytes().decode("utf-8", errors="replace")


def path(name: str, folder: Path = SOLUTIONS) -> Path:
    return folder / f"{name}.py"


def check_name(name: str, verb: str = "rename it") -> str:
    """The name, if it is a valid style name (snake_case), else a KataError."""
    if not is_style_name(name):
        raise KataError(f"{name!r} is not a style name: {how_to_rename(name, verb)}")
    return name


def choose(asked: Sequence[str] = (), folder: Path = SOLUTIONS) -> List[str]:
    """The styles asked for (all when none are), or a KataError naming the unknown."""
    known = names(folder)
    if not asked:
        return known
    unknown = [name for name in asked if name not in known]
    if unknown:
        raise KataError(
            f"unknown style {', '.join(repr(name) for name in unknown)}; "
            f"the styles are: {', '.join(known)}"
        )
    return list(dict.fromkeys(asked))


def split(text: Optional[str]) -> List[str]:
    """'sets bitmap' or 'sets,bitmap' -> ['sets', 'bitmap']."""
    return [name for name in re.split(r"[\s,]+", text or "") if name]


def shipped_copy(into: Path, source: Path = ROOT / "solutions") -> Path:
    """A folder with a copy of each shipped style and the styles' README, as the
    repository has them (whatever KATA_SOLUTIONS says): what the kata's own tests
    judge, so that a learner's files cannot change their verdicts."""
    into.mkdir(parents=True)
    for name in [f"{style}.py" for style in SHIPPED] + ["README.md"]:
        shutil.copy2(source / name, into / name)
    return into
