// libpq, PostgreSQL's C client (libpq-dev on Debian, where the header is under postgresql/;
// Homebrew's libpq on macOS, found through pkg-config). Only its declarations: on Linux the
// library is loaded when a `postgres:` source opens (ReportGenPostgres's LibPQ.swift), never
// linked, and its functions are called through pointers of these types, each the type the
// header declares.
#if __has_include(<libpq-fe.h>)
#include <libpq-fe.h>
#else
#include <postgresql/libpq-fe.h>
#endif

typedef __typeof__(PQclear) *reportgen_PQclear;
typedef __typeof__(PQconnectPoll) *reportgen_PQconnectPoll;
typedef __typeof__(PQconnectStart) *reportgen_PQconnectStart;
typedef __typeof__(PQconsumeInput) *reportgen_PQconsumeInput;
typedef __typeof__(PQerrorMessage) *reportgen_PQerrorMessage;
typedef __typeof__(PQfinish) *reportgen_PQfinish;
typedef __typeof__(PQfname) *reportgen_PQfname;
typedef __typeof__(PQftype) *reportgen_PQftype;
typedef __typeof__(PQgetResult) *reportgen_PQgetResult;
typedef __typeof__(PQgetisnull) *reportgen_PQgetisnull;
typedef __typeof__(PQgetlength) *reportgen_PQgetlength;
typedef __typeof__(PQgetvalue) *reportgen_PQgetvalue;
typedef __typeof__(PQisBusy) *reportgen_PQisBusy;
typedef __typeof__(PQnfields) *reportgen_PQnfields;
typedef __typeof__(PQresultErrorField) *reportgen_PQresultErrorField;
typedef __typeof__(PQresultStatus) *reportgen_PQresultStatus;
typedef __typeof__(PQsendQuery) *reportgen_PQsendQuery;
typedef __typeof__(PQsendQueryParams) *reportgen_PQsendQueryParams;
typedef __typeof__(PQsetNoticeProcessor) *reportgen_PQsetNoticeProcessor;
typedef __typeof__(PQsetSingleRowMode) *reportgen_PQsetSingleRowMode;
typedef __typeof__(PQsocket) *reportgen_PQsocket;
typedef __typeof__(PQstatus) *reportgen_PQstatus;
