//! Every piece of text the app renders, in one place per language: `en.rs` and `ko.rs`.
//!
//! Both are values of one struct ([`Strings`], in `schema.rs`, one struct per view in the
//! order `schema.rs` gives; the tools' in `tool_words.rs`; words one per field, block, zone… as named
//! members in `keyed.rs`), so a string missing from either language is a compile error, not a
//! fallback, and every template's placeholders are checked at compile time ([`Template`]).
//! The languages hold wording only; `sentences.rs` decides which wording fits and fills it
//! with the core's numbers, which `numbers.rs` writes as the language does (digits grouped,
//! counts, durations); `reactive.rs` hands the current language's wording to components. The static explanation in `index.html` carries
//! both languages too; `tests/e2e/embed-i18n.test.mjs` checks that its blocks pair up.

mod en;
mod en_tools;
mod keyed;
mod ko;
mod ko_tools;
#[cfg(test)]
mod korean_check;
mod lang;
mod layout_words;
mod messages;
mod numbers;
mod reactive;
mod schema;
mod sentences;
mod slots;
mod template;
mod tool_words;

pub use keyed::*;
pub use layout_words::*;
pub use numbers::{group_digits, number_runs};
pub use reactive::{tr, tr_label, use_strings};
pub use schema::*;
pub use slots::*;
pub use template::{check_placeholders, Lookup, Mismatch, Slots, Template};
pub use tool_words::*;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::address::Lang;
    use crate::snowflake::{BlockKey, SnowflakeId, TimeReading, TimeUnitGuess, RUN_COUNT};

    #[test]
    fn placeholder_check_finds_unknown_missing_and_unbalanced() {
        assert_eq!(check_placeholders("no slots", &[]), Ok(()));
        assert_eq!(check_placeholders("{a}{a} {b}", &["a", "b"]), Ok(()));
        assert_eq!(check_placeholders("{a} {c}", &["a", "b"]), Err(Mismatch::Unknown));
        assert_eq!(check_placeholders("{}", &["a"]), Err(Mismatch::Unknown));
        assert_eq!(check_placeholders("{a}", &["a", "b"]), Err(Mismatch::Missing));
        assert_eq!(check_placeholders("", &["a"]), Err(Mismatch::Missing));
        for text in ["{a", "a}", "{a}}", "{{a}", "{a{b}}"] {
            assert_eq!(check_placeholders(text, &["a", "b"]), Err(Mismatch::Unbalanced), "{text}");
        }
    }

    #[test]
    fn fill_inserts_values_as_they_are() {
        static T: Template<MinMax> = crate::template!("{min}–{max}, {min}");
        assert_eq!(T.fill(MinMax { min: "{max}", max: "2" }), "{max}–2, {max}");
    }

    /// Every template of a language filled through the method the page uses, with values that
    /// reach each wording: every error kind's message, the hints, the tools' sentences, the
    /// labels, durations, in Twitter's layout and in ones with a longer tick or none of the
    /// blocks the tools need.
    pub(super) fn filled_samples(s: &'static Strings) -> Vec<String> {
        use crate::snowflake::{clock_instant, parse_block, parse_id_or_post_link, parse_number, Layout, Run};
        let id = SnowflakeId::MAX;
        let twitter = Layout::TWITTER;
        let epoch = twitter.epoch_ms();
        let layout_errors = [
            crate::snowflake::LayoutName::read("snowflake").map(|_| twitter),
            Layout::new(0, 1, &[("timestamp", 41), ("node", 10)]),
            Layout::new(0, 1, &[("timestamp", 60), ("Node", 4)]),
            Layout::new(0, 1, &[("timestamp", 60), ("node", 0)]),
            Layout::new(0, 1, &[("timestamp", 32), ("timestamp", 32)]),
            Layout::new(0, 1, &[("timestamp", 32), ("a", 16), ("a", 16)]),
            Layout::new(0, 1, &[("timestamp", 63), ("sign", 1)]),
            Layout::new(0, 1, &[("a", 32), ("b", 32)]),
            Layout::new(5_000_000_000_000, 1, &[("timestamp", 48), ("a", 16)]),
            Layout::new(0, 0, &[("timestamp", 48), ("a", 16)]),
            Layout::new(0, 1, &[("timestamp", 63), ("a", 1)]),
            crate::snowflake::read_blocks("a:1,".repeat(9).trim_end_matches(',')).into_result().map(|_| twitter),
            crate::snowflake::read_blocks("timestamp:52,id:12").into_result().map(|_| twitter),
            crate::snowflake::read_blocks("timestamp:52,utc:12").into_result().map(|_| twitter),
        ]
        .into_iter()
        .map(|r| r.expect_err("a layout that cannot be"));
        let errors = [
            parse_block(&twitter, 2, "32"),
            parse_block(&twitter, 1, "1"),
            parse_block(&twitter, 1, "9999999999999"),
            parse_block(&twitter, 1, "x"),
            parse_number("", RUN_COUNT),
            clock_instant(0.0),
        ]
        .into_iter()
        .map(|r| r.unwrap_err())
        .chain(
            ["-1", "0x8000000000000000", "0x10000000000000000", "x", ""].map(|t| parse_id_or_post_link(t).unwrap_err()),
        )
        .chain(layout_errors);
        let mut texts: Vec<String> = errors.map(|e| s.message(&e)).collect();
        for layout in [twitter, Layout::SONYFLAKE, Layout::INSTAGRAM, Layout::DISCORD] {
            texts.extend((0..layout.blocks().len()).map(|i| s.field_hint(&layout, i)));
            texts.extend([
                s.run_intro(&layout),
                s.run_throughput(&layout),
                s.run_next_tick(&layout),
                s.precision_note(&layout),
            ]);
            let start = SnowflakeId::from_bits(1 << layout.shift(layout.time_index()));
            if let Some(run) = Run::starting_at(&layout, start, 2) {
                texts.push(s.run_row(&layout, &run.steps[1]));
            }
            texts.push(s.range_count(&layout, 4_194_304, 1));
            texts.push(s.timestamp_value(&layout, 1000, epoch + 1000));
            texts.push(s.bit_label(&layout, 1, 1, 12, Some(true)));
            texts.push(s.bit_label(&layout, 1, 1, 12, None));
        }
        texts.push(s.run_intro(&Layout::new(0, 1, &[("timestamp", 48), ("node", 16)]).expect("a layout")));
        texts.extend([
            s.run_count_hint(),
            s.run_shown(1000, 5000),
            s.run_hazard(3, epoch, id),
            s.bulk_summary(1, 1),
            s.bulk_summary(2, 0),
            s.bulk_page(1, 100, 250),
            s.bulk_error_line(7),
            s.bulk_errors_more(3),
            s.unit_hint(TimeUnitGuess::Seconds, epoch).0,
            s.unit_hint(TimeUnitGuess::Seconds, epoch).1,
            s.range_reversed(epoch + 1, epoch),
            s.time_reading(TimeReading::Counter).map(|(_, why)| why).unwrap_or_default(),
            s.time_reading(TimeReading::AtEpoch).map(|(_, why)| why).unwrap_or_default(),
            s.time.other_switch.fill(Name { name: s.layout.names.discord }),
            s.id_waiting(BlockKey::parse("timestamp")),
            s.id_waiting(BlockKey::parse("node")),
            s.id_waiting(None),
            s.duration(386_979_536_250),
            s.duration(-1000),
            s.duration(0),
            s.relative(1_764_000_000_000.0, 1_700_000_000_000),
            s.relative(1_764_000_000_000.0, 3_487_858_230_208),
            s.relative(1_764_000_000_000.0, 1_763_999_990_000),
            s.relative(1_764_000_000_000.0, 1_764_000_000_000),
        ]);
        texts
    }

    /// The compile time check guarantees each template uses exactly its slots; this shows none
    /// reaches the page with a brace left in it.
    #[test]
    fn every_template_fills_without_a_brace_left() {
        for lang in Lang::ALL {
            for text in filled_samples(lang.strings()) {
                assert!(!text.contains(['{', '}']), "{lang:?}: {text}");
                assert!(!text.is_empty(), "{lang:?}");
            }
        }
    }

    #[test]
    fn counts_of_one_take_the_singular() {
        let en = Lang::En.strings();
        assert_eq!(en.bulk_summary(1, 1), "1 ID decoded, 1 line refused");
        assert_eq!(en.bulk_summary(0, 2_000), "0 IDs decoded, 2,000 lines refused");
        assert_eq!(en.bulk_summary(1, 0), "1 ID decoded");
    }

    /// Past and future, each unit, one and more, and "now": worded from the clock's distance
    /// alone, at fixed instants. (An hour is 3,600,000 ms, a day 86,400,000.)
    #[test]
    fn how_long_ago_in_both_languages() {
        let (en, ko) = (Lang::En.strings(), Lang::Ko.strings());
        let now = 1_764_000_000_000.0;
        let cases: [(i64, &str, &str); 9] = [
            (-30_000, "30 seconds ago", "30초 전"),
            (-1_000, "1 second ago", "1초 전"),
            (-600_000, "10 minutes ago", "10분 전"),
            (-3_600_000, "1 hour ago", "1시간 전"),
            (3 * 86_400_000, "in 3 days", "3일 후"),
            (-2 * 2_629_746_000, "2 months ago", "2개월 전"),
            (-31_556_952_000, "1 year ago", "1년 전"),
            (54 * 31_556_952_000, "in 54 years", "54년 후"),
            (-200, "just now", "방금"),
        ];
        for (offset, english, korean) in cases {
            let then = (now as i64 + offset) as u64;
            assert_eq!(en.relative(now, then), english, "{offset}");
            assert_eq!(ko.relative(now, then), korean, "{offset}");
        }
    }

    #[test]
    fn languages_differ_where_they_should() {
        let (en, ko) = (Lang::En.strings(), Lang::Ko.strings());
        assert_ne!(en.fields.labels, ko.fields.labels);
        assert_ne!(en.bits.block_names, ko.bits.block_names);
        assert_eq!((en.page.locale, ko.page.locale), ("en", "ko"));
    }
}
