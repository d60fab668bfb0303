"""`make trace N=4 [STYLE=bitmap] [STEPS=200]`: replay one style's search, step by
step: each queen placed, the next row's squares as the rules see them (attacked and
why, or free), each free square the code skipped and each attacked one it let
through, each backtrack, each solution (see ``kata.study.trace``)."""

from ..basics import asked, styles
from ..study import trace
from ..watch import events
from ..guard.runner import Stopped, StyleProcess
from ..judge.answers.stop_notes import told

HELP = "replay one style's search step by step (N=4 STYLE=bitmap STEPS=200)"
OPTIONS = {
    "N": asked.Option(
        "the n to replay", asked.n_up_to(8), required="make trace N=4 STYLE=bitmap"
    ),
    "STYLE": asked.Option("the style to replay", asked.style, styles.BASELINE),
    "STEPS": asked.Option(
        "show at most this many steps (a queen placed or taken back)",
        asked.at_least(1),
        events.DEFAULT_STEPS,
    ),
}


def run(args) -> int:
    with StyleProcess(styles.path(args.style), seconds=60.0) as process:
        try:
            events = process.ask("trace", n=args.n, steps=args.steps)
        except Stopped as stop:
            print(told(stop))
            return 1
    print(trace.as_text(events, args.n, trace.uses_bits(events)))
    return 0
