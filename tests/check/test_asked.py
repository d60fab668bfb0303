"""What a user asks for: every command's variables, checked in one place (kata.basics.asked),
declared by the commands themselves (kata.cli builds the parser from them).

Any text for any variable gives either a valid request or one line of error with
exit status 2, never a traceback: hypothesis tries strings a person would not.
"""

import os
from pathlib import Path
import stat
import subprocess
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytest_cases import parametrize

from kata.basics import asked, styles
from kata import cli
from kata.basics.errors import KataError

COMMANDS = cli.command_modules()
# A valid value for each variable a command needs, so the one under test is reached.
VALID = {"N": "4", "A": "sets", "B": "bitmap", "STYLE": "sets"}
UNTAKEN = "a_style_nobody_wrote"
OPTIONS = [
    (command, variable)
    for command, module in COMMANDS.items()
    for variable in module.OPTIONS
]
TEXTS = st.one_of(
    st.text(),
    st.from_regex(r"\A-?[0-9]{1,8}(-[0-9]{0,3})?\Z"),  # near misses of N=
    st.sampled_from(["", " ", "0", "1", "²", "٣", "1e9", "nan", "inf", "-0", "sets,,bitmap",
                     "sets bitmap", "bitmap,", "../x.py", "x\0y", "class", "My-Idea"]),
)  # fmt: skip


def argv_for(command: str, variable: str, text: str) -> list:
    """The command with `text` for the variable, and valid values for the others
    it needs (a new file's name that is not taken, for make new)."""
    module = COMMANDS[command]
    needed = {
        other: UNTAKEN if command == "new" else VALID[other]
        for other, option in module.OPTIONS.items()
        if option.required and other != variable
    }
    return [command, f"--{variable.lower()}={text}"] + [
        f"--{other.lower()}={value}" for other, value in needed.items()
    ]


@contextmanager
def nothing_run():
    """Every command's run replaced by one that does nothing, for parsing alone."""
    saved = {name: module.run for name, module in COMMANDS.items()}
    for module in COMMANDS.values():
        module.run = lambda args: 0
    try:
        yield
    finally:
        for name, module in COMMANDS.items():
            module.run = saved[name]


def beside_the_learner_s_files(err: str) -> str:
    """What a command said on stderr, less the lines on misnamed files a learner may
    have in solutions/ (each command says them first, and they are tested apart)."""
    skipped = set(styles.misnamed())
    return "".join(
        line for line in err.splitlines(True) if line.rstrip("\n") not in skipped
    )


@parametrize("command, variable", OPTIONS, ids=[f"{c}-{v}" for c, v in OPTIONS])
@settings(  # as many examples as the profile says (tests/conftest.py)
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(text=TEXTS)
def test_any_text_is_a_request_or_one_line_of_error(command, variable, text, capsys):
    with nothing_run():
        status = cli.main(argv_for(command, variable, text))
    out, err = capsys.readouterr()
    err = beside_the_learner_s_files(err)
    assert status in (0, 2), status
    if status == 2:
        assert err.startswith("error: ") and err.count("\n") == 1, err
        assert out == ""
    else:
        assert err == ""


@given(text=st.text())
@settings(deadline=None)
def test_a_check_raises_nothing_but_a_one_line_kata_error(text):
    checks = [asked.whole_number, asked.at_least(1), asked.positive_seconds, asked.n_range,
              asked.n_up_to(8), asked.n_range_up_to(10), asked.style, asked.style_list,
              asked.new_style_name, asked.flag, asked.one_of("grid", "leetcode"),
              asked.python_file, asked.picture(".png")]  # fmt: skip
    for check in checks:
        try:
            check(text, "X")
        except KataError as error:
            assert "\n" not in str(error)


BAD = {
    "show N=abc": (["show", "--n", "abc"], "N='abc' is not a whole number (e.g. N=6)"),
    "show N=-1": (["show", "--n=-1"], "N='-1' is not a whole number"),
    "show N=²": (["show", "--n=²"], "N='²' is not a whole number"),
    "show huge N": (["show", "--n", "40"], "N='40' is out of range"),
    "show very huge N": (["show", "--n", "9" * 5000], "is far too large"),
    "compare bad cap": (["compare", "--cap", "-1"], "CAP='-1' is not a positive"),
    "compare nan cap": (["compare", "--cap", "nan"], "CAP='nan' is not a positive"),
    "compare bad seconds": (
        ["compare", "--seconds", "0"],
        "SECONDS='0' is not a positive number of seconds",
    ),
    "bench ROUNDS=0": (["bench", "--rounds", "0"], "ROUNDS='0': give at least 1"),
    "bench PEER not python": (
        ["bench", "--peer", "peer.txt"],
        "PEER='peer.txt' is not a Python file (a name ending in .py)",
    ),
    "bench PEER missing": (
        ["bench", "--peer", "/no/such/peer.py"],
        "PEER='/no/such/peer.py': there is no such file",
    ),
    "bench takes no N": (
        ["bench", "--n", "4"],
        "make bench takes no N= (it takes STYLES=, CAP=, ROUNDS=, PEER=)",
    ),
    "show unique as leetcode": (
        ["show", "--n", "4", "--unique", "1", "--format", "leetcode"],
        "ask for one of them",
    ),
    "new keyword": (
        ["new", "--style", "class"],
        "'class' is not a style name: a style's file name is lower-case letters, "
        "digits and underscores, starting with a letter, and not a Python keyword: "
        "call it (e.g. class_.py)",
    ),
    "test STYLE with a space": (
        ["test", "--style", "my idea"],
        "'my idea' is not a style name: a style's file name is lower-case letters, "
        "digits and underscores, starting with a letter, and not a Python keyword: "
        "rename it (e.g. my_idea.py)",
    ),
    "run STYLE of two styles": (["run", "--n=4", "--style", "sets bitmap"], "name one"),
    "show STYLE outside solutions": (
        ["show", "--n", "4", "--style", "/elsewhere/my_grid.py"],
        "STYLE='/elsewhere/my_grid.py' is not in solutions/: styles live in solutions/",
    ),
    "diff A outside solutions": (
        ["diff", "--a", "tests/gallery/abs_diagonal_key.py"],
        "A='tests/gallery/abs_diagonal_key.py' is not in solutions/: styles live in "
        "solutions/",
    ),
    "compare STYLES outside solutions": (
        ["compare", "--styles", "sets ../elsewhere/mine.py"],
        "STYLES='../elsewhere/mine.py' is not in solutions/",
    ),
    "trace no steps": (
        ["trace", "--n", "4", "--steps", "0"],
        "STEPS='0': give at least 1",
    ),
    "trace no N": (["trace"], "say N=..., e.g. make trace N=4 STYLE=bitmap"),
    "show unknown style": (
        ["show", "--n", "4", "--style", "nope"],
        "unknown style 'nope'; the styles are: ",
    ),
    "compare N=0": (["compare", "--n", "0"], "N='0' is out of range"),
    "compare N=30": (["compare", "--n", "30"], "N='30' is out of range"),
    "work beyond 10": (
        ["work", "--n", "4-11"],
        "N='4-11' is out of range: give n within 1..10",
    ),
    "compare N=abc": (
        ["compare", "--n", "abc"],
        "N='abc' is not an n or a range of n: write one n, e.g. N=8, or first-last, "
        "e.g. N=4-10",
    ),
    "compare N=4-": (["compare", "--n", "4-"], "N='4-' is not an n or a range of n"),
    "compare N=9-5": (
        ["compare", "--n", "9-5"],
        "N='9-5' is reversed: give the smaller n first (N=5-9)",
    ),
    "compare STYLES empty": (["compare", "--styles="], "STYLES= is empty"),
    "compare STYLES with an empty name": (
        ["compare", "--styles=bitmap,,sets"],
        "STYLES='bitmap,,sets' has an empty name between its commas",
    ),
    "compare unknown style": (
        ["compare", "--styles", "sets nope"],
        "unknown style 'nope'",
    ),
    "test STYLE empty": (["test", "--style="], "STYLE= is empty"),
    "test takes no N": (["test", "--n=4"], "make test takes no N="),
    "coach neither": (
        ["coach"],
        "say which file to judge: STYLE=name, or PATH=file.py",
    ),
    "diff no A": (["diff", "--b", "sets"], "say A=..., e.g. make diff A=sets"),
    "page no A": (["page", "--b", "sets"], "say A=..., e.g. make page A=sets"),
    "diff one file twice": (
        ["diff", "--a", "sets", "--b", "sets"],
        "A=sets and B=sets are the same file: name two styles (B= is bitmap unless given)",
    ),
    "page one file twice": (
        ["page", "--a", "sets", "--b", "sets"],
        "A=sets and B=sets are the same file: name two styles (B= is bitmap unless given)",
    ),
    "diff the baseline against itself": (
        ["diff", "--a", "bitmap"],
        "A=bitmap and B=bitmap are the same file",
    ),
    "page the baseline against itself": (
        ["page", "--a", "bitmap"],
        "A=bitmap and B=bitmap are the same file",
    ),
    "new no name": (["new"], "say STYLE=..., e.g. make new STYLE=my_idea"),
    "new bad name": (["new", "--style", "My-Idea"], "'My-Idea' is not a style name"),
    "new existing": (["new", "--style", "sets"], "solutions/sets.py exists already"),
    "no command": ([], "name a command: "),
    "unknown command": (["nonsense"], "invalid choice: 'nonsense'"),
    "unknown variable": (
        ["show", "--n", "4", "--colour=red"],
        "make show takes no COLOUR= (it takes N=, STYLE=, UNIQUE=, FORMAT=)",
    ),
    "show UNIQUE=2": (
        ["show", "--n", "4", "--unique", "2"],
        "UNIQUE='2': say UNIQUE=1",
    ),
    "show FORMAT=xml": (
        ["show", "--n", "4", "--format", "xml"],
        "FORMAT='xml': say one of grid, leetcode",
    ),
    "trace STEPS=abc": (
        ["trace", "--n", "4", "--steps", "abc"],
        "STEPS='abc' is not a whole number",
    ),
    "chart bad out": (  # refused before matplotlib is imported (it may be missing)
        ["chart", "--out", "/nowhere/x.png"],
        "OUT='/nowhere/x.png': there is no folder '/nowhere'",
    ),
    "animation out not a gif": (
        ["animation", "--out", "trace.png"],
        "OUT='trace.png': the picture's name should end in .gif",
    ),
}


def files_written():
    """What the commands could write to: solutions/ and problems/, with each file's
    size and time."""
    return sorted(
        (str(path), path.stat().st_size, path.stat().st_mtime_ns)
        for folder in (styles.SOLUTIONS, styles.ROOT / "problems")
        for path in folder.rglob("*")
    )


@parametrize("case", list(BAD), ids=[case.replace(" ", "_") for case in BAD])
def test_bad_input_is_one_line_and_writes_nothing(case, capsys):
    argv, message = BAD[case]
    before = files_written()
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    err = beside_the_learner_s_files(err)
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert message in err, err
    if "the styles are: " in message:  # each shipped one, whatever else is there
        named = err.split("the styles are: ")[1].strip().split(", ")
        assert set(styles.SHIPPED) <= set(named), err
    assert files_written() == before


def test_a_misnamed_file_is_skipped_with_one_line_that_says_how_to_rename(tmp_path):
    for name in ("my-idea", "51_nqueens", "MyIdea", "class", "sets"):
        (tmp_path / f"{name}.py").write_text("class Solution: pass\n")
    assert styles.names(tmp_path) == ["sets"]
    assert styles.misnamed(tmp_path) == [
        f"{tmp_path.name}/{file} is skipped: a style's file name is lower-case "
        "letters, digits and underscores, starting with a letter, and not a Python "
        f"keyword: rename it (e.g. {fix})"
        for file, fix in (
            ("51_nqueens.py", "style_51_nqueens.py"),
            ("MyIdea.py", "myidea.py"),
            ("class.py", "class_.py"),
            ("my-idea.py", "my_idea.py"),
        )
    ]


@parametrize(
    "given",
    [
        "sets",
        "sets.py",
        "solutions/sets.py",
        str(styles.ROOT / "solutions" / "sets.py"),
    ],
)
def test_a_style_is_named_as_an_editor_passes_it(given):
    """A name, `name.py`, or the path of the file in solutions/ (from the repository's
    root, or in full): the same style in STYLE=, A=, B= and STYLES=."""
    assert cli.checked(["show", "--n=4", f"--style={given}"], COMMANDS).style == "sets"
    args = cli.checked(["diff", f"--a={given}", "--b=bitmap.py"], COMMANDS)
    assert (args.a, args.b) == ("sets", "bitmap")
    listed = cli.checked(["compare", f"--styles={given},solutions/bitmap.py"], COMMANDS)
    assert listed.styles == ["sets", "bitmap"]
    assert cli.checked(["test", given], COMMANDS).style == "sets"


def test_defaults_are_the_declared_ones():
    args = cli.checked(["trace", "--n=4"], COMMANDS)
    assert (args.n, args.style, args.steps) == (4, styles.BASELINE, 200)
    every = cli.checked(["compare"], COMMANDS).styles  # every style, in name order
    assert set(styles.SHIPPED) <= set(every) and every == sorted(every)
    assert cli.checked(["work", "--n=5-6"], COMMANDS).n == range(5, 7)
    assert cli.checked(["compare", "--n=8-8"], COMMANDS).n == range(8, 9)
    for command in ("diff", "page"):  # B= is the baseline in both, unless given
        args = cli.checked([command, "--a=sets"], COMMANDS)
        assert (args.a, args.b) == ("sets", styles.BASELINE) == ("sets", "bitmap")


def test_test_slow_runs_the_larger_n_and_narrows_to_a_style():
    command = COMMANDS["test"].pytest_command
    slow = command(cli.checked(["test", "--slow=1", "--style=sets"], COMMANDS))
    assert slow[slow.index("slow or not slow") - 1] == "-m"
    assert slow[-2:] == ["--style", "sets"]
    plain = command(cli.checked(["test"], COMMANDS))
    assert "-m" not in plain[3:] and "--style" not in plain
    assert plain[plain.index("-n") + 1] == str(len(os.sched_getaffinity(0)))
    assert [Path(word).name for word in plain if word.endswith(".py")] == [
        "test_solutions.py"
    ]  # the learner's suite alone: the gallery, its sample too, is make check's
    assert not [word for word in plain + slow if "gallery" in word]


def test_check_runs_every_test_with_many_examples():
    command = COMMANDS["check"].pytest_command
    every = command(cli.checked(["check"], COMMANDS))
    assert every[every.index("slow or not slow") - 1] == "-m"
    assert "--hypothesis-profile=thorough" in every
    assert [Path(word).name for word in every if "/tests/" in word] == [
        "test_solutions.py",
        "check",
    ]
    some = command(cli.checked(["check", "--k=layout", "--seed=7"], COMMANDS))
    assert some[-2:] == ["-k", "layout"]
    assert some[some.index("--gallery-sample") + 1] == "7"


@pytest.mark.parametrize(
    "one, first_last", [("8", "8-8"), ("1", "1-1"), ("10", "10-10")]
)
def test_one_n_is_a_range_of_one(one, first_last):
    """N= is one n in every command: N=8 where a range is taken is n = 8 alone."""
    assert asked.n_range(one, "N", 10) == asked.n_range(first_last, "N", 10)
    assert list(asked.n_range(one, "N", 10)) == [int(one)]


def make(*words):
    """make, run afresh: not handed the variables of a make that runs this test."""
    outer = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")
    return subprocess.run(
        ["make", "--no-print-directory", *words],
        cwd=styles.ROOT,
        capture_output=True,
        text=True,
        env={key: value for key, value in os.environ.items() if key not in outer},
    )


def test_make_passes_every_variable_and_the_command_refuses_what_it_does_not_take():
    done = make("bench", "N=4")
    assert done.returncode == 2
    assert done.stderr.startswith(
        "error: make bench takes no N= (it takes STYLES=, CAP=, ROUNDS=, PEER=)\n"
    )
    quoted = make("show", "N=it's")
    assert quoted.stderr.startswith(
        'error: N="it\'s" is not a whole number (e.g. N=6)\n'
    )


def test_an_old_python_is_told_in_one_line_before_any_install(tmp_path):
    old = tmp_path / "python3"
    old.write_text(
        "#!/bin/sh\n"
        '[ "$1" = --version ] && { echo "Python 3.10.13"; exit 0; }\n'
        "exit 1\n"
    )
    old.chmod(old.stat().st_mode | stat.S_IEXEC)
    done = make("help", f"PYTHON={old}")
    assert done.returncode == 2
    assert done.stderr.startswith(
        f"error: the kata needs Python 3.11 or newer; {old} is Python 3.10.13 "
    )
    assert done.stderr.count("\n") == 2  # make adds its own "Error 2" line


def test_a_home_folder_of_no_user_is_a_path_outside_solutions():
    """`~0/` names the home of a user `0`, whom the system may not know: Path's
    expanduser raises there, and the style's check says one line instead."""
    from kata.basics import asked as checks
    from kata.basics.errors import KataError

    with pytest.raises(KataError, match="is not in solutions/"):
        checks.style_named("~0/", "STYLE")
