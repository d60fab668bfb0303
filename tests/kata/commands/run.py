"""`make run N=4 [STYLE=bitmap] [SECONDS=10]`: what one style's file returns for one n, shown the
way LeetCode shows a test case: Input, Output (the boards drawn, and the count),
Expected, and whether they match. The boards match as a set, in any order, as
LeetCode accepts them; a board returned twice does not match."""

from typing import List, Optional, Tuple

from ..basics import asked, styles
from ..basics.boards import draw, plural
from ..basics.errors import KataError
from ..guard import runner
from ..judge.answers.stop_notes import told
from ..guard.runner import Stopped, StyleProcess
from ..judge.answers import known, count_notes, notes

HELP = "one style's answers for one n, beside the expected ones, as LeetCode shows them"
OPTIONS = {
    "N": asked.Option("the n to ask (1..9)", asked.n_up_to(9), required="make run N=4"),
    "STYLE": asked.Option("the style to run", asked.style, styles.BASELINE),
    "SECONDS": asked.Option(
        "the CPU time limit on each call", asked.positive_seconds, runner.SECONDS
    ),
}
WIDTH = 100
INDENT = "    "


def check(args) -> None:
    if args.n < 1:
        raise KataError(f"N={args.n}: LeetCode asks n = 1..9 (e.g. N=4)")


def asked_of(process: StyleProcess, method: str, n: int) -> Tuple[Optional[dict], str]:
    """(the reply to method(n), "") or (None, the one line on why there is none)."""
    try:
        return process.ask("call", method=method, n=n), ""
    except Stopped as stop:
        return None, told(stop)


def drawn(boards: list, n: int) -> List[str]:
    """The boards side by side, as many to a line as fit WIDTH columns."""
    if not boards:
        return [f"{INDENT}[] (no board)"]
    per_line = max(1, (WIDTH - len(INDENT) + 3) // (2 * n + 2))
    groups = [
        draw(boards[start : start + per_line], most=per_line, indent=INDENT)
        for start in range(0, len(boards), per_line)
    ]
    return "\n\n".join(groups).splitlines()


def boards_told(n: int, reply: Optional[dict], stopped: str) -> Tuple[List[str], str]:
    """(the Output's lines on solveNQueens, the verdict on them: "" when they match)."""
    if reply is None:
        return [f"  solveNQueens: {stopped}"], "solveNQueens gave no answer"
    wrong = notes.wrong_with(n, reply["answer"], reply["facts"])
    if wrong and (wrong.shape or wrong.shared):
        said = wrong.shape or "".join(words for _, words in wrong.shared)
        return [
            f"  solveNQueens: {said}"
        ], "solveNQueens's answer is not as LeetCode reads it"
    boards = reply["answer"]
    lines = [f"  solveNQueens: {plural(len(boards), 'board')}", *drawn(boards, n)]
    if not wrong:
        return lines, ""
    differ = [f"{plural(len(wrong.missing), 'board')} missing"] * bool(wrong.missing)
    differ += [f"{len(wrong.extra)} extra"] * bool(wrong.extra)
    differ += [f"{plural(len(wrong.repeated), 'board')} twice"] * bool(wrong.repeated)
    return lines, f"solveNQueens's boards differ: {', '.join(differ)}"


def count_told(n: int, reply: Optional[dict], stopped: str) -> Tuple[List[str], str]:
    """(the Output's line on totalNQueens, the verdict on it: "" when it matches)."""
    if reply is None:
        return [f"  totalNQueens: {stopped}"], "totalNQueens gave no answer"
    count = reply["answer"]
    line = [f"  totalNQueens: {count}"]
    if count_notes.about_count("", n, count, reply["facts"]) is None:
        return line, ""
    return line, f"totalNQueens returned {count}, not {known.known_count(n)}"


def expected(n: int) -> List[str]:
    boards = [list(board) for board in sorted(known.reference_boards(n))]
    return [
        f"  solveNQueens: {plural(len(boards), 'board')}, in any order",
        *drawn(boards, n),
        f"  totalNQueens: {known.known_count(n)} (OEIS A000170)",
    ]


def run(args) -> int:
    with StyleProcess(styles.path(args.style), seconds=args.seconds) as process:
        boards, count = (asked_of(process, m, args.n) for m in styles.METHODS)
    board_lines, boards_wrong = boards_told(args.n, *boards)
    count_lines, count_wrong = count_told(args.n, *count)
    print(f"Input: n = {args.n} (solutions/{args.style}.py)")
    print("\n".join(["Output:", *board_lines, *count_lines]))
    print("\n".join(["Expected:", *expected(args.n)]))
    wrong = [said for said in (boards_wrong, count_wrong) if said]
    print(f"Wrong Answer: {'; '.join(wrong)}" if wrong else "Accepted: both match")
    return 1 if wrong else 0
