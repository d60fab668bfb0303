"""The known counts, from OEIS, as far as they are known: n = 0..27.

A000170 counts the ways to place n queens on an n x n board with no two attacking;
A002562 counts them once per class of the board's 8 turns and flips. Both were
last extended by Q(27), counted by the Q27 project in 2016.
"""

# OEIS A000170, n = 0, 1, 2, ... (https://oeis.org/A000170).
A000170 = (
    1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184,
    14772512, 95815104, 666090624, 4968057848, 39029188884, 314666222712,
    2691008701644, 24233937684440, 227514171973736, 2207893435808352,
    22317699616364044, 234907967154122528,
)  # fmt: skip

# OEIS A002562, n = 0, 1, 2, ... (https://oeis.org/A002562, which starts at n = 1;
# n = 0 counts the empty board as its one class).
A002562 = (
    1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955,
    11977939, 83263591, 621012754, 4878666808, 39333324973, 336376244042,
    3029242658210, 28439272956934, 275986683743434, 2789712466510289,
    29363495934315694,
)  # fmt: skip
