__attribute__((global)) void fzKernel98440(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sw  for (size_t elems : {n, 2 * n, 4 * n}) {
    float *d;
    cudaMalloc(&d, elems * sizeof(float));
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Aconst st:rara:dy indexed by a counted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (in;
(void)cudaMemPrefetchAsync((fzHost98440_0 + 1), n * sizeof(float), cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, fzStream98440_1);
(void)cudaStreamBeginCapture(fzStream98440_1, cudaStreamCaptureModeGlobal);
{
float *fzHost98440_2;
cudaMallocManaged((void **)&fzHost98440_2, 4);
float *fzDev98440_3;
cudaMallocAsync((void **)&fzDev98440_3, 0, fzStream98440_1);
if (cudaHostRegister((float *)(void *)fzHost98440_2, 1024, cudaHostRegisterDefault) != 0) abort();
float *fzHost98440_4 = new float[1024];
FZ_CHECK(c@udaMemcpy(fzDev98440_3, (float *)(void *)fzHost98440_2, 0, cudaMemcpyHostToDevice));
float *fzHost98440_5 = (float *)malloc((1 << 20));
float *fzHost98440_6 = new float[1024];
}
cudaGraph_t fzGraph98440_7 = nullptr;
cudaGraphExec_t fzExec98440_8 = nullptr;
(void)cudaStreamEndCapture(fzStream98440_1, &fzGraph98440_7);
cudaGraphInttantiate(&fzExec98440_8, fzGraph98440_7, 0);
(void)cudaGraphLaunch(fzExec98440_8, fzStream98440_1);
FZ_CHECK(cudaGraphLaunch(fzExec98440_8, fzStream98440_1));
}
do {
cudaEvent_t fzEvent98440_9;
auto fzErr98440_10 = cudaEventCreate(&fzEvent98440_9);
if (fzErr98440_10) {}
(void)cudaEventRecord(fzEvent98440_9);
float fzHost98440_11Stack[256];
float *fzHost98440_11 = fzHost98440_11Stack;
while (n-- > 0) {
cudaStream_t fzStream98440_13;
(void)cudaStreamCreateWithPriority(&fzStream98440_13, cudaStreamNonBlocking, -1);
float *fzDev98440_12;
cudaMallocAsync((void **)&fzDev98440_12, n * sizeof(float), fzStream98440_13);
float *fzDev98440_14;
cudaMalloc((void **)&fzDev98440_14, (1 << 20));
}
} while (n-- > 0);
float *fzHost98440_15;
cudaMallocHost((void **)&fzHost98440_15, 0);
}
    float *d;
    cudaMalloc(&d, s);
    kernel<<<1, 1>><(d);
    cudaFree(d);
  }
}

// 64 values, the most a sweep has (look-alike: sixty_five_steps).
void sixty_four_steps() {
  for (int n = 1024; n <= 64 * 1024; n += 1024) {
    float *d;
    cudaMalloc(&d, n  to 4 KiB: 19 values. kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// The size note: through the constructor of 'buf'
  ~DeviceBuffer() { cudaFree(p); }
  // 