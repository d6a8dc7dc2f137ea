//! The Korean text keeps the rules of `docs/glossary.md`: no space between a number and a
//! Korean unit word (`5비트`, `2010년`, `4,481일`) or `ms` (`3ms`), and none of the glossary's
//! wrong synonyms (구성기 for 생성기, …). Read everywhere Korean is written: the wording in
//! `src/strings/ko.rs` and `src/strings/ko_tools.rs` (templates as written and as the page fills
//! them), the Korean blocks of `index.html`, and the boot script's Korean lines.
use super::tests::filled_samples;
use crate::address::Lang;

const GLOSSARY: &str = include_str!("../../docs/glossary.md");
const KO_RS: &str = include_str!("ko.rs");
const KO_TOOLS_RS: &str = include_str!("ko_tools.rs");
const INDEX_HTML: &str = include_str!("../../index.html");
const BOOT_JS: &str = include_str!("../../static/boot.js");

/// Words a Korean writer glues to the number before them.
const UNIT_WORDS: [&str; 17] = [
    "밀리초",
    "마이크로초",
    "나노초",
    "시간",
    "번째",
    "비트",
    "일",
    "분",
    "초",
    "년",
    "월",
    "개",
    "줄",
    "행",
    "자리",
    "배",
    "ms",
];

fn is_hangul(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// The glossary's table: (English, Korean, wrong synonyms) per row.
fn glossary() -> Vec<(String, String, Vec<String>)> {
    let mut lines = GLOSSARY.lines().skip_while(|l| l.trim() != "| English | 한국어 | 쓰지 않는 말 |").skip(2);
    let mut rows = Vec::new();
    for line in lines.by_ref().take_while(|l| l.trim_start().starts_with('|')) {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!(cells.len(), 3, "a glossary row has three cells: {line}");
        let wrong = cells[2]
            .split(", ")
            .map(str::trim)
            .filter(|w| !w.is_empty() && *w != "—" && *w != "-")
            .map(String::from)
            .collect();
        rows.push((cells[0].to_string(), cells[1].to_string(), wrong));
    }
    rows
}

/// The string literals of Rust or JavaScript source that hold Korean, escapes resolved enough
/// for reading: `\` at a line's end joins the next line without its indent.
fn korean_literals(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = source.chars().peekable();
    let mut in_comment = false;
    let mut prev = '\0';
    while let Some(c) = chars.next() {
        if in_comment {
            in_comment = c != '\n';
            prev = c;
            continue;
        }
        if c == '/' && chars.peek() == Some(&'/') {
            in_comment = true;
            continue;
        }
        // A char literal such as ',' or '"' is not a string's start.
        if c == '"' && prev != '\'' {
            let mut text = String::new();
            while let Some(c) = chars.next() {
                match c {
                    '"' => break,
                    '\\' => match chars.next() {
                        Some('\n') => {
                            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                                chars.next();
                            }
                        }
                        Some('n') => text.push('\n'),
                        Some(other) => text.push(other),
                        None => break,
                    },
                    _ => text.push(c),
                }
            }
            if text.chars().any(is_hangul) {
                out.push(text);
            }
            prev = '"';
            continue;
        }
        prev = c;
    }
    out
}

/// The text of every element of `html` marked `lang="ko"`, tags and all, outermost only.
fn korean_blocks(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find("lang=\"ko\"") {
        let start = rest[..at].rfind('<').expect("an attribute inside a tag");
        let name: String = rest[start + 1..].chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        let (open, close) = (format!("<{name}"), format!("</{name}>"));
        let mut depth = 0;
        let mut cursor = start;
        let end = loop {
            let next_open = rest[cursor + 1..].find(&open).map(|i| i + cursor + 1);
            let next_close = rest[cursor + 1..].find(&close).map(|i| i + cursor + 1).expect("a closed element");
            match next_open {
                Some(o) if o < next_close => {
                    depth += 1;
                    cursor = o;
                }
                _ if depth > 0 => {
                    depth -= 1;
                    cursor = next_close;
                }
                _ => break next_close + close.len(),
            }
        };
        out.push(strip_tags(&rest[start..end]));
        rest = &rest[end..];
    }
    out
}

fn strip_tags(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&nbsp;", "\u{a0}").replace("&amp;", "&")
}

/// Each place in `text` where a number (or a template's number slot) is followed by a space and
/// then a unit word, quoted with what surrounds it.
fn spaced_units(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        if !(c.is_ascii_digit() || *c == '}') {
            continue;
        }
        let mut j = i + 1;
        while j < chars.len() && (chars[j] == ' ' || chars[j] == '\u{a0}') {
            j += 1;
        }
        if j == i + 1 {
            continue;
        }
        let after: String = chars[j..].iter().take(6).collect();
        let unit = UNIT_WORDS.iter().find(|u| after.starts_with(**u));
        // A unit word is the whole word: `2 시간` is spaced, `2 일치` is not a day count.
        if let Some(unit) = unit {
            let next = chars.get(j + unit.chars().count()).copied().unwrap_or(' ');
            let glued_word = unit.chars().all(is_hangul) && is_hangul(next) && !is_particle(next);
            if !glued_word && !(*unit == "ms" && next.is_ascii_alphabetic()) {
                let from = i.saturating_sub(12);
                found.push(chars[from..(j + 8).min(chars.len())].iter().collect());
            }
        }
    }
    found
}

/// Particles that may follow a unit word: `5비트의`, `3초를`.
fn is_particle(c: char) -> bool {
    "의을를이가은는에로와과만도씩째".contains(c)
}

/// Every Korean text of the product, each with where it comes from.
fn all_korean() -> Vec<(&'static str, String)> {
    let mut all: Vec<(&str, String)> = korean_literals(KO_RS).into_iter().map(|t| ("src/strings/ko.rs", t)).collect();
    all.extend(korean_literals(KO_TOOLS_RS).into_iter().map(|t| ("src/strings/ko_tools.rs", t)));
    all.extend(filled_samples(Lang::Ko.strings()).into_iter().map(|t| ("filled from ko.rs", t)));
    all.extend(korean_blocks(INDEX_HTML).into_iter().map(|t| ("index.html", t)));
    all.extend(korean_literals(BOOT_JS).into_iter().map(|t| ("static/boot.js", t)));
    all
}

#[test]
fn the_spacing_check_flags_a_space_before_a_unit_word_and_nothing_else() {
    assert_eq!(spaced_units("4,481 일 13시간"), ["4,481 일 13시간"]);
    assert_eq!(spaced_units("{bits} 비트"), ["{bits} 비트"]);
    assert_eq!(spaced_units("시계가 3 ms 거꾸로"), ["시계가 3 ms 거꾸로"]);
    assert_eq!(spaced_units("2010년 11월, 5비트, {count}개, 3ms, 0 또는 1, 2 일치, 12 msec"), Vec::<String>::new());
    assert_eq!(spaced_units("22 비트의 값"), ["22 비트의 값"]);
}

#[test]
fn the_readers_find_korean_in_every_source() {
    assert!(korean_literals(KO_RS).len() > 150, "ko.rs's strings");
    assert!(korean_literals(KO_TOOLS_RS).len() > 40, "ko_tools.rs's strings");
    assert!(korean_literals("let a = \"x\"; // \"주석\"\nlet b = \"가\\\n    나\";") == ["가나"]);
    let blocks = korean_blocks(INDEX_HTML);
    // The header, the loading and no-script lines, the article and the footer.
    assert!(blocks.len() >= 5, "index.html's Korean blocks: {}", blocks.len());
    assert!(blocks.iter().any(|b| b.contains("자주 묻는 질문")), "the FAQ is read");
    assert!(blocks.iter().all(|b| b.chars().any(is_hangul)));
    assert!(!korean_literals(BOOT_JS).is_empty(), "the boot script's Korean");
    assert_eq!(korean_blocks("<p lang=\"ko\">가 <p>나</p> 다</p><p>x</p>"), [" 가  나  다 "]);
}

#[test]
fn no_korean_text_puts_a_space_between_a_number_and_its_unit() {
    let offences: Vec<String> = all_korean()
        .into_iter()
        .flat_map(|(source, text)| spaced_units(&text).into_iter().map(move |at| format!("{source}: …{at}…")))
        .collect();
    assert!(offences.is_empty(), "spaced units:\n{}", offences.join("\n"));
}

#[test]
fn korean_durations_glue_each_number_to_its_unit() {
    let ko = Lang::Ko.strings();
    // 4,481 d 13 h 58 min 56 s 250 ms, written out by hand.
    let ms = ((((4_481 * 24 + 13) * 60 + 58) * 60 + 56) * 1000) + 250;
    assert_eq!(ko.duration(ms), "4,481일 13시간 58분 56초 250ms");
    assert_eq!(ko.duration(-1000), "-1초");
    assert_eq!(Lang::En.strings().duration(-1000), "-1 s");
}

#[test]
fn the_glossary_names_the_page_as_the_seed_does() {
    let rows = glossary();
    assert!(rows.len() >= 15, "the glossary has {} rows", rows.len());
    let page = rows.iter().find(|(_, ko, _)| ko.contains("스노우플레이크 ID 생성기")).expect("the page's name");
    assert!(page.2.iter().any(|w| w == "구성기"), "구성기 is listed as wrong: {:?}", page.2);
    assert_eq!(Lang::Ko.strings().page.app_name, "스노우플레이크 ID 생성기");
    // The rows the page needs: each tool and the field, block and ID box.
    for english in ["field", "block", "ID box", "range", "run", "compare", "list", "embed", "epoch", "datacenter"] {
        assert!(
            rows.iter().any(|(en, _, _)| en.to_lowercase().contains(&english.to_lowercase())),
            "the glossary has no row for {english}"
        );
    }
}

#[test]
fn no_korean_text_uses_a_word_the_glossary_rules_out() {
    let wrong: Vec<String> = glossary().into_iter().flat_map(|(_, _, wrong)| wrong).collect();
    assert!(wrong.len() >= 5, "{wrong:?}");
    let offences: Vec<String> = all_korean()
        .into_iter()
        .flat_map(|(source, text)| {
            let hits: Vec<&String> = wrong.iter().filter(|w| text.contains(w.as_str())).collect();
            hits.into_iter().map(|w| format!("{source}: {w} in {text:?}")).collect::<Vec<_>>()
        })
        .collect();
    assert!(offences.is_empty(), "ruled-out words:\n{}", offences.join("\n"));
}

/// The page's title is written where the page shows it before the app starts (the HTML's
/// `<title>` in English, the boot script's line for a Korean visitor) and in each language's
/// wording for the app, which keeps it as the language changes. A static file cannot read the
/// Rust strings, so the copies are held equal here.
#[test]
fn the_title_before_the_app_starts_is_the_apps_own_in_each_language() {
    let html_title = INDEX_HTML.split_once("<title>").and_then(|(_, rest)| rest.split_once("</title>")).map(|(t, _)| t);
    assert_eq!(html_title, Some(Lang::En.strings().page.title));
    let boot_title =
        BOOT_JS.split_once("document.title = \"").and_then(|(_, rest)| rest.split_once('"')).map(|(t, _)| t);
    assert_eq!(boot_title, Some(Lang::Ko.strings().page.title));
}
