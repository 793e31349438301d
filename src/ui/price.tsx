import './price.css';

/** A price, with the old price struck through when there is a discount. Texts come formatted. */
export function Price({
  current,
  old,
  oldLabel,
}: {
  current: string;
  old?: string | null;
  oldLabel?: string;
}) {
  return (
    <span className="price">
      <span className="price__current">{current}</span>
      {old ? (
        <s className="price__old">
          {oldLabel ? <span className="visually-hidden">{oldLabel} </span> : null}
          {old}
        </s>
      ) : null}
    </span>
  );
}
