import typeDefs from '../schema.graphql';
import { enumResolvers } from './common/enums';
import { JsonScalar } from './common/json.scalar';

/**
 * The API as the GraphQL module builds it: the SDL (apps/gateway/schema.graphql, the API's source,
 * printed sorted), with the JSON scalar and the enums that stand for the services' words.
 */
export const schemaFirst = { typeDefs, resolvers: { JSON: JsonScalar, ...enumResolvers } };
