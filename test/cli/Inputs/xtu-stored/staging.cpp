#include "staging.h"
#include <stdlib.h>

Staging::Staging(size_t n) : host_((float *)malloc(n * sizeof(float))), n_(n) {}
Staging::~Staging() { free(host_); }

PinnedStaging::PinnedStaging(size_t n) : n_(n) { cudaMallocHost(&host_, n * sizeof(float)); }
RegisteredStaging::RegisteredStaging(size_t n) : host_(new float[n]), n_(n) {}
MixedStaging::MixedStaging(size_t n) : host_((float *)malloc(n * sizeof(float))), n_(n) {}

void acquireBuffer(float **p, size_t n); // defined in no unit of the program
HandedStaging::HandedStaging(size_t n) : host_(nullptr), n_(n) { acquireBuffer(&host_, n); }

float *g_frame = nullptr;
float *g_pinned = nullptr;
static size_t g_bytes = 0;
size_t frameBytes() { return g_bytes; }
void initFrames(size_t n) {
  g_bytes = n;
  g_frame = (float *)malloc(n);
  cudaHostAlloc((void **)&g_pinned, n, cudaHostAllocDefault);
}
