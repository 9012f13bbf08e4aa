/**
 * What a rule is told: `settings['hiring-migrate']` (shared by all rules) and each rule's own
 * options. One schema, defined once, for every rule.
 */
import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';
import type { WrapperSpec } from '../matchers/requests.js';

export const SETTINGS_KEY = 'hiring-migrate';

export interface RuleOptions {
  /** The team's own wrappers around `GET /v2/applications` whose argument is the filter object. */
  wrappers?: (string | WrapperSpec)[];
  /** The team's own functions that create or update a candidate note; the payload is `argument`, else any argument. */
  noteWrappers?: (string | WrapperSpec)[];
}

export interface SharedSettings extends RuleOptions {
  /** ISO date (YYYY-MM-DD) to compute "removed N days ago" from; today by default. */
  today?: string;
  /** Use type information (typed linting); set by the `recommended-type-checked` preset. */
  typeAware?: boolean;
  /**
   * Files that may hand this file's exports applications or send them as filters (the CLI lists the
   * files of its run; see engine/demands). Without it, imports are followed forwards only.
   */
  importers?: string[];
}

const WRAPPER_ITEM: JSONSchema4 = {
  oneOf: [
    { type: 'string' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string' }, argument: { type: 'integer', minimum: 0 } },
    },
  ],
};

export const OPTIONS_SCHEMA: JSONSchema4[] = [
  {
    type: 'object',
    additionalProperties: false,
    properties: {
      wrappers: {
        type: 'array',
        description: 'Functions of your own whose argument is the filter object of GET /v2/applications.',
        items: WRAPPER_ITEM,
      },
      noteWrappers: {
        type: 'array',
        description: 'Functions of your own that create or update a candidate note; the payload is `argument`, else any argument.',
        items: WRAPPER_ITEM,
      },
    },
  },
];

export function normalizeWrappers(list: readonly (string | WrapperSpec)[] | undefined): WrapperSpec[] {
  return (list ?? []).map((w) => (typeof w === 'string' ? { name: w } : w));
}
