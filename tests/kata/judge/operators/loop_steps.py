"""A `while` loop's step that a `continue` skips, made before the `continue` too (a
part of the row `missing_undos`): `while col < n:` whose body ends `col += 1`, and
whose `continue` above it goes on with the next pass before the step, so that pass
tests the same `col` again. Its `why` says where the jump goes."""

import ast
from typing import Iterator, List

from ..words.catalogue import words
from ..words.edits import insert_before
from .edit import Edit, indent_of, text
from .restores import alone, exits


def steps_before_continues(tree: ast.AST, lines: List[str]) -> Iterator[Edit]:
    """For each `while` loop and each statement of its body that steps a name its
    test reads (`col += 1`), that step written before each `continue` above it."""
    for loop in ast.walk(tree):
        if not isinstance(loop, ast.While):
            continue
        tested = {node.id for node in ast.walk(loop.test) if isinstance(node, ast.Name)}
        for at, step in enumerate(loop.body):
            if not is_step(step, tested):
                continue
            made = text(lines, step)
            for above in loop.body[:at]:
                for jump in exits(above, (ast.Continue,)):
                    line = lines[jump.lineno - 1]
                    before = lines[jump.lineno - 2].strip() if jump.lineno > 1 else ""
                    if alone(lines, jump) and before != made:
                        said = words("why.loop_steps.skipped", step=made)
                        new = f"{indent_of(line)}{made}"
                        yield insert_before(jump.lineno, line, new, said)


def is_step(statement: ast.stmt, tested: set) -> bool:
    """`col += 1` (or `-=`, by anything) on one line, to a name the test reads."""
    return (
        isinstance(statement, ast.AugAssign)
        and isinstance(statement.target, ast.Name)
        and statement.target.id in tested
        and statement.lineno == statement.end_lineno
    )
