//! The outputs below the first screen (the ID's formats, the diagram as a file, the
//! calculation, the code samples): with the embed panel, a chunk of their own
//! ([`crate::split`]), fetched as soon as the composer has mounted, so that its first answer
//! does not wait for them.

use super::{Calculation, CodeSamples, DiagramExport, Formats};
use crate::snowflake::{Parts, SnowflakeId};
use crate::split::split_point;
use leptos::prelude::*;

split_point! { below_first_screen, preload_results: fn results_below(parts: Signal<Option<Parts>>, share_link: Signal<Option<String>>) -> View {
    let id = Signal::derive(move || parts.get().map(SnowflakeId::compose));
    view! { <Formats id /> <DiagramExport parts share_link /> <Calculation parts /> <CodeSamples parts /> }
} }
