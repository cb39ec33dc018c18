import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A chat message.' })
export class ChatMessage {
  @Field(() => ID, { description: 'The message id, to report or delete it by.' })
  id!: string;

  @Field({ description: 'Its channel: lobby, game:<id>, game:<id>:spectators or tournament:<id>.' })
  channel!: string;

  @Field(() => ID, { description: 'Its author.' })
  authorId!: string;

  @Field({ description: 'The author\'s name now ("deleted player" once erased).' })
  authorName!: string;

  @Field({ description: 'The text; empty once deleted.' })
  body!: string;

  @Field({ description: 'When it was sent (ISO 8601).' })
  sentAt!: string;

  @Field({ description: 'Deleted by a moderator: clients remove it from what they show.' })
  deleted!: boolean;
}

@ObjectType({ description: 'A report of a player (or one of their messages) for moderators.' })
export class PlayerReport {
  @Field(() => ID, { description: 'The report id.' })
  id!: string;

  @Field(() => ID, { description: 'Who reported.' })
  reporterId!: string;

  @Field(() => ID, { description: 'Who was reported.' })
  playerId!: string;

  @Field(() => ID, { nullable: true, description: 'The message reported, if one was.' })
  messageId?: string;

  @Field({ description: "Why, in the reporter's words." })
  reason!: string;

  @Field({ description: 'When it was made (ISO 8601).' })
  createdAt!: string;
}

@ObjectType({ description: 'One moderation action, with its reason: the record admins read.' })
export class ModerationAction {
  @Field({
    description:
      'PlayerBanned, PlayerUnbanned, PlayerMuted, PlayerUnmuted, RoleGranted, RoleRevoked, ChatMessageDeleted or AccountErased.',
  })
  type!: string;

  @Field(() => ID, { description: 'The player acted on.' })
  playerId!: string;

  @Field(() => ID, { description: 'The moderator or admin who acted.' })
  by!: string;

  @Field({ nullable: true, description: 'Why (for a role: which role).' })
  reason?: string;

  @Field({ nullable: true, description: 'Until when a ban or mute lasts (ISO 8601).' })
  until?: string;

  @Field({ description: 'When (ISO 8601).' })
  at!: string;
}
