// A header with #pragma once that the PCH does not hold, included twice: the session is
// rebuilt after it (it entered a header).
#include "cuda_profiler_api.h"
#include "cuda_profiler_api.h"
#include "resource-leak/event_helpers.h"
void profile() { cudaProfilerStart(); }
