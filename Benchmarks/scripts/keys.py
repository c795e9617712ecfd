#!/usr/bin/env python3
"""Writes RECORDS records with RECORDS distinct int keys in a shuffled order (one record a key):
the closed keys the contiguity check keeps under one outer group.

usage: keys.py RECORDS OUT.csv
"""
import random
import sys

records = int(sys.argv[1])
keys = list(range(records))
random.Random(7).shuffle(keys)
with open(sys.argv[2], "w") as f:
    f.write("key,amount\n")
    f.writelines(f"{k},{k % 1000}.{k % 100:02d}\n" for k in keys)
