// Roots of the query keys that more than one feature touches, so one can invalidate the other's data.
export const carKeys = { all: ['cars'] as const };
export const wishlistKeys = { all: ['wishlist'] as const };
