// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeSpanText } from './TimeSpanText';

afterEach(cleanup);

describe('TimeSpanText', () => {
  it('keeps each date of a window of Unix times whole, the break between them', () => {
    const { container } = render(<TimeSpanText start={Date.UTC(2026, 10, 1)} end={Date.UTC(2026, 10, 15, 12)} />);
    expect(container.textContent).toBe('2026-11-01 00:00 – 2026-11-15 12:00 UTC');
    expect(Array.from(container.querySelectorAll('.no-wrap'), (part) => part.textContent)).toEqual(['2026-11-01 00:00 –', '2026-11-15 12:00 UTC']);
  });

  it('writes a window of small times as one text', () => {
    const { container } = render(<TimeSpanText start={0} end={10} />);
    expect(container.textContent).toBe('t=0–10');
    expect(container.querySelectorAll('.no-wrap')).toHaveLength(0);
  });
});
