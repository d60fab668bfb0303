"""The support package's layout: rooms by job, imports running one way, read with ast.

The order is written here, not read from the package, so a module moved to the wrong
room, an import that runs back up, or a cycle turns this red."""

import ast
from pathlib import Path

import pytest

KATA = Path(__file__).resolve().parents[1] / "kata"
TESTS = Path(__file__).resolve().parents[1]
# Top to bottom: a module may import from its own room or from any room below it.
# judge/ has rooms of its own, in the order of the flow: its conductor (judge/*.py),
# then the repair, its operators, the causes, the answers, and the words of a finding.
ORDER = (
    "cli",
    "commands",
    "gallery",
    "practice",
    "study",
    "judge",
    "judge.repair",
    "judge.operators",
    "judge.causes",
    "judge.answers",
    "judge.words",
    "guard",
    "watch",
    "basics",
)
NESTED = {"judge"}  # rooms whose sub-packages are rooms
# Lines in one module, at most: a smell to look at (two ideas in one module?), set
# well above the modules' size, not a rule that splits one idea in two.
LONGEST = 400


def module_name(path: Path, kata: Path = KATA) -> str:
    parts = path.relative_to(kata.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, kata: Path = KATA) -> set:
    """The kata modules (or packages) that `path` imports, as dotted names."""
    tree = ast.parse(path.read_text())
    package = module_name(path, kata).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            found |= (
                {target} if node.module else {f"{target}.{a.name}" for a in node.names}
            )
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return {name for name in found if name == "kata" or name.startswith("kata.")}


def room_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 2 and parts[1] in NESTED and ".".join(parts[1:3]) in ORDER:
        return ".".join(parts[1:3])
    return parts[1] if len(parts) > 1 else "kata"


MODULES = sorted(p for p in KATA.rglob("*.py"))


def rank(room: str) -> int:
    return ORDER.index(room) if room in ORDER else -1


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_imports_run_down_the_rooms(path):
    here = room_of(module_name(path))
    upward = [
        name
        for name in imported(path)
        if rank(room_of(name)) < rank(here) and name != "kata.commands"
    ]
    assert not upward, f"{module_name(path)} imports {upward}, a room above its own"


def test_every_module_lives_in_a_room():
    loose = {module_name(p) for p in KATA.glob("*.py")} - {
        "kata",
        "kata.__main__",
        "kata.cli",
    }
    assert not loose, f"modules outside the rooms: {sorted(loose)}"
    rooms = {p.parent.name for p in KATA.glob("*/__init__.py")}
    rooms |= {
        f"{r}.{p.parent.name}" for r in NESTED for p in KATA.glob(f"{r}/*/__init__.py")
    }
    assert rooms <= set(ORDER), f"rooms the order does not name: {rooms - set(ORDER)}"


def test_no_cycle_among_modules():
    graph = {module_name(p): imported(p) for p in MODULES}
    state = {}

    def visit(node, trail):
        if state.get(node) == "open":
            raise AssertionError("import cycle: " + " -> ".join(trail + [node]))
        if state.get(node) == "done" or node not in graph:
            return
        state[node] = "open"
        for child in sorted(graph[node]):
            visit(child, trail + [node])
        state[node] = "done"

    for node in graph:
        visit(node, [])


def test_nothing_imports_a_command_but_the_cli():
    importers = [p for p in MODULES if module_name(p) != "kata.cli"]
    importers += sorted(TESTS.glob("*.py"))
    for path in importers:
        commands = {n for n in imported(path) if n.startswith("kata.commands.")}
        if path.parent != KATA / "commands":
            assert not commands, f"{path.name} imports the command(s) {commands}"


def test_each_room_says_its_job():
    for init in [*KATA.glob("*/__init__.py"), *KATA.glob("judge/*/__init__.py")]:
        doc = ast.get_docstring(ast.parse(init.read_text()))
        assert doc and len(doc) > 40, f"{init.parent.name}/__init__.py has no job line"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: module_name(p))
def test_no_module_is_over_the_longest(path):
    lines = len(path.read_text().splitlines())
    assert (
        lines <= LONGEST
    ), f"{module_name(path)} has {lines} lines (at most {LONGEST})"


def test_the_layout_check_catches_an_upward_import(tmp_path):
    """The check can fail: a planted import from basics up into judge is seen."""
    planted = tmp_path / "kata" / "basics" / "planted.py"
    planted.parent.mkdir(parents=True)
    planted.write_text("from ..judge import verdict\nfrom . import boards\n")
    found = imported(planted, tmp_path / "kata")
    assert found == {"kata.judge", "kata.basics.boards"}
    assert rank(room_of("kata.judge")) < rank(room_of("kata.basics.planted"))


def test_the_layout_check_catches_an_upward_import_inside_judge(tmp_path):
    """judge's own rooms are held to the flow: the words may not call the repair."""
    planted = tmp_path / "kata" / "judge" / "words" / "planted.py"
    planted.parent.mkdir(parents=True)
    planted.write_text("from ..repair import fixes\nfrom .. import coach\n")
    found = imported(planted, tmp_path / "kata")
    assert found == {"kata.judge.repair", "kata.judge.coach"}
    here = rank(room_of("kata.judge.words.planted"))
    assert rank(room_of("kata.judge.repair")) < here
    assert rank(room_of("kata.judge.coach")) < here
