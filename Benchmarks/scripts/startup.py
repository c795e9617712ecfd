#!/usr/bin/env python3
"""Times a command's start-up: runs it RUNS times (output discarded) on a monotonic clock and
prints the median and the best, in milliseconds ("9.1 8.4"). /usr/bin/time counts in hundredths
of a second, too coarse for a start-up of a few milliseconds.

usage: startup.py RUNS COMMAND [ARGUMENT...]
"""
import statistics
import subprocess
import sys
import time

runs = int(sys.argv[1])
command = sys.argv[2:]
subprocess.run(command, stdout=subprocess.DEVNULL, check=True)  # warm the page cache once
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    times.append(time.perf_counter() - start)
print(f"{1000 * statistics.median(times):.1f} {1000 * min(times):.1f}")
