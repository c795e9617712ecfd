#!/usr/bin/awk -f
# The hand-written control-break script reportgen replaces: the seeds' credit-card report for one
# source, grouped by date, as text. Quoted CSV fields are split by hand (mawk has no FPAT).
# Totals are doubles: awk has no exact decimals.
BEGIN {
    FS = ","
    split("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec", month, " ")
    print "Authorized Transactions"
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
NR == 1 { next }
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
    printf "    %-50s %15.2f\n", desc, amount
    total += amount
}
END {
    if (previous != "") print ""
    printf "Total %66.2f\n\nTotal %66.2f\n", total, total
}
