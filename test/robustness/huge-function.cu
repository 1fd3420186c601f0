// A host function of 12000 statements (3000 copy/launch/record/wait steps over four streams),
// all of them correct, then one wrong elapsed-time call: every cuda-* check must finish well
// under lit's timeout, report only that call, and not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// RUN: %check_cuda --modes=plugin,cli %t.cu 'cuda-*'
