"""The support code behind the suite and the make targets, one job per module.

- ``styles``: finding the styles in ``solutions/`` and checking style names.
- ``answers``: the known answers (OEIS) and a reference search that is none of the styles.
- ``boards``: queens to boards and back, the lines two queens share, grids.
- ``notes``: what is wrong with an answer, said the way a teacher would.
- ``house_rules``: what a solution file may hold (docstring, imports, black).
- ``loading``, ``worker``, ``runner``: running a file as LeetCode does, in a child
  process of its own with a limit on its CPU time and a memory cap (the child side
  and the parent side), so a runaway style cannot hurt the machine.
- ``shapes``, ``verdict``: what a style returned, and the notes on it at one n.
- ``skips``, ``clues``, ``pace``, ``cost``: the causes behind a coach's note: the free
  square a search skipped, what a file's source keeps between calls, slow told from
  endless by CPU times, and what a correct file costs.
- ``timing``, ``report``: interleaved rounds until the ratios settle, medians of
  per-round ratios, and the tables `make compare`, `bench` and `chart` print.
- ``tables``: plain-text tables that wrap by column to fit 100 columns.
- ``placements``, ``work``, ``trace``, ``symmetry``, ``animate``: watching a search:
  the work counted, the steps replayed, the classes of boards, the GIF.
- ``page``, ``page_steps``, ``page_html``: `make page`, two styles in the browser: the
  figures gathered from their guarded processes, the steps with each style's own
  variables (read in the child), and the one self-contained HTML file
  (``page_assets/``).
- ``asked``: every value a user gives (N=, STYLE=, ...), read and checked.
- ``cli`` and ``commands/``: the entry point, built from what each module of
  ``commands/`` declares (its HELP, its OPTIONS, its run), one module per command.
"""
