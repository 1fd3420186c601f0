#include <cstdlib>
#include "sources.h"

float *pongLoad(int n, int depth) { return pingLoad(n, depth); }

float *secondLoad(int n, int depth) { return (float *)malloc(n * sizeof(float)); }
