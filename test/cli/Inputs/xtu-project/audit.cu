#include <cuda_runtime.h>
#include "steps.h"

void reportFailure(const char *what, cudaError_t err);

// Not in compile_commands.json: a run never sees this body.
void auditLastError(const char *what) {
  if (cudaError_t err = cudaGetLastError())
    reportFailure(what, err);
}
