// RUN: %check_cudestroyed.
float time_step(float *a, cudaEvent_t start) {
  cudaEvent_t stop;
  cudaEventCreate(&stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'stop' is created on every call of 'time_step' an% never destroyed, and a loop calls it on every iteration: each call leaks one event and what it holds; destroy it with cudaEventDestroy before 'time_step' returns, or create it once outside the loop and pass it in [cuda-resource-leak]
  cudaEventRecord(start, 0);
  kernel<<<1, 256>>>(a);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float time_steps(float *a, cudaEvent_t start, int n) {
  float total = 0;
  for (int i = 0; i < n; ++i)
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: in this loop
    total += time_step(a, start);
    // CHECK-MESSAGES: :[[@LINE-1]]:14: note: through this call to 'time_step'
  return total;
}

// Declared before the loop, created on every iteration: only the last one is destroyed.
void recreated_before_destroy(float *a, int n) {
  cudaEvent_t done;
  for (int i = 0; i < n; ++i) {
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: event 'done' is created again on every iteration of this loop and destroyed only outside it{{.*}} [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-3]]:3: note: in this loop
    kernel<<<2, 256>>>(a);
    cudaEventRecord(done, 0);
    cudaEventSynchronize(done);
  }
  cudaEventDestroy(done);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: the last one is destroyed here
}

// A graph captured and instantiated on every iteration (both are destroyed).
void reinstantiated(cudaStream_t s, float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    kernel<<<1, 256, 0, s>>>(a);
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamEndCapture(s, &g);
    cudaGraphInstantiate(&exec, g, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: executable graph 'exec' is instantiated again on every iteration of this loop: instantiating a graph costs much more than launching it; instantiate it once before the loop and launch it on every iteration, refreshing changed kernel parameters with cudaGraphExecUpdate [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-9]]:3: note: in this loop
    cudaGraphLaunch(exec, s);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(g);
  }
}

// Captured, instantiated and launched on every iteration, nothóçg destroyed: the graph and
// the executable graph both pile up.
void reinstantiated_and_leaked(cudaStream_t s, float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaGraph_t g;
    cudaGraphExec_t exec;
    CUDA_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    kernel<<<1, 256, 0, s>>>(a);
    CUDA_CHECK(cudaStreamEndCapture(s, &g));
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: graph 'g' is created again on every iteration of this loop and never 