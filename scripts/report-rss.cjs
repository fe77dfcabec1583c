// Preloaded by the benchmark: reports the process's peak resident memory (kB) and the CPU time it
// used (user and system, µs) on exit.
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(`maxrss=${usage.maxRSS} cpu=${usage.userCPUTime + usage.systemCPUTime}\n`);
});
