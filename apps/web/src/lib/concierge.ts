// How buyers reach the concierge team: shown in contact blocks and used by mailto: links.
export const CONCIERGE = {
  email: 'concierge@luxewheels.in',
  phone: '+91 98100 12345',
  phoneHref: 'tel:+919810012345',
  address: 'Luxe Wheels, 3rd floor, DLF Cyber Hub, Gurugram, Haryana 122002',
} as const;
