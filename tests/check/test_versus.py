"""kata.study.versus and kata.study.native: constellations against the peer, the
references and the C bitmap, each a ratio in the same interleaved rounds; no test
here asserts a duration."""

import shutil
import stat

import pytest

from kata.judge.answers.known import known_count
from kata.study import native, versus


class Entrant:
    """An entrant whose CPU time per call is `base` times `growth` per n past 10,
    and whose answer is right unless told otherwise; it logs the order it ran in."""

    def __init__(self, name, base, log, growth=2.0, wrong_at=None):
        self.name, self.base, self.log = name, base, log
        self.growth, self.wrong_at = growth, wrong_at

    def check(self, n, expected):
        return f"{self.name}: wrong at n = {n}" if n == self.wrong_at else None

    def seconds(self, n, expected):
        self.log.append((n, self.name))
        return self.base * self.growth ** (n - 10)


def test_each_ratio_is_over_constellations_in_the_same_round():
    log = []
    entrants = {
        versus.HELD: Entrant(versus.HELD, 1.0, log),
        "peer": Entrant("peer", 2.5, log),
        "c": Entrant("c", 0.25, log),
    }
    race = versus.run_rounds(entrants, (10, 11), 3)
    assert race.ratios("peer", 11) == [2.5, 2.5, 2.5]
    assert race.ratios("c", 10) == [0.25, 0.25, 0.25]
    assert race.median(versus.HELD, 11) == 2.0
    assert race.missing == {}
    # each round starts one entrant further on
    firsts = [log[i][1] for i in range(0, 9, 3)]
    assert firsts == [versus.HELD, "peer", "c"]
    text = versus.table(race, list(entrants), 3)
    assert "2.50x (2.50-2.50)" in text
    assert "c is faster: constellations takes 4.0x its time at n = 10" in text


def test_a_wrong_answer_or_a_call_past_the_cap_is_said_and_not_timed():
    log = []
    entrants = {
        versus.HELD: Entrant(versus.HELD, 1.0, log),
        "wrong": Entrant("wrong", 1.0, log, wrong_at=11),
        "slow": Entrant("slow", versus.CAP / 2, log, growth=3.0),
    }
    race = versus.run_rounds(entrants, (10, 11, 12), 2)
    assert race.missing["wrong"] == "not timed from n = 11: wrong: wrong at n = 11"
    # slow took CAP / 2 at n = 10; its guess at n = 11, with no growth of its own
    # yet, is GROWTH times that: over the cap
    assert race.missing["slow"].startswith("not timed from n = 11: a call would take")
    assert (11, "wrong") not in log and (11, "slow") not in log
    assert (12, "wrong") not in log
    text = versus.table(race, list(entrants), 2)
    assert "wrong: not timed from n = 11" in text
    assert text.count("not timed") >= 4  # the cells and the notes


def test_the_guess_follows_an_entrant_s_own_growth():
    race = versus.Race(rounds={10: [{"a": 1.0}], 11: [{"a": 3.0}]})
    assert versus.expected(race, "a", 12) == pytest.approx(9.0)
    assert versus.expected(race, "a", 11) == pytest.approx(versus.GROWTH)
    assert versus.expected(race, "a", 10) == 0.0


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc is not found")
def test_the_c_bitmap_is_compiled_and_counts_right():
    with native.c_bitmap() as built:
        assert isinstance(built, native.CBitmap), built
        for n in range(1, 11):
            said, spent = built.run(n)
            assert said == known_count(n), n
            assert spent >= 0
        entrant = versus.NativeEntrant(built)
        assert entrant.check(9, 0.0) is None
        program = built.program
        assert program.exists()
    assert not program.exists()  # built in a temporary folder, removed after


def test_a_c_bitmap_that_counts_wrong_is_said():
    class Wrong:
        def run(self, n):
            return known_count(n) + 1, 0.0

    note = versus.NativeEntrant(Wrong()).check(8, 0.0)
    assert note == f"{native.NAME}: 93 at n = 8, not 92"


def test_no_compiler_or_a_failing_one_is_one_line(tmp_path):
    with native.c_bitmap("no-such-compiler-here") as built:
        missing = "no-such-compiler-here is not found on this machine"
        assert built == f"{native.NAME}: not timed ({missing})"
    failing = tmp_path / "cc"
    failing.write_text("#!/bin/sh\necho 'cc: broken' >&2\nexit 1\n")
    failing.chmod(failing.stat().st_mode | stat.S_IEXEC)
    folder = tmp_path / "build"
    folder.mkdir()
    said = native.build(folder, str(failing))
    assert (
        said == f"{native.NAME}: not timed ({failing} did not compile it: cc: broken)"
    )


def test_an_entrant_that_fails_in_a_round_leaves_and_the_others_go_on():
    log = []

    class Crashing(Entrant):
        def seconds(self, n, expected):
            if len([done for done in log if done[1] == self.name]) == 2:
                raise RuntimeError("C bitmap failed at n = 10 (exit 1)")
            return super().seconds(n, expected)

    entrants = {
        versus.HELD: Entrant(versus.HELD, 1.0, log),
        "crashing": Crashing("crashing", 1.0, log),
    }
    race = versus.run_rounds(entrants, (10, 11), 3)
    assert race.missing == {
        "crashing": "not timed from n = 10: C bitmap failed at n = 10 (exit 1)"
    }
    assert race.ratios("crashing", 10) == [1.0, 1.0]
    assert len(race.rounds[11]) == 3 and race.ratios("crashing", 11) == []


def test_the_race_runs_real_files_and_says_what_it_left_out():
    from kata.basics import styles
    from kata.study import report

    files = {versus.HELD: styles.path(versus.HELD)}
    peer = report.REFERENCES / "bitmap_2026_11_29.py"  # any file with a Solution
    text = versus.versus(files, peer, 1, ns=(6, 7))
    assert "peer (bitmap_2026_11_29.py)" in text
    assert "n = 6" in text and "n = 7" in text
    if shutil.which("gcc"):
        assert native.NAME in text.split("\n", 4)[4]  # a row of the table
    alone = versus.versus(files, None, 1, ns=(6,))
    assert "peer: not timed (give PEER= a copy of it; none is kept here)" in alone
