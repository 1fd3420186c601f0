// Code that nvcc compiles and plain clang rejects: host max/min on floats and mixed types
// (nvcc's math_functions.hpp declares them __host__ __device__), 'register' under C++17 and
// narrowing a non-constant in braces (g++ only warns), a constexpr function that is never a
// constant, `X::template f(...)` with no template arguments. Through an nvcc compile database,
// cudalint relaxes those four warnings that clang makes errors and force-includes its nvcc
// compatibility header: the file parses cleanly, in the analysis and in the exported database.
// With --nvcc-compat=false it does not.
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t/export && cp %s %t/compat.cu
// RUN: %python -c "import json,sys; d=sys.argv[1]; json.dump([{'directory': d, 'file': d + '/compat.cu', 'command': 'nvcc -std=c++17 -gencode arch=compute_90,code=sm_90 -x cu -c ' + d + '/compat.cu -o compat.o'}], open(d + '/compile_commands.json', 'w'))" %t
// RUN: %cudalint --format=json '--checks=-*,cuda-*' -p %t %t/compat.cu | FileCheck %s --check-prefix=ANALYSIS
// ANALYSIS: "parsed_cleanly": true
// RUN: not %cudalint --nvcc-compat=false --format=json '--checks=-*,cuda-*' -p %t %t/compat.cu | FileCheck %s --check-prefix=OFF
// OFF: "parsed_cleanly": false
// RUN: %cudalint '--checks=-*,cuda-*' --export-compile-db=%t/export -p %t %t/compat.cu
// RUN: FileCheck %s --check-prefix=EXPORT < %t/export/compile_commands.json
// EXPORT: "-Wno-register"
// EXPORT-NEXT: "-Wno-c++11-narrowing"
// EXPORT-NEXT: "-Wno-invalid-constexpr"
// EXPORT-NEXT: "-Wno-missing-template-arg-list-after-template-kw"
// EXPORT-NEXT: "-include"
// EXPORT-NEXT: "{{.*}}cudalint_nvcc_compat.h"
// A host file that g++ compiles gets the four relaxations too, and none with --nvcc-compat=false.
// RUN: mkdir -p %t/gcc && cp %S/Inputs/gcc-host-file.cpp %t/gcc/host.cpp
// RUN: %python -c "import json,sys; d=sys.argv[1]; json.dump([{'directory': d, 'file': d + '/host.cpp', 'command': '/usr/bin/g++ -std=c++17 -I' + sys.argv[2] + '/include -c ' + d + '/host.cpp -o host.o'}], open(d + '/compile_commands.json', 'w'))" %t/gcc %cuda_path
// The unit has findings: exit 1; with --nvcc-compat=false it does not parse: exit 2.
// RUN: not %cudalint --format=json '--checks=-*,cuda-*' -p %t/gcc %t/gcc/host.cpp | FileCheck %s --check-prefix=GCC
// GCC: "parsed_cleanly": true
// GCC: "check": "cuda-pageable-async-memcpy"
// RUN: not %cudalint --nvcc-compat=false --format=json '--checks=-*,cuda-*' -p %t/gcc %t/gcc/host.cpp | FileCheck %s --check-prefix=OFF
#include <cuda_runtime.h>

__host__ __device__ float clamp01(float x) { return min(max(x, 0.0f), 1.0f); }

void host_side(float a, double b, int i, unsigned u, long long l) {
  register int counter = 0;
  float f = max(a, 1.0f) + min(a, a);
  double d = max(b, a) + min(a, b);
  unsigned m = min(i, u) + max(u, i);
  long long k = max(l, 2LL);
  counter += (int)(f + d + m + k + clamp01(a));
}

// Narrowing a non-constant in a braced initializer (g++: a warning).
struct Extent { int n; };
Extent extent_of(long n) { return Extent{n}; }

// A constexpr function that is never a constant expression (nvcc accepts it).
constexpr unsigned InfBits = 0x7f800000u;
constexpr float inf_of_bits() { return *reinterpret_cast<const float *>(&InfBits); }

// `::template` with no template argument list (clang 22 makes it an error).
template <class T> struct Launcher { template <class U> static void LaunchEx(U) {} };
template <class T> void launch_one() { Launcher<T>::template LaunchEx(1); }
template void launch_one<int>();
