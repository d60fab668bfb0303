"""FORMAT=json (kata.judge.forms): whether the answers are right, in one field, and a
board's fields the board its text draws."""

import json

from kata.basics import styles
from kata.guard import shapes
from kata.judge import coach, forms
from kata.judge.words import findings
from kata.judge.answers import notes

FOUR = [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]


def told(path) -> dict:
    return json.loads(forms.as_json(coach.judge(path, costs=False, fixes=False), path))


def test_json_says_whether_the_answers_are_right_apart_from_the_house_rules(tmp_path):
    source = styles.path("bitmap").read_text()
    no_docstring = source[source.index('"""', 3) + 3 :].lstrip()
    wrong = source.replace("return 1\n", "return 2\n")
    assert wrong != source and not no_docstring.startswith('"""')
    for name, text in (("rules", no_docstring), ("wrong", wrong)):
        (tmp_path / f"{name}.py").write_text(text)
    right = told(styles.path("bitmap"))
    assert (right["schema"], right["correct"], right["status"]) == (3, True, 0)
    rules = told(tmp_path / "rules.py")
    assert (rules["correct"], rules["failed"], rules["status"]) == (True, "rules", 1)
    wrong = told(tmp_path / "wrong.py")
    assert (wrong["correct"], wrong["failed"]) == (False, "leetcode")
    assert findings.SCHEMA == 3


def test_an_off_board_queen_s_board_is_in_the_finding_as_drawn():
    off = ["..Q.", "Q...", "...Q", "....Q"]  # row 3's queen in column 4, at n = 4
    answer = FOUR + [off]
    found = notes.about_boards("mine", 4, answer, shapes.describe(answer)["facts"])
    assert found.fault == "off_board"
    assert found.boards == ((2, 0, 3, 4),)
    assert ". . . . Q" in found.said and "    . . Q ." in found.said
    as_data = json.loads(json.dumps(forms.with_text(found)))
    assert as_data["boards"] == [[2, 0, 3, 4]]


def test_a_fix_in_json_says_what_its_edit_does(tmp_path):
    """The fix of a lesson: its line, the line as written, the lines it becomes, and
    its kind, here a line added after the call (the case's kept lesson says so)."""
    case = styles.ROOT / "tests" / "gallery" / "anti_never_removed.py"
    found = json.loads(forms.as_json(coach.judge(case, costs=False), case))
    (fix,) = [f["fix"] for f in found["findings"] if f["kind"] == "fix"]
    call = "                dfs(row+1)"
    assert (fix["lines"], fix["kind"], fix["old"]) == ([19], "insert", call)
    assert fix["new"] == f"{call}\n                a[row+col] = False"
    assert set(fix) == {"lines", "old", "new", "tried", "kind"}


def test_a_line_form_names_the_first_line_then_the_others_from_templates(tmp_path):
    """FORMAT=lines: the first line the finding blames after the path, the others
    after its message; its words rendered from the catalogue in use."""
    from kata.judge.words import catalogue
    from kata.judge.words.catalogue import words

    parts = (("where", words("where", place="x.py")), ("head", words("coach.correct")))
    blamed = findings.Finding("clue", parts, n=4, lines=(5, 9, 12))
    alone = findings.Finding("clue", parts, lines=(7,))
    found = coach.Verdict("x", "leetcode", [blamed, alone], [])
    said = forms.as_lines(found, tmp_path / "x.py")
    path = forms.shown_path(tmp_path / "x.py")
    assert said == [
        f"{path}:5: n = 4: correct (also lines 9, 12)",
        f"{path}:7: correct",
    ]
    with catalogue.rendering(catalogue.other_words(catalogue.CATALOGUE)):
        assert "(also lines 9, 12)" not in forms.as_lines(found, tmp_path / "x.py")[0]
