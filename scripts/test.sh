#!/usr/bin/env bash
# Every test on a fresh machine: installs what is missing (npm packages; Debian's Chromium for
# the browser journeys), then type check, lint, unit and route tests, build and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

npm test
