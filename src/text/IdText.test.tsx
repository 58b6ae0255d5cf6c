// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IdText, PhraseText } from './IdText';
import { idPart, phrase } from './phrase';

afterEach(cleanup);

describe('IdText', () => {
  it('puts an id holding a right-to-left override in a bdi', () => {
    const { container } = render(<p>grant <IdText id={'big\u202E01'} /> · 100</p>);
    expect(container.querySelector('bdi')?.textContent).toBe('big\u202E01');
  });

  it('renders an ASCII id as plain text', () => {
    const { container } = render(<p>grant <IdText id="g1" /> · 100</p>);
    expect([container.querySelector('bdi'), container.textContent]).toEqual([null, 'grant g1 · 100']);
  });
});

describe('PhraseText', () => {
  it('isolates each id and keeps the words around them outside the isolates', () => {
    const { container } = render(<p><PhraseText phrase={phrase`${idPart('\u05D0\u05D1-1')} from ${idPart('big\u202E01')} · 80`} /></p>);
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(Array.from(paragraph.childNodes, (node) => [node.nodeName, node.textContent])).toEqual([
      ['BDI', '\u05D0\u05D1-1'],
      ['#text', ' from '],
      ['BDI', 'big\u202E01'],
      ['#text', ' · 80'],
    ]);
  });

  it('shortens an id past 40 characters in the middle, the whole id in its tooltip, and shows a uuid whole', () => {
    const long = `run-${'x'.repeat(240)}-final-12`;
    const uuid = '0b4f3c2e-9d1a-4c1e-8f5e-3a2b1c0d9e8f';
    const { container } = render(<p><PhraseText phrase={phrase`${idPart(long)} took 5 from ${idPart(uuid)}`} /></p>);
    expect(container.textContent).toBe(`run-${'x'.repeat(16)}\u2026${'x'.repeat(10)}-final-12 took 5 from ${uuid}`);
    expect(container.querySelector('.phrase-long-id')?.getAttribute('title')).toBe(long);
  });
});
