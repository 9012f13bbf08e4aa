// src/load.cts under Vite, which reads a .cts file as plain JavaScript: Node's own require (see vitest.config.ts).
module.exports = require;
