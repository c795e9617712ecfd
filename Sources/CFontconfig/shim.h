// fontconfig (libfontconfig-dev on Debian): family names to font files, fallback by character.
#include <fontconfig/fontconfig.h>
