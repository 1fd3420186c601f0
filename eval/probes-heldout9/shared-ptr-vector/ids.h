// TargetIds of b.cu in a header, as in target_subject_ids.cuh (public std::vector member).
#pragma once
#include <vector>
struct TargetIds { std::vector<int> ids; };
