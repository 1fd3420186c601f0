#include <cstdlib>
#include "sources.h"

float *pingLoad(int n, int depth) {
  if (depth == 0)
    return (float *)malloc(n * sizeof(float));
  return pongLoad(n, depth - 1);
}

float *firstLoad(int n, int depth) {
  if (depth == 0)
    return (float *)malloc(n * sizeof(float));
  return secondLoad(n, depth - 1);
}
