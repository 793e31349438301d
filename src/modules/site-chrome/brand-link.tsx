import { Link } from 'react-router-dom';
import { useLocalize, useStorefront, useT } from '../../core/storefront.tsx';
import { MediaImage } from '../../ui/media-image.tsx';
import './site-chrome.css';

/** Logo (or brand name) at the start of the header, linking home. */
export default function BrandLink() {
  const { settings, merchant } = useStorefront();
  const localize = useLocalize();
  const t = useT();
  const name = settings.brand || localize(merchant.name);
  const logo = settings.logo ?? merchant.logo;
  return (
    <Link to="/" className="brand-link" aria-label={t('site-chrome.home', { name })}>
      {logo ? (
        <MediaImage
          path={logo}
          width={40}
          height={40}
          className="brand-link__logo"
          loading="eager"
          media={{ format: 'png' }}
        />
      ) : null}
      {/* dir="auto": a Latin name in an Arabic page truncates at its own end. */}
      <span className="brand-link__name" dir="auto">
        {name}
      </span>
    </Link>
  );
}
