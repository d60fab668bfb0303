"""The lesson gallery's harness (tests/gallery/): each case judged with the gallery's
limits and said as its lesson is kept, and the quick sample make check draws of them.
Imports judge and basics.
"""
