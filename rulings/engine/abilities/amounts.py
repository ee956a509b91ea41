"""Numbers an ability's text gives (CR 107.1): fixed, or an X its text defines, counted as it resolves."""

from __future__ import annotations

from typing import Literal

# Fixed ("draw two cards", "Add {C}{C}{C}"), or defined by the text ("where X is the number of creatures you
# control", "Add {G} for each creature you control"): counted as the spell or ability resolves, so its controller
# doesn't choose it and it may change while the spell is on the stack (CR 107.3c, 608.2h).
Amount = int | Literal["creatures you control"]
