import { Link, Stack, Typography } from '@mui/material';

/** The buyer of a paid booking or test drive, with a phone to call and an e-mail to write to. */
export function BuyerContact({ buyer }: { buyer: { name: string; phone: string; email: string; city: string | null } }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {buyer.name}
        {buyer.city ? `, ${buyer.city}` : ''}
      </Typography>
      <Link href={`tel:+91${buyer.phone}`} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minHeight: 24 }}>
        +91 {buyer.phone}
      </Link>
      {/* A long address breaks after its @ first, not inside a word. */}
      <Link href={`mailto:${buyer.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {buyer.email.slice(0, buyer.email.indexOf('@') + 1)}
        <wbr />
        {buyer.email.slice(buyer.email.indexOf('@') + 1)}
      </Link>
    </Stack>
  );
}
