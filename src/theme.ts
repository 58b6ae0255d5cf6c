import type { CSSProperties } from 'react';

/**
 * Colours shared by every view. The timeline legend, its marks and the event log all read
 * them from here, so a status always has the same colour wherever it appears.
 */
export const statusColors = {
  accepted: '#2f7d4f',
  rejected: '#8a8f98',
  pending: '#c47f17',
  /** Accepted consumptions a hypothetical insertion would break. */
  broken: '#d1242f',
  /** Refused or pending consumptions an edit being dragged would get accepted. */
  becomesAccepted: '#12a34a',
  error: '#9a3412',
} as const;

export type StatusColorName = keyof typeof statusColors;

/** Grant lanes cycle through this palette in the order grants were added. */
export const grantPalette = [
  '#3b6ea8',
  '#6f4fb0',
  '#1f8a8a',
  '#b0527a',
  '#5c7a29',
  '#a86a2c',
  '#4a5a8c',
  '#8c4a4a',
] as const;

export function grantColor(grantIndex: number): string {
  return grantPalette[grantIndex % grantPalette.length];
}

export const chartColors = {
  balance: '#3b6ea8',
  headroom: '#2f7d4f',
} as const;

/**
 * The status colours as CSS custom properties (`--accepted`, `--rejected`, ...), set on the
 * app's root element so style sheets use the very same values as the SVG marks.
 */
export const statusCssVariables = {
  '--accepted': statusColors.accepted,
  '--rejected': statusColors.rejected,
  '--pending': statusColors.pending,
  '--broken': statusColors.broken,
  '--becomes-accepted': statusColors.becomesAccepted,
  '--error': statusColors.error,
} as CSSProperties;
