/**
 * Development unless `NODE_ENV=production`. Development relaxes what only a developer's own
 * machine may have: a default token secret, browser origins on localhost, the GraphQL IDE.
 */
export const isProduction = (env: NodeJS.ProcessEnv = process.env): boolean => env.NODE_ENV === 'production';
