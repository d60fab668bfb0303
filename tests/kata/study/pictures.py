"""matplotlib for the commands that draw, imported only when they draw: it is
installed for them alone (tests/requirements-draw.txt)."""

import struct
from typing import List, Tuple

from ..basics.errors import KataError

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


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


def png_texts(data: bytes) -> List[Tuple[str, str]]:
    """(key, text) of each tEXt chunk of a PNG, read with the standard library
    alone (a chunk: its length, its type, its data, a CRC)."""
    found, at = [], len(PNG_SIGNATURE)
    if not data.startswith(PNG_SIGNATURE):
        return found
    while at + 8 <= len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        if kind == b"tEXt" and b"\0" in body:
            key, text = body.split(b"\0", 1)
            found.append((key.decode("latin-1"), text.decode("latin-1")))
        at += 12 + length
    return found
