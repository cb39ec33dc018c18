// A Stryker ignorer: the message of a rule violation is for people (tests check its stable code), so
// mutating its text proves nothing about the rules. Used by tools/mutation.mjs.
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

export class ViolationMessageIgnorer {
  shouldIgnore(path) {
    const call = path.parentPath;
    if (!call?.isCallExpression() || path.key !== 1) return undefined;
    const callee = call.node.callee;
    return callee.type === 'Identifier' && callee.name === 'violation' ? 'the text of a violation message' : undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'ViolationMessage', ViolationMessageIgnorer)];
