#!/usr/bin/env python3
"""
Lists the filter names of every NetBox filterset, read statically from NetBox's source (no Django needed):
the filters a class declares, the names in its Meta.fields, and those of its base classes (mixins
included), by model. Writes JSON {"<app>.<model>": ["name", ...]} to stdout; test/core/netbox-filters
compares it with the filters the declarations compile.

Usage: python3 scripts/netbox-filtersets.py [<netbox git dir> [<tag>]] > test/fixtures/netbox-filters.json
Defaults: /work/.mirror/netbox-community+netbox/repo at v4.6.8.
"""
import ast
import json
import subprocess
import sys

REPO = sys.argv[1] if len(sys.argv) > 1 else '/work/.mirror/netbox-community+netbox/repo'
TAG = sys.argv[2] if len(sys.argv) > 2 else 'v4.6.8'

MODULES = [
    'netbox/netbox/filtersets.py',
    'netbox/users/filterset_mixins.py',
    'netbox/dcim/base_filtersets.py',
    'netbox/circuits/filtersets.py',
    'netbox/core/filtersets.py',
    'netbox/dcim/filtersets.py',
    'netbox/extras/filtersets.py',
    'netbox/ipam/filtersets.py',
    'netbox/tenancy/filtersets.py',
    'netbox/users/filtersets.py',
    'netbox/virtualization/filtersets.py',
    'netbox/vpn/filtersets.py',
    'netbox/wireless/filtersets.py',
]


def source(path):
    return subprocess.run(['git', '-C', REPO, 'show', f'{TAG}:{path}'], check=True, capture_output=True, text=True).stdout


def name_of(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def literal_names(node):
    """Meta.fields: a tuple/list of names, or a dict of name -> lookups."""
    if isinstance(node, (ast.Tuple, ast.List)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant)]
    if isinstance(node, ast.Dict):
        return [k.value for k in node.keys if isinstance(k, ast.Constant)]
    return []


classes = {}  # name -> {bases, declared, fields, model, app}
for path in MODULES:
    app = path.split('/')[1]
    tree = ast.parse(source(path))
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        info = {'bases': [name_of(b) for b in node.bases], 'declared': [], 'fields': [], 'model': None, 'app': app}
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call):
                callee = name_of(stmt.value.func) or ''
                names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
                if callee.endswith('FromToRangeFilter'):
                    # a range filter is queried as <name>_after / <name>_before
                    info['declared'] += [f'{n}_{end}' for n in names for end in ('after', 'before')]
                elif callee.endswith('Filter') or callee.endswith('FilterSet'):
                    info['declared'] += names
            if isinstance(stmt, ast.ClassDef) and stmt.name == 'Meta':
                for m in stmt.body:
                    if not isinstance(m, ast.Assign):
                        continue
                    target = m.targets[0].id if isinstance(m.targets[0], ast.Name) else None
                    if target == 'fields':
                        info['fields'] = literal_names(m.value)
                    elif target == 'model':
                        info['model'] = name_of(m.value)
        classes[node.name] = info


def all_names(cls, seen=None):
    seen = seen or set()
    info = classes.get(cls)
    if not info or cls in seen:
        return set()
    seen.add(cls)
    inherited = set()
    for base in info['bases']:
        inherited |= all_names(base, seen)
    # a range filter (declared here) is queried only as <name>_after / <name>_before: it replaces <name>
    ranged = {n.rsplit('_', 1)[0] for n in info['declared'] if n.endswith(('_after', '_before'))}
    return (inherited | set(info['fields']) | set(info['declared'])) - ranged


# the app a model belongs to, when a filterset's module is not its app's
MODEL_APPS = {'ObjectChange': 'core', 'ObjectType': 'core', 'ConfigRevision': 'core'}

out = {}
for cls, info in classes.items():
    if not info['model'] or not cls.endswith('FilterSet'):
        continue
    app = MODEL_APPS.get(info['model'], info['app'])
    key = f"{app}.{info['model'].lower()}"
    # a model's own filterset wins over others on it (InterfaceConnectionFilterSet)
    if key in out and cls != f"{info['model']}FilterSet":
        continue
    out[key] = sorted(all_names(cls))
json.dump(dict(sorted(out.items())), sys.stdout, indent=1)
sys.stdout.write('\n')
