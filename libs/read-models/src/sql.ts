/** A timestamptz column as the ISO string the envelopes carry (UTC, milliseconds). */
export const iso = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The largest seq or version the read models hold: their columns are PostgreSQL `integer`s. */
export const MAX_SEQ = 2_147_483_647;
