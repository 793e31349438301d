import { useEffect, useEffectEvent, useState } from 'react';
import type { Story } from '../../contract/index.ts';
import { useLocalize, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { next, previous, type Position } from './story-player.ts';

interface Props {
  stories: readonly Story[];
  /** The story to start with; the parent keys the viewer by it, so each opening starts fresh. */
  startAt: number | null;
  onClose: () => void;
  onStoryShown: (storyId: number) => void;
}

/**
 * Full-screen story viewer: slides advance on their own after their duration (paused while the
 * finger is down); tapping the start side goes back, the end side forward.
 */
export default function StoryViewer({ stories, startAt, onClose, onStoryShown }: Props) {
  const t = useT();
  const localize = useLocalize();
  const [position, setPosition] = useState<Position>({ story: startAt ?? 0, slide: 0 });
  const [paused, setPaused] = useState(false);
  const counts = stories.map((s) => s.slides.length);
  const story = stories[position.story];
  const slide = story?.slides[position.slide];

  // The latest callback, without making it a reason to re-run the effect below.
  const storyShown = useEffectEvent((id: number) => onStoryShown(id));
  const storyId = story?.id;
  useEffect(() => {
    if (startAt !== null && storyId !== undefined) storyShown(storyId);
  }, [storyId, startAt]);

  const forward = () => {
    const step = next(position, counts);
    if (step === 'end') onClose();
    else setPosition(step);
  };

  const advance = useEffectEvent(forward);
  useEffect(() => {
    if (startAt === null || paused || !slide) return;
    const timer = window.setTimeout(advance, slide.duration);
    return () => window.clearTimeout(timer);
  }, [startAt, paused, slide]);

  return (
    <Sheet
      open={startAt !== null && !!slide}
      onClose={onClose}
      title={story ? localize(story.title) : ''}
      closeLabel={t('stories.close')}
      placement="full"
    >
      {story && slide ? (
        <div
          className="story"
          onPointerDown={() => setPaused(true)}
          onPointerUp={() => setPaused(false)}
          onPointerCancel={() => setPaused(false)}
        >
          <div className="story__bars" aria-hidden="true">
            {story.slides.map((s, index) => (
              <span key={s.id} className="story__bar">
                <span
                  className="story__fill"
                  data-state={index < position.slide ? 'done' : index === position.slide ? 'active' : 'todo'}
                  style={
                    index === position.slide
                      ? {
                          animationDuration: `${s.duration}ms`,
                          animationPlayState: paused ? 'paused' : 'running',
                        }
                      : undefined
                  }
                />
              </span>
            ))}
          </div>
          <MediaImage
            key={slide.id}
            path={slide.image}
            width={360}
            height={640}
            loading="eager"
            alt={localize(slide.title) || localize(story.title)}
            className="story__image"
          />
          {slide.title ? <p className="story__caption">{localize(slide.title)}</p> : null}
          <button
            type="button"
            className="story__zone story__zone--back"
            aria-label={t('stories.previous')}
            onClick={() => setPosition(previous(position, counts))}
          />
          <button
            type="button"
            className="story__zone story__zone--next"
            aria-label={t('stories.next')}
            onClick={forward}
          />
        </div>
      ) : null}
    </Sheet>
  );
}
