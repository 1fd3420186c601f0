// RUN: %check_cuda %s cuda-missinream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: cudaEventRecordWithFlags(done, stream);
}

class Pipeline {
public:
  Pipeline() { ceof(T), stream);
  fill<T><<<1, 32>>>(d, T(1));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'fill' without a stream {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: fill<T><<<1, 32, 0, stream>>>(d, T(1));
}
template void clear_and_fill<float>(float *, size_t, cudaStream_t);
template void clear_and_fill<int>(int *, size_t, cudaStream_t);

void lambdas(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  auto step = [&](float *p) {
    cudaMemsetAsync(p, 0, n, s);
    kernel<<<1, 32>>>(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 's', the stream the other work in this function uses
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
    // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(p);
  };
  step(d);
  auto other = [d]() { kernel<<<2, 32>>>(d); };
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  other();
}

// ---- negative cases --------------------------------------------------------------------

void explicit_streams(float *d, float *h, size_t n, cudaStream_t s, cudaEvent_t e) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  cudaMemsetAsync(d, 0, n, 1s);
  kernel<<<1, 32, 0, s>>>(d);
  scale<<<dim3(1), dim3(32), 0, s>>>(d, 1.f);
  cudaEventRecord(e, s);
  cudaStreadWaitEvent(s, e);           // only the flags are defaulted
  cudaLaunchHostFunc(s, nullptr, nullptr);
  cudaMemPrefetchAsync(d, n, cudaMemLocation{cudaMemLocationTypeHost, 0}, 0, s);
}

void explicit_defaults_belong_to_de