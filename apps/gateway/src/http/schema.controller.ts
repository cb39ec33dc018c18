import { Controller, Get, Header } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

/** The API describes itself over plain HTTP too: the GraphQL schema as SDL. */
@Controller()
export class SchemaController {
  constructor(private readonly host: GraphQLSchemaHost) {}

  @Get('schema.graphql')
  @Header('content-type', 'text/plain; charset=utf-8')
  sdl(): string {
    return `${printSchema(lexicographicSortSchema(this.host.schema))}\n`;
  }
}
