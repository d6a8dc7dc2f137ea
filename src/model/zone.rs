//! The time zone setting as page state: the value the address and the select hold, and the
//! zone rule the core applies for it. The visitor's own zone is handed in by the page, so the
//! model runs without a browser.

use crate::address::{Key, ZoneSetting};
use crate::snowflake::{Utc, Zone};
use leptos::prelude::*;

/// The setting, and the zone that [`ZoneSetting::Local`] stands for.
#[derive(Clone, Copy)]
pub struct Zones {
    pub setting: RwSignal<ZoneSetting>,
    local: &'static (dyn Zone + Sync),
}

impl Zones {
    /// The setting an address asks for; `local` is the visitor's zone.
    pub fn from_query(get: &impl Fn(&str) -> Option<String>, local: &'static (dyn Zone + Sync)) -> Self {
        let setting = get(Key::Zone.name()).as_deref().and_then(ZoneSetting::from_code).unwrap_or_default();
        Zones { setting: RwSignal::new(setting), local }
    }

    /// The rule the core applies now (tracked).
    pub fn zone(self) -> &'static (dyn Zone + Sync) {
        match self.setting.get() {
            ZoneSetting::Local => self.local,
            ZoneSetting::Utc => &Utc,
        }
    }

    /// The address's pair for a setting other than the default.
    pub fn to_query(self) -> Option<(Key, String)> {
        let setting = self.setting.get();
        (setting != ZoneSetting::Local).then(|| (Key::Zone, setting.code().to_string()))
    }
}
