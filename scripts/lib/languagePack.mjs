// A VS Code whose display language is French, offline. `--locale fr` alone resolves to English
// when no French language pack is installed, and no real one can be downloaded on the test
// machines; a test-only pack (test/fixtures/language-pack-fr: a manifest and an empty translation
// file) is enough. It is packaged with the project's own vsce, installed with code-server's
// installer before the server starts, and registered in the user data folder's
// languagepacks.json (which code-server's command-line install does not write). VS Code's own
// menus stay English; `vscode.env.language` is `fr` and each extension loads its French
// (l10n/bundle.l10n.fr.json, package.nls.fr.json).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installVsix, SetupError } from './tools.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const FIXTURE = join(root, 'test', 'fixtures', 'language-pack-fr');
const VSCE = join(root, 'node_modules', '@vscode', 'vsce', 'vsce');

/** The language packs this module can install, by VS Code language id. */
export const LOCALES = ['fr'];

/** `publisher.name` of the test language pack. */
export function languagePackId() {
  const manifest = JSON.parse(readFileSync(join(FIXTURE, 'package.json'), 'utf8'));
  return { id: `${manifest.publisher}.${manifest.name}`, version: manifest.version, manifest };
}

/** Packages the test language pack into `dir` with the project's vsce; returns the .vsix path. */
export function packageLanguagePack(dir) {
  if (!existsSync(VSCE)) throw new SetupError(`@vscode/vsce is missing from node_modules (${VSCE}): run npm install`);
  const source = join(dir, 'language-pack-fr');
  cpSync(FIXTURE, source, { recursive: true });
  const vsix = join(dir, 'language-pack-fr.vsix');
  const r = spawnSync(
    process.execPath,
    [VSCE, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--out', vsix],
    { cwd: source, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (r.status !== 0 || !existsSync(vsix))
    throw new SetupError(`packaging the test language pack failed:\n${`${r.stdout}${r.stderr}`.slice(-2000)}`);
  return vsix;
}

/**
 * Makes the next code-server started with these folders show VS Code in `locale` (only `fr`):
 * installs the test language pack into `extensionsDir`, writes `userDataDir/languagepacks.json`.
 * Returns the command-line arguments to add to code-server's (`--locale fr`). `workDir` is a
 * scratch folder for the package.
 */
export function prepareLocale({ locale, extensionsDir, userDataDir, workDir }) {
  if (!LOCALES.includes(locale)) throw new SetupError(`no test language pack for the locale ${locale}`);
  mkdirSync(workDir, { recursive: true });
  installVsix(packageLanguagePack(workDir), extensionsDir);
  const { id, version, manifest } = languagePackId();
  // The installer names the folder publisher.name-version; look for it rather than assume it.
  const folder = readdirSync(extensionsDir).find((f) => f.toLowerCase() === `${id}-${version}`.toLowerCase());
  if (!folder) throw new SetupError(`the test language pack ${id} is not in ${extensionsDir} after installing it`);
  const [localization] = manifest.contributes.localizations;
  const translations = {};
  for (const { id: component, path } of localization.translations)
    translations[component] = join(extensionsDir, folder, path);
  for (const file of Object.values(translations))
    if (!existsSync(file)) throw new SetupError(`the test language pack has no ${file}`);
  mkdirSync(userDataDir, { recursive: true });
  writeFileSync(
    join(userDataDir, 'languagepacks.json'),
    JSON.stringify(
      {
        [locale]: {
          hash: `${id}-${version}`,
          extensions: [{ extensionIdentifier: { id }, version }],
          translations,
          label: localization.localizedLanguageName,
        },
      },
      null,
      2,
    ),
  );
  return ['--locale', locale];
}
