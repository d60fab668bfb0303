"""constellations.py against what lies outside the styles, counting at n = 13..15:
the fastest public Python peer (a copy kept outside the repository, given to
`make bench` as PEER=; no code of it is here), the frozen references of
tests/reference/ and a plain bitmap in C (`native`), all in the same rounds.

Each round times every entrant once, in an order that rotates from round to round,
so a slow spell of the shared machine falls on all alike; a ratio is an entrant's
CPU time over constellations' in the same round, and a cell is the median of the
rounds' ratios, with the least and the most. Every answer is checked first. An
entrant whose call would take over CAP seconds (its time at the n before, times
its growth per n) is not timed there.
"""

import statistics
import sys
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional

from ..basics import tables
from ..basics.boards import plural
from ..guard.runner import Stopped, StyleProcess
from ..judge.answers.stop_notes import told
from ..judge import verdict
from ..judge.answers.known import known_count
from . import native
from .report import duration

NS = (13, 14, 15)
HELD = "constellations"  # the style every ratio is over
CAP = 60.0  # seconds per call past which an entrant is not timed
GROWTH = 7.0  # a call's growth per n, guessed until two n are timed


class StyleEntrant:
    """A Python file with class Solution, run in a guarded process of its own."""

    def __init__(self, process: StyleProcess):
        self.process = process

    def check(self, n: int, expected: float) -> Optional[str]:
        seconds = max(self.process.seconds, 4 * expected)
        note = verdict.count_note(self.process, n, seconds=seconds)
        return note.said if note else None

    def seconds(self, n: int, expected: float) -> float:
        limit = max(CAP, 4 * expected) + 5
        return self.process.ask(
            "time", method="totalNQueens", ns=[n], number=1, seconds=limit
        )


class NativeEntrant:
    """The C bitmap, a process per call."""

    def __init__(self, built: native.CBitmap):
        self.built = built

    def check(self, n: int, expected: float) -> Optional[str]:
        said, _ = self.built.run(n)
        if said != known_count(n):
            return f"{native.NAME}: {said} at n = {n}, not {known_count(n)}"
        return None

    def seconds(self, n: int, expected: float) -> float:
        return self.built.run(n)[1]


@dataclass
class Race:
    """Each n's rounds ({name: CPU seconds} each), and why an entrant is missing."""

    rounds: Dict[int, List[Dict[str, float]]] = field(default_factory=dict)
    missing: Dict[str, str] = field(default_factory=dict)

    def median(self, name: str, n: int) -> Optional[float]:
        times = [got[name] for got in self.rounds.get(n, []) if name in got]
        return statistics.median(times) if times else None

    def ratios(self, name: str, n: int) -> List[float]:
        return [
            got[name] / got[HELD]
            for got in self.rounds.get(n, [])
            if name in got and HELD in got
        ]


def expected(race: Race, name: str, n: int) -> float:
    """A guess at the entrant's time at n, from the n before (0 with none)."""
    last, before = race.median(name, n - 1), race.median(name, n - 2)
    if last is None:
        return 0.0
    return last * (last / before if before else GROWTH)


def run_rounds(entrants: dict, ns, rounds: int, said=lambda text: None) -> Race:
    """Check, then time, every entrant at each n in `rounds` interleaved rounds."""
    race = Race()
    for n in ns:
        guesses = entered(race, entrants, n)
        race.rounds[n] = []
        for done in range(rounds):
            said(f"versus n = {n}: round {done + 1} of {rounds}")
            race.rounds[n].append(one_round(race, entrants, guesses, n, done))
    return race


def entered(race: Race, entrants: dict, n: int) -> Dict[str, float]:
    """The entrants to time at n, each with its guessed time; why not, for the
    others (a call past the cap, a wrong answer)."""
    guesses = {}
    for name, entrant in entrants.items():
        if name in race.missing:
            continue
        guess = expected(race, name, n)
        note = f"a call would take over {CAP:g} s" if guess > CAP else None
        note = note or attempt(entrant.check, n, guess)
        if note:
            race.missing[name] = f"not timed from n = {n}: {note}"
            continue
        guesses[name] = guess
    return guesses


def one_round(race: Race, entrants: dict, guesses: dict, n: int, shift: int) -> dict:
    """Each entrant timed once, the order shifted by `shift`: {name: CPU seconds}.
    One that fails leaves the race, with its line."""
    names = list(guesses)
    shift %= max(len(names), 1)
    got = {}
    for name in names[shift:] + names[:shift]:
        spent = attempt(entrants[name].seconds, n, guesses[name])
        if isinstance(spent, str):
            race.missing[name] = f"not timed from n = {n}: {spent}"
            guesses.pop(name)
            continue
        got[name] = spent
    return got


def attempt(call, n: int, guess: float):
    """What call(n, guess) returns, or the one line on why it failed."""
    try:
        return call(n, guess)
    except Stopped as stop:
        return told(stop)
    except (RuntimeError, OSError) as error:
        return str(error)


def cell(race: Race, name: str, n: int) -> str:
    median = race.median(name, n)
    if median is None:
        return "not timed"
    if name == HELD:
        return duration(median)
    ratios = race.ratios(name, n)
    middle = statistics.median(ratios)
    return f"{duration(median)} {middle:.2f}x ({min(ratios):.2f}-{max(ratios):.2f})"


def table(race: Race, names: List[str], rounds: int) -> str:
    """The ratios, a row per entrant, a column per n; the notes on what is missing."""
    ns = list(race.rounds)
    heads = [["entrant"] + [f"n = {n}" for n in ns]]
    body = [[name] + [cell(race, name, n) for n in ns] for name in names]
    about = (
        f"versus, counts n = {ns[0]}..{ns[-1]}: median CPU time per call, and each "
        f"one's time over {HELD}' in the same round (above 1: {HELD} is faster; "
        f"the median of {plural(rounds, 'interleaved round')}, with the least and the "
        "most)"
    )
    lines = [tables.wrapped(about), tables.fit(heads, body)]
    for name in names:
        faster = [
            f"{1 / statistics.median(race.ratios(name, n)):.1f}x its time at n = {n}"
            for n in ns
            if race.ratios(name, n) and statistics.median(race.ratios(name, n)) < 1
        ]
        if faster:
            said = f"{name} is faster: {HELD} takes {', '.join(faster)}"
            lines.append(tables.wrapped(said))
    lines += [tables.wrapped(f"{name}: {why}") for name, why in race.missing.items()]
    return "\n".join(lines)


def versus(files: Dict[str, Path], peer: Optional[Path], rounds: int, ns=NS) -> str:
    """The race of constellations (files[HELD]), the other files, the peer where
    given, and the C bitmap where gcc is found; the table that reports it."""
    entries = dict(files)
    if peer is not None:
        entries[f"peer ({peer.name})"] = peer
    notes = (
        [] if peer else ["peer: not timed (give PEER= a copy of it; none is kept here)"]
    )
    with ExitStack() as stack:
        entrants = {
            name: StyleEntrant(stack.enter_context(StyleProcess(path)))
            for name, path in entries.items()
        }
        built = stack.enter_context(native.c_bitmap())
        if isinstance(built, str):
            notes.append(built)
        else:
            entrants[native.NAME] = NativeEntrant(built)
        said = lambda text: print(f"  {text}", file=sys.stderr, flush=True)
        race = run_rounds(entrants, ns, rounds, said)
    text = table(race, list(entrants), rounds)
    return "\n".join([text] + [tables.wrapped(note) for note in notes])
