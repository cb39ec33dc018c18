import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description:
    "A URL told of a tournament's milestones: a signed POST per milestone (`X-Empires-Signature: sha256=<HMAC-SHA256 of the raw body under the secret>`, `X-Empires-Delivery`, `X-Empires-Event`).",
})
export class TournamentWebhook {
  @Field(() => ID)
  hookId!: string;

  @Field(() => ID)
  tournamentId!: string;

  @Field()
  url!: string;

  @Field(() => [String], {
    description: 'Some of registration-opened, round-paired, game-finished, standings-changed, event-finished.',
  })
  milestones!: string[];

  @Field()
  createdAt!: string;

  @Field({ nullable: true, description: 'The signing secret: given once, in the answer to registerTournamentWebhook.' })
  secret?: string;
}

@ObjectType({ description: 'One milestone owed to one webhook, and what became of it.' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The `X-Empires-Delivery` header: the same at every attempt and replay.' })
  deliveryId!: string;

  @Field(() => ID)
  hookId!: string;

  @Field()
  milestone!: string;

  @Field({ description: 'pending, delivered (a 2xx answer) or failed (out of attempts: redeliver it).' })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status at the last attempt." })
  lastStatus?: number;

  @Field({ nullable: true })
  lastError?: string;

  @Field()
  createdAt!: string;

  @Field({ nullable: true })
  deliveredAt?: string;

  @Field({ nullable: true, description: 'When a pending delivery is tried next.' })
  nextAttemptAt?: string;
}
