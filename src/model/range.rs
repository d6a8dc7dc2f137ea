//! The range tool's state: its two ends as typed, and the span of IDs they give.

use super::{Clock, ZoneSetting};
use crate::snowflake::{can_complete_instant, id_span, Error, IdRange, SpanError};
use leptos::prelude::*;

/// One end of the span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    From,
    To,
}

#[derive(Clone, Copy)]
pub struct RangeTool {
    pub from: RwSignal<String>,
    pub to: RwSignal<String>,
    span: Memo<Result<IdRange, Vec<SpanError>>>,
    zone: RwSignal<ZoneSetting>,
}

impl RangeTool {
    /// The query parameters for the two ends.
    pub const FROM_KEY: &'static str = "range_from";
    pub const TO_KEY: &'static str = "range_to";

    pub fn from_query(clock: Clock, zone: RwSignal<ZoneSetting>, get: &impl Fn(&str) -> Option<String>) -> Self {
        let from = RwSignal::new(get(Self::FROM_KEY).unwrap_or_default());
        let to = RwSignal::new(get(Self::TO_KEY).unwrap_or_default());
        let span = Memo::new(move |_| {
            from.with(|from| {
                // An empty From means now, and an empty To the same as From: only then does
                // the span follow the clock.
                let now = if from.trim().is_empty() { clock.now_ms() } else { f64::NAN };
                to.with(|to| id_span(from, to, now, zone.get().zone()))
            })
        });
        RangeTool { from, to, span, zone }
    }

    /// Whether an end's text, typed key by key, can still become an instant.
    pub fn can_complete(self, text: &str) -> bool {
        can_complete_instant(text, self.zone.get_untracked().zone())
    }

    pub fn to_query(self) -> Vec<(&'static str, String)> {
        super::filled([(Self::FROM_KEY, self.from.get()), (Self::TO_KEY, self.to.get())])
    }

    /// Whether the address filled an end, so the panel opens with the page.
    pub fn filled_at_start(self) -> bool {
        self.from.with_untracked(|t| !t.is_empty()) || self.to.with_untracked(|t| !t.is_empty())
    }

    /// The span, when both ends are valid and in order.
    pub fn range(self) -> Option<IdRange> {
        self.span.with(|s| s.as_ref().ok().copied())
    }

    /// The error of one end's text.
    pub fn error(self, end: End) -> Option<Error> {
        self.span.with(|s| {
            s.as_ref().err()?.iter().find_map(|e| match (end, e) {
                (End::From, SpanError::From(e)) | (End::To, SpanError::To(e)) => Some(e.clone()),
                _ => None,
            })
        })
    }

    /// Both ends are valid but From is later than To: their instants.
    pub fn reversed(self) -> Option<(u64, u64)> {
        self.span.with(|s| {
            s.as_ref().err()?.iter().find_map(|e| match e {
                SpanError::Reversed { from_ms, to_ms } => Some((*from_ms, *to_ms)),
                _ => None,
            })
        })
    }
}
