//! The range tool's state: its two ends as typed, and the span of IDs they give.

use super::{write_changed, Calm, Change, Clock, Later, Verdict, Zones};
use crate::address::{Key, ZoneSetting};
use crate::snowflake::{id_span, read_instant_within, Error, IdRange, Layout, SpanError};
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
    span: Later<Result<IdRange, Vec<SpanError>>>,
    calm: RwSignal<Calm<End>>,
    clock: Clock,
    zones: Zones,
    layout: Signal<Option<Layout>>,
}

impl RangeTool {
    pub fn from_query(
        clock: Clock,
        zones: Zones,
        layout: Signal<Option<Layout>>,
        get: &impl Fn(&str) -> Option<String>,
    ) -> Self {
        let from = RwSignal::new(get(Key::RangeFrom.name()).unwrap_or_default());
        let to = RwSignal::new(get(Key::RangeTo.name()).unwrap_or_default());
        RangeTool { from, to, span: Later::new(), calm: RwSignal::new(Calm::IDLE), clock, zones, layout }
    }

    /// The span the two ends give, worked out once something reads it.
    fn span(self) -> Memo<Result<IdRange, Vec<SpanError>>> {
        let RangeTool { from, to, clock, zones, layout, .. } = self;
        self.span.get_or(|| {
            Memo::new(move |_| {
                from.with(|from| {
                    // An empty From means now, and an empty To the same as From: "now" as of
                    // the person's last action, so the span is not worked out again every tick.
                    let now = if from.trim().is_empty() { clock.acted_ms() } else { f64::NAN };
                    let layout = layout.get().ok_or_else(Vec::new)?;
                    to.with(|to| id_span(&layout, from, to, now, zones.zone()))
                })
            })
        })
    }

    fn text(self, end: End) -> RwSignal<String> {
        match end {
            End::From => self.from,
            End::To => self.to,
        }
    }

    /// The zone setting dates without an offset are read in (tracked).
    pub fn zone_setting(self) -> ZoneSetting {
        self.zones.setting.get()
    }

    /// A person changed an end's text, by a typing key or as a whole.
    pub fn change(self, end: End, text: String, change: Change) {
        write_changed(self.calm, |calm| calm.changed(end, change));
        self.clock.read();
        self.text(end).set(text);
    }

    /// The person opened the tool: an empty end's "now" is this moment.
    pub fn opened(self) {
        self.clock.read();
    }

    /// The layout the span is read in; `None` while the page can read in none.
    pub fn layout(self) -> Option<Layout> {
        self.layout.get()
    }

    /// The person left an end, pressed Enter in it or paused: its text is judged now.
    pub fn judge(self, end: End) {
        write_changed(self.calm, |calm| calm.judged(end));
    }

    pub fn to_query(self) -> Vec<(Key, String)> {
        super::filled([(Key::RangeFrom, self.from.get()), (Key::RangeTo, self.to.get())])
    }

    /// Whether the address filled an end, so the panel opens with the page.
    pub fn filled_at_start(self) -> bool {
        super::any_filled([self.from, self.to])
    }

    /// The span, when both ends are valid and in order.
    pub fn range(self) -> Option<IdRange> {
        self.span().with(|s| s.as_ref().ok().copied())
    }

    /// The error of one end's text, unless it is being typed and can still become an instant.
    pub fn error(self, end: End) -> Option<Error> {
        let calm = self.calm.get();
        if calm.typing() == Some(end) {
            // An empty end is valid (now, or the same as From), so only a text can wait: for
            // an instant the layout's time block can still reach.
            let window = self.layout.get()?.window_bounds();
            let reading = self.text(end).with(|text| read_instant_within(text, untrack(|| self.zones.zone()), window));
            if matches!(calm.verdict(end, &reading), Verdict::Waiting) {
                return None;
            }
        }
        self.span().with(|s| {
            s.as_ref().err()?.iter().find_map(|e| match (end, e) {
                (End::From, SpanError::From(e)) | (End::To, SpanError::To(e)) => Some(e.clone()),
                _ => None,
            })
        })
    }

    /// Both ends are valid but From is later than To: their instants.
    pub fn reversed(self) -> Option<(u64, u64)> {
        self.span().with(|s| {
            s.as_ref().err()?.iter().find_map(|e| match e {
                SpanError::Reversed { from_ms, to_ms } => Some((*from_ms, *to_ms)),
                _ => None,
            })
        })
    }
}
