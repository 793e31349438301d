import { useEffect, useRef, useState } from 'react';
import { Slot } from '../../core/layout/slot.tsx';

/**
 * The footer's links to the extra pages come once the page has settled (loaded, then a quiet moment)
 * and the footer nears the screen: they need the pages' titles (a call) and their own code, which a
 * page's first download does without. Before the page settles its content is still arriving, and a
 * footer that looks near then is only a footer under an empty menu. Eager and this small on purpose:
 * it is in every page's first download.
 */
export function FooterLinksWhenNear() {
  const [near, setNear] = useState(false);
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = mark.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '300px 0px',
      },
    );
    const observe = () => observer.observe(element);
    const settle = () =>
      typeof window.requestIdleCallback === 'function'
        ? requestIdleCallback(observe)
        : setTimeout(observe, 200);
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      observer.disconnect();
    };
  }, [near]);
  return near ? <Slot name="extra-pages.links" /> : <div ref={mark} />;
}
