// The featured first car of wide screens with its advertisement image: its
// kms, type, gear and price are the real values of the first car of the result, not placeholders.
// One styled root whose styles depend on the theme alone, plain elements inside.
import { styled, type CSSObject } from '@mui/material/styles';
import type { CarListItem } from '@luxe/contract';
import { Link as RouterLink } from 'react-router';
import { carStatusText, secondaryButtonStyle } from '../../../components/car-card/car-card';
import { CardIcon } from '../../../components/car-card/card-icons';
import { DealTags } from '../../../components/car-card/deal-tags';
import { themeStyles } from '../../../components/theme-styles';
import { CarImage } from '../../../components/car-image';
import { priceStyle } from '../../../components/price';
import { tagStyle } from '../../../components/tag';
import { carDetailsPath } from '../../../lib/cars-url';
import { formatDistance, formatPrice } from '../../../lib/format';

const Root = styled('article')(
  themeStyles((theme) => {
    const quiet = { margin: 0, ...theme.typography.caption, color: 'rgba(255,255,255,0.6)', display: 'block' };
    return {
      // The look of the theme's Card (its radius, shadow and transition), on the navy without a border.
      ...(theme.components?.MuiCard?.styleOverrides?.root as CSSObject),
      overflow: 'hidden',
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      border: 0,
      // The photo fills its column to the height of the text beside it, never wider than the column.
      '& .featured-photo': { height: '100%', minHeight: 320, aspectRatio: 'auto' },
      '& .featured-text': {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(2.5),
        padding: theme.spacing(4),
        justifyContent: 'center',
      },
      '& .featured-overline': { margin: 0, ...theme.typography.overline, color: theme.palette.secondary.light },
      '& .featured-status': {
        ...tagStyle(theme),
        alignSelf: 'flex-start',
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
      },
      '& .featured-name': { margin: 0, ...theme.typography.h2, fontSize: '1.75rem' },
      '& .featured-facts': { display: 'grid', gridTemplateColumns: 'repeat(3, auto)', gap: theme.spacing(3), justifyContent: 'start' },
      '& .featured-quiet': quiet,
      '& .featured-fact': { margin: 0, ...theme.typography.body1, fontWeight: 700 },
      '& .featured-price': { margin: 0, ...theme.typography.h2, ...priceStyle(theme), color: theme.palette.secondary.light },
      // MUI's contained secondary Button as a plain link: its roots were a good part of a change's render.
      '& .featured-cta': {
        ...secondaryButtonStyle(theme),
        alignSelf: 'flex-start',
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing(1),
        textDecoration: 'none',
        '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.light}`, outlineOffset: 2 },
        '& .card-icon': { width: 20, height: 20, fill: 'currentColor' },
      },
    };
  }),
);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <span className="featured-quiet">{label}</span>
      <p className="featured-fact">{value}</p>
    </div>
  );
}

export function FeaturedCar({ car }: { car: CarListItem }) {
  const name = car.car_name.trim() || 'Car Name not found';
  return (
    <Root aria-label={`Featured: ${name}`}>
      <CarImage src={car.images[0]} alt={name} eager className="featured-photo" />
      <div className="featured-text">
        <span className="featured-overline">Featured this week</span>
        {/* A reserved or sold car says so here as on every card. */}
        {car.status !== 'available' && <span className="featured-status">{carStatusText(car)}</span>}
        <h3 className="featured-name">{name}</h3>
        <div className="featured-facts">
          <Fact label="Kms" value={formatDistance(car.odometer_reading)} />
          <Fact label="Type" value={car.car_type} />
          <Fact label="Gear" value={car.transmission} />
        </div>
        <div>
          <span className="featured-quiet">Offered price</span>
          <p className="featured-price">{formatPrice(car.listing_price)}</p>
          <DealTags car={car} onDark />
        </div>
        <RouterLink className="featured-cta" to={carDetailsPath(car.id)}>
          View Details
          <CardIcon name="arrow" />
        </RouterLink>
      </div>
    </Root>
  );
}
