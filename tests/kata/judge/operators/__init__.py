"""The repair operators: each proposes Edits of one kind (Python's slips, or N-Queens'
lines, marks and masks); the run decides."""
