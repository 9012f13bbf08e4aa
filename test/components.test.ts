/** Vue and Svelte components through the projection (src/sfc): what the template sees of the script. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateComponent } from '../src/sfc/migrate.js';

const CARD = [
  '<script setup lang="ts">',
  'interface Application { id: string; state: string; currentStage: { name: string } }',
  'const props = defineProps<{ application: Application; compact?: boolean }>();',
  "const closed = props.application.currentStage.name === 'Rejected';",
  '</script>',
  '',
  '<template>',
  '  <strong :class="{ closed }">{{ application.currentStage.name }}</strong>',
  '</template>',
  '',
].join('\n');

describe('Vue props', () => {
  it('props declared with defineProps<T>() are typed by T in the script (props.application), and read by their names in the template', () => {
    expect(migrateComponent(CARD, '/tmp/Card.vue', {}).output).toBe(
      CARD.replace("state: string; currentStage: { name: string }", "hiringState: 'APPLIED' | 'ACTIVE' | 'REJECTED' | 'HIRED' | 'OFFER'; pipelineStage: { name: string; type?: string }")
        .replace('props.application.currentStage.name', 'props.application.pipelineStage.name')
        .replace('{{ application.currentStage.name }}', '{{ application.pipelineStage.name }}'),
    );
  });

  it('runtime props (defineProps([...]) inside withDefaults) of a component that talks to the service are read by their names in the template too', () => {
    const text = [
      '<script setup>',
      "const props = withDefaults(defineProps(['application']), {});",
      "const reload = () => fetch(`/v2/applications/${props.application.id}`).then((r) => r.json());",
      '</script>',
      '<template>',
      '  <p>{{ application.currentStage.name }}</p>',
      '</template>',
      '',
    ].join('\n');
    expect(migrateComponent(text, '/tmp/Runtime.vue', {}).output).toBe(text.replace('application.currentStage', 'application.pipelineStage'));
  });
});

describe('Vue Options API props', () => {
  it('props an Options API component declares (props: { application: Object }, props: [...]) are read by their names in the template, and as this.application in its script', () => {
    const text = [
      '<template>',
      "  <article :class=\"{ qualified: application.state === 'QUALIFIED' }\">",
      '    <p v-if="application.currentStage">{{ application.currentStage.name }}</p>',
      '  </article>',
      '</template>',
      '<script>',
      'export default {',
      '  props: { application: { type: Object, required: true } },',
      "  computed: { closed() { return this.application.state === 'REJECTED'; } },",
      '};',
      '</script>',
      '',
    ].join('\n');
    const migrated = (t: string): string =>
      t
        .replace("this.application.state === 'REJECTED'", "this.application.hiringState === 'REJECTED'")
        .replace("application.state === 'QUALIFIED'", "application.hiringState === 'ACTIVE' && application.pipelineStage?.type === 'INTERVIEW'")
        .replace('v-if="application.currentStage"', 'v-if="application.pipelineStage"')
        .replace('{{ application.currentStage.name }}', '{{ application.pipelineStage.name }}');
    expect(migrateComponent(text, '/tmp/OptionsCard.vue', {}).output).toBe(migrated(text));
    const listed = text.replace('props: { application: { type: Object, required: true } }', "props: ['application']");
    expect(migrateComponent(listed, '/tmp/OptionsList.vue', {}).output).toBe(migrated(listed));
  });
});

describe('Vue Options API data', () => {
  it("what data() names and a method sets to an application (through a local caching helper that returns what its loader gives) is one in the template too", () => {
    const text = [
      '<template>',
      '  <aside v-if="selected">',
      '    <dd v-if="selected.currentStage">{{ selected.currentStage.name }}</dd>',
      '    <dd>{{ title }}</dd>',
      '  </aside>',
      '</template>',
      '<script>',
      'const cache = new Map();',
      'function cached(key, load) {',
      '  if (cache.has(key)) return cache.get(key);',
      '  const promise = load().catch((err) => { cache.delete(key); throw err; });',
      '  cache.set(key, promise);',
      '  return promise;',
      '}',
      'export default {',
      '  data: () => ({ selected: null, state: { open: false } }),',
      "  computed: { title() { return this.state.open ? 'Open' : 'Closed'; } },",
      '  methods: {',
      '    async select(id) {',
      '      this.selected = await cached(id, () => fetch(`/v2/applications/${id}`).then((r) => r.json()));',
      '    },',
      '  },',
      '};',
      '</script>',
      '',
    ].join('\n');
    expect(migrateComponent(text, '/tmp/Drawer.vue', {}).output).toBe(text.replaceAll('selected.currentStage', 'selected.pipelineStage'));
  });
});

describe('what a component migration leaves', () => {
  it('places shown beside a rewritten read (the cases of a switch over state) are not counted as left for a person', () => {
    const text = [
      '<script setup>',
      "const apps = await (await fetch('/v2/applications')).json();",
      'function label(app) {',
      '  switch (app.state) {',
      "    case 'SCREENING': return 'In review';",
      "    case 'QUALIFIED': return 'Shortlisted';",
      "    default: return '';",
      '  }',
      '}',
      '</script>',
      '<template><p v-for="a in apps">{{ label(a) }}</p></template>',
      '',
    ].join('\n');
    const result = migrateComponent(text, '/tmp/Labels.vue', {});
    expect(result.output).toContain('switch (legacyStateOf(app))');
    expect(result.todos).toEqual({});
  });
});

describe('TODO comments in components', () => {
  it("a read left for a person gets a TODO comment, in the template above the element it sits in (a Vue 2 filter's input is read too), never inside a start tag; a second run adds none", () => {
    const text = [
      '<template>',
      "  <article :class=\"application.state | badge\" @click=\"$emit('open')\">",
      '    <p>',
      "      {{ application.currentStage.name }}",
      '      · {{ application.state | stateLabel }}',
      '    </p>',
      '  </article>',
      '</template>',
      '<script>',
      'export default {',
      '  props: { application: { type: Object, required: true } },',
      "  computed: { shortlisted() { return this.application.state === 'QUALIFIED'; } },",
      '};',
      '</script>',
      '',
    ].join('\n');
    const todo = 'TODO(hiring-migrate): state is gone from applications; derive the legacy state from hiringState and pipelineStage.type (see the equivalence table).';
    const result = migrateComponent(text, '/tmp/FilteredCard.vue', {});
    expect(result.output).toBe(
      text
        .replace("  <article :class", `  <!-- ${todo} -->\n  <article :class`)
        .replace('      · {{', `      <!-- ${todo} -->\n      · {{`)
        .replace('{{ application.currentStage.name }}', '{{ application.pipelineStage.name }}')
        .replace("this.application.state === 'QUALIFIED'", "this.application.hiringState === 'ACTIVE' && this.application.pipelineStage?.type === 'INTERVIEW'"),
    );
    expect(result.todos).toEqual({ 'no-legacy-state-field': 2 });
    const again = migrateComponent(result.output, '/tmp/FilteredCard.vue', {});
    expect(again.changed).toBe(false);
    expect(again.todos).toEqual({ 'no-legacy-state-field': 2 });
  });
  it('two TODOs above one line of a script block (a page and a page size sent to the scorecard list) are written once each, and a second run adds none', () => {
    const text = [
      '<script>',
      'export default {',
      "  data: () => ({ page: 1, perPage: 20, cards: [] }),",
      '  methods: {',
      '    async load(id) {',
      '      const { data } = await this.$http.get(`/v2/applications/${id}/scorecards`, { params: { page: this.page, per_page: this.perPage } });',
      '      this.cards = data;',
      '    },',
      '  },',
      '};',
      '</script>',
      '<template><p>{{ cards.length }}</p></template>',
      '',
    ].join('\n');
    const once = migrateComponent(text, '/tmp/Cards.vue', {});
    expect(once.output.split('\n').filter((l) => l.includes('TODO(hiring-migrate)')).map((l) => l.trim())).toEqual([
      '// TODO(hiring-migrate): GET /v2/applications/{applicationId}/scorecards is not paginated: page neither pages nor limits it, every scorecard comes back.',
      '// TODO(hiring-migrate): GET /v2/applications/{applicationId}/scorecards is not paginated: per_page neither pages nor limits it, every scorecard comes back.',
    ]);
    expect(migrateComponent(once.output, '/tmp/Cards.vue', {}).changed).toBe(false);
  });
});

describe('Svelte 4 reactive declarations', () => {
  it('a name a `$:` statement declares (`$: current = $applications.find(…)`) holds what it is assigned, in the script and the markup', () => {
    const text = [
      '<script>',
      "  import { applications } from './store.js';",
      '  export let selected = null;',
      '  $: current = $applications.find((a) => a.id === selected);',
      "  $: stage = current ? current.currentStage?.name : '';",
      "  const load = async () => applications.set(await (await fetch('/v2/applications')).json());",
      '</script>',
      '<p>{stage} {current?.currentStage?.order}</p>',
      '',
    ].join('\n');
    expect(migrateComponent(text, '/tmp/Board.svelte', {}).output).toBe(text.replace('current.currentStage?.name', 'current.pipelineStage?.name').replace('current?.currentStage?.order', 'current?.pipelineStage?.order'));
  });
});

describe('SvelteKit route data', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-migrate-kit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    join(dir, '+page.server.ts'),
    [
      'export const load = async ({ params, fetch }) => {',
      '  const application = await (await fetch(`/v2/applications/${params.id}`)).json();',
      '  return { application, title: application.candidateName };',
      '};',
      '',
    ].join('\n'),
  );
  const page = [
    '<script lang="ts">',
    "  import { enhance } from '$app/forms';",
    '  export let data;',
    '  $: app = data.application;',
    "  $: closed = app.state === 'REJECTED';",
    '</script>',
    '<h1>{data.title}</h1>',
    '<p>{app.currentStage.name} {app.state} {data.application.state}</p>',
    '',
  ].join('\n');

  it("a +page.svelte's `data` is what `load` in the +page.server.ts beside it returns: its applications are read as such, through a `$:` alias too (an `$app/…` import declares no `app`)", () => {
    const result = migrateComponent(page, join(dir, '+page.svelte'), {});
    expect(result.output).toContain("$: closed = app.hiringState === 'REJECTED';");
    expect(result.output).toContain('<p>{app.pipelineStage.name} {legacyStateOf(app)} {legacyStateOf(data.application)}</p>');
  });

  it('a loader beside it that does not parse is no error: the page is read on its own, as beside no loader', () => {
    const broken = mkdtempSync(join(tmpdir(), 'hiring-migrate-kit-broken-'));
    try {
      writeFileSync(join(broken, '+page.ts'), 'export const load = async ({ fetch }) => {\n  return { application: await (await fetch(`/v2/applications/1`)).json() ;\n');
      expect(migrateComponent(page, join(broken, '+page.svelte'), {}).output).toBe(page);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('the same component under another name, or beside no loader, is left alone', () => {
    expect(migrateComponent(page, join(dir, 'Card.svelte'), {}).output).toBe(page);
    expect(migrateComponent(page, join(tmpdir(), '+page.svelte'), {}).output).toBe(page);
  });
});
