/** Time controls the lobby offers (the API takes any: docs/schemas/clock-settings.schema.json). */
export const CLOCK_CHOICES: readonly { readonly name: string; readonly clock?: unknown }[] = [
  { name: 'No clock' },
  { name: 'Blitz: 5 min + 3 s', clock: { control: { kind: 'realtime', initialMs: 300_000, incrementMs: 3_000 } } },
  { name: 'Rapid: 15 min + 10 s', clock: { control: { kind: 'realtime', initialMs: 900_000, incrementMs: 10_000 } } },
  { name: 'Correspondence: 1 day a move', clock: { control: { kind: 'correspondence', daysPerMove: 1 } } },
];
