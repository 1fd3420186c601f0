// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Streams held in class members, as RAII wrappers hold them (held-out round 5:
// NVIDIA/TensorRT@a892d22 samples/common/sampleDevice.h:62, TrtCudaStream's
// `cudaStreamCreate(&mStream)` with `cudaStream_t mStream{}`). The member's null initializer is
// "no stream yet", not work on the default stream: the member holds the created stream.

__global__ void k(float *p) {}

// Reported: two blocking member streams run work while a legacy cudaMemcpy, in the same loop,
// waits for them and makes them wait.
class Pipeline {
public:
  Pipeline() {
    cudaStreamCreate(&mCompute);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'mCompute' is created blocking{{.*}} [cuda-default-stream]
    cudaStreamCreate(&mCopy);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'mCopy' is created blocking{{.*}} [cuda-default-stream]
  }
  ~Pipeline() {
    cudaStreamDestroy(mCompute);
    cudaStreamDestroy(mCopy);
    mCompute = nullptr;
    mCopy = nullptr;
  }
  void launch(float *d) {
    k<<<1, 1, 0, mCompute>>>(d);
    k<<<1, 1, 0, mCopy>>>(d);
  }
  void readTimestamp(float *d) {
    long long t;
    cudaMemcpy(&t, d, sizeof t, cudaMemcpyDeviceToHost);
  }

private:
  cudaStream_t mCompute{};
  cudaStream_t mCopy{};
};

void run(float *d, int iterations) {
  Pipeline p;
  for (int i = 0; i < iterations; ++i) {
    p.launch(d);
    p.readTimestamp(d);
  }
}

// Silent: the same wrapper creating non-blocking streams.
class NonBlockingPipeline {
public:
  NonBlockingPipeline() {
    cudaStreamCreateWithFlags(&mCompute, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&mCopy, cudaStreamNonBlocking);
  }
  void launch(float *d) {
    k<<<1, 1, 0, mCompute>>>(d);
    k<<<1, 1, 0, mCopy>>>(d);
  }
  void readTimestamp(float *d) {
    long long t;
    cudaMemcpy(&t, d, sizeof t, cudaMemcpyDeviceToHost);
  }

private:
  cudaStream_t mCompute{};
  cudaStream_t mCopy{};
};

void runNonBlocking(float *d, int iterations) {
  NonBlockingPipeline p;
  for (int i = 0; i < iterations; ++i) {
    p.launch(d);
    p.readTimestamp(d);
  }
}

// Silent: blocking member streams, but no legacy-stream work runs with them.
class QuietPipeline {
public:
  QuietPipeline() {
    cudaStreamCreate(&mCompute);
    cudaStreamCreate(&mCopy);
  }
  void launch(float *d) {
    k<<<1, 1, 0, mCompute>>>(d);
    k<<<1, 1, 0, mCopy>>>(d);
  }

private:
  cudaStream_t mCompute{};
  cudaStream_t mCopy{};
};

void runQuiet(float *d, int iterations) {
  QuietPipeline p;
  for (int i = 0; i < iterations; ++i)
    p.launch(d);
}

// Reported: one creation in a wrapper class, but each of several objects creates its own
// stream (NVIDIA/TensorRT@a892d22 samples/common/sampleInference.cpp:1118,
// `std::array<TrtCudaStream, ...>` of sampleDevice.h's wrapper).
class OwnedStream {
public:
  OwnedStream() {
    cudaStreamCreate(&mStream);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 'mStream' is created blocking{{.*}} [cuda-default-stream]
  }
  ~OwnedStream() { cudaStreamDestroy(mStream); }
  cudaStream_t get() const { return mStream; }

private:
  cudaStream_t mStream{};
};

struct Iteration {
  OwnedStream mStreams[2];
  void launch(float *d) {
    k<<<1, 1, 0, mStreams[0].get()>>>(d);
    k<<<1, 1, 0, mStreams[1].get()>>>(d);
  }
  void readTimestamp(float *d) {
    long long t;
    cudaMemcpy(&t, d, sizeof t, cudaMemcpyDeviceToHost);
  }
};

void runIterations(float *d, int n) {
  Iteration it;
  for (int i = 0; i < n; ++i) {
    it.launch(d);
    it.readTimestamp(d);
  }
}

// Silent: the same kind of wrapper held by one object only: one stream, nothing to overlap it
// with but the legacy work it then waits for.
class SingleStream {
public:
  SingleStream() { cudaStreamCreate(&mStream); }
  cudaStream_t get() const { return mStream; }

private:
  cudaStream_t mStream{};
};

void runSingle(float *d, int n) {
  SingleStream s;
  for (int i = 0; i < n; ++i) {
    k<<<1, 1, 0, s.get()>>>(d);
    long long t;
    cudaMemcpy(&t, d, sizeof t, cudaMemcpyDeviceToHost);
  }
}
