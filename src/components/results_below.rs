//! The outputs below the first screen (the ID's formats, the diagram as a file, the
//! calculation, the code samples): with the embed panel, a chunk of their own
//! ([`crate::split`]), fetched as soon as the composer has mounted, so that its first answer
//! does not wait for them.

use super::{Calculation, CodeSamples, DiagramExport, Formats};
use crate::snowflake::SnowflakeId;
use crate::split::split_point;
use leptos::prelude::*;

split_point! { below_first_screen, preload_results: fn results_below(id: Signal<Option<SnowflakeId>>, share_link: Signal<Option<String>>) -> View {
    view! { <Formats id /> <DiagramExport id share_link /> <Calculation id /> <CodeSamples id /> }
} }
