// An error at the input's very end, met through a token the preprocessor cached while
// backtracking: reported at the input's end.
__global__ void kernel(float){}(s){kernel<z i