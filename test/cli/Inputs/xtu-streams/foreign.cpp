#include <framework.h>
#include "tasks.h"

void fromFramework(int *p) { runTasks(p, framework_current_stream()); }
