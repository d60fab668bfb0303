from collections import deque


class Solution:
    def solveNQueens(self, n):
        boards = []
        queue = deque([((), [set(), set(), set()])])
        while queue:
            queens, taken = queue.popleft()
            row = len(queens)
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in queens])
                continue
            for col in range(n):
                keys = (col, row - col, row + col)
                if any(key in seen for key, seen in zip(keys, taken)):
                    continue
                nxt = list(taken)
                for key, seen in zip(keys, nxt):
                    seen.add(key)
                queue.append((queens + (col,), nxt))
        return boards

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
