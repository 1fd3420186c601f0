// wave2hunt5: control for rows F14-F16: is a wait three levels below the region (through member calls
// of class templates, as in CPM.cu's model -> decode_embed -> layers[i]->decode) followed at all?
// Here the wait is a cudaStreamSynchronize of a stream parameter bound to the capturing stream, which
// the check recognises inside callees. Written for this round.
#include <cuda_runtime.h>
#include <vector>

__global__ void k(float *d) { d[0] += 1.0f; }

template <typename T> struct Layer {
  void decode(cudaStream_t s, T *d) {           // level 3
    k<<<1, 1, 0, s>>>(d);
    cudaStreamSynchronize(s);                    // fails inside the capture
  }
};
template <typename T> struct Model {
  std::vector<Layer<T> *> layers;
  void decode_embed(cudaStream_t s, T *d) {     // level 2
    for (size_t i = 0; i < layers.size(); i++) layers[i]->decode(s, d);
  }
  void decode(cudaStream_t s, T *d) { decode_embed(s, d); }  // level 1
};

struct Holder { Model<float> *draft_model; cudaStream_t stream; cudaGraph_t graph;
  void capture(float *d) {
    cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
    this->draft_model->decode(stream, d);        // expected: reported (three levels)
    cudaStreamEndCapture(stream, &graph);
  }
};
template struct Model<float>;

// The region itself in a member of a class template, instantiated through a virtual function (as CPM.cu's
// draft_decode_with_graph_control, reached from the virtual draft()).
struct Base { virtual void draft(float *d) = 0; virtual ~Base() {} };
template <typename T> struct Spec : Base {
  Model<T> *draft_model; cudaStream_t stream; cudaGraph_t graph;
  void control(T *d) {
    cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
    this->draft_model->decode(stream, d);        // expected: reported (three levels)
    cudaStreamEndCapture(stream, &graph);
  }
  void draft(float *d) override { control(d); }
};
Base *make_spec() { return new Spec<float>(); }
