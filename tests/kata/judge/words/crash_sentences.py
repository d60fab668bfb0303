"""The sentences of a crash's key or index, from the run (``judge.answers.crash_notes``,
reading ``watch.crash_keys``): what the object held, and each write of the key since
it last came in, by key (``kata.judge.words.sentences`` gathers every room's)."""

from .template import Template

SENTENCES = {
    # A KeyError: the writes of the key since it last came in.
    "crash.gone": Template(
        "`{held}` held no key {asked} (`{code}`) when line {line} {did}{at}: it was "
        "{writes}",
        "decided",
    ),
    # A KeyError where the run showed no write that put the key in: what it held.
    "crash.held": Template(
        "`{held}` held no key {asked} (`{code}`) when line {line} {did}{at}: it held "
        "{keys}",
        "decided",
    ),
    "crash.held_more": Template(
        "`{held}` held no key {asked} (`{code}`) when line {line} {did}{at}: it held "
        "{keys} and {more} more",
        "decided",
    ),
    "crash.held_none": Template(
        "`{held}` held no key {asked} (`{code}`) when line {line} {did}{at}: it was "
        "empty",
        "decided",
    ),
    "crash.did.remove": Template("took it out", "any", lines=()),
    "crash.did.del": Template("deleted it", "any", lines=()),
    "crash.did.read": Template("read it", "any", lines=()),
    "crash.did.set": Template("read it", "any", lines=()),
    "crash.did.add": Template("read it", "any", lines=()),
    "crash.write.add": Template("put in on line {line}{through}{at}", "any"),
    "crash.write.set": Template("set on line {line}{through}{at}", "any"),
    "crash.write.add_again": Template(
        "put in again on line {line}{through}{at}, where it already was: a {kind} "
        "holds each key once",
        "any",
    ),
    "crash.write.set_again": Template(
        "set again on line {line}{through}{at}, where it already was: a {kind} holds "
        "each key once",
        "any",
    ),
    "crash.write.remove": Template("taken out on line {line}{through}{at}", "any"),
    "crash.write.del": Template("deleted on line {line}{through}{at}", "any"),
    "crash.through": Template(" through `{name}`", "any", lines=()),
    "crash.at": Template(" at {square}", "any", lines=()),
    "crash.square_named": Template(
        "({row_name}, {col_name}) = ({row}, {col})", "any", lines=()
    ),
    "crash.and": Template("{some} and {last}", "any", lines=()),
    # An IndexError: the list's length, what made it, the index asked.
    "crash.index": Template(
        "`{held}`{held_names} has {size} item{s}{made}; line {line} asked it for "
        "index {asked} "
        "(`{code}`{names}){at}",
        "decided",
    ),
    "crash.made": Template(", made on line {line} as `{code}`{names}", "any"),
    "crash.name_is": Template("{name} = {value}", "any", lines=()),
    "crash.names": Template(", {names}", "any", lines=()),
    "crash.names_aside": Template(" ({names})", "any", lines=()),
}
