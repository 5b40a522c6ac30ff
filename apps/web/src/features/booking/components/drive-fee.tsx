// What the test drive costs this buyer, said before they confirm: the fee, or that it is waived and why
// (they negotiate with the dealer, or have reserved the car).
import { Alert } from '@mui/material';
import { driveFeeWaiverTexts, TEST_DRIVE_FEE_REFUND_DAYS } from '@luxe/contract/drive-fee';
import { useSlots } from '../../../lib/booking/api';
import { formatRupees } from '../../../lib/format';

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
