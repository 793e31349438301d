/**
 * Runs `task` once the page has loaded and painted and the browser has a quiet moment: after the
 * window's load event, then in an idle callback (a time-out where the browser has none, as Safari).
 * Returns the way to give up waiting.
 */
export function afterFirstPaintIdle(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function')
      idleHandle = win.requestIdleCallback(() => !cancelled && task(), { timeout: 4000 });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  const onLoad = () => {
    win.removeEventListener('load', onLoad);
    whenIdle();
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', onLoad);
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    if (idleHandle !== null) win.cancelIdleCallback(idleHandle);
    if (timer !== null) clearTimeout(timer);
  };
}
