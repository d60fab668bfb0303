from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        seen = {}

        def rest(row, cols, down, up):
            if row == n:
                return [[]]
            key = (row, cols)
            if key in seen:
                return seen[key]
            found = []
            for col in range(n):
                bit = 1 << col
                if cols & bit or down & bit or up & bit:
                    continue
                for tail in rest(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1):
                    found.append([col] + tail)
            seen[key] = found
            return found

        return [["." * c + "Q" + "." * (n - c - 1) for c in cols] for cols in rest(0, 0, 0, 0)]

    def totalNQueens(self, n: int) -> int:
        seen = {}

        def ways(row, cols, down, up):
            if row == n:
                return 1
            if (row, cols) in seen:
                return seen[(row, cols)]
            total = 0
            for col in range(n):
                bit = 1 << col
                if cols & bit or down & bit or up & bit:
                    continue
                total += ways(row + 1, cols | bit, (down | bit) << 1, (up | bit) >> 1)
            seen[(row, cols)] = total
            return total

        return ways(0, 0, 0, 0)
