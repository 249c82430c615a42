#!/usr/bin/env bash
# Finds the Chrome or Chromium that the browser tests, screenshots and `npm run diagrams` drive (playwright-core
# never downloads a browser). Run first by `npm test`; the build, `npm run preview` and `npm start` need no browser.
# Prints the binary it found. Order: CHROMIUM_PATH, then the usual names on PATH and install locations
# on Linux and macOS. When none is found: as root on Debian or Ubuntu it installs the `chromium` package with
# apt-get; otherwise it prints one line saying what is missing and how to get it, and fails. It never runs sudo.
# `--path` prints only the binary's path and never installs (tests/e2e/harness.ts uses it).
set -euo pipefail

mode="${1:-check}"
report() {
  if [ "$mode" = "--path" ]; then echo "$1"; else echo "browser: $1"; fi
  exit 0
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "${CHROMIUM_PATH}" ]; then report "${CHROMIUM_PATH}"; fi
  echo "CHROMIUM_PATH=${CHROMIUM_PATH} is not an executable file: point it to a Chrome or Chromium binary, or unset it." >&2
  exit 1
fi

find_browser() {
  local name
  for name in chromium chromium-browser google-chrome-stable google-chrome chrome; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  for name in \
    /usr/bin/chromium /usr/bin/chromium-browser /snap/bin/chromium /usr/bin/google-chrome /opt/google/chrome/chrome \
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" \
    "/Applications/Chromium.app/Contents/MacOS/Chromium" \
    "${HOME:-/nonexistent}/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"; do
    if [ -x "$name" ]; then echo "$name"; return 0; fi
  done
  return 1
}

if found="$(find_browser)"; then report "${found}"; fi

if [ "$mode" != "--path" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -r /etc/debian_version ]; then
  echo "No Chrome or Chromium found: installing Debian's chromium package (running as root)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  if found="$(find_browser)"; then report "${found}"; fi
fi

if command -v apt-get >/dev/null 2>&1; then
  hint="sudo apt-get install chromium"
elif command -v brew >/dev/null 2>&1; then
  hint="brew install --cask chromium"
elif command -v dnf >/dev/null 2>&1; then
  hint="sudo dnf install chromium"
else
  hint="install Google Chrome or Chromium"
fi
echo "No Chrome or Chromium found (needed by the browser tests and \`npm run diagrams\`, not by the build): run \`${hint}\`, or set CHROMIUM_PATH to a Chrome or Chromium binary." >&2
exit 1
