//! Layouts: each preset against its public source, any valid layout's compose and decompose,
//! the rules a layout of one's own must keep, and how a layout is written in the address.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use snowflake_composer::snowflake::*;

fn id(bits: u64) -> SnowflakeId {
    SnowflakeId::from_bits(bits)
}

fn values(layout: &Layout, bits: u64) -> Vec<(String, u64)> {
    let parts = layout.decompose(id(bits));
    layout.blocks().iter().enumerate().map(|(i, b)| (b.key().to_string(), parts.get(i))).collect()
}

fn named(pairs: &[(&str, u64)]) -> Vec<(String, u64)> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

/// Discord's API reference ("Snowflakes"): 175928847299117063 is 2016-04-30T11:18:25.796Z,
/// internal worker 1, internal process 0, increment 7.
#[test]
fn discords_documented_example_reads_as_the_reference_says() {
    let bits = 175_928_847_299_117_063;
    assert_eq!(
        values(&Layout::DISCORD, bits),
        named(&[("timestamp", 1_462_015_105_796), ("worker", 1), ("process", 0), ("increment", 7)])
    );
    assert_eq!(iso_utc(Layout::DISCORD.decompose(id(bits)).timestamp_ms()), "2016-04-30T11:18:25.796Z");
    let parts = Parts::in_layout(Layout::DISCORD, &[1_462_015_105_796, 1, 0, 7]).unwrap();
    assert_eq!(SnowflakeId::compose(parts).as_u64(), bits);
}

/// "Sharding & IDs at Instagram" (2011): the ID is the milliseconds since their epoch
/// (1314220021721) shifted left 23, the logical shard shifted left 10, and the sequence mod
/// 1024. The post's worked numbers: 1387263000 ms, shard 1341, sequence 5001 % 1024 = 905.
#[test]
fn instagrams_worked_numbers_compose_as_the_post_shows() {
    let parts = Parts::in_layout(Layout::INSTAGRAM, &[1_314_220_021_721 + 1_387_263_000, 1341, 905]).unwrap();
    // (1387263000 << 23) | (1341 << 10) | 905, worked out by hand.
    assert_eq!(SnowflakeId::compose(parts).as_u64(), 11_637_205_501_278_089);
    // A real ID as a third party decoded it: 2020-08-26T13:43:27.313Z, shard 2675, sequence 578.
    let bits = 2_384_288_897_814_875_714;
    assert_eq!(
        values(&Layout::INSTAGRAM, bits),
        named(&[("timestamp", 1_598_449_407_313), ("shard", 2675), ("sequence", 578)])
    );
}

/// sony/sonyflake: 39 bits of 10 ms units from 2014-09-01T00:00:00Z, then 8 bits of sequence
/// and 16 of machine ID, under a sign bit. 1.234 s after the start falls in unit 123.
#[test]
fn a_sonyflake_id_counts_ten_millisecond_units_from_its_start() {
    let parts = Parts::in_layout(Layout::SONYFLAKE, &[0, 1_409_529_601_234, 5, 0x1234]).unwrap();
    let bits = SnowflakeId::compose(parts).as_u64();
    // (123 << 24) | (5 << 16) | 0x1234, worked out by hand.
    assert_eq!(bits, 2_063_929_908);
    assert_eq!(
        values(&Layout::SONYFLAKE, bits),
        named(&[("sign", 0), ("timestamp", 1_409_529_601_230), ("sequence", 5), ("machine", 0x1234)])
    );
    // Sonyflake's README: a lifetime of 174 years from the start. The last instant, worked out
    // with Python's datetime: 2014-09-01T00:00Z + (2^39 × 10 − 1) ms.
    assert_eq!(iso_utc(Layout::SONYFLAKE.window().1), "2188-11-16T03:28:58.879Z");
}

/// Mastodon's lib/mastodon/snowflake.rb: the Unix milliseconds shifted left 16, and 16 low bits.
#[test]
fn a_mastodon_id_is_unix_milliseconds_over_sixteen_bits() {
    let parts = Parts::in_layout(Layout::MASTODON, &[1_718_980_200_000, 578]).unwrap();
    assert_eq!(SnowflakeId::compose(parts).as_u64(), (1_718_980_200_000 << 16) | 578);
    assert_eq!(Layout::MASTODON.window().0, 0);
}

#[test]
fn twitters_layout_is_the_reference_vectors_layout() {
    let twitter = Layout::TWITTER;
    assert_eq!((twitter.epoch_ms(), twitter.tick_ms()), (1_288_834_974_657, 1));
    assert_eq!(twitter.blocks_text(), "sign:1,timestamp:41,datacenter:5,machine:5,sequence:12");
    assert_eq!(twitter.window(), (1_288_834_974_657, 3_487_858_230_208));
    assert_eq!(twitter.max_id(), i64::MAX as u64);
    // The seed's example: 1288834975657, 1, 1, 0 → 4194439168.
    assert_eq!(SnowflakeId::compose(Parts::new(1_288_834_975_657, 1, 1, 0).unwrap()).as_u64(), 4_194_439_168);
}

/// The page as an address opens it: the layout the app reads from `pairs`, and the pairs it
/// writes back for it (`LayoutChoice`, the one reading of a layout in an address).
fn from_address(pairs: &[(&str, &str)]) -> (Option<Layout>, Option<ErrorKind>, Vec<(String, String)>) {
    use snowflake_composer::model::LayoutChoice;
    let owner = leptos::prelude::Owner::new();
    owner.set();
    let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let choice = LayoutChoice::from_query(&|key: &str| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()));
    let written = choice.to_query().into_iter().map(|(key, value)| (key.name().to_string(), value)).collect();
    (choice.layout(), choice.error().map(|e| e.kind()), written)
}

#[test]
fn every_preset_is_found_by_its_key_and_writes_only_its_key() {
    let keys = [
        (Preset::Twitter, None),
        (Preset::Discord, Some("discord")),
        (Preset::Instagram, Some("instagram")),
        (Preset::Sonyflake, Some("sonyflake")),
        (Preset::Mastodon, Some("mastodon")),
    ];
    assert_eq!(keys.map(|(preset, _)| preset), Preset::ALL);
    for (preset, key) in keys {
        let pairs: Vec<(&str, &str)> = key.map(|key| ("layout", key)).into_iter().collect();
        let (layout, error, written) = from_address(&pairs);
        assert_eq!((layout, error), (Some(preset.layout()), None), "{preset:?}");
        let expected: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        assert_eq!(written, expected, "{preset:?}");
    }
}

/// Each way a layout can be wrong, and the kind of error it gets.
#[test]
fn every_rule_of_a_layout_has_its_own_error() {
    let kind = |epoch: u64, tick: u64, blocks: &[(&str, u32)]| Layout::new(epoch, tick, blocks).unwrap_err().kind();
    assert_eq!(kind(0, 1, &[("timestamp", 41), ("node", 10)]), ErrorKind::LayoutWidths);
    assert_eq!(kind(0, 1, &[("timestamp", 32), ("timestamp", 32)]), ErrorKind::LayoutKeyRepeated);
    assert_eq!(kind(0, 1, &[("node", 32), ("shard", 32)]), ErrorKind::LayoutTime);
    assert_eq!(kind(0, 1, &[("timestamp", 32), ("a", 16), ("a", 16)]), ErrorKind::LayoutKeyRepeated);
    assert_eq!(kind(0, 1, &[("timestamp", 60), ("Node", 4)]), ErrorKind::LayoutKey);
    assert_eq!(kind(0, 1, &[("timestamp", 63), ("sign", 1)]), ErrorKind::LayoutSign);
    assert_eq!(kind(0, 1, &[("sign", 2), ("timestamp", 62)]), ErrorKind::LayoutSign);
    assert_eq!(kind(0, 1, &[("timestamp", 64), ("node", 0)]), ErrorKind::LayoutWidth);
    assert_eq!(kind(0, 0, &[("timestamp", 48), ("node", 16)]), ErrorKind::LayoutTick);
    assert_eq!(kind(4_102_444_800_000, 1, &[("timestamp", 48), ("node", 16)]), ErrorKind::LayoutEpoch);
    assert_eq!(kind(0, 1, &[("timestamp", 63), ("node", 1)]), ErrorKind::LayoutWindow);
    let nine: Vec<(&str, u32)> =
        ["a", "b", "c", "d", "e", "f", "g", "h"].iter().map(|k| (*k, 1)).chain([("timestamp", 56)]).collect();
    assert_eq!(kind(0, 1, &nine), ErrorKind::LayoutBlocks);
    assert_eq!(kind(0, 1, &[("timestamp", 63)]), ErrorKind::LayoutBlocks);
    assert_eq!(kind(0, 86_400_001, &[("timestamp", 48), ("node", 16)]), ErrorKind::LayoutTick);
    // The epoch's last allowed instant, and one more.
    assert!(Layout::new(4_102_444_799_999, 1, &[("timestamp", 30), ("node", 34)]).is_ok());
}

#[test]
fn the_address_refuses_an_unknown_layout_and_a_word_the_page_uses_as_a_key() {
    let (layout, error, written) = from_address(&[("layout", "snowflake")]);
    assert_eq!((layout, error), (None, Some(ErrorKind::LayoutUnknown)));
    assert_eq!(written, [("layout".to_string(), "snowflake".to_string())], "the address keeps what it was given");
    for blocks in ["id:22,timestamp:42", "timestamp:42,utc:22", "line:22,timestamp:42"] {
        let (layout, error, _) = from_address(&[("layout", "custom"), ("blocks", blocks)]);
        assert_eq!((layout, error), (None, Some(ErrorKind::LayoutKeyReserved)), "{blocks}");
    }
}

#[test]
fn ones_own_layout_in_the_address_takes_twitters_epoch_tick_and_blocks_where_it_leaves_them_out() {
    let discord_blocks = "timestamp:42,worker:5,process:5,increment:12";
    let (dated, ..) = from_address(&[("layout", "custom"), ("epoch", "2015-01-01"), ("blocks", discord_blocks)]);
    assert_eq!(dated, Some(Layout::DISCORD), "a date without an offset is UTC");
    let (bare, _, written) = from_address(&[("layout", "custom")]);
    assert_eq!(bare, Some(Layout::TWITTER));
    let twitter = Layout::TWITTER;
    let expected = [
        ("layout", "custom".to_string()),
        ("epoch", twitter.epoch_ms().to_string()),
        ("tick", "1".to_string()),
        ("blocks", twitter.blocks_text()),
    ];
    assert_eq!(written, expected.map(|(k, v)| (k.to_string(), v)));
    let (mine, _, written) = from_address(&[("layout", "custom"), ("epoch", "0"), ("tick", "10"), ("blocks", "timestamp:48,seq:16")]);
    assert_eq!(mine, Layout::new(0, 10, &[("timestamp", 48), ("seq", 16)]).ok());
    let (again, ..) = from_address(&written.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect::<Vec<_>>());
    assert_eq!(again, mine, "what the page writes opens the same layout");
}

#[test]
fn an_id_with_its_sign_bit_set_is_refused_only_where_the_layout_has_a_sign_bit() {
    let top = "9223372036854775808";
    assert_eq!(Layout::TWITTER.parse_id_or_link(top).unwrap_err().kind(), ErrorKind::SignBitSet);
    assert_eq!(Layout::SONYFLAKE.parse_id_or_link(top).unwrap_err().kind(), ErrorKind::SignBitSet);
    for layout in [Layout::DISCORD, Layout::INSTAGRAM, Layout::MASTODON] {
        assert_eq!(layout.parse_id_or_link(top).map(SnowflakeId::as_u64), Ok(1 << 63));
        assert_eq!(layout.parse_id_or_link("18446744073709551615").map(SnowflakeId::as_u64), Ok(u64::MAX));
        assert_eq!(layout.parse_id_or_link("18446744073709551616").unwrap_err().kind(), ErrorKind::TooLarge);
    }
}

#[test]
fn a_timestamp_outside_a_layouts_window_is_refused_with_its_edges() {
    let discord = Layout::DISCORD;
    let before = parse_block(&discord, 0, "1420070399999").unwrap_err();
    assert_eq!(
        (before.kind(), before.expected()),
        (ErrorKind::BeforeEpoch, Expected::NotBeforeEpoch { min: 1_420_070_400_000 })
    );
    let last = 1_420_070_400_000 + (1u64 << 42) - 1;
    assert_eq!(parse_block(&discord, 0, &last.to_string()), Ok(last));
    assert_eq!(parse_block(&discord, 0, &(last + 1).to_string()).unwrap_err().kind(), ErrorKind::AfterLimit);
}

#[test]
fn the_same_bits_in_every_other_preset_say_a_moment_the_future_the_epoch_or_no() {
    let now = 1.8e12;
    let readings = OtherReading::in_other_presets(id(175_928_847_299_117_063), &Layout::TWITTER, now);
    assert_eq!(readings[0], (Preset::Discord, OtherReading::Moment(1_462_015_105_796)));
    assert_eq!(readings.len(), 4);
    // A small counter: an empty time block everywhere.
    for (preset, reading) in OtherReading::in_other_presets(id(20), &Layout::TWITTER, now) {
        assert_eq!(reading, OtherReading::AtEpoch, "{preset:?}");
    }
    // The top bit set: not a Sonyflake (sign bit), a moment far ahead in the others.
    let top = OtherReading::in_other_presets(id(1 << 63), &Layout::DISCORD, now);
    assert!(top.contains(&(Preset::Sonyflake, OtherReading::SignBitSet)));
    assert!(top.contains(&(Preset::Twitter, OtherReading::SignBitSet)));
    // Mastodon: bit 63 is bit 47 of its 48-bit time block, ms since 1970. Instagram: bit 40 of
    // its 41-bit time block (2^63 >> 23), from its epoch.
    assert!(top.contains(&(Preset::Mastodon, OtherReading::Future(1 << 47))));
    assert!(top.contains(&(Preset::Instagram, OtherReading::Future(1_314_220_021_721 + (1 << 40)))));
}

#[test]
fn a_run_and_a_range_follow_the_layouts_tick_and_counter() {
    let sonyflake = Layout::SONYFLAKE;
    let start = SnowflakeId::compose(Parts::in_layout(sonyflake, &[0, 1_409_529_601_234, 254, 7]).unwrap());
    let run = Run::starting_at(&sonyflake, start, 3).unwrap();
    let counters: Vec<_> = run.steps.iter().map(|s| (s.counter, s.new_tick, s.offset_ms)).collect();
    assert_eq!(counters, [(254, false, 0), (255, false, 0), (0, true, 10)]);
    assert!(Run::starting_at(&Layout::new(0, 1, &[("timestamp", 48), ("node", 16)]).unwrap(), start, 3).is_none());
    let span = IdRange::new(&Layout::DISCORD, 1_462_015_105_796, 1_462_015_105_796).unwrap();
    assert_eq!(span.first().as_u64(), 175_928_847_298_985_984);
    assert_eq!(span.count(), 1 << 22);
    let unsorted = Layout::new(0, 1, &[("node", 12), ("timestamp", 52)]).unwrap();
    assert_eq!(id_span(&unsorted, "", "", 1.7e12, &Utc), Err(vec![SpanError::Unsorted]));
}

/// Any valid layout: between one and seven number blocks around one time block, an optional
/// sign bit on top, widths that add up to 64, an epoch and a tick in range.
fn layouts() -> impl Strategy<Value = Layout> {
    (any::<bool>(), 1usize..=7, prop::collection::vec(1u32..20, 7), 0usize..7, 0u64..4_102_444_800_000, 1u64..1000)
        .prop_filter_map("a layout that fits", |(sign, numbers, widths, time_at, epoch, tick)| {
            let mut blocks: Vec<(String, u32)> = Vec::new();
            if sign {
                blocks.push(("sign".into(), 1));
            }
            let keys = ["a", "b", "c", "d", "e", "f", "g"];
            let numbers: Vec<(String, u32)> =
                keys.iter().zip(&widths).take(numbers).map(|(k, w)| (k.to_string(), *w)).collect();
            let used: u32 = numbers.iter().map(|(_, w)| w).sum::<u32>() + u32::from(sign);
            let time = 64u32.checked_sub(used).filter(|w| (1..=63).contains(w))?;
            let at = time_at.min(numbers.len());
            blocks.extend(numbers[..at].iter().cloned());
            blocks.push(("timestamp".into(), time));
            blocks.extend(numbers[at..].iter().cloned());
            let pairs: Vec<(&str, u32)> = blocks.iter().map(|(k, w)| (k.as_str(), *w)).collect();
            Layout::new(epoch, tick, &pairs).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Any ID the layout accepts splits into values within their blocks' bounds, and those
    /// values compose back into exactly its bits.
    #[test]
    fn decompose_then_compose_is_the_identity_in_any_layout(layout in layouts(), bits in any::<u64>()) {
        let Ok(id) = layout.id(bits) else {
            prop_assert!(layout.has_sign() && bits >> 63 == 1);
            return Ok(());
        };
        let parts = layout.decompose(id);
        for (i, block) in layout.blocks().iter().enumerate() {
            if block.role() != Role::Sign {
                prop_assert!(layout.bounds(i).contains(parts.get(i)), "{:?} {} of {:?}", block, parts.get(i), layout);
            }
        }
        prop_assert_eq!(SnowflakeId::compose(parts), id);
        let values: Vec<u64> = (0..layout.blocks().len()).map(|i| parts.get(i)).collect();
        prop_assert_eq!(Parts::in_layout(layout, &values), Ok(parts));
    }

    /// Values within their bounds compose into an ID that splits back into them (the time as
    /// the start of its tick), and a value one past a block's bound is refused for that block.
    #[test]
    fn compose_then_decompose_is_the_identity_in_any_layout(layout in layouts(), seeds in prop::collection::vec(any::<u64>(), 8)) {
        let values: Vec<u64> = (0..layout.blocks().len()).map(|i| {
            let b = layout.bounds(i);
            b.min() + seeds[i] % (b.max() - b.min() + 1)
        }).collect();
        let parts = Parts::in_layout(layout, &values).unwrap();
        let id = SnowflakeId::compose(parts);
        prop_assert!(id.as_u64() <= layout.max_id());
        let back = layout.decompose(id);
        for (i, block) in layout.blocks().iter().enumerate() {
            let expected = match block.role() {
                Role::Sign => 0,
                Role::Time => values[i] - (values[i] - layout.epoch_ms()) % layout.tick_ms(),
                Role::Number => values[i],
            };
            prop_assert_eq!(back.get(i), expected);
            if block.role() == Role::Number {
                let mut over = values.clone();
                over[i] = layout.bounds(i).max() + 1;
                prop_assert_eq!(Parts::in_layout(layout, &over).map_err(|(at, e)| (at, e.kind())), Err((i, ErrorKind::OutOfRange)));
            }
        }
        // The written form of the blocks reads back as the same layout.
        prop_assert_eq!(Layout::read(layout.epoch_ms(), layout.tick_ms(), &layout.blocks_text()).into_result(), Ok(layout));
    }
}
