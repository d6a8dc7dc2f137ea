//! A list of IDs decoded at once: one entry per line in the ID box's grammar (post links
//! included), blank lines skipped, each line's verdict kept with its line number.

use super::{iso_utc, parse_id_or_post_link, Error, Field, SnowflakeId, TimeReading};

/// One valid line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BulkRow {
    /// 1-based line number in the input.
    pub line: usize,
    pub id: SnowflakeId,
    /// Whether the same ID appears on another line too.
    pub repeated: bool,
}

/// Every line's verdict: the valid rows in input order, and the invalid lines with their error.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Bulk {
    pub rows: Vec<BulkRow>,
    pub errors: Vec<(usize, Error)>,
}

/// The export columns, in order. `before_snowflake` is `true` for an ID smaller than any real
/// Twitter Snowflake ID: a counter from before Snowflake (or the worked example), whose bits
/// hold no time, so its `unix_ms` and `utc` are left empty (`null` in JSON), never a moment
/// nobody made it at.
pub const BULK_COLUMNS: [&str; 8] =
    ["line", "id", "unix_ms", "utc", "datacenter", "machine", "sequence", "before_snowflake"];

impl Bulk {
    /// Reads `text` line by line (`\n` or `\r\n`).
    ///
    /// ```
    /// use snowflake_composer::snowflake::Bulk;
    /// let bulk = Bulk::decode("4194439168\n\n  x.com/a/status/20 \nnope\n4194439168");
    /// let lines: Vec<_> = bulk.rows.iter().map(|r| (r.line, r.id.as_u64(), r.repeated)).collect();
    /// assert_eq!(lines, [(1, 4194439168, true), (3, 20, false), (5, 4194439168, true)]);
    /// assert_eq!(bulk.errors[0].0, 4);
    /// ```
    pub fn decode(text: &str) -> Bulk {
        let mut bulk = Bulk::default();
        for (index, line) in text.split('\n').enumerate() {
            // A `\r` before the `\n` is whitespace, trimmed like any other.
            if line.trim().is_empty() {
                continue;
            }
            match parse_id_or_post_link(line) {
                Ok(id) => bulk.rows.push(BulkRow { line: index + 1, id, repeated: false }),
                Err(error) => bulk.errors.push((index + 1, error)),
            }
        }
        // Repeats from a sorted copy: an ID is repeated when the next one in order is equal.
        let mut ids: Vec<SnowflakeId> = bulk.rows.iter().map(|row| row.id).collect();
        ids.sort_unstable();
        for row in &mut bulk.rows {
            let first = ids.partition_point(|id| *id < row.id);
            row.repeated = ids.get(first + 1) == Some(&row.id);
        }
        bulk
    }

    /// The rows in ID order (which is time order), equal IDs in input order.
    pub fn sorted(&self) -> Vec<BulkRow> {
        let mut rows = self.rows.clone();
        rows.sort_by_key(|row| row.id);
        rows
    }

    /// CSV with the header [`BULK_COLUMNS`], one line per row of `rows`.
    ///
    /// ```
    /// use snowflake_composer::snowflake::Bulk;
    /// let bulk = Bulk::decode("1804242886974412801\n20");
    /// assert_eq!(Bulk::to_csv(&bulk.rows).lines().nth(2), Some("2,20,,,0,0,20,true"));
    /// ```
    pub fn to_csv(rows: &[BulkRow]) -> String {
        let mut out = BULK_COLUMNS.join(",");
        out.push('\n');
        for row in rows {
            let Columns { line, id, ms, utc, dc, machine, seq, before } = Columns::of(row);
            let (ms, utc) = (ms.unwrap_or_default(), utc.unwrap_or_default());
            out.push_str(&format!("{line},{id},{ms},{utc},{dc},{machine},{seq},{before}\n"));
        }
        out
    }

    /// A JSON array of objects with the [`BULK_COLUMNS`] keys; `id` is a string, so no reader
    /// loses digits, and the other values are numbers below 2^53 (or the UTC string, or the
    /// before-Snowflake boolean); a time the bits do not hold is `null`.
    pub fn to_json(rows: &[BulkRow]) -> String {
        let mut out = String::from("[");
        for (i, row) in rows.iter().enumerate() {
            let Columns { line, id, ms, utc, dc, machine, seq, before } = Columns::of(row);
            let ms = ms.unwrap_or_else(|| "null".into());
            let utc = utc.map_or_else(|| "null".into(), |utc| format!("\"{utc}\""));
            if i > 0 {
                out.push(',');
            }
            out.push_str(&format!(
                "\n  {{\"line\":{line},\"id\":\"{id}\",\"unix_ms\":{ms},\"utc\":{utc},\"datacenter\":{dc},\"machine\":{machine},\"sequence\":{seq},\"before_snowflake\":{before}}}"
            ));
        }
        out.push_str(if rows.is_empty() { "]\n" } else { "\n]\n" });
        out
    }
}

/// A row's columns as text, in [`BULK_COLUMNS`]' order; the time's two are `None` for an ID
/// whose bits hold none.
struct Columns {
    line: usize,
    id: SnowflakeId,
    ms: Option<String>,
    utc: Option<String>,
    dc: u64,
    machine: u64,
    seq: u64,
    before: bool,
}

impl Columns {
    fn of(row: &BulkRow) -> Self {
        let parts = row.id.decompose();
        let moment = row.id.time_reading() == TimeReading::Moment;
        let ms = parts.timestamp_ms();
        Columns {
            line: row.line,
            id: row.id,
            ms: moment.then(|| ms.to_string()),
            utc: moment.then(|| iso_utc(ms)),
            dc: parts.get(Field::Datacenter),
            machine: parts.get(Field::Machine),
            seq: parts.get(Field::Sequence),
            before: row.id.predates_snowflake(),
        }
    }
}
