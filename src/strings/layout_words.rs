//! The layout's words and the error messages': part of [`Strings`](super::Strings), in a file
//! of their own for its length.

use super::keyed::{LayoutNames, TagStyles};
use super::slots::*;
use super::template::Template;

/// The layout.
pub struct LayoutWords {
    pub label: &'static str,
    pub names: LayoutNames,
    /// The editor of one's own layout.
    pub editor: &'static str,
    pub epoch: &'static str,
    pub epoch_hint: &'static str,
    pub tick: &'static str,
    pub tick_hint: &'static str,
    pub blocks: &'static str,
    pub blocks_hint: &'static str,
    /// Under the ID box, when a Discord message's link switched the page to Discord's layout.
    pub switched: &'static str,
    /// Discord's timestamp tag for the ID's moment, to copy.
    pub tag: &'static str,
    pub tag_style: &'static str,
    pub tag_styles: TagStyles,
    pub copy_tag: &'static str,
    /// Above the presets' table in the explanation: where each layout comes from.
    pub sources: &'static str,
}

/// The wording of error messages: `sentence` joins what was expected and what was found.
pub struct Messages {
    pub sentence: Template<Sentence<'static>>,
    pub whole_number: Template<MinMax<'static>>,
    pub unix_ms: Template<MinMax<'static>>,
    /// Unix ms or a date-time: the forms and an example are in the wording.
    pub unix_ms_or_date: &'static str,
    pub not_before_epoch: Template<MinIso<'static>>,
    pub not_after_limit: Template<MaxIso<'static>>,
    pub id_text: Template<Max<'static>>,
    pub id_not_negative: Template<Max<'static>>,
    pub id_sign_bit_clear: Template<Max<'static>>,
    pub id_64_bits: Template<Max<'static>>,
    /// The layouts' names in the address, listed.
    pub layout_name: Template<Names<'static>>,
    pub blocks_text: Template<Max<'static>>,
    pub block_key: &'static str,
    /// A block key that is none of the address's parameters, listed.
    pub key_not_parameter: Template<Names<'static>>,
    /// A block key that is none of the list export's own columns, listed.
    pub key_not_column: Template<Names<'static>>,
    /// Between the words of a list, and before its last one.
    pub list_gap: &'static str,
    pub list_last: &'static str,
    pub keys_distinct: &'static str,
    pub block_width: Template<MinMax<'static>>,
    pub widths_sum: Template<Total<'static>>,
    pub one_time_block: &'static str,
    pub sign_on_top: &'static str,
    pub epoch_range: Template<MinMax<'static>>,
    pub tick_range: Template<MinMax<'static>>,
    pub window_end: Template<MaxIso<'static>>,
    pub found_nothing: &'static str,
    pub found_clock: Template<Ms<'static>>,
    /// The marks around found text that is not a number.
    pub open_quote: &'static str,
    pub close_quote: &'static str,
}
