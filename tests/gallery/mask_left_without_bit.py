from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        self._dfs(n, 0, 0, 0, 0, [], out)
        return [["." * c + "Q" + "." * (n - c - 1) for c in path] for path in out]

    def totalNQueens(self, n: int) -> int:
        out = []
        self._dfs(n, 0, 0, 0, 0, [], out)
        return len(out)

    def _dfs(self, n, row, cols, hills, dales, path, out):
        if row == n:
            out.append(list(path))
            return
        mask = (1 << n) - 1
        avail = mask & ~(cols | hills | dales)
        while avail:
            bit = avail & -avail
            avail -= bit
            c = bit.bit_length() - 1
            path.append(c)
            self._dfs(n, row + 1, cols | bit, (hills | bit) << 1, dales >> 1, path, out)
            path.pop()
