"""The work table of solutions/README.md is what `make work N=8-8` prints today
(counted, not timed, so it is the same on every run with the same Python)."""

import re
import sys

import pytest

from kata.basics import styles
from kata.study import work

README = styles.SOLUTIONS / "README.md"
TABLE = re.compile(r"<!-- work table: make work N=8-8 -->\n```\n(.*?)\n```", re.S)


def test_solutions_readme_work_table_is_current():
    found = TABLE.search(README.read_text())
    assert found, "solutions/README.md has no work table between its markers"
    written = found.group(1)
    version = re.search(r"Python (\d+\.\d+\.\d+)", written).group(1)
    if version != work.python_version():
        pytest.skip(
            f"the table counts lines under Python {version}; this is {sys.version.split()[0]}"
        )
    now = work.work_table(work.count_styles(sorted(styles.SHIPPED), [8]))
    assert (
        written == now
    ), f"solutions/README.md's work table is stale: run `make work N=8-8` and paste:\n{now}"
