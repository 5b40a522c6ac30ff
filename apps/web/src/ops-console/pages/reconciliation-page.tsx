// A day's money as the ledger holds it (captured, refunded and net by provider) and the captures that did
// not match their order, with the run that asks the provider about payments whose webhook never came.
import { ReconciliationQuerySchema, type PaymentAnomaly, type Reconciliation } from '@luxe/contract/ops-console';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { InputField } from '../../components/input-field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelTitle } from '../../dealer-hub/components/panel-section';
import { reconciliationQuery, useReconcile } from '../api/money';
import { orderPath, RecordLink } from '../components/links';
import { MoneyTabs } from '../components/money-tabs';
import { TableOrEmpty } from '../components/paged-table';
import { QueryView } from '../components/query-view';
import { OpsStatusTag } from '../components/status-tags';
import { formatWhen, problemOf } from '../format';
import { useListParams } from '../use-list-params';

/** Paise as rupees to the paisa: a capture for another amount need not be whole rupees. */
const paise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const formatPaise = (p: number) => paise.format(p / 100);

/** Today in India, as YYYY-MM-DD. */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

type Provider = Reconciliation['providers'][number];
const providerColumns = [
  {
    key: 'provider',
    label: 'Provider',
    phone: 'title' as const,
    render: (p: Provider) => <strong>{p.provider === 'test' ? 'Test gateway' : 'Razorpay'}</strong>,
  },
  { key: 'captures', label: 'Captures', numeric: true, render: (p: Provider) => p.captures },
  { key: 'captured', label: 'Captured', numeric: true, render: (p: Provider) => formatPaise(p.captured_paise) },
  { key: 'refunds', label: 'Refunds', numeric: true, render: (p: Provider) => p.refunds },
  { key: 'refunded', label: 'Refunded', numeric: true, render: (p: Provider) => formatPaise(p.refunded_paise) },
  { key: 'net', label: 'Net', numeric: true, render: (p: Provider) => <strong>{formatPaise(p.net_paise)}</strong> },
];

const anomalyColumns = [
  {
    key: 'order',
    label: 'Order',
    phone: 'title' as const,
    render: (a: PaymentAnomaly) => <RecordLink to={orderPath(a.order_id)}>Order {a.order_id}</RecordLink>,
  },
  { key: 'payment', label: 'Payment', render: (a: PaymentAnomaly) => a.provider_payment_id },
  { key: 'expected', label: 'Order amount', numeric: true, render: (a: PaymentAnomaly) => formatPaise(a.expected_paise) },
  { key: 'captured', label: 'Captured', numeric: true, render: (a: PaymentAnomaly) => formatPaise(a.captured_paise) },
  { key: 'refund', label: 'Refund', render: (a: PaymentAnomaly) => (a.refund ? <OpsStatusTag status={a.refund.status} /> : '—') },
  { key: 'at', label: 'When', render: (a: PaymentAnomaly) => formatWhen(a.at) },
];

function DayPicker({ value, onApply }: { value: string; onApply: (date: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = problemOf(ReconciliationQuerySchema, { date: draft });
    setProblem(wrong);
    if (!wrong) onApply(draft);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Choose a day"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'start', flexWrap: 'wrap' }}
    >
      <InputField
        label="Day (India)"
        type="date"
        size="small"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        error={problem !== null}
        helperText={problem ?? undefined}
      />
      <Button type="submit" variant="outlined" sx={{ mt: '28px' }}>
        Show
      </Button>
    </Box>
  );
}

export function ReconciliationPage() {
  usePageTitle('Reconciliation · Operations');
  const { params, show } = useListParams();
  const date = params.get('date') ?? indiaToday();
  const day = useQuery(reconciliationQuery(date));
  const reconcile = useReconcile();
  const runNow = async () => {
    try {
      const r = await reconcile.mutateAsync();
      toast.success(
        `Asked the provider about ${r.checked} waiting order${r.checked === 1 ? '' : 's'}: ${r.settled} settled, ${r.anomalies} for another amount, ${r.unpaid} not paid, ${r.unreachable} not answered.`,
      );
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <>
      <PanelTitle sub="What the ledger holds for a day, India's time: every capture and every processed refund, by provider.">
        Money
      </PanelTitle>
      <MoneyTabs current="/ops/money/reconciliation" />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
      >
        <DayPicker key={date} value={date} onApply={(next) => show({ date: next })} />
        <Box sx={{ maxWidth: 420 }}>
          <Button variant="contained" onClick={() => void runNow()} disabled={reconcile.isPending}>
            Ask the provider now
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Settles every order still waiting for its payment after a minute, as its lost webhook would have. A job does the same every
            minute for orders waiting 20 minutes.
          </Typography>
        </Box>
      </Stack>
      <QueryView query={day} loading="Loading the day's money">
        {(d) => (
          <Stack spacing={3}>
            <section aria-labelledby="day-totals">
              <Typography id="day-totals" variant="h3" component="h2" sx={{ mb: 1 }}>
                Totals by provider
              </Typography>
              <TableOrEmpty
                empty="No money moved this day."
                caption={`Money of ${d.date} by provider`}
                columns={providerColumns}
                rows={d.providers}
                rowKey={(p) => p.provider}
              />
            </section>
            <section aria-labelledby="day-anomalies">
              <Typography id="day-anomalies" variant="h3" component="h2" sx={{ mb: 1 }}>
                Captures for another amount ({d.anomalies.length})
              </Typography>
              <TableOrEmpty
                empty="None: every capture this day matched its order."
                caption={`Captures for another amount on ${d.date}`}
                columns={anomalyColumns}
                rows={d.anomalies}
                rowKey={(a) => a.anomaly_id}
                highlight={(a) => a.refund?.status !== 'processed'}
              />
            </section>
          </Stack>
        )}
      </QueryView>
    </>
  );
}
