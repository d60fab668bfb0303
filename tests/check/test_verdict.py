"""kata.judge.verdict, the conductor of one n: each method is asked once for all that its
reading needs, and what came back is read without asking the file again."""

from kata.basics import styles
from kata.gallery.lessons import GALLERY
from kata.guard.runner import StyleProcess
from kata.judge import verdict


def requests(monkeypatch) -> list:
    """Every request made of a style from here on, as (job, n, watch), in order."""
    made = []
    ask = StyleProcess.ask

    def counted(self, job, n=None, seconds=None, **request):
        made.append((job, n, request.get("watch")))
        return ask(self, job, n, seconds, **request)

    monkeypatch.setattr(StyleProcess, "ask", counted)
    return made


def test_right_boards_are_asked_for_once(monkeypatch):
    made = requests(monkeypatch)
    with StyleProcess(styles.path("sets")) as process:
        assert verdict.boards_note(process, 6) is None
    assert made == [("call", 6, True)]


def test_wrong_boards_are_asked_for_once_then_replayed_and_read(monkeypatch):
    # abs(r - c) as the diagonal's key: at n = 4 the search skips (2, 0) on its way
    # to the missing board (1, 3, 0, 2), found by the replay, asked before any reading
    made = requests(monkeypatch)
    with StyleProcess(GALLERY / "abs_diagonal_key.py") as process:
        note = verdict.boards_note(process, 4)
    assert made == [("call", 4, True), ("trace", 4, None)]
    assert note.step == "skipped" and note.square == (2, 0)
    assert (1, 3, 0, 2) in note.boards


def test_a_shared_instance_is_neither_watched_nor_replayed(monkeypatch):
    made = requests(monkeypatch)
    with StyleProcess(GALLERY / "abs_diagonal_key.py") as process:
        note = verdict.boards_note(process, 4, "shared")
    assert made == [("call", 4, False)]
    assert note.kind == "boards" and note.square is None
