#pragma once
#include "cuda_runtime.h"
void upload(float *d, const float *h, size_t n);
void uploadUnread(float *d, const float *h, size_t n);
void uploadByPointer(float *d, const float *h, size_t n);
void uploadFromHost(float *d, const float *h, size_t n);
void uploadTwoUp(float *d, const float *h, size_t n);
void stage(float *d, const float *h, size_t n);
void uploadEachStep(float *d, const float *h, size_t n);
