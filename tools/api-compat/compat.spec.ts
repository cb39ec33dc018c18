import { join } from 'node:path';
import { graphqlBreaking, undeclaredBreaking } from './compat';
import { breakingChanges } from './json-schema-diff';

const command = {
  type: 'object',
  properties: { type: { const: 'Attack' }, from: { type: 'integer', minimum: 0, maximum: 41 } },
  required: ['type', 'from'],
  additionalProperties: false,
};

describe('breaking changes of a JSON Schema', () => {
  it('a command accepts less: a range narrowed, a field required, a command removed', () => {
    expect(
      breakingChanges(
        command,
        { ...command, properties: { ...command.properties, from: { type: 'integer', minimum: 0, maximum: 40 } } },
        'input',
      ),
    ).toEqual(['#/properties/from: maximum 41 became 40']);
    expect(
      breakingChanges(
        command,
        {
          ...command,
          properties: { ...command.properties, dice: { type: 'integer' } },
          required: ['type', 'from', 'dice'],
        },
        'input',
      ),
    ).toEqual(['#: property dice is required']);
    const union = (...alts: object[]) => ({ oneOf: alts });
    const place = { ...command, properties: { type: { const: 'Place' } } };
    expect(breakingChanges(union(command, place), union(place), 'input')).toEqual(['#: alternative Attack removed']);
  });

  it('a command accepting more, an event gaining an optional field or a new event: no break', () => {
    const wider = {
      ...command,
      properties: { ...command.properties, from: { type: 'integer', minimum: 0, maximum: 50 } },
    };
    expect(breakingChanges(command, wider, 'input')).toEqual([]);
    const event = { ...command, properties: { ...command.properties, note: { type: 'string' } } };
    expect(breakingChanges(command, event, 'output')).toEqual([]);
    expect(
      breakingChanges(
        { oneOf: [command] },
        { oneOf: [command, { ...command, properties: { type: { const: 'Moved' } } }] },
        'output',
      ),
    ).toEqual([]);
  });

  it('an event a client relied on changes: a field dropped or made optional, a wider range, another type', () => {
    expect(breakingChanges(command, { ...command, required: ['type'] }, 'output')).toEqual([
      '#: property from may be absent',
    ]);
    expect(breakingChanges(command, { ...command, properties: { type: command.properties.type } }, 'output')).toEqual([
      '#: property from removed',
    ]);
    expect(
      breakingChanges(
        command,
        { ...command, properties: { ...command.properties, from: { type: 'integer', minimum: -1, maximum: 41 } } },
        'output',
      ),
    ).toEqual(['#/properties/from: minimum 0 became -1']);
    expect(
      breakingChanges(
        command,
        { ...command, properties: { ...command.properties, from: { type: 'string' } } },
        'output',
      ),
    ).toContain('#/properties/from: type "integer" became "string"');
  });
});

describe('breaking changes of the GraphQL schema', () => {
  it('a field removed or an argument required breaks; a field added does not', async () => {
    const before = 'type Query { game(id: ID!): String, games: [String] }';
    expect(await graphqlBreaking(before, 'type Query { game(id: ID!): String, games: [String], me: String }')).toEqual(
      [],
    );
    expect(await graphqlBreaking(before, 'type Query { game(id: ID!): String }')).toEqual([
      expect.stringContaining("'games' was removed"),
    ]);
  });
});

describe('this tree against the last release', () => {
  it('has no breaking change that is not declared (npm run api:check)', async () => {
    expect((await undeclaredBreaking(join(__dirname, '../..'))).undeclared).toEqual([]);
  });
});
