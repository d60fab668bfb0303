"""One module per make target; each has run(args) -> exit status (see ``kata.cli``)."""
