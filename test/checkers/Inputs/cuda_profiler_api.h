// Stand-in for CUDA's cuda_profiler_api.h: the profiler range of the runtime API.
#pragma once
#include "cuda_runtime.h"
extern "C" {
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
}
