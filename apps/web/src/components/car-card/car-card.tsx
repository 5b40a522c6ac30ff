// The car card, shared by every car list (home Top Deals, /cars, dealer page).
// One styled root whose styles depend on the theme alone (made once), plain elements with
// classes inside; a list renders twelve of these on each filter change.
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import type { CarListItem } from '@luxe/contract';
import { memo, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { carDetailsPath } from '../../lib/cars-url';
import { formatDistance, formatIndianDateTime, formatPrice, truncate } from '../../lib/format';
import { CarImage } from '../car-image';
import { priceStyle } from '../price';
import { tagStyle } from '../tag';
import { CardIcon, type CardIconName } from './card-icons';
import { DealTags } from './deal-tags';
import { themeStyles } from '../theme-styles';
import { WishlistHeart } from './wishlist-heart';

export type CarCardCar = Pick<
  CarListItem,
  | 'id'
  | 'car_name'
  | 'manufacturing_year'
  | 'engine_capacity'
  | 'images'
  | 'location'
  | 'odometer_reading'
  | 'listing_price'
  | 'transmission'
  | 'seats'
  | 'fuel_type'
  | 'wishlist_status'
  | 'status'
  | 'reserved_until'
  | 'fair_price'
  | 'price_drop'
  | 'car_brand'
  | 'car_type'
  | 'inspection_score'
>;

interface CarCardProps {
  car: CarCardCar;
  /** 35 characters on one card, 30 in the list card, 25 in the deal card. */
  nameLength?: number;
  eagerImage?: boolean;
}

const statusBadge = { available: 'New Listing', reserved: 'Reserved', sold: 'Sold' } as const;
/** A reserved car says until when, in India's time (see docs/product/test-drives-and-bookings.md). */
export const carStatusText = (car: Pick<CarListItem, 'status' | 'reserved_until'>) =>
  car.status === 'reserved' && car.reserved_until ? `Reserved until ${formatIndianDateTime(car.reserved_until)}` : statusBadge[car.status];

/** The look of MUI's contained secondary Button, for a plain link or button (its press in CSS). */
export function secondaryButtonStyle(theme: Theme): CSSObject {
  return {
    ...theme.typography.button,
    minWidth: 64,
    padding: '6px 16px',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    ...(theme.components?.MuiButton?.styleOverrides?.root as CSSObject),
    color: theme.palette.secondary.contrastText,
    backgroundColor: theme.palette.secondary.main,
    '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.secondary.dark } },
    '&:active': { backgroundColor: theme.palette.secondary.dark },
  };
}

const Root = styled('article')(
  themeStyles((theme) => {
    const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const;
    return {
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      // The look of the theme's Card (its border, radius, shadow and transition).
      ...(theme.components?.MuiCard?.styleOverrides?.root as CSSObject),
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      '&:hover': { transform: 'translateY(-2px)', boxShadow: theme.navyShadows.cardHover },
      '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      '& .card-icon': {
        userSelect: 'none',
        width: '1em',
        height: '1em',
        display: 'inline-block',
        flexShrink: 0,
        fill: 'currentColor',
        transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
      },
      '& .card-media': { position: 'relative' },
      '& .card-status': {
        ...tagStyle(theme),
        position: 'absolute',
        top: 12,
        left: 12,
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
      },
      '& .card-status-available': { backgroundColor: 'rgba(255,255,255,0.92)', color: theme.palette.primary.main },
      // MUI's IconButton and contained Button as plain elements with a press and a focus ring of their own:
      // ButtonBase's roots and ripples were most of a card's render.
      '& .card-heart, & .card-book': {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        margin: 0,
        border: 0,
        cursor: 'pointer',
        userSelect: 'none',
        textDecoration: 'none',
        WebkitTapHighlightColor: 'transparent',
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      },
      '& .card-heart': {
        flex: '0 0 auto',
        fontSize: theme.typography.pxToRem(24),
        padding: 8,
        borderRadius: '50%',
        transition: theme.transitions.create(['background-color', 'transform'], { duration: theme.transitions.duration.shortest }),
        ...(theme.components?.MuiIconButton?.styleOverrides?.root as CSSObject),
        position: 'absolute',
        top: 8,
        right: 8,
        backgroundColor: 'rgba(255,255,255,0.92)',
        color: theme.palette.primary.main,
        boxShadow: theme.navyShadows.onImage,
        '&:hover': { backgroundColor: '#ffffff' },
        '&:active': { transform: 'scale(0.92)' },
        '& svg': { fontSize: 22 },
      },
      '& .card-book': secondaryButtonStyle(theme),
      '& .card-body': {
        display: 'flex',
        flexDirection: 'column',
        padding: theme.spacing(2, 2.5, 2.5),
        flex: 1,
        gap: theme.spacing(1.5),
      },
      '& .card-title': { margin: 0, ...theme.typography.h4, lineHeight: 1.35 },
      // The year and 'Offered price' keep the card's own text colour, as they always showed.
      '& .card-year': { margin: 0, ...theme.typography.body2, marginTop: theme.spacing(0.5) },
      '& .card-specs': { display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(2.5), rowGap: theme.spacing(1) },
      '& .card-spec': { ...row, gap: theme.spacing(1), minWidth: 0, color: theme.palette.text.secondary },
      '& .card-spec-icon': { display: 'flex', color: theme.palette.text.disabled, '& svg': { fontSize: 18 } },
      '& .card-spec-text': {
        margin: 0,
        ...theme.typography.body2,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        minWidth: 0,
      },
      '& .card-offer': { marginTop: 'auto', paddingTop: theme.spacing(2), borderTop: '1px solid', borderColor: theme.palette.divider },
      '& .card-offer-label': { margin: 0, ...theme.typography.caption, display: 'block' },
      '& .card-price': { margin: 0, ...theme.typography.h3, ...priceStyle(theme) },
      '& .card-actions': { ...row, gap: theme.spacing(1.5), marginTop: theme.spacing(1.5), justifyContent: 'space-between' },
      '& .card-details': {
        margin: 0,
        font: 'inherit',
        letterSpacing: 'inherit',
        color: theme.palette.primary.main,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
        fontWeight: 700,
        minHeight: 44,
        display: 'inline-flex',
        alignItems: 'center',
      },
    };
  }),
);

function Spec({ icon, children }: { icon: CardIconName; children: ReactNode }) {
  return (
    <div className="card-spec">
      <div className="card-spec-icon" aria-hidden>
        <CardIcon name={icon} />
      </div>
      <p className="card-spec-text">{children}</p>
    </div>
  );
}

/** A list that keeps its cards by position renders again only the cards whose car changed (cars-page.tsx). */
export const CarCard = memo(function CarCard({ car, nameLength = 30, eagerImage = false }: CarCardProps) {
  const nameId = useId();
  const name = car.car_name.trim() || 'Car Name not found';
  const to = carDetailsPath(car.id);
  const engine = car.engine_capacity.trim();
  return (
    <Root aria-labelledby={nameId}>
      <div className="card-media">
        <CarImage src={car.images[0]} alt={name} eager={eagerImage} />
        <span className={car.status === 'available' ? 'card-status card-status-available' : 'card-status'}>{carStatusText(car)}</span>
        <WishlistHeart carId={car.id} carName={name} wishlisted={car.wishlist_status === 1} />
      </div>

      <div className="card-body">
        <div>
          <h3 id={nameId} className="card-title" title={name}>
            {truncate(name, nameLength)}
          </h3>
          <p className="card-year">
            {car.manufacturing_year}
            {engine ? ` · ${truncate(engine, 12)}` : ''}
          </p>
        </div>

        <div className="card-specs">
          <Spec icon="fuel">{truncate(car.fuel_type.trim() || 'Fuel not found', 14)}</Spec>
          <Spec icon="speed">{formatDistance(car.odometer_reading)}</Spec>
          <Spec icon="gear">{truncate(car.transmission, 14)}</Spec>
          <Spec icon="seat">{car.seats > 0 ? `${car.seats} Seats` : 'Seat not found'}</Spec>
        </div>

        <Spec icon="place">{car.location}</Spec>

        <div className="card-offer">
          <span className="card-offer-label">Offered price</span>
          <p className="card-price">{formatPrice(car.listing_price)}</p>
          <DealTags car={car} />
          <div className="card-actions">
            <RouterLink className="card-details" to={to} aria-describedby={nameId}>
              View Details
            </RouterLink>
            <RouterLink className="card-book" to={to} aria-describedby={nameId}>
              Book Now
            </RouterLink>
          </div>
        </div>
      </div>
    </Root>
  );
});
