// The console's statuses as quiet tags (the dealer panel's StatusTag): waiting ones warm, good ones green.
import { StatusTag } from '../../dealer-hub/components/status-tag';
import { humanize } from '../format';

type Tone = Parameters<typeof StatusTag>[0]['tone'];

const tones: Record<string, Tone> = {
  submitted: 'waiting',
  approved: 'good',
  rejected: 'closed',
  active: 'good',
  suspended: 'closed',
  available: 'good',
  reserved: 'waiting',
  sold: 'neutral',
  withdrawn: 'closed',
  open: 'waiting',
  closed: 'closed',
  created: 'neutral',
  paid: 'good',
  failed: 'waiting',
  pending: 'waiting',
  processed: 'good',
};

const labels: Record<string, string> = {
  submitted: 'Waiting',
  available: 'On sale',
  withdrawn: 'Off sale',
  created: 'Not paid',
  processed: 'Refunded',
};

/** Any status the console reads: applications, dealers, cars, reports, orders and refunds. */
export function OpsStatusTag({ status, takenDown = false }: { status: string; takenDown?: boolean }) {
  if (takenDown) return <StatusTag tone="closed">Taken down</StatusTag>;
  return <StatusTag tone={tones[status] ?? 'neutral'}>{labels[status] ?? humanize(status)}</StatusTag>;
}
