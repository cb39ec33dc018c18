import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { RulesetSchemaFiles } from '../rulesets/schema-files';

/**
 * The API describes itself over plain HTTP too: the GraphQL schema as SDL, and each ruleset's
 * descriptor and JSON Schemas as `docs/schemas/` holds them.
 */
@Controller()
export class SchemaController {
  constructor(
    private readonly host: GraphQLSchemaHost,
    private readonly files: RulesetSchemaFiles,
  ) {}

  @Get('schema.graphql')
  @Header('content-type', 'text/plain; charset=utf-8')
  sdl(): string {
    return `${printSchema(lexicographicSortSchema(this.host.schema))}\n`;
  }

  @Get('schemas')
  index(): { files: string[] } {
    return { files: this.files.paths().map((p) => `/schemas/${p}`) };
  }

  @Get('schemas/:file')
  shared(@Param('file') file: string): unknown {
    return this.found(file);
  }

  @Get('schemas/:ruleset/:file')
  ofRuleset(@Param('ruleset') ruleset: string, @Param('file') file: string): unknown {
    return this.found(`${ruleset}/${file}`);
  }

  private found(path: string): unknown {
    const content = this.files.file(path);
    if (content === undefined) throw new NotFoundException(`no schema file ${path}; see /schemas`);
    return content;
  }
}
