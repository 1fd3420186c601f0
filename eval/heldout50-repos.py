#!/usr/bin/env python3
"""Held-out round 50 (eval/results/heldout50.md): a BLIND precision round, stop 46: every cuda-* check over repositories
nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it": yes/no with
the reason). The key (eval/heldout50-key.tsv) is written from docs/checks/cuda/*.md of the commit in
<eval-bin-s46e>/COMMIT before any cuda-* run on these units. Build: BLIND <eval-bin-s46e> (its COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout49-repos.py.

Repositories picked and dropped before the key (none was run): SPECFEM/specfem3d_globe (its snapshot is over fetch's
size limit), dmlc/dgl (its CUDA runtime layer needs the dmlc-core and dlpack submodules, absent from the snapshot),
openucx/ucx (its CUDA transports use the driver API only). The round's deadline left time for one repository.

TU rule (fixed before any cudalint run): units of the project's own CMake build with CUDA on (AMReX_GPU_BACKEND=CUDA,
3D, double precision, no MPI, no OpenMP), which compiles every C++ source of Src/Base as CUDA (set_source_files_properties
LANGUAGE CUDA), sm_90:

  AMReX-Codes/amrex (the block-structured AMR framework under many fluid, combustion and astrophysics solvers: a pool
    of CUDA streams per device, pinned host arenas (cudaHostAlloc), host<->device copies with cudaMemcpyAsync on the
    current stream, CUDA-graph capture of copies with events, stream synchronisation): the units of Src/Base that name
    a CUDA runtime call (git grep 'cuda[A-Z]\\w+\\(' at the commit), without AMReX_CuptiTrace.cpp (CUPTI is off in
    that build): Src/Base/AMReX_GpuDevice.cpp, AMReX_Arena.cpp, AMReX_PArena.cpp, AMReX_GpuElixir.cpp: 4 units (AM).
    Flags: nvcc -x cu -std=c++17 -O3 -DNDEBUG sm_90 --expt-relaxed-constexpr --expt-extended-lambda -I Src/Base -I Src/Base/Parser and
    the generated folder <out>/gen, which holds AMReX_Config.H and AMReX_Config_3D.H written from the extracted
    Tools/CMake/AMReX_Config*.H.in as CMake's configure_file would for that build (AMREX_USE_CUDA, AMREX_USE_GPU,
    AMREX_GPU_BACKEND CUDA, AMREX_SPACEDIM 3, AMREX_GPU_MAX_THREADS 256 (its default), AMREX_PARTICLES off, the other options off).

  heldout50-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout50-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s46e>/bin/cudalint] [--only owner+name]
  heldout50-repos.py preparse --out <out> --cudalint <eval-bin-s46e>/bin/cudalint
"""
import os, re, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
SM90 = heldout_base.SM90

CHECKS = "-*,cuda-*"

AM = ["Src/Base/" + u for u in ["AMReX_GpuDevice.cpp", "AMReX_Arena.cpp", "AMReX_PArena.cpp", "AMReX_GpuElixir.cpp"]]


def amrex():
    cu = ([NVCC, "-x", "cu", "-std=c++17", "-O3", "-DNDEBUG"] + SM90 + ["--expt-relaxed-constexpr",
          "--expt-extended-lambda", "-I@ROOT@/Src/Base", "-I@ROOT@/Src/Base/Parser", "-I@ROOT@/../../gen"])
    return [(".", cu + ["-c", u]) for u in AM]


REPOS = {
    "AMReX-Codes+amrex": ("92679babfc2cc66ca06ee591a80001db57c89878", amrex),
}
PATHS = {"AMReX-Codes+amrex": ["Src/Base", "Tools/CMake/AMReX_Config.H.in", "Tools/CMake/AMReX_Config_ND.H.in",
                               "LICENSE"]}

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)


AM_ON = {"AMREX_USE_CUDA", "AMREX_USE_GPU", "BL_COALESCE_FABS", "AMREX_GPUS_PER_SOCKET", "AMREX_GPUS_PER_NODE",
         "AMREX_USE_GPU_RDC", "AMREX_SPACEDIM", "BL_SPACEDIM", "AMREX_GPU_MAX_THREADS"}
AM_VARS = {"D": "3", "AMReX_SPACEDIM_LAST": "3", "AMReX_GPU_BACKEND": "CUDA", "AMREX_GPU_BACKEND": "CUDA",
           "AMREX_GPUS_PER_SOCKET": "", "AMREX_GPUS_PER_NODE": "", "AMREX_GPU_MAX_THREADS": "256"}


def amrex_config(a, gen):
    base = os.path.join(a.out, "src", "AMReX-Codes+amrex", "Tools", "CMake")
    os.makedirs(gen, exist_ok=True)
    for src_name, dst in (("AMReX_Config.H.in", "AMReX_Config.H"), ("AMReX_Config_ND.H.in", "AMReX_Config_3D.H")):
        src = open(os.path.join(base, src_name)).read()
        src = re.sub(r"^(\s*)#\s*cmakedefine (\w+)(.*)$", lambda m: (m.group(1) + "#define " + m.group(2) + m.group(3))
                     if m.group(2) in AM_ON else (m.group(1) + "/* #undef " + m.group(2) + " */"), src, flags=re.M)
        src = re.sub(r"@(\w+)@", lambda m: AM_VARS.get(m.group(1), ""), src)
        with open(os.path.join(gen, dst), "w") as f:
            f.write(src)


heldout_base.set_steps(h3, CHECKS, extract, {}, amrex_config)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
