#!/usr/bin/env bash
# Make sure the browsers the tests drive are installed, from Debian (we never download a test
# tool's own browser builds):
#   Chromium        /usr/bin/chromium          Playwright's E2E (test/e2e)      CHROMIUM_PATH
#   Firefox ESR     /usr/bin/firefox-esr       cross-engine journeys            FIREFOX_PATH
#   WebKitGTK       /usr/bin/WebKitWebDriver   cross-engine journeys            WEBKIT_DRIVER
#   Xvfb, xauth     xvfb-run                   a display for WebKit's MiniBrowser
# Missing ones are installed with apt-get when running as root; otherwise it prints how to install
# them and exits 1.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
webkit="${WEBKIT_DRIVER:-/usr/bin/WebKitWebDriver}"

missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$firefox" ] || missing+=(firefox-esr)
[ -x "$webkit" ] || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
# xvfb-run needs xauth; Debian only recommends it.
command -v xauth >/dev/null 2>&1 || missing+=(xauth)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "browsers: installing Debian's ${missing[*]} with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    cat >&2 <<MSG
browsers: missing ${missing[*]}.
Install Debian's packages (as root):  apt-get update && apt-get install -y ${missing[*]}
or point CHROMIUM_PATH, FIREFOX_PATH or WEBKIT_DRIVER at an existing binary.
MSG
    exit 1
  fi
fi

status=0
report() {
  local name="$1" path="$2" version="$3"
  if [ -x "$path" ]; then
    echo "browsers: $name $path (${version:-version unknown})"
  else
    echo "browsers: $name is still missing at $path; set its variable" >&2
    status=1
  fi
}
report chromium "$chromium" "$("$chromium" --version 2>/dev/null | head -n 1 || true)"
report firefox "$firefox" "$("$firefox" --version 2>/dev/null | head -n 1 || true)"
report webkit "$webkit" "$(dpkg-query -W -f='WebKitGTK ${Version}' webkit2gtk-driver 2>/dev/null || true)"
command -v xvfb-run >/dev/null 2>&1 || { echo "browsers: xvfb-run is still missing" >&2; status=1; }
exit "$status"
