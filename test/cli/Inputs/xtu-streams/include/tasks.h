#pragma once
#include "cuda_runtime.h"

void runTasks(int *p, cudaStream_t s);
void setUp(int *p);
