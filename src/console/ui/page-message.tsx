/** A whole page that only says something: loading, no merchant, nothing to show. */
export function PageMessage({ title, text, busy = false }: { title: string; text: string; busy?: boolean }) {
  return (
    <main className="console-center" aria-busy={busy}>
      <h1>{title}</h1>
      <p role={busy ? 'status' : undefined}>{text}</p>
    </main>
  );
}
