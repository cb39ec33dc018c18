import type { AccountRequestBody, MatchmakingRequest } from '@empires/contracts';
import type { Database } from '@empires/database';
import type { HandlerContext } from '../requests/context';
import { askingPlayer, refuse } from '../requests/errors';
import type { Change } from '../tournaments/tournament-requests';
import { chatHistory, deleteChatMessage, postChatMessage } from './chat';
import { listReports, moderate, moderationLog, reportPlayer, setRole } from './moderation';
import { authenticateToken, createPersonalToken, listPersonalTokens, revokePersonalToken } from './personal-tokens';
import { eraseAccount, myData } from './privacy';
import {
  claimAccount,
  credentials,
  newPlayerId,
  openSession,
  recentRevocations,
  refreshSession,
  registerGuest,
  signOut,
  signOutEverywhere,
  signUp,
} from './sessions';

type AccountRequest = Extract<MatchmakingRequest, AccountRequestBody>;

/** Requests the gateway sends before it knows who asks: signing up or in, refreshing, checking a token. */
const BEFORE_SIGN_IN: ReadonlySet<string> = new Set([
  'RegisterGuest',
  'SignUp',
  'Credentials',
  'RefreshSession',
  'AuthenticateToken',
  'RecentRevocations',
]);
export const isAccountRequest = (r: MatchmakingRequest): r is AccountRequest => ACCOUNT_TYPES.has(r.type);
const ACCOUNT_TYPES: ReadonlySet<string> = new Set([
  ...BEFORE_SIGN_IN,
  'ClaimAccount',
  'OpenSession',
  'SignOut',
  'SignOutEverywhere',
  'CreatePersonalToken',
  'ListPersonalTokens',
  'RevokePersonalToken',
  'ReportPlayer',
  'ListReports',
  'Moderate',
  'SetRole',
  'ModerationLog',
  'PostChatMessage',
  'ChatHistory',
  'DeleteChatMessage',
  'EraseAccount',
  'MyData',
]);

/** Answers the account requests (questions read, changes run once per command id through `change`). */
export async function answerAccount(
  db: Database,
  ctx: HandlerContext,
  r: AccountRequest,
  change: Change,
): Promise<unknown> {
  const now = ctx.now();
  switch (r.type) {
    case 'RegisterGuest':
      return change((uow) => registerGuest(uow, newPlayerId(r.actor), r.payload, now));
    case 'SignUp':
      return change((uow) => signUp(uow, newPlayerId(r.actor), r.payload, now));
    case 'Credentials':
      return credentials(db, r.payload, now);
    case 'RefreshSession':
      return change((uow) => refreshSession(uow, r.payload, now));
    case 'AuthenticateToken':
      return authenticateToken(db, r.payload, now);
    case 'RecentRevocations':
      return recentRevocations(db, r.payload);
  }
  const playerId = askingPlayer(r);
  switch (r.type) {
    case 'ClaimAccount':
      return change((uow) => claimAccount(uow, playerId, r.payload, now));
    case 'OpenSession':
      return change((uow) => openSession(uow, playerId, r.payload, now));
    case 'SignOut':
      return change((uow) => signOut(uow, playerId, r.payload, now));
    case 'SignOutEverywhere':
      return change((uow) => signOutEverywhere(uow, playerId, now));
    case 'CreatePersonalToken':
      return change((uow) => createPersonalToken(uow, playerId, r.payload));
    case 'ListPersonalTokens':
      return listPersonalTokens(db, playerId);
    case 'RevokePersonalToken':
      return change((uow) => revokePersonalToken(uow, playerId, r.payload, now));
    case 'ReportPlayer':
      return change((uow) => reportPlayer(uow, playerId, r.payload));
    case 'ListReports':
      return listReports(db, playerId);
    case 'Moderate':
      return change((uow) => moderate(uow, playerId, r.payload, now));
    case 'SetRole':
      return change((uow) => setRole(uow, playerId, r.payload, now));
    case 'ModerationLog':
      return moderationLog(db, playerId, r.payload);
    case 'PostChatMessage':
      return change((uow) => postChatMessage(uow, playerId, r.payload, now));
    case 'ChatHistory':
      return chatHistory(db, r.payload);
    case 'DeleteChatMessage':
      return change((uow) => deleteChatMessage(uow, playerId, r.payload, now));
    case 'EraseAccount':
      return change((uow) => eraseAccount(uow, playerId, r.payload, now));
    case 'MyData':
      return myData(db, playerId, now);
    default:
      return refuse('BAD_USER_INPUT', `unknown request ${(r as { type: string }).type}`);
  }
}
