import rule from '../../rules/valid-filter-values.js';
import { ruleTester } from '../support/rule-tester.js';

const LOAD = "const apps = await (await fetch('/v2/applications')).json();\n";

ruleTester().run('valid-filter-values', rule, {
  valid: [
    "axios.get('/v2/applications', { params: { hiringState: 'APPLIED' } });",
    "axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' } });",
    LOAD + "apps.filter((a) => a.hiringState === 'OFFER' || a.pipelineStage?.type === 'HIRED');",
    // Other objects with a hiringState-like field are none of our business.
    "if (job.hiringState === 'SCREENING') open();",
  ],
  invalid: [
    {
      name: 'a half migration: the legacy value means a pair',
      code: "axios.get('/v2/applications', { params: { hiringState: 'SCREENING' } });",
      output: "axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'APPLICATION_REVIEW' } });",
      errors: [
        {
          messageId: 'legacyValue',
          data: { value: 'SCREENING', field: 'hiringState', replacement: 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW' },
          line: 1,
          column: 43,
        },
      ],
    },
    {
      name: 'a half migration in query text',
      code: "fetch('/v2/applications?hiringState=QUALIFIED');",
      output: "fetch('/v2/applications?hiringState=ACTIVE&stageType=INTERVIEW');",
      errors: [{ messageId: 'legacyValue', line: 1, column: 25 }],
    },
    {
      name: 'a stageType that is not one',
      code: "axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'SCREEN' } });",
      output: null,
      errors: [
        {
          messageId: 'unknownValue',
          data: { value: 'SCREEN', field: 'stageType', allowed: 'APPLIED, APPLICATION_REVIEW, INTERVIEW, OFFER, HIRED' },
          line: 1,
          column: 66,
        },
      ],
    },
    {
      name: 'a comparison that can never be true: suggestion with the equivalent test',
      code: LOAD + "const q = apps.filter((a) => a.hiringState === 'QUALIFIED');",
      output: null,
      errors: [
        {
          messageId: 'legacyValue',
          line: 2,
          column: 48,
          suggestions: [
            {
              messageId: 'useEquivalent',
              output: LOAD + "const q = apps.filter((a) => a.hiringState === 'ACTIVE' && a.pipelineStage?.type === 'INTERVIEW');",
            },
          ],
        },
      ],
    },
    {
      name: 'pipelineStage.type compared with a value outside the stage types',
      code: LOAD + "apps.some((a) => a.pipelineStage.type === 'SCREENING');",
      output: null,
      errors: [{ messageId: 'unknownValue', line: 2, column: 43 }],
    },
  ],
});
