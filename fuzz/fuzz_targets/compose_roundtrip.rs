//! compose and decompose: four arbitrary numbers are either refused with the right field and
//! kind, or composed into an ID that splits back into exactly them; any 63-bit value splits
//! into parts that compose back into it; the bit blocks always spell the whole ID.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snowflake_composer::snowflake::{BitBlock, ErrorKind, Field, Parts, SnowflakeId, EPOCH_MS};

fuzz_target!(|input: (u64, u64, u64, u64, u64)| {
    let (t, d, m, s, raw) = input;
    // Bias the timestamp into its window half the time, so valid parts are common.
    let t = if raw & 1 == 0 { EPOCH_MS + t % (1 << 41) } else { t };
    match Parts::new(t, d, m, s) {
        Ok(parts) => {
            let id = SnowflakeId::compose(parts);
            assert!(id <= SnowflakeId::MAX);
            assert_eq!(id.decompose(), parts);
            assert_eq!([parts.timestamp_ms(), parts.get(Field::Datacenter), parts.get(Field::Machine), parts.get(Field::Sequence)], [t, d, m, s]);
            let calc = id.calculation();
            assert_eq!(calc.timestamp_part | calc.datacenter_part | calc.machine_part | calc.sequence_part, id.as_u64());
            assert_eq!(calc.timestamp_part + calc.datacenter_part + calc.machine_part + calc.sequence_part, id.as_u64());
        }
        Err(error) => {
            let value = [t, d, m, s][Field::ALL.iter().position(|f| *f == error.field).unwrap()];
            assert!(!(error.field.min()..=error.field.max()).contains(&value));
            let expected = match (error.field, value < error.field.min()) {
                (Field::Timestamp, true) => ErrorKind::BeforeEpoch,
                (Field::Timestamp, false) => ErrorKind::AfterLimit,
                _ => ErrorKind::OutOfRange,
            };
            assert_eq!(error.kind, expected);
            // Every field before the flagged one was in range.
            for (field, v) in Field::ALL.iter().zip([t, d, m, s]).take_while(|(f, _)| **f != error.field) {
                assert!((field.min()..=field.max()).contains(&v));
            }
        }
    }
    match SnowflakeId::from_u64(raw) {
        Some(id) => {
            assert_eq!(SnowflakeId::compose(id.decompose()), id);
            let spelled: String = BitBlock::ALL.iter().map(|b| id.block_bits(*b)).collect();
            assert_eq!(spelled, format!("{raw:064b}"));
        }
        None => assert!(raw >> 63 == 1),
    }
});
