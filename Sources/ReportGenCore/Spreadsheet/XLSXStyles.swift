/// The cell formats of a workbook (its `xl/styles.xml`), collected as rows need them: fonts,
/// fills, number formats and alignments, each stored once. Their number depends on the layout
/// (kinds, bands, levels), never on the data.
struct XLSXStyles {
    /// A font: the row's emphasis, colour and size.
    struct Font: Hashable {
        var name: String
        var size: FixedDecimal
        var bold = false
        var italic = false
        var color: ReportColor?
    }

    /// One cell format (an `xf`).
    struct Format: Hashable {
        var font = 0
        var fill = 0
        var numberFormat = 0
        var horizontal: ReportTextAlignment?
        var indent = 0
        /// For a centred cell that spans columns: centred across it and the empty cells after it
        /// with this format (`centerContinuous`), not spilling over the sheet's left edge.
        var acrossSelection = false
        /// Text wraps at the column's width.
        var wraps = false
    }

    private(set) var fonts: [Font]
    /// Solid fills; the first two are the ones every workbook has (none, gray125).
    private(set) var fills: [ReportColor?] = [nil, nil]
    /// Custom number format codes; their ids start at 164.
    private(set) var numberFormats: [String] = []
    private(set) var formats: [Format] = [Format()]
    private var fontIndex: [Font: Int] = [:]
    private var fillIndex: [ReportColor: Int] = [:]
    /// Positions in `numberFormats` (the id is 164 more).
    private var numberFormatIndex: [String: Int] = [:]
    private var formatIndex: [Format: Int] = [Format(): 0]

    /// Styles whose default font is `font`.
    init(font: Font) {
        fonts = [font]
        fontIndex[font] = 0
    }

    mutating func font(_ font: Font) -> Int {
        Self.intern(font, in: &fonts, index: &fontIndex)
    }

    mutating func fill(_ color: ReportColor?) -> Int {
        guard let color else { return 0 }
        return Self.intern(color, in: &fills, index: &fillIndex)
    }

    /// The id of a number format code; `General` is 0.
    mutating func numberFormat(_ code: String?) -> Int {
        guard let code else { return 0 }
        return 164 + Self.intern(code, in: &numberFormats, index: &numberFormatIndex)
    }

    mutating func format(_ format: Format) -> Int {
        Self.intern(format, in: &formats, index: &formatIndex)
    }

    /// The position of `item` in `list`, appending it the first time.
    private static func intern<Item: Hashable, Element>(
        _ item: Item, in list: inout [Element], index: inout [Item: Int], as element: (Item) -> Element
    ) -> Int {
        if let known = index[item] { return known }
        list.append(element(item))
        index[item] = list.count - 1
        return list.count - 1
    }

    private static func intern<Item: Hashable>(_ item: Item, in list: inout [Item], index: inout [Item: Int]) -> Int {
        intern(item, in: &list, index: &index, as: { $0 })
    }

    private static func intern(_ color: ReportColor, in list: inout [ReportColor?], index: inout [ReportColor: Int])
        -> Int
    {
        intern(color, in: &list, index: &index, as: { $0 })
    }

    /// `xl/styles.xml`.
    var xml: String {
        var s = XLSXParts.header + "<styleSheet xmlns=\"\(XLSXParts.mainNamespace)\">"
        if !numberFormats.isEmpty {
            s += "<numFmts count=\"\(numberFormats.count)\">"
            for (i, code) in numberFormats.enumerated() {
                s += "<numFmt numFmtId=\"\(164 + i)\" formatCode=\"\(MarkupEscaping.escape(code))\"/>"
            }
            s += "</numFmts>"
        }
        s += "<fonts count=\"\(fonts.count)\">"
        for font in fonts {
            s += "<font>"
            if font.bold { s += "<b/>" }
            if font.italic { s += "<i/>" }
            s += "<sz val=\"\(font.size)\"/>"
            if let color = font.color { s += "<color rgb=\"\(Self.argb(color))\"/>" }
            s += "<name val=\"\(MarkupEscaping.escape(font.name))\"/></font>"
        }
        s += "</fonts><fills count=\"\(fills.count)\">"
        s += "<fill><patternFill patternType=\"none\"/></fill><fill><patternFill patternType=\"gray125\"/></fill>"
        for case let color? in fills {
            s += "<fill><patternFill patternType=\"solid\"><fgColor rgb=\"\(Self.argb(color))\"/>"
            s += "<bgColor indexed=\"64\"/></patternFill></fill>"
        }
        s += "</fills><borders count=\"1\"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"
        s += "<cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/></cellStyleXfs>"
        s += "<cellXfs count=\"\(formats.count)\">"
        for f in formats {
            s +=
                "<xf numFmtId=\"\(f.numberFormat)\" fontId=\"\(f.font)\" fillId=\"\(f.fill)\" borderId=\"0\" xfId=\"0\""
            if f.numberFormat != 0 { s += " applyNumberFormat=\"1\"" }
            if f.font != 0 { s += " applyFont=\"1\"" }
            if f.fill != 0 { s += " applyFill=\"1\"" }
            if f.horizontal != nil || f.indent > 0 || f.wraps {
                s += " applyAlignment=\"1\"><alignment"
                if let horizontal = f.horizontal {
                    let name = horizontal == .center && f.acrossSelection ? "centerContinuous" : horizontal.rawValue
                    s += " horizontal=\"\(name)\""
                }
                if f.indent > 0 { s += " indent=\"\(f.indent)\"" }
                if f.wraps { s += " wrapText=\"1\"" }
                s += " vertical=\"bottom\"/></xf>"
            } else {
                s += "/>"
            }
        }
        s += "</cellXfs><cellStyles count=\"1\"><cellStyle name=\"Normal\" xfId=\"0\" builtinId=\"0\"/></cellStyles>"
        return s + "</styleSheet>"
    }

    /// `FFRRGGBB`: an opaque colour as SpreadsheetML writes it.
    static func argb(_ c: ReportColor) -> String {
        "FF" + c.description.dropFirst()
    }
}
