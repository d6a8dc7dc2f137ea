//! The time zone setting: how a typed date-time without an offset is read, by the composer's
//! timestamp and the range's two ends alike.

use crate::snowflake::{Utc, Zone};
use leptos::prelude::*;

/// How a typed date-time without an offset is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ZoneSetting {
    /// The browser's zone (the default).
    #[default]
    Local,
    Utc,
}

impl ZoneSetting {
    pub const ALL: [ZoneSetting; 2] = [ZoneSetting::Local, ZoneSetting::Utc];

    /// The query parameter that carries the setting; left out for the default.
    pub const KEY: &'static str = "tz";

    /// The value of `tz=` in the address.
    pub const fn key(self) -> &'static str {
        match self {
            ZoneSetting::Local => "local",
            ZoneSetting::Utc => "utc",
        }
    }

    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|z| z.key() == key)
    }

    /// The rule the core applies.
    pub fn zone(self) -> &'static dyn Zone {
        match self {
            ZoneSetting::Local => &crate::web::BrowserZone,
            ZoneSetting::Utc => &Utc,
        }
    }

    /// The setting an address asks for.
    pub fn from_query(get: &impl Fn(&str) -> Option<String>) -> RwSignal<ZoneSetting> {
        RwSignal::new(get(Self::KEY).as_deref().and_then(Self::from_key).unwrap_or_default())
    }

    /// The address's pair for a setting other than the default.
    pub fn to_query(setting: RwSignal<ZoneSetting>) -> Option<(&'static str, String)> {
        let setting = setting.get();
        (setting != ZoneSetting::Local).then(|| (Self::KEY, setting.key().to_string()))
    }
}
