// GLPK's public header. Debian's libglpk-dev installs it as /usr/include/glpk.h
// and ships no pkg-config file, so the module map links "glpk" by name.
#include <glpk.h>
