"""Loading a style's file the way LeetCode runs it: its source alone, in a fresh
namespace, optionally after the star-imports LeetCode puts before your code."""

import types

# LeetCode's Python 3 editor star-imports these modules into the solution's namespace.
LEETCODE_MODULES = (
    "string re datetime collections heapq bisect copy math random statistics "
    "itertools functools operator io sys json typing"
).split()
LEETCODE_PREAMBLE = "".join(f"from {module} import *\n" for module in LEETCODE_MODULES)


class NoSolution(Exception):
    """The file ran, but left no class named Solution (an error of its own, so
    that no exception the file itself raises is taken for it; its words are the
    coach's: the worker replies {"error": "load", "type": "NoSolution"})."""


def load_solution(path, leetcode: bool = False) -> type:
    """The class Solution of the file at `path`, run in a namespace of its own.

    Errors are the file's own (SyntaxError, NameError, ...), with its own file name
    and line numbers: the preamble runs first, apart, so it shifts no line. A file
    with no class Solution raises NoSolution, which does not name the file.
    """
    with open(path) as file:  # not pathlib: the child process starts without it
        source = file.read()
    return solution_in(source, path, leetcode)


def solution_in(source, path, leetcode: bool = False, namespace=None) -> type:
    """The class Solution of `source` (the text, or its tree), run as the file at
    `path` would be, in a module's namespace of its own, or in `namespace` (a dict
    the caller keeps, with names of its own in it) made one."""
    module = vars(types.ModuleType("solution"))
    namespace = module if namespace is None else namespace
    namespace.update(module, __file__=str(path))
    if leetcode:
        exec(compile(LEETCODE_PREAMBLE, "<leetcode>", "exec"), namespace)
    exec(compile(source, str(path), "exec"), namespace)
    solution = namespace.get("Solution")
    if not isinstance(solution, type):
        raise NoSolution(path)
    return solution
