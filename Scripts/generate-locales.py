#!/usr/bin/env python3
"""Writes Sources/ReportGenCore/Values/ReportLocale+Table.swift from the Unicode CLDR data that
Babel (pinned: babel==2.18.0) ships, for every CLDR locale with Gregorian month names.

    python3 Scripts/generate-locales.py           # rewrite the table
    python3 Scripts/generate-locales.py --check   # regenerate to a temporary file and compare

The output depends on Babel's data alone: no dictionary order, no hash order, no use of the
Python's own locale module, so it is byte-identical on every machine and Python version.

One record a locale, `|` between fields and `;` inside a list:
  0 decimal  1 group  2 minimum grouping digits  3 primary group size  4 secondary group size
  5 minus sign  6 plus sign  7 percent sign  8 percent pattern  9 currency pattern
  10 accounting pattern  11 currency symbols (CODE=SYMBOL, only where the symbol is not the code)
  12 months  13 month abbreviations  14 stand-alone months  15 stand-alone abbreviations
  16 weekdays  17 weekday abbreviations  18 stand-alone weekdays  19 stand-alone abbreviations
Lists are January first and Monday first. Numbers are those of the Latin digits (`latn`).
"""

import functools
import os
import pickle
import sys
import tempfile

BABEL_VERSION = "2.18.0"

try:
    import babel
    from babel import localedata, numbers
    from babel.core import get_cldr_version, get_global
except ImportError:
    sys.exit(f"generate-locales: needs Babel (python3 -m pip install babel=={BABEL_VERSION})")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "ReportGenCore", "Values", "ReportLocale+Table.swift")

# CLDR's `minimumGroupingDigits`, which Babel's data does not carry: the locales of CLDR 47 that
# set it (read from its `cldr-json` numbers; their children inherit it along CLDR's parent chain,
# which gives every other locale there its value). Root's value is 1.
MINIMUM_GROUPING_DIGITS = {
    "be": 2, "bg": 2, "ee": 3, "es": 2, "es_419": 1, "et": 2, "hu": 2, "ia": 2, "ie": 2, "it": 2, "ka": 2,
    "lv": 2, "pl": 2, "pt_AO": 1, "pt_PT": 2, "ru_UA": 2, "sl": 2, "sq": 2,
}

# CLDR data that Babel's copy lacks: de_AT's grouping separator is a no-break space in CLDR 47
# (its `cldr-json` sets `"group": " "` beside `"currencyGroup": "."`); Babel keeps only the
# currency one, so de_AT would inherit de's `.`.
NUMBER_SYMBOLS_BABEL_LACKS = {("de_AT", "group"): "\u00a0"}

# The default locale, `en-US-POSIX`, writes numbers as `en` does (`1,234.56`): CLDR's POSIX
# patterns have no grouping at all, which would change every report that names no locale.
NUMBERS_FROM = {"en_US_POSIX": "en"}


# CLDR's parent locales that are root (`und`): a script other than the language's usual one
# starts afresh (az_Arab is not az). Babel's `parent_exceptions` leaves these out, so its merged
# data fills them from the language; the locale files themselves are whole. CLDR 47's
# `parentLocales.json`.
ROOT_PARENTS = {
    "az_Arab", "az_Cyrl", "bal_Latn", "blt_Latn", "bm_Nkoo", "bs_Cyrl", "byn_Latn", "cu_Glag", "dje_Arab",
    "dyo_Arab", "en_Dsrt", "en_Shaw", "ff_Adlm", "ff_Arab", "ha_Arab", "iu_Latn", "kaa_Latn", "kk_Arab",
    "kok_Latn", "ks_Deva", "ku_Arab", "kxv_Deva", "kxv_Orya", "kxv_Telu", "ky_Arab", "ky_Latn", "ml_Arab",
    "mn_Mong", "mni_Mtei", "ms_Arab", "pa_Arab", "sat_Deva", "sd_Deva", "sd_Khoj", "sd_Sind", "shi_Latn",
    "so_Arab", "sr_Latn", "sw_Arab", "tg_Arab", "ug_Cyrl", "uz_Arab", "uz_Cyrl", "vai_Latn", "wo_Arab",
    "yo_Arab", "yue_Hans", "zh_Hant",
}


def parent(identifier):
    if identifier in ROOT_PARENTS:
        return "root"
    exceptions = get_global("parent_exceptions")
    if identifier in exceptions:
        return exceptions[identifier]
    if "_" in identifier:
        return identifier.rsplit("_", 1)[0]
    return "root"


def minimum_grouping(identifier):
    while identifier != "root":
        if identifier in MINIMUM_GROUPING_DIGITS:
            return MINIMUM_GROUPING_DIGITS[identifier]
        identifier = parent(identifier)
    return 1


def checked(text, reserved="|;=\n\\\""):
    for character in reserved:
        if character in text:
            sys.exit(f"generate-locales: {text!r} holds {character!r}, which the record format reserves")
    return text


def listed(values):
    return ";".join(checked(v) for v in values)


def inherited(identifier, *path):
    """The value at `path` as CLDR resolves it for the locale: the locale's own, else its
    parent's, up to root; an alias is followed from the locale itself (root's accounting pattern
    is the locale's own standard one, not root's)."""
    at = identifier
    while True:
        value = raw(at)
        for step in path:
            value = value.get(step) if isinstance(value, dict) else None
        if isinstance(value, localedata.Alias):
            return inherited(identifier, *value.keys)
        if value is not None:
            return value
        if at == "root":
            return None
        at = parent(at)


def currency_symbols(identifier):
    chain = [identifier]
    while chain[-1] != "root":
        chain.append(parent(chain[-1]))
    merged = {}
    for at in reversed(chain):
        merged.update(raw(at).get("currency_symbols", {}))
    return sorted((code, symbol) for code, symbol in merged.items() if symbol != code and len(code) == 3)


def pattern(value):
    return value if isinstance(value, str) else value.pattern


def record(identifier):
    source = NUMBERS_FROM.get(identifier, identifier)

    def symbol(name):
        if (source, name) in NUMBER_SYMBOLS_BABEL_LACKS:
            return NUMBER_SYMBOLS_BABEL_LACKS[(source, name)]
        return checked(inherited(source, "number_symbols", "latn", name))

    primary, secondary = inherited(source, "decimal_formats", None).grouping
    if primary >= 1000:  # a pattern without grouping
        primary, secondary = 3, 3

    def names(kind, context, width, keys):
        return listed(resolved(identifier, kind, context, width, keys))

    m, d = range(1, 13), range(0, 7)
    fields = [
        symbol("decimal"),
        symbol("group"),
        str(minimum_grouping(source)),
        str(primary),
        str(secondary),
        symbol("minusSign"),
        symbol("plusSign"),
        symbol("percentSign"),
        checked(pattern(inherited(source, "percent_formats", None)), "|\n\\\""),
        checked(pattern(inherited(source, "currency_formats", "standard")), "|\n\\\""),
        checked(pattern(inherited(source, "currency_formats", "accounting")), "|\n\\\""),
        ";".join(f"{code}={checked(symbol)}" for code, symbol in currency_symbols(source)),
        names("months", "format", "wide", m),
        names("months", "format", "abbreviated", m),
        names("months", "stand-alone", "wide", m),
        names("months", "stand-alone", "abbreviated", m),
        names("days", "format", "wide", d),
        names("days", "format", "abbreviated", d),
        names("days", "stand-alone", "wide", d),
        names("days", "stand-alone", "abbreviated", d),
    ]
    return "|".join(fields)


@functools.lru_cache(maxsize=None)
def raw(identifier):
    """The locale's own data file, without what it inherits (Babel's `load` shares one cache
    between merged and unmerged data, so its answer depends on what was loaded before)."""
    with open(os.path.join(os.path.dirname(localedata.__file__), "locale-data", f"{identifier}.dat"), "rb") as f:
        return pickle.load(f)


def own(identifier, kind, context, width, key):
    """The name as the locale or one of its ancestors below root writes it, else None."""
    while identifier != "root":
        table = raw(identifier).get(kind, {})
        for step in (context, width, key):
            # An alias (Babel keeps it as a tuple or an Alias) is not a name of the locale's own.
            table = table.get(step) if isinstance(table, dict) else None
        if isinstance(table, str):
            return table
        identifier = parent(identifier)
    return None


def resolved(identifier, kind, context, width, keys):
    """Names resolved as CLDR's root aliases say, in the locale itself: a stand-alone name the
    locale lacks is its format name, an abbreviation it lacks is its wide name, and only then
    root's placeholder (`M01`). Babel resolves those aliases in root instead (giving `M01`, `Sun`
    to a locale with wide names of its own)."""
    values = []
    for key in keys:
        value = own(identifier, kind, context, width, key)
        if value is None and context == "stand-alone":
            value = resolved(identifier, kind, "format", width, [key])[0]
        if value is None and width == "abbreviated":
            value = resolved(identifier, kind, context, "wide", [key])[0]
        if value is None:
            value = raw("root")[kind][context][width][key]
        values.append(value)
    return values


def has_gregorian_names(identifier):
    return all(own(identifier, "months", "format", "wide", k) is not None for k in range(1, 13))


INVISIBLE = set(range(0x2000, 0x2010)) | set(range(0x2028, 0x2030)) | set(range(0x205F, 0x2070))
INVISIBLE |= {0x00AD, 0x061C, 0x180E, 0x3000, 0xFEFF}


def swift_literal(text):
    out = []
    for ch in text:
        code = ord(ch)
        if code < 0x20 or 0x7F <= code <= 0xA0 or code in INVISIBLE:
            # Spaces, marks and controls as escapes, so that what a separator is (a no-break
            # space, a narrow one, a right-to-left mark) can be read; a fixed list, not Python's
            # Unicode database, whose version changes with the Python.
            out.append(f"\\u{{{code:X}}}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def currencies():
    codes = sorted(c for c in numbers.list_currencies() if len(c) == 3 and c.isalpha() and c.isupper())
    digits = [f"{c}={numbers.get_currency_precision(c)}" for c in codes if numbers.get_currency_precision(c) != 2]
    return codes, digits


def generate():
    CLDR_VERSION = str(get_cldr_version())
    if babel.__version__ != BABEL_VERSION:
        sys.exit(f"generate-locales: needs babel=={BABEL_VERSION}, found {babel.__version__}")
    identifiers = sorted(i for i in localedata.locale_identifiers() if i != "root" and has_gregorian_names(i))
    tags = [i.replace("_", "-") for i in identifiers]
    assert tags == sorted(tags), "identifiers sort the same with '-'"
    codes, digits = currencies()
    lines = [
        "// swift-format-ignore-file",
        f"// Generated by Scripts/generate-locales.py from the Unicode CLDR {CLDR_VERSION} as Babel {BABEL_VERSION}",
        "// ships it. Do not edit: change the script and run it (`.ci/run` checks the two agree).",
        "",
        "extension ReportLocale {",
        "    /// The version of the Unicode CLDR the table comes from.",
        f'    static let cldrVersion = "{CLDR_VERSION}"',
        "",
        "    /// The position of `en-US-POSIX`, the default, in ``identifiers``.",
        f"    static let posixIndex = {tags.index('en-US-POSIX')}",
        "",
        "    /// Every identifier a layout may name, sorted (by UTF-8 bytes, all ASCII).",
        "    static let identifiers: [String] = [",
    ]
    lines += [f"        {swift_literal(t)}," for t in tags]
    lines += [
        "    ]",
        "",
        "    /// Each locale's record, in the order of ``identifiers``: the fields the script's",
        "    /// documentation lists, `|` between fields and `;` inside a list. Decoded on first use.",
        "    static let records: [String] = [",
    ]
    lines += [f"        {swift_literal(record(i))}," for i in identifiers]
    lines += [
        "    ]",
        "",
        "    /// Every ISO 4217 code CLDR names, sorted.",
        f"    static let currencyCodes: [String] = {swift_literal(' '.join(codes))}.split(separator: \" \").map(String.init)",
        "",
        "    /// The currencies whose CLDR digits are not 2, as `CODE=DIGITS`.",
        f"    static let currencyDigits = {swift_literal(';'.join(digits))}",
        "}",
        "",
    ]
    return "\n".join(lines)


def main():
    text = generate()
    if "--check" in sys.argv[1:]:
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".swift", delete=False) as scratch:
            scratch.write(text)
        try:
            with open(scratch.name, "rb") as fresh, open(OUTPUT, "rb") as current:
                if fresh.read() != current.read():
                    sys.exit(f"generate-locales: {os.path.relpath(OUTPUT, ROOT)} is not what the script writes; run it")
        finally:
            os.unlink(scratch.name)
        print("generate-locales: the table is up to date")
        return
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
    print(f"generate-locales: wrote {len(text.splitlines())} lines to {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
