"""kata.study.timing and kata.study.report: which styles are timed, how many rounds a case gets,
and tables that never show a ratio against a baseline that was not timed."""

import itertools

import pytest

from kata.study import report, timing
from kata.basics import growth, tables
from kata.guard.runner import Stopped


def test_the_growth_is_shared_and_the_guess_follows_it():
    history = {
        ("counts", "fast"): {10: 0.01, 11: 0.05},  # 5 times per n
        ("counts", "slow"): {10: 0.1, 12: 3.6},  # 6 times per n
        ("counts", "new"): {11: 0.2},
    }
    assert growth.growth(history) == pytest.approx(5.5)
    assert growth.growth({}) == growth.FIRST_GROWTH
    assert growth.growth({("counts", "x"): {6: 1.0, 7: 1.1}}) == 2.0  # at least
    assert growth.guess({}, 8, 5.5) == 0.0
    assert growth.guess({6: 0.001}, "1-9", 5.5) == 0.0
    assert growth.guess({6: 0.001, 7: 0.005}, 5, 5.5) == 0.0  # nothing below 5
    assert growth.guess({6: 0.001, 7: 0.005}, 9, 5.0) == pytest.approx(0.125)


class FakeProcess:
    """A style's process whose timings come from a list, round after round."""

    def __init__(self, name, times):
        self.name, self.times = name, iter(times)

    def ask(self, job, **request):
        took = next(self.times)
        if took is None:
            raise Stopped(self.name, {"error": "crash", "type": "ValueError"}, 9)
        return took * request["number"]


def case_of(processes):
    return timing.Case(timing.Timing(), processes, "counts", 9, cap=1.0)


def test_a_case_whose_ratios_agree_gets_the_fewest_rounds():
    processes = {
        "bitmap": FakeProcess("bitmap", itertools.repeat(0.01)),
        "sets": FakeProcess("sets", itertools.repeat(0.03)),
    }
    case = case_of(processes)
    found = case.rounds({"bitmap": 1, "sets": 1}, 5, "bitmap")
    assert found["sets"].rounds == 5 and found["sets"].settled
    assert found["sets"].speed == pytest.approx(1 / 3)
    assert len(case.timing.times[("counts", "sets", 9)]) == 5


def test_a_noisy_case_gets_more_rounds_up_to_the_limit():
    noisy = itertools.cycle([0.02, 0.03, 0.04])
    processes = {
        "bitmap": FakeProcess("bitmap", itertools.repeat(0.01)),
        "sets": FakeProcess("sets", noisy),
    }
    found = case_of(processes).rounds({"bitmap": 1, "sets": 1}, 4, "bitmap")
    assert found["sets"].rounds == 4 * timing.MOST_ROUNDS
    assert not found["sets"].settled


def test_a_noisy_case_that_settles_stops_there():
    # wild in the first rounds, then steady: the middle half narrows
    settling = itertools.chain([0.02, 0.05], itertools.repeat(0.03))
    processes = {
        "bitmap": FakeProcess("bitmap", itertools.repeat(0.01)),
        "sets": FakeProcess("sets", settling),
    }
    found = case_of(processes).rounds({"bitmap": 1, "sets": 1}, 4, "bitmap")
    assert 4 < found["sets"].rounds < 4 * timing.MOST_ROUNDS
    assert found["sets"].settled


def test_a_style_that_fails_in_a_round_is_wrong_and_the_others_go_on():
    processes = {
        "bitmap": FakeProcess("bitmap", itertools.repeat(0.01)),
        "shaky": FakeProcess("shaky", [0.02, None]),
    }
    case = case_of(processes)
    found = case.rounds({"bitmap": 1, "shaky": 1}, 3, "bitmap")
    assert set(found) == {"bitmap"}
    assert "shaky.py, n = 9: ValueError" in case.timing.wrong[("counts", "shaky", 9)]


def chosen_at(history, n, anchors=("bitmap",), cap=1.0):
    names = sorted({name for _, name in history})
    case = timing.Case(timing.Timing(), dict.fromkeys(names), "counts", n, cap)
    per_n = growth.growth(history)
    return timing.styles_to_time(history, per_n, case, anchors), case.timing.capped


def test_the_cap_is_the_same_rule_for_every_style():
    # bitmap grew slowly and sets fast from 11 to 12; one shared growth (5x) decides
    history = {
        ("counts", "bitmap"): {11: 0.1, 12: 0.3},
        ("counts", "sets"): {11: 0.05, 12: 0.35},
        ("counts", "dihedral"): {11: 0.01, 12: 0.05},
    }
    names, capped = chosen_at(history, 13, anchors=())
    assert names == ["dihedral"]  # 0.25 s; bitmap 1.5 s and sets 1.75 s are over
    assert capped == {("counts", "bitmap"): 13, ("counts", "sets"): 13}


def test_the_baseline_is_timed_while_another_style_is():
    history = {
        ("counts", "bitmap"): {11: 0.1, 12: 0.5},  # 2.5 s at 13: over the cap
        ("counts", "sets"): {11: 0.5, 12: 2.5},
        ("counts", "dihedral"): {11: 0.02, 12: 0.1},
    }
    names, capped = chosen_at(history, 13)
    assert names == ["dihedral", "bitmap"]
    assert capped == {("counts", "sets"): 13}
    # at 14 bitmap would take 12.5 s, over STRETCH times the cap: no ratio there
    history[("counts", "bitmap")][13] = 2.5
    history[("counts", "dihedral")][13] = 0.15
    names, capped = chosen_at(history, 14)
    assert names == ["dihedral"]
    assert capped[("counts", "bitmap")] == 14


def test_the_baseline_is_timed_while_another_anchor_is():
    history = {
        ("counts", "bitmap"): {11: 0.1, 12: 0.5},  # 2.5 s at 13
        ("counts", "dihedral"): {11: 0.02, 12: 0.1},  # 0.5 s at 13
        ("counts", "sets"): {11: 0.5, 12: 2.5},
    }
    names, capped = chosen_at(history, 13, anchors=("bitmap", "dihedral"))
    assert names == ["dihedral", "bitmap"]
    assert capped == {("counts", "sets"): 13}


def test_a_contender_races_the_style_held_against_past_the_cap():
    history = {
        ("counts", "bitmap"): {12: 0.3, 13: 1.8},  # 10.8 s at 14: no ratio
        ("counts", "dihedral"): {12: 0.06, 13: 0.36},  # 2.2 s at 14
        ("counts", "fast"): {12: 0.05, 13: 0.3},  # 1.8 s at 14, faster than dihedral
        ("counts", "sets"): {12: 0.05, 13: 0.4},  # 2.4 s at 14, slower than dihedral
    }
    names, capped = chosen_at(history, 14, anchors=("bitmap", "dihedral"), cap=1.0)
    assert names == ["fast", "dihedral"]
    assert capped == {("counts", "sets"): 14, ("counts", "bitmap"): 14}


def test_the_style_held_against_is_timed_wherever_a_contender_is():
    history = {
        ("counts", "bitmap"): {13: 1.8, 14: 10.8},  # 65 s at 15: no ratio
        ("counts", "dihedral"): {13: 0.36, 14: 2.2},  # 13 s at 15: past STRETCH x cap
        ("counts", "fast"): {13: 0.25, 14: 1.6},  # 9.6 s at 15, faster than dihedral
    }
    names, capped = chosen_at(history, 15, anchors=("bitmap", "dihedral"), cap=2.0)
    assert names == ["fast", "dihedral"]
    assert capped == {("counts", "bitmap"): 15}
    del history[("counts", "fast")]  # nothing races it: capped like any style
    names, capped = chosen_at(history, 15, anchors=("bitmap", "dihedral"), cap=2.0)
    assert names == []


def test_the_baseline_alone_is_capped_like_any_style():
    history = {("counts", "bitmap"): {11: 0.1, 12: 0.5}}
    assert chosen_at(history, 13)[0] == []


def timing_with_cells():
    found = timing.Timing()
    found.cells[("counts", "bitmap", 13)] = timing.Cell(1.0, 1.0, 0.0, 5)
    found.cells[("counts", "dihedral", 13)] = timing.Cell(0.2, 5.0, 0.2, 10)
    found.cells[("counts", "dihedral", 14)] = timing.Cell(1.2, None, 0.01, 5)
    found.capped[("counts", "bitmap")] = 14
    return found


def test_no_ratio_is_shown_against_a_baseline_not_timed(capsys):
    found = timing_with_cells()
    names, ranges = ["bitmap", "dihedral"], {"counts": [13, 14]}
    assert report.report(found, names, ranges, "bitmap", 5, 1.0) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines() if line}
    assert rows["bitmap"] == ["1", "s", "1.00x", "capped"]
    assert rows["dihedral"] == ["200", "ms", "5.00x~", "1.2", "s", "n/a"]
    assert "n/a: no ratio at counts n = 14, where bitmap was not timed" in out
    assert "~ 1 of 2 ratios stayed unsettled" in out


def test_a_wide_table_wraps_by_column_to_fit():
    heads = [["style"] + [f"n = {n}" for n in range(4, 16)]]
    body = [["permutation_swap"] + ["123 ms 0.25x~"] * 12] * 3
    text = tables.fit(heads, body)
    assert max(len(line) for line in text.splitlines()) <= tables.WIDTH
    parts = text.split("\n\n")
    assert len(parts) == 3
    assert all(
        part.splitlines()[2].startswith("permutation_swap  123 ms") for part in parts
    )
    assert " ".join(parts).count("n = ") == 12


def test_a_guess_alone_follows_the_style_s_own_growth():
    assert growth.guess({6: 0.001, 7: 0.005}, 9) == pytest.approx(0.005 * 5**2)
    assert growth.guess({4: 1.0, 6: 0.001, 8: 0.009}, 9) == pytest.approx(0.027)
    assert growth.guess({7: 0.01}, 8) == pytest.approx(0.06)  # 6 times per n at first
    assert growth.guess({6: 1.0, 7: 1.1}, 8) == pytest.approx(2.2)  # at least double
    assert growth.guess({6: 0.001, 7: 0.005, 9: 1.0}, 8) == pytest.approx(0.025)


class CountingProcess:
    """A style's process that answers only how many lines each n runs."""

    seconds = 10.0

    def __init__(self, lines: dict):
        self.lines, self.asked = lines, []

    def ask(self, job, method, n):
        assert job == "lines"
        self.asked.append(n)
        return self.lines[n]


def test_n_10_near_the_budget_is_asked_by_lines_counted_not_by_time():
    from kata.judge import further

    near = {8: 0.02, 9: 0.1}  # 0.5 s guessed at n = 10: near the 0.3 s budget
    few = CountingProcess({7: 100_000, 8: 300_000})  # 2.7 million at n = 10
    many = CountingProcess({7: 1_000_000, 8: 3_000_000})  # 27 million
    assert further.fast_enough(few, "totalNQueens", near, 10)
    assert not further.fast_enough(many, "totalNQueens", near, 10)
    assert few.asked == [7, 8]
    far = CountingProcess({})  # time alone decides where it is clear by far
    assert further.fast_enough(far, "totalNQueens", {8: 0.0001, 9: 0.0005}, 10)
    assert not further.fast_enough(far, "totalNQueens", {8: 1.0, 9: 5.0}, 10)
    assert far.asked == []
