"""Judging a file: the known answers, the verdict at each n, the lessons that explain
it (what the search skipped, what the source keeps between calls, slow or endless,
cost), the house rules, and the coach that puts them in order. Imports guard, watch and
basics.
"""
