#include <cuda_runtime.h>
#include "steps.h"

void relayCheck(const char *what) { checkCuda(what); }
