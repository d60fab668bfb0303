"""The answers: the known counts and a reference search, what is wrong with an answer
(notes on boards and counts), and what a search costs."""
