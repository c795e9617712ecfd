// fontconfig (libfontconfig-dev on Debian): family names to font files, fallback by character.
// Declarations only, as CHarfBuzz's.
#include <fontconfig/fontconfig.h>

typedef __typeof__(FcCharSetAddChar) *reportgen_FcCharSetAddChar;
typedef __typeof__(FcCharSetCreate) *reportgen_FcCharSetCreate;
typedef __typeof__(FcCharSetDestroy) *reportgen_FcCharSetDestroy;
typedef __typeof__(FcCharSetHasChar) *reportgen_FcCharSetHasChar;
typedef __typeof__(FcConfigSubstitute) *reportgen_FcConfigSubstitute;
typedef __typeof__(FcDefaultSubstitute) *reportgen_FcDefaultSubstitute;
typedef __typeof__(FcFontMatch) *reportgen_FcFontMatch;
typedef __typeof__(FcPatternAddBool) *reportgen_FcPatternAddBool;
typedef __typeof__(FcPatternAddCharSet) *reportgen_FcPatternAddCharSet;
typedef __typeof__(FcPatternAddInteger) *reportgen_FcPatternAddInteger;
typedef __typeof__(FcPatternAddString) *reportgen_FcPatternAddString;
typedef __typeof__(FcPatternCreate) *reportgen_FcPatternCreate;
typedef __typeof__(FcPatternDestroy) *reportgen_FcPatternDestroy;
typedef __typeof__(FcPatternGetCharSet) *reportgen_FcPatternGetCharSet;
typedef __typeof__(FcPatternGetInteger) *reportgen_FcPatternGetInteger;
typedef __typeof__(FcPatternGetString) *reportgen_FcPatternGetString;
