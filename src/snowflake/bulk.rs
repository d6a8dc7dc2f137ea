//! A list of IDs decoded at once: one entry per line in the ID box's grammar (post links
//! included), blank lines skipped, each line's verdict kept with its line number.

use super::block::Role;
use super::layout::Layout;
use super::{iso_utc, Error, SnowflakeId, TimeReading};

/// JavaScript's numbers hold every whole number up to 2^53 − 1; a wider block's may not.
const SAFE_INTEGER_BITS: u32 = 53;

/// The export's own columns, beside one per number block: a block of one's own may not take
/// their names ([`reserved_by`](super::reserved_by)), so no two columns share a key.
pub const EXPORT_COLUMNS: [&str; 5] = ["line", "id", "unix_ms", "utc", "before_snowflake"];
const LINE: &str = EXPORT_COLUMNS[0];
const ID: &str = EXPORT_COLUMNS[1];
const UNIX_MS: &str = EXPORT_COLUMNS[2];
const UTC: &str = EXPORT_COLUMNS[3];
const BEFORE_SNOWFLAKE: &str = EXPORT_COLUMNS[4];

/// One valid line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BulkRow {
    /// 1-based line number in the input.
    pub line: usize,
    pub id: SnowflakeId,
    /// Whether the same ID appears on another line too.
    pub repeated: bool,
}

/// Every line's verdict in one layout: the valid rows in input order, and the invalid lines
/// with their error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bulk {
    pub layout: Layout,
    pub rows: Vec<BulkRow>,
    pub errors: Vec<(usize, Error)>,
}

impl Bulk {
    /// Reads `text` line by line (`\n` or `\r\n`) in `layout`.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Bulk, Layout};
    /// let bulk = Bulk::decode(&Layout::TWITTER, "4194439168\n\n  x.com/a/status/20 \nnope\n4194439168");
    /// let lines: Vec<_> = bulk.rows.iter().map(|r| (r.line, r.id.as_u64(), r.repeated)).collect();
    /// assert_eq!(lines, [(1, 4194439168, true), (3, 20, false), (5, 4194439168, true)]);
    /// assert_eq!(bulk.errors[0].0, 4);
    /// ```
    pub fn decode(layout: &Layout, text: &str) -> Bulk {
        let mut bulk = Bulk { layout: *layout, rows: Vec::new(), errors: Vec::new() };
        for (index, line) in text.split('\n').enumerate() {
            // A `\r` before the `\n` is whitespace, trimmed like any other.
            if line.trim().is_empty() {
                continue;
            }
            match layout.parse_id_or_link(line) {
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

    /// The rows in ID order (which is time order where the layout sorts by time), equal IDs in
    /// input order.
    pub fn sorted(&self) -> Vec<BulkRow> {
        let mut rows = self.rows.clone();
        rows.sort_by_key(|row| row.id);
        rows
    }

    /// The export columns, in order: `line`, `id`, `unix_ms`, `utc`, each number block by its
    /// key, and in Twitter's layout `before_snowflake`, `true` for an ID smaller than any real
    /// Twitter Snowflake ID (a counter from before Snowflake, or the worked example). A time the
    /// bits do not hold (such an ID's, or an empty time block's) is left empty (`null` in JSON),
    /// never a moment nobody made it at.
    pub fn columns(&self) -> Vec<String> {
        let mut columns: Vec<String> = [LINE, ID, UNIX_MS, UTC].map(String::from).into();
        columns.extend(self.number_blocks().map(|(_, key)| key));
        if self.layout == Layout::TWITTER {
            columns.push(BEFORE_SNOWFLAKE.into());
        }
        columns
    }

    fn number_blocks(&self) -> impl Iterator<Item = (usize, String)> + '_ {
        let blocks = self.layout.blocks().iter().enumerate();
        blocks.filter(|(_, b)| b.role() == Role::Number).map(|(i, b)| (i, b.key().to_string()))
    }

    /// CSV with the header [`Self::columns`], one line per row of `rows`.
    ///
    /// ```
    /// use snowflake_composer::snowflake::{Bulk, Layout};
    /// let bulk = Bulk::decode(&Layout::TWITTER, "1804242886974412801\n20");
    /// assert_eq!(bulk.to_csv(&bulk.rows).lines().nth(2), Some("2,20,,,0,0,20,true"));
    /// ```
    pub fn to_csv(&self, rows: &[BulkRow]) -> String {
        let mut out = self.columns().join(",");
        out.push('\n');
        for row in rows {
            let values: Vec<String> = self.values(row).into_iter().map(Option::unwrap_or_default).collect();
            out.push_str(&values.join(","));
            out.push('\n');
        }
        out
    }

    /// A JSON array of objects with the [`Self::columns`] keys; `id` is a string, so no reader
    /// loses digits, and so is every value of a block wider than 53 bits, whose values a
    /// JavaScript number cannot hold. The other values are numbers (or the UTC string, or the
    /// before-Snowflake boolean); a time the bits do not hold is `null`.
    pub fn to_json(&self, rows: &[BulkRow]) -> String {
        let columns = self.columns();
        // A whole column is a string or a number, whatever its rows' values.
        let as_string: Vec<bool> = columns
            .iter()
            .map(|key| {
                key == ID
                    || key == UTC
                    || self.layout.blocks().iter().any(|b| b.key().as_str() == key && b.width() > SAFE_INTEGER_BITS)
            })
            .collect();
        let mut out = String::from("[");
        for (i, row) in rows.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let fields: Vec<String> = columns
                .iter()
                .zip(&as_string)
                .zip(self.values(row))
                .map(|((key, as_string), value)| {
                    let value = match value {
                        None => "null".to_string(),
                        Some(text) if *as_string => format!("\"{text}\""),
                        Some(text) => text,
                    };
                    format!("\"{key}\":{value}")
                })
                .collect();
            out.push_str(&format!("\n  {{{}}}", fields.join(",")));
        }
        out.push_str(if rows.is_empty() { "]\n" } else { "\n]\n" });
        out
    }

    /// A row's values in [`Self::columns`]' order; the time's two are `None` for an ID whose
    /// bits hold none.
    fn values(&self, row: &BulkRow) -> Vec<Option<String>> {
        let parts = self.layout.decompose(row.id);
        let moment = self.layout.time_reading(row.id) == TimeReading::Moment;
        let ms = parts.timestamp_ms();
        let mut values = vec![
            Some(row.line.to_string()),
            Some(row.id.to_string()),
            moment.then(|| ms.to_string()),
            moment.then(|| iso_utc(ms)),
        ];
        values.extend(self.number_blocks().map(|(i, _)| Some(parts.get(i).to_string())));
        if self.layout == Layout::TWITTER {
            values.push(Some(row.id.predates_snowflake().to_string()));
        }
        values
    }
}
