//! The one clock: what "now" means everywhere on the page. An empty timestamp, an empty range
//! end and "from now" all read it, and it ticks while the page is open, whatever any input holds.

use leptos::prelude::*;

/// How often the clock is read again while the page is open.
pub const CLOCK_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// The device clock as last read, in Unix milliseconds (fractional, as `Date.now()`).
#[derive(Clone, Copy)]
pub struct Clock {
    now_ms: RwSignal<f64>,
    device: fn() -> f64,
}

impl Clock {
    /// A clock that reads `device` now, again on [`Self::read`], and every tick once
    /// [started](Self::start).
    pub fn new(device: fn() -> f64) -> Self {
        Clock { now_ms: RwSignal::new(device()), device }
    }

    /// The reading, tracked: whatever reads it follows the clock.
    pub fn now_ms(self) -> f64 {
        self.now_ms.get()
    }

    /// Reads the device clock every [`CLOCK_TICK`] from now on.
    pub fn start(self) {
        let tick = move || self.read();
        if let Ok(handle) = set_interval_with_handle(tick, CLOCK_TICK) {
            on_cleanup(move || handle.clear());
        }
    }

    /// Reads the device clock now: an edit that means "now" reads it at that moment.
    pub fn read(self) {
        self.now_ms.set((self.device)());
    }
}
