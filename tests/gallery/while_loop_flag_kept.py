class Solution:
    def columns(self, n):
        place = [-1] * n
        col_taken = [False] * n
        diag_taken = [False] * (2 * n - 1)
        anti_taken = [False] * (2 * n - 1)
        found = []
        row = 0
        while row >= 0:
            old = place[row]
            if old >= 0:
                col_taken[old] = False
                anti_taken[row + old] = False
            col = old + 1
            while col < n and (col_taken[col] or diag_taken[row - col + n - 1] or anti_taken[row + col]):
                col += 1
            if col == n:
                place[row] = -1
                row -= 1
                continue
            place[row] = col
            col_taken[col] = True
            diag_taken[row - col + n - 1] = True
            anti_taken[row + col] = True
            if row == n - 1:
                found.append(place[:])
            else:
                row += 1
        return found

    def solveNQueens(self, n):
        return [["." * c + "Q" + "." * (n - c - 1) for c in cols] for cols in self.columns(n)]

    def totalNQueens(self, n):
        return len(self.columns(n))
