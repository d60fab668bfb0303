"""The sentences of judge/repair/ (a fix tried on this run, said as the lesson's one
line, chosen by the edit's kind in ``kata.judge.repair.fix_words``; a change right
only by switching a shortcut off, ``kata.judge.repair.shortcuts``), by key
(``kata.judge.words.sentences`` gathers every room's).

Each change's words open the sentence after the line as written; where a clue has
already said why that line is wrong, they open it alone, in lower case: that is
the same key with ".short" (a template of its own, so a rewording rewords both)."""

from .template import Template

CHANGES = {  # the words of a change, by its key (`{new}`: the line put there)
    "fix.replace": "With `{new}` in its place",  # lines as one: "A`, then `B"
    "fix.block": "With {steps}",  # a block said line by line, the steps listed
    "fix.insert": "With `{new}` added after it",
    "fix.insert_out": "With `{new}` added after the {block} it ends",
    "fix.insert_before": "With `{new}` added before it",
    "fix.delete": "Without it",
    "fix.delete_alone": "With `pass` in its place",  # a block's one statement
    "fix.delete_each": "Without them",
    "fix.move_before": "With `{new}` moved before it",
    "fix.move_into": "With it moved into the loop of line {to}, first",
    "fix.dedent": "With it one level out, after the {block}",
    "fix.each": "With `{new}` in its place on each",  # where the lines differ
    "fix.each_key": "With `{new}` in its place as `{held}`'s key on each",
    "fix.pieces": "With {news} in their places",  # several changes on the line
    "fix.pieces_each": "With {news} in their places on each",
}
SHORT = ".short"  # a change's key and this: its words in lower case, said alone


def changes() -> dict:
    """Each change's template, and its short one (in lower case)."""
    found = {}
    for key, text in CHANGES.items():
        found[key] = Template(text, "fix", lines=())
        found[key + SHORT] = Template(text[0].lower() + text[1:], "fix", lines=())
    return found


SENTENCES = {
    **changes(),
    # repair/fix_words.py: where the fix goes, the line as written, what Python
    # does with it (the edit's `why`), the change, and what was checked.
    "fix.told": Template("`{before}`. {change}, {checked}", "fix", lines=()),
    "fix.told_why": Template("`{before}`: {why} {change}, {checked}", "fix", lines=()),
    "fix.told_short": Template("{change}, {checked}", "fix", lines=()),
    "fix.checked": Template(
        "every answer for n = {first}..{last} is right (tried on this run).",
        "fix",
        lines=(),
    ),
    "fix.on_each": Template("{change} on each", "fix", lines=()),
    "fix.span": Template("lines {line}-{last}", "where"),  # a block's lines
    "fix.spans": Template("lines {some} and {last}", "where", lines=()),
    "fix.span_of": Template("{line}-{last}", "where"),  # one of several blocks'
    # a block's lines, said one by one (lines within the block, not blamed lines)
    "fix.block_added": Template("`{new}` added before line {line}", "fix", lines=()),
    "fix.block_for": Template("`{new}` for line {line}", "fix", lines=()),
    "fix.and": Template("{some} and {last}", "any", lines=()),  # the last listed
    "fix.piece": Template("{code}", "any", lines=()),  # code within a `...` listed
    "fix.code_more": Template("`, `{item}{rest}", "any", lines=()),  # in one `...`
    "fix.then_more": Template("`, then `{item}{rest}", "any", lines=()),
    "fix.and_more": Template(" and {item}{rest}", "any", lines=()),
    # repair/shortcuts.py: a change right only by switching a shortcut off.
    "shortcut.left_out": Template("`{before}` left out", "head", lines=()),
    "shortcut.as": Template("`{before}` as `{after}`", "head", lines=()),
    "shortcut.checked": Template(
        "every answer for n = {first}..{last} is right, but only by taking {many} "
        "times the file's steps for each answer at n = {last} (tried on this run)",
        "head",
        lines=(),
    ),
    "shortcut.off": Template(
        "{change}: {checked}, so it switches a shortcut of the file off, and that "
        "shortcut answers wrong. A fix keeps it.",
        "head",
        lines=(),
    ),
    "shortcut.cache": Template(
        "{change}: {checked}, so the cache this line asks answers wrong. Its key is "
        "{made}, and a fix keeps the cache.",
        "head",
        lines=(),
    ),
    # the key a cache is asked by, and the line it is made on (not a blamed line)
    "shortcut.off.alone": Template(
        "{change}: {checked}, so it switches a shortcut of the file off, and that "
        "shortcut answers wrong.",
        "head",
        lines=(),
    ),
    "shortcut.cache.alone": Template(
        "{change}: {checked}, so the cache answers wrong. Its key is {made}.",
        "head",
        lines=(),
    ),
    # a change that leaves a cache out by what it writes, whatever its steps
    "shortcut.unused": Template(
        "with the cache never used, every answer for n = {first}..{last} is right "
        "(tried on this run), so the cache answers wrong",
        "head",
        lines=(),
    ),
    "shortcut.never": Template(
        "{change}: {checked}, and a fix keeps it.", "head", lines=()
    ),
    "shortcut.never.alone": Template("{change}: {checked}.", "head", lines=()),
    "shortcut.never.key": Template(
        "{change}: {checked}. Its key is {made}, and a fix keeps it.", "head", lines=()
    ),
    "shortcut.never.key.alone": Template(
        "{change}: {checked}. Its key is {made}.", "head", lines=()
    ),
    "shortcut.key": Template("`{made}` (line {line})", "head", lines=()),
    "shortcut.arguments": Template(
        "{function}'s arguments, `{arguments}` (line {line})", "head", lines=()
    ),
}
