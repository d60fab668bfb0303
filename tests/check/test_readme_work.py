"""The work table of solutions/README.md is what `make work N=8-8` prints today
(counted, not timed, so it is the same on every run with the same Python).

Its `nodes` column, the queens each style places, is the same on any Python: it is
checked everywhere. Its line counts belong to the Python the table names: they are
checked on that Python, and elsewhere the test of them is skipped, saying so."""

import re
import sys

import pytest

from kata.basics import styles
from kata.study import work

README = styles.ROOT / "solutions" / "README.md"
TABLE = re.compile(r"<!-- work table: make work N=8-8 -->\n```\n(.*?)\n```", re.S)
STALE = "solutions/README.md's work table is stale: run `make work N=8-8` and paste"
pytestmark = pytest.mark.xdist_group("readme_work")  # one count of the styles


def written_table() -> str:
    found = TABLE.search(README.read_text())
    assert found, "solutions/README.md has no work table between its markers"
    return found.group(1)


def nodes_column(table: str) -> dict:
    """style -> its `nodes` cell as written, from the rows after the dashes."""
    rows = table.split("\n-", 1)[1].splitlines()[1:]
    return {row.split()[0]: row.split()[1] for row in rows}


@pytest.fixture(scope="module")
def counted_now() -> list:
    return work.count_styles(sorted(styles.SHIPPED), [8])


@pytest.mark.slow  # make check (CI too): every style traced at n = 8
def test_the_work_table_s_nodes_are_current_on_any_python(counted_now):
    now = work.work_table(counted_now)
    assert nodes_column(written_table()) == nodes_column(now), f"{STALE}:\n{now}"


@pytest.mark.slow  # make check (CI too): every style traced at n = 8
def test_the_work_table_s_lines_are_current_on_the_python_it_names(counted_now):
    """Skipped, with the reason, on a Python other than the one the table names: its
    line counts are that Python's (the nodes are checked all the same, above)."""
    written = written_table()
    version = re.search(r"Python (\d+\.\d+\.\d+)", written).group(1)
    if version != work.python_version():
        pytest.skip(
            f"the table's line counts are Python {version}'s, this is "
            f"{sys.version.split()[0]}: only its nodes column was checked"
        )
    now = work.work_table(counted_now)
    assert written == now, f"{STALE}:\n{now}"
