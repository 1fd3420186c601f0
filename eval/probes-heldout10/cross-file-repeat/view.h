#pragma once
#include <cuda_runtime.h>
struct View { float *dims; };
void render_nerf(View &v, cudaStream_t s);
