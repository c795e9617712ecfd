// zlib, as the system has it (every Linux distribution, macOS and iOS): deflate and CRC-32 for
// the XLSX writer.
#include <zlib.h>
