export { EmpiresClient, type ClientOptions } from './client';
export { EmpiresError, isCode, type InputIssue } from './errors';
export { foldReceived, type ReceivedEvent } from './fold';
export { GameSession, type SessionOptions } from './session';
export { verifyGame, type VerifiableEvent, type Verification } from './verify';
export type { RulesetTypes, CommandOf, ViewOf, EventOf } from './rulesets';
export * from './generated/graphql';
