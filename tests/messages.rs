//! Every error kind gets its exact message in both languages (`tests/messages/cases.json`,
//! written by hand), and the pre-wasm banner in `static/boot.js` says what the app says.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;
use snowflake_composer::snowflake::{clock_timestamp, decode_id, parse_field, parse_instant, Error, Field, Input, Utc};
use snowflake_composer::strings::Lang;

fn cases() -> Value {
    serde_json::from_str(include_str!("messages/cases.json")).expect("cases are JSON")
}

/// The error the core gives for `text` typed into `input`.
fn error_for(input: &str, text: &str) -> Error {
    match input {
        "id" => decode_id(text).expect_err(text),
        // The timestamp field reads dates too; the cases use no date without an offset.
        "timestamp" => parse_instant(Input::Field(Field::Timestamp), text, &Utc).expect_err(text),
        key => {
            let field = *Field::ALL.iter().find(|f| f.key() == key).expect("a field key");
            parse_field(field, text).expect_err(text)
        }
    }
}

#[test]
fn every_kind_has_its_exact_message_in_both_languages() {
    let cases = cases();
    let cases = cases["cases"].as_array().expect("a list of cases");
    let kinds: std::collections::BTreeSet<&str> = cases.iter().map(|c| c["kind"].as_str().unwrap()).collect();
    // All nine kinds of the error model, so a kind without a message cannot slip through.
    assert_eq!(kinds.len(), 9, "{kinds:?}");
    for case in cases {
        let (input, text) = (case["input"].as_str().unwrap(), case["text"].as_str().unwrap());
        let error = error_for(input, text);
        assert_eq!(error.kind().key(), case["kind"].as_str().unwrap(), "{input} {text:?}");
        assert_eq!(error.input().key(), input);
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
    let error = clock_timestamp(clock["reading"].as_f64().unwrap()).unwrap_err();
    assert_eq!(error.kind().key(), clock["kind"].as_str().unwrap());
    for lang in Lang::ALL {
        assert_eq!(lang.strings().message(&error), clock[lang.code()].as_str().unwrap(), "{lang:?}");
    }
}

#[test]
fn the_pre_wasm_banner_says_what_the_app_says() {
    let boot = include_str!("../static/boot.js");
    for lang in Lang::ALL {
        let strings = lang.strings();
        // boot.js holds each text as a JavaScript string literal.
        for text in [strings.load_failed, strings.reload] {
            assert!(boot.contains(&format!("\"{text}\"")), "{lang:?}: boot.js lacks {text:?}");
        }
    }
}
