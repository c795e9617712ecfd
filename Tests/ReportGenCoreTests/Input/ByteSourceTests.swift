import Foundation
import Testing

@testable import ReportGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ByteSourceTests {
    @Test func aDirectoryIsNoFileAndSaysSo() {
        errno = 0
        let source = FileByteSource(path: FileManager.default.temporaryDirectory.path)
        let code = errno
        #expect(source == nil)
        #expect(code == EISDIR)
    }
}
