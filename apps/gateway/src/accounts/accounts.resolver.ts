import type { Identity, PersonalTokenView, Scope, SessionGrant } from '@empires/contracts';
import {
  AccessTokens,
  gqlError,
  hashOf,
  hashPassword,
  newPersonalToken,
  newPlayerId,
  newRefreshToken,
  newSessionId,
  passwordMatches,
  requirePlayer,
  Revocations,
  type GatewayContext,
  type Player,
} from '@empires/gateway';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { JsonScalar } from '../common/json.scalar';
import { ApiToken, ApiTokenCreated, PlayerModel, Registration, ScopeEnum } from './models';

const playerModel = (p: Player | Identity): PlayerModel => ({
  id: 'id' in p ? p.id : p.playerId,
  name: p.name,
  guest: p.guest,
  bot: p.bot,
  roles: [...p.roles],
  ...('scopes' in p && p.scopes ? { scopes: [...p.scopes] } : {}),
});

const apiToken = (t: PersonalTokenView): ApiToken => ({
  id: t.tokenId,
  label: t.label,
  scopes: [...t.scopes],
  createdAt: t.createdAt,
});

/** A session is what only a signed-in person holds: account management refuses personal tokens. */
const sessionOf = (ctx: GatewayContext): Player & { sessionId: string } => {
  const player = requirePlayer(ctx);
  if (!player.sessionId) throw gqlError('FORBIDDEN', 'this needs a signed-in session, not a personal token');
  return player as Player & { sessionId: string };
};

@Resolver()
export class AccountsResolver {
  constructor(
    private readonly backend: Backend,
    private readonly tokens: AccessTokens,
    private readonly revocations: Revocations,
  ) {}

  @Mutation(() => Registration, {
    description:
      'Plays at once as a guest under a name (not one an account holds); `claimAccount` later keeps its games and rating under a password.',
  })
  async register(
    @Args('name', { description: "1 to 40 letters, digits, spaces or `_.'-`." }) name: string,
  ): Promise<Registration> {
    return this.opened((sessionId, refreshHash) =>
      this.backend.account<SessionGrant>(
        { type: 'RegisterGuest', payload: { name, sessionId, refreshHash } },
        newPlayerId(),
      ),
    );
  }

  @Mutation(() => Registration, {
    description: 'Creates an account with a unique name (whatever its case) and signs in.',
  })
  async signUp(
    @Args('name', { description: "1 to 40 letters, digits, spaces or `_.'-`." }) name: string,
    @Args('password', { description: '8 to 200 characters.' }) password: string,
    @Args('bot', {
      defaultValue: false,
      description: 'A bot account: plays with personal tokens of the `bot` scope, and is shown as a bot.',
    })
    bot: boolean,
  ): Promise<Registration> {
    const passwordHash = await hashPassword(password);
    return this.opened((sessionId, refreshHash) =>
      this.backend.account<SessionGrant>(
        { type: 'SignUp', payload: { name, passwordHash, bot, sessionId, refreshHash } },
        newPlayerId(),
      ),
    );
  }

  @Mutation(() => Registration, { description: 'Signs in to an account with its name (any case) and password.' })
  async signIn(@Args('name') name: string, @Args('password') password: string): Promise<Registration> {
    const found = await this.backend.account<(Identity & { passwordHash: string }) | null>({
      type: 'Credentials',
      payload: { name },
    });
    if (!(await passwordMatches(password, found?.passwordHash)) || !found)
      throw gqlError('UNAUTHENTICATED', 'wrong name or password');
    if (found.bannedUntil) throw gqlError('FORBIDDEN', `this account is banned until ${found.bannedUntil}`);
    return this.opened((sessionId, refreshHash) =>
      this.backend.account<SessionGrant>({ type: 'OpenSession', payload: { sessionId, refreshHash } }, found.playerId),
    );
  }

  @Mutation(() => Registration, {
    description:
      'Spends a refresh token for a new access token and a new refresh token. A refresh token presented twice ends its session (one of the two holders stole it).',
  })
  async refreshSession(@Args('refreshToken') refreshToken: string): Promise<Registration> {
    const next = newRefreshToken();
    const grant = await this.backend.account<SessionGrant | { refused: string }>({
      type: 'RefreshSession',
      payload: { refreshHash: hashOf(refreshToken), nextRefreshHash: hashOf(next) },
    });
    if ('refused' in grant) throw gqlError('UNAUTHENTICATED', grant.refused);
    return this.registration(grant, next);
  }

  @Mutation(() => Registration, {
    description:
      'Turns the guest you are into an account under its name and a password, keeping its games and ratings.',
  })
  async claimAccount(
    @Context() ctx: GatewayContext,
    @Args('password', { description: '8 to 200 characters.' }) password: string,
  ): Promise<Registration> {
    const guest = sessionOf(ctx);
    const passwordHash = await hashPassword(password);
    await this.backend.account({ type: 'ClaimAccount', payload: { passwordHash } }, guest.id);
    return this.opened((sessionId, refreshHash) =>
      this.backend.account<SessionGrant>({ type: 'OpenSession', payload: { sessionId, refreshHash } }, guest.id),
    );
  }

  @Mutation(() => Boolean, { description: 'Ends this session: its refresh token and access tokens stop working.' })
  async signOut(@Context() ctx: GatewayContext): Promise<boolean> {
    const { id, sessionId } = sessionOf(ctx);
    await this.backend.account({ type: 'SignOut', payload: { sessionId } }, id);
    this.revocations.add({ playerId: id, sessionIds: [sessionId], tokenIds: [], at: new Date().toISOString() });
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Ends every session and personal token of your account, and closes their connections.',
  })
  async signOutEverywhere(@Context() ctx: GatewayContext): Promise<boolean> {
    await this.backend.account({ type: 'SignOutEverywhere', payload: {} }, sessionOf(ctx).id);
    return true;
  }

  @Query(() => [ApiToken], { description: 'Your live personal tokens (their secrets are not kept).' })
  async apiTokens(@Context() ctx: GatewayContext): Promise<ApiToken[]> {
    const tokens = await this.backend.account<PersonalTokenView[]>(
      { type: 'ListPersonalTokens', payload: {} },
      sessionOf(ctx).id,
    );
    return tokens.map(apiToken);
  }

  @Mutation(() => ApiTokenCreated, {
    description:
      'A personal token for a bot or a script, with the scopes it needs (bot accounts play with `bot`, people with `play`). Accounts only; 20 at most.',
  })
  async createApiToken(
    @Context() ctx: GatewayContext,
    @Args('label', { description: 'What it is for, 1 to 60 characters.' }) label: string,
    @Args('scopes', { type: () => [ScopeEnum] }) scopes: Scope[],
  ): Promise<ApiTokenCreated> {
    const { tokenId, token } = newPersonalToken();
    const created = await this.backend.account<PersonalTokenView>(
      { type: 'CreatePersonalToken', payload: { tokenId, tokenHash: hashOf(token), label, scopes } },
      sessionOf(ctx).id,
    );
    return { apiToken: apiToken(created), secret: token };
  }

  @Mutation(() => Boolean, { description: 'Revokes one of your personal tokens at once.' })
  async revokeApiToken(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    const { id: playerId } = sessionOf(ctx);
    await this.backend.account({ type: 'RevokePersonalToken', payload: { tokenId: id } }, playerId);
    this.revocations.add({ playerId, sessionIds: [], tokenIds: [id], at: new Date().toISOString() });
    return true;
  }

  @Mutation(() => PlayerModel, {
    description:
      'Over a graphql-ws connection: takes the access token a refresh gave, so the connection outlives the token it opened with (otherwise it closes with 4401 when that expires).',
  })
  async renewConnection(@Context() ctx: GatewayContext, @Args('token') token: string): Promise<PlayerModel> {
    if (!ctx.connection) throw gqlError('BAD_USER_INPUT', 'renewConnection is sent over a graphql-ws connection');
    const player = await ctx.connection.renew(token).catch((error: Error) => {
      throw gqlError('UNAUTHENTICATED', error.message);
    });
    return playerModel(player);
  }

  @Query(() => JsonScalar, { description: 'Everything the server keeps about you, as one JSON document.' })
  async myData(@Context() ctx: GatewayContext): Promise<unknown> {
    return this.backend.account({ type: 'MyData', payload: {} }, sessionOf(ctx).id);
  }

  @Mutation(() => Boolean, {
    description:
      'Erases your account (an admin may name another): the name goes from every view, export and chat, your messages are emptied, every session ends; the games stay, played by "deleted player".',
  })
  async eraseAccount(
    @Context() ctx: GatewayContext,
    @Args('playerId', { type: () => ID, nullable: true }) playerId?: string,
  ): Promise<boolean> {
    await this.backend.account({ type: 'EraseAccount', payload: playerId ? { playerId } : {} }, sessionOf(ctx).id);
    return true;
  }

  @Query(() => PlayerModel, { description: 'The player the token belongs to.' })
  me(@Context() ctx: GatewayContext): PlayerModel {
    return playerModel(requirePlayer(ctx));
  }

  /** Opens a session with a fresh refresh token (only its hash leaves the gateway) and signs its first access token. */
  private async opened(open: (sessionId: string, refreshHash: string) => Promise<SessionGrant>): Promise<Registration> {
    const refreshToken = newRefreshToken();
    return this.registration(await open(newSessionId(), hashOf(refreshToken)), refreshToken);
  }

  private async registration(grant: SessionGrant, refreshToken: string): Promise<Registration> {
    const { token, expiresAt } = await this.tokens.issue(grant);
    return { player: playerModel(grant), token, expiresAt: expiresAt.toISOString(), refreshToken };
  }
}
