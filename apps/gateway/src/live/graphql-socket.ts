import { serveSocket, type SocketServer } from '@empires/gateway';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ServerOptions } from 'graphql-ws';

/** graphql-ws's options for the gateway's socket: the schema, the context and the door's hooks. */
export const SOCKET_OPTIONS = Symbol('SOCKET_OPTIONS');

/** Subscriptions over graphql-ws on `/graphql`, beside Apollo's HTTP door (see `serveSocket`). */
@Injectable()
export class GraphqlSocket implements OnApplicationBootstrap, OnModuleDestroy {
  private server?: SocketServer;

  constructor(
    private readonly http: HttpAdapterHost,
    @Inject(SOCKET_OPTIONS) private readonly options: ServerOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.server = serveSocket(this.http.httpAdapter.getHttpServer(), '/graphql', this.options);
  }

  async onModuleDestroy(): Promise<void> {
    await this.server?.stop();
  }
}
