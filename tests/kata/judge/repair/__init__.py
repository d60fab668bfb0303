"""The repair: the table of operators (guesses, then the general search's), the
search's order, the trial of each candidate on the run, and how a fix is said."""
