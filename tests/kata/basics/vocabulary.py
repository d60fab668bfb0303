"""The names a learner's file gives the things a search keeps, in one place.

The shipped files share one vocabulary (row, col, queens, cols, diag, anti: the
glossary in problems/0051-n-queens.md); a learner's file often says the same things
otherwise. Every reader of a learner's code that guesses what a name stands for asks
here, so that no two readers guess differently. Each list starts with the shared
name, and a reader that takes the first name it finds takes them in this order.

Where one name could stand for two things, it sits where its value says it is:

- `pos` alone is the queens (`pos[row] = col`, positions); `pos` beside a diagonal's
  word (`pos_diag`, `posDiag`) is the `/` diagonal, as `neg_diag` is the `\\` one.
- `c` and `x` alone are a square's column, never a set of columns; `x` beside
  another word (`used_x`) names a set of columns.
- `columns`, `col_of` and the like are the queens (a list of columns, one per row)
  where they are read as a placement, and a set of columns where they are asked with
  `in`: a list of the queens' columns asked `c in columns` does a set's job.
- `i`, `y`, `depth`, `level` and `k` are rows only where their reader says so (the
  readers of a running search take `i` for the row only as a parameter: a loop's `i`
  counts the rows above); `row` and `r` are a row wherever they stand. `k`, the
  third index after `i` and `j`, is as often a walk's step (`board[row - k]`) as a
  row: it is no row in an index read over every square.
"""

import re
from typing import Optional

ROWS = ("row", "r", "i", "y", "depth", "level", "k")  # a square's row
PLAIN_ROWS = ("row", "r")  # the rows' names that are a row wherever they stand
COUNTERS = ("k",)  # the rows' names that count a walk's steps as often (row - k)
COLUMNS = ("col", "c", "j", "x")  # a square's column
# the queens placed: the column of each row's queen, queens[row] = col
QUEENS = (
    "queens", "pos", "positions", "queen", "qs", "q", "path", "cur", "curr",
    "state", "perm", "cols_of", "xs", "placed", "columns", "col_of", "picks",
    "chosen", "current", "queen_cols", "colpos", "queen_at", "col_at", "qpos",
    "queens_at", "locs",
)  # fmt: skip
BITS = ("bits",)  # the queens placed as one bit each, bits[row] = 1 << col
BOARDS = ("board", "grid")  # the board as rows of squares, "Q" where a queen stands
MASKS = ("cols", "diag", "anti")  # the three sets' shared names, as int masks too

# The words of a set of taken lines' name (`used_cols`, `hills`, `negDiag`), each
# read as the start of a word: `col` is in `cols`, `columns` and `colset`.
COLUMN_WORDS = ("col",)  # a set of taken columns
DIAGONAL_WORDS = ("diag", "d1", "dale", "down", "main", "neg")  # `\`, row - col
ANTI_DIAGONAL_WORDS = ("anti", "d2", "diag2", "hill", "up", "sum")  # `/`, row + col
# Words that say the kind only beside another word: alone, `pos` is the queens and
# `x` a column (see above).
COLUMN_QUALIFIERS = ("x",)  # `used_x`: a set of taken columns
ANTI_DIAGONAL_QUALIFIERS = ("pos",)  # `pos_diag`, `posDiag`: the `/` diagonals

WORD = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z0-9]+(?![a-z])")  # the words of a name


def words(name: str) -> list:
    """A name's words, in lower case: `negDiag` and `neg_diag` are neg, diag."""
    return [word.lower() for word in WORD.findall(name)]


def set_kind(name: str) -> Optional[str]:
    """The line a set (or a list of flags) of that name holds, by its words: "anti"
    for the `/` diagonals, "diag" for the `\\` ones, "cols" for the columns, else
    None. A `/` diagonal's word wins over `diag` (`anti_diag`, `pos_diag`, `diag2`
    are `/` diagonals)."""
    said = words(name)
    kinds = (
        ("anti", ANTI_DIAGONAL_WORDS, ANTI_DIAGONAL_QUALIFIERS),
        ("diag", DIAGONAL_WORDS, ()),
        ("cols", COLUMN_WORDS, COLUMN_QUALIFIERS),
    )
    for kind, stems, qualifiers in kinds:
        if any(word.startswith(stems) for word in said):
            return kind
        if len(said) > 1 and any(word in qualifiers for word in said):
            return kind
    return None
