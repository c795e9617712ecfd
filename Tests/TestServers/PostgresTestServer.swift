import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A throwaway PostgreSQL server for the tests: `initdb` into a temporary directory, started on a
/// free loopback port with password authentication, stopped and removed when the test process
/// exits. `initdb` refuses to run as root: as root, the server runs as the `postgres` user.
///
/// The binaries come from `REPORTGEN_PG_BIN`, `pg_config --bindir`, or `/usr/lib/postgresql/*/bin`.
/// A server that cannot start is a test failure with the reason, never a skip.
public final class PostgresTestServer: Sendable {
    /// The one server of the test process, started on first use.
    public static let shared = Result { () throws(ServerError) -> PostgresTestServer in try PostgresTestServer() }

    public static let user = "reportgen"
    public static let password = "reportgen-test-secret"

    /// The port it listens on (127.0.0.1).
    public let port: Int
    /// Where its binaries are.
    public let binaries: String
    private let directory: String

    /// `postgres://reportgen:PASSWORD@127.0.0.1:PORT/postgres`.
    public var url: String {
        "postgres://\(Self.user):\(Self.password)@127.0.0.1:\(port)/postgres"
    }

    private init() throws(ServerError) {
        binaries = try Self.findBinaries()
        directory = NSTemporaryDirectory() + "reportgen-pg-\(getpid())-\(UUID().uuidString.prefix(8))"
        let asRoot = geteuid() == 0
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Self.password.write(toFile: directory + "/password", atomically: true, encoding: .utf8)
        } catch {
            throw ServerError("cannot prepare \(directory): \(error)")
        }
        if asRoot {
            // The server's user must own its directory.
            guard let account = getpwnam("postgres") else {
                throw ServerError("running as root, and there is no 'postgres' user to run the server as")
            }
            for path in [directory, directory + "/password"] {
                chown(path, account.pointee.pw_uid, account.pointee.pw_gid)
            }
        }
        let initdb = try Self.run(
            binaries + "/initdb",
            ["-D", directory + "/data", "-U", Self.user, "--pwfile=\(directory)/password", "-A", "scram-sha-256",
             "-E", "UTF8", "--locale=C", "-N"],
            asPostgres: asRoot)
        guard initdb.status == 0 else { throw ServerError("initdb failed (\(initdb.status)): \(initdb.output)") }
        var lastFailure = ""
        for _ in 0..<3 {
            let port = try Self.freePort()
            let options = "-p \(port) -c listen_addresses=127.0.0.1 -k \(directory) -c fsync=off"
            let start = try Self.run(
                binaries + "/pg_ctl",
                ["-D", directory + "/data", "-l", directory + "/server.log", "-w", "-t", "60", "-o", options, "start"],
                asPostgres: asRoot)
            if start.status == 0 {
                self.port = port
                Self.stopAtExit(binaries: binaries, directory: directory, asPostgres: asRoot)
                return
            }
            let log = (try? String(contentsOfFile: directory + "/server.log", encoding: .utf8)) ?? ""
            lastFailure = "pg_ctl start failed (\(start.status)): \(start.output) \(log.suffix(2000))"
        }
        throw ServerError(lastFailure)
    }

    /// Runs SQL through `psql` as the test user; returns what it printed (unaligned, tuples only).
    @discardableResult
    public func psql(_ sql: String, database: String = "postgres") throws(ServerError) -> String {
        let result = try Self.run(
            binaries + "/psql",
            ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(port), "-U", Self.user,
             "-d", database, "-c", sql],
            asPostgres: false, environment: ["PGPASSWORD": Self.password])
        guard result.status == 0 else { throw ServerError("psql failed (\(result.status)): \(result.output)") }
        return result.output
    }

    // MARK: Processes

    private static func findBinaries() throws(ServerError) -> String {
        let fileManager = FileManager.default
        if let bin = ProcessInfo.processInfo.environment["REPORTGEN_PG_BIN"] { return bin }
        if let configured = try? run("/usr/bin/env", ["pg_config", "--bindir"], asPostgres: false),
            configured.status == 0
        {
            let bin = configured.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if fileManager.isExecutableFile(atPath: bin + "/initdb") { return bin }
        }
        let versions = (try? fileManager.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        for version in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            let bin = "/usr/lib/postgresql/\(version)/bin"
            if fileManager.isExecutableFile(atPath: bin + "/initdb") { return bin }
        }
        throw ServerError(
            "no PostgreSQL server binaries (initdb, pg_ctl): install PostgreSQL (apt-get install postgresql) "
                + "or set REPORTGEN_PG_BIN")
    }

    /// Runs a program to its end (at most two minutes); as root, `asPostgres` runs it as `postgres`.
    static func run(
        _ program: String, _ arguments: [String], asPostgres: Bool, environment: [String: String] = [:]
    ) throws(ServerError) -> (status: Int32, output: String) {
        let process = Process()
        if asPostgres {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", "postgres", "--", program] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ServerError("cannot run \(program): \(error)")
        }
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        defer { watchdog.cancel() }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A port nothing listens on now (bound, read, released).
    static func freePort() throws(ServerError) -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ok else { throw ServerError("cannot find a free port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    // MARK: Stopping

    nonisolated(unsafe) private static var stopCommand: (program: String, arguments: [String], directory: String)?

    private static func stopAtExit(binaries: String, directory: String, asPostgres: Bool) {
        let stop = [binaries + "/pg_ctl", "-D", directory + "/data", "-m", "immediate", "-w", "stop"]
        stopCommand =
            asPostgres
            ? ("/usr/sbin/runuser", ["-u", "postgres", "--"] + stop, directory) : (stop[0], Array(stop.dropFirst()), directory)
        atexit {
            guard let command = PostgresTestServer.stopCommand else { return }
            _ = try? PostgresTestServer.run(command.program, command.arguments, asPostgres: false)
            try? FileManager.default.removeItem(atPath: command.directory)
        }
    }
}
