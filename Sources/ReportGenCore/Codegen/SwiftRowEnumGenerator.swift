/// Generates Swift source for a layout's row kinds: an enum with one case per kind whose
/// associated values are the kind's typed fields (the seeds' `TransactionListRow`), with
/// `height`, a reuse identifier, `Decodable` from one ndjson row and, where `ReportGenCore` can
/// be imported, `init?(_ row: ReportRow)` from the engine's own rows. It needs Foundation only
/// otherwise, and compiles in Swift 6 mode and under `InternalImportsByDefault` (its imports say
/// their access: `public import` where a public declaration uses the module).
///
/// ```swift
/// let source = SwiftRowEnumGenerator(typeName: "TransactionRow").generate(schema)
/// ```
package struct SwiftRowEnumGenerator: Sendable {
    /// The enum's name.
    var typeName: String

    /// Creates a generator; `typeName` must be one ``typeNameProblem(_:)`` finds nothing wrong
    /// with (the command line checks it).
    package init(typeName: String) {
        self.typeName = typeName
    }

    static func swiftType(_ field: RowKind.Field) -> String {
        switch field.type {
        case .string: return "String"
        case .int: return "Int"
        case .decimal: return "Decimal"
        case .date: return "String"
        case .datetime: return "String"
        case .bool: return "Bool"
        case .null: return "String"
        }
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped as Swift
    /// spells them (`\u{1B}`; JSON's `\u001b` is not Swift).
    static func literal(_ s: String) -> String {
        quotedLiteral(s) { isInvisible($0) ? "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" : nil }
    }

    /// Control characters and line or paragraph separators: not to be written as they are.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Text for a `//` comment: a line break (or any control character) in a name or title
    /// would end the comment and turn the rest into code.
    static func comment(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { isInvisible($0) ? " " : $0 }))
    }

    /// Names that `identifier` spells the same as an earlier, different name: each one's index,
    /// the earlier one's index, and the Swift name they share. Generated code with such a pair
    /// does not compile (two cases, or two associated values, of one name).
    static func clashes(_ names: [String]) -> [(index: Int, earlier: Int, swiftName: String)] {
        var first: [String: Int] = [:]
        var found: [(index: Int, earlier: Int, swiftName: String)] = []
        for (i, name) in names.enumerated() {
            let swiftName = identifier(name)
            if let earlier = first[swiftName] {
                if names[earlier] != name { found.append((i, earlier, swiftName)) }
            } else {
                first[swiftName] = i
            }
        }
        return found
    }

    /// The most cases one `switch self` lists: past about 700, Swift gives up proving a switch
    /// over the enum exhaustive, so more kinds are split into switches of this many.
    static let casesPerSwitch = 128

    /// A computed property with one value per row kind. Up to ``casesPerSwitch`` kinds, one
    /// exhaustive switch; past that, a chain of private parts, each listing its kinds and handing
    /// the others on, the last part's `default` being the one kind it does not list.
    static func property(
        _ name: String, type: String, doc: String, kinds: [RowKind], value: (RowKind) -> String
    ) -> String {
        let line = { (kind: RowKind) in "        case .\(identifier(kind.name)): return \(value(kind))\n" }
        guard kinds.count > casesPerSwitch else {
            return "\n    /// \(doc)\n    public var \(name): \(type) {\n        switch self {\n"
                + kinds.map(line).joined() + "        }\n    }\n"
        }
        let parts = stride(from: 0, to: kinds.count, by: casesPerSwitch).map {
            Array(kinds[$0..<min($0 + casesPerSwitch, kinds.count)])
        }
        var out = "\n    /// \(doc)\n    public var \(name): \(type) { \(name)Part0 }\n"
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            out += "\n    private var \(name)Part\(index): \(type) {\n        switch self {\n"
            out += (isLast ? part.dropLast() : part[...]).map(line).joined()
            out +=
                "        default: return " + (isLast ? value(part[part.count - 1]) : "\(name)Part\(index + 1)") + "\n"
            out += "        }\n    }\n"
        }
        return out
    }

    /// One `case` of the decoding switch: the kind's name, then `assign` and its value.
    static func decoding(_ kind: RowKind, as assign: String) -> String {
        kindCase(kind, as: assign) {
            "try fields.decodeIfPresent(\(swiftType($0)).self, forKey: FieldKey(\(literal($0.name))))"
        }
    }

    /// One `case` of the switch over a ``ReportRow``'s kind: the kind's name, then `assign` and its
    /// value, each field read by the accessor of its type.
    static func converting(_ kind: RowKind, as assign: String) -> String {
        kindCase(kind, as: assign, value: rowAccessor)
    }

    /// A `case` of a switch over kind names: `assign` and the kind's case, each field's value given
    /// by `value`.
    static func kindCase(_ kind: RowKind, as assign: String, value: (RowKind.Field) -> String) -> String {
        let values = kind.fields.map { "\(label($0.name, inCall: true)): \(value($0))" }
        var out = "        case \(literal(kind.name)):\n"
        if values.isEmpty {
            out += "            \(assign).\(identifier(kind.name))\n"
        } else {
            out += "            \(assign).\(identifier(kind.name))(\n                "
            out += values.joined(separator: ",\n                ") + ")\n"
        }
        return out
    }

    /// The expression that reads `field` from a ``ReportRow`` named `row` as the enum's type:
    /// dates and date-times as the ndjson output spells them, so that both initializers agree.
    static func rowAccessor(_ field: RowKind.Field) -> String {
        let name = literal(field.name)
        switch field.type {
        case .string, .null: return "row.string(\(name))"
        // `Int(exactly:)`: a 32-bit `Int` (watchOS) takes fewer values than the row's `Int64`.
        case .int: return "row.int(\(name)).flatMap { Int(exactly: $0) }"
        case .decimal: return "row.decimal(\(name))?.decimal"
        case .date, .datetime: return "Self._rowDateText(row[\(name)])"
        case .bool: return "row.bool(\(name))"
        }
    }

    /// The extension that builds the enum from the engine's rows, where `ReportGenCore` is there.
    static func rowConversion(_ name: String, parts: [[RowKind]]) -> String {
        var out = """

            #if canImport(ReportGenCore)
            extension \(name) {
                /// The case of one of the engine's rows (`Report.rows`, `Report.stream`); `nil` for a kind this
                /// enum does not have (a layout changed since the code was generated).
                public init?(_ row: ReportGenCore.ReportRow) {
                    switch row.kind {

            """
        out += (parts.first ?? []).map { converting($0, as: "self = ") }.joined()
        if parts.count > 1 {
            out += "        default:\n            guard let converted = Self._rowPart1(row) else { return nil }\n"
            out += "            self = converted\n"
        } else {
            out += "        default:\n            return nil\n"
        }
        out += "        }\n    }\n"
        for (index, part) in parts.enumerated().dropFirst() {
            out += "\n    private static func _rowPart\(index)(_ row: ReportGenCore.ReportRow) -> Self? {\n"
            out += "        switch row.kind {\n" + part.map { converting($0, as: "return ") }.joined()
            out += "        default: return " + (index + 1 < parts.count ? "_rowPart\(index + 1)(row)" : "nil")
            out += "\n        }\n    }\n"
        }
        let readsDates = parts.joined().contains { $0.fields.contains { $0.type == .date || $0.type == .datetime } }
        if readsDates {
            out += """

                    /// A date as `yyyy-MM-dd`, a date-time as ISO 8601: the texts `init(from:)` decodes.
                    private static func _rowDateText(_ value: ReportGenCore.Value?) -> String? {
                        if case .date(let date)? = value { return date.description }
                        if case .datetime(let instant)? = value { return instant.description }
                        return nil
                    }

                """
        }
        out += """
            }

            extension \(name).Placed {
                /// One of the engine's rows with its place and identity; `nil` for a kind the enum does not have.
                public init?(_ row: ReportGenCore.ReportRow) {
                    guard let converted = \(name)(row) else { return nil }
                    self.row = converted
                    id = row.id
                    level = row.level
                    band = row.band.flatMap { \(name).Band(rawValue: $0.rawValue) }
                    section = row.section
                }
            }
            #endif

            """
        return out
    }

    /// The error for a kind the layout does not declare.
    static let unknownKind = """
                    throw DecodingError.dataCorruptedError(
                        forKey: .kind, in: row, debugDescription: "unknown row kind '\\(kind)'")

        """

    /// The Swift source.
    package func generate(_ schema: RenderSchema) -> String {
        // The name as given: the command line has checked that it is a Swift type name.
        let name = typeName
        // `public` only where a public declaration uses the module: an unused `public import` warns.
        let usesDecimal = schema.rowKinds.contains { $0.fields.contains { $0.type == .decimal } }
        var out = """
            // Generated by `reportgen codegen swift` from \(Self.comment(schema.file)). Do not edit: change the layout and regenerate.
            \(usesDecimal ? "public import" : "import") Foundation
            #if canImport(ReportGenCore)
            public import ReportGenCore
            #endif

            /// The typed rows of "\(Self.comment(schema.title ?? schema.file))": one case per row kind, decoded from one line of
            /// `reportgen --format ndjson`, or made from the engine's `ReportRow` (where `ReportGenCore` is imported). Values
            /// are optional because any field may be null.
            public enum \(name): Decodable, Hashable, Sendable {

            """
        for kind in schema.rowKinds {
            let parameters = kind.fields.map { "\(Self.label($0.name)): \(Self.swiftType($0))?" }
            out += "    /// `\(Self.comment(kind.name))`: height \(kind.height), band \(kind.band.rawValue)."
            if kind.fields.contains(where: { $0.type == .date || $0.type == .datetime }) {
                out += " Dates are `yyyy-MM-dd`, date-times ISO 8601."
            }
            out += "\n    case \(Self.identifier(kind.name))(" + parameters.joined(separator: ", ") + ")\n"
        }
        out += """

                /// The alternating band of a row.
                public enum Band: String, Decodable, Hashable, Sendable {
                    case odd, even
                }

                /// A row with its place in the report and its identity, decoded from the same ndjson line.
                public struct Placed: Decodable, Hashable, Sendable, Identifiable {
                    public var row: \(name)
                    /// The row's identity, stable across runs: pair the rows of two runs by it.
                    public var id: String
                    /// 0 for report rows, N for group level N, levels + 1 for detail rows.
                    public var level: Int
                    public var band: Band?
                    public var section: String?

                    public init(from decoder: Decoder) throws {
                        row = try \(name)(from: decoder)
                        let container = try decoder.container(keyedBy: RowKeys.self)
                        id = try container.decode(String.self, forKey: .id)
                        level = try container.decode(Int.self, forKey: .level)
                        band = try container.decodeIfPresent(Band.self, forKey: .band)
                        section = try container.decodeIfPresent(String.self, forKey: .section)
                    }
                }

            """
        out += Self.property(
            "height", type: "Double", doc: "The row's height in points, as the layout declares it.",
            kinds: schema.rowKinds
        ) { "\($0.height)" }
        out += Self.property(
            "reuseIdentifier", type: "String", doc: "The reuse identifier of the row's cell: its kind.",
            kinds: schema.rowKinds
        ) { Self.literal($0.name) }
        out += """

                private enum RowKeys: String, CodingKey {
                    case kind, id, level, band, height, section, fields
                }

                private struct FieldKey: CodingKey {
                    var stringValue: String
                    var intValue: Int? { nil }
                    init(_ string: String) { stringValue = string }
                    init?(stringValue: String) { self.stringValue = stringValue }
                    init?(intValue: Int) { nil }
                }

                public init(from decoder: Decoder) throws {
                    let row = try decoder.container(keyedBy: RowKeys.self)
                    let kind = try row.decode(String.self, forKey: .kind)
                    let fields = try row.nestedContainer(keyedBy: FieldKey.self, forKey: .fields)
                    switch kind {

            """
        let parts = stride(from: 0, to: schema.rowKinds.count, by: Self.casesPerSwitch).map {
            Array(schema.rowKinds[$0..<min($0 + Self.casesPerSwitch, schema.rowKinds.count)])
        }
        out += (parts.first ?? []).map { Self.decoding($0, as: "self = ") }.joined()
        out += "        default:\n"
        if parts.count > 1 {
            out += "            guard let decoded = try Self.decodePart1(kind, fields) else {\n    "
            out += Self.unknownKind.replacingAll("\n", "\n    ") + "        }\n            self = decoded\n"
        } else {
            out += Self.unknownKind
        }
        out += "        }\n    }\n"
        // Past one switch's worth, the other kinds are decoded by a chain of parts, as the properties are.
        for (index, part) in parts.enumerated().dropFirst() {
            out +=
                "\n    private static func decodePart\(index)(_ kind: String, _ fields: KeyedDecodingContainer<FieldKey>)"
            out += " throws -> Self? {\n        switch kind {\n"
            out += part.map { Self.decoding($0, as: "return ") }.joined()
            out +=
                "        default: return "
                + (index + 1 < parts.count ? "try decodePart\(index + 1)(kind, fields)" : "nil")
            out += "\n        }\n    }\n"
        }
        out += "}\n"
        out += Self.rowConversion(name, parts: parts)
        // A case without associated values is written without parentheses.
        return out.replacingAll("()\n", "\n")
    }
}
