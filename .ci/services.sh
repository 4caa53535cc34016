#!/usr/bin/env bash
# Installs and starts what the test suites need beyond npm: Debian's Chromium (browser suite) and a
# PostgreSQL server (the platform suite runs against it as well as the embedded PGlite).
# Sourced by .ci/run; exports HARBINGER_TEST_DATABASE_URL and HARBINGER_CHROMIUM.
set -euo pipefail
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  if ! command -v chromium >/dev/null || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    apt-get update -qq
    apt-get install -y -qq chromium postgresql fonts-dejavu-core >/dev/null
  fi
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_ctlcluster "$version" main start 2>/dev/null || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
  su postgres -c "psql -qc \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'harbinger') THEN CREATE ROLE harbinger LOGIN SUPERUSER PASSWORD 'harbinger'; END IF; END \\\$\\\$;\""
  su postgres -c "psql -qtc \"SELECT 1 FROM pg_database WHERE datname = 'harbinger_test'\"" | grep -q 1 \
    || su postgres -c "psql -qc 'CREATE DATABASE harbinger_test OWNER harbinger'"
  export HARBINGER_TEST_DATABASE_URL=postgres://harbinger:harbinger@127.0.0.1:5432/harbinger_test
fi
if command -v chromium >/dev/null; then export HARBINGER_CHROMIUM=$(command -v chromium); fi
