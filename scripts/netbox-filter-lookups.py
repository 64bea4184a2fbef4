#!/usr/bin/env python3
"""
Lists, per NetBox filterset, the lookup suffixes NetBox 4.6 derives for each filter (BaseFilterSet.get_additional_lookups),
read statically from NetBox's source (no Django needed). The suffix set follows the filter's class:

- numbers, dates, times (NumberFilter, MultiValueNumberFilter, MultiValueDate(Time)Filter …): n lt lte gt gte empty
- text and choices (CharFilter, MultipleChoiceFilter, MultiValueCharFilter, MultiValueMACAddressFilter …): n ic nic isw
  nisw iew niew ie nie regex iregex, and empty when the field is a CharField (the only field `empty` is registered on)
- model choices (ModelChoiceFilter, ModelMultipleChoiceFilter): n; tree nodes: n; tags: n any
- none for filters with a method, a lookup_expr other than exact / iexact / in / contains, or another class (booleans…)

A name in Meta.fields gets the filter Django-filter makes for the model field's class (read from NetBox's models and
field classes); names whose field cannot be read here are left out. A text filter across a relation
(`field_name='device__status'`) is listed without `empty`, which depends on the far field.

Writes JSON {"sets": {"<set>": ["<lookup>", ...]}, "<app>.<model>": {"<filter>": "<set>"}} to stdout;
test/core/netbox-filters compares it with the lookups the declarations compile.

Usage: python3 scripts/netbox-filter-lookups.py [<netbox git dir> [<tag>]] > test/fixtures/netbox-filter-lookups.json
Defaults: /work/.mirror/netbox-community+netbox/repo at v4.6.8.
"""
import ast
import json
import subprocess
import sys

REPO = sys.argv[1] if len(sys.argv) > 1 else '/work/.mirror/netbox-community+netbox/repo'
TAG = sys.argv[2] if len(sys.argv) > 2 else 'v4.6.8'

FILTERSET_MODULES = [
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

TEXT = ['n', 'ic', 'nic', 'iew', 'niew', 'isw', 'nisw', 'ie', 'nie', 'empty', 'regex', 'iregex']
TEXT_NO_EMPTY = [lookup for lookup in TEXT if lookup != 'empty']
NUMBER = ['n', 'lte', 'lt', 'gte', 'gt', 'empty']

NUMBER_FILTERS = {
    'NumberFilter', 'MultiValueNumberFilter', 'MultiValueBigNumberFilter', 'MultiValueDateFilter',
    'MultiValueDateTimeFilter', 'MultiValueDecimalFilter', 'MultiValueTimeFilter', 'NumericArrayFilter',
}
TEXT_FILTERS = {
    'CharFilter', 'ChoiceFilter', 'MultipleChoiceFilter', 'MultiValueCharFilter', 'MultiValueMACAddressFilter',
    'NullableCharFieldFilter', 'ContentTypeFilter', 'MultiValueArrayFilter', 'MultiValueWWNFilter',
    'MultiValueContentTypeFilter',
}
MODEL_FILTERS = {'ModelChoiceFilter', 'ModelMultipleChoiceFilter', 'TreeNodeMultipleChoiceFilter'}
TAG_FILTERS = {'TagFilter', 'TagIDFilter'}
STANDARD_LOOKUPS = {'exact', 'iexact', 'in', 'contains'}

CHAR_FIELDS = {'CharField', 'SlugField', 'EmailField', 'URLField'}
NUMBER_FIELDS = {
    'AutoField', 'BigAutoField', 'IntegerField', 'PositiveIntegerField', 'PositiveSmallIntegerField',
    'SmallIntegerField', 'BigIntegerField', 'PositiveBigIntegerField', 'DecimalField', 'FloatField', 'DateField',
    'DateTimeField', 'TimeField',
}
RELATION_FIELDS = {'ForeignKey', 'OneToOneField', 'ManyToManyField', 'TreeForeignKey'}


def source(path):
    return subprocess.run(['git', '-C', REPO, 'show', f'{TAG}:{path}'], check=True, capture_output=True, text=True).stdout


def name_of(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript):
        return name_of(node.value)
    return None


# Model and field classes: name -> bases, and the fields each class body assigns (class of the field, has choices)
files = subprocess.run(['git', '-C', REPO, 'ls-tree', '-r', '--name-only', TAG, 'netbox'],
                       check=True, capture_output=True, text=True).stdout.split()
model_sources = [
    f for f in files
    if f.endswith('.py') and ('/models' in f or f.endswith('fields.py') or f.endswith('mixins.py'))
    and not any(part in f for part in ('/tests', '/migrations', '/graphql', '/api/', '/forms/'))
]
model_classes = {}
for path in model_sources:
    try:
        tree = ast.parse(source(path))
    except (SyntaxError, subprocess.CalledProcessError):
        continue
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        fields = {}
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call):
                keywords = {k.arg for k in stmt.value.keywords}
                for target in stmt.targets:
                    if isinstance(target, ast.Name):
                        fields[target.id] = (name_of(stmt.value.func), 'choices' in keywords)
        model_classes.setdefault(node.name, {'bases': [name_of(b) for b in node.bases], 'fields': fields})


def model_field(model, name, seen=None):
    """(field class, has choices) of a model's field, looked up through its bases."""
    seen = seen if seen is not None else set()
    info = model_classes.get(model)
    if not info or model in seen:
        return None
    seen.add(model)
    if name in info['fields']:
        return info['fields'][name]
    for base in info['bases']:
        found = model_field(base, name, seen)
        if found:
            return found
    return None


def field_ancestry(cls):
    """A field class and its first bases up to Django's, e.g. ASNField → BigIntegerField."""
    chain = [cls]
    info = model_classes.get(cls)
    while info and info['bases'] and info['bases'][0] not in chain:
        chain.append(info['bases'][0])
        info = model_classes.get(info['bases'][0])
    return set(chain)


def is_char_field(model, name):
    field = model_field(model, name)
    return bool(field) and bool(field_ancestry(field[0]) & CHAR_FIELDS)


def meta_lookups(model, name):
    """Lookups of a Meta.fields name: Django-filter's filter for the model field's class; None when unknown."""
    if name == 'id':
        return NUMBER
    field = model_field(model, name)
    if not field:
        return None
    ancestry, choices = field_ancestry(field[0]), field[1]
    if 'MACAddressField' in ancestry:
        return TEXT_NO_EMPTY
    if ancestry & RELATION_FIELDS:
        return ['n']
    if ancestry & {'BooleanField', 'UUIDField'}:
        return []
    if ancestry & CHAR_FIELDS:
        return TEXT
    if choices or ancestry & {'TextField', 'GenericIPAddressField'}:
        return TEXT_NO_EMPTY
    if ancestry & NUMBER_FIELDS:
        return NUMBER
    return None


def declared_lookups(model, filter_class, field_name):
    if filter_class in NUMBER_FILTERS:
        return NUMBER
    if filter_class in MODEL_FILTERS:
        return ['n']
    if filter_class in TAG_FILTERS:
        return ['n', 'any']
    if filter_class in TEXT_FILTERS:
        return TEXT if '__' not in field_name and is_char_field(model, field_name) else TEXT_NO_EMPTY
    return []


filtersets = {}
for path in FILTERSET_MODULES:
    app = path.split('/')[1]
    for node in ast.parse(source(path)).body:
        if not isinstance(node, ast.ClassDef):
            continue
        info = {'bases': [name_of(b) for b in node.bases], 'declared': {}, 'fields': [], 'model': None, 'app': app}
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call):
                callee = name_of(stmt.value.func) or ''
                if not callee.endswith('Filter') or callee.endswith('FromToRangeFilter'):
                    continue
                keywords = {k.arg: k.value for k in stmt.value.keywords}
                lookup_expr = keywords.get('lookup_expr')
                field_name = keywords.get('field_name')
                for target in stmt.targets:
                    if isinstance(target, ast.Name):
                        info['declared'][target.id] = {
                            'class': callee,
                            'method': 'method' in keywords,
                            'lookup_expr': lookup_expr.value if isinstance(lookup_expr, ast.Constant) else 'exact',
                            'field_name': field_name.value if isinstance(field_name, ast.Constant) else target.id,
                        }
            if isinstance(stmt, ast.ClassDef) and stmt.name == 'Meta':
                for m in stmt.body:
                    if not isinstance(m, ast.Assign) or not isinstance(m.targets[0], ast.Name):
                        continue
                    if m.targets[0].id == 'fields':
                        if isinstance(m.value, (ast.Tuple, ast.List)):
                            info['fields'] = [e.value for e in m.value.elts if isinstance(e, ast.Constant)]
                        elif isinstance(m.value, ast.Dict):
                            info['fields'] = [k.value for k in m.value.keys if isinstance(k, ast.Constant)]
                    elif m.targets[0].id == 'model':
                        info['model'] = name_of(m.value)
        filtersets[node.name] = info


def gather(cls, seen=None):
    """Declared filters (later classes win) and Meta.fields names of a filterset and its bases."""
    seen = seen if seen is not None else set()
    info = filtersets.get(cls)
    if not info or cls in seen:
        return {}, []
    seen.add(cls)
    declared, fields = {}, []
    for base in reversed(info['bases']):
        d, f = gather(base, seen)
        declared.update(d)
        fields += f
    declared.update(info['declared'])
    return declared, fields + info['fields']


MODEL_APPS = {'ObjectChange': 'core', 'ObjectType': 'core', 'ConfigRevision': 'core'}

out = {}
for cls, info in filtersets.items():
    if not info['model'] or not cls.endswith('FilterSet'):
        continue
    model = info['model']
    key = f"{MODEL_APPS.get(model, info['app'])}.{model.lower()}"
    if key in out and cls != f'{model}FilterSet':
        continue
    declared, fields = gather(cls)
    lookups = {}
    for name in fields:
        if name not in declared:
            found = meta_lookups(model, name)
            if found is not None:
                lookups[name] = sorted(found)
    for name, d in declared.items():
        if d['method'] or d['lookup_expr'] not in STANDARD_LOOKUPS:
            lookups[name] = []
        else:
            lookups[name] = sorted(declared_lookups(model, d['class'], d['field_name']))
    out[key] = dict(sorted(lookups.items()))
# one line a filter, its lookups named by their set
SETS = {'text': TEXT, 'text-no-empty': TEXT_NO_EMPTY, 'number': NUMBER, 'model': ['n'], 'tag': ['n', 'any'], 'none': []}
NAMES = {tuple(sorted(lookups)): name for name, lookups in SETS.items()}
lines = [' "sets": {\n' + ',\n'.join(f'  {json.dumps(n)}: {json.dumps(sorted(v))}' for n, v in SETS.items()) + '\n }']
for key, lookups in sorted(out.items()):
    rows = [f'  {json.dumps(name)}: {json.dumps(NAMES[tuple(found)])}' for name, found in lookups.items()]
    lines.append(f' {json.dumps(key)}: {{\n' + ',\n'.join(rows) + '\n }')
sys.stdout.write('{\n' + ',\n'.join(lines) + '\n}\n')
