// libpq, PostgreSQL's C client (libpq-dev on Debian, where the header is under postgresql/;
// Homebrew's libpq on macOS, found through pkg-config).
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#else
#include <postgresql/libpq-fe.h>
#endif
