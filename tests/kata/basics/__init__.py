"""The shared basics every room uses: errors, boards, the styles on disk, what a user
asked, growth per n, text tables, the OEIS counts, the arithmetic read from a
learner's file. Imports nothing above it.
"""
