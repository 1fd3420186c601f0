// instant-ngp testbed.cu:3413 reduced: the loop over views is in this file; the upload is in render.cu, three calls down.
#include "view.h"
void render_frame_main(View &v, cudaStream_t s) { render_nerf(v, s); }
void frame(View *views, int n, cudaStream_t s) {
  for (int i = 0; i < n; ++i) render_frame_main(views[i], s);
}
