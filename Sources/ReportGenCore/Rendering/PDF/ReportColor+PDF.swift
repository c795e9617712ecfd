extension ReportColor {
    /// Black: text without a `color`.
    static let black = ReportColor(red: 0, green: 0, blue: 0)

    /// The three operands of `rg`/`RG`: each component from 0 to 1 with three decimals.
    func appendPDFOperands(to out: inout [UInt8]) {
        for (i, component) in [red, green, blue].enumerated() {
            if i > 0 { out.append(UInt8(ascii: " ")) }
            let thousandths = (Int(component) * 1000 + 127) / 255
            if thousandths >= 1000 {
                out.append(UInt8(ascii: "1"))
                continue
            }
            out.append(contentsOf: Array("0.".utf8))
            out.append(UInt8(ascii: "0") + UInt8(thousandths / 100))
            out.append(UInt8(ascii: "0") + UInt8(thousandths / 10 % 10))
            out.append(UInt8(ascii: "0") + UInt8(thousandths % 10))
        }
    }
}
