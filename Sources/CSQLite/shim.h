// The system SQLite (libsqlite3-dev on Debian). Apple platforms import the SDK's SQLite3 instead.
#include <sqlite3.h>
