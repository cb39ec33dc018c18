import { closestDistance, MIN_ANCHOR_DISTANCE } from './geometry';
import { FRAME, RulesetDescriptor, type BoardDescriptor } from './schema';

/** The schema keeps anchors inside the frame; outlines are bare pairs of numbers, so they are checked here. */
const outsideFrame = ([x, y]: readonly [number, number]) =>
  !(x >= 0 && x <= FRAME.width && y >= 0 && y <= FRAME.height);

function boardProblems(board: BoardDescriptor, where: string): string[] {
  const problems: string[] = [];
  const ids = new Set(board.areas.map((a) => a.id));
  if (ids.size !== board.areas.length) problems.push(`${where}: area ids repeat`);
  const kinds = new Set(board.areaKinds.map((k) => k.id));
  const numbered = new Set(board.areas.map((a) => `${a.kind}:${a.index}`));
  if (numbered.size !== board.areas.length) problems.push(`${where}: an index repeats within a kind`);
  board.areas.forEach((a) => {
    if (!kinds.has(a.kind)) problems.push(`${where}: ${a.id} has the unknown kind ${a.kind}`);
    if (a.outline?.some(outsideFrame)) problems.push(`${where}: the outline of ${a.id} leaves the frame`);
  });
  const closest = closestDistance(board.areas.map((a) => a.position));
  if (closest < MIN_ANCHOR_DISTANCE) problems.push(`${where}: two anchors are ${closest.toFixed(1)} apart`);

  const borderKinds = new Set(board.borderKinds.map((k) => k.id));
  const pairs = new Set<string>();
  board.borders.forEach(({ areas: [a, b], kind }) => {
    if (!ids.has(a) || !ids.has(b)) problems.push(`${where}: border ${a}/${b} names an unknown area`);
    if (a === b) problems.push(`${where}: ${a} borders itself`);
    if (!borderKinds.has(kind)) problems.push(`${where}: border ${a}/${b} has the unknown kind ${kind}`);
    const key = [a, b].sort().join('/');
    if (pairs.has(key)) problems.push(`${where}: border ${key} is listed twice`);
    pairs.add(key);
  });

  const regions = new Map(board.regions.map((r) => [r.id, r]));
  if (regions.size !== board.regions.length) problems.push(`${where}: region ids repeat`);
  board.areas.forEach((a) => {
    if (a.region === null) return;
    if (!regions.get(a.region)?.areas.includes(a.id)) problems.push(`${where}: ${a.id} is missing from ${a.region}`);
  });
  board.regions.forEach((r) =>
    r.areas.forEach((id) => {
      if (board.areas.find((a) => a.id === id)?.region !== r.id) problems.push(`${where}: ${r.id} lists ${id}`);
    }),
  );
  return problems;
}

/**
 * What is wrong with a descriptor, empty when nothing is: its schema, then the cross-references
 * a schema cannot express (unknown areas, repeats, crowded anchors, outlines off the frame, too few
 * seat colours).
 */
export function descriptorProblems(descriptor: unknown): string[] {
  const parsed = RulesetDescriptor.safeParse(descriptor);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const d = parsed.data;
  const problems = boardProblems(d.board, 'board');
  Object.entries(d.boardVariants?.boards ?? {}).forEach(([value, board]) =>
    problems.push(...boardProblems(board, `board ${value}`)),
  );
  if (d.boardVariants && !d.options.some((o) => o.key === d.boardVariants?.option))
    problems.push(`boardVariants: no option ${d.boardVariants.option}`);
  if (new Set(d.seatColours).size !== d.seatColours.length) problems.push('seatColours repeat');
  if (d.seatColours.length < d.seats.max)
    problems.push(`${d.seatColours.length} seat colours for ${d.seats.max} seats`);
  if (d.seats.min > d.seats.max) problems.push('seats: min is above max');
  d.decks.forEach((deck) => {
    if (new Set(deck.cards.map((c) => c.id)).size !== deck.cards.length)
      problems.push(`deck ${deck.id}: card ids repeat`);
  });
  if (new Set(d.phases.map((p) => p.id)).size !== d.phases.length) problems.push('phase ids repeat');
  return problems;
}
