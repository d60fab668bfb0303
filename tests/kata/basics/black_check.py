"""black's check over a folder (`make test` ends with it), said from black's own
output: each file it would reformat, which `make format` mends, and each file it
cannot parse, which only its author can (a syntax error, at its line)."""

import re
import subprocess
import sys
from pathlib import Path
from typing import List, Tuple

from . import styles

REFORMAT = re.compile(r"^would reformat (?P<path>.+)$")
UNPARSED = (  # black 24 and later, then black 23's words
    re.compile(r"^error: cannot parse: (?P<path>.+?):(?P<line>\d+):\d+$"),
    re.compile(
        r"^error: cannot format (?P<path>.+?): Cannot parse[^:]*: (?P<line>\d+):\d+"
    ),
)
OTHER_ERROR = re.compile(r"^error: cannot format (?P<path>.+?): (?P<why>.+)$")


def shown(path: str, root: Path) -> str:
    """The path as black printed it, relative to the folder checked where it is in it."""
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path


def said(stderr: str, root: Path) -> List[str]:
    """What black's failed check means, a line per file, then what to run."""
    found = {}  # the file's path as shown -> what is said of it
    for line in stderr.splitlines():
        unparsed = next((m for m in (p.match(line) for p in UNPARSED) if m), None)
        reformat, other = REFORMAT.match(line), OTHER_ERROR.match(line)
        if unparsed:
            path = shown(unparsed["path"], root)
            found[path] = (
                f"black cannot parse {path} (line {unparsed['line']}): mend the "
                "syntax error; make format cannot"
            )
        elif reformat:
            path = shown(reformat["path"], root)
            found[path] = f"would reformat {path}"
        elif other:
            path = shown(other["path"], root)
            found[path] = f"black cannot format {path}: {other['why']}"
    lines = [found[path] for path in sorted(found)]  # black's order is its workers'
    if any(line.startswith("would reformat") for line in lines):
        lines.append("black's check failed: run 'make format'")
    elif not lines:  # nothing black said names a file: its own words, then ours
        lines = [line for line in stderr.splitlines() if line.startswith("error")]
        lines.append("black's check failed")
    return lines


def started(root: Path = styles.ROOT) -> subprocess.Popen:
    """black's check over the folder, as its settings there say, begun: it runs
    beside the judging, which it does not touch."""
    return subprocess.Popen(
        [sys.executable, "-m", "black", "--check", "."],
        cwd=root,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finished(
    check: subprocess.Popen, root: Path = styles.ROOT
) -> Tuple[int, List[str]]:
    """The check's end: 0 or 1, and its lines to say."""
    _, stderr = check.communicate()
    if check.returncode == 0:
        return 0, ["black: every file is formatted"]
    return 1, said(stderr, root)


def check(root: Path = styles.ROOT) -> Tuple[int, List[str]]:
    """black's check over the folder, begun and ended."""
    return finished(started(root), root)
