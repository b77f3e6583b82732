#!/usr/bin/env bash
# Installs what the tests need (npm packages, Debian's Chromium and PostgreSQL when missing), then
# runs every check: format, lint, typecheck, unused code (knip), unit + server tests, build, size,
# end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
# CHROMIUM_PATH: a Chromium of your own (the e2e suite and the bench use it); else Debian's.
if [ -n "${CHROMIUM_PATH:-}" ] && [ ! -x "$CHROMIUM_PATH" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
  exit 1
fi
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need_apt+=(chromium)
# PG_BIN: a PostgreSQL of your own for the storage suite (tests/server/helpers/postgres.ts); else Debian's.
{ [ -x "${PG_BIN:-/nonexistent}/initdb" ] && [ -x "$PG_BIN/pg_ctl" ]; } || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null; then
    echo "Missing ${need_apt[*]} and no apt-get to install them: install them (Chromium: or set CHROMIUM_PATH)" >&2
    exit 1
  fi
  echo "Installing ${need_apt[*]} with apt-get"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

[ -d node_modules/.bin ] && [ -z "${FORCE_INSTALL:-}" ] && [ -z "${CI:-}" ] || npm install --no-audit --no-fund

echo "== format"; npx prettier --check . --log-level warn
echo "== lint"; npx eslint .
echo "== typecheck"; npm run -s typecheck
echo "== unused files, exports and dependencies (knip)"; npx knip
# The images, vCards and icons first (the build reuses them): a unit test checks the generated files.
echo "== generated assets"; npm run -s assets
echo "== unit and server tests"; npx vitest run
echo "== build"; npm run -s build
echo "== size (scripts and HTML per page)"; npm run -s check:size
echo "== end-to-end tests"; npx playwright test
