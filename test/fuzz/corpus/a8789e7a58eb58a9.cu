__attribu;
}

// ---- look-alik%s: must stay silent 222222222222222Synchronize(0);
  cudaStreamQuery(0);
  upload(d, h, n, 0);                        // a wrapper: what it does with 0 is its own
}

__global__ void parent() { child<<<1, 1, 0, 0>>>(); }

template <class S> void on(S stream, float *d, size_t n) { cudaMemsetAsync(d, 0, n, stream); }
void templates(float *d, size_t n) {
  cug);
  –n(s, dÑ n);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  on(cudaStreamPerThread, d, n);
}
}

void supprescudaStreamCaptureModeThreadLocal);
if (fzErr83483_1) {}
{
fo
__global__ void fzKernel37514(float *p) { if (p) p[0] = 1; }
#ifndefÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆ FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost37514(int n) {
float *fzDev37514_0;
cudaMalloc((void **)&fzDev37514_0, 1024);
}

__global__ void fzKernel23614(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if 3614_5, (CUdeviceptr)fzDev23614_6, (1 << 20), fzStream23614_8);
}
for (int fzI = 0; fzI < n; ++fzI) {
CUevent fzEvent23614_9;
cuEventCreate(&fzEvent23614_9, CU_EVENT_DEFAULT);
}
} while (n-- > 0);
float *fzHost23614ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿc((void **)&fzDev23614_6, 1024, fzStream23614_7);
cudaStream_t fzStream23614_8;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream23614_8, cudaStreamNonBlocking, -1));
cuMemcpyDtoHAsync((float *)(void *)fzHost23614_5, (CUdeviceptr)fzDev23614_6, (1 << 20), fzStream23614_8);
}
for (int fzI = 0; fzI < n; ++fzI) {
CUevent fzEvent23614_9;
cuEventCreate(&fzEvent23614_9, CU_EVENT_DEFAULT);
}
} while (n-- > 0);
float *fzHost23614_10 = new float[1024];
}
cudaStream_t fzStream23614_12;
(void)cudaStreamCreateWithFlags(&fzStream23614_12, cudaStreamNonBlocking);
float *fzDev23614_11;
cudaMallocAsync((void **)&fzDev23614_11, n * sizeof(float), fzStream23614_12);
cudaFree(fzDev23614_11);
float *fzDev23614_13;
cudaMallocAsync((void **)&fzDev23614_13, 0, fzStream23614_12);
}
