/** Prefix of the rules in configs and directives: `hiring-migrate/no-legacy-state-filter`. */
export const PLUGIN_PREFIX = 'hiring-migrate';
