import { everyone, onlySeats, type GameEvent, type Seat, type Viewer, type Visibility } from './ruleset';

/** One hidden thing of a ruleset, in the rules' words: what, from whom, until when, by which rule. */
export interface Secret {
  readonly what: string;
  readonly from: string;
  readonly until: string;
  readonly rule: string;
}

/** Who sees an event whole: some seats (none at all for a shuffle), or everyone when nothing in it is hidden. */
export type SeenBy = readonly Seat[] | 'everyone';

/** How one type of event carries a secret. */
export interface EventSecret<E, Masked = E | null> {
  readonly seenBy: (e: E) => SeenBy;
  /** The event as every other viewer receives it: the hidden parts masked (counts kept), or null. */
  readonly masked: (e: E) => Masked;
}

/** `Nothing` is `null` where some viewers learn nothing of an event, `never` where every mask keeps the event. */
type EventSecrets<E extends GameEvent, Nothing extends null = null> = {
  readonly [T in E['type']]?: EventSecret<Extract<E, { type: T }>, E | Nothing>;
};

/**
 * A ruleset's secrets, declared once: its `view`, `redact` and `visibility` are made from this,
 * and its secrecy properties are checked against it.
 */
export interface Secrets<State, Event extends GameEvent, View, Nothing extends null = null> {
  readonly secrets: readonly Secret[];
  /** The events that carry a secret, by type; every other event is public. */
  readonly events: EventSecrets<Event, Nothing>;
  /** Public events that show a secret to everyone by the rules (a card turned up, a general revealed). */
  readonly revealedBy: readonly Event['type'][];
  /** The state with every secret `viewer` may not see masked. */
  readonly view: (state: State, viewer: Viewer) => View;
}

function secretOf<E extends GameEvent, N extends null>(
  events: EventSecrets<E, N>,
  e: E,
): EventSecret<E, E | N> | undefined {
  return (events as Record<string, EventSecret<E, E | N> | undefined>)[e.type];
}

/** A ruleset's `redact`, made from its declaration. */
export function redactBy<E extends GameEvent, N extends null = null>(secrets: { readonly events: EventSecrets<E, N> }) {
  return (e: E, viewer: Viewer): E | N => {
    const secret = secretOf(secrets.events, e);
    if (!secret) return e;
    const seen = secret.seenBy(e);
    return seen === 'everyone' || (viewer !== 'spectator' && seen.includes(viewer)) ? e : secret.masked(e);
  };
}

/** A ruleset's `visibility`, made from its declaration. */
export function visibilityBy<E extends GameEvent, N extends null = null>(secrets: {
  readonly events: EventSecrets<E, N>;
}) {
  return (e: E): Visibility => {
    const seen = secretOf(secrets.events, e)?.seenBy(e) ?? 'everyone';
    return seen === 'everyone' ? everyone : onlySeats(...seen);
  };
}
