"""The lesson gallery's harness (tests/gallery/): each case judged with the gallery's
limits, once a run, its verdict shared by the tests that need it, and said as its
lesson is kept; the quick sample make check draws of them. Imports practice, judge
and basics.
"""
