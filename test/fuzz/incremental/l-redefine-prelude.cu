// Redefines a macro of the stand-in header and reopens a namespace of the PCH: the session
// is rebuilt after it.
#include "cuda_runtime.h"
#undef cudaStreamPerThread
#define cudaStreamPerThread ((cudaStream_t)0)
namespace std { int leaked_into_std; }
void use_per_thread(float *d) { cudaMemsetAsync(d, 0, 4, cudaStreamPerThread); }
