"""The general operators of issue 41 that keep a file's shortcuts and state
(kata.judge.operators.cache_keys, ...): each proposes its change where its pattern
stands, and nothing on a near miss. Their planted slips are test_operator_table's."""

from kata.judge.causes.source import parsed
from kata.judge.operators.cache_keys import every_parameter_keys


def proposed(operator, source: str) -> list:
    lines = source.splitlines()
    found = operator(parsed(source), lines)
    return [(e.line, e.after.strip(), e.also) for e in found if e.after != e.before]


MEMO = """\
def count(row, cols, diag):
    if {key} in memo:
        return memo[{key}]
    memo[{key}] = total = 1
    return total
memo = {{}}
"""


def test_a_memo_key_written_where_it_is_asked_is_every_parameter_on_each_line():
    source = MEMO.format(key="(row, cols)")
    assert proposed(every_parameter_keys, source) == [
        (2, "if (row, cols, diag) in memo:", (3, 4))
    ]


def test_a_key_of_every_parameter_or_of_other_state_is_left_alone():
    for key in ("(diag, row, cols)", "tuple(queens)", "(row, len(cols))", "(row, n)"):
        assert not proposed(every_parameter_keys, MEMO.format(key=key)), key
