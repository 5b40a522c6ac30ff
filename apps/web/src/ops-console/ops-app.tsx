// The operators' console: its own part of the web app, mounted lazily at /ops/* by the route table and
// never server-rendered (on the server it renders nothing; the page arrives as the app shell, noindex).
// In the browser the operator's own session decides between sign-in and the console; a buyer's or a
// dealer's token is never read here.
import { Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { BrowserOnlyPanel } from '../components/panel/panel-shell';
import { usePageTitle } from '../lib/use-page-title';
import { opsKeys } from './api/keys';
import { OpsLayout } from './ops-layout';
import { ApplicationsPage } from './pages/applications-page';
import { AuditPage } from './pages/audit-page';
import { CarPage } from './pages/car-page';
import { CarsPage } from './pages/cars-page';
import { DealerPage } from './pages/dealer-page';
import { DealersPage } from './pages/dealers-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { ReconciliationPage } from './pages/reconciliation-page';
import { RefundsPage } from './pages/refunds-page';
import { ReportsPage } from './pages/reports-page';
import { SignInPage } from './pages/sign-in-page';
import { TodayPage } from './pages/today-page';
import { SESSION_ENDED, signOutOperator, useOpsSession, useOpsSignOutNotice } from './session';

/** setTimeout's longest wait. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function ConsoleNotFound() {
  usePageTitle('Not found · Operations');
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        This page is not part of the operators&apos; console
      </Typography>
      <Button component={RouterLink} to="/ops" variant="outlined">
        Back to Today
      </Button>
    </>
  );
}

function Console() {
  const session = useOpsSession();
  const notice = useOpsSignOutNotice();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  useEffect(() => {
    if (session) return;
    // Signed out (by the operator, another tab, a refused token or the clock): nothing of the operator's stays.
    queryClient.removeQueries({ queryKey: opsKeys.all });
  }, [session, queryClient]);

  useEffect(() => {
    if (!session) return;
    // The server stops taking the token after 8 hours: the console signs out then, saying why.
    const left = new Date(session.expiresAt).getTime() - Date.now();
    const timer = setTimeout(() => signOutOperator(SESSION_ENDED), Math.min(Math.max(0, left), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [session]);

  if (!session) return <SignInPage notice={notice ?? undefined} />;
  return (
    <OpsLayout session={session}>
      <PageErrorBoundary resetKey={pathname}>
        <Routes>
          <Route index element={<TodayPage />} />
          <Route path="applications" element={<ApplicationsPage />} />
          <Route path="dealers" element={<DealersPage />} />
          <Route path="dealers/:vendorId" element={<DealerPage />} />
          <Route path="listings" element={<CarsPage />} />
          <Route path="listings/:carId" element={<CarPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="money" element={<OrdersPage />} />
          <Route path="money/orders/:orderId" element={<OrderPage />} />
          <Route path="money/refunds" element={<RefundsPage />} />
          <Route path="money/reconciliation" element={<ReconciliationPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="*" element={<ConsoleNotFound />} />
        </Routes>
      </PageErrorBoundary>
    </OpsLayout>
  );
}

export function OpsApp() {
  return (
    <BrowserOnlyPanel>
      <Console />
    </BrowserOnlyPanel>
  );
}
