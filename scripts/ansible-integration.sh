#!/bin/bash
# Runs the netbox.netbox Ansible collection's own integration suite against this service (not part of `npm test`:
# it needs Debian's ansible and a checkout of the collection and of pynetbox, which CI cannot fetch).
#
#   scripts/ansible-integration.sh <ansible_modules checkout> <pynetbox checkout> [target, default v4.3]
#
# Prerequisites: apt-get install ansible python3-deepdiff; `npm run build`. The collection's tests name
# http://localhost:32768 and a fixed v1 token, so the service is started there on a fresh data directory,
# given that token, and loaded with the collection's fixture script (tests/integration/netbox-deploy.py).
# Then the inventory target's outputs are compared with the collection's expected JSON, the regression target runs
# (before the main one, as in the collection's CI: the main target's task files expect the ids of what it leaves
# behind), and every task file of the target runs as its own playbook (one failure does not stop the rest).
# Results: $OUT (default /tmp/ansible-integration). The newest target is written for an older NetBox than 4.6:
# expect failures where NetBox 4.6 itself differs (README, "Ansible": the list and why).
set -u
COLLECTION=$(realpath "$1")
PYNETBOX=$(realpath "$2")
TARGET=${3:-v4.3}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-/tmp/ansible-integration}
TOKEN=0123456789abcdef0123456789abcdef01234567
rm -rf "$OUT" && mkdir -p "$OUT/collections/ansible_collections/netbox" "$OUT/results" "$OUT/site"
cp -r "$COLLECTION" "$OUT/collections/ansible_collections/netbox/netbox"
ln -s "$PYNETBOX/pynetbox" "$OUT/site/pynetbox"
# the lookup plugin asks importlib.metadata for pynetbox's version, which a bare checkout does not provide
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$PYNETBOX/pynetbox/__init__.py")
mkdir "$OUT/site/pynetbox-$VERSION.dist-info"
printf 'Metadata-Version: 2.1\nName: pynetbox\nVersion: %s\n' "$VERSION" > "$OUT/site/pynetbox-$VERSION.dist-info/METADATA"
TESTS=$OUT/collections/ansible_collections/netbox/netbox/tests/integration
export ANSIBLE_CONFIG=$TESTS/integration.cfg ANSIBLE_COLLECTIONS_PATH=$OUT/collections PYTHONPATH=$OUT/site
export ANSIBLE_PYTHON_INTERPRETER=/usr/bin/python3 ANSIBLE_NOCOLOR=1

(cd "$ROOT" && DATA_DIR="$OUT/data" PORT=32768 SUPERUSER_PASSWORD=admin LOG_LEVEL=warn exec node dist/main.js > "$OUT/service.log" 2>&1) &
SERVICE=$!
trap 'kill $SERVICE 2>/dev/null' EXIT
for _ in $(seq 1 60); do curl -s -o /dev/null localhost:32768/api/ && break; sleep 1; done
ADMIN=$(curl -s -X POST localhost:32768/api/users/tokens/provision/ -H 'content-type: application/json' \
  -d '{"username":"admin","password":"admin"}' | python3 -c 'import json,sys;d=json.load(sys.stdin);print("nbt_"+d["key"]+"."+d["token"])')
curl -s -o /dev/null -X POST localhost:32768/api/users/tokens/ -H "Authorization: Bearer $ADMIN" -H 'content-type: application/json' \
  -d "{\"user\":1,\"version\":1,\"token\":\"$TOKEN\"}"
(cd "$TESTS" && NETBOX_HOST=http://localhost:32768 /usr/bin/python3 netbox-deploy.py > "$OUT/deploy.log" 2>&1)

# the inventory target first: its expected JSON describes the fixtures alone
INVENTORY=$TESTS/targets/inventory-$TARGET
for inv in "$INVENTORY"/files/*.yml; do
  name=$(basename "$inv" .yml)
  ansible-inventory --list --inventory "$inv" --output="$OUT/results/$name.json" > /dev/null 2>&1
  if /usr/bin/python3 "$INVENTORY/compare_inventory_json.py" "$INVENTORY/files/$name.json" "$OUT/results/$name.json" > "$OUT/results/$name.diff" 2>&1; then
    echo "PASS inventory $name"
  else
    echo "DIFF inventory $name ($OUT/results/$name.diff)"
  fi
done

# then the regression target, as the collection's CI runs it before the main target (whose task files expect the
# ids of the objects it leaves behind, e.g. netbox_device_interface's LAG)
printf -- '- hosts: localhost\n  connection: local\n  gather_facts: false\n  tasks:\n    - ansible.builtin.include_tasks: %s\n' \
  "$TESTS/targets/regression-$TARGET/tasks/main.yml" > "$OUT/results/regression.playbook.yml"
if ansible-playbook -i localhost, "$OUT/results/regression.playbook.yml" > "$OUT/results/regression.log" 2>&1; then
  echo "PASS regression-$TARGET"
else
  echo "FAIL regression-$TARGET ($OUT/results/regression.log)"
fi

TASKS=$TESTS/targets/$TARGET/tasks
for file in $(grep -o 'file: netbox_[a-z0-9_]*\.yml' "$TASKS/main.yml" | awk '{print $2}'); do
  name=${file%.yml}
  printf -- '- hosts: localhost\n  connection: local\n  gather_facts: false\n  tasks:\n    - ansible.builtin.include_tasks: %s\n' \
    "$TASKS/$file" > "$OUT/results/$name.playbook.yml"
  if ansible-playbook -i localhost, "$OUT/results/$name.playbook.yml" > "$OUT/results/$name.log" 2>&1; then
    echo "PASS $name"
  else
    echo "FAIL $name ($OUT/results/$name.log)"
  fi
done
