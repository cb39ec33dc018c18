/** One event as stored: the envelope's fields plus server-only metadata. */
export interface StoredEvent {
  readonly position: string;
  readonly streamId: string;
  readonly seq: number;
  readonly eventId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly metadata: Record<string, unknown>;
  readonly occurredAt: string;
}

export interface NewEvent {
  readonly eventId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly metadata: Record<string, unknown>;
  readonly occurredAt: string;
}

/** All that one command writes to one stream, atomically. */
export interface StreamWrite {
  readonly streamId: string;
  readonly kind: string;
  /** 0 creates the stream; otherwise its current version must equal this. */
  readonly expectedVersion: number;
  readonly events: readonly NewEvent[];
  readonly command?: { readonly commandId: string; readonly result: unknown };
  readonly snapshot?: { readonly version: number; readonly state: unknown };
  readonly secret?: string;
  /**
   * The stream's pending deadline after this write (a game's clock): when it fires, the owner of
   * the stream's partition is told (`libs/scheduler`); null clears it; absent leaves it as it was.
   */
  readonly deadline?: { readonly fireAt: string } | null;
}

/** The stream's version was not the expected one: someone else wrote first. Nothing was written. */
export class VersionConflict extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number,
  ) {
    super(`stream ${streamId} is not at version ${expected}`);
  }
}

/** The command id was already processed: nothing was written. */
export class DuplicateCommand extends Error {
  constructor(readonly commandId: string) {
    super(`command ${commandId} was already processed`);
  }
}
