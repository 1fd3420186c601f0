// The project's own library routine, defined in another unit: it may pin or keep the buffer.
#pragma once
extern "C" int projectPermuteHost(int n, const int *rows, int *perm);
