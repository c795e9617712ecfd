extension ReportPlan {
    /// The part of the plan that renderers, sinks and codegen see.
    package var renderSchema: RenderSchema {
        RenderSchema(
            file: file, title: title, rowKinds: rowKinds, columns: columns, style: style, locale: locale, page: page,
            levels: levels.map(\.paging), output: output)
    }
}
