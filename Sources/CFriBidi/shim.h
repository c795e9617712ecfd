// GNU FriBidi (libfribidi-dev on Debian): the Unicode bidirectional algorithm. Declarations only,
// as CHarfBuzz's.
#if __has_include(<fribidi.h>)
#include <fribidi.h>
#else
#include <fribidi/fribidi.h>
#endif

typedef __typeof__(fribidi_get_bidi_types) *reportgen_fribidi_get_bidi_types;
typedef __typeof__(fribidi_get_bracket_types) *reportgen_fribidi_get_bracket_types;
typedef __typeof__(fribidi_get_par_embedding_levels_ex) *reportgen_fribidi_get_par_embedding_levels_ex;
