# The keys layout's work in mawk: a footer per group, and a key that comes back is an error.
BEGIN { FS = "," }
NR == 1 { next }
{
  if (NR > 2 && $1 != key) {
    printf "%s %.2f\n", key, total
    seen[key] = 1
    total = 0
    if ($1 in seen) { print "out of order: " $1 > "/dev/stderr"; exit 1 }
  }
  key = $1
  total += $2
}
END { if (NR > 1) printf "%s %.2f\n", key, total }
