// The type must be incomplete again here: an error, as in a parse of its own.
#include "cuda_runtime.h"
int size_again = sizeof(CUstream_st);
