"""The one kind of error a user sees as a single line."""


class KataError(Exception):
    """A mistake in what the user asked for: shown as one line, exit status 2."""
