// The first screen: what waits for an operator now. Applications and reports waiting, refunds that failed
// or have been pending over an hour, reservations that end today, captures for another amount: each a
// count and its first few.
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatIndianNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelSection, PanelTitle } from '../../dealer-hub/components/panel-section';
import { todayQuery } from '../api/today';
import { applicationPath, carPath, orderPath, RecordLink } from '../components/links';
import { TableOrEmpty } from '../components/paged-table';
import { QueryView } from '../components/query-view';
import { OpsStatusTag } from '../components/status-tags';
import { formatRupees, formatWhen, humanize } from '../format';

function Count({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'block',
        p: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: value > 0 ? 'text.primary' : 'divider',
        borderRadius: '12px',
        color: 'inherit',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'navy.fill' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Typography
        component="span"
        sx={{ display: 'block', fontSize: 32, fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
      >
        {formatIndianNumber(value)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Box>
  );
}

const allLink = (to: string, total: number, shown: number) =>
  total > shown ? (
    <Link component={RouterLink} to={to} variant="body2">
      All {formatIndianNumber(total)}
    </Link>
  ) : undefined;

export function TodayPage() {
  usePageTitle('Today · Operations');
  const today = useQuery(todayQuery());
  return (
    <>
      <PanelTitle sub="What waits for an operator now. Times are India's.">Today</PanelTitle>
      <QueryView query={today} loading="Loading today's queue" rows={4}>
        {(t) => {
          const refundsWaiting = t.refunds_failed + t.refunds_pending_over_an_hour;
          return (
            <>
              <Box
                component="nav"
                aria-label="Counts"
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, mb: 4 }}
              >
                <Count to="/ops/applications" value={t.applications_waiting} label="Applications waiting" />
                <Count to="/ops/reports" value={t.reports_waiting} label="Reports waiting" />
                <Count to="/ops/money/refunds?status=failed" value={refundsWaiting} label="Refunds failed or late" />
                <Count to="/ops#today-reservations" value={t.reservations_ending_today} label="Reservations ending today" />
                <Count to="/ops/money/reconciliation" value={t.payment_anomalies} label="Captures for another amount today" />
              </Box>

              <PanelSection
                id="today-applications"
                title="Applications waiting"
                aside={allLink('/ops/applications', t.applications_waiting, t.first.applications.length)}
              >
                <TableOrEmpty
                  empty="No dealership waits for a decision."
                  caption="Applications waiting, oldest first"
                  rows={t.first.applications}
                  rowKey={(a) => a.application_id}
                  columns={[
                    {
                      key: 'name',
                      label: 'Business',
                      phone: 'title',
                      render: (a) => <RecordLink to={applicationPath(a.application_id)}>{a.business_name}</RecordLink>,
                    },
                    { key: 'number', label: 'Number', render: (a) => a.application_number },
                    { key: 'city', label: 'City', render: (a) => a.city },
                    { key: 'at', label: 'Submitted', render: (a) => formatWhen(a.submitted_at) },
                  ]}
                />
              </PanelSection>

              <PanelSection
                id="today-reports"
                title="Reports waiting"
                aside={allLink('/ops/reports', t.reports_waiting, t.first.reports.length)}
              >
                <TableOrEmpty
                  empty="No report of a listing waits."
                  caption="Reports waiting, oldest first"
                  rows={t.first.reports}
                  rowKey={(r) => r.report_id}
                  columns={[
                    {
                      key: 'car',
                      label: 'Car',
                      phone: 'title',
                      render: (r) => <RecordLink to={carPath(r.car.id)}>{r.car.name}</RecordLink>,
                    },
                    { key: 'reason', label: 'Reason', render: (r) => humanize(r.reason) },
                    { key: 'by', label: 'Reported by', render: (r) => r.buyer.name },
                    { key: 'at', label: 'Reported', render: (r) => formatWhen(r.created_at) },
                  ]}
                />
              </PanelSection>

              <PanelSection
                id="today-refunds"
                title="Refunds failed or pending over an hour"
                aside={allLink('/ops/money/refunds?status=failed', refundsWaiting, t.first.refunds.length)}
              >
                <TableOrEmpty
                  empty="Every refund is settled or on its way."
                  caption="Refunds failed or pending over an hour"
                  rows={t.first.refunds}
                  rowKey={(r) => r.refund_id}
                  columns={[
                    {
                      key: 'order',
                      label: 'Order',
                      phone: 'title',
                      render: (r) => <RecordLink to={orderPath(r.order_id)}>Order {r.order_id}</RecordLink>,
                    },
                    { key: 'amount', label: 'Amount', numeric: true, render: (r) => formatRupees(r.amount) },
                    { key: 'status', label: 'Status', render: (r) => <OpsStatusTag status={r.status} /> },
                    { key: 'at', label: 'Asked', render: (r) => formatWhen(r.created_at) },
                  ]}
                />
              </PanelSection>

              <PanelSection id="today-reservations" title="Reservations ending today">
                <TableOrEmpty
                  empty="No paid reservation ends today."
                  caption="Reservations ending today"
                  rows={t.first.reservations}
                  rowKey={(r) => r.booking_id}
                  columns={[
                    {
                      key: 'car',
                      label: 'Car',
                      phone: 'title',
                      render: (r) => <RecordLink to={carPath(r.car_id)}>{r.car_name}</RecordLink>,
                    },
                    { key: 'buyer', label: 'Buyer', render: (r) => r.buyer_name },
                    { key: 'dealer', label: 'Dealer', render: (r) => r.dealer_name },
                    { key: 'ends', label: 'Ends', render: (r) => formatWhen(r.ends_at) },
                  ]}
                />
              </PanelSection>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
