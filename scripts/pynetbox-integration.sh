#!/bin/bash
# Runs pynetbox's own integration suite (tests/integration of a pynetbox checkout) against this service, as a
# NetBox 4.6 (not part of `npm test`: it needs pytest and a checkout of pynetbox, which CI cannot fetch).
#
#   scripts/pynetbox-integration.sh <pynetbox checkout> [pytest arguments…]
#
# Prerequisites: python3 with pytest, requests, pyyaml and packaging (Debian: python3-pytest python3-requests
# python3-yaml python3-packaging); `npm run build`. pynetbox's suite starts NetBox in Docker; here its Docker
# fixtures are replaced by one that names this service, started on a fresh data directory with the admin password
# the suite logs in with. The suite's own fixtures (api, site, manufacturer, device_type, role, create_device) are
# taken from its conftest at run time, so the tests run as pynetbox wrote them. Results: $OUT (default
# /tmp/pynetbox-integration).
set -eu
PYNETBOX=$(realpath "$1")
shift
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-/tmp/pynetbox-integration}
PORT=${PORT:-32769}
rm -rf "$OUT" && mkdir -p "$OUT/site" "$OUT/run/tests/integration"
ln -s "$PYNETBOX/pynetbox" "$OUT/site/pynetbox"
touch "$OUT/run/tests/__init__.py" "$OUT/run/tests/integration/__init__.py"
cp "$PYNETBOX"/tests/integration/test_*.py "$OUT/run/tests/integration/"
python3 - "$PYNETBOX/tests/integration/conftest.py" "$OUT/run/tests/integration/conftest.py" <<'PY'
import sys
source = open(sys.argv[1]).read()
# keep the suite's data fixtures, from `api` up to the Docker parametrisation; the service fixture is ours
start = source.index('@pytest.fixture(scope="session")\ndef api(')
end = source.index('def pytest_generate_tests')
service = '''import os

import pytest
import pynetbox
from packaging import version


@pytest.fixture(scope="session")
def docker_netbox_service():
    return {"url": os.environ["NETBOX_URL"], "netbox_version": version.parse("4.6")}


'''
open(sys.argv[2], 'w').write(service + source[start:end])
PY

(cd "$ROOT" && DATA_DIR="$OUT/data" PORT=$PORT SUPERUSER_PASSWORD=admin LOG_LEVEL=warn exec node dist/main.js > "$OUT/service.log" 2>&1) &
SERVICE=$!
trap 'kill $SERVICE 2>/dev/null' EXIT
for _ in $(seq 1 90); do curl -s -o /dev/null "localhost:$PORT/api/" && break; sleep 1; done

cd "$OUT/run"
NETBOX_URL="http://127.0.0.1:$PORT" PYTHONPATH="$OUT/site:$OUT/run" python3 -m pytest -p no:cacheprovider tests/integration "$@"
