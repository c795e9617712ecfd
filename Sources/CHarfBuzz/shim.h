// HarfBuzz (libharfbuzz-dev on Debian): shaping, OpenType face parsing and hb-subset. Only its
// declarations: on Linux the libraries are loaded the first time a PDF is typeset
// (ReportGenTypesetting's TextLibraries.swift), never linked, and their functions are called
// through pointers of these types, each the type the header declares it with.
#if __has_include(<hb.h>)
#include <hb.h>
#include <hb-ot.h>
#include <hb-subset.h>
#else
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <harfbuzz/hb-subset.h>
#endif

typedef __typeof__(hb_blob_create_from_file_or_fail) *reportgen_hb_blob_create_from_file_or_fail;
typedef __typeof__(hb_blob_destroy) *reportgen_hb_blob_destroy;
typedef __typeof__(hb_blob_get_data) *reportgen_hb_blob_get_data;
typedef __typeof__(hb_blob_get_length) *reportgen_hb_blob_get_length;
typedef __typeof__(hb_buffer_add_utf32) *reportgen_hb_buffer_add_utf32;
typedef __typeof__(hb_buffer_create) *reportgen_hb_buffer_create;
typedef __typeof__(hb_buffer_destroy) *reportgen_hb_buffer_destroy;
typedef __typeof__(hb_buffer_get_glyph_infos) *reportgen_hb_buffer_get_glyph_infos;
typedef __typeof__(hb_buffer_get_glyph_positions) *reportgen_hb_buffer_get_glyph_positions;
typedef __typeof__(hb_buffer_guess_segment_properties) *reportgen_hb_buffer_guess_segment_properties;
typedef __typeof__(hb_buffer_set_direction) *reportgen_hb_buffer_set_direction;
typedef __typeof__(hb_buffer_set_script) *reportgen_hb_buffer_set_script;
typedef __typeof__(hb_face_collect_unicodes) *reportgen_hb_face_collect_unicodes;
typedef __typeof__(hb_face_create) *reportgen_hb_face_create;
typedef __typeof__(hb_face_destroy) *reportgen_hb_face_destroy;
typedef __typeof__(hb_face_get_glyph_count) *reportgen_hb_face_get_glyph_count;
typedef __typeof__(hb_face_get_upem) *reportgen_hb_face_get_upem;
typedef __typeof__(hb_face_reference_blob) *reportgen_hb_face_reference_blob;
typedef __typeof__(hb_face_reference_table) *reportgen_hb_face_reference_table;
typedef __typeof__(hb_font_create) *reportgen_hb_font_create;
typedef __typeof__(hb_font_destroy) *reportgen_hb_font_destroy;
typedef __typeof__(hb_font_get_glyph_h_advance) *reportgen_hb_font_get_glyph_h_advance;
typedef __typeof__(hb_font_get_nominal_glyph) *reportgen_hb_font_get_nominal_glyph;
typedef __typeof__(hb_font_set_scale) *reportgen_hb_font_set_scale;
typedef __typeof__(hb_ot_metrics_get_position) *reportgen_hb_ot_metrics_get_position;
typedef __typeof__(hb_ot_name_get_utf8) *reportgen_hb_ot_name_get_utf8;
typedef __typeof__(hb_set_add) *reportgen_hb_set_add;
typedef __typeof__(hb_set_create) *reportgen_hb_set_create;
typedef __typeof__(hb_set_destroy) *reportgen_hb_set_destroy;
typedef __typeof__(hb_set_get_population) *reportgen_hb_set_get_population;
typedef __typeof__(hb_shape) *reportgen_hb_shape;
typedef __typeof__(hb_unicode_funcs_get_default) *reportgen_hb_unicode_funcs_get_default;
typedef __typeof__(hb_unicode_general_category) *reportgen_hb_unicode_general_category;
typedef __typeof__(hb_unicode_script) *reportgen_hb_unicode_script;
typedef __typeof__(hb_subset_input_create_or_fail) *reportgen_hb_subset_input_create_or_fail;
typedef __typeof__(hb_subset_input_destroy) *reportgen_hb_subset_input_destroy;
typedef __typeof__(hb_subset_input_glyph_set) *reportgen_hb_subset_input_glyph_set;
typedef __typeof__(hb_subset_input_set) *reportgen_hb_subset_input_set;
typedef __typeof__(hb_subset_input_set_flags) *reportgen_hb_subset_input_set_flags;
typedef __typeof__(hb_subset_or_fail) *reportgen_hb_subset_or_fail;
