/** The rulesets the gateway redacts and describes with (the shipped ones, or a test's). */
export const RULESETS = Symbol('RULESETS');
