"""The general operators of issue 41 that keep a file's shortcuts and state
(kata.judge.operators.cache_keys, siblings): each proposes its change where its pattern
stands, and nothing on a near miss. Their planted slips are test_operator_table's."""

from kata.judge.causes.source import parsed
from kata.judge.operators import python
from kata.judge.operators.cache_keys import every_parameter_keys
from kata.judge.operators.siblings import sibling_attributes


def proposed(operator, source: str) -> list:
    lines = source.splitlines()
    found = operator(parsed(source), lines)
    return [
        (e.line, e.after_in(lines).strip(), e.also)
        for e in found
        if e.after_in(lines) != e.before
    ]


MEMO = """\
def count(row, cols, diag):
    if {key} in memo:
        return memo[{key}]
    memo[{key}] = total = 1
    return total
memo = {{}}
"""


def test_a_memo_key_written_where_it_is_asked_is_every_parameter_on_each_line():
    source = MEMO.format(key="(row, cols | diag)")
    assert proposed(every_parameter_keys, source) == [
        (2, "if (row, cols, diag) in memo:", (3, 4))
    ]


def test_a_key_of_every_parameter_or_of_other_state_is_left_alone():
    names = ("(diag, row, cols)", "(row, cols)")  # the second is keys.memo_keys'
    for key in names + ("tuple(queens)", "(row, len(cols))", "(row, n | cols)"):
        assert not proposed(every_parameter_keys, MEMO.format(key=key)), key


MADE = """\
class Solution:
    def solveNQueens(self, n):
        self.memo = {{}}
        return self.tails({params})

    def tails(self, {params}):
        key = {key}
        if key in self.memo:
            return self.memo[key]
        self.memo[key] = out = ()
        return out
"""


def test_a_memo_key_bound_to_some_parameters_is_made_of_every_parameter():
    """`key = cols` in tails(self, cols, ld, rd), the memo an attribute."""
    source = MADE.format(params="cols, ld, rd", key="cols")
    assert proposed(every_parameter_keys, source) == [(7, "key = (cols, ld, rd)", ())]
    source = MADE.format(params="cols, ld, rd", key="ld | rd")
    assert proposed(every_parameter_keys, source) == [(7, "key = (cols, ld, rd)", ())]


def test_a_bound_key_of_every_parameter_or_of_a_tuple_of_names_is_left_alone():
    for params, key in [
        ("cols", "cols"),  # every parameter already
        ("cols, ld", "(ld, cols)"),
        ("cols, ld, rd", "(cols, ld)"),  # keys.memo_keys' to widen
        ("cols, ld, rd", "self.n"),  # not of the parameters
    ]:
        source = MADE.format(params=params, key=key)
        assert not proposed(every_parameter_keys, source), key


SIBLINGS = """\
class Solution:
    def solveNQueens(self, n):
        self.n = n
        self.width = n + 1
        return self.go(0)

    def totalNQueens(self, n):
        {first}
        return len(self.go(0))

    def go(self, row):
        return [[self.n, self.width]]
"""


def test_attributes_only_a_sibling_sets_are_set_at_the_start_of_the_method():
    source = SIBLINGS.format(first="self.seen = 0")
    found = proposed(sibling_attributes, source)
    first = "self.seen = 0"
    assert [(line, after) for line, after, _ in found] == [
        (8, f"self.n = n\n        self.width = n + 1\n        {first}"),
        (8, f"self.n = n\n        {first}"),
        (8, f"self.width = n + 1\n        {first}"),
    ]


def test_an_attribute_the_method_sets_or_cannot_work_out_is_left_alone():
    for first in ("self.n = self.width = n", "self.n, self.width = n, n + 1"):
        assert not proposed(sibling_attributes, SIBLINGS.format(first=first)), first
    other = SIBLINGS.replace("def totalNQueens(self, n)", "def totalNQueens(self, k)")
    assert not proposed(sibling_attributes, other.format(first="pass"))
    kept = SIBLINGS.replace("class Solution:\n", "class Solution:\n    n = 8\n")
    kept = kept.replace("self.width = n + 1", "pass")
    assert not proposed(sibling_attributes, kept.format(first="pass"))


CACHED = """\
class Solution:
    def totalNQueens(self, n):
        memo = {}

        def count(row, cols):
            key = (row, cols)
            if key in memo:
                return memo[key]
            memo[key] = 1 if row == n else sum(count(row + 1, cols | 1 << c) for c in range(n))
            return memo[key]

        return count(0, 0)
"""


def test_a_cache_s_own_membership_test_is_not_asked_of_its_values():
    """`if key in memo: return memo[key]` asks the cache rightly; `c in placed` of a
    dict of columns by row, not followed by `placed[c]`, is asked of its values."""
    assert proposed(python.dict_members, CACHED) == []
    asked = CACHED.replace(
        "                return memo[key]\n", "                pass\n"
    )
    assert proposed(python.dict_members, asked) == [(7, "if key in memo.values():", ())]
