import rule from '../../rules/no-state-with-hiring-state.js';
import { FILTER_HELPER_TS, ruleTester } from '../support/rule-tester.js';

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
    {
      name: 'values known at run time: the mapped state value goes after the current filters it stands in for; its own line and comment go with it',
      code: "function list(f) {\n  const query = {\n    state: f.state, // old filter\n    hiringState: f.hiringState,\n    stageType: f.stageType,\n  };\n  return http.request('GET', '/v2/applications', { query });\n}",
      output: null,
      errors: [
        {
          messageId: 'alternative',
          data: { removal: 'was removed on 2026-11-01 (20 days ago)', others: 'hiringState and stageType' },
          line: 3,
          column: 5,
          suggestions: [
            {
              messageId: 'useMapping',
              data: { helper: 'toHiringStateFilter' },
              output:
                "function list(f) {\n  const query = {\n    hiringState: f.hiringState,\n    stageType: f.stageType,\n    ...toHiringStateFilter(f.state),\n  };\n  return http.request('GET', '/v2/applications', { query });\n}\n" +
                FILTER_HELPER_TS,
            },
          ],
        },
      ],
    },
    {
      name: 'written before guarded current filters: mapped where it stands',
      code: "function params(f) {\n  const p = {};\n  if (f.status) p.state = f.status;\n  if (f.hiringState) p.hiringState = f.hiringState;\n  return axios.get('/v2/applications', { params: p });\n}",
      output: null,
      errors: [
        {
          messageId: 'alternative',
          line: 3,
          column: 17,
          suggestions: [
            {
              messageId: 'useMapping',
              output:
                "function params(f) {\n  const p = {};\n  if (f.status) Object.assign(p, toHiringStateFilter(f.status));\n  if (f.hiringState) p.hiringState = f.hiringState;\n  return axios.get('/v2/applications', { params: p });\n}\n" +
                FILTER_HELPER_TS,
            },
          ],
        },
      ],
    },
  ],
});
