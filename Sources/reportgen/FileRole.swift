/// A file the command line names, and what the run does with it, for the collision check.
struct FileRole {
    /// How messages name it: `--input 'a.csv'`, `source 'posted' ('Samples/posted.csv')`.
    var label: String
    /// The path to open.
    var path: String
    /// Whether the run writes it (`--output`, `--rejects`).
    var isWritten = false

    /// Whether it is written to a stream the shell opened (`-`, `/dev/stderr`, `/dev/fd/N`), in
    /// place, never replaced.
    var isWrittenInPlace: Bool { isWritten && FileSystem.streamDescriptor(path, isWritten: true) != nil }

    /// Refuses a run that would write a file it also reads or writes in another role — the
    /// layout, an input, a template, the other output — before anything is read or written.
    ///
    /// List the read roles first: the message names the written one, then the one it would clobber.
    static func checkCollisions(_ roles: [FileRole]) throws {
        // One stream the shell opened, named twice (`--input a=- --input b=-`, `--output -
        // --rejects -`): a stream is read once, and two writers would mix their lines.
        var streams: [Int32: FileRole] = [:]
        for role in roles {
            guard let descriptor = FileSystem.streamDescriptor(role.path, isWritten: role.isWritten) else { continue }
            if let earlier = streams[descriptor] {
                let names: [Int32: String] = [0: "standard input", 1: "standard output", 2: "standard error"]
                let stream = names[descriptor] ?? "descriptor \(descriptor)"
                throw CLIError.usage(
                    "\(role.label) and \(earlier.label) are both \(stream), which "
                        + (role.isWritten ? "would get both outputs mixed" : "can be read only once"))
            }
            streams[descriptor] = role
        }
        var seen: [(role: FileRole, identity: FileIdentity)] = []
        for role in roles {
            guard let identity = FileIdentity(path: role.path, isWritten: role.isWritten) else { continue }
            // Reading one file in two roles is harmless; only a write destroys. Two streams the
            // shell opened (`--output - --rejects /dev/stderr > log 2>&1`) are both written in
            // place, in order, and neither replaces the file: no collision either.
            if let earlier = seen.first(where: {
                $0.identity == identity && (role.isWritten || $0.role.isWritten)
                    && !(role.isWrittenInPlace && $0.role.isWrittenInPlace)
            }) {
                throw CLIError.usage("\(role.label) is the same file as \(earlier.role.label)")
            }
            seen.append((role, identity))
        }
    }
}
