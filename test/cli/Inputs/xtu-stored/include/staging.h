#pragma once
#include "cuda_runtime.h"
#include <stddef.h>

// Host staging buffers held in members: the constructors are in staging.cpp (a plain C++
// file), the uploads in upload.cu.
class Staging { // reported: its only store is malloc'd memory
public:
  explicit Staging(size_t n);
  ~Staging();
  void upload(float *d, cudaStream_t s);

private:
  float *host_;
  size_t n_;
};

class PinnedStaging { // silent: allocated with cudaMallocHost
public:
  explicit PinnedStaging(size_t n);
  void upload(float *d, cudaStream_t s);

private:
  float *host_;
  size_t n_;
};

class RegisteredStaging { // silent: new[], then registered by pin() in resize.cpp
public:
  explicit RegisteredStaging(size_t n);
  void pin();
  void upload(float *d, cudaStream_t s);

private:
  float *host_;
  size_t n_;
};

class MixedStaging { // silent: malloc in staging.cpp, cudaMallocHost in resize.cpp
public:
  explicit MixedStaging(size_t n);
  void grow(size_t n);
  void upload(float *d, cudaStream_t s);

private:
  float *host_;
  size_t n_;
};

class HandedStaging { // silent: its address handed to an allocator nobody defines
public:
  explicit HandedStaging(size_t n);
  void upload(float *d, cudaStream_t s);

private:
  float *host_;
  size_t n_;
};

extern float *g_frame;  // reported: initFrames mallocs it
extern float *g_pinned; // silent: initFrames allocates it with cudaHostAlloc
size_t frameBytes();
void initFrames(size_t n);
