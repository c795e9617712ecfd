#!/usr/bin/env python3
"""Writes a large, date-sorted card-transactions CSV like Samples/authorized.csv.

usage: generate.py RECORDS OUT.csv [SEED]
"""
import random
import sys
from datetime import date, timedelta

records, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 42)
shops = ["Starbucks", "Firkin", "TTC", "Pizza Pizza", "PetroGaz Ottawa", "LCBO", "Mr Greek",
         "Burrito Boyz", "Georges Jazz Bar", "Mark's Work Wearhouse", "Tim Hortons", "\"Bar, Inc\""]
day = date(2000, 1, 1)
with open(out, "w") as f:
    f.write("group,date,description,amount,debit\n")
    for i in range(records):
        if rng.random() < 0.25:
            day += timedelta(days=1)
        cents = rng.randint(100, 50000)
        debit = "C" if rng.random() < 0.05 else "D"
        f.write(f"A,{day.isoformat()},{rng.choice(shops)},{cents // 100}.{cents % 100:02d},{debit}\n")
