import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    "A URL told of a tournament's milestones: a signed POST per milestone (`X-Empires-Signature: sha256=<HMAC-SHA256 of the raw body under the secret>`, `X-Empires-Delivery`, `X-Empires-Event`).",
})
export class TournamentWebhook {
  @Field(() => ID, { description: 'The webhook id, to remove it or list its deliveries by.' })
  hookId!: string;

  @Field(() => ID, { description: 'The tournament whose milestones it is told.' })
  tournamentId!: string;

  @Field({ description: 'Where each milestone is posted.' })
  url!: string;

  @Field(() => [String], {
    description: 'Some of registration-opened, round-paired, game-finished, standings-changed, event-finished.',
  })
  milestones!: string[];

  @Field({ description: 'When it was registered (ISO 8601).' })
  createdAt!: string;

  @Field({ nullable: true, description: 'The signing secret: given once, in the answer to registerTournamentWebhook.' })
  secret?: string;
}

@ObjectType({ description: 'One milestone owed to one webhook, and what became of it.' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The `X-Empires-Delivery` header: the same at every attempt and replay.' })
  deliveryId!: string;

  @Field(() => ID, { description: 'The webhook it is owed to.' })
  hookId!: string;

  @Field({ description: 'The milestone it tells: the `X-Empires-Event` header.' })
  milestone!: string;

  @Field({ description: 'pending, delivered (a 2xx answer) or failed (out of attempts: redeliver it).' })
  status!: string;

  @Field(() => Int, { description: 'Posts tried so far.' })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status at the last attempt." })
  lastStatus?: number;

  @Field({ nullable: true, description: 'Why the last attempt failed, when it did.' })
  lastError?: string;

  @Field({ description: 'When the milestone happened (ISO 8601).' })
  createdAt!: string;

  @Field({ nullable: true, description: 'When a receiver answered 2xx (ISO 8601).' })
  deliveredAt?: string;

  @Field({ nullable: true, description: 'When a pending delivery is tried next.' })
  nextAttemptAt?: string;
}
