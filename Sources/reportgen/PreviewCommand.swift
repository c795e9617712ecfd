import ArgumentParser
import Foundation
import ReportGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve the report as HTML on 127.0.0.1, re-rendered each time a file it reads changes.",
        discussion: """
            Example: reportgen preview --layout Layouts/transactions.yaml
            Prints the page's URL; open it in a browser. A layout with errors shows its diagnostics there.
            Ctrl-C stops it. Exit codes: 0 stopped; 1 the port cannot be bound; 64 usage.
            """
    )

    @Option(help: "The layout file.")
    var layout: String

    @Option(
        name: .customLong("input"),
        help: ArgumentHelp(
            "The record stream (PATH), or one source's path (NAME=PATH).", valueName: "[NAME=]PATH"))
    var inputs: [String] = []

    @Option(
        help: ArgumentHelp(
            "Render through Mustache templates instead: DIR/KIND.mustache per row kind.", valueName: "DIR"))
    var template: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("Set a layout parameter.", valueName: "NAME=VALUE"))
    var parameters: [String] = []

    @Option(help: "The address to listen on: the loopback address only (127.0.0.1 or localhost).")
    var host = "127.0.0.1"

    @Option(help: "The port (default: a free one).")
    var port = 0

    /// How often the files are looked at; for tests that make many changes quickly.
    @Option(name: .customLong("poll-milliseconds"), help: .hidden)
    var pollMilliseconds = 100

    func validate() throws {
        guard ["127.0.0.1", "localhost"].contains(host) else {
            throw ValidationError(
                "preview listens on the loopback address only (127.0.0.1); '\(host)' would show the report "
                    + "and its data to other machines")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard (1...5000).contains(pollMilliseconds) else {
            throw ValidationError("--poll-milliseconds must be from 1 to 5000")
        }
        if inputs.contains("-") { throw ValidationError("preview reads files; standard input cannot be read again") }
    }

    func run() throws {
        try StandardStreams.reportingErrors(serve)
    }

    private func serve() throws {
        // Held back on every thread and taken by one, so that Ctrl-C stops the preview cleanly.
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopping, nil)
        _ = signal(SIGPIPE, SIG_IGN)

        let state = PreviewState()
        let server: PreviewServer
        do {
            server = try PreviewServer(port: port, state: state)
        } catch let failure as PreviewServer.Failure {
            throw CLIError(failure.description)
        }
        // Looked at before the first rendering, so that a change made while it runs is seen.
        var watch = FileWatch(paths: PreviewRendering.filesNamed(layout: layout, inputs: inputs))
        let first = render()
        watch.watch(first.files)
        state.publish(first)
        try StandardStreams.output("reportgen preview: http://127.0.0.1:\(server.port)/ (Ctrl-C stops)\n")
        Self.report(first)

        let mask = stopping
        Thread.detachNewThread {
            var signals = mask
            var signal: Int32 = 0
            sigwait(&signals, &signal)
            state.stop()
        }
        let interval = Double(pollMilliseconds) / 1000
        let (layout, inputs, parameters, template) = (layout, inputs, parameters, template)
        let firstWatch = watch
        let watcher = Thread {
            var watch = firstWatch
            while !state.isStopping {
                Thread.sleep(forTimeInterval: interval)
                guard watch.changed() else { continue }
                let rendering = PreviewRendering.render(
                    layout: layout, inputs: inputs, parameters: parameters, template: template)
                watch.watch(rendering.files)
                state.publish(rendering)
                Self.report(rendering)
            }
        }
        watcher.start()
        server.serve()
        StandardStreams.error("reportgen preview: stopped")
    }

    private func render() -> PreviewRendering {
        PreviewRendering.render(layout: layout, inputs: inputs, parameters: parameters, template: template)
    }

    /// One line on standard error per rendering: what the page now shows.
    private static func report(_ rendering: PreviewRendering) {
        switch rendering.outcome {
        case .report(let page): StandardStreams.error("reportgen preview: rendered \(page.count) bytes")
        case .failed(let text): StandardStreams.error(text)
        }
    }
}
