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
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}
