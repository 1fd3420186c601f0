#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }
