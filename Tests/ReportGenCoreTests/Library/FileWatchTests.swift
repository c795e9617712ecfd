import Foundation
import TestSupport
import Testing

@testable import ReportGenCore

/// `FileWatch` sees a file rewritten in place, replaced by a rename (as editors save), removed
/// and created, and nothing when nothing changed.
@Suite struct FileWatchTests {
    @Test func seesEveryKindOfChangeAndNothingElse() throws {
        let directory = try ScratchDirectory.make("watch")
        let file = directory.appendingPathComponent("report.yaml").path
        let other = directory.appendingPathComponent("data.csv").path
        try "a".write(toFile: file, atomically: false, encoding: .utf8)
        var watch = FileWatch(paths: [file, other])
        var changed = watch.changed()
        #expect(!changed)

        try "ab".write(toFile: file, atomically: false, encoding: .utf8)
        changed = watch.changed()
        #expect(changed, "rewritten in place, another size")
        changed = watch.changed()
        #expect(!changed, "looked at again: no change")

        try "cd".write(toFile: file, atomically: true, encoding: .utf8)
        let stamp = Date(timeIntervalSinceNow: 5)
        try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: file)
        changed = watch.changed()
        #expect(changed, "renamed into place, the same size, another time")

        try "x".write(toFile: other, atomically: false, encoding: .utf8)
        changed = watch.changed()
        #expect(changed, "created")
        try FileManager.default.removeItem(atPath: other)
        changed = watch.changed()
        #expect(changed, "removed")
        changed = watch.changed()
        #expect(!changed)

        // A change made before the list of files grows is still seen; the new file is not a change.
        try "efg".write(toFile: file, atomically: false, encoding: .utf8)
        try "y".write(toFile: other, atomically: false, encoding: .utf8)
        watch.watch([file])
        watch.watch([file, other])
        #expect(watch.paths == [file, other])
        changed = watch.changed()
        #expect(changed, "the file watched all along changed")
        changed = watch.changed()
        #expect(!changed, "a file newly watched is unchanged until it changes")
    }
}
