import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGE_PAGES_NAMESPACE } from '../../core/message-pages/message-page-texts.ts';
import { PageState } from '../../ui/page-state.tsx';
import { Splash } from './splash.tsx';
import { useStandaloneMessages } from './standalone-messages.ts';

/**
 * Route merchantNotAvailable (auth layout): no merchant matches this address. The server answers an
 * address of no merchant with its own small page (server/pages/message-page.ts); this screen is for a
 * storefront already running when the merchant turns out unknown. Its texts are the server page's.
 */
export function MerchantNotAvailable() {
  const messages = useStandaloneMessages();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/merchantNotAvailable') navigate('/merchantNotAvailable', { replace: true });
  }, [pathname, navigate]);
  if (!messages) return <Splash />;
  return (
    <main id="main" className="layout layout--auth">
      <PageState
        title={messages.format(`${MESSAGE_PAGES_NAMESPACE}.merchantNotAvailable.title`)}
        message={messages.format(`${MESSAGE_PAGES_NAMESPACE}.merchantNotAvailable.message`)}
      />
    </main>
  );
}
