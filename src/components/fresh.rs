//! [`Fresh`]: a view that is built anew, never updated in place.

use leptos::tachys::html::attribute::any_attribute::AnyAttribute;
use leptos::tachys::html::attribute::Attribute;
use leptos::tachys::hydration::Cursor;
use leptos::tachys::view::add_attr::AddAnyAttr;
use leptos::tachys::view::{Mountable, Position, PositionState, Render, RenderHtml};

/// A view that replaces what it showed when it is shown again, where a view is otherwise
/// updated in place, node by node.
///
/// For parts that change rarely or are a few nodes (the fields and the bits' blocks, which
/// change with the layout's blocks; a message): a `move ||` child is compiled with both the
/// code that builds its view and the code that updates it, and for a list of whole components
/// the second is as large as the first. Building anew needs only the first.
pub struct Fresh<V>(pub V);

impl<V: Render> Render for Fresh<V> {
    type State = V::State;

    fn build(self) -> Self::State {
        self.0.build()
    }

    fn rebuild(self, state: &mut Self::State) {
        let mut new = self.0.build();
        state.insert_before_this(&mut new);
        state.unmount();
        *state = new;
    }
}

impl<V: AddAnyAttr> AddAnyAttr for Fresh<V> {
    type Output<A: Attribute> = Fresh<V::Output<A>>;

    fn add_any_attr<A: Attribute>(self, attr: A) -> Self::Output<A>
    where
        Self::Output<A>: RenderHtml,
    {
        Fresh(self.0.add_any_attr(attr))
    }
}

impl<V: RenderHtml> RenderHtml for Fresh<V> {
    type AsyncOutput = Fresh<V::AsyncOutput>;
    type Owned = Fresh<V::Owned>;

    const MIN_LENGTH: usize = V::MIN_LENGTH;
    const EXISTS: bool = V::EXISTS;

    fn dry_resolve(&mut self) {
        self.0.dry_resolve();
    }

    async fn resolve(self) -> Self::AsyncOutput {
        Fresh(self.0.resolve().await)
    }

    fn html_len(&self) -> usize {
        self.0.html_len()
    }

    fn to_html_with_buf(
        self,
        buf: &mut String,
        position: &mut Position,
        escape: bool,
        mark_branches: bool,
        extra_attrs: Vec<AnyAttribute>,
    ) {
        self.0.to_html_with_buf(buf, position, escape, mark_branches, extra_attrs);
    }

    fn hydrate<const FROM_SERVER: bool>(self, cursor: &Cursor, position: &PositionState) -> Self::State {
        self.0.hydrate::<FROM_SERVER>(cursor, position)
    }

    fn into_owned(self) -> Self::Owned {
        Fresh(self.0.into_owned())
    }
}
