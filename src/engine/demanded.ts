/**
 * What the importers of a file demand of it (see demands.ts), by what it leads to here: filters and
 * values sent, values compared with `state`, filter types, functions handed applications, note
 * payloads and scorecard paging. The findings a demand settles on its own (a payload type's flag, a
 * picked filter type) are reported as they are met.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { constructorOf } from '../matchers/class-members.js';
import { isFunction, plainParameter, type Node } from '../matchers/ast.js';
import type { NoteWriteEndpoint } from '../matchers/notes.js';
import { functionOfVariable, type Bindings } from '../matchers/scope.js';
import { valuesAt } from '../matchers/values.js';
import { demandsOn, type DemandAnalyzer } from './demands.js';
import type { ComparedSource } from './findings/compared-sources.js';
import type { FilterTypes } from './findings/filter-types.js';
import { exportedPayloadFlags } from './findings/note-writes.js';
import type { StateReads } from './findings/state-reads.js';
import { exportTable } from './module-exports.js';
import type { Finding } from './types.js';

export interface Demanded {
  filters: Node[];
  values: Node[];
  compared: ComparedSource[];
  filterTypes: TSESTree.TypeElement[][];
  receivers: Node[];
  receiving: Node[];
  notePayloads: [Node, NoteWriteEndpoint][];
  /** Types of the file a note write's payload is declared with, by name (see typedPayloadFlags). */
  payloadTypes: Map<string, NoteWriteEndpoint>;
  paging: Node[];
  recordTypes: string[];
  /** Types of the file importers make copies of a record's state as (see demands, `copyType`). */
  copyTypes: string[];
}

export interface DemandedInput {
  ast: TSESTree.Program;
  nodes: readonly Node[];
  bindings: Bindings;
  filename: string | undefined;
  /** How many modules deep the analysis is: only the file being checked is asked. */
  depth: number;
  types: FilterTypes;
  reads: StateReads;
  add: (finding: Finding) => void;
  analyzeImporter: DemandAnalyzer;
}

export function demandedOf(input: DemandedInput): Demanded {
  const { bindings, filename, types } = input;
  const out: Demanded = { filters: [], values: [], compared: [], filterTypes: [], receivers: [], receiving: [], notePayloads: [], payloadTypes: new Map(), paging: [], recordTypes: [], copyTypes: [] };
  if (!filename || input.depth > 0) return out;
  const demands = demandsOn(filename, input.analyzeImporter);
  if (!demands.length) return out;
  const table = exportTable(input.ast, bindings, filename, input.nodes);
  // A type a wrapper picks `state` from (in any importer) keeps it: the wrapper maps what it picks.
  for (const demand of demands) if (demand.kind === 'filterType' && demand.picked) types.kept.add(demand.key);
  for (const demand of demands) {
    if (demand.kind === 'notePayloadType') {
      for (const finding of exportedPayloadFlags(input.ast, demand.key, demand.write)) input.add(finding);
      out.payloadTypes.set(demand.key, demand.write);
      continue;
    }
    if (demand.kind === 'recordType' || demand.kind === 'copyType') {
      const names = demand.kind === 'recordType' ? out.recordTypes : out.copyTypes;
      if (!names.includes(demand.key)) names.push(demand.key);
      continue;
    }
    if (demand.kind === 'filterType') {
      const members = types.exportedTypeMembers(demand.key);
      if (members && types.kept.has(demand.key)) {
        if (demand.picked) types.pickedFilterTypeMembersFinding(members);
      } else if (members && !out.filterTypes.includes(members)) out.filterTypes.push(members);
      if (members && !types.kept.has(demand.key)) types.names.add(demand.key);
      continue;
    }
    // `Class#method`: the method of an exported class, whose calls give what it returns.
    const root = table.values.get(demand.key) ?? (demand.key.includes('#') ? table.functions.get(demand.key) : undefined);
    if (!root) continue;
    for (const reached of valuesAt(root, demand.path, bindings)) {
      const fn = isFunction(reached) ? reached : ((reached.type === 'Identifier' ? functionOfVariable(bindings.variableOf(reached)) : undefined) ?? constructorOf(reached, bindings));
      if (demand.kind === 'filters') out.filters.push(reached);
      else if (demand.kind === 'paging') out.paging.push(reached);
      else if (demand.kind === 'notePayload') out.notePayloads.push([reached, demand.write]);
      else if (demand.kind === 'value') out.values.push(reached);
      else if (demand.kind === 'compared') out.compared.push({ node: reached, keys: demand.keys });
      else if (demand.kind === 'stateArgument') {
        const id = plainParameter(fn, demand.index);
        if (id) out.compared.push(...input.reads.compared.sourcesOfVariable(id));
      } else {
        const param = fn?.params[demand.index];
        if (param) out.receivers.push(param);
        // A function made by a call (`fp.groupBy('state')`) or held in a variable: applied to applications.
        else if (demand.index === 0) out.receiving.push(reached);
      }
    }
  }
  return out;
}
