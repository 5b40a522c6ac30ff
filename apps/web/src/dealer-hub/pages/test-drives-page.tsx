// The dealer's test drives by day, upcoming first (the server's order), each with the
// address for a home drive and the buyer's contact; marking done or a no-show once the slot started.
import type { VendorTestDrive } from '@luxe/contract/schemas';
import { Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { PAGE_SIZE } from '../api/keys';
import { testDrivesQuery } from '../api/test-drives';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-state';
import { Pager } from '../components/pager';
import { PanelSection, PanelTitle } from '../components/panel-section';
import { TestDriveTable } from '../components/test-drive-table';
import { dayLabel } from '../format';
import { useNow } from '../use-now';

/** Consecutive drives of one day, in the server's order. */
function byDay(drives: VendorTestDrive[]): [string, VendorTestDrive[]][] {
  const days: [string, VendorTestDrive[]][] = [];
  for (const drive of drives) {
    const last = days.at(-1);
    if (last && last[0] === drive.drive_date) last[1].push(drive);
    else days.push([drive.drive_date, [drive]]);
  }
  return days;
}

export function TestDrivesPage() {
  usePageTitle("Test drives · Vendor's Hub");
  const now = useNow();
  const [page, setPage] = useState(1);
  const drives = useQuery({ ...testDrivesQuery(page), placeholderData: keepPreviousData });

  return (
    <>
      <PanelTitle sub="Paid test drives, today's and upcoming first. Mark each done or a no-show once its slot has started.">
        Test drives
      </PanelTitle>
      {drives.isPending ? (
        <ListSkeleton label="Loading test drives" rows={4} />
      ) : drives.isError ? (
        <ListError error={drives.error} onRetry={() => void drives.refetch()} />
      ) : drives.data.test_drives.length === 0 ? (
        <ListEmpty>No test drive booked yet. When a buyer pays for one, it shows here with their address and phone.</ListEmpty>
      ) : (
        <>
          {byDay(drives.data.test_drives).map(([date, ofDay], index) => (
            <PanelSection key={`${date}-${index}`} id={`drives-${date}-${index}`} title={dayLabel(date, now)}>
              <TestDriveTable drives={ofDay} now={now} caption={`Test drives on ${dayLabel(date, now)}`} />
            </PanelSection>
          ))}
          <Typography variant="caption" color="text.secondary">
            {drives.data.total} test {drives.data.total === 1 ? 'drive' : 'drives'} in all.
          </Typography>
          <Pager page={page} total={drives.data.total} pageSize={PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </>
  );
}
