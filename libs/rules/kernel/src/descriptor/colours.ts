/**
 * Seat colours: the Okabe-Ito palette, chosen to stay distinct for the common colour-vision
 * deficiencies (protanopia, deuteranopia, tritanopia). Eight colours; no ruleset seats more.
 */
export const SEAT_PALETTE: readonly string[] = [
  '#0072b2', // blue
  '#d55e00', // vermilion
  '#009e73', // bluish green
  '#e69f00', // orange
  '#cc79a7', // reddish purple
  '#56b4e9', // sky blue
  '#f0e442', // yellow
  '#000000', // black
];

/** One colour per seat for a ruleset of `seats` seats at most. */
export function seatColours(seats: number): string[] {
  if (seats > SEAT_PALETTE.length) throw new Error(`the palette has ${SEAT_PALETTE.length} colours, not ${seats}`);
  return SEAT_PALETTE.slice(0, Math.max(1, seats));
}
