"""`make animation`: redraw problems/trace.gif, bitmap's search at n = 5, frame by
frame (see ``kata.animate``)."""

from .. import animate, styles
from ..runner import StyleProcess

OUT = styles.ROOT / "problems" / "trace.gif"
N = 5


def run(args) -> int:
    out = args.out or OUT
    with StyleProcess(styles.path(styles.BASELINE), seconds=60.0) as process:
        events = process.ask("trace", n=N, steps=1000)
    frames = animate.write_gif(events, N, out)
    print(
        f"{frames} frames written to {out.relative_to(styles.ROOT) if out.is_relative_to(styles.ROOT) else out}"
    )
    return 0
