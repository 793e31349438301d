import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, matchPath } from 'react-router-dom';
import type { Banner } from '../../contract/index.ts';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import { BANNER_IMAGE, BANNER_SIZES } from '../../core/banner-image.ts';
import { BannersPlaceholder } from './banners-placeholder.tsx';
import { bannersQuery } from './banners-query.ts';
import './banners.css';

const targetOf = (banner: Banner): string | null =>
  banner.productId ? `/product/${banner.productId}` : (banner.link ?? null);

/**
 * A banner links only where the storefront has a page: a link to a module that is off (or not built)
 * would be a dead end, so the banner shows as a plain picture instead.
 */
function useReachable(): (target: string) => boolean {
  const { registry, settings } = useStorefront();
  const patterns = useMemo(
    () => ['/', ...registry.routes(settings).map((r) => r.path)],
    [registry, settings],
  );
  return useCallback(
    (target: string) => {
      const pathname = target.split(/[?#]/)[0] ?? target;
      return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
    },
    [patterns],
  );
}

/**
 * Home banners as a swipeable strip. A failed or empty banner list shows nothing: banners are a
 * bonus, the menu below is what matters.
 */
export default function BannerCarousel() {
  const { api, merchant } = useStorefront();
  const t = useT();
  const localize = useLocalize();
  const { data: banners, isPending } = useQuery(bannersQuery(api, merchant.id));
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const reachable = useReachable();

  if (isPending) return <BannersPlaceholder />;
  if (!banners?.length) return null;
  const goTo = (index: number) => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (track && slide) track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: 'smooth' });
  };

  return (
    <section className="banners" aria-roledescription="carousel" aria-label={t('banners.title')}>
      {/* A list: assistive technology says "1 of 3" of a list item by itself (a label on it is not read). */}
      <ul
        className="banners__track"
        ref={trackRef}
        onScroll={(e) => {
          const track = e.currentTarget;
          const width = track.firstElementChild?.clientWidth ?? 1;
          setCurrent(Math.round(Math.abs(track.scrollLeft) / width));
        }}
      >
        {banners.map((banner, index) => {
          const title = localize(banner.title);
          const image = (
            <MediaImage
              path={banner.image}
              width={BANNER_IMAGE.width}
              height={BANNER_IMAGE.height}
              media={{ quality: BANNER_IMAGE.quality }}
              sizes={BANNER_SIZES}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              alt={title}
              className="banners__image"
            />
          );
          const wanted = targetOf(banner);
          const target = wanted && reachable(wanted) ? wanted : null;
          return (
            <li key={banner.id} className="banners__slide">
              {target ? (
                <Link to={target} className="banners__link">
                  {image}
                </Link>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 ? (
        <div className="banners__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banners__dot"
              aria-label={t('banners.goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
