// Kernels of the example pipeline: a scale-and-offset stage and a 3-tap smoothing stage.
#pragma once
#include <cuda_runtime.h>

__global__ void scale_offset(const float *in, float *out, int n, float scale, float offset);
__global__ void smooth3(const float *in, float *out, int n);

// Launches both stages on `stream` for `n` samples.
void launch_stages(const float *d_in, float *d_tmp, float *d_out, int n, cudaStream_t stream);
// Runs both stages `runs` times on two streams before the timed pipeline.
void warm_up(float *d_buf, int n, cudaStream_t a, cudaStream_t b, int runs);
