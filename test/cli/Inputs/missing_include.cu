#include "cuda_runtime.h"
#include "no_such_header.h"

void f() {}
