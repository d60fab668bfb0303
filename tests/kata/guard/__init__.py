"""Running a file safely: loading it as LeetCode does, in a child process of its own
with a CPU-time limit (or, for a version tried as a fix, a count of steps) and a
memory cap, and the shapes of what it returns. Imports watch (run in the child)
and basics.
"""
