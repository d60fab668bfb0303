"""The suite must catch a bug: each one below is planted in a copy of a real
solution file, and the same checks the suite runs must then complain, naming the
file and n. (A plant whose text is no longer in the file fails: update the plant.)"""

from pytest_cases import parametrize

from kata.basics import styles
from kata.judge import verdict
from kata.guard.runner import StyleProcess

PLANTS = {
    "wrong diagonal index": ("sets", "row - col in diag", "row + col in diag"),
    "dropped column check": ("queen_columns", "if c == col or row", "if row"),
    "off-by-one in the walk": ("full_scan", "range(1, row + 1)", "range(1, row)"),
    "dropped diagonal mask": ("bitmap", "~(cols | diag | anti)", "~(cols | diag)"),
    "shift by two": ("bitmap", "(anti | bit) >> 1)\n", "(anti | bit) >> 2)\n"),
    "arrays one short": (
        "diagonal_arrays",
        "[False] * (2 * n - 1)",
        "[False] * (2 * n - 2)",
    ),
    "lost boards": (
        "permutation_swap",
        "for i in range(row, n):",
        "for i in range(row, n - 1):",
    ),
    "duplicated boards": (
        "bitmap_symmetry",
        "for col in range(n // 2):",
        "for col in range((n + 1) // 2):",
    ),
    "a lower-case queen": ("sets", '"." * col + "Q"', '"." * col + "q"'),
    "stops a row early": (
        "explicit_stack",
        "if len(queens) == n:",
        "if len(queens) == n - 1:",
    ),
    "state kept between calls": (
        "sets",
        "boards = []",
        'boards = self.__dict__.setdefault("boards", [])',
    ),
    "a diagonal left out of the cover": (
        "exact_cover",
        '("anti", row + col),',
        '("anti", row - col),',
    ),
    "class sizes ignored": (
        "constellations",
        "total += sizes[bottom & keep5]",
        "total += 8",
    ),
    "a tie taken for a class of 8": (
        "constellations",
        "if top < min(",
        "if top <= min(",
    ),
    "count as a float": (
        "bitmap",
        "return count(0, 0, 0)",
        "return count(0, 0, 0) / 1",
    ),
}


@parametrize("plant", list(PLANTS), ids=[name.replace(" ", "_") for name in PLANTS])
def test_planted_bug_is_caught(plant, tmp_path):
    style, correct, buggy = PLANTS[plant]
    source = styles.path(style).read_text()
    assert correct in source, f"{style}.py no longer has {correct!r}: update this plant"
    planted = styles.path(style, tmp_path)
    planted.write_text(source.replace(correct, buggy))
    with StyleProcess(planted) as process:
        note = verdict.first_note(process, range(10))
    assert note, f"the suite misses a planted bug: {plant}"
    assert note.startswith(f"{style}.py"), note
