/**
 * Accounts, sessions, personal tokens, moderation, chat and privacy: requests the gateway sends
 * to matchmaking, which owns players. Passwords never leave the gateway (it hashes them with
 * argon2id and checks them), and refresh and personal tokens travel and rest only as SHA-256
 * hashes: nothing on the bus or in the database signs anybody in.
 */

/** What a personal token may do: `play` (games, queues, tables), `bot` (play as a bot account), `organize` (tournaments), `read` (queries). */
export const SCOPES = ['play', 'bot', 'organize', 'read'] as const;
export type Scope = (typeof SCOPES)[number];

/** Server-wide roles; tournament organizers and table hosts are per event and per table. */
export const ROLES = ['admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** Who a credential names, as the gateway needs it on every request. */
export interface Identity {
  readonly playerId: string;
  /** Empty once erased. */
  readonly name: string;
  /** A guest has no password yet: it plays at once and may claim its account later. */
  readonly guest: boolean;
  readonly bot: boolean;
  readonly roles: readonly Role[];
  /** Until when sign-in, queues and chat are closed to it (ISO), if banned. */
  readonly bannedUntil?: string;
}

/** A session's identity after a sign-in or a refresh. */
export interface SessionGrant extends Identity {
  readonly sessionId: string;
}

/** A personal token's identity: the scopes it was given. */
export interface TokenGrant extends Identity {
  readonly tokenId: string;
  readonly scopes: readonly Scope[];
}

export interface PersonalTokenView {
  readonly tokenId: string;
  readonly label: string;
  readonly scopes: readonly Scope[];
  readonly createdAt: string;
}

export interface ChatMessageView {
  readonly messageId: string;
  readonly channel: string;
  readonly authorId: string;
  /** The author's name now ("deleted player" once erased). */
  readonly authorName: string;
  readonly body: string;
  readonly sentAt: string;
}

export interface ReportView {
  readonly reportId: string;
  readonly reporterId: string;
  readonly playerId: string;
  readonly messageId?: string;
  readonly reason: string;
  readonly createdAt: string;
}

/** One moderation action, as admins read it: the event on the player's `account:<id>` stream. */
export interface ModerationEntry {
  readonly type: string;
  readonly playerId: string;
  readonly by: string;
  readonly reason?: string;
  readonly until?: string;
  readonly at: string;
}

export type AccountRequestBody =
  /** A guest: a name (not an account's), and a first session. */
  | {
      readonly type: 'RegisterGuest';
      readonly payload: { readonly name: string; readonly sessionId: string; readonly refreshHash: string };
    }
  /** An account: a unique name, a password's argon2id hash, and a first session. */
  | {
      readonly type: 'SignUp';
      readonly payload: {
        readonly name: string;
        readonly passwordHash: string;
        readonly bot?: boolean;
        readonly sessionId: string;
        readonly refreshHash: string;
      };
    }
  /** The asking guest becomes an account under its name, keeping its games and ratings. */
  | { readonly type: 'ClaimAccount'; readonly payload: { readonly passwordHash: string } }
  /** An account's password hash, for the gateway to check a sign-in against. */
  | { readonly type: 'Credentials'; readonly payload: { readonly name: string } }
  /** A session for the asker, after the gateway checked its password. */
  | { readonly type: 'OpenSession'; readonly payload: { readonly sessionId: string; readonly refreshHash: string } }
  /** Rotates a refresh token: the one presented is spent; presenting a spent one again ends the session. */
  | {
      readonly type: 'RefreshSession';
      readonly payload: { readonly refreshHash: string; readonly nextRefreshHash: string };
    }
  | { readonly type: 'SignOut'; readonly payload: { readonly sessionId: string } }
  | { readonly type: 'SignOutEverywhere'; readonly payload: Record<string, never> }
  | {
      readonly type: 'CreatePersonalToken';
      readonly payload: {
        readonly tokenId: string;
        readonly tokenHash: string;
        readonly label: string;
        readonly scopes: readonly Scope[];
      };
    }
  | { readonly type: 'ListPersonalTokens'; readonly payload: Record<string, never> }
  | { readonly type: 'RevokePersonalToken'; readonly payload: { readonly tokenId: string } }
  /** Whom a personal token names, if it is live. */
  | { readonly type: 'AuthenticateToken'; readonly payload: { readonly tokenId: string; readonly tokenHash: string } }
  /** Sessions ended lately (within `seconds`): a gateway that starts learns what its peers heard. */
  | { readonly type: 'RecentRevocations'; readonly payload: { readonly seconds: number } }
  | {
      readonly type: 'ReportPlayer';
      readonly payload: { readonly playerId: string; readonly reason: string; readonly messageId?: string };
    }
  | { readonly type: 'ListReports'; readonly payload: Record<string, never> }
  | {
      readonly type: 'Moderate';
      readonly payload: {
        readonly action: 'ban' | 'unban' | 'mute' | 'unmute';
        readonly playerId: string;
        readonly reason: string;
        /** Ban and mute: how long; none is for good. */
        readonly hours?: number;
      };
    }
  | {
      readonly type: 'SetRole';
      readonly payload: { readonly playerId: string; readonly role: Role; readonly granted: boolean };
    }
  | { readonly type: 'ModerationLog'; readonly payload: { readonly playerId?: string } }
  | { readonly type: 'PostChatMessage'; readonly payload: { readonly channel: string; readonly body: string } }
  | { readonly type: 'ChatHistory'; readonly payload: { readonly channel: string; readonly last?: number } }
  | {
      readonly type: 'DeleteChatMessage';
      readonly payload: { readonly messageId: string; readonly reason: string };
    }
  /** Erases the asker (or, for an admin, `playerId`): the name goes, the games stay. */
  | { readonly type: 'EraseAccount'; readonly payload: { readonly playerId?: string } }
  /** Everything kept about the asker, for them to download. */
  | { readonly type: 'MyData'; readonly payload: Record<string, never> };

/** What a revocation tells every gateway: refuse these sessions' access tokens and these personal tokens, close their sockets. */
export interface Revocation {
  readonly playerId: string;
  readonly sessionIds: readonly string[];
  readonly tokenIds: readonly string[];
  readonly at: string;
}

/** The name shown for an erased player. */
export const DELETED_PLAYER = 'deleted player';
