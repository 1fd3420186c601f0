// Placeholder main replaced by the CLI work.
namespace clang::tidy { extern volatile int CudaLintModuleAnchorSource; }
int main() { return clang::tidy::CudaLintModuleAnchorSource; }
