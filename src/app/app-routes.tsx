/**
 * Routes: the app's own (home, blocked, 404) plus every enabled module's, each inside its layout.
 * Recomputed from the settings, so switching a module off removes its routes.
 */
import { MarkedSuspense } from '../core/hydration-marks.tsx';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '../core/error-boundary.tsx';
import { useDocumentTitle } from './document-title.ts';
import { useScrollOnNavigate } from './scroll-on-navigate.ts';
import { LayoutView } from '../core/layout/layout-view.tsx';
import { componentOf } from '../core/registry/components.ts';
import type { LayoutName } from '../core/registry/define-module.ts';
import { useStorefront, useT } from '../core/storefront.tsx';
import { writeCookie } from '../core/tenant/cookies.ts';
import { routeStep } from '../core/tenant/route-step.ts';
import { Skeleton } from '../ui/page-state.tsx';
import { BlockedPage } from './pages/blocked.tsx';
import { ErrorPage } from './pages/error-page.tsx';
import { HomePage } from './pages/home.tsx';
import { MerchantNotAvailable } from './pages/merchant-not-available.tsx';
import { NotFoundPage } from './pages/not-found.tsx';

function PageLoading() {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 12 }} aria-busy="true">
      <Skeleton width="60%" height={28} />
      <Skeleton width="100%" height={240} />
    </div>
  );
}

/** A layout from layouts/ with the routed page in its outlet; a page that throws shows the error page. */
function LayoutRoute({ name }: { name: LayoutName }) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <LayoutView name={name}>
        <ErrorBoundary key={pathname} fallback={(error) => <ErrorPage error={error} />}>
          <MarkedSuspense fallback={<PageLoading />}>
            <Outlet />
          </MarkedSuspense>
        </ErrorBoundary>
      </LayoutView>
    </>
  );
}

/** The global route step for links followed inside the app (the first load is stepped in main.tsx). */
function useRouteStep() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { setLanguage, activeLanguages } = useStorefront();
  useEffect(() => {
    const step = routeStep(pathname);
    if (step.path === pathname) return;
    if (step.page) writeCookie('page', step.page);
    // A language the merchant does not have is left out: the page opens in the current one.
    if (step.lang && activeLanguages.includes(step.lang)) setLanguage(step.lang);
    navigate(step.path, { replace: true });
  }, [pathname, navigate, setLanguage, activeLanguages]);
}

const layouts: LayoutName[] = ['default', 'auth', 'extra', 'map'];

export function AppRoutes() {
  const { registry, settings, merchant } = useStorefront();
  useRouteStep();
  useDocumentTitle();
  useScrollOnNavigate();
  const moduleRoutes = useMemo(() => registry.routes(settings), [registry, settings]);

  if (!merchant.isActive) {
    return (
      <Routes>
        <Route element={<LayoutRoute name="auth" />}>
          <Route path="/blocked" element={<BlockedPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/blocked" replace />} />
      </Routes>
    );
  }

  return (
    <Routes>
      {layouts.map((layout) => (
        <Route key={layout} element={<LayoutRoute name={layout} />}>
          {layout === 'default' ? <Route index element={<HomePage />} /> : null}
          {moduleRoutes
            .filter((route) => route.layout === layout)
            .map((route) => {
              const Page = componentOf(route.load);
              return <Route key={route.name} path={route.path} element={<Page />} />;
            })}
          {layout === 'default' ? <Route path="/blocked" element={<BlockedPage />} /> : null}
          {layout === 'default' ? <Route path="*" element={<NotFoundPage />} /> : null}
        </Route>
      ))}
      <Route path="/merchantNotAvailable" element={<MerchantNotAvailable />} />
    </Routes>
  );
}
