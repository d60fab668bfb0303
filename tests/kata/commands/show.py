"""`make show N=6 [STYLE=] [UNIQUE=1] [FORMAT=leetcode]`: every board for one n,
drawn by a style; UNIQUE=1 draws one board per symmetry class, with its size."""

import json
import textwrap

from ..basics import asked, styles, tables
from ..judge import verdict
from ..basics.boards import draw, plural
from ..basics.errors import KataError
from ..guard.runner import StyleProcess
from ..judge.answers import stop_notes
from ..study.written import nothing_to

HELP = "draw every board for one n (N=6 STYLE=bitmap UNIQUE=1 FORMAT=leetcode)"
OPTIONS = {
    "N": asked.Option("the n to draw", asked.n_up_to(10), required="make show N=6"),
    "STYLE": asked.Option("the style that computes them", asked.style, styles.BASELINE),
    "UNIQUE": asked.Option("1: one board per symmetry class", asked.flag, False),
    "FORMAT": asked.Option(
        "grid, or leetcode: the answer as LeetCode prints it",
        asked.one_of("grid", "leetcode"),
        "grid",
    ),
}


def check(args) -> None:
    if args.unique and args.format == "leetcode":
        raise KataError(
            "UNIQUE=1 draws one board per class; FORMAT=leetcode prints every "
            "board: ask for one of them"
        )


def boards_of(name: str, n: int):
    """(the style's boards for n, None), or (None, the note on why there are none)
    and the exit status: 2 for a method not written yet, else 1."""
    with StyleProcess(styles.path(name)) as process:
        unwritten = stop_notes.unwritten(process)
        if unwritten:
            return None, f"skipped {unwritten}", 2
        note, asked = verdict.boards_judged(process, n)
    return (None, note.said, 1) if note else (asked.reply["answer"], None, 0)


def run(args) -> int:
    boards, note, status = boards_of(args.style, args.n)
    if note:
        print(note)
        if status == 2:  # not written yet: no board to draw
            raise nothing_to("show", [args.style])
        return status
    if args.format == "leetcode":
        print(json.dumps(boards, separators=(",", ":")))
        return 0
    if args.unique:
        return show_classes(args.style, args.n, boards)
    print(
        f"n = {args.n}: {plural(len(boards), 'board')}, computed by solutions/{args.style}.py"
    )
    print_rows(boards, args.n)
    return 0


def show_classes(name: str, n: int, boards: list) -> int:
    from ..study.symmetry import classes

    found = classes(boards)
    about = (
        f"n = {n}: {plural(len(found), 'symmetry class')} (OEIS A002562) of the "
        f"{plural(len(boards), 'board')} computed by solutions/{name}.py; each board "
        "below stands for the boards it makes when turned and flipped"
    )
    print(textwrap.fill(about, tables.WIDTH))
    sizes = [size for _, size in found]
    print_rows([board for board, _ in found], n, [f"x{size}" for size in sizes])
    print(f"\n{' + '.join(map(str, sizes))} = {sum(sizes)} boards")
    return 0


def print_rows(boards: list, n: int, labels=None) -> None:
    per_line = max(1, 72 // (2 * n + 3)) if n else 1
    for start in range(0, len(boards), per_line):
        print()
        if labels:
            width = 2 * n + 2
            print(
                "    "
                + "".join(
                    l.ljust(width) for l in labels[start : start + per_line]
                ).rstrip()
            )
        print(draw(boards[start : start + per_line], most=per_line))
