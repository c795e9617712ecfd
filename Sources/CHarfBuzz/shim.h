// HarfBuzz (libharfbuzz-dev on Debian): shaping, OpenType face parsing and hb-subset.
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>
