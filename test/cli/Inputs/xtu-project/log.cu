#include <cuda_runtime.h>
#include "steps.h"

int stepCount;

void logStep(const char *what) { stepCount += what != nullptr; }
