"""`python -m kata COMMAND` (with tests/ on the path): what the make targets run."""

import sys

from .cli import main

sys.exit(main())
