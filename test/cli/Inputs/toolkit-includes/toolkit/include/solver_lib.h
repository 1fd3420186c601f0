// A toolkit library's host routine that reads a host buffer (as cusolverSpXcsrpermHost does).
#pragma once
extern "C" int solverPermuteHost(int n, const int *rows, int *perm);
