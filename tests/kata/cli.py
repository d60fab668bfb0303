"""The entry point behind the make targets, built from the commands' own declarations.

Each module in ``commands/`` is one command: its ``HELP`` line, its ``OPTIONS`` (make
variable -> ``asked.Option``), an optional ``check(args)`` for rules across options,
and ``run(args) -> int``. This module reads what was asked, has ``asked`` check each
value, refuses a variable the command does not take, and calls ``run``.

Run through make (`make compare N=4-10 STYLES="sets bitmap"`), or as the `kata`
command the set-up installs into .venv: `kata compare --n 4-10 --styles "sets
bitmap"`, `kata test my_idea` (a command that takes STYLE= takes it as a word too),
`kata COMMAND --help`. A mistake in what is asked gets one line on stderr and exit
status 2; a wrong answer, exit status 1.
"""

import argparse
import importlib
import keyword
import os
import pkgutil
import sys
import traceback
from pathlib import Path
from types import ModuleType
from typing import Dict, List

from . import commands
from .basics import asked, styles
from .basics.errors import KataError


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is a KataError: one line, no usage dump."""

    def error(self, message):
        raise KataError(message)


def command_names() -> List[str]:
    """Every command's name: the modules of ``commands/``, none of them imported."""
    return sorted(module.name for module in pkgutil.iter_modules(commands.__path__))


def command_modules(names=None) -> Dict[str, ModuleType]:
    """The commands named (every command by default), by name, each imported."""
    loaded = {
        name: importlib.import_module(f"kata.commands.{name}")
        for name in (command_names() if names is None else names)
    }
    return {name: module for name, module in loaded.items() if hasattr(module, "run")}


def asked_for(argv: List[str]) -> Dict[str, ModuleType]:
    """The command a run asks for, alone: one command imports only its own modules.
    Help, and a word that is no command, need every command's declarations."""
    words = [word for word in argv if not word.startswith("-")]
    if argv != ["help"] and words and words[0] in command_names():
        return command_modules([words[0]])
    return command_modules()


def attribute(variable: str) -> str:
    """N -> n, FROM -> from_: the name a variable's value has on args."""
    name = variable.lower()
    return f"{name}_" if keyword.iskeyword(name) else name


POSITIONAL = "STYLE"  # the variable a command also takes as a word: kata test sets


def parser(modules: Dict[str, ModuleType]) -> Parser:
    top = Parser(prog="kata", description=__doc__.splitlines()[0])
    subparsers = top.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=Parser
    )
    for name, module in modules.items():
        sub = subparsers.add_parser(
            name, help=module.HELP, description=module.HELP, allow_abbrev=False
        )
        if POSITIONAL in module.OPTIONS:
            sub.add_argument("word", nargs="?", metavar=POSITIONAL.lower())
        for variable, option in module.OPTIONS.items():
            default = "" if option.default is None else f" (default: {option.default})"
            sub.add_argument(
                f"--{variable.lower()}",
                dest=variable,
                metavar=variable,
                help=option.help + default,
            )
    return top


def with_word(found: argparse.Namespace) -> argparse.Namespace:
    """`kata test sets` as `kata test --style sets`; both at once is a mistake."""
    word = getattr(found, "word", None)
    if word is not None:
        if getattr(found, POSITIONAL) is not None:
            raise KataError(f"give the {POSITIONAL.lower()} once: {word!r} or --style")
        setattr(found, POSITIONAL, word)
    return found


def unknown(command: str, module: ModuleType, extra: List[str]) -> KataError:
    """The error for what a command does not take, naming it and what it does take."""
    names = sorted(
        {
            word.split("=")[0].lstrip("-").upper()
            for word in extra
            if word.startswith("--")
        }
    )
    if not names:
        return KataError(f"make {command} does not understand {' '.join(extra)!r}")
    takes = ", ".join(f"{name}=" for name in module.OPTIONS) or "no variables"
    given = " or ".join(f"{name}=" for name in names)
    return KataError(f"make {command} takes no {given} (it takes {takes})")


def checked(argv: List[str], modules: Dict[str, ModuleType]) -> argparse.Namespace:
    """The command's arguments, every value checked, or a KataError."""
    found, extra = parser(modules).parse_known_args(argv)
    found = with_word(found)
    if found.command is None:
        raise KataError(f"name a command: {', '.join(modules)}")
    module = modules[found.command]
    if extra:
        raise unknown(found.command, module, extra)
    given = {variable: getattr(found, variable) for variable in module.OPTIONS}
    values = asked.given(module.OPTIONS, given)
    args = argparse.Namespace(
        command=found.command, **{attribute(v): value for v, value in values.items()}
    )
    if hasattr(module, "check"):
        module.check(args)
    if "STYLES" in module.OPTIONS and given.get("STYLES") is None:
        for line in styles.misnamed():  # every style asked: say which are skipped
            print(line, file=sys.stderr)
    return args


def help_lines(modules: Dict[str, ModuleType]) -> List[str]:
    """`make help` (or `make`): every command, one line each, from its own HELP."""
    listed = {"help": "list the targets"}
    listed.update((name, module.HELP) for name, module in modules.items())
    del listed["coach"]  # reached as make test STYLE=
    return [f"  make {name:<10} {text}" for name, text in sorted(listed.items())]


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        modules = asked_for(argv)
        if argv == ["help"]:
            print("\n".join(help_lines(modules)))
            return 0
        args = checked(argv, modules)
        return modules[args.command].run(args)
    except KataError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader (say `| head`) has seen enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as error:  # the kata's own fault: one line, with where it is
        print(f"error: the kata failed: {own_fault(error)}", file=sys.stderr)
        return 3


def own_fault(error: Exception) -> str:
    """'NameError: name 're' is not defined (kata/judge/explain.py, line 39)'."""
    frame = traceback.extract_tb(error.__traceback__)[-1]
    where = os.path.relpath(frame.filename, Path(__file__).parents[1])
    return f"{type(error).__name__}: {error} ({where}, line {frame.lineno})"
