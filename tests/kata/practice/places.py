"""Where practice keeps its local state (`.kata/` at the repository's root, ignored by
git), and how a file is named to the learner."""

from pathlib import Path
from typing import Optional

from ..basics import styles
from ..basics.errors import KataError

FOLDER = ".kata"
HISTORY = "history.sqlite"
VERDICTS = "verdicts.json"  # each file's verdict, kept (practice/verdict_records.py)


def state(root: Path = styles.ROOT) -> Path:
    """The folder of local state: hint levels, the drill history, kept verdicts."""
    return root / FOLDER


def history(root: Path = styles.ROOT) -> Path:
    return state(root) / HISTORY


def shown(path: Path, root: Path = styles.ROOT) -> str:
    """'solutions/mine.py' for a file in the repository, else the path as it is."""
    try:
        return path.resolve().relative_to(root).as_posix()
    except ValueError:
        return str(path)


def asking(command: str, path: Path) -> str:
    """How to run `command` on the file again: 'make hint STYLE=mine', or PATH=."""
    if path.parent.resolve() == styles.SOLUTIONS.resolve():
        return f"make {command} STYLE={path.stem}"
    return f"make {command} PATH={path}"


def one_file(style: Optional[str], path: Optional[Path], verb: str) -> Path:
    """The file asked for by STYLE= or PATH=, exactly one of them."""
    if (style is None) == (path is None):
        raise KataError(f"say which file to {verb}: STYLE=name, or PATH=file.py")
    return path or styles.path(style)
