// The PSSM struct of g.cu, in a header as in pssm.cuh:62 (public std::vector member).
#pragma once
#include <vector>
struct PSSM { std::vector<int> data; };
