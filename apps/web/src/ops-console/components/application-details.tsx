// A dealership's application as it was sent: the business, its contact, GSTIN and PAN, the decision, and
// the trade certificate shown inline.
import type { OpsApplication } from '@luxe/contract/dealer-application';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DocumentView } from './document-view';
import { Facts } from './facts';
import { dealerPath, RecordLink } from './links';
import { OpsStatusTag } from './status-tags';
import { formatWhen } from '../format';

export function ApplicationDetails({ application: a, withDocument = true }: { application: OpsApplication; withDocument?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { lg: withDocument ? 'minmax(0, 5fr) minmax(0, 6fr)' : '1fr' } }}>
      <Facts
        items={[
          ['Number', a.application_number],
          ['Status', <OpsStatusTag key="s" status={a.status} />],
          ['Business', a.business_name],
          ['Contact', a.contact_name],
          ['Phone', `+91 ${a.phone}`],
          ['Email', a.email],
          ['Address', `${a.address}, ${a.city}, ${a.state} ${a.pincode}`],
          ['GSTIN', a.gstin],
          ['PAN', a.pan],
          ['Submitted', formatWhen(a.submitted_at)],
          ...(a.decided_at
            ? ([
                ['Decided', `${formatWhen(a.decided_at)}${a.decided_by ? ` by ${a.decided_by.name}` : ''}`],
                ...(a.reason ? [['Reason', a.reason]] : []),
              ] as [string, string][])
            : []),
          ...(a.vendor_id
            ? ([['Dealer account', <RecordLink key="v" to={dealerPath(a.vendor_id)}>{`Dealer ${a.vendor_id}`}</RecordLink>]] as [
                string,
                ReactNode,
              ][])
            : []),
        ]}
      />
      {withDocument && (
        <DocumentView applicationId={a.application_id} type={a.document_type} title={`Trade certificate of ${a.business_name}`} />
      )}
    </Box>
  );
}
