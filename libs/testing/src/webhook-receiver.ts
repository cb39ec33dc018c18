import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A local HTTP receiver that records every request, answering 500 to the first `failFirst` of them. */
export async function webhookReceiver(failFirst = 0): Promise<{ url: string; got: ReceivedRequest[]; server: Server }> {
  const got: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.statusCode = got.length <= failFirst ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got, server };
}
