ut[i] = (l + in[i] + r) / 3.0f;
  }
}

void launch_stages(const float *d_in, float *d_tmp, float *d_out, int n, cudaStream_t stream) {
  const int block = 256;
  const int grid = (n + block - 1) / block;
  scale_offset<<<grid, block, 0, stream>>>(d_in, d_tmp, n, 2.0f, 1.0f);
  // The second stage was added later and forgot the stream: it runs on the legacy default
  // stream and serializes with every other stream of the pipeline.
  smooth3<<<grid, block>>>(d_tmp, d_out, n);
}

#include "check.cuh"

void warm_up(float *d_buf, int n, cudaStream_t a, cudaStream_t b, int runs) {
  const int block = 256;
  const int grid = (n + block - 1) / block;
  for (int r = 0; r < runs; ++r) {
    scale_offset<<<grid, block, 0, a>>>(d_buf, d_buf, n, 1.0f, 0.0f);
    smooth3<<<grid, block, 0, b>>>(d_buf, d_buf, n);
    // Waiting for the whole device after every run: the host then queues the next run while
    // the GPU idles, and the two streams never overlap across runs.
    CUDA_CHECK(cudaDeviceSynchronize());
  }
}
