#!/usr/bin/env python3
"""Heuristic screen used to hunt for issue 14's cross-file pageable fact (eval/results/xtu3.md):
asynchronous copies whose host argument is a local assigned from (RET), or filled through &x by
(OUT), a function that another file of the repository defines. Regular expressions over a bare
snapshot, no parsing: candidates only, to be read by hand (many false leads, e.g. a printing helper
called with &x; parameters whose callers are elsewhere are not followed).

usage: xtu3-scan.py <bare git dir> [<commit>]"""
import re, subprocess, sys, os
gitdir = sys.argv[1]; rev = sys.argv[2] if len(sys.argv) > 2 else 'HEAD'
def git(*a): return subprocess.run(['git','--git-dir',gitdir]+list(a),stdout=subprocess.PIPE,stderr=subprocess.DEVNULL,text=True,errors='replace').stdout
files=[f for f in git('ls-tree','-r','--name-only',rev).split('\n') if re.search(r'\.(cu|cuh|c|cc|cpp|cxx|h|hpp)$',f)]
src={}
for f in files:
    t=git('show',f'{rev}:{f}')
    if t: src[f]=t
defs={}
defre=re.compile(r'^[A-Za-z_][\w:<>\s\*&,]*?[\s\*&]([A-Za-z_]\w*)\s*\([^;{]*\)\s*(?:const\s*)?\{',re.M)
for f,t in src.items():
    for m in defre.finditer(t):
        defs.setdefault(m.group(1),set()).add(f)
cp=re.compile(r'(cudaMemcpy(?:2D)?Async|cuMemcpyHtoDAsync|cuMemcpyDtoHAsync)\s*\(',re.S)
for f,t in src.items():
    if not f.endswith(('.cu','.cpp','.cc','.cxx','.c')): continue
    for m in cp.finditer(t):
        seg=t[m.end():m.end()+400]
        depth=0;args=[];cur=''
        for ch in seg:
            if ch in '([': depth+=1
            if ch in ')]':
                if depth==0: args.append(cur);break
                depth-=1
            if ch==',' and depth==0: args.append(cur);cur='';continue
            cur+=ch
        kind=' '.join(args)
        idxs=[1] if 'HostToDevice' in kind else [0] if 'DeviceToHost' in kind else [0,1]
        if m.group(1)=='cudaMemcpy2DAsync': idxs=[2] if 'HostToDevice' in kind else [0]
        if m.group(1)=='cuMemcpyHtoDAsync': idxs=[1]
        if m.group(1)=='cuMemcpyDtoHAsync': idxs=[0]
        for i in idxs:
            if i>=len(args): continue
            ids=re.findall(r'[A-Za-z_]\w*',args[i])
            if not ids: continue
            v=ids[0] if ids[0] not in ('reinterpret_cast','static_cast','void','char','float','int','const') else (ids[-1])
            line=t[:m.start()].count('\n')+1
            for a in re.finditer(r'\b'+re.escape(v)+r'\s*=\s*(?:\([^()]*\)\s*)?([A-Za-z_][\w:]*)\s*(?:<[^>]*>)?\s*\(',t):
                fn=a.group(1).split('::')[-1]
                if fn in ('malloc','calloc','new','cudaMallocHost','static_cast','reinterpret_cast'): continue
                other=defs.get(fn,set())-{f}
                if other: print(f'RET {f}:{line} host={v} <- {fn}() defined in {sorted(other)}')
            for a in re.finditer(r'([A-Za-z_][\w:]*)\s*(?:<[^>]*>)?\s*\([^;]*&\s*'+re.escape(v)+r'\b',t):
                fn=a.group(1).split('::')[-1]
                other=defs.get(fn,set())-{f}
                if other and fn not in ('cudaMalloc','cudaMallocHost','cudaHostAlloc'): print(f'OUT {f}:{line} host={v} <- &{v} in {fn}() defined in {sorted(other)}')
