#!/usr/bin/env bash
# Make sure a system Chromium exists for Playwright (we never download Playwright's own browsers).
# Uses $CHROMIUM_PATH, else /usr/bin/chromium. As root with apt-get, installs Debian's chromium;
# otherwise prints how to install it and exits 1.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$chromium" ]; then
  echo "chromium: found $chromium ($("$chromium" --version 2>/dev/null | head -n 1 || echo 'version unknown'))"
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium: $chromium not found; installing Debian's chromium with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  if [ -x "$chromium" ]; then
    echo "chromium: installed $chromium"
    exit 0
  fi
  echo "chromium: apt-get installed chromium but $chromium is still missing; set CHROMIUM_PATH" >&2
  exit 1
fi

cat >&2 <<MSG
chromium: no Chromium at $chromium.
Install Debian's package (as root):  apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium/Chrome binary, e.g.
  export CHROMIUM_PATH=/usr/bin/chromium
MSG
exit 1
