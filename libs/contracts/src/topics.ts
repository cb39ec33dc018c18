/**
 * Every Kafka topic of the system. Created from this list by the admin client (never by
 * auto-creation); keys are stream ids so order holds per stream.
 */
export interface TopicSpec {
  readonly name: string;
  readonly partitions: number;
  /** Event topics keep everything: they are the analysts' source. */
  readonly keepForever: boolean;
}

export const Topics = {
  gameCommands: { name: 'empires.game.commands', partitions: 6, keepForever: false },
  gameEvents: { name: 'empires.game.events', partitions: 6, keepForever: true },
  commandResults: { name: 'empires.game.command-results', partitions: 6, keepForever: false },
  matchmakingCommands: { name: 'empires.matchmaking.commands', partitions: 6, keepForever: false },
  matchmakingEvents: { name: 'empires.matchmaking.events', partitions: 6, keepForever: true },
  matchmakingResults: { name: 'empires.matchmaking.results', partitions: 6, keepForever: false },
  queryRequests: { name: 'empires.queries', partitions: 6, keepForever: false },
  queryReplies: { name: 'empires.query-replies', partitions: 6, keepForever: false },
} as const satisfies Record<string, TopicSpec>;

export type TopicSet = { readonly [K in keyof typeof Topics]: TopicSpec };

/**
 * The topics under a namespace (`EMPIRES_NAMESPACE`): several stacks, or test runs, share
 * one broker without hearing each other. No namespace gives the plain names.
 */
export function topicsIn(namespace = ''): TopicSet {
  if (!namespace) return Topics;
  const entries = Object.entries(Topics).map(([key, spec]) => [key, { ...spec, name: `${namespace}.${spec.name}` }]);
  return Object.fromEntries(entries) as TopicSet;
}

export const allTopics = (namespace = ''): readonly TopicSpec[] => Object.values(topicsIn(namespace));

/** Per-topic settings: event topics never delete by time or size. */
export function topicConfig(spec: TopicSpec): Record<string, string> {
  return spec.keepForever
    ? { 'retention.ms': '-1', 'retention.bytes': '-1', 'cleanup.policy': 'delete' }
    : { 'retention.ms': String(7 * 24 * 3600 * 1000) };
}
