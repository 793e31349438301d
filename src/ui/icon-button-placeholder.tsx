/** Holds an icon button's place in the header while its code loads, so nothing beside it moves. */
export function IconButtonPlaceholder() {
  return <span style={{ display: 'block', width: 44, height: 44, flex: 'none' }} aria-hidden="true" />;
}
