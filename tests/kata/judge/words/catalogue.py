"""The machinery of the coach's words: a sentence is a key of the catalogue and its
parameters (``Words``), rendered from its template (``kata.judge.words.template``)
where the words are said, never before; the templates are in
``kata.judge.words.sentences``.

A parameter is a str, an int, or Words, rendered in turn (a phrase inside a
sentence). Rendering asks the catalogue in use (``rendering``), so a test can render
every lesson from other templates and see that nothing decided changes: nothing
reads the words back."""

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Dict, Iterator, List, Mapping, NamedTuple, Tuple

from .sentences import CATALOGUE
from .template import Template


class Words(NamedTuple):
    """A sentence or a phrase, as data: its template's key and its parameters, by
    name, in order."""

    key: str
    params: Tuple[Tuple[str, object], ...] = ()

    def param(self, name: str, default=None):
        return dict(self.params).get(name, default)

    def to_json(self) -> dict:
        return {"key": self.key, "params": {n: as_json(v) for n, v in self.params}}


def words(key: str, **params) -> Words:
    """Words of the template `key` with these parameters."""
    return Words(key, tuple(params.items()))


def as_json(value):
    return value.to_json() if isinstance(value, Words) else value


class Rendering(NamedTuple):
    """How words are rendered: from which catalogue, and whether a measured
    parameter is said as its placeholder (as the gallery keeps it)."""

    catalogue: Mapping[str, Template]
    masked: bool = False


CURRENT: ContextVar = ContextVar("rendering")  # set only inside `rendering(...)`


def in_use() -> Rendering:
    return CURRENT.get(Rendering(CATALOGUE))


@contextmanager
def rendering(catalogue: Mapping[str, Template] = None, masked: bool = False):
    """Within the block, words render from `catalogue` (the one in use where None),
    each measured parameter as its placeholder where `masked`."""
    token = CURRENT.set(Rendering(catalogue or in_use().catalogue, masked))
    try:
        yield
    finally:
        CURRENT.reset(token)


def render(said: Words) -> str:
    """The words as text, from the catalogue in use."""
    how = in_use()
    template = how.catalogue[said.key]
    values = {}
    for name, value in said.params:
        if how.masked and name in template.measured:
            values[name] = template.measured[name]
        elif isinstance(value, Words):
            values[name] = render(value)
        else:
            values[name] = value
    return template.text.format(**values)


def lines_named(said: Words) -> List[int]:
    """The lines of the file the words name, by their parameters typed as lines
    (a line, or lines listed "3, 9"), phrases within them too, each once."""
    template = in_use().catalogue[said.key]
    found = []
    for name, value in said.params:
        if isinstance(value, Words):
            found += lines_named(value)
        elif name in template.lines and str(value):
            found += [int(number) for number in str(value).split(", ")]
    return list(dict.fromkeys(found))


def params_of(text: str) -> Iterator[str]:
    """The names of a template's parameters, each once, in order."""
    import string

    seen = []
    for _, name, spec, _ in string.Formatter().parse(text):
        if name is not None and name not in seen:
            seen.append(name)
            yield name


def other_words(catalogue: Mapping[str, Template]) -> Dict[str, Template]:
    """The catalogue with every template's text replaced by other words, its
    parameters kept: to render with, and see that nothing decided changes."""
    return {
        key: template._replace(
            text=f"<{key}>"
            + "".join(f" {{{name}}}" for name in params_of(template.text))
            + "</>"
        )
        for key, template in catalogue.items()
    }


def series(items, between: str = "list.more") -> Words:
    """Phrases said one after the other, with ", " between them (`between`: the
    template that says the next, "list.semi" for "; ")."""
    first, *rest = items
    more = words("nothing")
    for item in reversed(rest):
        more = words(between, item=item, rest=more)
    return words("list", first=first, rest=more)
