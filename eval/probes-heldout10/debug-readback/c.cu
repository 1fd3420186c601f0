// a.cu with the stream taken from a wrapper's accessor, as instant-ngp's gather_histograms (testbed.cu:5251-5257)
// does: m_stream.get() for the copy and for the synchronization.
#include <vector>
struct StreamAndEvent {
  cudaStream_t m_stream = {};
  StreamAndEvent() { cudaStreamCreate(&m_stream); }
  cudaStream_t get() { return m_stream; }
};
struct Payload { int n_steps; float t; };
struct Renderer {
  StreamAndEvent m_stream;
  Payload *d_payload;
  float average_cost(unsigned n_hit);   // a member function other files may call
};
float Renderer::average_cost(unsigned n_hit) {
  std::vector<Payload> cpu(n_hit);
  cudaMemcpyAsync(cpu.data(), d_payload, n_hit * sizeof(Payload), cudaMemcpyDeviceToHost, m_stream.get());
  cudaStreamSynchronize(m_stream.get());
  size_t total = 0;
  for (auto &p : cpu) total += p.n_steps;
  return (float)total / n_hit;
}
