"""`make new STYLE=my_idea [FROM=bitmap]`: start a style of your own.

Without FROM, a blank template; with FROM, practice from memory: the docstring is
that style's (its idea, the prompt) and the methods are empty.
"""

import ast

from ..basics import asked, styles

HELP = "start a style of your own (STYLE=my_idea, FROM=bitmap to practise from memory)"
OPTIONS = {
    "STYLE": asked.Option(
        "the new file's name", asked.new_style_name, required="make new STYLE=my_idea"
    ),
    "FROM": asked.Option("the style whose idea the new file starts from", asked.style),
}

TEMPLATE = '''"""{docstring}"""

from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        raise NotImplementedError

    def totalNQueens(self, n: int) -> int:
        raise NotImplementedError
'''

BLANK = """{title}: one line on the idea.

Two or three plain sentences: what this style remembers about the queens placed
so far, and how it answers "is this square attacked?".

Time: O(?).
Space: O(?).
"""


def run(args) -> int:
    name = args.style
    path = styles.path(name)
    if args.from_:
        source = styles.path(args.from_).read_text()
        docstring = ast.get_docstring(ast.parse(source), clean=False).replace(
            "\\", "\\\\"
        )
        how = f"from {args.from_}.py's idea: write both methods from memory"
    else:
        docstring = BLANK.format(title=name.replace("_", " ").capitalize())
        how = "fill in both methods"
    path.write_text(TEMPLATE.format(docstring=docstring))
    print(f"wrote solutions/{name}.py: {how}, then run: make test STYLE={name}")
    return 0
