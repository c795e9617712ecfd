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
package final class PostgresTestServer: Sendable {
    /// The one server of the test process, started on first use.
    package static let shared = Result { () throws(ServerError) -> PostgresTestServer in try PostgresTestServer() }

    package static let user = "reportgen"
    package static let password = "reportgen-test-secret"

    /// The port it listens on (127.0.0.1).
    package let port: Int
    /// Where its binaries are.
    package let binaries: String
    private let directory: String

    /// `postgres://reportgen:PASSWORD@127.0.0.1:PORT/postgres`.
    package var url: String {
        "postgres://\(Self.user):\(Self.password)@127.0.0.1:\(port)/postgres"
    }

    private init() throws(ServerError) {
        binaries = try Self.findBinaries()
        directory = NSTemporaryDirectory() + "reportgen-pg-\(getpid())-\(UUID().uuidString.prefix(8))"
        let asRoot = geteuid() == 0
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Self.password.write(toFile: directory + "/password", atomically: false, encoding: .utf8)
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
            [
                "-D", directory + "/data", "-U", Self.user, "--pwfile=\(directory)/password", "-A", "scram-sha-256",
                "-E", "UTF8", "--locale=C", "-N",
            ],
            asPostgres: asRoot)
        guard initdb.status == 0 else { throw ServerError("initdb failed (\(initdb.status)): \(initdb.output)") }
        var lastFailure = ""
        for _ in 0..<3 {
            let port = try LoopbackSocket.freePort()
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
    package func psql(_ sql: String, database: String = "postgres") throws(ServerError) -> String {
        let result = try Self.run(
            binaries + "/psql",
            [
                "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(port), "-U", Self.user,
                "-d", database, "-c", sql,
            ],
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

    /// Runs a program to its end (at most two minutes) and returns its status and output; as
    /// root, `asPostgres` runs it as `postgres`.
    ///
    /// Through `posix_spawn` and `waitpid`, not Foundation's `Process`, and through bash, which closes
    /// every descriptor but the standard three before it runs the program: the server that
    /// `pg_ctl` starts must hold none of the test process's descriptors (another test's pipe, the
    /// descriptor by which `Process` learns that its child ended), or their readers would wait for
    /// as long as the server lives.
    static func run(
        _ program: String, _ arguments: [String], asPostgres: Bool, environment: [String: String] = [:]
    ) throws(ServerError) -> (status: Int32, output: String) {
        let outputPath = NSTemporaryDirectory() + "reportgen-pg-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let pid = try spawn(
            command(program, arguments, asPostgres: asPostgres), environment: environment, output: outputPath)
        var status: Int32 = 0
        let deadline = Date(timeIntervalSinceNow: 120)
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw ServerError("waitpid: \(String(cString: strerror(errno)))") }
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw ServerError("\(program) did not end within two minutes")
            }
            usleep(10_000)
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // The exit code, or 128 + the signal that ended it.
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (code, output)
    }

    /// A bash script that closes descriptors 3 and up, then runs its arguments.
    static let closingDescriptors =
        #"for fd in $(ls /dev/fd); do if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi; done 2>/dev/null; exec "$@""#

    /// `program arguments` run through the descriptor-closing bash, as `postgres` when asked.
    static func command(_ program: String, _ arguments: [String], asPostgres: Bool) -> [String] {
        let closing = ["/bin/bash", "-c", closingDescriptors, "bash", program] + arguments
        return asPostgres ? ["/usr/sbin/runuser", "-u", "postgres", "--"] + closing : closing
    }

    /// Starts `argv` with standard input from /dev/null and both outputs to `output` (or /dev/null).
    static func spawn(_ argv: [String], environment: [String: String], output: String?) throws(ServerError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = variables.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, &cEnvironment)
        guard result == 0 else { throw ServerError("cannot run \(argv[0]): \(String(cString: strerror(result)))") }
        return pid
    }

    // MARK: Stopping

    nonisolated(unsafe) private static var stopCommand:
        (program: String, arguments: [String], directory: String, asPostgres: Bool)?

    /// Stops the server when the test process exits: at once on a normal exit, and through a
    /// watchdog process when the test process is killed.
    private static func stopAtExit(binaries: String, directory: String, asPostgres: Bool) {
        let stop = [binaries + "/pg_ctl", "-D", directory + "/data", "-m", "immediate", "-w", "stop"]
        let command = asPostgres ? ["/usr/sbin/runuser", "-u", "postgres", "--"] + stop : stop
        stopCommand = (stop[0], Array(stop.dropFirst()), directory, asPostgres)
        atexit {
            guard let command = PostgresTestServer.stopCommand else { return }
            _ = try? PostgresTestServer.run(command.program, command.arguments, asPostgres: command.asPostgres)
            try? FileManager.default.removeItem(atPath: command.directory)
        }
        let quoted = command.map { "'\($0)'" }.joined(separator: " ")
        let loop =
            "while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done; "
            + "if [ -d '\(directory)/data' ]; then \(quoted); rm -rf '\(directory)'; fi"
        // Never waited for: it outlives the test process by design.
        _ = try? spawn(Self.command("/bin/sh", ["-c", loop], asPostgres: false), environment: [:], output: nil)
    }
}

extension PostgresTestServer {
    /// A loopback port on which nothing listens.
    package static func unusedPort() throws(ServerError) -> Int {
        try LoopbackSocket.freePort()
    }
}
