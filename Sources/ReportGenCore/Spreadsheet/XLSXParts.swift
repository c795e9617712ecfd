/// The small, fixed parts of an XLSX package (Office Open XML, ECMA-376): content types,
/// relationships and the workbook, written after the sheets, when their number is known.
enum XLSXParts {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    static let relationshipNamespace = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    static let packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships"

    /// The name of sheet `index` (0-based): "Report", then "Report 2", "Report 3"…
    static func sheetName(_ index: Int) -> String {
        index == 0 ? "Report" : "Report \(index + 1)"
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
        return s + "</Types>"
    }

    /// `_rels/.rels`: the package's entry point.
    static var packageRels: String {
        header + "<Relationships xmlns=\"\(packageRelationships)\">"
            + "<Relationship Id=\"rId1\" Type=\"\(relationshipNamespace)/officeDocument\" Target=\"xl/workbook.xml\"/>"
            + "</Relationships>"
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

    /// `xl/workbook.xml`: the sheets, and with a title row, that row printed on every page.
    static func workbook(sheets: Int, titleRow: Bool) -> String {
        var s = header + "<workbook xmlns=\"\(mainNamespace)\" xmlns:r=\"\(relationshipNamespace)\">"
        s += "<bookViews><workbookView/></bookViews><sheets>"
        for i in 0..<sheets {
            s += "<sheet name=\"\(sheetName(i))\" sheetId=\"\(i + 1)\" r:id=\"rId\(i + 1)\"/>"
        }
        s += "</sheets>"
        if titleRow {
            s += "<definedNames>"
            for i in 0..<sheets {
                s +=
                    "<definedName name=\"_xlnm.Print_Titles\" localSheetId=\"\(i)\">'\(sheetName(i))'!$1:$1</definedName>"
            }
            s += "</definedNames>"
        }
        return s + "</workbook>"
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
