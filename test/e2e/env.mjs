// Shared set-up of the browser tests: the packaged .vsix installed in a fresh code-server,
// a fresh workspace, headless Chromium. Started once for all e2e files (see hooks.mjs).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { prepareLocale } from '../../scripts/lib/languagePack.mjs';
import { installVsix, launchChromium, startCodeServer } from '../../scripts/lib/tools.mjs';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/**
 * Which extension host runs the extension: `node` (the default) or `web`, the browser's web worker
 * extension host, chosen by code-server's user setting `remote.extensionKind` (NIM_LENS_HOST=web).
 */
export const hostKind = process.env.NIM_LENS_HOST === 'web' ? 'web' : 'node';
/**
 * VS Code's display language: English (the default), or `fr` with NIM_LENS_LOCALE=fr (the French
 * passes of scripts/test-e2e.mjs, which install a test-only language pack and start code-server
 * with `--locale fr`).
 */
export const locale = process.env.NIM_LENS_LOCALE === 'fr' ? 'fr' : null;
/**
 * Every run keeps its pictures in test-results/, beside the failures, so that a test run leaves the
 * checkout as it was; the README's pictures are taken on purpose from examples/ by
 * `npm run screenshots` (scripts/screenshots.mjs), never by a test.
 */
export const screenshots = join(root, 'test-results', `${locale ? `${locale}-` : ''}${hostKind}-host`);
export const env = { server: null, browser: null, workspace: null, tmp: null, console: [] };
/** The line the browser build writes to the developer console when it activates. */
export const WEB_ACTIVATION_LINE = 'Nim Lens: activated in the web worker extension host';

export async function setUp() {
  env.tmp = mkdtempSync(join(tmpdir(), 'nim-lens-e2e-'));
  env.workspace = join(env.tmp, 'workspace');
  cpSync(join(root, 'test', 'fixtures', 'workspace'), env.workspace, { recursive: true });
  cpSync(join(root, 'examples'), join(env.workspace, 'examples'), { recursive: true });
  cpSync(join(root, 'examples', 'tour.nim'), join(env.workspace, 'tour.nim'));
  const extensionsDir = join(env.tmp, 'extensions');
  installVsix(join(root, 'dist', 'nim-lens.vsix'), extensionsDir);
  const settings = hostKind === 'web' ? { 'remote.extensionKind': { 'nim-lens.nim-lens': ['web'] } } : {};
  const userDataDir = join(env.tmp, 'user-data');
  const args = locale
    ? prepareLocale({ locale, extensionsDir, userDataDir, workDir: join(env.tmp, 'language-pack') })
    : [];
  env.server = await startCodeServer({
    workspace: env.workspace,
    userDataDir,
    extensionsDir,
    settings,
    args,
  });
  env.browser = await launchChromium();
  mkdirSync(screenshots, { recursive: true });
}

export async function tearDown() {
  await env.browser?.close().catch(() => {});
  env.server?.stop();
  if (env.tmp) rmSync(env.tmp, { recursive: true, force: true });
}

/** A new page with the workbench loaded on the test workspace. */
export async function openWorkbench() {
  const page = await env.browser.newPage({ viewport: { width: 1500, height: 900 } });
  page.on('console', (message) => env.console.push(message.text()));
  await page.goto(`${env.server.url}/?folder=${encodeURIComponent(env.workspace)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  return page;
}

/**
 * Puts the cursor at the start of a 1-based line with Go to Line. It types the line's number only
 * once the box is open, and goes on once it has closed: in CI's web worker host the box once opened
 * late, and the number and the text typed next went into the editor instead.
 */
export async function goToLine(page, line) {
  const box = page.locator('.quick-input-widget');
  await page.keyboard.press('Control+G');
  await box.locator('input').waitFor({ state: 'visible', timeout: 10_000 });
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await box.waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * Points at a token of the line holding `lineText` and waits for the hover that shows `shows`.
 * The editor shows a hover only when the pointer moves and rests there: a hover still open, the
 * line drawn again under the pointer or a busy extension host can swallow one (seen once in CI's
 * web worker host), so the pointer leaves and comes back, at most three times. A last failure
 * says which hovers were on screen.
 */
export async function showHover(page, lineText, token, shows) {
  const target = page.locator('.view-line', { hasText: lineText }).locator('span span', { hasText: token }).first();
  const hover = page.locator('.monaco-hover-content', { hasText: shows }).first();
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await target.hover();
    try {
      await hover.waitFor({ timeout: attempt < 3 ? 10_000 : 20_000 });
      return hover;
    } catch (e) {
      if (attempt >= 3) {
        const shown = await page.locator('.monaco-hover-content').allInnerTexts();
        throw new Error(`${e.message}\nthe hovers on screen: ${JSON.stringify(shown)}`);
      }
    }
  }
}

/** Opens a file by clicking it in the explorer, as a person would. */
export async function openFromExplorer(page, name) {
  const row = page.getByRole('treeitem', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).first();
  await row.waitFor({ timeout: 60_000 });
  await row.click();
  await page.locator('.monaco-editor .view-lines').first().waitFor();
}

/** Developer: Reload Window, as a person would (the workbench saves each panel's state first), and waits for the workbench. */
export async function reloadWindow(page) {
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('F1');
  await page.keyboard.type('Developer: Reload Window');
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Reload Window' }).first().waitFor();
  await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
}

/** The webview frame of the play panel, found among the page's frames. */
export async function playFrame(page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      try {
        if (await frame.locator('#app .heaps, #app .choices').count()) return frame;
      } catch {
        /* detached */
      }
    }
    await page.waitForTimeout(200);
  }
  throw new Error('the play panel did not appear among the frames');
}

/** Clicks the first Play lens on screen, as a person would, and gives the play panel's frame. */
export async function playFromLens(page) {
  await page
    .locator('.codelens-decoration a', { hasText: /^\s*Play\s*$/ })
    .first()
    .click();
  return playFrame(page);
}

/** Saves the active editor (focusing it first) and waits until the file on disk matches. */
export async function saveAndRead(page, file, pattern, timeout = 20_000) {
  const lines = page.locator('.monaco-editor .view-lines').first();
  // The click only focuses the editor: when an overlay of the workbench (the title bar's drag
  // region, seen once in the web worker host) keeps intercepting it, it is forced.
  await lines
    .click({ position: { x: 5, y: 5 }, timeout: 10_000 })
    .catch(() => lines.click({ position: { x: 5, y: 5 }, force: true }));
  await page.keyboard.press('Control+S');
  const deadline = Date.now() + timeout;
  let text = '';
  while (Date.now() < deadline) {
    text = readFileSync(file, 'utf8');
    if (pattern.test(text)) return text;
    await page.waitForTimeout(200);
  }
  throw new Error(`${file} never matched ${pattern}:\n${text}`);
}

/**
 * Checks which build of the extension runs: in the web host, the browser build (its console line
 * appears within 30 s); in the Node host, not that one.
 */
export async function assertHostBuild(page) {
  const activatedInWeb = () => env.console.some((line) => line.includes(WEB_ACTIVATION_LINE));
  if (hostKind === 'web') {
    const deadline = Date.now() + 30_000;
    while (!activatedInWeb() && Date.now() < deadline) await page.waitForTimeout(200);
    assert.ok(activatedInWeb(), `the browser build activated; console:\n${env.console.slice(-30).join('\n')}`);
  } else {
    assert.ok(!activatedInWeb(), 'the Node build runs, not the browser build');
  }
}

/** Chooses a colour theme with the theme picker, as a person would, and waits until the workbench wears its kind (`vs`, `vs-dark`). */
export async function pickTheme(page, name, kind) {
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+T');
  const input = page.locator('.quick-input-widget input').first();
  await input.waitFor();
  await input.fill(name);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForFunction((k) => document.querySelector('.monaco-workbench')?.classList.contains(k), kind);
  // The picker previews a theme as soon as its row is selected, so the workbench may wear the kind
  // before Enter is handled: wait for the picker to close, or the next keys go into its filter.
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * Runs a command from the palette by its title, as a person would. A quick input still open (a
 * picker closing) would take the keys, so it waits for none to be open first, and for the palette
 * to close after.
 */
export async function runCommand(page, title) {
  const box = page.locator('.quick-input-widget');
  await box.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => page.keyboard.press('Escape'));
  await page.keyboard.press('F1');
  const input = box.locator('input').first();
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  await input.fill(`>${title}`);
  await box.locator('.monaco-list-row', { hasText: title }).first().click();
  await box.waitFor({ state: 'hidden', timeout: 10_000 });
}
