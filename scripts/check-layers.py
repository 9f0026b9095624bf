#!/usr/bin/env python3
"""Checks that app/'s layers stay layered.

Reads every qc_add_layer(<target> <sources...> DEPENDS <deps...>) in app/**/CMakeLists.txt and fails when
  - a C++ file under app/ belongs to no layer (sources are listed, not globbed) or to two,
  - a file includes a header of a layer that its own layer does not depend on (directly or through the
    layers it depends on): an include that climbs a layer or crosses sideways,
  - the layers' DEPENDS form a cycle,
  - a file of app/ or ui/ reads the system clock itself (QDateTime::current..., QDate::currentDate, ...): the
    time comes from model/Clock, which tests replace (a dialog that judged "in the past" by the system clock
    refused "now + 3 h" in a test whose clock ran behind it).
With --mermaid it prints the layer graph (direct DEPENDS among the layers) for README.md.
Usage: check-layers.py [--mermaid] [source-dir]
"""
import os
import re
import sys

args = [a for a in sys.argv[1:] if not a.startswith('--')]
root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), '..'))
app = os.path.join(root, 'app')
# Programs outside any layer: they may use every layer.
programs = {os.path.join(app, 'cli', 'main.cpp')}

layer_call = re.compile(r'qc_add_layer\(\s*(\w+)(.*?)\)', re.S)
layers = {}  # target -> (folder, set of deps)
owner = {}  # absolute file -> target
errors = []
for dp, _, fs in os.walk(app):
    if 'CMakeLists.txt' not in fs:
        continue
    text = re.sub(r'#[^\n]*', '', open(os.path.join(dp, 'CMakeLists.txt'), encoding='utf-8').read())
    for m in layer_call.finditer(text):
        target, body = m.group(1), m.group(2).split()
        if target == 'target':  # the function definition itself
            continue
        cut = body.index('DEPENDS') if 'DEPENDS' in body else len(body)
        sources = [s for s in body[:cut] if s != 'OBJECT']
        layers[target] = (dp, set(body[cut + 1:]))
        for s in sources:
            path = os.path.normpath(os.path.join(dp, s))
            if not os.path.exists(path):
                errors.append(f'{target} lists {os.path.relpath(path, root)}, which does not exist')
            if path in owner:
                errors.append(f'{os.path.relpath(path, root)} is in both {owner[path]} and {target}')
            owner[path] = target

# Only dependencies on other layers count; Qt and other libraries are not checked here.
deps = {t: {d for d in ds if d in layers} for t, (_, ds) in layers.items()}


def closure(t):
    seen, todo = set(), list(deps[t])
    while todo:
        d = todo.pop()
        if d not in seen:
            seen.add(d)
            todo.extend(deps[d])
    return seen


# Cycles among the declared dependencies (depth-first search, grey/black colouring).
state = {}


def visit(t, path):
    state[t] = 'grey'
    for d in sorted(deps[t]):
        if state.get(d) == 'grey':
            errors.append('cycle: ' + ' -> '.join(path[path.index(d):] + [d]))
        elif d not in state:
            visit(d, path + [d])
    state[t] = 'black'


for t in sorted(deps):
    if t not in state:
        visit(t, [t])

include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
for dp, _, fs in os.walk(app):
    for f in sorted(fs):
        if not f.endswith(('.cpp', '.h')):
            continue
        path = os.path.join(dp, f)
        rel = os.path.relpath(path, root)
        if path in programs:
            continue
        me = owner.get(path)
        if me is None:
            errors.append(f'{rel} is in no layer: list it in its folder\'s CMakeLists.txt')
            continue
        allowed = closure(me) | {me}
        for m in include.finditer(open(path, encoding='utf-8').read()):
            name = m.group(1)
            target = next((c for c in (os.path.normpath(os.path.join(dp, name)), os.path.normpath(os.path.join(app, name)))
                           if os.path.exists(c)), None)
            if target is None or not target.startswith(app + os.sep):
                continue
            theirs = owner.get(target)
            if theirs is not None and theirs not in allowed:
                errors.append(f'{rel} ({me}) includes {name} ({theirs}), a layer {me} does not depend on')

# The system clock, read anywhere but in Clock.cpp; comments aside.
system_clock = re.compile(r'\b(QDateTime::current\w*|QDate::currentDate|QTime::currentTime|std::chrono::system_clock)\b')
clock_cpp = os.path.join(app, 'model', 'Clock.cpp')
for top in (app, os.path.join(root, 'ui')):
    for dp, _, fs in os.walk(top):
        for f in sorted(fs):
            path = os.path.join(dp, f)
            if not f.endswith(('.cpp', '.h')) or path == clock_cpp:
                continue
            for n, line in enumerate(open(path, encoding='utf-8'), 1):
                m = system_clock.search(line.split('//', 1)[0])
                if m:
                    errors.append(f'{os.path.relpath(path, root)}:{n} reads the system clock ({m.group(1)}): use Clock')

if '--mermaid' in sys.argv:
    print('```mermaid\ngraph BT')
    for t in sorted(deps):
        # Only the edges that are not implied by others, so the drawing stays readable.
        implied = set().union(*(closure(d) for d in deps[t])) if deps[t] else set()
        for d in sorted(deps[t] - implied):
            print(f'    {t} --> {d}')
    print('```')

for e in errors:
    print('check-layers:', e, file=sys.stderr)
if errors:
    sys.exit(1)
print(f'check-layers: {len(layers)} layers, {len(owner)} files, no cycle, no include outside a layer\'s DEPENDS, '
      'no system clock read outside model/Clock')
