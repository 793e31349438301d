/**
 * React's HTML for one server render, written whole. The page's Content-Security-Policy runs no
 * inline script, so nothing may be streamed out of order (a hidden segment put in place by a script):
 * every boundary is kept in place (progressiveChunkSize: a menu is larger than React's 12.5 KB
 * default), and the render starts with the code and data of everything it draws already loaded
 * (entry-server.tsx), so nothing suspends. Should something suspend anyway, the markers of an
 * out-of-order segment are in the HTML: the render is refused and the browser renders the page.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

const outOfOrderMarker = /<template id="|<div hidden id="S:/;

export async function renderMarkup(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const parts: Buffer[] = [];
  for await (const chunk of prelude)
    parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  const html = Buffer.concat(parts).toString('utf8');
  const at = html.search(outOfOrderMarker);
  if (at >= 0)
    throw new Error(
      `part of the page waited for code or data while rendering (a lazy component or query not loaded first), at: ${html.slice(Math.max(0, at - 300), at + 200)}`,
    );
  return html;
}
