// Preloaded by the benchmark: reports the process's peak resident memory (kB) on exit.
process.on('exit', () => {
  process.stderr.write(`maxrss=${process.resourceUsage().maxRSS}\n`);
});
