"""Causes read from a learner's source with ``ast``, to be named before the symptoms
they cause: state kept between calls (a module-level variable, a class attribute, a
mutable default argument, an attribute of ``self`` set only once), a cache keyed on
less than its result depends on, a table of the answers in place of a search, and
slips a search makes (`~` with no mask, a generator called and its result dropped,
one row list repeated for every row).

Each finder returns Clues (line, text); the coach names one only where a wrong
answer confirms it.
"""

import ast
import builtins
from typing import List, NamedTuple, Optional, Set

from .answers import A000170
from .boards import plural

ENTRY = ("solveNQueens", "totalNQueens")
GROWING = {"append", "extend", "add", "update", "insert", "setdefault", "appendleft"}
SHRINKING = {"pop", "remove", "discard", "clear", "popleft"}
CACHES = {"lru_cache", "cache"}


class Clue(NamedTuple):
    line: int
    text: str


def parsed(source: str) -> Optional[ast.Module]:
    try:
        return ast.parse(source)
    except SyntaxError:
        return None


def called_on(tree: ast.AST, methods: Set[str]) -> List[ast.expr]:
    """The objects whose method in `methods` is called: x in x.append(...)."""
    return [
        node.func.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in methods
    ]


def stored(tree: ast.AST) -> List[ast.expr]:
    """What is assigned to, added to, or has an item assigned: the x of x = ...,
    x += ..., x[i] = ..."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        else:
            continue
        for target in targets:
            found.append(target.value if isinstance(target, ast.Subscript) else target)
    return found


def item_stores(tree: ast.AST) -> List[ast.Subscript]:
    """The x[i] assigned to or added to: x changes in place."""
    return [
        target
        for node in ast.walk(tree)
        if isinstance(node, (ast.Assign, ast.AugAssign))
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Subscript)
    ]


def name_of(node: ast.expr) -> str:
    """'boards' for boards, 'self.boards' for self.boards, else ''."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return ""


def grown(tree: ast.AST) -> Set[str]:
    """The names that grow or change in a function: appended to, added to, assigned."""
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    names = set()
    for function in functions:
        names |= {name_of(x) for x in called_on(function, GROWING)}
        names |= {name_of(x) for x in stored(function) if not isinstance(x, ast.Name)}
        names |= {name_of(x.value) for x in item_stores(function)}
        names |= {
            name
            for n in ast.walk(function)
            if isinstance(n, ast.Global)
            for name in n.names
        }
        names |= {
            name_of(node.target)
            for node in ast.walk(function)
            if isinstance(node, ast.AugAssign)
        }
    return names - {""}


def shrunk(tree: ast.AST) -> Set[str]:
    """The names a search also takes from (popped, removed): kept balanced."""
    return {name_of(x) for x in called_on(tree, SHRINKING)} - {""}


def module_variables(tree: ast.Module) -> List[Clue]:
    changed = grown(tree) - shrunk(tree)
    return [
        Clue(
            node.lineno,
            f"`{name}` lives at module level, so it outlives each call: a call starts "
            "from what the last one left. Make it a local of the method",
        )
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for name in map(name_of, targets_of(node))
        if name in changed
    ]


def targets_of(node) -> list:
    return node.targets if isinstance(node, ast.Assign) else [node.target]


def solution_class(tree: ast.Module) -> Optional[ast.ClassDef]:
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "Solution":
            return node
    return None


def class_attributes(tree: ast.Module) -> List[Clue]:
    cls = solution_class(tree)
    if cls is None:
        return []
    changed = grown(cls) - shrunk(cls)
    return [
        Clue(
            node.lineno,
            f"`{name}` is a class attribute: one value, shared by every instance and "
            "kept between calls. Make it a local of the method",
        )
        for node in cls.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for name in map(name_of, targets_of(node))
        if {f"self.{name}", f"Solution.{name}", name} & changed
    ]


def mutable_defaults(tree: ast.Module) -> List[Clue]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef):
            continue
        args = node.args.posonlyargs + node.args.args
        pairs = list(
            zip(args[len(args) - len(node.args.defaults) :], node.args.defaults)
        )
        pairs += list(zip(node.args.kwonlyargs, node.args.kw_defaults))
        for arg, default in pairs:
            if is_mutable(default):
                found.append(
                    Clue(
                        node.lineno,
                        f"the default `{arg.arg}={ast.unparse(default)}` of {node.name}() "
                        "is made once, when the def runs, and every call that leaves it "
                        "out shares it: default to None and make a new one in the call",
                    )
                )
    return found


def is_mutable(node) -> bool:
    if isinstance(node, (ast.List, ast.Dict, ast.Set)):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("list", "dict", "set", "defaultdict")
    )


def instance_attributes(tree: ast.Module) -> List[Clue]:
    cls = solution_class(tree)
    if cls is None:
        return []
    methods = {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef)}
    reset = {
        name_of(target)
        for name in ENTRY
        if name in methods
        for node in methods[name].body
        if isinstance(node, ast.Assign)
        for target in node.targets
    }
    shared = {
        f"self.{name}"
        for node in cls.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for name in map(name_of, targets_of(node))
    }
    changed = grown(cls) - shrunk(cls) - reset - shared
    found = {}
    for node in ast.walk(cls):
        for target in stored(node) if isinstance(node, ast.FunctionDef) else []:
            name = name_of(target)
            if name.startswith("self.") and name in changed and name not in found:
                found[name] = Clue(
                    target.lineno,
                    f"`{name}` is kept on the instance and not set again when a call "
                    "starts, so a reused instance starts from the last call's. Set it "
                    "at the start of each call, or use a local",
                )
    return sorted(found.values())


def kept_state(source: str) -> List[Clue]:
    """Every place the file keeps something between calls, top to bottom."""
    tree = parsed(source)
    if tree is None:
        return []
    finders = (
        module_variables,
        class_attributes,
        mutable_defaults,
        instance_attributes,
    )
    return sorted({clue for finder in finders for clue in finder(tree)})


def cache_name(decorator) -> str:
    """'lru_cache' for @lru_cache, @lru_cache(None), @functools.cache, else ''."""
    node = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return name if name in CACHES else ""


def own_nodes(function: ast.FunctionDef) -> list:
    """The nodes of a function's body, not of the functions defined in it."""
    found, todo = [], list(function.body)
    while todo:
        node = todo.pop()
        found.append(node)
        if not isinstance(node, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))
    return found


def memo_dict(function: ast.FunctionDef) -> str:
    """The dict a function memoises in (`if key in memo: return memo[key]`), or ''."""
    for node in own_nodes(function):
        if (
            isinstance(node, ast.If)
            and isinstance(node.test, ast.Compare)
            and isinstance(node.test.ops[0], ast.In)
            and isinstance(node.test.comparators[0], ast.Name)
            and any(isinstance(x, ast.Return) for x in node.body)
        ):
            return node.test.comparators[0].id
    return ""


def outside_names(function: ast.FunctionDef, changing: Set[str]) -> List[str]:
    """The changing names a function reads that are not its own."""
    own = {a.arg for a in function.args.args + function.args.kwonlyargs}
    own |= {name_of(x) for x in stored(function) if isinstance(x, ast.Name)}
    read = [
        name_of(node)
        for node in ast.walk(function)
        if isinstance(node, (ast.Name, ast.Attribute)) and name_of(node)
    ]
    found = [
        name
        for name in dict.fromkeys(read)
        if name in changing and name not in own and not hasattr(builtins, name)
    ]
    return found


def caches(source: str) -> List[Clue]:
    """Each cached function whose result depends on names that change as it runs."""
    tree = parsed(source)
    if tree is None:
        return []
    changing = grown(tree)
    found = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        how = next(filter(None, map(cache_name, function.decorator_list)), "")
        memo = "" if how else memo_dict(function)
        if not (how or memo):
            continue
        depends = outside_names(function, changing - {memo, function.name})
        if not depends:
            continue
        cached = f"@{how}" if how else f"the dict `{memo}`"
        params = ", ".join(a.arg for a in function.args.args)
        found.append(
            Clue(
                function.lineno,
                f"{function.name}({params}) is cached ({cached}) by its arguments, but "
                f"its result depends on {', '.join(f'`{x}`' for x in depends)} too, "
                "which change as queens are placed: the cache answers for queens that "
                "are gone. Drop the cache",
            )
        )
    return found


def answer_table(source: str) -> List[Clue]:
    """A list of the known counts written into the file."""
    tree = parsed(source)
    if tree is None:
        return []
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) >= 6:
            values = [getattr(x, "value", None) for x in node.elts]
            if values in (
                list(A000170[: len(values)]),
                list(A000170[1 : len(values) + 1]),
            ):
                return [
                    Clue(
                        node.lineno,
                        "a table of the answers: it runs out where the table ends. "
                        "Count the boards with the search",
                    )
                ]
    return []


def outer_while(source: str, line: int) -> Optional[int]:
    """The line of the outermost `while` loop that holds the given line, if any."""
    tree = parsed(source)
    loops = [
        node.lineno
        for node in ast.walk(tree or ast.Module(body=[], type_ignores=[]))
        if isinstance(node, ast.While) and node.lineno <= line <= node.end_lineno
    ]
    return min(loops, default=None)


def looped_names(tree: ast.AST) -> Set[str]:
    """The names a `while` loops on (`while free:`) that are never cut with `&=`."""
    looped = {
        node.test.id
        for node in ast.walk(tree)
        if isinstance(node, ast.While) and isinstance(node.test, ast.Name)
    }
    cut = {
        node.target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.AugAssign)
        and isinstance(node.op, ast.BitAnd)
        and isinstance(node.target, ast.Name)
    }
    return looped - cut


def unmasked_complements(tree: ast.AST) -> List[Clue]:
    """`free = ~x`, not cut to n bits with `&`, where a `while free:` loops on it:
    a negative int, with every bit above n set, never runs out."""
    looped = looped_names(tree)
    return [
        Clue(
            node.lineno,
            f"`{ast.unparse(node.value)}` is negative: `~` sets every bit above the n "
            "columns too (an int has no width), so the free squares never run out. "
            "Keep n bits: full & ~(...), with full = (1 << n) - 1",
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.UnaryOp)
        and isinstance(node.value.op, ast.Invert)
        and any(getattr(target, "id", None) in looped for target in node.targets)
    ]


def generator_names(tree: ast.AST) -> Set[str]:
    """The functions of the file that `yield`: calling one only makes a generator."""
    return {
        function.name
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef)
        and any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in own_nodes(function))
    }


def dropped_generators(tree: ast.AST) -> List[Clue]:
    """A call of a generator function whose result is dropped: its body never runs."""
    makers = generator_names(tree)
    return [
        Clue(
            node.lineno,
            f"`{ast.unparse(node.value)}` makes a generator and drops it, so its body "
            f"never runs: write `yield from {ast.unparse(node.value)}`",
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Call)
        and name_of(node.value.func).split(".")[-1] in makers
    ]


def shifts_by_one(node, op) -> List[ast.BinOp]:
    """The `x << 1` (op ast.LShift) or `x >> 1` (ast.RShift) in the node."""
    return [
        x
        for x in ast.walk(node)
        if isinstance(x, ast.BinOp)
        and isinstance(x.op, op)
        and getattr(x.right, "value", None) == 1
    ]


def one_way_shifts(tree: ast.AST) -> List[Clue]:
    """A call handing on two diagonal masks both shifted the same way by one, in a
    file that never shifts the other way: one diagonal is never followed."""
    found = []
    for op, other, way in (
        (ast.LShift, ast.RShift, "<<"),
        (ast.RShift, ast.LShift, ">>"),
    ):
        if shifts_by_one(tree, other):
            continue
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and len([arg for arg in node.args if shifts_by_one(arg, op)]) >= 2
            ):
                found.append(
                    Clue(
                        node.lineno,
                        f"both diagonal masks move the same way ({way} 1) to the next "
                        "row, so one diagonal is never followed: the `\\` one moves "
                        "left (<< 1), the `/` one right (>> 1)",
                    )
                )
    return found


def repeated_rows(tree: ast.AST) -> List[Clue]:
    """`[['.'] * n] * n`: one row list, repeated; every row is the same object."""
    return [
        Clue(
            node.lineno,
            f"`{ast.unparse(node)}` repeats one row list: every row is the same "
            "object, so a queen put in one row shows in all of them. Make each row "
            "its own list: [['.'] * n for _ in range(n)]",
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Mult)
        and isinstance(node.left, ast.List)
        and len(node.left.elts) == 1
        and isinstance(node.left.elts[0], (ast.List, ast.ListComp, ast.BinOp))
    ]


def search_slips(source: str) -> List[Clue]:
    """Slips a search makes that read plainly in its source, top to bottom: `~` with
    no mask, a generator called and dropped, both diagonals shifted the same way,
    one row list repeated for every row."""
    tree = parsed(source)
    if tree is None:
        return []
    finders = (unmasked_complements, dropped_generators, one_way_shifts, repeated_rows)
    return sorted({clue for finder in finders for clue in finder(tree)})


def is_n_minus_one(node) -> bool:
    """Is the expression `n - 1`?"""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Sub)
        and getattr(node.left, "id", None) == "n"
        and getattr(node.right, "value", None) == 1
    )


def early_records(source: str) -> List[Clue]:
    """`if row == n - 1:` around an append: a board recorded a row early (the coach
    names it only where a board comes back one row short)."""
    tree = parsed(source)
    if tree is None:
        return []
    return [
        Clue(
            node.lineno,
            f"`{ast.unparse(node.test)}` records a board before its last row holds a "
            "queen: the board is full once the row index reaches n",
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.If)
        and isinstance(node.test, ast.Compare)
        and isinstance(node.test.ops[0], ast.Eq)
        and any(map(is_n_minus_one, [node.test.left, *node.test.comparators]))
        and called_on(node, {"append"})
    ]


SQUARE_NAMES = ({"row", "r", "i"}, {"col", "c", "j"})  # a square's row and column


def sized_lists(tree: ast.AST) -> dict:
    """The lists made `[x] * size` (or `size * [x]`), by name: {name: size node}."""
    found = {}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.BinOp)):
            continue
        value = node.value
        if not isinstance(value.op, ast.Mult):
            continue
        size = value.right if isinstance(value.left, ast.List) else value.left
        if isinstance(size, ast.List):
            continue
        for target in node.targets:
            for name in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(name, ast.Name):
                    found[name.id] = size
    return found


def values_over_squares(node, n: int) -> Optional[List[int]]:
    """The values an expression of n, a row and a column takes over the board's
    squares, or None if it names anything else."""
    names = {x.id for x in ast.walk(node) if isinstance(x, ast.Name)}
    rows = names & SQUARE_NAMES[0]
    cols = names & SQUARE_NAMES[1]
    if names - rows - cols - {"n"} or len(rows) > 1 or len(cols) > 1:
        return None
    code = compile(ast.Expression(node), "<index>", "eval")
    try:
        return [
            eval(
                code,
                {"__builtins__": {}},
                {"n": n, **dict.fromkeys(rows, r), **dict.fromkeys(cols, c)},
            )
            for r in range(n)
            for c in range(n)
        ]
    except Exception:
        return None


def index_overrun(source: str, line: int, n: int) -> str:
    """'hill[r-c+n] reaches index 1, but hill is [...] * (2*n-1), 1 item': a list
    on the line, sized from n, that an index over the board's squares runs past."""
    tree = parsed(source)
    if tree is None:
        return ""
    sizes = sized_lists(tree)
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Subscript)
            and node.lineno == line
            and isinstance(node.value, ast.Name)
            and node.value.id in sizes
        ):
            continue
        indexes = values_over_squares(node.slice, n)
        size = values_over_squares(sizes[node.value.id], n)
        if indexes and size and max(indexes) >= size[0]:
            return (
                f"{ast.unparse(node)} reaches index {max(indexes)} at n = {n}, but "
                f"{node.value.id} has {ast.unparse(sizes[node.value.id])} = "
                f"{plural(size[0], 'item')}, indexes 0..{size[0] - 1}: size it to hold "
                "the largest index"
            )
    return ""
