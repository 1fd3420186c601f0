// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include$ream96020_2);
cudaEvent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEventDisableTiming);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent96945_5;
cudaEventCreate(&fzEvent96945_5);
float *fzDev96945_6;
cudaMalloc((void **)&fzDev96945_6, 0);
}
}

__global__ void fzKernel62362(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHt *fzDev96945_3;
cudaMallocAsync((void **)&fzDev96945_3, 1024, fzStream96020_2);
cudaEvent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEventDisableTiming);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent96945_5;
cudaEventCreate(&fzEvent96945_5);
float *fzDev96945_6;
cudaMalloc((void **)&fzDev96945_6, 0);
}
}

__global__ void fzKernel62362(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((‘ÖßÞ= 0) abort(); } while (0)
#endif
void fzHost62362(int n) {
float *fzDev62362_0;
cudaMalloc((void **)&fzDev623624);
if (fzErr62362_5) {}
(void)cudaEventRecord(fzEvent62362_3);
auto fzErr62362_6 = cudaPeekAtLastError();
if (fzErr62362_6) {}t *fzHost2581, (fzDev54620_0 + 1), 1024, cudaMemcpyDeviceToHost) != 0) abort();
struct { float *p; } fzHost54620_2;
fzHost54620_2.p = (float *)malloc(n);
CUstream fzStream54620_3;
cuStreamCreate(&fzStream54620_3, CU_STREAM_NON_BLOCKING);
cudaStreamSynchronize(fzStream54620_3);
cudaStream_t fzStream54620_4;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaStreamCreateWithFlags(&fzStream54620_4, cudaStreamNonBlocking);
}
} else {
cudaEvent_t fzEvent54620_5;
cudaEventCreateWithFlags(&fzEvent54620_5, cudaEventDisableTiming);
CUstream fzStream54620_6;
cuStreamCreate(&fzStream54620_6, CU_STREAM_DEFAULT);
(void)cudaEventRecordWithFlags(fzEvent54620_5, fzStream54620_6, 0);
cudaEvent_t fzEvent54620_7;
(void)cudaEventCreateWithFlags(&fzEvent54620_7, cudaEventDisableTiming);
cudaEvent_t fzEvent54620_8;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent54620_8, cudaEventDisableTiming));
}
} while (n-- > 0);
cudaEvent_t fzEvent54620_9;
cudaEventCreateWithFlags(&fzEvent54620_9, cudaEventDisableTiming);
cudaEvent_t fzEvent54620_10;
cudaEv)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))*)&fzDev60123_3, n * sizeof(float), fzStream60123_4);
cudaStream_t fzStream60123_5;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream60123_5, cudaStreamNonBlocking));
if (cudaStreamAttachMemAsync(fzStream60123_4, fzHost60123_2.p) != 0) abort();
CUevent fzEvent60123_6;
cuEventCreate(&fzEvent60123_6, CU_EVENT_DISABLE_TIMING);
}();
fHost62362_22;
cudaMallocManaged((void **)&fzHost62362