"""`python -m kata COMMAND`, the same as the `kata` command the set-up installs."""

import sys

from .cli import main

sys.exit(main())
