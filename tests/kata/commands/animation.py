"""`make animation`: bitmap's search at n = 5, frame by frame, drawn to
.pages/trace.gif (git-ignored; see ``kata.study.animate``). The README's copy,
problems/trace.gif, is redrawn only by `make figures`."""

from ..basics import asked, styles
from ..practice import places
from ..study import animate

OUT = styles.ROOT / ".pages" / "trace.gif"
HELP = f"{styles.BASELINE}'s search at n = {animate.N}, drawn: .pages/trace.gif"
OPTIONS = {"OUT": asked.Option("where the picture goes", asked.picture(".gif"), OUT)}


def run(args) -> int:
    args.out.parent.mkdir(parents=True, exist_ok=True)
    frames = animate.baseline_gif(args.out)
    print(f"{frames} frames written to {places.shown(args.out)}")
    return 0
