"""`make new STYLE=my_idea [FROM=bitmap]`: start a style of your own.

Without FROM, a blank template; with FROM, practice from memory: the docstring is
that style's (its idea, the prompt) and the methods are empty.
"""

from ..basics import asked, styles
from ..practice import templates

HELP = "start a style of your own (STYLE=my_idea, FROM=bitmap to practise from memory)"
OPTIONS = {
    "STYLE": asked.Option(
        "the new file's name", asked.new_style_name, required="make new STYLE=my_idea"
    ),
    "FROM": asked.Option("the style whose idea the new file starts from", asked.style),
}


def run(args) -> int:
    name = args.style
    path = styles.path(name)
    if args.from_:
        text = templates.from_memory(styles.path(args.from_).read_text())
        how = f"from {args.from_}.py's idea: write both methods from memory"
    else:
        text = templates.blank(name)
        how = "fill in both methods"
    path.write_text(text)
    print(f"wrote solutions/{name}.py: {how}, then run: make test STYLE={name}")
    return 0
