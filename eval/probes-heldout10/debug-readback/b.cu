// a.cu with a constant 128-byte copy: quiet (small copy waited for right away).
#include <vector>
struct Payload { int n_steps; float t; };
struct Renderer {
  cudaStream_t stream;
  Payload *d_payload;
  float average_cost(unsigned n_hit);   // a member function other files may call
};
float Renderer::average_cost(unsigned n_hit) {
  std::vector<Payload> cpu(n_hit);
  cudaMemcpyAsync(cpu.data(), d_payload, 16 * sizeof(Payload), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  size_t total = 0;
  for (auto &p : cpu) total += p.n_steps;
  return (float)total / n_hit;
}
