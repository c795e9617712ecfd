#!/usr/bin/env python3
"""Builds Samples/transactions.sqlite from Samples/authorized.csv and Samples/posted.csv.

One table per source, with the CSV's columns; `grp` holds the CSV's `group` (a reserved word in
SQL). Amounts are stored as REAL, the way most applications store them: the report reads each
through its shortest round-trip text (3.11 stays 3.11). Run from anywhere:

    python3 Samples/make-transactions-sqlite.py
"""
import csv
import os
import sqlite3

here = os.path.dirname(os.path.abspath(__file__))
target = os.path.join(here, "transactions.sqlite")
if os.path.exists(target):
    os.remove(target)
db = sqlite3.connect(target)
for table in ("authorized", "posted"):
    db.execute(
        f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, grp TEXT NOT NULL, date TEXT NOT NULL, "
        "description TEXT NOT NULL, amount REAL NOT NULL, debit TEXT NOT NULL)"
    )
    with open(os.path.join(here, f"{table}.csv"), newline="", encoding="utf-8") as f:
        rows = [(r["group"], r["date"], r["description"], float(r["amount"]), r["debit"]) for r in csv.DictReader(f)]
    db.executemany(f"INSERT INTO {table} (grp, date, description, amount, debit) VALUES (?, ?, ?, ?, ?)", rows)
db.commit()
db.execute("VACUUM")
db.close()
print(f"wrote {target}")
