import type { EventEnvelope, GameSummary } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { History, LiveFeed } from '../ports';
import { isOver, presentEvent, toGameEvent, type PresentedEvent } from '../present/games';
import { PlayerSeats } from '../present/player-seats';
import { AsyncQueue } from './async-queue';
import { endingOnReturn } from './ending-on-return';

interface EventsPage {
  readonly events: readonly EventEnvelope[];
  readonly lastSeq: number;
}

const PAGE = 500;
const HISTORY_LAG_MS = 30_000;

/**
 * A game's events after `afterSeq`, then live, with no gap and no duplicate: live events are
 * buffered from the start, history fills everything before them (and any hole, waiting for
 * history to catch up when it lags), and seqs already given are dropped. Events heard live
 * before the subscription began are waited for in history too: after a game's last event no
 * live event would reveal the hole. Ends after the game's last event (the seed is revealed
 * when a game finishes or is aborted).
 *
 * Live events are redacted for the seat the player holds at their seq: the summary's seat, moved
 * on by every seat change after the summary's version, whether history or the live feed told of it
 * (a summary read a moment after leaving a seat can still show it held).
 */
export function gameEventStream(
  deps: { backend: Pick<History, 'query'>; live: LiveFeed; registry: RulesetRegistry },
  game: GameSummary,
  afterSeq: number,
  playerId: string,
): AsyncGenerator<PresentedEvent> {
  const queue = new AsyncQueue<EventEnvelope>();
  return endingOnReturn(gameEvents(queue, deps, game, afterSeq, playerId), () => queue.close());
}

async function* gameEvents(
  queue: AsyncQueue<EventEnvelope>,
  deps: { backend: Pick<History, 'query'>; live: LiveFeed; registry: RulesetRegistry },
  game: GameSummary,
  afterSeq: number,
  playerId: string,
): AsyncGenerator<PresentedEvent> {
  const stopListening = deps.live.listen(game.gameId, (e) => queue.push(e));
  const heardBefore = deps.live.lastSeqHeard(game.gameId);
  // From the summary's version even when the client has seen further: a seat left in between
  // must still move the viewer on, though the client is not sent the event again.
  let last = Math.min(afterSeq, game.version);
  const seats = new PlayerSeats(game, playerId);
  let over = isOver(game.status);
  let ended = false;

  /** Follows the game through one event, whoever told it, and gives what the client is sent, if anything. */
  function take(e: EventEnvelope, source: 'history' | 'live'): PresentedEvent | null {
    seats.follow(e);
    over ||= e.type === 'GameFinished' || e.type === 'GameAborted';
    ended ||= e.type === 'SeedRevealed';
    if (e.seq <= afterSeq) return null;
    // History redacted its events for this player already.
    return source === 'history' ? toGameEvent(e) : presentEvent(deps.registry, e, seats.viewer(), over);
  }

  /** Pages history until it has given all it has and everything up to `upTo`. */
  async function* fromHistory(upTo = 0): AsyncGenerator<PresentedEvent> {
    const deadline = Date.now() + HISTORY_LAG_MS;
    for (;;) {
      const page = await deps.backend.query<EventsPage>(
        { type: 'EventsAfter', gameId: game.gameId, afterSeq: last, limit: PAGE },
        playerId,
      );
      for (const e of page.events) {
        const shown = take(e, 'history');
        if (shown) yield shown;
      }
      const read = page.lastSeq - last; // a page shorter than asked for is all history has
      last = Math.max(last, page.lastSeq);
      if (last >= upTo && read < PAGE) return;
      if (read <= 0) {
        if (Date.now() > deadline) throw new Error(`history has not caught up to event ${upTo} of ${game.gameId}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  try {
    yield* fromHistory(heardBefore);
    while (!ended) {
      const next = await queue.next();
      if (next.done) return;
      const e = next.value;
      if (e.seq <= last) continue;
      if (e.seq > last + 1) yield* fromHistory(e.seq - 1);
      if (e.seq !== last + 1) continue;
      last = e.seq;
      const shown = take(e, 'live');
      if (shown) yield shown;
    }
  } finally {
    stopListening();
    queue.close();
  }
}
