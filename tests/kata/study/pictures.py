"""matplotlib for the commands that draw, imported only when they draw: it is
installed for them alone (tests/requirements-draw.txt)."""

from ..basics.errors import KataError


def matplotlib():
    """matplotlib, drawing off-screen; a KataError where it is not installed."""
    try:
        import matplotlib
        import matplotlib.animation
        import matplotlib.pyplot
        import matplotlib.style
    except ImportError as error:
        raise KataError(
            f"drawing needs matplotlib and pillow ({error.name} is missing): the make "
            "targets that draw install them, or pip install -r tests/requirements-draw.txt"
        ) from None
    matplotlib.use("Agg")
    return matplotlib
