import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

afterEach(cleanup);

/** The stars as drawn: full, half or empty, by the icon each shows. */
function stars(): string[] {
  return [...screen.getByRole('img').querySelectorAll('svg')].map((svg) => svg.getAttribute('data-testid') ?? '');
}

describe('StarRating', () => {
  it('is one image for screen readers, named by its label', () => {
    render(<StarRating value={4.5} label="Rated 4.5 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it.each([
    [0, ['StarBorderIcon', 'StarBorderIcon', 'StarBorderIcon', 'StarBorderIcon', 'StarBorderIcon']],
    [3, ['StarIcon', 'StarIcon', 'StarIcon', 'StarBorderIcon', 'StarBorderIcon']],
    [4.5, ['StarIcon', 'StarIcon', 'StarIcon', 'StarIcon', 'StarHalfIcon']],
    [3.74, ['StarIcon', 'StarIcon', 'StarIcon', 'StarHalfIcon', 'StarBorderIcon']],
    [3.76, ['StarIcon', 'StarIcon', 'StarIcon', 'StarIcon', 'StarBorderIcon']],
    [7, ['StarIcon', 'StarIcon', 'StarIcon', 'StarIcon', 'StarIcon']],
    [-1, ['StarBorderIcon', 'StarBorderIcon', 'StarBorderIcon', 'StarBorderIcon', 'StarBorderIcon']],
  ])('draws %s to the nearest half star', (value, expected) => {
    render(<StarRating value={value} label="rating" />);
    expect(stars()).toEqual(expected);
  });
});
