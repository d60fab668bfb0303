"""The support code behind the suite and the make targets, in rooms by job.

Imports run one way, down this list (tests/test_layout.py keeps it so):

- ``cli``: the entry point (the ``kata`` command, or ``python -m kata``), built from the commands.
- ``commands/``: one thin module per make target: declare, call a room, print.
- ``practice/``: a file watched and judged on each save, hints, drills, history.
- ``study/``: the styles side by side: work, trace text, timing, tables, page;
  one n counted on every core (``count``, ``count_record``).
- ``judge/``: known answers, verdicts and the lessons that explain them.
- ``guard/``: a file run safely in a child process: limits, loading, shapes.
- ``watch/``: a search watched as it runs (in that child): the one tracer.
- ``basics/``: errors, boards, styles on disk, what a user asked, text tables,
  the OEIS counts (``oeis``).

Each room's ``__init__`` says its job in a line; tests/kata/README.md draws the map
and says where each kind of change goes.
"""
