"""Loading a style's file the way LeetCode runs it: its source alone, in a fresh
namespace, optionally after the star-imports LeetCode puts before your code."""

import types
from pathlib import Path

# LeetCode's Python 3 editor star-imports these modules into the solution's namespace.
LEETCODE_MODULES = (
    "string re datetime collections heapq bisect copy math random statistics "
    "itertools functools operator io sys json typing"
).split()
LEETCODE_PREAMBLE = "".join(f"from {module} import *\n" for module in LEETCODE_MODULES)


def load_solution(path: Path, leetcode: bool = False) -> type:
    """The class Solution of the file at `path`, run in a namespace of its own.

    Errors are the file's own (SyntaxError, NameError, ...), with its own file name
    and line numbers: the preamble runs first, apart, so it shifts no line.
    """
    module = types.ModuleType("solution")
    module.__file__ = str(path)
    if leetcode:
        exec(compile(LEETCODE_PREAMBLE, "<leetcode>", "exec"), module.__dict__)
    source = Path(path).read_text()
    exec(compile(source, str(path), "exec"), module.__dict__)
    solution = module.__dict__.get("Solution")
    if not isinstance(solution, type):
        raise LookupError(f"{Path(path).name} defines no class Solution")
    return solution
