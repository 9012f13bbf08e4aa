import rule from '../../rules/no-state-with-hiring-state.js';
import { ruleTester } from '../support/rule-tester.js';

ruleTester().run('no-state-with-hiring-state', rule, {
  valid: [
    "axios.get('/v2/applications', { params: { hiringState: 'HIRED' } });",
    "fetch('/v2/jobs?state=open&hiringState=HIRED');",
  ],
  invalid: [
    {
      name: 'both say the same: state is dropped',
      code: "axios.get('/v2/applications', { params: { state: 'QUALIFIED', hiringState: 'ACTIVE', stageType: 'INTERVIEW' } });",
      output: "axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' } });",
      errors: [{ messageId: 'sameMeaning', data: { others: 'hiringState and stageType', value: 'QUALIFIED', removal: 'was removed on 2026-11-01 (20 days ago)' }, line: 1, column: 43 }],
    },
    {
      name: 'same meaning in query text: the pair and its & go',
      code: "fetch('/v2/applications?hiringState=HIRED&state=HIRED&limit=5');",
      output: "fetch('/v2/applications?hiringState=HIRED&limit=5');",
      errors: [{ messageId: 'sameMeaning', line: 1, column: 43 }],
    },
    {
      name: 'they disagree: a person decides, a suggestion drops state',
      code: "axios.get('/v2/applications', {\n  params: {\n    state: 'SCREENING',\n    hiringState: 'REJECTED',\n  },\n});",
      output: null,
      errors: [
        {
          messageId: 'conflict',
          data: {
            removal: 'was removed on 2026-11-01 (20 days ago)',
            others: 'hiringState',
            value: 'SCREENING',
            replacement: 'hiringState=ACTIVE together with stageType=APPLICATION_REVIEW',
          },
          line: 3,
          column: 5,
          suggestions: [{ messageId: 'dropState', output: "axios.get('/v2/applications', {\n  params: {\n    hiringState: 'REJECTED',\n  },\n});" }],
        },
      ],
    },
  ],
});
