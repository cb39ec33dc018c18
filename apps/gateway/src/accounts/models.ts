import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { Role, Scope } from '@empires/contracts';
import { graphqlEnum } from '@empires/gateway';

export const ScopeEnum = graphqlEnum<Scope>(
  'TokenScope',
  'What a personal token may do.',
  {
    play: 'Play games, queue, sit at tables and chat, as a person.',
    bot: 'Play as a bot account (bot accounts play with this scope, people with `play`).',
    organize: 'Create and run tournaments.',
    read: 'Queries and subscriptions.',
  },
  'words',
);

export const RoleEnum = graphqlEnum<Role>(
  'Role',
  'A server-wide role.',
  {
    admin: 'Grants roles, erases accounts, reads the moderation record.',
    moderator: 'Reads reports, deletes messages, mutes and bans.',
  },
  'words',
);

@ObjectType({ description: 'The player a credential acts for.' })
export class PlayerModel {
  @Field(() => ID, { description: 'The player id, as seats and filters name it.' })
  id!: string;

  @Field({ description: 'The name shown to others.' })
  name!: string;

  @Field({ description: 'A guest has no password yet: `claimAccount` keeps its games and rating under an account.' })
  guest!: boolean;

  @Field({ description: 'A bot account: shown as a bot wherever players are shown.' })
  bot!: boolean;

  @Field(() => [RoleEnum], { description: 'Server-wide roles.' })
  roles!: string[];

  @Field(() => [ScopeEnum], {
    nullable: true,
    description: "A personal token's scopes; null for a signed-in session (all its account may do).",
  })
  scopes?: string[];
}

@ObjectType({ description: 'A signed-in session: a short-lived access token and the refresh token that renews it.' })
export class Registration {
  @Field(() => PlayerModel, { description: 'The player.' })
  player!: PlayerModel;

  @Field({
    description:
      'The access token: send as `Authorization: Bearer <token>` over HTTP, or `{ authorization: "Bearer <token>" }` as graphql-ws connection params. It expires at `expiresAt`.',
  })
  token!: string;

  @Field({ description: 'When the access token expires (ISO 8601).' })
  expiresAt!: string;

  @Field({
    description:
      'Spend it with `refreshSession` for a new access token (and a new refresh token: each is good once). Keep it secret.',
  })
  refreshToken!: string;
}

@ObjectType({ description: 'A personal API token, for bots and scripts (its secret is shown once, at creation).' })
export class ApiToken {
  @Field(() => ID, { description: 'The token id, to revoke it by.' })
  id!: string;

  @Field({ description: 'What it is for, as its owner named it.' })
  label!: string;

  @Field(() => [ScopeEnum], { description: 'What it may do.' })
  scopes!: string[];

  @Field({ description: 'When it was created (ISO 8601).' })
  createdAt!: string;
}

@ObjectType({ description: 'A new personal token and its secret.' })
export class ApiTokenCreated {
  @Field(() => ApiToken, { description: 'The token.' })
  apiToken!: ApiToken;

  @Field({ description: 'Send as `Authorization: Bearer <secret>`. Shown this once only: keep it secret.' })
  secret!: string;
}
