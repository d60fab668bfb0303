"""kata.judge.verdict, the conductor of one n: each method is asked once for all that its
reading needs, and what came back is read without asking the file again."""

from pytest_cases import parametrize

from kata.basics import styles
from kata.basics.boards import every_solution
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


FOUR = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]  # by hand


@parametrize(
    "boards, right",
    [
        (FOUR, True),
        (FOUR[::-1], True),  # in any order
        ([FOUR[0], FOUR[0]], False),  # one twice, the other missing
        (FOUR[:1], False),
        ([FOUR[0], ["Q...", ".Q..", "..Q.", "...Q"]], False),  # not a solution
        ([FOUR[0], [list(row) for row in FOUR[1]]], False),  # rows not strings
        (None, False),
        ([3, "Q"], False),
        ([{"Q"}, [["Q"]]], False),
    ],
)
def test_every_solution_is_told_of_any_value_without_raising(boards, right):
    # the worker asks it of whatever a style returned, to watch wrong boards
    assert every_solution(4, boards, 2) is right
