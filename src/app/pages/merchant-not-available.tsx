import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageState } from '../../ui/page-state.tsx';
import { Splash } from './splash.tsx';
import { useStandaloneMessages } from './standalone-messages.ts';

/** Route merchantNotAvailable (auth layout): no merchant matches this address. */
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
        title={messages.format('app.merchantNotAvailable.title')}
        message={messages.format('app.merchantNotAvailable.message')}
      />
    </main>
  );
}
