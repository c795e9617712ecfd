extension LayoutSchema {
    /// `output:`: each format's settings (layout 1.2 §5).
    static var outputSchema: JSONValue {
        described(
            "settings of each output format; each applies only when that format is rendered",
            object(
                keys(
                    LayoutDecoder.outputKeys,
                    [
                        "html": object(
                            keys(
                                LayoutDecoder.htmlOutputKeys,
                                ["collapsible": described("groups fold open and shut (default false)", ref("boolean"))])
                        ),
                        "xlsx": object(
                            keys(
                                LayoutDecoder.xlsxOutputKeys,
                                [
                                    "formulas": described(
                                        "aggregates of detail columns as SUBTOTAL formulas (default true)",
                                        ref("boolean")),
                                    "author": described(
                                        "the workbook's author in its document properties",
                                        .object([("type", .string("string")), ("minLength", .number(1))])),
                                ])),
                        "csv": object(
                            keys(
                                LayoutDecoder.csvOutputKeys,
                                [
                                    "delimiter": described(
                                        "the character between cells (default ,)",
                                        enumeration(LayoutChecker.csvDelimiters)),
                                    "decimal_separator": described(
                                        "the decimal separator of numbers (default .)", enumeration([".", ","])),
                                    "bom": described("a UTF-8 byte order mark first (default false)", ref("boolean")),
                                    "formulas": described(
                                        "neutralize (default): a cell starting = + - @ tab or CR gets a leading '",
                                        enumeration(["neutralize", "keep"])),
                                ])),
                    ])))
    }
}
