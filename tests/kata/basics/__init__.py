"""The shared basics every room uses: errors, boards, the styles on disk, what a user
asked, growth per n, text tables, the OEIS counts. Imports nothing above it.
"""
