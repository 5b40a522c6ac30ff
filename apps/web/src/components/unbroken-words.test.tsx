import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { UnbrokenWords } from './unbroken-words';

afterEach(cleanup);

it('keeps each hyphenated word on one line and the text as it was', () => {
  const { container } = render(
    <h1>
      <UnbrokenWords text="2021 Mercedes-Benz C-Class  AMG" />
    </h1>,
  );
  expect(container.textContent).toBe('2021 Mercedes-Benz C-Class  AMG');
  const held = [...container.querySelectorAll('span')].map((span) => [span.textContent, span.style.whiteSpace]);
  expect(held).toEqual([
    ['Mercedes-Benz', 'nowrap'],
    ['C-Class', 'nowrap'],
  ]);
});
