import Foundation
import Testing

@testable import ReportGenNetworking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The platform's client's parts: its errors in words, its buffer of the body.
@Suite struct HTTPTransferTests {
    /// The platform's networking errors in words of their own, not the library's codes.
    @Test func transferErrorsAreSaidInWords() {
        #expect(
            HTTPTransfer.describe(URLError(.badURL))
                == "the HTTP client cannot request this URL (an IPv6 address in brackets is one it refuses; use a "
                + "host name)")
        #expect(
            HTTPTransfer.describe(URLError(.cannotDecodeContentData))
                == "the answer's body cannot be decoded (a broken compressed body)")
        #expect(HTTPTransfer.describe(URLError(.httpTooManyRedirects)) == "the redirects lead nowhere")
        #expect(HTTPTransfer.describe(URLError(.cannotConnectToHost)) == "cannot connect to the server")
    }

    @Test func theSpillBufferKeepsOrderAcrossMemoryAndFile() {
        let buffer = SpillBuffer(memoryLimit: 8)
        buffer.append(Data("abcdef".utf8))
        buffer.append(Data("ghijkl".utf8))  // past the limit: to the file
        buffer.append(Data("mn".utf8))
        #expect(buffer.count == 14)
        var out = [UInt8](repeating: 0, count: 4)
        var taken: [UInt8] = []
        for _ in 0..<3 {
            let n = out.withUnsafeMutableBytes { buffer.take(into: $0) }
            taken += out[0..<n]
        }
        buffer.append(Data("op".utf8))
        while buffer.count > 0 {
            let n = out.withUnsafeMutableBytes { buffer.take(into: $0) }
            taken += out[0..<n]
        }
        #expect(String(decoding: taken, as: UTF8.self) == "abcdefghijklmnop")
        #expect(buffer.failure == nil)
    }
}
