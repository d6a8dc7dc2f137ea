//! Every error kind gets its exact message in both languages (`tests/messages/cases.json`,
//! written by hand), and the pre-wasm banner in `static/boot.js` names its reload link as the
//! app's crash banner does.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use snowflake_composer::address::Lang;
use snowflake_composer::snowflake::{
    clock_instant, parse_block, parse_id_or_post_link, parse_instant, read_epoch, read_tick, Error, ErrorKind, Layout,
    LayoutName, Utc,
};

fn cases() -> Value {
    serde_json::from_str(include_str!("messages/cases.json")).expect("cases are JSON")
}

/// Every kind of the error model, by a match with no wildcard: a kind added to the core does
/// not compile here until it is listed, and the table below must then have a case for it.
fn every_kind() -> Vec<ErrorKind> {
    use ErrorKind::*;
    let next = |kind: ErrorKind| match kind {
        Missing => Some(NotANumber),
        NotANumber => Some(NotADate),
        NotADate => Some(OutOfRange),
        OutOfRange => Some(BeforeEpoch),
        BeforeEpoch => Some(AfterLimit),
        AfterLimit => Some(Negative),
        Negative => Some(SignBitSet),
        SignBitSet => Some(TooLarge),
        TooLarge => Some(LayoutUnknown),
        LayoutUnknown => Some(LayoutBlocks),
        LayoutBlocks => Some(LayoutKey),
        LayoutKey => Some(LayoutKeyReserved),
        LayoutKeyReserved => Some(LayoutKeyRepeated),
        LayoutKeyRepeated => Some(LayoutWidth),
        LayoutWidth => Some(LayoutWidths),
        LayoutWidths => Some(LayoutTime),
        LayoutTime => Some(LayoutSign),
        LayoutSign => Some(LayoutEpoch),
        LayoutEpoch => Some(LayoutTick),
        LayoutTick => Some(LayoutWindow),
        LayoutWindow => None,
    };
    std::iter::successors(Some(Missing), |kind| next(*kind)).collect()
}

/// The error the core gives for `text` typed into `input`: a field, the ID box, an input of
/// the editor of one's own layout (which starts from Twitter's epoch and tick), or the
/// address's `layout=`.
fn error_for(input: &str, text: &str) -> Error {
    let twitter = Layout::TWITTER;
    match input {
        "layout" => LayoutName::read(text).expect_err(text),
        "layout-epoch" => read_epoch(text).into_result().expect_err(text),
        "layout-tick" => read_tick(text).into_result().expect_err(text),
        "layout-blocks" => Layout::read(twitter.epoch_ms(), twitter.tick_ms(), text).into_result().expect_err(text),
        "id" => parse_id_or_post_link(text).expect_err(text),
        // The timestamp field reads dates too; the cases use no date without an offset.
        "timestamp" => parse_instant(text, &Utc).expect_err(text),
        key => {
            let field = Layout::TWITTER.index_of(key).expect("a field key");
            parse_block(&Layout::TWITTER, field, text).expect_err(text)
        }
    }
}

#[test]
fn every_kind_has_its_exact_message_in_both_languages() {
    let cases = cases();
    let cases = cases["cases"].as_array().expect("a list of cases");
    let kinds: std::collections::BTreeSet<&str> = cases.iter().map(|c| c["kind"].as_str().unwrap()).collect();
    let every: std::collections::BTreeSet<&str> = every_kind().into_iter().map(ErrorKind::key).collect();
    assert_eq!(kinds, every, "the table has a case for every kind the core has, and no other");
    for case in cases {
        let (input, text) = (case["input"].as_str().unwrap(), case["text"].as_str().unwrap());
        let error = error_for(input, text);
        assert_eq!(error.kind().key(), case["kind"].as_str().unwrap(), "{input} {text:?}");
        for lang in Lang::ALL {
            assert_eq!(
                lang.strings().message(&error),
                case[lang.code()].as_str().unwrap(),
                "{input} {text:?} {lang:?}"
            );
        }
    }
}

#[test]
fn a_clock_before_the_epoch_has_its_exact_message_in_both_languages() {
    let cases = cases();
    let clock = &cases["clock"];
    let error = clock_instant(clock["reading"].as_f64().unwrap()).unwrap_err();
    assert_eq!(error.kind().key(), clock["kind"].as_str().unwrap());
    for lang in Lang::ALL {
        assert_eq!(lang.strings().message(&error), clock[lang.code()].as_str().unwrap(), "{lang:?}");
    }
}

/// The two banners say different things (the app could not start; the app stopped), but offer
/// the same link, worded alike.
#[test]
fn the_pre_wasm_banner_words_its_reload_link_as_the_crash_banner_does() {
    let boot = include_str!("../static/boot.js");
    for lang in Lang::ALL {
        let reload = lang.strings().status.reload;
        // boot.js holds each text as a JavaScript string literal.
        assert!(boot.contains(&format!("\"{reload}\"")), "{lang:?}: boot.js lacks {reload:?}");
    }
}
