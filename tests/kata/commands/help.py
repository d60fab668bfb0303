"""`make help` (or `make`): every command, one line each, from the commands' own
declarations."""

from .. import cli

HELP = "list the targets"
OPTIONS = {}


def run(args) -> int:
    for name, module in cli.command_modules().items():
        if name != "coach":  # reached as make test STYLE=
            print(f"  make {name:<10} {module.HELP}")
    return 0
