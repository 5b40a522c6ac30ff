// The Vendor's Hub: the dealer's part of the web app, mounted lazily at /vendor/* by the
// route table and never server-rendered: on the server it renders nothing (the page arrives as the
// app shell), in the browser the dealer's own session decides between sign-in and the panel. A
// buyer's token is never read here. Every panel page is noindex.
import { Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '../components/page-error-boundary';
import { BrowserOnlyPanel } from '../components/panel/panel-shell';
import { useAuth } from '../lib/auth';
import { usePageTitle } from '../lib/use-page-title';
import { vendorKeys } from './api/keys';
import { BookingsPage } from './pages/bookings-page';
import { InspectionPage } from './pages/inspection-page';
import { EditListingPage, NewListingPage } from './pages/listing-form-page';
import { ListingPage } from './pages/listing-page';
import { ListingsPage } from './pages/listings-page';
import { NotificationsPage } from './pages/notifications-page';
import { OfferPage } from './pages/offer-page';
import { OffersPage } from './pages/offers-page';
import { SignInPage } from './pages/sign-in-page';
import { TestDrivesPage } from './pages/test-drives-page';
import { TodayPage } from './pages/today-page';
import { useSignOutNotice, useVendorSession } from './session';
import { VendorLayout } from './vendor-layout';

function PanelNotFound() {
  usePageTitle("Not found · Vendor's Hub");
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        This page is not part of the Vendor&apos;s Hub
      </Typography>
      <Button component={RouterLink} to="/vendor" variant="outlined">
        Back to Today
      </Button>
    </>
  );
}

function VendorPanel() {
  const session = useVendorSession();
  const buyer = useAuth();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const notice = useSignOutNotice();

  useEffect(() => {
    if (session) return;
    // Signed out (by the dealer, another tab, or a refused token): nothing of the dealer's stays.
    queryClient.removeQueries({ queryKey: vendorKeys.all });
  }, [session, queryClient]);

  if (!session) {
    const asBuyer = buyer.isAuthenticated
      ? "You are signed in as a buyer. The Vendor's Hub is for dealers: sign in with the phone registered for your dealership."
      : undefined;
    return <SignInPage notice={notice ?? asBuyer} />;
  }
  return (
    <VendorLayout session={session}>
      <PageErrorBoundary resetKey={pathname}>
        <Routes>
          <Route index element={<TodayPage session={session} />} />
          <Route path="offers" element={<OffersPage />} />
          <Route path="offers/:offerId" element={<OfferPage />} />
          <Route path="test-drives" element={<TestDrivesPage />} />
          <Route path="bookings" element={<BookingsPage />} />
          <Route path="listings" element={<ListingsPage />} />
          <Route path="listings/new" element={<NewListingPage session={session} />} />
          <Route path="listings/:carId" element={<ListingPage />} />
          <Route path="listings/:carId/edit" element={<EditListingPage session={session} />} />
          <Route path="listings/:carId/inspection" element={<InspectionPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="*" element={<PanelNotFound />} />
        </Routes>
      </PageErrorBoundary>
    </VendorLayout>
  );
}

export function VendorApp() {
  return (
    <BrowserOnlyPanel>
      <VendorPanel />
    </BrowserOnlyPanel>
  );
}
