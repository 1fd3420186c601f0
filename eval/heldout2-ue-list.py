#!/usr/bin/env python3
# Keying aid for cuda-unchecked-error (heldout wave 2): per function (ctags ranges), bare cuda*/cu*
# statements, CHECK_CUDA_ERROR() uses and launches with no later last-error read in the function.
# usage: heldout2-ue-list.py FILE...   (prints: first-non-macro-line kind count path func range first-line kind count lines)
import sys, subprocess, re, json
IGN = {"cudaGetLastError","cudaPeekAtLastError","cudaDeviceReset"}
bare = re.compile(r'^\s*(?:\}\s*)?(?:else\s+)?(cu(?:da)?[A-Z]\w*)\s*\(')
launch = re.compile(r'<<<')
for path in sys.argv[1:]:
    out = subprocess.run(["ctags","--language-force=C++","--fields=+ne","--kinds-C++=f","-o","-",path],capture_output=True,text=True).stdout
    src = open(path,errors='replace').read().split('\n')
    funcs=[]
    for l in out.splitlines():
        parts=l.split('\t'); name=parts[0]
        ln=[p for p in parts if p.startswith('line:')]; en=[p for p in parts if p.startswith('end:')]
        if ln and en: funcs.append((int(ln[0][5:]),int(en[0][4:]),name))
    funcs.sort()
    for (s,e,name) in funcs:
        hits=[]
        incomment=False
        lines=src[s-1:e]
        for i,t in enumerate(lines):
            ln=s+i; st=t.strip()
            if st.startswith('//'): continue
            if '/*' in st and '*/' not in st: incomment=True
            if incomment:
                if '*/' in st: incomment=False
                continue
            m=bare.match(t)
            if m and m.group(1) not in IGN and not m.group(1).startswith('cuda_') :
                # skip declarations like cudaError_t x
                hits.append((ln,'drop:'+m.group(1)))
            if re.search(r'\bCHECK_CUDA_ERROR(_NOEXIT)?\s*\(\s*\)',t) and not st.startswith('#'):
                hits.append((ln,'macro:CHECK_CUDA_ERROR'))
            if launch.search(t) and not st.startswith('#'):
                rest='\n'.join(x for x in src[ln:e] if not x.strip().startswith('//'))
                if not re.search(r'(\w+\s*\(\s*cuda(GetLastError|PeekAtLastError)\s*\(\s*\)|=\s*cuda(GetLastError|PeekAtLastError)|CHECK_CUDA_ERROR|getLastCudaError|cudaCheckError|CHECK_LAST)',rest):
                    hits.append((ln,'launch'))
        hits.sort()
        nm=[h for h in hits if not h[1].startswith('macro')]
        if hits:
            print(f"{nm[0][0] if nm else '-'}\t{nm[0][1] if nm else '-'}\t{len(nm)}\t", end='')
            print(f"{path}\t{name}\t{s}-{e}\t{hits[0][0]}\t{hits[0][1]}\t{len(hits)}\t"+",".join(str(h[0]) for h in hits[1:8]))
