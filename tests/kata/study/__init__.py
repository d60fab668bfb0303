"""Studying the styles side by side: work counts, the trace as text, timing and its
tables, classes of boards, the animation and the page. Imports judge, guard, watch
and basics.
"""
