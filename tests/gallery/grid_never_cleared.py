class Solution:
    def solveNQueens(self, n):
        board = [['.'] * n for _ in range(n)]
        ans = []
        def safe(r, c):
            for i in range(n):
                if board[i][c] == 'Q':
                    return False
            i, j = r - 1, c - 1
            while i >= 0 and j >= 0:
                if board[i][j] == 'Q':
                    return False
                i -= 1; j -= 1
            i, j = r - 1, c + 1
            while i >= 0 and j < n:
                if board[i][j] == 'Q':
                    return False
                i -= 1; j += 1
            return True
        def solve(r):
            if r == n:
                ans.append([''.join(row) for row in board])
                return
            for c in range(n):
                if safe(r, c):
                    board[r][c] = 'Q'
                    solve(r + 1)
        solve(0)
        return ans
    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
