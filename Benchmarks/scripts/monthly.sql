-- Layouts/monthly.yaml's rows in DuckDB: every record with its year's and month's count, mean
-- and total (window aggregates), in date order, written as CSV. $FILE is the input.
COPY (
  WITH t AS (
    SELECT date, description, CASE WHEN debit = 'C' THEN -amount ELSE amount END AS signed
    FROM read_csv('$FILE', header = true, columns = {'group': 'VARCHAR', 'date': 'DATE',
      'description': 'VARCHAR', 'amount': 'DECIMAL(18,2)', 'debit': 'VARCHAR'})
  )
  SELECT date, description, signed,
    count(*) OVER y, round(avg(signed) OVER y, 2), sum(signed) OVER y,
    count(*) OVER m, round(avg(signed) OVER m, 2), sum(signed) OVER m
  FROM t
  WINDOW y AS (PARTITION BY year(date)), m AS (PARTITION BY year(date), month(date))
  ORDER BY date
) TO '/dev/null' (FORMAT csv);
