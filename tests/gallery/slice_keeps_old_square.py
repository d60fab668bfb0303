class Solution:
    def solveNQueens(self, n):
        out = []
        board = ["." * n for _ in range(n)]
        taken, up, down = set(), set(), set()

        def go(row):
            if row == n:
                out.append(list(board))
                return
            for col in range(n):
                if col in taken or row + col in up or row - col in down:
                    continue
                taken.add(col); up.add(row + col); down.add(row - col)
                board[row] = board[row][:col] + "Q" + board[row][col:]
                go(row + 1)
                board[row] = "." * n
                taken.remove(col); up.remove(row + col); down.remove(row - col)

        go(0)
        return out

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
