#!/usr/bin/env bash
# The HTML checker of the test command (vnu-jar, tests/build/html-validity.test.ts) runs on Java. Run by `npm test`:
# when no `java` is found, as root on Debian or Ubuntu it installs Debian's default-jre-headless; otherwise it says
# in one line that the HTML check will be skipped, and goes on.
set -euo pipefail
if command -v java >/dev/null 2>&1; then echo "java: $(command -v java)"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -r /etc/debian_version ]; then
  echo "No Java found: installing Debian's default-jre-headless (running as root)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  if command -v java >/dev/null 2>&1; then echo "java: $(command -v java)"; exit 0; fi
fi
echo "No Java found: the HTML validity check (vnu) will be skipped; install a Java runtime to run it."
