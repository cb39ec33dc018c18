import { createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { graphiqlPage } from '@empires/gateway';
import { Controller, Get, Header, NotFoundException, Param, StreamableFile } from '@nestjs/common';

/** A file of an installed package that its `exports` do not name (browser bundles): found beside its package.json. */
const inPackage = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file);

/** The files the IDE's page loads, from the packages installed with the server. */
const assets: Readonly<Record<string, { path: string; type: string }>> = {
  'graphiql.min.css': { path: inPackage('graphiql', 'graphiql.min.css'), type: 'text/css' },
  'graphiql.min.js': { path: inPackage('graphiql', 'graphiql.min.js'), type: 'text/javascript' },
  'react.production.min.js': { path: inPackage('react', 'umd/react.production.min.js'), type: 'text/javascript' },
  'react-dom.production.min.js': {
    path: inPackage('react-dom', 'umd/react-dom.production.min.js'),
    type: 'text/javascript',
  },
};

/** GraphiQL at `/graphiql`, in development only (see the gateway module). */
@Controller('graphiql')
export class GraphiqlController {
  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return graphiqlPage('/graphql');
  }

  @Get('assets/:file')
  @Header('cache-control', 'public, max-age=86400')
  asset(@Param('file') file: string): StreamableFile {
    const asset = assets[file];
    if (!asset) throw new NotFoundException();
    return new StreamableFile(createReadStream(asset.path), { type: asset.type });
  }
}
