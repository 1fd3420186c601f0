__attribute__((global)) void fzKernel86559(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ// clangd runs checks on the main file's declarations only (the AST's traversal scope): the
// bodies of functions in included headers are not looked at. A value the headers could
// write (a field of a header class, an extern global, a parameter of a function a header
// calls) must then count as unknown, or clangd would report what clang-tidy, seeing the
// header's writes, correctly does not. Both front ends must agree on every case here.
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: %clangd_session --format=text --flag=-I%t %t/main.c_CHECK
#define FZ_CHECK(x) do { if ((x) != 0u | FileCheck %s
// RUN: %clang_tidy --load=%plugin --checks='-*,cuda-*' %t/main.cu -- --cuda-host-only \
// RUN:   -Wno-unknown-cuda-version -nocudainc -nocudalib -I%inputs -I%t | FileCheck %s
// CHECK-NOT: warning:

//--- timer.cuh
#pragma once
#include "cuda_runtime.h"
st) abort(); ruc} whil