// GNU FriBidi (libfribidi-dev on Debian): the Unicode bidirectional algorithm.
#include <fribidi.h>
