"""`make animation`: redraw problems/trace.gif, bitmap's search at n = 5, frame by
frame (see ``kata.study.animate``)."""

from ..study import animate
from ..basics import asked, styles
from ..guard.runner import StyleProcess

OUT = styles.ROOT / "problems" / "trace.gif"
N = 5
HELP = f"redraw problems/trace.gif: {styles.BASELINE}'s search at n = {N}"
OPTIONS = {"OUT": asked.Option("where the picture goes", asked.picture(".gif"), OUT)}


def run(args) -> int:
    out = args.out
    with StyleProcess(styles.path(styles.BASELINE), seconds=60.0) as process:
        events = process.ask("trace", n=N, steps=1000)
    frames = animate.write_gif(events, N, out)
    print(
        f"{frames} frames written to {out.relative_to(styles.ROOT) if out.is_relative_to(styles.ROOT) else out}"
    )
    return 0
