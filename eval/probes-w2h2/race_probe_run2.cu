#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <vector>
__global__ void add(const float*a,const float*b,float*c,int o,int n){int i=o+blockIdx.x*blockDim.x+threadIdx.x;if(i<o+n)c[i]=a[i]+b[i];}
__global__ void spin(long long y){long long t=clock64();while(clock64()-t<y){}}
int pa(int sf){const int n=1<<22,ns=8,sg=n/ns;float*a,*b,*c,*da,*db,*dc;
cudaMallocHost(&a,n*4);cudaMallocHost(&b,n*4);cudaMallocHost(&c,n*4);cudaMalloc(&da,n*4);cudaMalloc(&db,n*4);cudaMalloc(&dc,n*4);
cudaStream_t s[ns];for(int k=0;k<ns;++k)cudaStreamCreate(&s[k]);
for(int i=0;i<n;++i){a[i]=1;b[i]=2;c[i]=0;}
if(sf==3)for(int k=0;k<ns;++k)spin<<<1,1,0,s[k]>>>(2000000LL);
for(int k=0;k<ns;++k){int o=k*sg;cudaMemcpyAsync(da+o,a+o,sg*4,cudaMemcpyHostToDevice,s[k]);cudaMemcpyAsync(db+o,b+o,sg*4,cudaMemcpyHostToDevice,s[k]);
add<<<(sg+255)/256,256,0,s[k]>>>(da,db,dc,o,sg);cudaMemcpyAsync(c+o,dc+o,sg*4,cudaMemcpyDeviceToHost,s[k]);}
if(sf==1)cudaDeviceSynchronize();int st=0;if(sf==2)st+=(c[n-1]!=3.0f);for(int i=0;i<n;++i)st+=(c[i]!=3.0f);cudaDeviceSynchronize();
for(int k=0;k<ns;++k)cudaStreamDestroy(s[k]);cudaFreeHost(a);cudaFreeHost(b);cudaFreeHost(c);cudaFree(da);cudaFree(db);cudaFree(dc);return st;}
int pb(int m){const size_t ch=1<<20,nc=32,by=ch*nc;void*sl[2];cudaEvent_t ev[2];
for(int k=0;k<2;++k){cudaMallocHost(&sl[k],ch);cudaEventCreate(&ev[k]);cudaEventRecord(ev[k],0);}
std::vector<unsigned char>src(by),bk(by);for(size_t c=0;c<nc;++c)memset(&src[c*ch],int(c+1),ch);
unsigned char*d;cudaMalloc(&d,by);cudaMemset(d,0,by);cudaDeviceSynchronize();if(m==1)spin<<<1,1>>>(4000000LL);
int k=0;for(size_t c=0;c<nc;++c){if(m==2)cudaEventSynchronize(ev[k]);memcpy(sl[k],&src[c*ch],ch);
cudaMemcpyAsync(d+c*ch,sl[k],ch,cudaMemcpyHostToDevice,0);cudaEventRecord(ev[1-k],0);k=1-k;}
cudaMemcpy(bk.data(),d,by,cudaMemcpyDeviceToHost);int bad=0;for(size_t c=0;c<nc;++c)bad+=memcmp(&bk[c*ch],&src[c*ch],ch)!=0;
cudaFree(d);for(int j=0;j<2;++j){cudaFreeHost(sl[j]);cudaEventDestroy(ev[j]);}return bad;}
int main(){const int T=20;for(int m=0;m<4;++m){int r=0,se=0;for(int t=0;t<T;++t){int s=pa(m);r+=s>0;se+=s;}
printf("A%d: %d/%d trials stale (%d elems)\n",m,r,T,se);}}
