"""One thin module per make target: it declares HELP and OPTIONS, calls a room, prints
(see ``kata.cli``). Nothing imports a command but ``kata.cli``.
"""
