from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        # place one queen per COLUMN (left to right), then read the board by rows
        row_of = [0] * n
        used = [False] * n
        up = [False] * (2 * n)
        down = [False] * (2 * n)
        boards = []

        def fill(j):
            if j == n:
                grid = [["."] * n for _ in range(n)]
                for col, row in enumerate(row_of):
                    grid[row][col] = "Q"
                boards.append(["".join(line) for line in grid])
                return
            for i in range(n):
                if used[i] or up[i + j] or down[i - j + n]:
                    continue
                used[i] = up[i + j] = down[i - j + n] = True
                row_of[j] = i
                fill(j + 1)
                used[i] = up[i + j] = down[i - j + n] = False

        fill(0)
        sorted(boards)
        return boards

    def totalNQueens(self, n: int) -> int:
        stack = [(0, 0, 0, 0)]  # (col, rows mask, up mask, down mask)
        total = 0
        while stack:
            j, rows, a, b = stack.pop()
            if j == n:
                total += 1
                continue
            for i in range(n):
                if rows >> i & 1 or a >> (i + j) & 1 or b >> (i - j + n) & 1:
                    continue
                stack.append((j + 1, rows | 1 << i, a | 1 << (i + j), b | 1 << (i - j + n)))
        return total
