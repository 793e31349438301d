/** Holds the search button's place while its code loads, so the header buttons do not move. */
export function SearchPlaceholder() {
  return <span style={{ display: 'block', width: 44, height: 44, flex: 'none' }} aria-hidden="true" />;
}
