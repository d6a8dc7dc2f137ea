//! The one clock: what "now" means everywhere on the page. An empty timestamp, an empty range
//! end and "from now" all read it, and it ticks while the page is open, whatever any input holds.

use leptos::prelude::*;

/// How often the clock is read again while the page is open.
pub const CLOCK_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// The device clock as last read, in Unix milliseconds (`Date.now()`, fractional).
#[derive(Clone, Copy)]
pub struct Clock {
    now_ms: RwSignal<f64>,
}

impl Clock {
    /// A clock showing `now_ms` until it is [started](Self::start) or [read](Self::read).
    pub fn new(now_ms: f64) -> Self {
        Clock { now_ms: RwSignal::new(now_ms) }
    }

    /// The reading, tracked: whatever reads it follows the clock.
    pub fn now_ms(self) -> f64 {
        self.now_ms.get()
    }

    /// Takes a fresh reading now (an edit that means "now" reads the clock at that moment).
    pub fn set(self, now_ms: f64) {
        self.now_ms.set(now_ms);
    }

    /// Reads the device clock every [`CLOCK_TICK`] from now on.
    pub fn start(self) {
        let tick = move || self.set(js_sys::Date::now());
        if let Ok(handle) = set_interval_with_handle(tick, CLOCK_TICK) {
            on_cleanup(move || handle.clear());
        }
    }

    /// Reads the device clock now.
    pub fn read(self) {
        self.set(js_sys::Date::now());
    }
}
