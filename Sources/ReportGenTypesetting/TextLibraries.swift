import CFontconfig
import CFriBidi
import CHarfBuzz
import ReportGenCore

/// The functions of HarfBuzz, hb-subset, FriBidi and fontconfig the shaper calls, looked up once,
/// the first time a document is typeset. On Linux the libraries are loaded then (with FreeType,
/// GLib, graphite2, libpng and the rest they link, some 20 libraries), so that a run that draws
/// no PDF never maps them; on Apple platforms the program links them and the functions are
/// looked up in the program.
///
/// Each function has the type its header declares it with (the shims name the types), so a call
/// through it is checked as a direct call would be.
struct TextLibraries: Sendable {
    let hbBlobCreateFromFileOrFail: reportgen_hb_blob_create_from_file_or_fail
    let hbBlobDestroy: reportgen_hb_blob_destroy
    let hbBlobGetData: reportgen_hb_blob_get_data
    let hbBlobGetLength: reportgen_hb_blob_get_length
    let hbBufferAddUtf32: reportgen_hb_buffer_add_utf32
    let hbBufferCreate: reportgen_hb_buffer_create
    let hbBufferDestroy: reportgen_hb_buffer_destroy
    let hbBufferGetGlyphInfos: reportgen_hb_buffer_get_glyph_infos
    let hbBufferGetGlyphPositions: reportgen_hb_buffer_get_glyph_positions
    let hbBufferGuessSegmentProperties: reportgen_hb_buffer_guess_segment_properties
    let hbBufferSetDirection: reportgen_hb_buffer_set_direction
    let hbBufferSetScript: reportgen_hb_buffer_set_script
    let hbFaceCollectUnicodes: reportgen_hb_face_collect_unicodes
    let hbFaceCreate: reportgen_hb_face_create
    let hbFaceDestroy: reportgen_hb_face_destroy
    let hbFaceGetGlyphCount: reportgen_hb_face_get_glyph_count
    let hbFaceGetUpem: reportgen_hb_face_get_upem
    let hbFaceReferenceBlob: reportgen_hb_face_reference_blob
    let hbFaceReferenceTable: reportgen_hb_face_reference_table
    let hbFontCreate: reportgen_hb_font_create
    let hbFontDestroy: reportgen_hb_font_destroy
    let hbFontGetGlyphHAdvance: reportgen_hb_font_get_glyph_h_advance
    let hbFontGetNominalGlyph: reportgen_hb_font_get_nominal_glyph
    let hbFontSetScale: reportgen_hb_font_set_scale
    let hbOtMetricsGetPosition: reportgen_hb_ot_metrics_get_position
    let hbOtNameGetUtf8: reportgen_hb_ot_name_get_utf8
    let hbSetAdd: reportgen_hb_set_add
    let hbSetCreate: reportgen_hb_set_create
    let hbSetDestroy: reportgen_hb_set_destroy
    let hbSetGetPopulation: reportgen_hb_set_get_population
    let hbShape: reportgen_hb_shape
    let hbUnicodeFuncsGetDefault: reportgen_hb_unicode_funcs_get_default
    let hbUnicodeGeneralCategory: reportgen_hb_unicode_general_category
    let hbUnicodeScript: reportgen_hb_unicode_script
    let hbSubsetInputCreateOrFail: reportgen_hb_subset_input_create_or_fail
    let hbSubsetInputDestroy: reportgen_hb_subset_input_destroy
    let hbSubsetInputGlyphSet: reportgen_hb_subset_input_glyph_set
    let hbSubsetInputSet: reportgen_hb_subset_input_set
    let hbSubsetInputSetFlags: reportgen_hb_subset_input_set_flags
    let hbSubsetOrFail: reportgen_hb_subset_or_fail
    let fribidiGetBidiTypes: reportgen_fribidi_get_bidi_types
    let fribidiGetBracketTypes: reportgen_fribidi_get_bracket_types
    let fribidiGetParEmbeddingLevelsEx: reportgen_fribidi_get_par_embedding_levels_ex
    let fcCharSetAddChar: reportgen_FcCharSetAddChar
    let fcCharSetCreate: reportgen_FcCharSetCreate
    let fcCharSetDestroy: reportgen_FcCharSetDestroy
    let fcCharSetHasChar: reportgen_FcCharSetHasChar
    let fcConfigSubstitute: reportgen_FcConfigSubstitute
    let fcDefaultSubstitute: reportgen_FcDefaultSubstitute
    let fcFontMatch: reportgen_FcFontMatch
    let fcPatternAddBool: reportgen_FcPatternAddBool
    let fcPatternAddCharSet: reportgen_FcPatternAddCharSet
    let fcPatternAddInteger: reportgen_FcPatternAddInteger
    let fcPatternAddString: reportgen_FcPatternAddString
    let fcPatternCreate: reportgen_FcPatternCreate
    let fcPatternDestroy: reportgen_FcPatternDestroy
    let fcPatternGetCharSet: reportgen_FcPatternGetCharSet
    let fcPatternGetInteger: reportgen_FcPatternGetInteger
    let fcPatternGetString: reportgen_FcPatternGetString

    /// The functions, or why the libraries cannot be had (the message names them and their
    /// packages).
    static let shared: Result<TextLibraries, TextShapingFailure> = load()

    /// The functions, once ``HarfBuzzShaper`` has found that they load (it checks ``shared``
    /// before it opens any font).
    static var loaded: TextLibraries {
        guard case .success(let libraries) = shared else {
            preconditionFailure("the text libraries are used before HarfBuzzShaper checked that they load")
        }
        return libraries
    }

    #if canImport(Darwin)
    private static func open() -> Result<[SharedLibrary], SharedLibrary.Failure> { .success([.program]) }
    #else
    /// The libraries' run-time names and the Debian packages that have them.
    static let libraryNames = [
        ("libharfbuzz.so.0", "libharfbuzz0b"), ("libharfbuzz-subset.so.0", "libharfbuzz-subset0"),
        ("libfribidi.so.0", "libfribidi0"), ("libfontconfig.so.1", "libfontconfig1"),
    ]

    private static func open() -> Result<[SharedLibrary], SharedLibrary.Failure> {
        var opened: [SharedLibrary] = []
        for (name, _) in libraryNames {
            switch SharedLibrary.open([name]) {
            case .success(let library): opened.append(library)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(opened)
    }
    #endif

    private static func load() -> Result<TextLibraries, TextShapingFailure> {
        open().flatMap { libraries in
            Result { () throws(SharedLibrary.Failure) in try TextLibraries(libraries) }
        }.mapError { failure in
            #if canImport(Darwin)
            let installation = "Homebrew's harfbuzz, fribidi and fontconfig"
            #else
            let installation = libraryNames.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
            #endif
            return TextShapingFailure(
                "PDF text needs HarfBuzz, FriBidi and fontconfig (\(installation)), which cannot be loaded: "
                    + failure.message)
        }
    }

    private init(_ libraries: [SharedLibrary]) throws(SharedLibrary.Failure) {
        // Each looked up in the libraries in turn (dlsym also searches what each one links).
        func function<Function>(_ name: String) throws(SharedLibrary.Failure) -> Function {
            for library in libraries.dropLast() {
                if case .success(let function) = library.function(name, as: Function.self) { return function }
            }
            return try libraries[libraries.count - 1].function(name, as: Function.self).get()
        }
        hbBlobCreateFromFileOrFail = try function("hb_blob_create_from_file_or_fail")
        hbBlobDestroy = try function("hb_blob_destroy")
        hbBlobGetData = try function("hb_blob_get_data")
        hbBlobGetLength = try function("hb_blob_get_length")
        hbBufferAddUtf32 = try function("hb_buffer_add_utf32")
        hbBufferCreate = try function("hb_buffer_create")
        hbBufferDestroy = try function("hb_buffer_destroy")
        hbBufferGetGlyphInfos = try function("hb_buffer_get_glyph_infos")
        hbBufferGetGlyphPositions = try function("hb_buffer_get_glyph_positions")
        hbBufferGuessSegmentProperties = try function("hb_buffer_guess_segment_properties")
        hbBufferSetDirection = try function("hb_buffer_set_direction")
        hbBufferSetScript = try function("hb_buffer_set_script")
        hbFaceCollectUnicodes = try function("hb_face_collect_unicodes")
        hbFaceCreate = try function("hb_face_create")
        hbFaceDestroy = try function("hb_face_destroy")
        hbFaceGetGlyphCount = try function("hb_face_get_glyph_count")
        hbFaceGetUpem = try function("hb_face_get_upem")
        hbFaceReferenceBlob = try function("hb_face_reference_blob")
        hbFaceReferenceTable = try function("hb_face_reference_table")
        hbFontCreate = try function("hb_font_create")
        hbFontDestroy = try function("hb_font_destroy")
        hbFontGetGlyphHAdvance = try function("hb_font_get_glyph_h_advance")
        hbFontGetNominalGlyph = try function("hb_font_get_nominal_glyph")
        hbFontSetScale = try function("hb_font_set_scale")
        hbOtMetricsGetPosition = try function("hb_ot_metrics_get_position")
        hbOtNameGetUtf8 = try function("hb_ot_name_get_utf8")
        hbSetAdd = try function("hb_set_add")
        hbSetCreate = try function("hb_set_create")
        hbSetDestroy = try function("hb_set_destroy")
        hbSetGetPopulation = try function("hb_set_get_population")
        hbShape = try function("hb_shape")
        hbUnicodeFuncsGetDefault = try function("hb_unicode_funcs_get_default")
        hbUnicodeGeneralCategory = try function("hb_unicode_general_category")
        hbUnicodeScript = try function("hb_unicode_script")
        hbSubsetInputCreateOrFail = try function("hb_subset_input_create_or_fail")
        hbSubsetInputDestroy = try function("hb_subset_input_destroy")
        hbSubsetInputGlyphSet = try function("hb_subset_input_glyph_set")
        hbSubsetInputSet = try function("hb_subset_input_set")
        hbSubsetInputSetFlags = try function("hb_subset_input_set_flags")
        hbSubsetOrFail = try function("hb_subset_or_fail")
        fribidiGetBidiTypes = try function("fribidi_get_bidi_types")
        fribidiGetBracketTypes = try function("fribidi_get_bracket_types")
        fribidiGetParEmbeddingLevelsEx = try function("fribidi_get_par_embedding_levels_ex")
        fcCharSetAddChar = try function("FcCharSetAddChar")
        fcCharSetCreate = try function("FcCharSetCreate")
        fcCharSetDestroy = try function("FcCharSetDestroy")
        fcCharSetHasChar = try function("FcCharSetHasChar")
        fcConfigSubstitute = try function("FcConfigSubstitute")
        fcDefaultSubstitute = try function("FcDefaultSubstitute")
        fcFontMatch = try function("FcFontMatch")
        fcPatternAddBool = try function("FcPatternAddBool")
        fcPatternAddCharSet = try function("FcPatternAddCharSet")
        fcPatternAddInteger = try function("FcPatternAddInteger")
        fcPatternAddString = try function("FcPatternAddString")
        fcPatternCreate = try function("FcPatternCreate")
        fcPatternDestroy = try function("FcPatternDestroy")
        fcPatternGetCharSet = try function("FcPatternGetCharSet")
        fcPatternGetInteger = try function("FcPatternGetInteger")
        fcPatternGetString = try function("FcPatternGetString")
    }
}
