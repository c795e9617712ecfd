import CLibPQ
import ReportGenCore

/// The libpq functions the driver calls, looked up once a run, the first time a `postgres:`
/// source opens. On Linux libpq is loaded then (`libpq.so.5`, with the 20-odd libraries it
/// links: Kerberos, LDAP, SASL, TLS), so that a run without such a source never maps it; on
/// Apple platforms the program links it and the functions are looked up in the program.
///
/// Each function has the type the header declares it with (`shim.h` names them), so a call
/// through it is checked as a direct call would be.
struct LibPQ: Sendable {
    let clear: reportgen_PQclear
    let connectPoll: reportgen_PQconnectPoll
    let connectStart: reportgen_PQconnectStart
    let consumeInput: reportgen_PQconsumeInput
    let errorMessage: reportgen_PQerrorMessage
    let finish: reportgen_PQfinish
    let fieldName: reportgen_PQfname
    let fieldType: reportgen_PQftype
    let getResult: reportgen_PQgetResult
    let getIsNull: reportgen_PQgetisnull
    let getLength: reportgen_PQgetlength
    let getValue: reportgen_PQgetvalue
    let isBusy: reportgen_PQisBusy
    let fieldCount: reportgen_PQnfields
    let resultErrorField: reportgen_PQresultErrorField
    let resultStatus: reportgen_PQresultStatus
    let sendQuery: reportgen_PQsendQuery
    let sendQueryParams: reportgen_PQsendQueryParams
    let setNoticeProcessor: reportgen_PQsetNoticeProcessor
    let setSingleRowMode: reportgen_PQsetSingleRowMode
    let socket: reportgen_PQsocket
    let status: reportgen_PQstatus

    /// The functions, or why libpq cannot be had (a connection error: the source cannot be read
    /// on this machine until it is installed).
    static let shared: Result<LibPQ, DatabaseError> = load()

    #if canImport(Darwin)
    private static let opened: Result<SharedLibrary, SharedLibrary.Failure> = .success(.program)
    private static let installation = "libpq"
    #else
    /// libpq's run-time name, which the dynamic linker looks for where it looks.
    static let libraryName = "libpq.so.5"
    private static var opened: Result<SharedLibrary, SharedLibrary.Failure> { SharedLibrary.open([libraryName]) }
    private static let installation = "\(libraryName); on Debian and Ubuntu the package libpq5"
    #endif

    private static func load() -> Result<LibPQ, DatabaseError> {
        opened.flatMap { library in
            Result { () throws(SharedLibrary.Failure) in try LibPQ(library) }
        }.mapError { failure in
            .connection(
                "postgres: sources need libpq, PostgreSQL's client library (\(installation)), which cannot be "
                    + "loaded: \(failure.message)")
        }
    }

    private init(_ library: SharedLibrary) throws(SharedLibrary.Failure) {
        clear = try library.function("PQclear").get()
        connectPoll = try library.function("PQconnectPoll").get()
        connectStart = try library.function("PQconnectStart").get()
        consumeInput = try library.function("PQconsumeInput").get()
        errorMessage = try library.function("PQerrorMessage").get()
        finish = try library.function("PQfinish").get()
        fieldName = try library.function("PQfname").get()
        fieldType = try library.function("PQftype").get()
        getResult = try library.function("PQgetResult").get()
        getIsNull = try library.function("PQgetisnull").get()
        getLength = try library.function("PQgetlength").get()
        getValue = try library.function("PQgetvalue").get()
        isBusy = try library.function("PQisBusy").get()
        fieldCount = try library.function("PQnfields").get()
        resultErrorField = try library.function("PQresultErrorField").get()
        resultStatus = try library.function("PQresultStatus").get()
        sendQuery = try library.function("PQsendQuery").get()
        sendQueryParams = try library.function("PQsendQueryParams").get()
        setNoticeProcessor = try library.function("PQsetNoticeProcessor").get()
        setSingleRowMode = try library.function("PQsetSingleRowMode").get()
        socket = try library.function("PQsocket").get()
        status = try library.function("PQstatus").get()
    }
}
