// A waived drive is booked at once: the 'Test Drive Booked!' dialog with no payment, then the profile's
// test drives. Loaded only when such a drive is booked.
import type { CarDetails } from '@luxe/contract';
import { formatDriveSlot } from '@luxe/contract/drive-slot';
import { useNavigate } from 'react-router';
import { useTestDrive } from '../../../lib/booking/api';
import { BookedDialog } from './booked-dialog';

export function FreeDriveBooked({ car, testDriveId }: { car: CarDetails; testDriveId: number }) {
  const navigate = useNavigate();
  const drive = useTestDrive(testDriveId);
  const info = drive.data
    ? {
        when: `${formatDriveSlot(drive.data.drive_date, drive.data.drive_time)} (India time)`,
        where: drive.data.preferred_location === 'home' ? `At ${drive.data.location}` : `At the showroom: ${drive.data.location}`,
      }
    : null;
  return (
    <BookedDialog
      open={info !== null}
      carName={`${car.registration_year} ${car.car_name}`}
      drive={info}
      reservedUntil={null}
      onClose={() => void navigate('/profile?tab=test-drives')}
    />
  );
}
