// tromp/cuckoo mean.cu edgetrimmer constructors (5 findings, judged 'no', key error): the dropped copy fills a
// device copy of the object that no kernel ever reads.
#include <cuda_runtime.h>
struct Trimmer {
  Trimmer *dt;
  int *buf;
  bool ok = false;
  Trimmer() {
    if (cudaMalloc((void **)&dt, sizeof(Trimmer)) != cudaSuccess) return;
    if (cudaMalloc((void **)&buf, 1 << 20) != cudaSuccess) return;
    cudaMemcpy(dt, this, sizeof(Trimmer), cudaMemcpyHostToDevice);   // reported; dt is never used
    ok = true;
  }
};
