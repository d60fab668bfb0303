"""A version of a file bounded by its work, not by the clock: each turn of one of
its loops, each item of a comprehension and each call of one of its functions is
a step, and a call that takes more steps than it is given is stopped. The fix
search (``kata.judge.repair.fixes``) runs every version of a file it tries so, and a
version that runs away is cut after the same work on any machine, fast or slow,
idle or busy.

The steps are counted by a call written into the version's code as it is compiled
(``__kata_steps__()`` at the head of every function, loop and lambda, and in every
comprehension's test), a built-in that counts down: it adds a quarter to a third
to the run, where tracing every line (``sys.settrace``) would make it six to ten
times as slow. Past the count, each tick raises StopIteration, at the head of
every loop and call, so that even a file that catches it soon ends; whatever the
file does with it, the call is then told OutOfSteps.
"""

import ast
import itertools
import operator

NAME = "__kata_steps__"  # it ends in __, so that no class body mangles it
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


class OutOfSteps(BaseException):
    """A call took more steps than it was given."""

    def __init__(self, steps: int):
        super().__init__(f"took more than {steps:,} steps")
        self.steps = steps


class Steps:
    """The count of one call's steps, kept as NAME in the namespace of the version
    it counts: True for each step given, then StopIteration at every tick after."""

    def __init__(self, steps: int = 0):
        self.namespace = {}  # the version's, once it is loaded: see `counting`
        self.start(steps)

    def start(self, steps: int) -> None:
        self.steps = steps
        self.left = itertools.repeat(True, steps + 1)
        self.namespace[NAME] = self.left.__next__  # a built-in: one C call a step

    def counting(self) -> dict:
        """A namespace for a version to be loaded in, counted from now on."""
        self.namespace = {NAME: self.left.__next__}
        return self.namespace

    def taken(self) -> int:
        """The steps the call has taken so far (past its count: its count and one)."""
        return self.steps + 1 - operator.length_hint(self.left)

    def over(self) -> bool:
        """Has the call taken more than its steps?"""
        return operator.length_hint(self.left) == 0


class Ticked(ast.NodeTransformer):
    """Writes a tick at the head of every function, loop and lambda, and as the
    first test of every comprehension."""

    def tick(self, at: ast.AST) -> ast.expr:
        call = ast.Call(ast.Name(NAME, ast.Load()), [], [])
        return ast.copy_location(call, at)

    def in_body(self, node):
        self.generic_visit(node)
        body = node.body
        kept = 1 if isinstance(node, FUNCTIONS) and docstring(body) else 0
        at = body[kept] if kept < len(body) else body[0]
        node.body = body[:kept] + [ast.Expr(self.tick(at))] + body[kept:]
        return node

    visit_FunctionDef = visit_AsyncFunctionDef = in_body
    visit_For = visit_AsyncFor = visit_While = in_body

    def visit_Lambda(self, node):
        self.generic_visit(node)
        node.body = ast.BoolOp(ast.And(), [self.tick(node.body), node.body])
        return node

    def visit_comprehension(self, node):
        self.generic_visit(node)
        node.ifs.insert(0, self.tick(node.iter))
        return node


def docstring(body) -> bool:
    """Does the body open with a docstring (which the tick goes after)?"""
    first = body[0] if body else None
    text = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
    return text and isinstance(first.value.value, str)


def ticked(source: str, path) -> ast.Module:
    """The file's source, parsed, with its ticks written in (a SyntaxError as
    compiling the source would raise it)."""
    tree = Ticked().visit(ast.parse(source, str(path)))
    return ast.fix_missing_locations(tree)


def within(call, counter: Steps):
    """call(), counted by `counter` (started with its steps): OutOfSteps where it
    took more."""
    try:
        value = call()
    except Exception:  # a tick's StopIteration, or the file's own error
        if counter.over():
            raise OutOfSteps(counter.steps) from None
        raise
    if counter.over():
        raise OutOfSteps(counter.steps)
    return value
