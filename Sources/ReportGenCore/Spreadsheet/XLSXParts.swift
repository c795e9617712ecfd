import Foundation

/// The small, fixed parts of an XLSX package (Office Open XML, ECMA-376): content types,
/// relationships and the workbook, written after the sheets, when their number is known.
enum XLSXParts {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    static let relationshipNamespace = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    static let packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships"

    /// Excel's longest sheet name, in UTF-16 units.
    static let sheetNameLimit = 31

    /// The name of the first sheet, from the report's title as Excel allows it: without
    /// `[ ] : * ? / \` and control characters (each a space), without quotes or spaces at either
    /// end, at most 31 characters; "Report" when that leaves nothing, or Excel's reserved "History".
    ///
    /// ```swift
    /// XLSXParts.sheetBaseName("Sales: Q1/Q2")   // "Sales  Q1 Q2"
    /// ```
    static func sheetBaseName(_ title: String?) -> String {
        let forbidden: Set<Unicode.Scalar> = ["[", "]", ":", "*", "?", "/", "\\"]
        var scalars = String.UnicodeScalarView()
        for scalar in (title ?? "").unicodeScalars {
            let control = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            scalars.append(forbidden.contains(scalar) || control ? " " : scalar)
        }
        let trimmed = String(scalars).trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "'")))
        let name = cut(trimmed, to: sheetNameLimit).trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.lowercased() == "history" ? "Report" : name
    }

    /// The name of sheet `index` (0-based): `base`, then "`base` 2", "`base` 3"… (the base cut
    /// so that the number fits in 31 characters).
    static func sheetName(_ index: Int, base: String = "Report") -> String {
        guard index > 0 else { return base }
        let suffix = " \(index + 1)"
        return cut(base, to: sheetNameLimit - suffix.utf16.count).trimmingCharacters(in: .whitespaces) + suffix
    }

    /// `text` cut to at most `limit` UTF-16 units, at a character's end.
    static func cut(_ text: String, to limit: Int) -> String {
        var units = 0
        var end = text.startIndex
        for index in text.indices {
            units += text[index].utf16.count
            if units > limit { break }
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// A sheet name in a formula or defined name: quoted, a quote doubled.
    static func quotedSheetName(_ name: String) -> String {
        "'" + name.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// `docProps/core.xml`: the workbook's title and author.
    static func coreProperties(title: String?, author: String?) -> String {
        var s = header + "<cp:coreProperties"
        s += " xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\""
        s += " xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:dcterms=\"http://purl.org/dc/terms/\""
        s += " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">"
        if let title { s += "<dc:title>\(MarkupEscaping.escape(title))</dc:title>" }
        if let author { s += "<dc:creator>\(MarkupEscaping.escape(author))</dc:creator>" }
        return s + "</cp:coreProperties>"
    }

    /// `[Content_Types].xml`.
    static func contentTypes(sheets: Int) -> String {
        let office = "application/vnd.openxmlformats-officedocument.spreadsheetml"
        var s = header + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
        s += "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
        s += "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
        s += "<Override PartName=\"/xl/workbook.xml\" ContentType=\"\(office).sheet.main+xml\"/>"
        for i in 0..<sheets {
            s += "<Override PartName=\"/xl/worksheets/sheet\(i + 1).xml\" ContentType=\"\(office).worksheet+xml\"/>"
        }
        s += "<Override PartName=\"/xl/styles.xml\" ContentType=\"\(office).styles+xml\"/>"
        s += "<Override PartName=\"/docProps/core.xml\""
        s += " ContentType=\"application/vnd.openxmlformats-package.core-properties+xml\"/>"
        return s + "</Types>"
    }

    /// `_rels/.rels`: the package's entry point.
    static var packageRels: String {
        header + "<Relationships xmlns=\"\(packageRelationships)\">"
            + "<Relationship Id=\"rId1\" Type=\"\(relationshipNamespace)/officeDocument\" Target=\"xl/workbook.xml\"/>"
            + "<Relationship Id=\"rId2\" Type=\"\(packageRelationships)/metadata/core-properties\""
            + " Target=\"docProps/core.xml\"/></Relationships>"
    }

    /// `xl/_rels/workbook.xml.rels`: the sheets, then the styles.
    static func workbookRels(sheets: Int) -> String {
        var s = header + "<Relationships xmlns=\"\(packageRelationships)\">"
        for i in 0..<sheets {
            s += "<Relationship Id=\"rId\(i + 1)\" Type=\"\(relationshipNamespace)/worksheet\""
            s += " Target=\"worksheets/sheet\(i + 1).xml\"/>"
        }
        s += "<Relationship Id=\"rId\(sheets + 1)\" Type=\"\(relationshipNamespace)/styles\" Target=\"styles.xml\"/>"
        return s + "</Relationships>"
    }

    /// `xl/workbook.xml`: the sheets (named after `base`), and with a title row, that row
    /// printed on every page and the range its filter covers (`lastColumn`, and each sheet's last
    /// row in `lastRows`).
    static func workbook(base: String, lastRows: [Int], titleRow: Bool, lastColumn: Int) -> String {
        var s = header + "<workbook xmlns=\"\(mainNamespace)\" xmlns:r=\"\(relationshipNamespace)\">"
        s += "<bookViews><workbookView/></bookViews><sheets>"
        for i in lastRows.indices {
            s +=
                "<sheet name=\"\(MarkupEscaping.escape(sheetName(i, base: base), attribute: true))\" sheetId=\"\(i + 1)\""
            s += " r:id=\"rId\(i + 1)\"/>"
        }
        s += "</sheets>"
        if titleRow {
            s += "<definedNames>"
            let letters = columnLetters(lastColumn)
            for (i, lastRow) in lastRows.enumerated() {
                let sheet = MarkupEscaping.escape(quotedSheetName(sheetName(i, base: base)))
                s += "<definedName name=\"_xlnm._FilterDatabase\" localSheetId=\"\(i)\" hidden=\"1\">"
                s += "\(sheet)!$A$1:$\(letters)$\(max(1, lastRow))</definedName>"
                s += "<definedName name=\"_xlnm.Print_Titles\" localSheetId=\"\(i)\">\(sheet)!$1:$1</definedName>"
            }
            s += "</definedNames>"
        }
        return s + "</workbook>"
    }

    /// A sheet's print setup after its rows: margins (points to inches), the paper (Excel's
    /// number for the sizes it knows) and orientation, one page wide and as many tall as it
    /// takes, and the report's title above every page with "Page N of M" below.
    static func printSetup(page: PagePlan, title: String?) -> String {
        func inches(_ centipoints: Int) -> String {
            let tenThousandths = (max(0, centipoints) * 10_000 + 3_600) / 7_200
            let fraction = String(tenThousandths % 10_000)
            return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
        }
        let landscape = page.width > page.height
        var s = "<pageMargins left=\"\(inches(page.left))\" right=\"\(inches(page.right))\""
        s += " top=\"\(inches(page.top))\" bottom=\"\(inches(page.bottom))\""
        // The header and footer sit in the top and bottom margins, half-way.
        s += " header=\"\(inches(page.top / 2))\" footer=\"\(inches(page.bottom / 2))\"/><pageSetup"
        if let paper = paperSize(short: min(page.width, page.height), long: max(page.width, page.height)) {
            s += " paperSize=\"\(paper)\""
        }
        s += " fitToWidth=\"1\" fitToHeight=\"0\" orientation=\"\(landscape ? "landscape" : "portrait")\"/>"
        s += "<headerFooter>"
        if let title, !title.isEmpty {
            // In a header `&` starts a code: a literal one is doubled. Excel takes 255 characters.
            let text = cut(title, to: 200).replacingOccurrences(of: "&", with: "&&")
            s += "<oddHeader>\(MarkupEscaping.escape("&C" + text))</oddHeader>"
        }
        s += "<oddFooter>&amp;CPage &amp;P of &amp;N</oddFooter></headerFooter>"
        return s
    }

    /// Excel's `paperSize` for a paper of these sides (hundredths of a point, within a point).
    static func paperSize(short: Int, long: Int) -> Int? {
        let papers: [(code: Int, short: Int, long: Int)] = [
            (1, 61_200, 79_200),  // Letter
            (5, 61_200, 100_800),  // Legal
            (8, 84_189, 119_055),  // A3
            (9, 59_528, 84_189),  // A4
            (11, 41_953, 59_528),  // A5
        ]
        return papers.first { abs($0.short - short) <= 100 && abs($0.long - long) <= 100 }?.code
    }

    /// The letters of column `index` (0-based): A … Z, AA …
    static func columnLetters(_ index: Int) -> String {
        var n = index + 1
        var letters: [UInt8] = []
        while n > 0 {
            let r = (n - 1) % 26
            letters.insert(UInt8(ascii: "A") + UInt8(r), at: 0)
            n = (n - 1) / 26
        }
        return String(decoding: letters, as: UTF8.self)
    }
}
