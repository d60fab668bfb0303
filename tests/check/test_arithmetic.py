"""The evaluator of a learner's arithmetic (kata.basics.arithmetic): it says what
Python says on small arithmetic on ints, refuses anything else, and refuses a huge
power, shift or tree before doing the work; the clues built on it still read a key
slip."""

import ast
import tracemalloc
import warnings

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kata.basics import arithmetic
from kata.basics.arithmetic import MOST_BITS, MOST_NODES, evaluated
from kata.judge.causes import put_clues, search_clues

NAMES = {"r": 3, "c": 5, "n": 8, "k": -2}
BINARY = ["+", "-", "*", "//", "%", "&", "|", "^", "<", "<=", ">", ">=", "==", "!="]
BINARY += [" and ", " or "]
SMALL = st.integers(-50, 50).map(str) | st.sampled_from(sorted(NAMES))


def small_expressions(depth: int):
    """Text of arithmetic on ints whose every value stays far below MOST_BITS:
    powers and shifts only of leaves, by small amounts (no negative power: a float,
    which is no arithmetic here, as the cases below say)."""
    if depth == 0:
        return SMALL
    inner = small_expressions(depth - 1)
    bounded = SMALL.flatmap(
        lambda base: st.sampled_from(["**", "<<", ">>"]).flatmap(
            lambda op: st.integers(0 if op == "**" else -1, 3 if op == "**" else 9).map(
                lambda by: f"({base} {op} {by})"
            )
        )
    )
    return (
        inner
        | bounded
        | st.tuples(inner, st.sampled_from(BINARY), inner).map(
            lambda t: f"({t[0]}{t[1]}{t[2]})"
        )
        | st.tuples(st.sampled_from(["-", "+", "~", "not ", "abs"]), inner).map(
            lambda t: f"({t[0]}({t[1]}))"
        )
        | st.tuples(inner, inner, inner).map(
            lambda t: f"({t[0]} if {t[1]} else {t[2]})"
        )
    )


def pythons_own(text: str):
    """What Python's eval makes of the text: its value where that is an int or a
    bool, else None (an error, or a float such as 2 ** -1)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            held = eval(text, {"__builtins__": {"abs": abs}}, dict(NAMES))
    except (ZeroDivisionError, ValueError):
        return None
    return held if type(held) in (int, bool) else None


def read(text: str, names: dict = NAMES):
    return evaluated(ast.parse(text, mode="eval").body, dict(names))


@given(small_expressions(3))
def test_it_says_what_python_says_on_small_arithmetic(text):
    expected = pythons_own(text)
    got = read(text)
    assert (got, type(got)) == (expected, type(expected)), text


@pytest.mark.parametrize(
    "text, expected",
    [
        ("(row - col) % n", 5),
        ("row + col - n + 1", 4),
        ("abs(row - col)", 3),
        ("0 <= row - 1 < n and col >= 0", True),
        ("row > col or 0", 0),
        ("not row", False),
        ("row > 9 and queens[row] == 'Q'", False),  # as in Python: never read
        ("-~row << 2", 20),
        ("1 << n + 1", 512),
        ("range(row)", range(4)),
        ("range(1, row + 1, 2)", range(1, 5, 2)),
        ("range((n + 1) // 2 if row == 0 else n)", range(8)),
        ("2 ** (MOST - 1)", 2 ** (MOST_BITS - 1)),
    ],
)
def test_the_clues_arithmetic_is_worked_out(text, expected):
    names = {"row": 4, "col": 7, "n": 8, "MOST": MOST_BITS}
    got = read(text, names)
    assert (got, type(got)) == (expected, type(expected))


@pytest.mark.parametrize(
    "text",
    [
        "row.bit_length()",  # an attribute, a method called
        "queens[row]",  # a subscript
        "len(queens)",  # another function
        "print(row)",
        "'Q' * row",  # a string
        "row / 2",  # a float
        "1.5 + row",
        "queens",  # a name bound to a list
        "nowhere + 1",  # a name not given
        "row // 0",
        "1 << -1",
        "2 ** -1",
        "abs(row, col)",
        "range(1, 2, 0)",
        "row in (1, 2)",
        "lambda: row",
        "[row for row in queens]",
        "row if queens else col",
        "row < 9 and queens[row] == 'Q'",  # read: not worked out
    ],
)
def test_anything_but_arithmetic_on_ints_is_not_worked_out(text):
    names = {"row": 4, "col": 7, "queens": [0, 2]}
    assert read(text, names) is None
    with pytest.raises(arithmetic.NotArithmetic):
        arithmetic.worked_out(ast.parse(text, mode="eval").body, names)


def test_a_function_of_the_file_s_own_is_never_called():
    called = []
    names = {"row": 4, "abs": lambda x: called.append(x) or 0}
    assert read("abs(row)", names) is None
    assert called == []


@pytest.mark.parametrize(
    "text",
    [
        "r - c + 0 * 9 ** 9 ** 9",
        "r - c + 0 * (1 << 10 ** 8)",
        "r - c + 0 * 10 ** 10 ** 6",
        "(r << 250) * (c << 250)",
        f"2 ** {MOST_BITS}",
        "range(1 << 200)",
    ],
)
def test_a_huge_value_is_refused_before_it_is_made(text):
    """The work is counted in memory, not in time: the huge numbers are never built
    (9 ** 9 ** 9 would take over a hundred megabytes, 1 << 10 ** 8 twelve)."""
    tracemalloc.start()
    try:
        assert read(text) is None
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 64_000, f"{peak:,} bytes held working out {text}"


def test_a_tree_of_more_than_the_most_nodes_is_refused_before_it_is_walked(
    monkeypatch,
):
    walked = []
    real = arithmetic.walked
    monkeypatch.setattr(arithmetic, "walked", lambda *a: walked.append(1) or real(*a))
    ones = " + ".join(["1"] * MOST_NODES)
    assert read(ones) is None
    assert walked == []
    assert read(" + ".join(["1"] * 40)) == 40 and walked


def test_a_key_slip_is_still_read_with_its_keys_worked_out():
    """The anti set given `row - col` where the test asks `row + col`, and a
    diagonal list one item short: what the gallery's cases earn."""
    source = (
        "def place(row, anti):\n"
        "    for col in range(n):\n"
        "        if row + col in anti:\n"
        "            continue\n"
        "        anti.add(row - col)\n"
    )
    given = dict(put_clues.given_other_keys(source, 3, (1, 0), (0, 1), 2).params)
    assert (given["held"], given["tested"], given["asked"], given["square"]) == (
        "anti",
        "row + col",
        1,
        (1, 0),
    )
    assert (given["given"], given["lines"].param("line"), given["value"]) == (
        "row - col",
        5,
        -1,
    )
    sized = "hill = [False] * (2 * n - 2)\nif hill[r + c]:\n    pass\n"
    overrun = dict(search_clues.index_overrun(sized, 2, 4).params)
    assert (overrun["code"], overrun["index"], overrun["last"]) == ("hill[r + c]", 6, 5)
    huge = sized.replace("hill[r + c]", "hill[r + c + 0 * 9 ** 9 ** 9]")
    assert search_clues.index_overrun(huge, 2, 4) is None
