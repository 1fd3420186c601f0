// Marks this folder as a CUDA toolkit's include folder (test/cli/toolkit-includes.test).
#include "cuda_runtime.h"
