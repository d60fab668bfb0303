"""A template of the coach's words (``kata.judge.words.catalogue`` renders it): its
text, with a `{name}` for each parameter (str.format's), the role of its words in a
lesson (a key of ``findings.ROLES``, or "any" for a phrase), the parameters it takes
that the machine measured (a time, a growth, a speed), each with the placeholder the
gallery keeps in its place, and the parameters that name lines of the file."""

from typing import Mapping, NamedTuple, Tuple

TIME = {"seconds": "<time>"}  # a time measured, kept in the gallery as <time>


class Template(NamedTuple):
    text: str  # str.format's, a {name} for each parameter
    role: str  # the role of its words in a lesson, a key of findings.ROLES
    measured: Mapping[str, str] = {}  # parameter -> the placeholder the gallery keeps
    lines: Tuple[str, ...] = ("line",)  # the parameters that name lines of the file
