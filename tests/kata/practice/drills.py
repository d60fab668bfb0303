"""Drill files: `solutions/drill_<style>.py`, a shipped style to write from memory,
its idea (the docstring) over empty methods."""

from pathlib import Path
from typing import Optional

from ..basics import styles
from ..basics.errors import KataError
from . import templates

PREFIX = "drill_"


def name(style: str) -> str:
    return f"{PREFIX}{style}"


def style_of(path: Path) -> Optional[str]:
    """The shipped style a drill file practises (drill_sets.py -> sets), else None."""
    style = path.stem[len(PREFIX) :]
    if path.stem.startswith(PREFIX) and style in styles.SHIPPED:
        return style
    return None


def write(style: str, folder: Path, source: Path) -> Path:
    """Write the drill of `style` into `folder` from the style's file `source`, over a
    drill file only where it holds no work yet (it is the template as written)."""
    text = templates.from_memory(source.read_text())
    path = folder / f"{name(style)}.py"
    try:
        there = path.read_text()
    except FileNotFoundError:
        there = text
    except (OSError, ValueError) as error:
        raise KataError(f"{path.name} cannot be read ({error}): move it away first")
    if there.strip() != text.strip():
        raise KataError(
            f"{folder.name}/{path.name} has work in it: finish it (make watch "
            f"STYLE={path.stem}), or delete it to start the drill again"
        )
    path.write_text(text)
    return path
