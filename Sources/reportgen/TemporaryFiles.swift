#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files a run has open, removed when a signal stops the run (Ctrl-C, `kill`, a
/// closed terminal): a stopped run leaves nothing behind, as a failed one does.
///
/// The signal handler may only make async-signal-safe calls, so the paths are kept as C strings
/// in a fixed table it can read without allocating; a run has at most two (`--output` and
/// `--rejects`).
enum TemporaryFiles {
    private static let capacity = 8
    private nonisolated(unsafe) static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        table.initialize(repeating: nil, count: capacity)
        return table
    }()
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    private nonisolated(unsafe) static var installed = false
    /// Whether the files are being put in place (see ``committing(_:)``), and the signal that
    /// came meanwhile, if one did.
    fileprivate nonisolated(unsafe) static var isCommitting = false
    fileprivate nonisolated(unsafe) static var deferredSignal: Int32 = 0

    /// Makes the signals that stop a run remove its temporary files, and unblocks them: a parent
    /// that blocked them (a thread pool spawning the tool) would otherwise leave the run
    /// unstoppable. Writing to a closed pipe becomes an error the run reports (exit 1, one line,
    /// temporary files removed) instead of a silent death by `SIGPIPE`. Call it before any
    /// thread starts: threads inherit the signal mask.
    static func handleSignals() {
        guard !installed else { return }
        installed = true
        // Made now: the handler must not be the first to touch it (that would allocate).
        _ = table
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for number in signals {
            _ = signal(number, removeAndReraise)
            sigaddset(&stopping, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Keeps `path` for removal should a signal stop the run.
    static func register(_ path: String) {
        for i in 0..<capacity where table[i] == nil {
            table[i] = strdup(path)
            return
        }
    }

    /// Runs `body`, which puts the files in place, with a stopping signal held back until it is
    /// done: removing a temporary file while it is copied into a symbolic link's target would
    /// lose both the old report and the new one. The run then stops, its report in place.
    static func committing<Result>(_ body: () throws -> Result) rethrows -> Result {
        isCommitting = true
        defer {
            isCommitting = false
            if deferredSignal != 0 { removeAndReraise(deferredSignal) }
        }
        return try body()
    }

    /// Forgets `path`: it was renamed into place or removed.
    static func unregister(_ path: String) {
        for i in 0..<capacity {
            guard let entry = table[i], String(cString: entry) == path else { continue }
            table[i] = nil
            free(entry)
        }
    }
}

/// The signal handler: removes every registered file, then dies of the signal as it would have.
private func removeAndReraise(_ number: Int32) {
    if TemporaryFiles.isCommitting {
        TemporaryFiles.deferredSignal = number
        return
    }
    TemporaryFiles.removeAll()
    _ = signal(number, SIG_DFL)
    raise(number)
}

extension TemporaryFiles {
    /// Unlinks every registered file (async-signal-safe: `unlink` only).
    fileprivate static func removeAll() {
        for i in 0..<capacity {
            if let entry = table[i] { unlink(entry) }
        }
    }
}
