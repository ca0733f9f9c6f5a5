#!/usr/bin/env bash
# Quick start on a fresh machine: install, build and start the portal with its embedded
# sandbox of the mutual's API on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
exec npm start
