/// Why a renderer cannot write the report as its rows ask: a grid wider than a workbook's sheet,
/// or text past a format's limit under `--strict`. The message names the place.
package struct RenderFailure: Error, CustomStringConvertible, Sendable, Equatable {
    package var description: String

    package init(description: String) {
        self.description = description
    }
}
