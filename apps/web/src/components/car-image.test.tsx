import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderInTheme } from '../test/render';
import { CarImage } from './car-image';

afterEach(cleanup);

it('loads the picture a place first shows at once, and a later car’s after the frame that shows its card', () => {
  const { rerender } = renderInTheme(<CarImage src="/media/cars/1.svg" alt="BMW X1" eager />);
  expect(screen.getByRole('img', { name: 'BMW X1' }).getAttribute('loading')).toBe('eager');

  rerender(<CarImage src="/media/cars/2.svg" alt="Audi Q3" eager />);
  const later = screen.getByRole('img', { name: 'Audi Q3' });
  expect(later.getAttribute('src')).toBe('/media/cars/2.svg');
  expect(later.getAttribute('loading')).toBe('lazy');
});

it('keeps a picture below the first screen lazy', () => {
  renderInTheme(<CarImage src="/media/cars/3.svg" alt="Volvo XC90" />);
  expect(screen.getByRole('img', { name: 'Volvo XC90' }).getAttribute('loading')).toBe('lazy');
});
