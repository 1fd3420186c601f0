#!/bin/sh
# usage: run.sh <eval-bin>/bin/cudalint   (from this folder; writes compile_commands.json and out-*.json beside the sources)
set -e
for p in compound-size nonconst-param local-address-note; do
  (cd $p && python3 -c "
import json,os
d=os.getcwd()
json.dump([{'directory':d,'arguments':['/usr/local/cuda/bin/nvcc','-std=c++17','-arch=sm_90','-c',f],'file':d+'/'+f}
           for f in ['main.cu','api.cu']],open('compile_commands.json','w'))" &&
   "$1" -j 1 -p . --checks='-*,cuda-pageable-async-memcpy' --format=json --output=out.json --quiet --export-index=index.json || true
   python3 -c "
import json
r=json.load(open('out.json')); print('$p', r['summary']['project_index'])
for f in r['findings']: print('  line', f['line'], f['message'][:70])
i=json.load(open('index.json'))
for k,v in sorted(i['passed'].items()): print('  passed', k, json.dumps(v)[:90])")
done
