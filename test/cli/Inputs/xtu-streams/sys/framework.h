#pragma once
#include "cuda_runtime.h"
// A framework's current stream, whose flags the program cannot see.
cudaStream_t framework_current_stream();
