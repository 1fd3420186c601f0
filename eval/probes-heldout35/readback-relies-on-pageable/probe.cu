// Reduced from PaddlePaddle/Anakin@5fd68a6 saber_generate_proposals.cu:528-544 (round 35): a few ints (one per image) read
// back into a std::vector with cudaMemcpyAsync and NO wait, then read by the host after a little host work. The code is
// correct only because the vector is pageable: a pageable device-to-host cudaMemcpyAsync returns once the data has
// arrived. The finding advises cudaMallocHost/cudaHostRegister; done as advised (no wait added), the host reads the
// counts before the copy lands. An engineer leaves it (img_num ints per inference) -- judged "no". Expected of a fix:
// silence for such a read-back (the host needs the data at once; nothing could overlap), or at least advice that says
// to synchronize before the read. This build reports it (message below in expected-s39b.txt).
#include <cuda_runtime.h>
#include <vector>

__global__ void count_kept(int *keep_num, int imgs) { if ((int)threadIdx.x < imgs) keep_num[threadIdx.x] = 1; }

int proposals(int img_num, int *d_keep_num, cudaStream_t stream) {
  count_kept<<<1, 256, 0, stream>>>(d_keep_num, img_num);
  std::vector<int> keep_num_vec;
  keep_num_vec.resize(img_num);
  cudaMemcpyAsync(&keep_num_vec[0], d_keep_num, sizeof(int) * img_num, cudaMemcpyDeviceToHost, stream);
  int total = 0;
  std::vector<int> seq_offset;
  seq_offset.push_back(0);
  for (int i = 0; i < img_num; i++) {
    total += keep_num_vec[i];          // read with no wait: relies on the pageable copy having returned complete
    seq_offset.push_back(total);
  }
  return total;
}
