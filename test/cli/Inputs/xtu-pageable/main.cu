#include <cuda_runtime.h>
#include "loaders.h"

// Reported: loadPageable (loader.cpp) returns malloc'd memory.
void copyLoaded(float *d, int n, cudaStream_t s) {
  float *h = loadPageable(n);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s); // PAGEABLE
}

// Silent: loadPinned returns cudaMallocHost memory.
void copyPinned(float *d, int n, cudaStream_t s) {
  float *h = loadPinned(n);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Silent: loadEither returns pinned or pageable memory: unknown.
void copyEither(float *d, int n, bool pin, cudaStream_t s) {
  float *h = loadEither(n, pin);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Silent: loadNowhere is defined in no file.
void copyNowhere(float *d, int n, cudaStream_t s) {
  float *h = loadNowhere(n);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Reported: loadRelayed (relay.cpp) returns loadPageable's memory: decided through two units.
void copyRelayed(float *d, int n, cudaStream_t s) {
  float *h = loadRelayed(n);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s); // RELAYED
}

// Reported: tableData returns a std::vector's storage.
void copyTable(float *d, cudaStream_t s) {
  cudaMemcpyAsync(tableData(), d, 1024 * sizeof(float), cudaMemcpyDeviceToHost, s); // TABLE
}

// Reported: readRows stores malloc'd memory through rowPtr.
void copyRows(int *d, int n, cudaStream_t s) {
  int *rows;
  readRows(&rows, n);
  cudaMemcpyAsync(d, rows, n * sizeof(int), cudaMemcpyHostToDevice, s); // ROWS
}

// Silent: readPinnedRows stores cudaHostAlloc memory.
void copyPinnedRows(int *d, int n, cudaStream_t s) {
  int *rows;
  readPinnedRows(&rows, n);
  cudaMemcpyAsync(d, rows, n * sizeof(int), cudaMemcpyHostToDevice, s);
}

// Reported: readInto stores new[] memory through a reference.
void copyInto(float *d, int n, cudaStream_t s) {
  float *h = nullptr;
  readInto(h, n);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s); // INTO
}

// Silent: registered here before the copy.
void copyRegistered(float *d, int n, cudaStream_t s) {
  float *h = loadPageable(n);
  cudaHostRegister(h, n * sizeof(float), cudaHostRegisterDefault);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Silent: handed, before the copy, to a function defined nowhere (it may pin it).
void copyHandedOver(float *d, int n, cudaStream_t s) {
  float *h = loadPageable(n);
  pinElsewhere(h, n);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Silent: loadOutside's unit is not in the database.
void copyOutside(float *d, int n, cudaStream_t s) {
  float *h = loadOutside(n);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Silent: loadPageable's memory, but frames.cpp calls this once, outside its loop, and nothing
// bounds the size: an upload of a size the file does not tell, run once.
void copyOnce(float *d, int n, cudaStream_t s) {
  float *h = loadPageable(n);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}
