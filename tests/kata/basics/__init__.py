"""The shared basics every room uses: errors, boards, the styles on disk, what a user
asked, growth per n, text tables, the OEIS counts, the names a learner's file goes
by and the arithmetic read from it. Imports nothing above it.
"""
