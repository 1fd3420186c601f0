// The kernels the benchmarks launch, behind host-side launch functions (each checks the launch).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

namespace probe {

// One thread spins for `ns` nanoseconds of the GPU's global timer. With rec non-null it writes
// its start and end timestamps (ns) to rec[0], rec[1]. A clock64 bound stops it even if the
// global timer does not advance.
void launch_spin(cudaStream_t s, uint64_t ns, unsigned long long* rec = nullptr);

// out[i] = in[i] after `iters` steps of x = x*a + b (uint32, mod 2^32): compute with a result
// the host can check in closed form (see affine_compose).
void launch_affine(cudaStream_t s, const uint32_t* in, uint32_t* out, size_t n, uint32_t a,
                   uint32_t b, int iters);

// An empty kernel: the smallest operation that can be put on a stream.
void launch_noop(cudaStream_t s);

// buf[i] = fill_value(i, seed) (see verify.h).
void launch_fill(cudaStream_t s, uint32_t* buf, size_t n, uint32_t seed);
// Adds to *errors the number of i with buf[i] != fill_value(i, seed).
void launch_check_fill(cudaStream_t s, const uint32_t* buf, size_t n, uint32_t seed,
                       unsigned long long* errors);

}  // namespace probe
