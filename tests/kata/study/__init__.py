"""Studying the styles side by side: work counts, the trace as text, timing and its
tables, classes of boards, the animation and the page; one n counted on every core,
with a record that keeps the pieces done. Imports judge, guard, watch
and basics.
"""
