"""`make check`'s sample of the lesson gallery (kata.gallery.sample, judged by
tests/check/test_gallery_sample_drawn.py): at least 30 distinct cases, another
sample for another seed, the same for one seed in any process; SEED= checked, and
make check's alone; a wrong kept lesson planted in a copy of the gallery is caught
when drawn, and named in the sample's section with the seed that drew it."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kata.basics import asked, styles, suite
from kata.gallery import lessons, sample
from kata.judge import coach

TESTS = Path(__file__).resolve().parents[1]
SEEDS = range(100)
PLANTED = "a line the lesson never says\n"


def names(cases) -> list:
    return [case.stem for case in cases]


def test_a_sample_is_at_least_30_distinct_quick_cases():
    every = set(names(lessons.cases()))
    quick = set(names(sample.pool()))
    assert quick < every
    for seed in SEEDS:
        drawn = names(sample.drawn(seed))
        assert len(drawn) == len(set(drawn)) >= 30, seed
        assert set(drawn) <= quick, seed


def test_runaways_and_correct_cases_are_left_to_make_check():
    """A lesson that waits for a limit costs seconds; a correct case's lesson is
    measured against solutions/bitmap.py, a learner's file."""
    quick = set(names(sample.pool()))
    for slow in ("endless_loop", "memory_growth", "record_resets_row"):
        assert slow not in quick
    for correct in ("column_major_correct", "permutations_brute_force"):
        assert correct not in quick
    assert {"abs_diagonal_key", "only_problem_51", "row_never_reset"} <= quick


def test_seeds_draw_other_samples_and_in_turn_every_quick_case():
    samples = [tuple(names(sample.drawn(seed))) for seed in SEEDS]
    assert len(set(samples)) == len(samples)
    assert {name for drawn in samples for name in drawn} == set(names(sample.pool()))


def test_one_seed_draws_one_sample_in_any_process():
    """pytest-xdist's workers each draw the sample: they must draw the same one."""
    code = "from kata.gallery import sample as g\n"
    code += "print([case.stem for case in g.drawn(8412)])"
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(TESTS)}
        said = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True
        )
        assert said.stdout.strip() == str(names(sample.drawn(8412)))


def test_fresh_seeds_differ_and_can_be_given_back():
    seeds = {sample.fresh_seed() for _ in range(20)}
    assert len(seeds) > 1
    for seed in seeds:
        assert asked.whole_number(str(seed), "SEED") == seed


@pytest.mark.parametrize(
    "given, said",
    [
        (["--seed=abc"], "error: SEED='abc' is not a whole number (e.g. SEED=6)\n"),
        (
            ["--seed=5"],
            "error: make test takes no SEED= (it takes STYLE=, SLOW=, FORMAT=, FRESH=)\n",
        ),
    ],
)
def test_a_wrong_seed_is_one_line(given, said):
    command = "check" if given == ["--seed=abc"] else "test"
    done = subprocess.run(
        [sys.executable, "-m", "kata", command, *given],
        cwd=styles.ROOT,
        env={**os.environ, "PYTHONPATH": "tests"},
        capture_output=True,
        text=True,
    )
    assert (done.returncode, done.stdout, done.stderr) == (2, "", said)


def copied_gallery(into: Path, cases) -> Path:
    into.mkdir()
    for case in cases:
        for kept in (case, case.with_suffix(".txt")):
            shutil.copy(kept, into / kept.name)
    shutil.copy(lessons.GALLERY / sample.WAITING, into)
    return into


def plant(case: Path) -> None:
    """A wrong kept lesson: one line more than the lesson says."""
    case.with_suffix(".txt").write_text(PLANTED + lessons.kept(case))


def sample_run(folder: Path, seed: int) -> subprocess.CompletedProcess:
    """make check's sample alone (K=sample_drawn), drawing from this gallery."""
    command = suite.command("--tb=no", "-p", "no:hypothesispytest")
    command += [str(sample.SUITE), *sample.suite_words(seed)]
    command += ["--gallery-folder", str(folder)]
    return subprocess.run(
        command, cwd=styles.ROOT, capture_output=True, text=True, env=os.environ
    )


def section(output: str, title: str) -> str:
    """What the run says under the title, to the next section or pytest's tally."""
    part = output.split(f" {title} ", 1)[1].split("\n", 1)[1]
    return re.split(r"\n(?:=|\d+ \w+)", part, maxsplit=1)[0]


def unwrapped(text: str) -> str:
    return re.sub(r"\n +", " ", text)


def said_for(seed: int, folder: Path, judged: int, changed: list) -> str:
    """The section as make check says it: the sample, then its result."""
    outcome = sample.outcome(judged, changed, folder)
    return coach.fit([sample.heading(seed, folder)]) + "\n" + coach.fit(outcome)


def test_a_changed_lesson_fails_and_is_named_with_its_seed(tmp_path):
    """A small gallery: both quick cases drawn, one of them with a planted wrong
    lesson: its item fails the run, and the sample's section names it, the seed
    that drew it and how to see its diff."""
    small = ("abs_diagonal_key", "xor_for_and_not", "endless_loop")  # 2 quick
    folder = copied_gallery(
        tmp_path / "gallery", [lessons.GALLERY / f"{name}.py" for name in small]
    )
    plant(folder / "abs_diagonal_key.py")
    run = sample_run(folder, 7)
    assert run.returncode == 1, run.stdout + run.stderr
    said = section(run.stdout, "gallery sample")
    assert said == said_for(7, folder, 2, ["abs_diagonal_key"])
    assert unwrapped(said) == (  # the lines as said, each unwrapped: the diff's too
        "gallery sample: 2 of 2 quick cases, seed 7; rerun with make check "
        "K=sample_drawn SEED=7\n"
        "gallery sample: 1 of 2 lessons changed: abs_diagonal_key "
        "the diff: make check K='one_kept and (abs_diagonal_key)'"
    )
    assert re.search(r"^1 failed, 1 passed in ", run.stdout, re.M), run.stdout


@pytest.mark.slow  # make check: 30 cases judged
def test_a_planted_lesson_is_caught_when_drawn(tmp_path):
    """The whole gallery, copied; a wrong lesson planted in a case the seed draws and
    in one it does not: the drawn case alone is said to have changed, and fails."""
    seed = 8412
    folder = copied_gallery(tmp_path / "gallery", lessons.cases())
    drawn = sample.drawn(seed, folder)
    undrawn = [c for c in sample.pool(folder) if c not in drawn]
    plant(drawn[len(drawn) // 2])
    plant(undrawn[0])
    run = sample_run(folder, seed)
    assert run.returncode == 1, run.stdout + run.stderr
    said = section(run.stdout, "gallery sample")
    assert said == said_for(seed, folder, len(drawn), [drawn[len(drawn) // 2].stem])
    assert len(drawn) >= 30
    tally = f"^1 failed, {len(drawn) - 1} passed in "
    assert re.search(tally, run.stdout, re.M), run.stdout
