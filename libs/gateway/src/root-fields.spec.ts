import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { rootFields } from './root-fields';

const fieldsOf = (source: string) => {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return rootFields(document, operation);
};

describe('the root fields of an operation', () => {
  it('are its plain fields, one per response key', () => {
    expect(fieldsOf('mutation { signIn a: submitAction b: submitAction signIn }')).toEqual([
      'signIn',
      'submitAction',
      'submitAction',
    ]);
  });

  it('include those inside inline fragments and fragment spreads, however nested', () => {
    expect(
      fieldsOf(`
        mutation { ... on Mutation { signIn } ...Play }
        fragment Play on Mutation { submitAction ... { ...Organize } }
        fragment Organize on Mutation { createTournament ...Play }
      `),
    ).toEqual(['signIn', 'submitAction', 'createTournament']);
  });

  it('include those under @skip or @include, whatever the condition', () => {
    expect(fieldsOf('mutation($no: Boolean!) { signIn @include(if: $no) ... @skip(if: true) { register } }')).toEqual([
      'signIn',
      'register',
    ]);
  });
});
