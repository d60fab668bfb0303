from itertools import combinations, permutations


class Solution:
    def solveNQueens(self, n):
        boards = []
        for p in permutations(range(n)):
            if any(abs(p[i] - p[j]) != j - i for i, j in combinations(range(n), 2)):
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in p])
        return boards

    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
