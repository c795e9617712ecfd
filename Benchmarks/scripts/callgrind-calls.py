#!/usr/bin/env python3
"""Calls per record in a callgrind profile, by the function called: how many calls a record
costs, and how many of them are reference counting and value lifetime (retains, releases,
uniqueness checks, a Value's outlined copy and destroy).

usage: callgrind-calls.py PROFILE RECORDS [STARTUP_PROFILE] [TOP]

PROFILE is a callgrind output file (valgrind --tool=callgrind --callgrind-out-file=PROFILE ...),
RECORDS the number of records the run read, STARTUP_PROFILE the same run over the files without
records, whose calls are subtracted (as Benchmarks/run.sh subtracts the start-up's instructions).
Names are printed as callgrind wrote them; pipe through `swift demangle --simplified` to read them.
"""
import collections
import re
import sys

# Reference counting and value lifetime: what a record and row design without counted
# references would not call.
LIFETIME = ("swift_retain", "swift_release", "swift_bridgeObjectRetain", "swift_bridgeObjectRelease",
            "swift_isUniquelyReferenced", "ValueOWOy", "ValueOWOe")


def calls_by_callee(path):
    """The number of calls to each function in the profile at `path`."""
    names = {}
    callee = None
    calls = collections.Counter()
    with open(path, errors="replace") as profile:
        for line in profile:
            if line.startswith("cfn="):
                match = re.match(r"cfn=\((\d+)\)(?: (.*))?", line.strip())
                if match is None:  # written without name compression: the name itself
                    callee = line.strip()[4:]
                    continue
                if match.group(2):
                    names[match.group(1)] = match.group(2)
                callee = names.get(match.group(1), "?")
            elif line.startswith("fn="):
                match = re.match(r"fn=\((\d+)\)(?: (.*))?", line.strip())
                if match and match.group(2):
                    names[match.group(1)] = match.group(2)
            elif line.startswith("calls=") and callee is not None:
                calls[callee] += int(line.split("=")[1].split()[0])
    return calls


def main():
    arguments = sys.argv[1:]
    if len(arguments) < 2:
        sys.exit(__doc__)
    path, records = arguments[0], int(arguments[1])
    calls = calls_by_callee(path)
    rest = arguments[2:]
    if rest and not rest[0].isdigit():
        calls.subtract(calls_by_callee(rest[0]))
        rest = rest[1:]
    top = int(rest[0]) if rest else 25
    total = sum(calls.values())
    lifetime = sum(n for name, n in calls.items() if any(part in name for part in LIFETIME))
    print(f"calls per record: {total / records:.1f}, of which reference counting and value lifetime: "
          f"{lifetime / records:.1f}")
    for name, n in calls.most_common(top):
        print(f"{n / records:7.2f}  {name[:140]}")


if __name__ == "__main__":
    main()
