// Dealerships' applications by status (waiting ones oldest first). One opened shows its details and its
// trade certificate; Approve creates the dealer account and tells it by SMS, Reject tells the applicant why.
import { DecideApplicationBodySchema, type ApplicationStatus, type OpsApplication } from '@luxe/contract/dealer-application';
import { Button, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmDialog } from '../../dealer-hub/components/confirm-dialog';
import { DataTable } from '../../dealer-hub/components/data-table';
import { ListEmpty } from '../../dealer-hub/components/list-state';
import { Pager } from '../../dealer-hub/components/pager';
import { PanelSection, PanelTitle } from '../../dealer-hub/components/panel-section';
import { applicationsQuery, useDecideApplication } from '../api/dealers';
import { PAGE_SIZE } from '../api/keys';
import { ApplicationDetails } from '../components/application-details';
import { FilterBar } from '../components/filter-bar';
import { applicationPath, RecordLink } from '../components/links';
import { QueryView } from '../components/query-view';
import { OpsStatusTag } from '../components/status-tags';
import { formatWhen, problemOf } from '../format';
import { useListParams } from '../use-list-params';

const filters = [
  { value: 'submitted', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

function Decision({ application: a }: { application: OpsApplication }) {
  const [asking, setAsking] = useState<'approved' | 'rejected' | null>(null);
  const decide = useDecideApplication();
  const approve = asking === 'approved';
  return (
    <Stack direction="row" spacing={1.5}>
      <Button variant="contained" onClick={() => setAsking('approved')}>
        Approve
      </Button>
      <Button variant="outlined" color="error" onClick={() => setAsking('rejected')}>
        Reject
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={approve ? `Approve ${a.business_name}?` : `Reject ${a.business_name}?`}
        confirmLabel={approve ? 'Approve and create the dealer' : 'Reject the application'}
        cancelLabel="Cancel"
        reason={
          approve
            ? undefined
            : {
                label: 'Reason (the applicant is told it)',
                hint: '5 to 500 characters: what is wrong, and what they can do about it.',
                check: (reason) =>
                  problemOf(DecideApplicationBodySchema, {
                    application_id: a.application_id,
                    decision: 'rejected',
                    reason: reason || undefined,
                  }),
              }
        }
        onConfirm={async (reason) => {
          const decided = await decide.mutateAsync(
            approve
              ? { application_id: a.application_id, decision: 'approved' }
              : { application_id: a.application_id, decision: 'rejected', reason },
          );
          toast.success(
            approve
              ? `${a.business_name} is approved: dealer ${decided.vendor_id ?? ''} created and told by SMS at +91 ${a.phone}.`
              : `${a.business_name} is rejected; the applicant is told the reason.`,
          );
        }}
      >
        {approve ? (
          <>
            The dealer account of {a.business_name} is created at once with the phone +91 {a.phone}, and the applicant is told by SMS that
            they can sign in to the Vendor&apos;s Hub and list cars.
          </>
        ) : (
          <>The application closes as rejected and the applicant is told your reason by SMS; they can apply again.</>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

export function ApplicationsPage() {
  usePageTitle('Applications · Operations');
  const { params, page, show } = useListParams();
  const status: ApplicationStatus = filters.find((f) => f.value === params.get('status'))?.value ?? 'submitted';
  const openId = Number(params.get('id')) || null;
  const applications = useQuery({ ...applicationsQuery(status, page), placeholderData: keepPreviousData });
  const opened = applications.data?.applications.find((a) => a.application_id === openId);
  return (
    <>
      <PanelTitle sub="Dealerships that applied at /sell. Waiting ones, oldest first.">Applications</PanelTitle>
      <FilterBar
        label="Show applications by status"
        options={filters}
        value={status}
        onChange={(value) => show({ status: value === 'submitted' ? undefined : value })}
      />
      {openId !== null && applications.data && (
        <PanelSection
          id="application-open"
          title={opened ? opened.business_name : 'Application'}
          aside={opened?.status === 'submitted' ? <Decision application={opened} /> : undefined}
        >
          {opened ? (
            <ApplicationDetails application={opened} />
          ) : (
            <ListEmpty>This application is not on this page of the list: it may have been decided. Choose it from the list.</ListEmpty>
          )}
        </PanelSection>
      )}
      <QueryView
        query={applications}
        loading="Loading applications"
        empty={status === 'submitted' ? 'No application waits. Dealerships apply at /sell.' : 'None yet.'}
        isEmpty={(d) => d.applications.length === 0}
      >
        {(d) => (
          <>
            <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
              {filters.find((f) => f.value === status)!.label} ({d.pagination.total})
            </Typography>
            <DataTable
              caption="Applications"
              rows={d.applications}
              rowKey={(a) => a.application_id}
              highlight={(a) => a.application_id === openId}
              columns={[
                {
                  key: 'name',
                  label: 'Business',
                  phone: 'title',
                  render: (a) => <RecordLink to={applicationPath(a.application_id, status)}>{a.business_name}</RecordLink>,
                },
                { key: 'number', label: 'Number', render: (a) => a.application_number },
                { key: 'city', label: 'City', render: (a) => a.city },
                { key: 'contact', label: 'Contact', render: (a) => `${a.contact_name}, +91 ${a.phone}` },
                { key: 'status', label: 'Status', render: (a) => <OpsStatusTag status={a.status} /> },
                { key: 'at', label: 'Submitted', render: (a) => formatWhen(a.submitted_at) },
              ]}
            />
            <Pager page={page} total={d.pagination.total} pageSize={PAGE_SIZE} onPage={(p) => show({ page: p })} />
          </>
        )}
      </QueryView>
    </>
  );
}
