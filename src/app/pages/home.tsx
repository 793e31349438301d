import { LayoutView } from '../../core/layout/layout-view.tsx';
import { useStorefront } from '../../core/storefront.tsx';
import { localize } from '../../core/i18n/localize.ts';

/** Route index: the home page document (layouts/home.json) places the modules' home slots. */
export function HomePage() {
  const { merchant, settings, lang } = useStorefront();
  const name = settings.brand || localize(merchant.name, lang);
  return (
    <>
      <h1 className="visually-hidden">{name}</h1>
      <LayoutView name="home" />
    </>
  );
}
