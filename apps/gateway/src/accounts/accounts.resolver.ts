import type { Identity, PersonalTokenView, SessionGrant } from '@empires/contracts';
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
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type {
  ApiToken,
  ApiTokenCreated,
  MutationClaimAccountArgs,
  MutationCreateApiTokenArgs,
  MutationEraseAccountArgs,
  MutationRefreshSessionArgs,
  MutationRegisterArgs,
  MutationRenewConnectionArgs,
  MutationRevokeApiTokenArgs,
  MutationSignInArgs,
  MutationSignUpArgs,
  PlayerModel,
  Registration,
} from '../generated/schema-types';

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

  @Mutation()
  async register(@Args() { name }: MutationRegisterArgs): Promise<Registration> {
    return this.opened((sessionId, refreshHash) =>
      this.backend.account<SessionGrant>(
        { type: 'RegisterGuest', payload: { name, sessionId, refreshHash } },
        newPlayerId(),
      ),
    );
  }

  @Mutation()
  async signUp(@Args() { name, password, bot }: MutationSignUpArgs): Promise<Registration> {
    const passwordHash = await hashPassword(password);
    return this.opened((sessionId, refreshHash) =>
      this.backend.account<SessionGrant>(
        { type: 'SignUp', payload: { name, passwordHash, bot, sessionId, refreshHash } },
        newPlayerId(),
      ),
    );
  }

  @Mutation()
  async signIn(@Args() { name, password }: MutationSignInArgs): Promise<Registration> {
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

  @Mutation()
  async refreshSession(@Args() { refreshToken }: MutationRefreshSessionArgs): Promise<Registration> {
    const next = newRefreshToken();
    const grant = await this.backend.account<SessionGrant | { refused: string }>({
      type: 'RefreshSession',
      payload: { refreshHash: hashOf(refreshToken), nextRefreshHash: hashOf(next) },
    });
    if ('refused' in grant) throw gqlError('UNAUTHENTICATED', grant.refused);
    return this.registration(grant, next);
  }

  @Mutation()
  async claimAccount(
    @Context() ctx: GatewayContext,
    @Args() { password }: MutationClaimAccountArgs,
  ): Promise<Registration> {
    const guest = sessionOf(ctx);
    // Refused before the hash, which is the costly part: matchmaking refuses it again, from its rows.
    if (!guest.guest) throw gqlError('BAD_USER_INPUT', 'this player is an account already');
    const passwordHash = await hashPassword(password);
    await this.backend.account({ type: 'ClaimAccount', payload: { passwordHash } }, guest.id);
    return this.opened((sessionId, refreshHash) =>
      this.backend.account<SessionGrant>({ type: 'OpenSession', payload: { sessionId, refreshHash } }, guest.id),
    );
  }

  @Mutation()
  async signOut(@Context() ctx: GatewayContext): Promise<boolean> {
    const { id, sessionId } = sessionOf(ctx);
    await this.backend.account({ type: 'SignOut', payload: { sessionId } }, id);
    this.revocations.add({ playerId: id, sessionIds: [sessionId], tokenIds: [], at: new Date().toISOString() });
    return true;
  }

  @Mutation()
  async signOutEverywhere(@Context() ctx: GatewayContext): Promise<boolean> {
    await this.backend.account({ type: 'SignOutEverywhere', payload: {} }, sessionOf(ctx).id);
    return true;
  }

  @Query()
  async apiTokens(@Context() ctx: GatewayContext): Promise<ApiToken[]> {
    const tokens = await this.backend.account<PersonalTokenView[]>(
      { type: 'ListPersonalTokens', payload: {} },
      sessionOf(ctx).id,
    );
    return tokens.map(apiToken);
  }

  @Mutation()
  async createApiToken(
    @Context() ctx: GatewayContext,
    @Args() { label, scopes }: MutationCreateApiTokenArgs,
  ): Promise<ApiTokenCreated> {
    const { tokenId, token } = newPersonalToken();
    const created = await this.backend.account<PersonalTokenView>(
      { type: 'CreatePersonalToken', payload: { tokenId, tokenHash: hashOf(token), label, scopes } },
      sessionOf(ctx).id,
    );
    return { apiToken: apiToken(created), secret: token };
  }

  @Mutation()
  async revokeApiToken(@Context() ctx: GatewayContext, @Args() { id }: MutationRevokeApiTokenArgs): Promise<boolean> {
    const { id: playerId } = sessionOf(ctx);
    await this.backend.account({ type: 'RevokePersonalToken', payload: { tokenId: id } }, playerId);
    this.revocations.add({ playerId, sessionIds: [], tokenIds: [id], at: new Date().toISOString() });
    return true;
  }

  @Mutation()
  async renewConnection(
    @Context() ctx: GatewayContext,
    @Args() { token }: MutationRenewConnectionArgs,
  ): Promise<PlayerModel> {
    if (!ctx.connection) throw gqlError('BAD_USER_INPUT', 'renewConnection is sent over a graphql-ws connection');
    const player = await ctx.connection.renew(token).catch((error: Error) => {
      throw gqlError('UNAUTHENTICATED', error.message);
    });
    return playerModel(player);
  }

  @Query()
  async myData(@Context() ctx: GatewayContext): Promise<unknown> {
    return this.backend.account({ type: 'MyData', payload: {} }, sessionOf(ctx).id);
  }

  @Mutation()
  async eraseAccount(@Context() ctx: GatewayContext, @Args() { playerId }: MutationEraseAccountArgs): Promise<boolean> {
    await this.backend.account({ type: 'EraseAccount', payload: playerId ? { playerId } : {} }, sessionOf(ctx).id);
    return true;
  }

  @Query()
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
