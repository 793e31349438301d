/**
 * The console once signed in: waits for consoleMe (which decides the navigation), then the screens
 * this member may use. A screen one may not use is not routed at all (the server refuses it anyway).
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useConsole } from '../app/console-context.ts';
import { may, useMe } from '../session/use-me.ts';
import { PageMessage } from '../ui/page-message.tsx';
import { ConsoleHeader } from './console-header.tsx';
import { BoardScreen } from '../board/board-screen.tsx';

// The board is what a kitchen opens first; the other screens load when first opened.
const OrderScreen = lazy(() => import('../order/order-screen.tsx'));
const StopListScreen = lazy(() => import('../stop-list/stop-list-screen.tsx'));
const BranchesScreen = lazy(() => import('../branches/branches-screen.tsx'));
const StaffScreen = lazy(() => import('../staff/staff-screen.tsx'));
const AuditScreen = lazy(() => import('../audit/audit-screen.tsx'));
const StudioScreen = lazy(() => import('../studio/studio-screen.tsx'));
const MenuScreen = lazy(() => import('../menu/menu-screen.tsx'));
const NewStoreScreen = lazy(() => import('../onboarding/new-store-screen.tsx'));

export function SignedInConsole() {
  const { t } = useConsole();
  const me = useMe();
  if (me.isError) return <PageMessage title={t('app.title')} text={me.error.message} />;
  if (!me.data) return <PageMessage title={t('app.title')} text={t('app.loading')} busy />;
  const data = me.data;
  const loading = <p role="status">{t('app.loading')}</p>;
  return (
    <>
      <ConsoleHeader me={data} />
      <main className="console-main">
        <Suspense fallback={loading}>
          <Routes>
            {may(data, 'orders') && <Route path="/" element={<BoardScreen />} />}
            {may(data, 'orders') && <Route path="/orders/:id" element={<OrderScreen />} />}
            {may(data, 'stopList') && <Route path="/stop-list" element={<StopListScreen />} />}
            {may(data, 'stopList') && <Route path="/branches" element={<BranchesScreen />} />}
            {may(data, 'staff') && <Route path="/staff" element={<StaffScreen />} />}
            {may(data, 'audit') && <Route path="/audit" element={<AuditScreen />} />}
            {may(data, 'settings') && <Route path="/settings" element={<StudioScreen />} />}
            {may(data, 'settings') && <Route path="/menu" element={<MenuScreen />} />}
            {may(data, 'staff') && <Route path="/new-store" element={<NewStoreScreen />} />}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </main>
    </>
  );
}
