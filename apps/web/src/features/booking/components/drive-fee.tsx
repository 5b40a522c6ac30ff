// What the test drive costs this buyer, said before they confirm: the fee, or that it is waived and why
// (they negotiate with the dealer, or have reserved the car); a waived drive is booked at once, with the
// 'Test Drive Booked!' dialog and no payment.
import { Alert } from '@mui/material';
import { driveFeeWaiverTexts, TEST_DRIVE_FEE_REFUND_DAYS } from '@luxe/contract/constants';
import type { CarDetails } from '@luxe/contract';
import { useNavigate } from 'react-router';
import { useSlots, useTestDrive } from '../../../lib/booking/api';
import { formatDriveSlot, formatRupees } from '../../../lib/format';
import { BookedDialog } from './booked-dialog';

export function DriveFee({ carId }: { carId: number }) {
  const slots = useSlots(carId);
  if (!slots.data) return null;
  const { fee, fee_waiver: waiver } = slots.data;
  return waiver ? (
    <Alert severity="success" sx={{ fontWeight: 600 }}>
      {driveFeeWaiverTexts[waiver]}. The drive is booked as soon as you confirm.
    </Alert>
  ) : (
    <Alert severity="info">
      Test drive fee: {formatRupees(fee)}, refunded in full when you buy this car within {TEST_DRIVE_FEE_REFUND_DAYS} days of your drive.
    </Alert>
  );
}

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
