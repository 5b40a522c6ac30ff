// The audit log: every operator action, newest first: who, what, to which record, before and after, the
// reason, when (India's time) and from which address. Paged.
import type { AuditEvent } from '@luxe/contract/ops';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelTitle } from '../../dealer-hub/components/panel-section';
import { auditQuery } from '../api/reports';
import { ChangeView } from '../components/change-view';
import { carPath, dealerPath, orderPath, RecordLink } from '../components/links';
import { PagedTable } from '../components/paged-table';
import { formatWhen, humanize } from '../format';
import { useListParams } from '../use-list-params';

const subjectPaths: Record<string, (id: number) => string> = {
  car: carPath,
  dealer: dealerPath,
  vendor: dealerPath,
  order: orderPath,
};

function Subject({ subject }: { subject: AuditEvent['subject'] }) {
  if (!subject) return <>—</>;
  const text = `${humanize(subject.kind)} ${subject.id}`;
  const path = subjectPaths[subject.kind];
  return path ? <RecordLink to={path(subject.id)}>{text}</RecordLink> : <>{text}</>;
}

const columns = [
  { key: 'at', label: 'When', render: (e: AuditEvent) => formatWhen(e.at) },
  { key: 'who', label: 'Who', render: (e: AuditEvent) => e.operator.name },
  { key: 'what', label: 'What', phone: 'title' as const, render: (e: AuditEvent) => <strong>{humanize(e.action)}</strong> },
  { key: 'subject', label: 'Record', render: (e: AuditEvent) => <Subject subject={e.subject} /> },
  { key: 'change', label: 'Before → after', render: (e: AuditEvent) => <ChangeView before={e.before} after={e.after} /> },
  { key: 'reason', label: 'Reason', render: (e: AuditEvent) => e.reason ?? '—' },
  { key: 'ip', label: 'From', render: (e: AuditEvent) => e.ip },
];

export function AuditPage() {
  usePageTitle('Audit log · Operations');
  const { page, show } = useListParams();
  const events = useQuery({ ...auditQuery(page), placeholderData: keepPreviousData });
  return (
    <>
      <PanelTitle sub="Every operator action, newest first. Lines are never changed or removed. Times are India's.">Audit log</PanelTitle>
      <PagedTable
        query={events}
        rowsOf={(d) => d.events}
        loading="Loading the audit log"
        empty="No action is logged yet."
        caption="Audit log, newest first"
        rowKey={(e) => e.event_id}
        columns={columns}
        page={page}
        onPage={(p) => show({ page: p })}
      />
    </>
  );
}
