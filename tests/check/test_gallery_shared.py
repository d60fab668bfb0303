"""Each gallery case judged once a run (kata.gallery.shared): a verdict kept in the
run's folder is taken again, and never where the case's bytes, the limits asked or
the kata's own code differ; with no folder, every ask is judged."""

from kata.gallery import shared
from kata.judge import coach


def counted(calls: list):
    """A judge that counts its calls, each verdict named by its call."""

    def judge() -> coach.Verdict:
        calls.append(len(calls) + 1)
        return coach.Verdict(f"call {len(calls)}", "", [], [])

    return judge


def test_a_case_is_judged_once_and_anew_when_what_decides_it_changes(
    tmp_path, monkeypatch
):
    monkeypatch.setenv(shared.FOLDER, str(tmp_path / "verdicts"))
    case = tmp_path / "case.py"
    case.write_text("class Solution:\n    pass\n")
    calls = []
    judge = counted(calls)
    first = shared.verdict(case, judge, {"seconds": 1.0})
    assert shared.verdict(case, judge, {"seconds": 1.0}) == first
    assert calls == [1] and first.name == "call 1"
    assert shared.verdict(case, judge, {"seconds": 2.0}).name == "call 2"
    case.write_text("class Solution:\n    pass  # changed\n")
    assert shared.verdict(case, judge, {"seconds": 1.0}).name == "call 3"
    monkeypatch.setattr(shared, "kata_version", lambda: "the kata, changed")
    assert shared.verdict(case, judge, {"seconds": 1.0}).name == "call 4"
    assert calls == [1, 2, 3, 4]


def test_a_kept_verdict_that_cannot_be_read_is_judged_again(tmp_path, monkeypatch):
    monkeypatch.setenv(shared.FOLDER, str(tmp_path))
    case = tmp_path / "case.py"
    case.write_text("pass\n")
    calls = []
    shared.verdict(case, counted(calls), {})
    for kept in tmp_path.glob("*.verdict"):
        kept.write_bytes(b"not a verdict")
    assert shared.verdict(case, counted(calls), {}).name == "call 2"


def test_with_no_folder_every_ask_is_judged(tmp_path, monkeypatch):
    monkeypatch.delenv(shared.FOLDER, raising=False)
    case = tmp_path / "case.py"
    case.write_text("pass\n")
    calls = []
    for _ in range(2):
        shared.verdict(case, counted(calls), {})
    assert calls == [1, 2] and not list(tmp_path.glob("*.verdict"))


def test_what_else_a_case_gives_is_worked_out_once_and_never_said_as_a_verdict(
    tmp_path, monkeypatch
):
    """`computed` keeps what it works out as a verdict is kept; a value of another
    kind under a verdict's key is no verdict, and the case is judged."""
    monkeypatch.setenv(shared.FOLDER, str(tmp_path / "kept"))
    case = tmp_path / "case.py"
    case.write_text("pass\n")
    worked = []

    def proposed() -> tuple:
        worked.append(len(worked) + 1)
        return ("proposed", len(worked))

    assert shared.computed(case, proposed, {"what": "proposed"}, tuple) == (
        "proposed",
        1,
    )
    assert shared.computed(case, proposed, {"what": "proposed"}, tuple)[1] == 1
    assert worked == [1]
    calls = []
    assert shared.verdict(case, counted(calls), {"what": "proposed"}).name == "call 1"
