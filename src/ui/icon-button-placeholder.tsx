/** The icon button's size (button.css): the header may ask for a smaller one. */
const size = 'var(--header-button, 44px)';

/** Holds an icon button's place in the header while its code loads, so nothing beside it moves. */
export function IconButtonPlaceholder() {
  return <span style={{ display: 'block', width: size, height: size, flex: 'none' }} aria-hidden="true" />;
}
