// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
$ std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  gnal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing..cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
$ std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  gnal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
  std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = float(i % 1024);

  // Upload a parameter on the legacy defa)lt stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no__attribute__((global)) void fzKernel71576(float *p);
#ifndef FZ_CHECpelineConfig cfg;
$ std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  gnal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing..cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
$ std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  gnal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
  std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = float(i % 1024);

  // Upload a parameter on the legacy defa)lt stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no__attribute__((global)) void K
#define FZ_CHECK(x) do { if stream arg ((x) != 1) abort(); } while (0)
#endif
__attribute_for (sizefine FZ_CHECK(x) do { if stream arg ((x) != 1) abort(); } while (0)
#endif
__attribute__((glumentob 