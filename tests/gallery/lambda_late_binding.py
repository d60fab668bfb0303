class Solution:
    def _layers(self, n):
        layer = [()]
        for r in range(n):
            nxt = []
            for state in layer:
                attacks = [lambda c: c == q or abs(c - q) == r - i for i, q in enumerate(state)]
                for c in range(n):
                    if not any(hit(c) for hit in attacks):
                        nxt.append(state + (c,))
            layer = nxt
        return layer

    def solveNQueens(self, n):
        res = []
        for st in self._layers(n):
            res.append(["".join("Q" if j == c else "." for j in range(n)) for c in st])
        return res

    def totalNQueens(self, n):
        return len(self._layers(n))
