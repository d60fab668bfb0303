"""Watching a search run, inside the style's own process: the one tracer, the queens
read from its frames, the line that decided each square, the events, the work
counted and the page's steps. Imports only basics.
"""
