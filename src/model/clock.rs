//! The one clock: what "now" means everywhere on the page. An empty timestamp, an empty range
//! end and "from now" all read it. It ticks while the page is open, whatever any input holds,
//! and it also keeps the moment of the person's last action, which is "now" for the parts that
//! are rebuilt only when the person changes something (the tools), not with every tick.

use leptos::prelude::*;

/// How often the clock is read again while the page is open.
pub const CLOCK_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// The device clock as last read, in Unix milliseconds (fractional, as `Date.now()`).
#[derive(Clone, Copy)]
pub struct Clock {
    now_ms: RwSignal<f64>,
    /// The reading at the person's last action that meant "now" ([`Self::read`]).
    acted_ms: RwSignal<f64>,
    device: fn() -> f64,
}

impl Clock {
    /// A clock that reads `device` now, again on [`Self::read`], and every tick once
    /// [started](Self::start).
    pub fn new(device: fn() -> f64) -> Self {
        let now = device();
        Clock { now_ms: RwSignal::new(now), acted_ms: RwSignal::new(now), device }
    }

    /// The reading, tracked: whatever reads it follows the clock.
    pub fn now_ms(self) -> f64 {
        self.now_ms.get()
    }

    /// The reading at the person's last action, tracked: whatever reads it is rebuilt when the
    /// person does something that means "now", not on the clock's ticks.
    pub fn acted_ms(self) -> f64 {
        self.acted_ms.get()
    }

    /// Reads the device clock every [`CLOCK_TICK`] from now on, each tick inside `around` (the
    /// page's way to say that no person made this change).
    pub fn start(self, around: fn(&dyn Fn())) {
        if let Ok(handle) = set_interval_with_handle(move || around(&|| self.tick()), CLOCK_TICK) {
            on_cleanup(move || handle.clear());
        }
    }

    /// One tick: the device clock read again; the moment of the last action stays.
    pub fn tick(self) {
        self.now_ms.set((self.device)());
    }

    /// Reads the device clock now: an edit that means "now" reads it at that moment.
    pub fn read(self) {
        let now = (self.device)();
        self.now_ms.set(now);
        self.acted_ms.set(now);
    }
}
