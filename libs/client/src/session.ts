import { matchesAction, type AnyRuleset, type LegalAction, type Viewer } from '@empires/rules-kernel';
import type { GameState } from '@empires/engine-core';
import { toActOf } from '@empires/engine-core';
import type { EmpiresClient } from './client';
import { isCode } from './errors';
import { emptyGame, foldReceived } from './fold';
import type { EventFieldsFragment, MoveFieldsFragment } from './generated/graphql';

export interface SessionOptions {
  /** The seat to play (default: the first seat the client's player holds; none: a spectator). */
  readonly seat?: number;
  /** How often a move refused with VERSION_CONFLICT is tried again on the newer version (default 3). */
  readonly retries?: number;
  /**
   * Open only once this version is folded: a move's answer gives the version it left, and the
   * read side a query asks may not have reached it yet.
   */
  readonly atLeastVersion?: number;
}

const RESUME_MS = [100, 250, 500, 1000, 2000, 5000];
const CATCH_UP_MS = 5_000;
const UNANSWERED_RETRIES = 4;
const UNANSWERED_PAUSE_MS = [100, 500, 1500, 3000];

/**
 * One game as one player (or a spectator) follows it: its events, from the start and then live,
 * resumed from the last seq after any reconnect, folded into the game state by the ruleset's own
 * pure rules, so the view and the legal actions are at hand without asking the server. Moves are
 * sent on the version the session has seen; a conflict the session can resolve (the game moved on
 * and the move is still legal) is tried again.
 */
export class GameSession {
  private game: GameState = emptyGame;
  private readonly received: EventFieldsFragment[] = [];
  private readonly listeners = new Set<(session: GameSession) => void>();
  private stop?: () => void;
  private attempt = 0;
  private ended = false;
  private closed = false;
  private failure?: unknown;

  private constructor(
    private readonly client: EmpiresClient,
    readonly gameId: string,
    private readonly chosenSeat: number | undefined,
    private readonly retries: number,
  ) {}

  /** Opens a session on a game: waits for the events so far before it answers. */
  static async open(client: EmpiresClient, gameId: string, options: SessionOptions = {}): Promise<GameSession> {
    const game = await client.game(gameId);
    const session = new GameSession(client, gameId, options.seat, options.retries ?? 3);
    session.follow();
    const target = Math.max(game.version, options.atLeastVersion ?? 0);
    await session.waitFor((s) => s.version >= target, 30_000);
    return session;
  }

  /** The last seq folded. */
  get version(): number {
    return this.game.version;
  }

  /** The game as this viewer knows it (engine-core's `GameState`; the rules' state in `table`). */
  get state(): GameState {
    return this.game;
  }

  get status(): GameState['status'] {
    return this.game.status;
  }

  /** Every event received, in order (what this viewer may see of each). */
  get events(): readonly EventFieldsFragment[] {
    return this.received;
  }

  /**
   * The seat this session plays: the one chosen, or the first this player holds in the events
   * folded so far (not in the read side's copy, which may not have heard of a join yet).
   */
  get seat(): number | undefined {
    if (this.chosenSeat !== undefined) return this.chosenSeat;
    const mine = this.game.seats.findIndex((s) => s.kind === 'player' && s.playerId === this.client.playerId);
    return mine < 0 ? undefined : mine;
  }

  get ruleset(): AnyRuleset | undefined {
    return this.client.registry.find(this.game.ruleset);
  }

  private get viewer(): Viewer {
    return this.seat ?? 'spectator';
  }

  /** The ruleset's view for this viewer (typed by `view.schema.json`); null before the start. */
  view<V = unknown>(): V | null {
    const ruleset = this.ruleset;
    return ruleset && this.game.table ? (ruleset.view(this.game.table.state, this.viewer) as V) : null;
  }

  /**
   * The view as it stood after event `seq` (a replay): the events received are folded again up to
   * it, without asking the server.
   */
  viewAt<V = unknown>(seq: number): V | null {
    if (seq >= this.version) return this.view<V>();
    let state = emptyGame;
    for (const e of this.received) {
      if (e.seq > seq) break;
      state = foldReceived(this.client.registry, state, e);
    }
    const ruleset = this.client.registry.find(state.ruleset);
    return ruleset && state.table ? (ruleset.view(state.table.state, this.viewer) as V) : null;
  }

  /** What this seat may do now, by the rules (ranges as `{min, max}`); none for a spectator. */
  legalActions<C = { type: string }>(): LegalAction<C>[] {
    const ruleset = this.ruleset;
    if (this.seat === undefined || !ruleset || !this.game.table || this.game.status !== 'playing') return [];
    return [...ruleset.legalActions(this.game.table.state, this.seat)] as LegalAction<C>[];
  }

  /** The seats that must act now. */
  toAct(): readonly number[] {
    return toActOf(this.client.registry, this.game);
  }

  /** Calls `listener` after every change; the returned function stops it. */
  onChange(listener: (session: GameSession) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once `check` holds (checked now and after every change). */
  waitFor(check: (session: GameSession) => boolean, timeoutMs = 60_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        if (this.failure) return done(() => reject(this.failure));
        if (check(this)) return done(resolve);
        if (this.closed) return done(() => reject(new Error('the session is closed')));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`waited ${timeoutMs} ms in vain`))), timeoutMs);
      const stopListening = this.onChange(settle);
      const done = (finish: () => void) => {
        clearTimeout(timer);
        stopListening();
        finish();
      };
      settle();
    });
  }

  /**
   * Plays `action` for this seat on the version the session has seen. When the game moved on
   * meanwhile (VERSION_CONFLICT), the session catches up and, if the move is still legal, sends it
   * again (up to `retries` times); any other refusal is thrown as an `EmpiresError`.
   */
  async submit(action: { readonly type: string }): Promise<MoveFieldsFragment> {
    const seat = this.seat;
    if (seat === undefined) throw new Error('a spectator has no seat to act for');
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.send(seat, action);
        this.absorb(result.events);
        return result;
      } catch (error) {
        if (!isCode(error, 'VERSION_CONFLICT') || attempt >= this.retries) throw error;
        await this.catchUp(versionIn(error.message) ?? this.version + 1);
        if (!this.stillLegal(action)) throw error;
      }
    }
  }

  /**
   * One move on the version seen. The server's answer may not reach us (SERVICE_UNAVAILABLE:
   * the engine may still apply it, or the server is restarting): after a pause the same command
   * id is sent again, which the engine answers with its first result, never a second move. Refused for now (RATE_LIMITED), it waits as long
   * as the server asks and sends again.
   */
  private async send(seat: number, action: { readonly type: string }): Promise<MoveFieldsFragment> {
    const input = {
      gameId: this.gameId,
      seat,
      action,
      expectedVersion: this.version,
      commandId: this.client.newCommandId(),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.client.submitAction(input);
      } catch (error) {
        if (isCode(error, 'RATE_LIMITED') && attempt < UNANSWERED_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs ?? 1_000)); // as the server asks
          continue;
        }
        if (!isCode(error, 'SERVICE_UNAVAILABLE') || attempt >= UNANSWERED_RETRIES) throw error;
        // The server may be restarting: a little longer each time.
        await new Promise((resolve) => setTimeout(resolve, UNANSWERED_PAUSE_MS[attempt]));
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop?.();
    this.changed();
  }

  private stillLegal(action: { readonly type: string }): boolean {
    return this.legalActions().some((legal) => matchesAction(legal, action));
  }

  private catchUp(version: number): Promise<void> {
    return this.waitFor((s) => s.version >= version, CATCH_UP_MS).catch(() => undefined);
  }

  /** Subscribes after the last seq folded; after an error, again, with growing pauses. */
  private follow(): void {
    if (this.closed || this.ended) return;
    this.stop = this.client.transport.subscribe(
      this.client.documents.gameEvents,
      { gameId: this.gameId, afterSeq: this.version },
      {
        next: ({ gameEvents }) => {
          this.attempt = 0;
          this.absorb([gameEvents]);
        },
        error: (error) => {
          if (isCode(error, 'NOT_FOUND') || isCode(error, 'UNAUTHENTICATED') || isCode(error, 'FORBIDDEN')) {
            this.failure = error;
            this.changed();
            return;
          }
          const pause = RESUME_MS[Math.min(this.attempt++, RESUME_MS.length - 1)];
          setTimeout(() => this.follow(), pause);
        },
        complete: () => {
          // The server completes a game's stream after its last event (the seed's reveal).
          this.ended = this.game.status === 'finished' || this.game.status === 'aborted';
          if (!this.ended) setTimeout(() => this.follow(), RESUME_MS[0]);
          this.changed();
        },
      },
    );
  }

  private absorb(events: readonly EventFieldsFragment[]): void {
    let changed = false;
    for (const e of [...events].sort((a, b) => a.seq - b.seq)) {
      if (e.seq <= this.game.version) continue;
      this.game = foldReceived(this.client.registry, this.game, e);
      this.received.push(e);
      changed = true;
    }
    if (changed) this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener(this);
  }
}

/** The version a VERSION_CONFLICT names ("the game is at version 12: ..."). */
function versionIn(message: string): number | undefined {
  const match = /at version (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}
