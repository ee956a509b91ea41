"""An engine that dies before the handshake, as one whose card database is missing would."""

import sys

sys.stderr.write("fatal: cannot open cards.db: No such file or directory\n")
sys.exit(3)
