import { Agent, request } from 'node:http';

/**
 * GraphQL over HTTP for load generation: node's own client on kept-alive sockets. The bench runs
 * on the machine it measures, and fetch costs several times the CPU per request, taken from the
 * services under test.
 */
export class LeanGraphQL {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });

  constructor(private readonly port: number) {}

  post<T>(token: string, query: string, variables: Record<string, unknown>): Promise<{ data?: T; errors?: unknown[] }> {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent: this.agent,
          host: '127.0.0.1',
          port: this.port,
          path: '/graphql',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString()));
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
