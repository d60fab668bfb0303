"""A fresh sample of the lesson gallery, judged from tests/gallery/ (never from
solutions/): each case's lesson must be the one kept for it.

`make check` draws the sample by a seed it says (`--gallery-sample SEED`; see
kata.gallery.sample), in a section of its own (tests/conftest.py), beside the
whole gallery (test_gallery.py): `make check K=sample_drawn` is a quick look at 30
cases, and SEED= draws a run's sample again. `make test` judges the learner's files
alone.
"""

import pytest

from kata.gallery import lessons, sample


def pytest_generate_tests(metafunc):
    seed = metafunc.config.getoption("gallery_sample")
    if seed is None:
        reason = f"no sample drawn: give {sample.OPTION} SEED"
        metafunc.parametrize(
            "case", [pytest.param(None, marks=pytest.mark.skip(reason))]
        )
        return
    drawn = sample.drawn(seed, metafunc.config.getoption("gallery_folder"))
    metafunc.parametrize("case", drawn, ids=[case.stem for case in drawn])


def test_lesson_is_the_one_kept(case):
    difference = lessons.changed(case)
    if difference:
        pytest.fail(difference, pytrace=False)
