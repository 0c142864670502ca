// The module's one function is inline, in its header; a C target needs a source file.
#include "CPrefetch.h"
