#!/usr/bin/env python3
"""Writes generate.py's CSV records as NDJSON (OUT.ndjson) or as a JSON array (OUT.json), for the
benchmark's JSON input: the same records, so that the report is byte for byte the same.

usage: to-json.py IN.csv OUT.ndjson|OUT.json

Each record is one object with the CSV's header as its keys, in the CSV's order; the amount is a
JSON number (`12.34`), every other value a string (escaped as JSON escapes it: the quoted
descriptions' quotes become `\\"`). A JSON array has one record a line, as an API's body often has.
"""
import csv
import json
import sys

source, out = sys.argv[1], sys.argv[2]
array = out.endswith(".json")
with open(source, newline="") as f, open(out, "w") as w:
    rows = csv.reader(f)
    header = next(rows)
    lines = []
    first = True
    if array:
        w.write("[\n")
    for row in rows:
        parts = []
        for key, value in zip(header, row):
            text = value if key == "amount" else json.dumps(value, ensure_ascii=False)
            parts.append(f"{json.dumps(key)}:{text}")
        line = "{" + ",".join(parts) + "}"
        if array:
            line = ("" if first else ",\n") + line
            first = False
        else:
            line += "\n"
        lines.append(line)
        if len(lines) >= 65536:
            w.write("".join(lines))
            lines.clear()
    w.write("".join(lines))
    if array:
        w.write("\n]\n" if not first else "]\n")
