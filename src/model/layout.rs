//! Which layout the page reads in: one of the presets, or a layout of the person's own from
//! the editor's three inputs (epoch, tick, blocks), each typed under the one calm rule. While
//! the editor is being typed into and can still become a layout, the page keeps the last one;
//! a layout that cannot be shows its message and no ID.

use super::{write_changed, Calm, Change};
use crate::address::Key;
use crate::snowflake::{read_epoch, read_tick, Block, Error, Layout, LayoutName, Preset, Reading};
use leptos::prelude::*;

/// One of the editor's inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutInput {
    Epoch,
    Tick,
    Blocks,
}

impl LayoutInput {
    pub const ALL: [LayoutInput; 3] = [LayoutInput::Epoch, LayoutInput::Tick, LayoutInput::Blocks];

    /// Its name in the address, and its input's `name`.
    pub const fn name(self) -> &'static str {
        match self {
            LayoutInput::Epoch => "epoch",
            LayoutInput::Tick => "tick",
            LayoutInput::Blocks => "blocks",
        }
    }

    /// Its key in the address.
    pub const fn key(self) -> Key {
        match self {
            LayoutInput::Epoch => Key::Epoch,
            LayoutInput::Tick => Key::Tick,
            LayoutInput::Blocks => Key::Blocks,
        }
    }
}

/// The page's layout.
#[derive(Clone, Copy)]
pub struct LayoutChoice {
    choice: RwSignal<LayoutName>,
    /// A `layout=` in the address that names no layout, kept so the address loses nothing.
    unknown: RwSignal<Option<String>>,
    texts: [RwSignal<String>; 3],
    calm: RwSignal<Calm<LayoutInput>>,
    /// The editor's three readings: the epoch, the tick, and the layout the blocks make.
    epoch: Memo<Reading<u64>>,
    tick: Memo<Reading<u64>>,
    custom: Memo<Reading<Layout>>,
    /// Whether the page can read in a layout now (one's own kept while the editor waits).
    valid: Memo<bool>,
    /// The last layout that could be: what the fields and the bits are drawn for.
    shown: Memo<Layout>,
    /// Its blocks, which one's own epoch or tick leaves as they are.
    blocks: Memo<Vec<Block>>,
}

impl LayoutChoice {
    /// The layout an address names (`layout`, and for one's own `epoch`, `tick`, `blocks`):
    /// Twitter's when it names none. For one's own, an epoch, tick or blocks left out are
    /// Twitter's, as the editor starts from them. The one reading of a layout in an address.
    pub fn from_query(get: &impl Fn(&str) -> Option<String>) -> Self {
        let name = get(Key::Layout.name());
        let named = name.as_deref().map(LayoutName::read);
        let (choice, unknown) = match named {
            None => (LayoutName::Preset(Preset::Twitter), None),
            Some(Ok(choice)) => (choice, None),
            Some(Err(_)) => (LayoutName::Preset(Preset::Twitter), name),
        };
        let twitter = Layout::TWITTER;
        let defaults = [twitter.epoch_ms().to_string(), twitter.tick_ms().to_string(), twitter.blocks_text()];
        let texts = [Key::Epoch, Key::Tick, Key::Blocks].into_iter().zip(defaults).map(|(key, default)| {
            RwSignal::new(if choice == LayoutName::Custom { get(key.name()) } else { None }.unwrap_or(default))
        });
        let texts: [RwSignal<String>; 3] = std::array::from_fn({
            let texts: Vec<_> = texts.collect();
            move |i| texts[i]
        });
        let choice = RwSignal::new(choice);
        let unknown = RwSignal::new(unknown);
        let calm = RwSignal::new(Calm::IDLE);
        let epoch = Memo::new(move |_| texts[0].with(|t| read_epoch(t)));
        let tick = Memo::new(move |_| texts[1].with(|t| read_tick(t)));
        let custom = Memo::new(move |_| match (epoch.get(), tick.get()) {
            (Reading::Complete(epoch), Reading::Complete(tick)) => texts[2].with(|t| Layout::read(epoch, tick, t)),
            // The epoch's or the tick's own error is theirs to show; the blocks wait for them.
            (Reading::Incomplete(error) | Reading::Invalid(error), _)
            | (_, Reading::Incomplete(error) | Reading::Invalid(error)) => Reading::Incomplete(error),
        });
        let waiting = move || {
            let typing = calm.with(|c| c.typing());
            choice.get() == LayoutName::Custom
                && typing.is_some_and(|input| match input {
                    LayoutInput::Epoch => epoch.with(Reading::is_incomplete),
                    LayoutInput::Tick => tick.with(Reading::is_incomplete),
                    LayoutInput::Blocks => custom.with(Reading::is_incomplete),
                })
        };
        // The layout now, if any: a preset, or one's own.
        let now = move || -> Option<Layout> {
            if unknown.with(Option::is_some) {
                return None;
            }
            match choice.get() {
                LayoutName::Preset(preset) => Some(preset.layout()),
                LayoutName::Custom => custom.with(|c| c.value().copied()),
            }
        };
        // One's own is kept while the editor waits.
        let valid = Memo::new(move |previous: Option<&bool>| now().is_some() || (waiting() && previous == Some(&true)));
        let shown = Memo::new(move |previous: Option<&Layout>| {
            now().unwrap_or_else(|| previous.copied().unwrap_or(Layout::TWITTER))
        });
        let blocks = Memo::new(move |_| shown.with(|layout| layout.blocks().to_vec()));
        LayoutChoice { choice, unknown, texts, calm, epoch, tick, custom, valid, shown, blocks }
    }

    /// The address's pairs: none for Twitter's, `layout` for another preset, and for one's own
    /// `layout=custom` with the editor's texts as typed; a name the page does not know, as it
    /// came.
    pub fn to_query(self) -> Vec<(Key, String)> {
        if let Some(name) = self.unknown.get() {
            return vec![(Key::Layout, name)];
        }
        match self.choice.get() {
            LayoutName::Preset(Preset::Twitter) => Vec::new(),
            LayoutName::Preset(preset) => vec![(Key::Layout, preset.key().to_string())],
            LayoutName::Custom => {
                let mut pairs = vec![(Key::Layout, LayoutName::Custom.key().to_string())];
                pairs.extend(LayoutInput::ALL.map(|input| (input.key(), self.text(input))));
                pairs
            }
        }
    }

    pub fn choice(self) -> LayoutName {
        self.choice.get()
    }

    pub fn choice_untracked(self) -> LayoutName {
        self.choice.get_untracked()
    }

    /// The layout the page reads in; `None` while it cannot be. The one current layout: the
    /// ID, the tools and everything that reads an ID read in it, and while it is `None`, none
    /// of them reads anything.
    pub fn layout(self) -> Option<Layout> {
        self.valid.get().then(|| self.shown.get())
    }

    /// The same, as a signal for the tools.
    pub fn current(self) -> Signal<Option<Layout>> {
        Signal::derive(move || self.layout())
    }

    /// The layout the fields and bits are drawn for: the page's, or the last one that could be.
    pub fn shown(self) -> Layout {
        self.shown.get()
    }

    pub fn shown_signal(self) -> Signal<Layout> {
        self.shown.into()
    }

    /// The blocks of the layout on screen: what the fields and the bits are drawn from. They
    /// change with the layout, not with each digit of one's own epoch or tick.
    pub fn blocks_signal(self) -> Memo<Vec<Block>> {
        self.blocks
    }

    /// Picks a layout from the select. Choosing "your own" starts the editor from the layout
    /// on screen, so a person edits what they see.
    pub fn choose(self, choice: LayoutName) {
        if choice == LayoutName::Custom && self.choice.get_untracked() != LayoutName::Custom {
            let from = self.shown.get_untracked();
            self.texts[0].set(from.epoch_ms().to_string());
            self.texts[1].set(from.tick_ms().to_string());
            self.texts[2].set(from.blocks_text());
        }
        write_changed(self.unknown, |_| None);
        write_changed(self.calm, |_| Calm::IDLE);
        write_changed(self.choice, |_| choice);
    }

    /// One of the editor's texts.
    pub fn text(self, input: LayoutInput) -> String {
        self.texts[input as usize].get()
    }

    /// The person changed one of the editor's inputs.
    pub fn change(self, input: LayoutInput, text: String, change: Change) {
        write_changed(self.calm, |calm| calm.changed(input, change));
        self.texts[input as usize].set(text);
    }

    /// The person left an editor input, pressed Enter or paused: its text is judged now.
    pub fn judge(self, input: LayoutInput) {
        write_changed(self.calm, |calm| calm.judged(input));
    }

    /// An editor input's error, unless it is being typed and can still become valid. The
    /// blocks' input also carries what is wrong with the layout they make.
    pub fn input_error(self, input: LayoutInput) -> Option<Error> {
        if self.choice.get() != LayoutName::Custom {
            return None;
        }
        let calm = self.calm.get();
        match input {
            LayoutInput::Epoch => self.epoch.with(|epoch| calm.verdict(input, epoch).error()),
            LayoutInput::Tick => self.tick.with(|tick| calm.verdict(input, tick).error()),
            LayoutInput::Blocks => {
                let others_valid = self.epoch.with(Reading::is_complete) && self.tick.with(Reading::is_complete);
                others_valid.then(|| self.custom.with(|c| calm.verdict(input, c).error())).flatten()
            }
        }
    }

    /// Why no layout can be read, for `#layout-error`: a name the page does not know, or the
    /// first of the editor's errors.
    pub fn error(self) -> Option<Error> {
        if let Some(error) = self.unknown.with(|name| name.as_deref().map(LayoutName::read)?.err()) {
            return Some(error);
        }
        LayoutInput::ALL.into_iter().find_map(|input| self.input_error(input))
    }
}
