#!/usr/bin/env python3
"""Writes Tests/ReportGenCoreTests/Golden/format-agreement.tsv: how Babel (babel==2.18.0, the CLDR
data the locale table comes from) formats numbers, currencies, accounting negatives and percents
in many locales, for NumberStyleAgreementTests to compare with reportgen's `format:`.

    python3 Scripts/generate-format-cases.py           # rewrite the cases
    python3 Scripts/generate-format-cases.py --check   # compare with the committed ones

Lines: kind, locale (reportgen's spelling), value, currency, Babel's text; tab-separated, with
`\\u{XXXX}` escapes for spaces and marks. Kinds: `decimal` (format_decimal), `currency`
(format_currency), `accounting` (format_currency, format_type="accounting"; only where the
locale's accounting pattern has parentheses), `percent` (format_percent). Values avoid what
reportgen decides on purpose to do otherwise (NumberStyleAgreementTests lists those rules): no
value ends half-way between two shown values (Babel rounds half to even, reportgen half away from
zero), none rounds to zero, and no integer part has exactly four digits (CLDR's minimum grouping
digits, which Babel ignores).
"""

import importlib.util
import os
import sys
from decimal import Decimal

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "ReportGenCoreTests", "Golden", "format-agreement.tsv")

# The locale table's generator: its Babel pin (it exits, saying how to install Babel, without it)
# and which locales have Gregorian names, so that both scripts read the same data.
_spec = importlib.util.spec_from_file_location("locales", os.path.join(ROOT, "Scripts", "generate-locales.py"))
locales = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(locales)

import babel  # noqa: E402 (after the generator, which checks that Babel is installed)
from babel import Locale, numbers  # noqa: E402

# Every language alone, and the regions reportgen's docs name.
REGIONS = [
    "en_US", "en_GB", "en_AU", "en_CA", "en_IE", "en_NZ", "en_IN", "de_DE", "de_CH", "de_LI", "de_LU",
    "de_BE", "fr_FR", "fr_BE", "fr_CA", "fr_CH", "fr_LU", "es_ES", "es_MX", "es_US", "es_AR", "es_419",
    "it_IT", "it_CH", "nl_NL", "nl_BE", "pt_BR", "pt_PT", "sv_SE", "sv_FI", "pl_PL", "hi_IN", "ar_EG",
    "ja_JP", "zh_Hant_TW", "ko_KR", "tr_TR", "ru_RU", "sr_Latn_RS",
]
# de_AT: reportgen keeps CLDR's no-break-space group, which Babel's copy lacks (see
# Scripts/generate-locales.py), so it is left out here.
DECIMALS = ["7", "-7", "12.345", "-12.5", "123", "98765.4", "-12345678.125", "1000000"]
CURRENCIES = [("EUR", "1.5"), ("EUR", "-98765.43"), ("USD", "12345678.9"), ("USD", "-0.75"), ("JPY", "98765"),
              ("CHF", "-12.3"), ("GBP", "100000"), ("INR", "12345678")]
PERCENTS = ["0.1234", "-0.0789", "1.5", "123.4567", "0.07"]


def escaped(text):
    out = []
    for ch in text:
        code = ord(ch)
        if code < 0x20 or 0x7F <= code <= 0xA0 or 0x2000 <= code <= 0x206F or code in (0x061C, 0x00AD, 0xFEFF):
            out.append(f"\\u{{{code:X}}}")
        else:
            out.append(ch)
    return "".join(out)


def cases():
    known = {i for i in babel.localedata.locale_identifiers() if locales.has_gregorian_names(i)}
    chosen = sorted(i for i in known if "_" not in i) + [r for r in REGIONS if r in known]
    rows = []
    for identifier in chosen:
        locale = Locale.parse(identifier)
        tag = identifier.replace("_", "-")
        for value in DECIMALS:
            text = numbers.format_decimal(Decimal(value), locale=locale, numbering_system="latn")
            rows.append(("decimal", tag, value, "", text))
        accounting = locale.currency_formats["accounting"].pattern
        for code, value in CURRENCIES:
            text = numbers.format_currency(Decimal(value), code, locale=locale, numbering_system="latn")
            rows.append(("currency", tag, value, code, text))
            if "(" in accounting and value.startswith("-"):
                text = numbers.format_currency(
                    Decimal(value), code, locale=locale, format_type="accounting", numbering_system="latn")
                rows.append(("accounting", tag, value, code, text))
        for value in PERCENTS:
            text = numbers.format_percent(Decimal(value), locale=locale, numbering_system="latn")
            rows.append(("percent", tag, value, "", text))
    return rows


def generate():
    if babel.__version__ != locales.BABEL_VERSION:
        sys.exit(f"generate-format-cases: needs babel=={locales.BABEL_VERSION}, found {babel.__version__}")
    return "".join("\t".join(escaped(field) for field in row) + "\n" for row in cases())


def main():
    text = generate()
    if "--check" in sys.argv[1:]:
        with open(OUTPUT, encoding="utf-8") as current:
            if current.read() != text:
                sys.exit("generate-format-cases: the committed cases are not what the script writes; run it")
        print("generate-format-cases: the cases are up to date")
        return
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)
    print(f"generate-format-cases: wrote {len(text.splitlines())} cases to {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
