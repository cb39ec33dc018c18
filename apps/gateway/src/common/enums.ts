import { wordEnums } from '@empires/gateway';
import { ENUM_WORDS } from './enum-words';

/** The SDL's enums over the services' words, as the gateway serves them (enum resolvers). */
export const enumResolvers = wordEnums(ENUM_WORDS);
