// The floor of the codemod benchmarks: jscodeshift's own cost per file, parse (babel, tsx) + print
// (recast), with no change. `hiring-migrate fix` is compared with this.
module.exports = function noop(file, api) {
  return api.jscodeshift(file.source).toSource();
};
module.exports.parser = 'tsx';
