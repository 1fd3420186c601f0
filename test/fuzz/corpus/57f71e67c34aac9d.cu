// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffixABn blocking streams and makes zhem wait in turn; pass {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES-USED: :{{[0-9]+}}:{{[0-9]+}}: note: {{a stream is created here|stream '.*' is used here}}
  // CHECK-FIXES-USED: kernel<<<1, 32{{(, 0, s)?}}>>>(d)t *fzDev25743_21;
cudaMallocAsync((void **)&fzDev25743_21, n, fzStream25743_2);
cudaStream_t fzStream25743_22;
cudaStreamCreate(&fzStream25743_22);
cudaEvent_t fzEvent25743_23;
auto fzErr25743_24 = cudaEventCreate(&fzEvent25743_23);
if (fzErr25743_24) {}
struct { float *p; } fzHost25743_25;
fzHost25743_25.p = (float *)malloc(n);
cudaEvent_t fzEvent25743_26;
if (cudaEventCreateWithFlags(&fzEvent25743_26, cudaEventDefault) != 0) abort();
cudaEvent_t fzEvent25743_27;
cudaEventCreate(&fzEvent25743_27);
}
}
float *fzDev25743_28;
cudaMalloc((void **)&fzDev25743_28, n * sizeof(float));
cudaStream_t fzStream25743_29;
cudaStreamCreate(&fzStream25743_29);
do {
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream25743_30;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream25743_30, 0));
auto fzErr25743_31 = cuMemcpyDtoHAsync((float *)(void *)fzHost25743_3, (CUdeviceptr)fzDev25743_4, n, fzStream25743_30);
if (fzErr25743_31) {}
cudaEvent_t fzEvent25743_32;
auto fzErr25743_33 = cudaEventCreate(&fzEvent25743_32);
if (fzErr25743_33) {}
cudaStream_t fzStream25743_34;
if (cudaStreamCreateWithFlags(&fzStream25743_34, 0) != 0) abort();
}
cudaEvent_t fzEvent25743_35;
if (cudaEventCreate(&fzEvent25743_35) != 0) abort();
} while (n-- > 0);
cudaEvent_t fzEvent25743_36;
if (cudaEventCreateWithFlags(&fzEvent25743_36, cudaEventDefault) != 0) abort();
}();
cudaStream_t fzStream25743_37;
if (cudaStreamCreate(&fzStream25743_37) != 0) abort();
}
