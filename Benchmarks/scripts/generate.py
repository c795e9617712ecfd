#!/usr/bin/env python3
"""Writes large, date-sorted card-transactions CSVs like Samples/authorized.csv and posted.csv.

usage: generate.py RECORDS OUT.csv [SEED] [GROUP]
       generate.py --pair RECORDS AUTHORIZED.csv POSTED.csv
       generate.py --year RECORDS OUT.csv

The second form writes the benchmark's two sources (group A and group P, seeds 42 and 43), each
RECORDS records. `--year` writes one source whose records all fall in 2000 (a year's rows
held for its header). The output is deterministic (a seeded generator, no clock). Most fields are
plain; about 2% of the descriptions are quoted (a comma, doubled quotes) or longer than the text
report's description column, about 5% of the records are `C` credits and about 1% are over a
thousand (thousands separators in the report).
"""
import random
import sys
from datetime import date, timedelta

SHOPS = ["Starbucks", "Firkin", "TTC", "Pizza Pizza", "PetroGaz Ottawa", "LCBO", "Mr Greek",
         "Burrito Boyz", "Georges Jazz Bar", "Mark's Work Wearhouse", "Tim Hortons",
         "Shell Steeles West", "Payment"]
# About 2% of the records: quoted fields and a description wider than the report's column.
RARE = ["\"Bar, Inc\"",                       # a comma inside quotes
        "\"Joe's \"\"Diner\"\", Ltd\"",       # doubled quotes and a comma
        "The Extraordinarily Long Named Hardware And Garden Supply Store"]


def write(records, out, seed, group, start, new_day=0.25):
    rng = random.Random(seed)
    day = start
    lines = ["group,date,description,amount,debit\n"]
    with open(out, "w", newline="") as f:
        for _ in range(records):
            if rng.random() < new_day:
                day += timedelta(days=1)
            cents = rng.randint(100, 50000) if rng.random() < 0.99 else rng.randint(100000, 900000)
            debit = "C" if rng.random() < 0.05 else "D"
            shop = rng.choice(RARE) if rng.random() < 0.02 else rng.choice(SHOPS)
            lines.append(f"{group},{day.isoformat()},{shop},{cents // 100}.{cents % 100:02d},{debit}\n")
            if len(lines) >= 65536:
                f.write("".join(lines))
                lines.clear()
        f.write("".join(lines))


if sys.argv[1] == "--pair":
    records = int(sys.argv[2])
    write(records, sys.argv[3], 42, "A", date(2000, 1, 1))
    write(records, sys.argv[4], 43, "P", date(2000, 1, 3))
elif sys.argv[1] == "--year":
    records = int(sys.argv[2])
    # About 364 new days over the records: the last lands near 2000-12-30, never in 2001.
    write(records, sys.argv[3], 42, "A", date(2000, 1, 1), new_day=364 / records)
else:
    write(int(sys.argv[1]), sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 42,
          sys.argv[4] if len(sys.argv) > 4 else "A", date(2000, 1, 1))
