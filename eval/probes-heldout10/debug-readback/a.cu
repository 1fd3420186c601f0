// instant-ngp testbed_nerf.cu:2139 / testbed_sdf.cu:1316 / testbed.cu:5251 reduced: a debug path reads a
// device array back into a local std::vector, waits on the next line, then walks it on the host.
#include <vector>
struct Payload { int n_steps; float t; };
struct Renderer {
  cudaStream_t stream;
  Payload *d_payload;
  float average_cost(unsigned n_hit);   // a member function other files may call
};
float Renderer::average_cost(unsigned n_hit) {
  std::vector<Payload> cpu(n_hit);
  cudaMemcpyAsync(cpu.data(), d_payload, n_hit * sizeof(Payload), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  size_t total = 0;
  for (auto &p : cpu) total += p.n_steps;
  return (float)total / n_hit;
}
