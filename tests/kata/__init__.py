"""The support code behind the suite and the make targets, one job per module.

- ``styles``: finding the styles in ``solutions/`` and checking the names asked for.
- ``answers``: the known answers (OEIS) and a reference search that is none of the styles.
- ``boards``: turning queens into boards and back, and drawing boards as grids.
- ``notes``: what is wrong with an answer, said the way a teacher would.
- ``worker`` and ``runner``: running a style in its own guarded process (the child
  side and the parent side), so a runaway style cannot hurt the machine.
- ``timing``: interleaved rounds, medians of per-round ratios.
- ``work``, ``trace``, ``symmetry``: counting a style's work, replaying its search,
  grouping boards by the board's eight symmetries.
- ``cli`` and ``commands/``: one module per make target, behind a thin entry point.
"""
