#!/usr/bin/env node
// Runs the bundled command line (build it first with `npm run build`).
require('../dist/cli.js');
