#!/usr/bin/env python3
"""scripts/check-layers.py must fail on each way a layer can be broken, and on a system clock read. Each case edits
a copy of app/."""
import os
import shutil
import subprocess
import sys
import tempfile

source = os.path.abspath(sys.argv[1])
checker = os.path.join(source, 'scripts', 'check-layers.py')
failures = []


def run(tree):
    return subprocess.run([sys.executable, checker, tree], capture_output=True, text=True)


def case(name, edit, expected):
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(os.path.join(source, 'app'), os.path.join(tmp, 'app'))
        if run(tmp).returncode != 0:
            failures.append(f'{name}: the unedited copy already fails')
            return
        edit(os.path.join(tmp, 'app'))
        result = run(tmp)
        if result.returncode == 0 or expected not in result.stderr:
            failures.append(f'{name}: exit {result.returncode}, expected "{expected}" in: {result.stderr!r}')


def append(path, text):
    with open(path, 'a', encoding='utf-8') as f:
        f.write(text)


def replace(path, old, new):
    with open(path, encoding='utf-8') as f:
        text = f.read()
    assert old in text, (path, old)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text.replace(old, new))


# The model including the service: two layers up.
case('upward include', lambda app: append(os.path.join(app, 'model', 'Job.h'), '#include "../service/ClusterWatcher.h"\n'),
     'model/Job.h (qc_model) includes ../service/ClusterWatcher.h (qc_service)')
# A backend including another one beside it: no layer depends on the other.
case('sideways include', lambda app: append(os.path.join(app, 'backends', 'demo', 'DemoBackend.cpp'),
                                            '#include "backends/slurm/SlurmCliBackend.h"\n'),
     'a layer qc_backend_demo does not depend on')
# Declaring the upward dependency does not help: it makes a cycle.
case('cycle', lambda app: replace(os.path.join(app, 'model', 'CMakeLists.txt'), 'DEPENDS ', 'DEPENDS qc_history '),
     'cycle: ')
# A new file nobody listed (what a glob used to hide).
case('unlisted file', lambda app: append(os.path.join(app, 'history', 'Unlisted.cpp'), '// new\n'),
     'app/history/Unlisted.cpp is in no layer')
# The system clock read directly instead of through model/Clock (a comment naming it is fine).
case('system clock', lambda app: append(os.path.join(app, 'history', 'HistoryStore.cpp'),
                                        '// QDateTime::currentDateTimeUtc() is not read here\n'
                                        'static const auto t = QDateTime::currentDateTimeUtc();\n'),
     'app/history/HistoryStore.cpp:')

for f in failures:
    print('FAIL', f)
sys.exit(1 if failures else 0)
