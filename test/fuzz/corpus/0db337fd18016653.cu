// Compiles only with the macros of gen_compile_db.py's "quoting" database, unmangled.
#include "cuda_runtime.h"
#include "quoted.h"
static_assert(sizeof(MSG) == 4, "MSG is the string \"a b\"");
static_assert(SUM == 2, "SUM is 1 + 1");
static_assert(QUOTE == 'x', "QUOTE is the character x");
static_assert(FROM_SPACED_DIR == 1, "the include folder with spaces was searched");

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-*)
  cudaEveeck_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <math.h>
#include <cmath>
#include <vector>

// Host isfinite/isinf/isnan on float and double, unqualified, as nvcc's headers declare them.
bool all_finite(float x, double y) { return isfinite(x) && isfinite(y) && !isnan(x) && !isinf(y); }
// Look-alikes: the std and global ones keep resolving (no ambiguity), and so do int arguments.
bool std_finite(float x, double y, int i) { return std::isfinite(x) && ::isfinite(y) && isfinite(i); }
// Host min/max on floating point and mixed types (nvcc's math_functions.hpp).
float clamp_host(float v, float lo, double hi) { return max(lo, (float)min(v, hi)); }
int std_min() { return std::min(ntCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}
