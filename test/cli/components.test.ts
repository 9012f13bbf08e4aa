/**
 * Single-file components: a Vue 3 app and a SvelteKit route with legacy uses in script and markup
 * (fixtures/cli/components), through `check`, `fix`, and the rules in a user's own ESLint config.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileTemplate, parse as parseSfc, compileScript } from '@vue/compiler-sfc';
import { ESLint, type Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import * as svelteParser from 'svelte-eslint-parser';
import { compile as compileSvelte } from 'svelte/compiler';
import * as vueParser from 'vue-eslint-parser';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { migrateComponent } from '../../src/sfc/migrate.js';
import { copyFixture, ROOT, runBin, TODAY, type JsonResult } from './helpers.js';

const VUE = 'vue-app/src/App.vue';
const SVELTE = 'sveltekit/src/routes/applications/+page.svelte';
const MIGRATED = join(ROOT, 'fixtures/sfc/migrated');

/** Every finding as `file:line:column-endLine:endColumn rule`. */
const FINDINGS = [
  `${SVELTE}:8:47-8:62 no-legacy-state-filter`,
  `${SVELTE}:15:29-15:34 no-legacy-state-field`,
  `${SVELTE}:17:13-17:25 no-current-stage`,
  `${SVELTE}:18:14-18:19 no-legacy-state-field`,
  `${SVELTE}:18:61-18:73 no-current-stage`,
  `${VUE}:10:45-10:60 no-legacy-state-filter`,
  `${VUE}:19:74-19:79 no-legacy-state-field`,
  `${VUE}:20:42-20:54 no-current-stage`,
  `${VUE}:21:25-21:30 no-legacy-state-field`,
  `${VUE}:22:28-22:33 no-legacy-state-field`,
];

function positions(results: readonly JsonResult[] | readonly ESLint.LintResult[], dir: string): string[] {
  return results.flatMap((r) =>
    r.messages.map((m) => {
      const { endLine, endColumn } = m as { endLine?: number; endColumn?: number };
      return `${relative(dir, r.filePath)}:${m.line}:${m.column}-${endLine}:${endColumn} ${(m.ruleId ?? 'fatal').replace('hiring-migrate/', '')}`;
    }),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)))
    .sort();
}

describe('check on .vue and .svelte files', () => {
  it('reports uses in scripts and template expressions at their place in the component; look-alikes stay silent', () => {
    const dir = copyFixture('components');
    const run = runBin(['check', '--today', TODAY, '--format', 'json'], dir);
    expect(run.status).toBe(1);
    expect(positions(JSON.parse(run.stdout) as JsonResult[], dir)).toEqual(FINDINGS);
  });

  it('names a file it cannot read that may use the service, and never counts it clean', () => {
    const dir = copyFixture('components');
    writeFileSync(join(dir, 'vue-app/index.astro'), "---\nconst res = await fetch('/v2/applications?state=OFFER');\n---\n<p>{res.status}</p>\n");
    writeFileSync(join(dir, 'vue-app/about.html'), '<p>About us</p>\n');
    const run = runBin(['check', '--today', TODAY, 'vue-app'], dir);
    expect(run.stderr).toContain(
      'hiring-migrate: 1 file not analysed that may use the service; review it by hand:\n  vue-app/index.astro (hiring-migrate cannot read .astro files)\n',
    );
    expect(run.stderr).not.toContain('about.html');
  });

  it('loads the component parsers only when such files are present', () => {
    const script = `
      import { createRequire } from 'node:module';
      const { runCli } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/src/cli/build-cli.js')).href)});
      const sink = { write() { return true; }, isTTY: false };
      await runCli(['check', '--today', '${TODAY}', process.argv[1]], { cwd: process.argv[1], stdout: sink, stderr: sink, env: {} });
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((k) => /(vue|svelte)-eslint-parser/.test(k));
      console.log(JSON.stringify(loaded.map((k) => k.includes('vue-eslint-parser') ? 'vue' : 'svelte').filter((v, i, a) => a.indexOf(v) === i)));
    `;
    const loadedFor = (dir: string): string[] =>
      JSON.parse(spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], { cwd: ROOT, encoding: 'utf8' }).stdout.trim().split('\n').at(-1)!) as string[];
    expect(loadedFor(copyFixture('clean'))).toEqual([]);
    expect(loadedFor(join(copyFixture('components'), 'vue-app'))).toEqual(['vue']);
  });
});

describe('fix on .vue and .svelte files', () => {
  it('rewrites only the affected ranges; the components still compile; a second fix changes nothing', () => {
    const dir = copyFixture('components');
    const first = runBin(['fix', '--today', TODAY, '--force', '--json'], dir);
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      filesChanged: 2,
      rewritten: { 'no-legacy-state-filter': 2, 'no-legacy-state-field': 5, 'no-current-stage': 3 },
      todos: {},
    });
    // Byte for byte: every file, changed or not, equals fixtures/sfc/migrated.
    expect(filesUnder(dir)).toEqual(filesUnder(MIGRATED));
    for (const file of filesUnder(dir)) expect(readFileSync(join(dir, file), 'utf8'), file).toBe(readFileSync(join(MIGRATED, file), 'utf8'));

    const vue = readFileSync(join(dir, VUE), 'utf8');
    const { descriptor, errors } = parseSfc(vue, { filename: 'App.vue' });
    expect(errors).toEqual([]);
    const script = compileScript(descriptor, { id: 'app' });
    const template = compileTemplate({ source: descriptor.template!.content, filename: 'App.vue', id: 'app', compilerOptions: { bindingMetadata: script.bindings } });
    expect(template.errors).toEqual([]);
    expect(template.code).toContain('pipelineStage.name');
    const svelte = compileSvelte(readFileSync(join(dir, SVELTE), 'utf8'), { filename: '+page.svelte' });
    expect(svelte.js.code).toContain('pipelineStage');

    const second = runBin(['fix', '--today', TODAY, '--force', '--json'], dir);
    expect(JSON.parse(second.stdout)).toMatchObject({ filesChanged: 0 });
    expect(runBin(['check', '--today', TODAY], dir)).toMatchObject({ status: 0, stderr: 'hiring-migrate: 4 files checked, no findings.\n' });
  });

  it("gives a rewrite inside an attribute the other quote than the attribute's", () => {
    const input = [
      '<script setup>',
      'import { ref } from "vue";',
      'const apps = ref([]);',
      'fetch("/v2/applications").then((r) => r.json()).then((data) => { apps.value = data; });',
      '</script>',
      '<template><p v-for="app in apps" v-if="app.state === \'SCREENING\'">{{ app.id }}</p></template>',
      '',
    ].join('\n');
    const { output, changed } = migrateComponent(input, 'Apps.vue', { today: TODAY });
    expect(changed).toBe(true);
    expect(output.split('\n')[5]).toBe(
      `<template><p v-for="app in apps" v-if="app.hiringState === 'ACTIVE' && app.pipelineStage?.type === 'APPLICATION_REVIEW'">{{ app.id }}</p></template>`,
    );
  });
});

describe('migrateComponent', () => {
  it('leaves a site alone where an eslint-disable comment in the script says so, as check does', () => {
    const input = [
      '<script setup>',
      '// eslint-disable-next-line hiring-migrate/no-legacy-state-filter -- the proxy maps it',
      "const res = await fetch('/v2/applications?state=SCREENING');",
      "const other = await fetch('/v2/applications?state=OFFER');",
      '</script>',
      '',
    ].join('\n');
    const { output } = migrateComponent(input, 'Proxy.vue', { today: TODAY });
    expect(output).toBe(input.replace('state=OFFER', 'hiringState=OFFER'));
  });

  it('puts a generated helper at the end of <script setup>, where the template sees it', () => {
    const input = [
      '<script setup lang="ts">',
      "import { ref } from 'vue';",
      'const apps = ref([]);',
      "fetch('/v2/applications').then((r) => r.json()).then((data) => { apps.value = data; });",
      '</script>',
      '',
      '<template>',
      '  <p v-for="app in apps" :title="app.state">{{ app.state }}</p>',
      '</template>',
      '',
    ].join('\n');
    const { output, rewritten } = migrateComponent(input, 'Board.vue', { today: TODAY });
    expect(rewritten).toEqual({ 'no-legacy-state-field': 2 });
    expect(output).toContain('  <p v-for="app in apps" :title="legacyStateOf(app)">{{ legacyStateOf(app) }}</p>');
    expect(output.indexOf('function legacyStateOf(')).toBeLessThan(output.indexOf('</script>'));
    const { descriptor } = parseSfc(output, { filename: 'Board.vue' });
    const script = compileScript(descriptor, { id: 'board' });
    expect(script.bindings?.legacyStateOf).toBeDefined();
    expect(migrateComponent(output, 'Board.vue', { today: TODAY }).changed).toBe(false);
  });

  it('reports a component that does not parse, and leaves it as it was', () => {
    const input = '<script setup>\nconst x = ;\nfetch("/v2/applications?state=OFFER");\n</script>\n';
    const result = migrateComponent(input, 'Broken.vue', { today: TODAY });
    expect(result).toMatchObject({ changed: false, output: input });
    expect(result.error?.message).toBeTruthy();
  });
});

describe('the rules in a user’s ESLint config with vue-eslint-parser and svelte-eslint-parser', () => {
  // The README recipe.
  const config: Linter.Config[] = [
    { files: ['**/*.vue'], languageOptions: { parser: vueParser, parserOptions: { parser: tsParser } } },
    { files: ['**/*.svelte'], languageOptions: { parser: svelteParser, parserOptions: { parser: tsParser } } },
    { ...plugin.configs.recommended, files: ['**/*.vue', '**/*.svelte'] } as Linter.Config,
  ];

  it('report what check reports, template expressions included, and fix to the same text', async () => {
    const dir = copyFixture('components');
    const found = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintFiles([SVELTE, VUE]);
    expect(positions(found, dir)).toEqual(FINDINGS);
    // ESLint's own fix passes leave nothing, and the same text as `fix`.
    const fixed = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config, fix: true }).lintFiles([SVELTE, VUE]);
    expect(positions(fixed, dir)).toEqual([]);
    for (const result of fixed) expect(result.output, result.filePath).toBe(readFileSync(join(MIGRATED, relative(dir, result.filePath)), 'utf8'));
  });

  it('a stage put in a reactive declaration ($: stage = app.currentStage) is read through that name in the script and in the markup', async () => {
    const text =
      "<script lang=\"ts\">\n  export let data: { application: { id: string; state: string; currentStage: { name: string } | null } };\n  $: app = data.application;\n  $: stage = app.currentStage;\n  $: label = stage ? stage.name : 'none';\n  fetch('/v2/applications');\n</script>\n\n<h1>{app.id}</h1>\n{#if stage}\n  <span>{stage.name}</span>\n{/if}\n";
    const [result] = await new ESLint({ overrideConfigFile: true, overrideConfig: config }).lintText(text, { filePath: join(ROOT, 'Stage.svelte') });
    expect(result!.messages.filter((m) => m.ruleId === 'hiring-migrate/no-current-stage').map((m) => m.line)).toEqual([2, 4, 5, 11]);
  });
});
