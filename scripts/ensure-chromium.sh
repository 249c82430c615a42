#!/usr/bin/env bash
# The browser tests drive the system Chromium (no browser download: the test machines' network is closed).
# Installs Debian's chromium when it is missing; does nothing when it is there or CHROMIUM_PATH points to one.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]; then exit 0; fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: install it, or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
echo "Installing Debian's chromium for the browser tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
