"""The entry point behind the make targets: read what was asked, check it (in
``asked``), and hand it to the command's module in ``commands/``.

Run through make (`make compare N=4-10 STYLES="sets bitmap"`), or as
`PYTHONPATH=tests .venv/bin/python -m kata COMMAND --help`. A mistake in what is
asked gets one line on stderr and exit status 2; a wrong answer, exit status 1.
"""

import argparse
import importlib
import os
import sys

from . import asked, styles
from .errors import KataError

COMMANDS = {
    "compare": "every style side by side, timed and checked, with the work counted",
    "bench": f"every style's speed as a multiple of {styles.BASELINE}'s, with the references",
    "chart": "the compare timings as a PNG, time against n",
    "show": "draw every board for one n",
    "diff": "two styles side by side",
    "new": "start a style of your own",
    "coach": "judge one file the way a teacher would (make test STYLE=)",
    "work": "the work each style does, counted: the same on every run",
    "trace": "replay one style's search step by step",
    "animation": "draw the trace of bitmap at n = 5 as a GIF",
}
OPTIONS = {  # option -> (help, commands that take it)
    "--styles": (
        "style names, separated by spaces or commas",
        "compare bench chart work",
    ),
    "--n": (
        "n, or for timing the last n or first-last",
        "compare chart show work trace",
    ),
    "--style": ("one style's name", "show new coach trace"),
    "--cap": (
        "skip larger n once a call would take over this many seconds",
        "compare bench chart",
    ),
    "--a": ("the left style", "diff"),
    "--b": ("the right style", "diff"),
    "--from": ("the style whose idea the new file starts from", "new"),
    "--unique": ("1: one board per symmetry class", "show"),
    "--format": ("'leetcode': the answer as LeetCode prints it", "show"),
    "--steps": ("show at most this many steps", "trace"),
    "--rounds": ("interleaved rounds per case", "bench"),
    "--path": ("a file to judge, anywhere", "coach"),
    "--seconds": ("the time limit per call (10)", "coach compare"),
    "--out": ("where the picture goes", "chart animation"),
}


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is a KataError: one line, no usage dump."""

    def error(self, message):
        raise KataError(message)


def parser() -> Parser:
    top = Parser(prog="python -m kata", description=__doc__.splitlines()[0])
    commands = top.add_subparsers(dest="command", required=True, parser_class=Parser)
    for command, help in COMMANDS.items():
        sub = commands.add_parser(command, help=help)
        for option, (text, users) in OPTIONS.items():
            if command in users.split():
                sub.add_argument(option, help=text)
    return top


def main(argv=None) -> int:
    try:
        args = asked.checked(parser().parse_args(argv))
        return importlib.import_module(f"kata.commands.{args.command}").run(args)
    except KataError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader (say `| head`) has seen enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
