// Reduced from czimaginginstitute/MotionCor3@f2cc4b1 CSaveSerialCryoEM.cpp:146-210 (round 34): a frame loop that creates a
// stream, hands it to methods of another unit (DoMin/DoMax) and calls a third method without its defaulted stream.
#include <cuda_runtime.h>

struct MinMax { float DoMin(float *g, bool sync, cudaStream_t stream = 0); };   // defined in another unit
struct Moment { float DoIt(float *g, int e, bool sync, cudaStream_t stream = 0); };

struct Saver {
  float *m_gfImg;
  virtual void save(void **frames, int n, size_t bytes);   // called by a thread's main loop (virtual: reached)
  virtual void saveVisible(void **frames, int n, size_t bytes);
};

// A: the stream's only work is handed to a function of another unit (MotionCor3's shape).
void Saver::save(void **frames, int n, size_t bytes) {
  MinMax mm; Moment mo;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  for (int i = 0; i < n; i++) {
    cudaMemcpy(m_gfImg, frames[i], bytes, cudaMemcpyDefault);
    mm.DoMin(m_gfImg, false, stream);
    mo.DoIt(m_gfImg, 1, false);            // MotionCor3 :187, keyed reported
    cudaStreamSynchronize(stream);
  }
  cudaStreamDestroy(stream);
}

// B: the same, with one visible piece of work on the stream.
void Saver::saveVisible(void **frames, int n, size_t bytes) {
  MinMax mm; Moment mo;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  for (int i = 0; i < n; i++) {
    cudaMemcpy(m_gfImg, frames[i], bytes, cudaMemcpyDefault);
    cudaMemsetAsync(m_gfImg, 0, 4, stream);
    mm.DoMin(m_gfImg, false, stream);
    mo.DoIt(m_gfImg, 1, false);
    cudaStreamSynchronize(stream);
  }
  cudaStreamDestroy(stream);
}
