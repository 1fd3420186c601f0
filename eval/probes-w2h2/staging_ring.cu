// wave2hunt2 reproducers for cuda-host-access-before-sync (ArchaeaSoftware/cudahandbook@c56ebf8
// concurrency/pageableMemcpyHtoD16Broken.cu:80): a two-slot pinned staging ring refilled with no wait.
// Every function races: slot k is refilled while the upload from it two iterations back may be queued.
#include <cuda_runtime.h>
#include <cstring>

void *g_slots[2];                                      // pinned, allocated elsewhere (as in the book)
extern bool copy16(void *dst, const void *src, size_t n);   // defined in another TU (memcpy16)

// A: the book's shape: a global array of slots, a variable index, the refill through an extern function.
void ring_global_extern(char *dst, const char *src, size_t n, size_t chunk) {
  int k = 0;
  while (n) {
    size_t c = n < chunk ? n : chunk;
    copy16(g_slots[k], src, c);
    cudaMemcpyAsync(dst, g_slots[k], c, cudaMemcpyHostToDevice, 0);
    dst += c; src += c; n -= c; k = 1 - k;
  }
}

// B: the same with std::memcpy.
void ring_global_memcpy(char *dst, const char *src, size_t n, size_t chunk) {
  int k = 0;
  while (n) {
    size_t c = n < chunk ? n : chunk;
    memcpy(g_slots[k], src, c);
    cudaMemcpyAsync(dst, g_slots[k], c, cudaMemcpyHostToDevice, 0);
    dst += c; src += c; n -= c; k = 1 - k;
  }
}

// C: local slots allocated here (pinned visibly), variable index, std::memcpy.
void ring_local_memcpy(char *dst, const char *src, size_t n, size_t chunk) {
  char *slot[2];
  cudaMallocHost(&slot[0], chunk);
  cudaMallocHost(&slot[1], chunk);
  int k = 0;
  while (n) {
    size_t c = n < chunk ? n : chunk;
    memcpy(slot[k], src, c);
    cudaMemcpyAsync(dst, slot[k], c, cudaMemcpyHostToDevice, 0);
    dst += c; src += c; n -= c; k = 1 - k;
  }
  cudaDeviceSynchronize();
  cudaFreeHost(slot[0]);
  cudaFreeHost(slot[1]);
}

// D: one pinned slot, no index at all (the documented positive shape, for comparison).
void one_slot(char *dst, const char *src, size_t n, size_t chunk) {
  char *slot;
  cudaMallocHost(&slot, chunk);
  while (n) {
    size_t c = n < chunk ? n : chunk;
    memcpy(slot, src, c);
    cudaMemcpyAsync(dst, slot, c, cudaMemcpyHostToDevice, 0);
    dst += c; src += c; n -= c;
  }
  cudaDeviceSynchronize();
  cudaFreeHost(slot);
}
