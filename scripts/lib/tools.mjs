// What running a real VS Code here needs, installed on demand and cached outside the source
// tree (like @vscode/test-electron's .vscode-test/): Node 24 from the npm package `node`,
// code-server from the npm registry, Debian's Chromium. Reused on later runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const CODE_SERVER_VERSION = '4.139.1';
export const NODE24_VERSION = '24.21.0';
export const CACHE = process.env.NIM_LENS_CACHE || join(homedir(), '.cache', 'nim-lens');
export const CHROMIUM = process.env.NIM_LENS_CHROMIUM || '/usr/bin/chromium';
const RUN_DIR = join(CACHE, 'run');

export function log(message) {
  process.stderr.write(`[nim-lens] ${message}\n`);
}

export class SetupError extends Error {}

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...options });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}`, error: r.error };
}

/**
 * The environment for a nested `npm install`: without the npm_* variables of an outer
 * `npm run` (npm reads npm_config_* as its own config, so code-server's install script would see
 * the outer npm's Node version in npm_config_user_agent).
 */
function cleanEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) env[k] = v;
  return { ...env, ...extra };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages when missing (as root), or says exactly what to install. */
export function ensureDebianPackages(packages) {
  const missing = packages.filter(
    (p) => !run('dpkg-query', ['-W', '-f=${Status}', p]).out.includes('install ok installed'),
  );
  if (missing.length === 0) return;
  if (!isRoot())
    throw new SetupError(
      `missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  log(`installing Debian packages: ${missing.join(' ')} (apt-get)`);
  const update = run('apt-get', ['update', '-qq']);
  if (!update.ok) throw new SetupError(`apt-get update failed:\n${update.out}`);
  const install = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!install.ok) throw new SetupError(`apt-get install ${missing.join(' ')} failed:\n${install.out.slice(-2000)}`);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  ensureDebianPackages(['chromium']);
  if (!existsSync(CHROMIUM))
    throw new SetupError(`Chromium is not at ${CHROMIUM} after installing it; set NIM_LENS_CHROMIUM to its path`);
  return CHROMIUM;
}

/** The bin/ folder of Node 24, which code-server requires (the machine may have an older Node). */
export function ensureNode24() {
  const dir = join(CACHE, `node-${NODE24_VERSION}`);
  const bin = join(dir, 'node_modules', 'node', 'bin');
  if (existsSync(join(bin, 'node')) && run(join(bin, 'node'), ['--version']).out.trim() === `v${NODE24_VERSION}`)
    return bin;
  log(`installing Node ${NODE24_VERSION} for code-server into ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
  const r = run('npm', ['install', '--no-audit', '--no-fund', '--no-save', `node@${NODE24_VERSION}`], {
    cwd: dir,
    env: cleanEnv(),
  });
  if (!r.ok || !existsSync(join(bin, 'node')))
    throw new SetupError(`could not install node@${NODE24_VERSION} from the npm registry:\n${r.out.slice(-2000)}`);
  return bin;
}

/** The code-server executable, installed with Node 24 on first use (about 600 MB, a few minutes). */
export function ensureCodeServer() {
  const node24 = ensureNode24();
  const dir = join(CACHE, `code-server-${CODE_SERVER_VERSION}`);
  const exe = join(dir, 'node_modules', '.bin', 'code-server');
  const env = cleanEnv({ PATH: `${node24}:${process.env.PATH}` });
  if (existsSync(exe) && existsSync(join(dir, '.complete'))) return { exe, env };
  ensureDebianPackages(['libkrb5-dev']); // a native module of code-server builds against its headers
  log(`installing code-server ${CODE_SERVER_VERSION} into ${dir} (about 3 minutes, once)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
  const r = run('npm', ['install', '--no-audit', '--no-fund', '--no-save', `code-server@${CODE_SERVER_VERSION}`], {
    cwd: dir,
    env,
  });
  const version = existsSync(exe) ? run(exe, ['--version'], { env }) : { ok: false, out: '' };
  if (!r.ok || !version.ok)
    throw new SetupError(
      `could not install code-server ${CODE_SERVER_VERSION}:\n${(r.out + version.out).slice(-3000)}`,
    );
  writeFileSync(join(dir, '.complete'), `${new Date().toISOString()}\n`);
  return { exe, env };
}

/** A free TCP port on 127.0.0.1, or the one asked for in NIM_LENS_PORT (with a clear error when taken). */
export async function choosePort(fallback = 0) {
  const wanted = process.env.NIM_LENS_PORT ? Number(process.env.NIM_LENS_PORT) : fallback;
  if (process.env.NIM_LENS_PORT && !(Number.isInteger(wanted) && wanted > 0 && wanted < 65536))
    throw new SetupError(`NIM_LENS_PORT=${process.env.NIM_LENS_PORT} is not a port number`);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (e) =>
      reject(
        e.code === 'EADDRINUSE'
          ? new SetupError(
              `port ${wanted} on 127.0.0.1 is already in use; stop what uses it or choose another port with NIM_LENS_PORT=…`,
            )
          : e,
      ),
    );
    server.listen(wanted, '127.0.0.1', () => {
      const port = server.address().port;
      server.close(() => resolve(port));
    });
  });
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops code-servers that an earlier run left behind (their process groups are recorded). */
export function stopStaleServers() {
  if (!existsSync(RUN_DIR)) return;
  for (const name of readdirSync(RUN_DIR)) {
    const pid = Number(name.replace(/\.pid$/, ''));
    const file = join(RUN_DIR, name);
    if (Number.isInteger(pid) && pid > 0 && alive(pid) && readFileSync(file, 'utf8').includes('code-server')) {
      log(`stopping a stale code-server (process group ${pid}) left by an earlier run`);
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    rmSync(file, { force: true });
  }
}

/**
 * Starts code-server on 127.0.0.1 in its own process group and waits until it answers.
 * Returns { url, port, stop }. stop() kills the whole group; it also runs on exit and on signals.
 */
export async function startCodeServer({
  workspace,
  userDataDir,
  extensionsDir,
  args = [],
  env = {},
  quiet = true,
  port: preferredPort = 0,
  settings = {},
}) {
  stopStaleServers();
  const { exe, env: baseEnv } = ensureCodeServer();
  const port = await choosePort(preferredPort);
  // Quiet defaults for a test or demo window: no chat side bar, no welcome page. A window's user data
  // kept from an earlier run keeps what its person changed; the settings asked for here are set again.
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  const settingsFile = join(userDataDir, 'User', 'settings.json');
  const defaults = {
    'workbench.startupEditor': 'none',
    'chat.disableAIFeatures': true,
    'workbench.secondarySideBar.defaultVisibility': 'hidden',
    'workbench.tips.enabled': false,
    'telemetry.telemetryLevel': 'off',
    'extensions.autoCheckUpdates': false,
    'update.mode': 'none',
  };
  let kept = defaults;
  if (existsSync(settingsFile)) {
    try {
      kept = JSON.parse(readFileSync(settingsFile, 'utf8'));
    } catch {
      kept = null; // comments a person wrote (JSON with comments): their file stays as it is
    }
  }
  if (kept) writeFileSync(settingsFile, JSON.stringify({ ...kept, ...settings }, null, 2));
  mkdirSync(RUN_DIR, { recursive: true });
  const child = spawn(
    exe,
    [
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--auth',
      'none',
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      '--user-data-dir',
      userDataDir,
      '--extensions-dir',
      extensionsDir,
      ...args,
      workspace,
    ],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...baseEnv,
        ...env,
        XDG_CONFIG_HOME: join(userDataDir, 'xdg-config'),
        XDG_DATA_HOME: join(userDataDir, 'xdg-data'),
      },
    },
  );
  const pidFile = join(RUN_DIR, `${child.pid}.pid`);
  writeFileSync(pidFile, `code-server ${port}\n`);
  let output = '';
  const keep = (d) => {
    output = (output + d.toString()).slice(-20000);
    if (!quiet) process.stderr.write(d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    rmSync(pidFile, { force: true });
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      stop();
      throw new SetupError(`code-server exited with code ${child.exitCode}:\n${output.slice(-3000)}`);
    }
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      stop();
      throw new SetupError(`code-server did not answer on ${url} within 60 s:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, stop, output: () => output };
}

/** Installs a .vsix into an extensions folder with code-server's own installer. */
export function installVsix(vsix, extensionsDir) {
  const { exe, env } = ensureCodeServer();
  const r = run(exe, ['--extensions-dir', extensionsDir, '--install-extension', vsix, '--force'], { env });
  if (!r.ok) throw new SetupError(`installing ${vsix} failed:\n${r.out.slice(-2000)}`);
}

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
