#!/usr/bin/env bash
# Installs Debian's headless-capable Chromium and its WebDriver when they are missing, so that the
# documentation site's browser tests (tests/docs/) run on a fresh machine. The test set-up (`make test`,
# hence .ci/run) calls it. Needs root (as on CI) or passwordless sudo; does nothing when both are present.
# Without either it warns and succeeds (the browser tests then skip), except under CI, where it fails.
set -euo pipefail

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
else
    echo "ensure-browser: /usr/bin/chromium is missing and installing it needs root; the browser tests" >&2
    echo "  of tests/docs will be skipped. Run 'sudo apt-get update && sudo apt-get install chromium" >&2
    echo "  chromium-driver' once to run them." >&2
    # CI must run them: there a browser that cannot be installed is a failure, not a skip.
    [ -z "${CI:-}" ]
    exit
fi

echo "ensure-browser: installing Debian's chromium and chromium-driver (for tests/docs)" >&2
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium chromium-driver fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
