/** Loopback origins on any port: a developer's own client (`npm start`'s web client, a Vite dev server). */
const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Which browser origins may call the API: those listed in `EMPIRES_CORS_ORIGINS` (comma
 * separated, exact), and in development any loopback origin. Requests without an Origin
 * (curl, bots, services) are not browsers' and CORS does not concern them.
 */
export function corsOrigins(listed: string | undefined, development: boolean): (origin: string) => boolean {
  const allowed = new Set(
    (listed ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  return (origin) => allowed.has(origin) || (development && LOCAL.test(origin));
}
