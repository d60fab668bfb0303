"""The coach's words come from templates (kata.judge.words): each finding's parts are
a template's key and its parameters, and nothing the coach decides reads the words
back. A gallery case judged with every template replaced by other words must be
judged alike in everything but its words: the verdict, its findings' kinds, fields,
parts (roles, keys, parameters), the summary's parts, `make hint`'s layers, the
quick sample's choice and the exit status. A reader-back planted in the coach is
caught so."""

import pytest

from kata.gallery import lessons as gallery, sample as gallery_sample
from kata.judge import coach
from kata.judge.words import catalogue, findings
from kata.judge.words.catalogue import rendering, words
from kata.judge.words.sentences import CATALOGUE
from kata.practice import layers

# Every 8th case of the gallery that does not wait for a limit: a share of every kind.
SHARE = [case for case in gallery.cases() if gallery_sample.quick(case)][::8]
FEW = ["abs_diagonal_key", "one_board_appended", "unwritten_template"]


def test_every_template_is_well_formed():
    for key, template in CATALOGUE.items():
        names = list(catalogue.params_of(template.text))
        assert template.role in findings.ROLES or template.role == "any", key
        assert set(template.measured) <= set(names), key
        assert all(name.isidentifier() for name in names), key


def test_words_render_from_the_catalogue_in_use_and_mask_what_was_measured():
    told = words("where.n", file="mine.py", n=4)
    assert catalogue.render(told) == "mine.py, n = 4: "
    nothing = words("nothing")
    slow = words("pace.endless", method="m", seconds="2 s", at=nothing, limits="")
    assert "2 s" in catalogue.render(slow)
    with rendering(masked=True):
        assert "2 s" not in catalogue.render(slow)
        assert CATALOGUE["pace.endless"].measured["seconds"] in catalogue.render(slow)
    with rendering(catalogue.other_words(CATALOGUE)):
        assert catalogue.render(told) == "<where.n> mine.py 4</>"


def decisions(found: coach.Verdict) -> tuple:
    """Everything the coach decided of a file, its words left out: rendered text
    enters only through a reader-back (a part's parameters included)."""
    judged = [
        (*fields(finding), finding.parts) for finding in found.findings + found.rules
    ]
    return (
        found.failed,
        found.status,
        found.passed,
        judged,
        found.summary_parts(),
        layers.layers(found),
        gallery_sample.waits(found),
    )


def fields(finding: findings.Finding) -> tuple:
    data = finding.to_json()
    del data["parts"]
    return tuple(sorted((name, repr(value)) for name, value in data.items()))


def in_other_words(case) -> tuple:
    """The case judged, and what was decided, all with every template's words
    replaced by others."""
    with rendering(catalogue.other_words(CATALOGUE)):
        found = gallery.judged_anew(case)  # not the run's shared verdict
        return found, decisions(found)


def same_decisions(case) -> bool:
    return decisions(gallery.judged(case)) == in_other_words(case)[1]


@pytest.mark.parametrize("name", FEW)
def test_nothing_decided_reads_the_words_back(name):
    case = gallery.GALLERY / f"{name}.py"
    other, _ = in_other_words(case)
    with rendering(catalogue.other_words(CATALOGUE)):
        said = "\n".join(other.lines)
    assert "</>" in said and "Fix this first" not in said  # the words were others
    assert same_decisions(case)


@pytest.mark.slow  # make check: a share of the gallery, each case judged twice
@pytest.mark.parametrize("case", SHARE, ids=[case.stem for case in SHARE])
def test_nothing_decided_reads_the_words_back_over_the_gallery(case):
    assert same_decisions(case)


def test_a_planted_reader_back_is_caught(monkeypatch):
    """An exit status read off the lesson's words: judged alike in its own words, it
    is caught once the words are others."""
    read_back = property(
        lambda found: int(any("Fix this first" in f.said for f in found.findings))
    )
    monkeypatch.setattr(coach.Verdict, "status", read_back)
    case = gallery.GALLERY / "abs_diagonal_key.py"
    assert gallery.judged(case).status == 1
    assert not same_decisions(case)
