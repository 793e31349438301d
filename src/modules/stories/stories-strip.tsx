import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { MarkedSuspense } from '../../core/hydration-marks.tsx';
import { useHydrated } from '../../core/hydration.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { markSeen, seenStories } from './seen-stories.ts';
import { StoriesPlaceholder } from './stories-placeholder.tsx';
import { storiesQuery } from './stories-query.ts';
import './stories.css';

// The viewer opens on a tap: its code loads then, not with the home's first screen (size-budget.spec.ts).
const StoryViewer = lazy(() => import('./story-viewer.tsx'));

const NONE_SEEN: ReadonlySet<number> = new Set();

/** Round story covers on home; unseen ones wear the brand-coloured ring. */
export default function StoriesStrip() {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const { data: stories, isPending } = useQuery(storiesQuery(api, merchant.id));
  // What this device has seen joins after hydration: the server's page shows every story unseen.
  const hydrated = useHydrated();
  const [marked, setSeen] = useState<ReadonlySet<number> | null>(null);
  const seen = marked ?? (hydrated ? seenStories(merchant.id) : NONE_SEEN);
  const [openAt, setOpenAt] = useState<number | null>(null);

  if (isPending) return <StoriesPlaceholder />;
  if (!stories?.length) return null;
  return (
    <section className="stories" aria-label={t('stories.title')}>
      <ul className="stories__list">
        {stories.map((story, index) => (
          <li key={story.id}>
            <button
              type="button"
              className="stories__item"
              data-seen={seen.has(story.id)}
              onClick={() => setOpenAt(index)}
            >
              <span className="stories__ring">
                <MediaImage
                  path={story.cover}
                  width={68}
                  height={68}
                  loading="eager"
                  className="stories__cover"
                />
              </span>
              <span className="stories__title">{localize(story.title)}</span>
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <MarkedSuspense fallback={null}>
          <StoryViewer
            key={openAt}
            stories={stories}
            startAt={openAt}
            onClose={() => setOpenAt(null)}
            onStoryShown={(storyId) => setSeen(markSeen(merchant.id, storyId))}
          />
        </MarkedSuspense>
      )}
    </section>
  );
}
