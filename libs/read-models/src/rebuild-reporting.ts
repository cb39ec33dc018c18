/** What a rebuild of the read models tells as it goes, from the topic or from the store alike. */
export interface RebuildReporting {
  /** Events folded so far, of those there were when the rebuild began. */
  readonly onProgress?: (done: number, total: number) => void;
  /** A problem met on the way (an event that would not fold), a line each. */
  readonly log?: (line: string) => void;
}

/** How much a rebuild folded, and in how long. */
export interface RebuildCount {
  readonly events: number;
  readonly ms: number;
}
