/// Paginated PDF (`--format pdf`): the layout's pages (size, orientation, margins), its page
/// header and footer rows, the rows stacked by their heights and broken into pages by the
/// paginator, each row drawn in the report's columns with its style (`PDFRowLayout`) and
/// the column titles at the top of every page's body. Each page is written as soon as it is full; a page header or footer that shows
/// `pages` is drawn through a form XObject per page, written at the end once the count is known,
/// so no page is held in memory.
///
/// ```swift
/// let summary = try report.render(.pdf(PDFRenderer.Options())) { bytes in pdf.append(contentsOf: bytes) }
/// ```
public struct PDFRenderer: RowRenderer {
    /// How the document is made.
    public struct Options: Sendable {
        /// The values of the layout's parameters, for the page header and footer rows. A run
        /// sets them itself, from the parameters it was given: what is here is replaced.
        public var parameters: [Value]
        /// TrueType font files (regular, then bold) for characters outside the standard fonts'
        /// WinAnsiEncoding; subset and embedded when used.
        public var fallbackFonts: [[UInt8]]
        /// Whether a character no font has stops the run (otherwise it is a warning, drawn as `?`).
        public var strict: Bool
        /// Shapes text with the fonts `style.font.family` names (the command line installs
        /// HarfBuzz's); without one, the layout's TrueType file is drawn character by character.
        public var shaper: (any TextShaper)?

        /// Creates options.
        public init(
            parameters: [Value] = [], fallbackFonts: [[UInt8]] = [], strict: Bool = false,
            shaper: (any TextShaper)? = nil
        ) {
            self.parameters = parameters
            self.fallbackFonts = fallbackFonts
            self.strict = strict
            self.shaper = shaper
        }
    }

    /// Why no PDF could be made.
    package struct Failure: Error, CustomStringConvertible, Sendable, Equatable {
        package var description: String
    }

    private let options: Options
    private let fallback: [TrueTypeFont]
    /// Characters no font has, one line per row (at most `warningLimit`), then a count.
    package private(set) var warnings: [String] = []
    private var rowsWithMissing = 0
    private var rowsWithRightToLeft = 0
    private var rowsWithSubstitutes = 0
    /// Rows with a text that did not fit its box even at the smallest size.
    private var rowsCut = 0
    static let warningLimit = 20

    private var schema: RenderSchema?
    private var layout: PDFRowLayout?
    private var titlesWarned = false
    private var writer = PDFWriter()
    private var fonts = PDFFonts(fallback: [])
    private var paginator: Paginator?
    private var decorations: PageDecorations?
    /// Each page's object number, a byte or so a page.
    private var pageObjects = IncreasingNumbers()
    /// Per page, the form XObject of its header and footer, when they show `pages`.
    private var deferred = IncreasingNumbers()
    private let catalog = 1
    private let pageTree = 2
    private let fontDictionary = 3
    private let info = 4

    /// Reads the fallback fonts; a file that is not a usable TrueType font is an error.
    init(options: Options) throws {
        self.options = options
        var fonts: [TrueTypeFont] = []
        for (index, bytes) in options.fallbackFonts.enumerated() {
            do {
                fonts.append(try TrueTypeFont(bytes: bytes))
            } catch {
                throw Failure(description: "fallback font \(index + 1): \(error.description)")
            }
        }
        fallback = fonts
    }

    package mutating func begin(schema: RenderSchema, into out: inout OutputBuffer) throws {
        if !schema.page.problems.isEmpty {
            throw Failure(description: schema.page.problems.map(\.description).joined(separator: "\n"))
        }
        self.schema = schema
        layout = PDFRowLayout(schema: schema)
        if let shaper = options.shaper {
            let shaped = try PDFShapedFonts.open(shaper, schema: schema)
            fonts = PDFFonts(fallback: fallback, shaped: shaped)
        } else {
            fonts = PDFFonts(family: try PDFFontFile.load(schema), fallback: fallback)
        }
        let decorations = PageDecorations(schema: schema, parameters: options.parameters)
        self.decorations = decorations
        paginator = try Paginator(schema: schema, decorations: decorations)
        try writer.begin()
        for expected in [catalog, pageTree, fontDictionary, info] where writer.reserve() != expected {
            throw Failure(description: "PDF object \(expected) was not the next one")
        }
        out.append(bytes: writer.take())
    }

    package mutating func render(_ row: TypedRow, into out: inout OutputBuffer) throws {
        try paginator?.add(row)
        try writeFinishedPages(into: &out)
    }

    package mutating func group(_ event: GroupEvent, into out: inout OutputBuffer) throws {
        try paginator?.add(event)
        try writeFinishedPages(into: &out)
    }

    package mutating func end(into out: inout OutputBuffer) throws {
        guard let schema, let decorations else { return }
        try paginator?.finish()
        if let pages = paginator?.pagesWithoutRepeatedHeaders, let first = pages.first {
            // Said, not left silent: the layout asked for the headers on every continuation page.
            let which = pages.count == 1 ? "page \(first)" : "\(pages.count) pages (the first is page \(first))"
            let message =
                "\(which) begins without the group headers repeat_header repeats: with them, the next row does "
                + "not fit the page (a taller page or shorter header rows keep them)"
            try warn(message)
        }
        try writeFinishedPages(into: &out)
        let page = schema.page
        let forms = deferred
        let pageCount = pageObjects.count
        try forms.forEach { index, form in
            var canvas = PDFCanvas()
            let (header, footer) = try decorations.rows(page: index + 1, pages: pageCount)
            try drawDecorations(header, footer, on: &canvas)
            try writer.stream(
                form,
                dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 \(Centipoints.text(page.width)) "
                    + "\(Centipoints.text(page.height))] /Resources << /Font \(fontDictionary) 0 R >>",
                data: canvas.bytes)
            out.append(bytes: writer.take())
            try out.flushIfNeeded()
        }
        try fonts.write(dictionary: fontDictionary, into: &writer)
        func emit(_ bytes: [UInt8]) throws {
            out.append(bytes: bytes)
            try out.flushIfNeeded()
        }
        let pages = pageObjects
        try writer.beginObject(pageTree)
        try writer.append("<< /Type /Pages /Kids [")
        try pages.forEach { index, object in
            try writer.append(index == 0 ? "\(object) 0 R" : " \(object) 0 R")
            if writer.pendingCount >= 1 << 16 { try emit(writer.take()) }
        }
        try writer.append("] /Count \(pages.count) >>")
        try writer.endObject()
        try writer.object(catalog, "<< /Type /Catalog /Pages \(pageTree) 0 R >>")
        var entries = "/Producer (reportgen)"
        if let title = schema.title { entries += " /Title \(PDFSyntax.textString(title))" }
        try writer.object(info, "<< \(entries) >>")
        try writer.finish(root: catalog, info: info, emit: emit)
        for (count, what) in [
            (rowsWithMissing, "characters no font has"), (rowsWithSubstitutes, "characters not in the layout's font"),
            (rowsWithRightToLeft, "right-to-left text"), (rowsCut, "text too long for its column"),
        ] where count > Self.warningLimit {
            warnings.append("\(count - Self.warningLimit) more rows have \(what)")
        }
        out.append(bytes: writer.take())
    }

    // MARK: Pages

    private mutating func writeFinishedPages(into out: inout OutputBuffer) throws {
        guard let pages = paginator?.takeFinishedPages(), !pages.isEmpty else { return }
        for page in pages {
            try write(page)
            out.append(bytes: writer.take())
            try out.flushIfNeeded()
        }
    }

    private mutating func write(_ layout: PageLayout) throws {
        guard let schema, let decorations else { return }
        let page = schema.page
        var canvas = PDFCanvas()
        let (header, footer) = try decorations.rows(page: layout.number, pages: nil)
        var resources = "/Font \(fontDictionary) 0 R"
        if decorations.readsPageCount {
            let form = writer.reserve()
            deferred.append(form)
            canvas.drawForm("/Decorations")
            resources += " /XObject << /Decorations \(form) 0 R >>"
        } else {
            try drawDecorations(header, footer, on: &canvas)
        }
        var bodyTop = page.height - page.top - decorations.height(of: header)
        if let titles = self.layout?.titles(height: page.titleHeight) {
            bodyTop -= page.titleHeight
            let (missing, _) = paint(titles, bottom: bodyTop, height: page.titleHeight, on: &canvas)
            // Said once for the titles, not charged to the next row drawn.
            let substituted = fonts.takeSubstituted()
            if !titlesWarned, !missing.isEmpty || !substituted.scalars.isEmpty {
                titlesWarned = true
                let place = "the column titles on page \(layout.number)"
                if !missing.isEmpty { try report(missing, place: place) }
                try reportSubstitutes(substituted, place: place)
            }
        }
        for placed in layout.rows {
            let fields = placed.repeated ? (placed.row.continuation ?? placed.row.fields) : placed.row.fields
            try draw(
                placed.row, fields: fields, bottom: bodyTop - placed.top - placed.height, height: placed.height,
                page: layout.number, on: &canvas)
        }
        let content = writer.reserve()
        try writer.stream(content, data: canvas.bytes)
        let object = writer.reserve()
        try writer.object(
            object,
            "<< /Type /Page /Parent \(pageTree) 0 R /MediaBox [0 0 \(Centipoints.text(page.width)) "
                + "\(Centipoints.text(page.height))] /Resources << \(resources) >> /Contents \(content) 0 R >>")
        pageObjects.append(object)
    }

    /// The page header rows from the top margin down, the footer rows ending at the bottom margin.
    private mutating func drawDecorations(_ header: [TypedRow], _ footer: [TypedRow], on canvas: inout PDFCanvas)
        throws
    {
        guard let schema, let decorations else { return }
        let page = schema.page
        var top = page.height - page.top
        for row in header {
            let height = decorations.height(of: [row])
            try draw(row, fields: row.fields, bottom: top - height, height: height, page: nil, on: &canvas)
            top -= height
        }
        top = page.bottom + decorations.height(of: footer)
        for row in footer {
            let height = decorations.height(of: [row])
            try draw(row, fields: row.fields, bottom: top - height, height: height, page: nil, on: &canvas)
            top -= height
        }
    }

    private mutating func draw(
        _ row: TypedRow, fields: [Value], bottom: Int, height: Int, page: Int?, on canvas: inout PDFCanvas
    ) throws {
        guard let schema, let layout else { return }
        let drawing = layout.drawing(row, fields: fields, height: height)
        let (missing, cut) = paint(drawing, bottom: bottom, height: height, on: &canvas)
        // A shaper orders and joins right-to-left text; the built-in fonts cannot.
        let rightToLeft = fonts.shaped == nil ? drawing.runs.first { Self.hasRightToLeft($0.text) } : nil
        let substituted = fonts.takeSubstituted()
        guard !missing.isEmpty || rightToLeft != nil || !substituted.scalars.isEmpty || !cut.isEmpty else { return }
        let name = schema.rowKinds[row.kind].name
        let place = page.map { "row '\(name)' on page \($0)" } ?? "page header or footer row '\(name)'"
        if let text = cut.first {
            // Wrapped and drawn at the smallest size, and still too long: the PDF lacks the rest.
            let message =
                "\(place): \(MessageText.quoted(text)) does not fit its column even wrapped at "
                + "\(Centipoints.text(PDFCanvas.smallestSize)) pt; the rest is cut (a wider column, a taller row or "
                + "a smaller style.size shows it whole)"
            try warn(message, counting: \.rowsCut)
        }
        if !missing.isEmpty { try report(missing, place: place) }
        try reportSubstitutes(substituted, place: place)
        if let rightToLeft {
            // No bidi reordering or shaping here: say so rather than show reversed text quietly.
            let message =
                "\(place): right-to-left text is drawn left to right and unshaped (PDF output has no bidi "
                + "support): \(MessageText.quoted(rightToLeft.text))"
            try warn(message, counting: \.rowsWithRightToLeft)
        }
    }

    /// Whether `text` holds a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko and their presentation forms).
    static func hasRightToLeft(_ text: String) -> Bool {
        // Those scripts start at U+0590, whose UTF-8 lead byte is 0xD6: ASCII and Latin text is
        // told apart by its bytes alone.
        guard text.utf8.contains(where: { $0 >= 0xD6 }) else { return false }
        return text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: return false
            }
        }
    }

    /// Draws a row box from `bottom`, `height` tall, across the width between the margins; returns
    /// the characters no font has, and the texts cut because they did not fit.
    private mutating func paint(_ drawing: PDFRowDrawing, bottom: Int, height: Int, on canvas: inout PDFCanvas)
        -> (missing: [Unicode.Scalar], cut: [String])
    {
        guard let schema else { return ([], []) }
        let left = schema.page.left
        let width = schema.page.contentWidth
        if let background = drawing.background {
            canvas.fill(x: left, y: bottom, width: width, height: height, color: background)
        }
        if let rule = drawing.rule {
            canvas.fill(x: left, y: bottom, width: width, height: PDFRowLayout.ruleWidth, color: rule)
        }
        var missing: [Unicode.Scalar] = []
        var cut: [String] = []
        for run in drawing.runs {
            let drawn = canvas.text(run, left: left, bottom: bottom, height: height, fonts: &fonts)
            missing += drawn.missing
            if drawn.cut { cut.append(run.text) }
        }
        return (missing, cut)
    }

    /// Characters drawn, but not in the font the layout chose (the page mixes two typefaces): a
    /// warning (at most ``warningLimit`` lines), an error under `strict`.
    private mutating func reportSubstitutes(
        _ substituted: (scalars: [Unicode.Scalar], fallback: String), place: String
    ) throws {
        guard !substituted.scalars.isEmpty, let schema else { return }
        let message =
            "\(place): \(Self.listed(substituted.scalars)) not in the layout's font "
            + "\(schema.style.fontFamily ?? "Helvetica"); \(options.strict ? "they would be drawn" : "drawn") with "
            + "\(substituted.fallback) (a TrueType font in style.font that has them keeps one typeface)"
        try warn(message, counting: \.rowsWithSubstitutes)
    }

    /// Characters no font has: a warning (at most ``warningLimit`` lines), an error under `strict`.
    private mutating func report(_ missing: [Unicode.Scalar], place: String) throws {
        // Under --strict the run stops and nothing is drawn: the message says what would be.
        let drawn = options.strict ? "they would be drawn as '?'" : "drawn as '?'"
        try warn("\(place): no font has \(Self.listed(missing)); \(drawn)", counting: \.rowsWithMissing)
    }

    /// Characters for a warning: each named once, the first five, then "and more".
    private static func listed(_ scalars: [Unicode.Scalar]) -> String {
        var distinct: [Unicode.Scalar] = []
        for scalar in scalars where !distinct.contains(scalar) { distinct.append(scalar) }
        let named = distinct.prefix(5).map(MessageText.named).joined(separator: ", ")
        return named + (distinct.count > 5 ? " and more" : "")
    }

    /// A row's warning: an error under `strict`; else one of at most ``warningLimit`` lines of its
    /// sort (`count` counts them, for the line that says how many more there were).
    private mutating func warn(_ message: String, counting count: WritableKeyPath<PDFRenderer, Int>? = nil) throws {
        if options.strict { throw Failure(description: message) }
        if let count {
            self[keyPath: count] += 1
            guard self[keyPath: count] <= Self.warningLimit else { return }
        }
        warnings.append(message)
    }
}
