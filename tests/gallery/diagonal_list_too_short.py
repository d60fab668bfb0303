class Solution:
    def solveNQueens(self, n):
        res=[]
        col=[False]*n
        hill=[False]*(2*n-1)
        dale=[False]*(2*n-1)
        q=[]
        def bt(r):
            if r==n:
                res.append(["."*x+"Q"+"."*(n-x-1) for x in q]);return
            for c in range(n):
                if col[c] or hill[r-c+n] or dale[r+c]:continue
                col[c]=hill[r-c+n]=dale[r+c]=True
                q.append(c)
                bt(r+1)
                q.pop()
                col[c]=hill[r-c+n]=dale[r+c]=False
        bt(0)
        return res
    def totalNQueens(self, n):
        return len(self.solveNQueens(n))
