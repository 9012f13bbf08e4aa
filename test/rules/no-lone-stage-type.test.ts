import rule from '../../rules/no-lone-stage-type.js';
import { ruleTester } from '../support/rule-tester.js';

ruleTester().run('no-lone-stage-type', rule, {
  valid: [
    "axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' } });",
    "fetch('/v2/applications?stageType=INTERVIEW&hiringState=ACTIVE');",
    // Not this endpoint, not a request.
    "fetch('/v2/jobs?stageType=INTERVIEW');",
    "const stageType = 'BOSS'; spawn({ stageType });",
  ],
  invalid: [
    {
      name: 'a hand-made helper that takes the path and a URLSearchParams beside it',
      code: "async function hiringGet(path, params) {\n  const res = await fetch(`${BASE}${path}?${params}`);\n  return res.json();\n}\nconst params = new URLSearchParams({ stageType: 'INTERVIEW' });\nawait hiringGet('/v2/applications', params);",
      output: null,
      errors: [
        {
          messageId: 'lone',
          line: 5,
          column: 38,
          suggestions: [{ messageId: 'addHiringState', data: { hiringState: 'ACTIVE', value: 'INTERVIEW' }, output: "async function hiringGet(path, params) {\n  const res = await fetch(`${BASE}${path}?${params}`);\n  return res.json();\n}\nconst params = new URLSearchParams({ hiringState: 'ACTIVE', stageType: 'INTERVIEW' });\nawait hiringGet('/v2/applications', params);" }],
        },
      ],
    },
    {
      name: 'params object: suggestion pairs the stage with the hiringState the table gives it',
      code: "axios.get('/v2/applications', { params: { stageType: 'INTERVIEW' } });",
      output: null,
      errors: [
        {
          messageId: 'lone',
          data: { value: 'INTERVIEW' },
          line: 1,
          column: 43,
          suggestions: [
            {
              messageId: 'addHiringState',
              data: { hiringState: 'ACTIVE', value: 'INTERVIEW' },
              output: "axios.get('/v2/applications', { params: { hiringState: 'ACTIVE', stageType: 'INTERVIEW' } });",
            },
          ],
        },
      ],
    },
    {
      name: 'query text',
      code: "fetch('/v2/applications?stageType=APPLICATION_REVIEW');",
      output: null,
      errors: [
        {
          messageId: 'lone',
          line: 1,
          column: 25,
          suggestions: [{ messageId: 'addHiringState', output: "fetch('/v2/applications?hiringState=ACTIVE&stageType=APPLICATION_REVIEW');" }],
        },
      ],
    },
    {
      name: 'a stage type the table does not pair: no suggestion',
      code: "axios.get('/v2/applications', { params: { stageType: 'OFFER' } });",
      output: null,
      errors: [{ messageId: 'lone', line: 1, column: 43, suggestions: [] }],
    },
    {
      name: 'a configured wrapper, value from a variable',
      code: 'listApplications({ stageType });',
      options: [{ wrappers: ['listApplications'] }],
      output: null,
      errors: [{ messageId: 'lone', data: { value: '…' }, line: 1, column: 20, suggestions: [] }],
    },
  ],
});
