#!/usr/bin/awk -f
# The hand-written control-break script reportgen replaces: the seeds' two-source credit-card
# report (Layouts/transactions.yaml) as text, lean enough for mawk.
#
# usage: mawk -f transactions.awk AUTHORIZED.csv POSTED.csv
#
# Its output matches `reportgen --layout Layouts/transactions.yaml` text output line for line on
# Benchmarks/scripts/generate.py's data, except that totals are doubles (awk has no exact
# decimals: on other data a long sum may be a cent off) and that it checks nothing (dates, amounts,
# the sort order, the enums). Quoted CSV fields are split by hand (mawk has no FPAT).
BEGIN {
    FS = ","
    split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", month, " ")
    split("Authorized Posted", title, " ")
}
function parse(line,    n, i, c, field, quoted) {
    n = 0; field = ""; quoted = 0
    for (i = 1; i <= length(line); i++) {
        c = substr(line, i, 1)
        if (quoted) {
            if (c == "\"") {
                if (substr(line, i + 1, 1) == "\"") { field = field "\""; i++ } else quoted = 0
            } else field = field c
        } else if (c == "\"") quoted = 1
        else if (c == ",") { f[++n] = field; field = "" }
        else field = field c
    }
    f[++n] = field
}
# An amount as the report shows it: two places, a comma every three integer digits.
function money(x,    s, sign, whole, grouped) {
    s = sprintf("%.2f", x)
    if (length(s) < 7) return s
    sign = ""
    if (substr(s, 1, 1) == "-") { sign = "-"; s = substr(s, 2) }
    whole = substr(s, 1, length(s) - 3); grouped = substr(s, length(s) - 2)
    while (length(whole) > 3) {
        grouped = "," substr(whole, length(whole) - 2) grouped
        whole = substr(whole, 1, length(whole) - 3)
    }
    return sign whole grouped
}
# A source's end: its footer, or the message for a source without records.
function close_source() {
    if (records) printf "\nTotal%67s\n", money(total)
    else printf "\n\nThere are no %s Transactions in this period\n", title[source]
    grand += total
}
FNR == 1 {
    if (source) { close_source(); print "" }
    source++; records = 0; total = 0; previous = ""
    print title[source] " Transactions"
    next
}
{
    if (index($0, "\"")) { parse($0); date = f[2]; desc = f[3]; amount = f[4]; debit = f[5] }
    else { date = $2; desc = $3; amount = $4; debit = $5 }
    if (debit == "C") amount = -amount
    if (date != previous) {
        if (previous != "") print ""
        split(date, d, "-")
        printf "  %s %s, %s\n", month[d[2] + 0], d[3], d[1]
        previous = date
    }
    if (length(desc) <= 54) printf "    %-56s%12s\n", desc, money(amount)
    else printf "    %s  %12s\n", desc, money(amount)
    total += amount
    records++
}
END {
    close_source()
    printf "\nTotal%67s\n", money(grand)
}
