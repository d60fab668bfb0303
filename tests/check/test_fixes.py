"""A line the coach quotes as the cause is one whose change fixes the file.

For each gallery case whose cause is one line, the fix is written here by hand:
the lesson must quote that line by its number, and the file with that line changed,
and no other, must be judged correct."""

import pytest
import re
from pathlib import Path

from pytest_cases import parametrize

from kata.judge import coach

GALLERY = Path(__file__).resolve().parents[1] / "gallery"
SECONDS = 2.0
FIXES = {  # case: (the line's text as written, as fixed)
    "break_for_continue": ("break", "continue"),
    "range_from_one": ("for col in range(1, n):", "for col in range(n):"),
    "one_sided_diagonal": (
        "if queens[k] == j or queens[k] - j == i - k:",
        "if queens[k] == j or abs(queens[k] - j) == i - k:",
    ),
    "mask_one_bit_wide": ("mask = (1 << n + 1) - 1", "mask = (1 << n) - 1"),
    "returns_in_first_pass": ("return True", "continue"),  # the first of two
    "range_stops_short": ("for r in range(row - 1):", "for r in range(row):"),
    "else_returns_in_loop": ("return True", "continue"),  # the `else:` one
    "anti_key_wrong_sign": (
        "d, a = row - col, col - row",
        "d, a = row - col, row + col",
    ),
    "diagonals_shift_one_way": (
        "go(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) << 1)",
        "go(row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1)",
    ),
}


@pytest.mark.slow  # make check (CI too): each case judged twice
@parametrize("case", sorted(FIXES))
def test_the_quoted_line_is_the_one_whose_fix_makes_the_file_correct(case, tmp_path):
    before, after = FIXES[case]
    source = (GALLERY / f"{case}.py").read_text().splitlines(keepends=True)
    number = next(i for i, line in enumerate(source, 1) if line.strip() == before)
    wrong = coach.judge(GALLERY / f"{case}.py", SECONDS, costs=False)
    said = re.findall(r"\blines? (\d+(?:(?:, | and )\d+)*)", "\n".join(wrong.lines))
    quoted = {int(n) for group in said for n in re.findall(r"\d+", group)}
    assert wrong.failed and number in quoted, f"{case}: quoted {quoted}, not {number}"
    source[number - 1] = source[number - 1].replace(before, after)
    fixed = tmp_path / f"{case}.py"
    fixed.write_text("".join(source))
    found = coach.judge(fixed, SECONDS, costs=False)
    assert found.failed in ("", "rules"), "\n".join(found.lines)


def test_a_line_left_out_is_said_as_pass_where_it_is_its_block_s_one_statement():
    """`if n < 4: return []` without its return is no Python: the fix that leaves a
    block's one statement out says `pass` takes its place; another says "Without it"."""
    from kata.judge.fixes import said
    from kata.judge.repair_edit import Edit

    lines = [
        "def f(n):",
        "    if n < 4:",
        "        return []",
        "    total = 0",
        "    total += n",
        "    return total",
    ]
    where, sole = said("x", Edit(3, "        return []", "        pass"), lines)
    assert where == "x.py, line 3: "
    assert "With `pass` in its place, every answer" in sole
    assert "Without it" not in sole
    _, one_of_two = said("x", Edit(5, "    total += n", "    pass"), lines)
    assert "Without it, every answer" in one_of_two
