extension LayoutSchema {
    /// `points` numbers, in a list of `count` or (for `single`) alone.
    static func points(count: Int, single: Bool) -> JSONValue {
        let number: JSONValue = .object([("type", .string("number")), ("minimum", .number(0))])
        let list: JSONValue = .object([
            ("type", .string("array")), ("items", number), ("minItems", .number(count)), ("maxItems", .number(count)),
        ])
        return single ? .object([("oneOf", .array([number, list]))]) : list
    }

    /// `page:`: the paper of `--format pdf`.
    static var pageSchema: JSONValue {
        described(
            "PDF output: paper, orientation, margins (points) and rows drawn on every page",
            object(
                keys(
                    LayoutDecoder.pageKeys,
                    [
                        "size": described(
                            "A4, letter, legal, or [width, height] in points",
                            .object([
                                (
                                    "oneOf",
                                    .array([
                                        enumeration(LayoutDecoder.pageSizes.map(\.name)),
                                        points(count: 2, single: false),
                                    ])
                                )
                            ])),
                        "orientation": enumeration(["portrait", "landscape"]),
                        "margins": described(
                            "points: one number, or [top, right, bottom, left]", points(count: 4, single: true)),
                        "header": described("rows at the top of every page; page and pages are known", ref("emitters")),
                        "footer": described(
                            "rows at the bottom of every page; page and pages are known", ref("emitters")),
                    ])))
    }
}
