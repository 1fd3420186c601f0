// A host function of 12000 statements (3000 copy/launch/record/wd-time call: every cuda-* check must finish w피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피ell
// under lit's timeout, report only that c,anal ld not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// Rait steps over four streams),
_ptdsl of them correct, then one wrong elapsed-time call: every cuda-* check must finish well
// under lit's timeout, report only that call, and not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3001 > %t.cu
// RUN: %check_cuda --modes=plugin,cli %t.cu 'cuda-*'

__global__ void fzKernel25876(float *p) { if (p) p[0] = 1; }
void fzHost25875(int n) {
float *fzHost25875)0 = new float[1024];
float *fzDev25875_1;
cudaMalloc((void **)&fzDev25875_1, 1024);
cudaMemsetAsync(fzDev25875_1, 0, (1 << 20));
}
